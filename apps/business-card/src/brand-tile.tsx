import { fils } from '@storefront/core';
import type { Schemas } from '@storefront/api';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { differentNumber, telHref, whatsAppHref } from './contact-links.js';

/** A discount as a chip: '20% off' / 'AED 10.00 off', with its code when asked. */
export function DiscountChip({
  discount,
  withCode = false,
}: {
  discount: Schemas['Discount'];
  withCode?: boolean;
}) {
  const { t } = useTranslation('businessCard');
  const { language } = useLocalised();
  const amount =
    discount.discountType === 'percentage'
      ? t('percentOff', { amount: discount.discountAmount })
      : t('amountOff', { amount: formatAed(fils(discount.discountAmount), language) });
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-dashed border-brand px-3 py-1 text-sm font-semibold">
      {amount}
      {withCode && <span className="text-muted">· {t('discountCode', { code: discount.discountCode })}</span>}
    </span>
  );
}

/**
 * One of the card's brands: logo, name, its discount chips, 'Order Now!' to the brand's home, and
 * WhatsApp / call links when the brand's contacts differ from the card's.
 */
export function BrandTile({
  brand,
  card,
}: {
  brand: Schemas['BusinessCardBrand'];
  card: Schemas['BusinessCard'];
}) {
  const { t } = useTranslation('businessCard');
  const { language } = useLocalised();
  const name = language === 'ar' ? brand.brandNameAR || brand.brandName : brand.brandName;
  const ownPhone = differentNumber(brand.mobileNumber, card.phoneNumber);
  const ownWhatsApp = differentNumber(brand.whatsAppContact, card.whatsAppContact);
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-center gap-3">
        <img src={brand.logo} alt={t('brandLogo', { name })} className="size-14 rounded-xl object-contain" />
        <h3 className="text-lg font-bold">{name}</h3>
      </div>
      {brand.discounts.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('discounts')}>
          {brand.discounts.map((discount) => (
            <li key={discount._id}>
              <DiscountChip discount={discount} />
            </li>
          ))}
        </ul>
      )}
      <a
        href={`/${encodeURIComponent(brand.temporaryDomainName)}`}
        style={{ backgroundColor: brand.color, color: brand.textColor }}
        className="mt-auto rounded-xl px-4 py-3 text-center font-bold"
      >
        {t('orderNow')}
      </a>
      {(ownPhone || ownWhatsApp) && (
        <div className="flex justify-center gap-4 text-sm font-semibold">
          {ownWhatsApp && (
            <a
              href={whatsAppHref(brand.whatsAppContact)}
              className="underline"
              target="_blank"
              rel="noreferrer"
            >
              {t('whatsApp')}
            </a>
          )}
          {ownPhone && (
            <a href={telHref(brand.mobileNumber)} className="underline">
              {t('call')}
            </a>
          )}
        </div>
      )}
    </article>
  );
}
