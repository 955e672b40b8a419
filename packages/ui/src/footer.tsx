import { deliveryDuration, type Minutes } from '@storefront/core';
import { formatDeliveryDuration, formatPhone, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useId } from 'react';
import { MastercardIcon, VisaIcon } from './icons/index.js';

/** A brand's static page entry (brand setting `staticPages`). */
export interface StaticPageLink {
  isActive: boolean;
  linkTitle: { en: string; ar?: string };
}

export type CardMark = 'visa' | 'mastercard';

export interface FooterProps {
  brandName: string;
  /** Tagline in the current language (taglineEN / taglineAR). */
  tagline?: string;
  /** The selected store's average prep time, for 'Delivery happens within'. */
  prepMinutes?: number;
  /** Brand mobile number, e.g. '+97143951234'. */
  phone?: string;
  /** Address in the current language. */
  address?: string;
  /** Static pages by key; only active ones are listed, titled in the current language. */
  pages?: Readonly<Record<string, StaticPageLink>>;
  /** Link of a static page, e.g. key => `/pages/s/${key}`. */
  pageHref: (key: string) => string;
  acceptedCards?: readonly CardMark[];
}

const MARKS = { visa: VisaIcon, mastercard: MastercardIcon } as const;

/**
 * Store page footer: brand name and tagline, the selected store's prep time, phone, address,
 * links to the brand's active static pages and the accepted cards.
 */
export function Footer({
  brandName,
  tagline,
  prepMinutes,
  phone,
  address,
  pages = {},
  pageHref,
  acceptedCards = ['visa', 'mastercard'],
}: FooterProps) {
  const { t, i18n } = useTranslation('store');
  const language = languageOf(i18n.language);
  const linksId = useId();
  const links = Object.entries(pages)
    .filter(([, page]) => page.isActive)
    .map(([key, page]) => ({ key, title: page.linkTitle[language] || page.linkTitle.en }));
  const heading = 'text-sm font-semibold text-muted';
  return (
    <footer className="mt-6 flex flex-col gap-6 border-t border-line bg-canvas px-4 pt-8 pb-28 text-ink">
      <div>
        <p className="text-xl font-bold">{brandName}</p>
        {tagline && <p className="mt-1 text-sm text-muted">{tagline}</p>}
      </div>
      <dl className="grid gap-4 text-sm">
        {prepMinutes !== undefined && prepMinutes > 0 && (
          <div>
            <dt className={heading}>{t('footer.deliveryWithin')}</dt>
            <dd className="mt-1 font-semibold">
              {formatDeliveryDuration(deliveryDuration(Math.round(prepMinutes) as Minutes), language)}
            </dd>
          </div>
        )}
        {phone && (
          <div>
            <dt className={heading}>{t('footer.mobile')}</dt>
            <dd className="mt-0.5">
              <a
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
              >
                <bdi dir="ltr">{formatPhone(phone)}</bdi>
              </a>
            </dd>
          </div>
        )}
        {address && (
          <div>
            <dt className={heading}>{t('footer.address')}</dt>
            <dd className="mt-1">
              <address className="not-italic">{address}</address>
            </dd>
          </div>
        )}
      </dl>
      {links.length > 0 && (
        <nav aria-labelledby={linksId}>
          <h2 id={linksId} className={heading}>
            {t('footer.links')}
          </h2>
          <ul className="mt-1 flex flex-col">
            {links.map((link) => (
              <li key={link.key}>
                <a
                  href={pageHref(link.key)}
                  className="inline-flex min-h-11 items-center text-sm font-semibold underline-offset-4 hover:underline"
                >
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {acceptedCards.length > 0 && (
        <div>
          <h2 className={heading}>{t('footer.acceptedCards')}</h2>
          <ul className="mt-2 flex gap-2">
            {acceptedCards.map((card) => {
              const Mark = MARKS[card];
              return (
                <li key={card}>
                  <Mark className="h-8 w-12" />
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </footer>
  );
}
