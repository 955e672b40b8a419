import { deliveryDuration, type Minutes } from '@storefront/core';
import { formatDeliveryDuration, type Language, type NamespacedKey, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useId } from 'react';
import { ChatIcon, StopwatchIcon } from './icons/index.js';

export interface StoreHeaderProps {
  /** Store name, address and description in the current language. */
  name: string;
  address?: string;
  description?: string;
  /** The store's whatsAppContact (any format, e.g. '+971 50 123 4567'); no chat link without it. */
  whatsAppContact?: string;
  serviceType: 'DELIVERY' | 'PICKUP' | 'DINE_IN';
  /** averagePrepTime / averagePrepTimeForPickup / averagePrepTimeForDineIn for the service. */
  prepMinutes?: number;
  /** 1 when the header names the page (the store page); 2 inside another page. */
  headingLevel?: 1 | 2;
}

/** A wa.me chat link from a phone number in any format; null when it holds no digits. */
export function whatsAppLink(contact: string, text?: string): string | null {
  const digits = contact.replace(/\D/g, '').replace(/^00/, '');
  if (digits === '') return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

const ESTIMATE_KEY = {
  DELIVERY: 'store:storeHeader.deliveryWithin',
  PICKUP: 'store:storeHeader.pickupWithin',
  DINE_IN: 'store:storeHeader.dineInWithin',
} as const satisfies Record<StoreHeaderProps['serviceType'], NamespacedKey>;

/**
 * The time estimate of the header: the key for the service and the prep time written in days,
 * hours and minutes as the tracker writes them ('1 day', '1 hour 30 minutes', 'يوم واحد'), never
 * as a count of minutes; null when the store states no time.
 */
export function prepEstimate(
  serviceType: StoreHeaderProps['serviceType'],
  prepMinutes: number | undefined,
  language: Language,
): { readonly key: (typeof ESTIMATE_KEY)[keyof typeof ESTIMATE_KEY]; readonly duration: string } | null {
  if (prepMinutes === undefined || !(prepMinutes > 0)) return null;
  return {
    key: ESTIMATE_KEY[serviceType],
    duration: formatDeliveryDuration(deliveryDuration(Math.round(prepMinutes) as Minutes), language),
  };
}

/** Store name, address, description, chat link and the time estimate for the service type. */
export function StoreHeader({
  name,
  address,
  description,
  whatsAppContact,
  serviceType,
  prepMinutes,
  headingLevel = 2,
}: StoreHeaderProps) {
  const { t, i18n } = useTranslation(['store', 'common']);
  const language = languageOf(i18n.language);
  const estimate = prepEstimate(serviceType, prepMinutes, language);
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const chat = whatsAppContact ? whatsAppLink(whatsAppContact) : null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 px-4 pt-5 pb-4">
      <div>
        <Heading id={headingId} className="text-2xl leading-tight font-bold text-ink">
          {name}
        </Heading>
        {address && <p className="mt-1 text-sm text-muted">{address}</p>}
      </div>
      {description && <p className="text-sm leading-relaxed text-ink">{description}</p>}
      {(estimate || chat) && (
        <div className="flex flex-wrap items-center gap-2">
          {estimate && (
            <p className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-canvas px-4 text-sm font-medium text-ink">
              <StopwatchIcon className="size-4" />
              {t(estimate.key, { duration: estimate.duration })}
            </p>
          )}
          {chat && (
            <a
              href={chat}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:bg-canvas"
            >
              <ChatIcon className="size-5" />
              {t('store:storeHeader.chat')}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
