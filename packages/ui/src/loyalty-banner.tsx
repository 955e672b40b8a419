import type { Fils, Percent } from '@storefront/core';
import { formatAed, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useId } from 'react';
import { StarSolidIcon } from './icons/index.js';

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
  const language = languageOf(i18n.language);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mx-4 my-2 flex flex-col gap-1 rounded-2xl border border-brand bg-canvas p-4 text-ink"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-bold">
        <StarSolidIcon mini className="size-5 text-brand" />
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
