import { perCustomerUseLabel, type Discount } from '@storefront/core';
import { formatAed, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { lazy, Suspense, useId } from 'react';

/** A happy hour's countdown: its own chunk, loaded only for a brand that has one. */
const HappyHourNote = lazy(() => import('./happy-hour-note.js'));

export interface CouponStripProps {
  /** Coupons to offer: core `listedDiscounts` (active, not hidden). Nothing renders when empty. */
  discounts: readonly Discount[];
  /** Opens the discount details (DiscountInfoPopup) for one coupon. */
  onOpen: (discount: Discount) => void;
}

/**
 * The store page's 'Offers' row: one card per listed coupon with what it takes off, the minimum
 * order, a happy hour's countdown and its code; a tap opens the details with the copy-code button.
 */
export function CouponStrip({ discounts, onOpen }: CouponStripProps) {
  const { t, i18n } = useTranslation('store');
  const language = languageOf(i18n.language);
  const headingId = useId();
  if (discounts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="min-w-0 px-4 pt-2 pb-3">
      <h2 id={headingId} className="pb-2 text-lg font-bold text-ink">
        {t('coupons.title')}
      </h2>
      <ul className="flex snap-x gap-3 overflow-x-auto pb-1 [scrollbar-width:none]">
        {discounts.map((discount) => {
          const uses = perCustomerUseLabel(discount);
          return (
            <li key={discount._id} className="w-60 shrink-0 snap-start">
              <button
                type="button"
                onClick={() => onOpen(discount)}
                className="flex h-full w-full flex-col items-start gap-1 rounded-2xl border border-dashed border-brand bg-surface p-3 text-start hover:bg-canvas"
              >
                <span className="text-base font-bold text-ink">
                  {discount.discountType === 'percentage'
                    ? t('coupons.percentOff', { amount: discount.discountAmount })
                    : t('coupons.amountOff', { amount: formatAed(discount.discountAmount, language) })}
                </span>
                {discount.minOrderValue > 0 && (
                  <span className="text-xs text-muted">
                    {t('coupons.minOrder', { amount: formatAed(discount.minOrderValue, language) })}
                  </span>
                )}
                {uses !== null && (
                  <span className="text-xs text-muted">{t('coupons.usesPerCustomer', { count: uses })}</span>
                )}
                {discount.dailyHours && (
                  <Suspense fallback={null}>
                    <HappyHourNote hours={discount.dailyHours} />
                  </Suspense>
                )}
                <span className="mt-auto rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-on-brand">
                  {t('coupons.useCode', { code: discount.discountCode })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
