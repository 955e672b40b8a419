import type { Fils, Percent } from '@storefront/core';
import { DEFAULT_LANGUAGE, formatAed, isLanguage } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useId } from 'react';

export interface LoyaltyBannerProps {
  /** Cashback on delivery orders (policy `specificToDelivery`); the line is hidden when inactive or 0. */
  cashbackPercent: Percent;
  /** Order total needed to earn cashback; hidden at 0. */
  minOrderForCashback: Fils;
  /** Share of an order the credits may pay; hidden at 0. */
  redeemablePercent: Percent;
  /** The signed-in customer's credits; omitted for guests. */
  balance?: Fils;
}

/**
 * The store page's loyalty card (spec section 2 "Store page", shown when the brand's loyalty is
 * active): what an order earns, from which total, how much of an order credits may pay, and the
 * customer's credits when signed in.
 */
export function LoyaltyBanner({
  cashbackPercent,
  minOrderForCashback,
  redeemablePercent,
  balance,
}: LoyaltyBannerProps) {
  const { t, i18n } = useTranslation('store');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mx-4 my-2 flex flex-col gap-1 rounded-2xl border border-brand bg-canvas p-4 text-ink"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-bold">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 text-brand" fill="currentColor">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
        </svg>
        {t('loyalty.cardTitle')}
      </h2>
      {cashbackPercent > 0 && (
        <p className="text-sm">{t('loyalty.cashback', { percent: cashbackPercent })}</p>
      )}
      {cashbackPercent > 0 && minOrderForCashback > 0 && (
        <p className="text-xs text-muted">
          {t('loyalty.minOrder', { amount: formatAed(minOrderForCashback, language) })}
        </p>
      )}
      {redeemablePercent > 0 && (
        <p className="text-sm">{t('loyalty.redeem', { percent: redeemablePercent })}</p>
      )}
      {balance !== undefined && (
        <p className="mt-1 text-sm font-semibold">
          {t('loyalty.balance', { amount: formatAed(balance, language) })}
        </p>
      )}
    </section>
  );
}
