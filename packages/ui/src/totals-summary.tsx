import { ZERO_FILS, type Fils, type Percent } from '@storefront/core';
import { languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import type { ReactNode } from 'react';
import { Money } from './money.js';

export interface TotalsSummaryProps {
  /** Items before discount (core `cartTotal`). */
  itemsTotal: Fils;
  /** Discount taken off; the row is hidden at 0. */
  discount?: Fils;
  /** The offer the discount comes from, named when the customer did not type it (an automatic one). */
  discountName?: string | null;
  /** Loyalty credits redeemed; the row is hidden at 0. */
  loyalty?: Fils;
  /** Delivery fee charged; omit for pickup and dine-in (no row). */
  deliveryFee?: Fils | null;
  /** The delivery fee was waived: the row reads 'Free' (the waived amount struck through when given). */
  deliveryWaived?: boolean;
  /** Fee that would have been charged without the waiver. */
  waivedAmount?: Fils;
  taxRate: Percent;
  taxAmount: Fils;
  /** The prices include VAT: the row says 'VAT included' and its amount is not added again. */
  taxIncluded?: boolean;
  /** Tip (dine-in); the row is hidden when omitted. */
  tip?: Fils | null;
  /** Already-ordered pay-later total (dine-in); hidden when omitted. */
  previousOrders?: Fils | null;
  total: Fils;
  /** Optional heading shown above the list. */
  title?: ReactNode;
}

function Row({ term, children, strong = false }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-1.5 ${strong ? 'mt-1 border-t border-line pt-3 text-lg font-bold' : 'text-base'}`}
    >
      <dt className={strong ? 'text-ink' : 'text-muted'}>{term}</dt>
      <dd className="whitespace-nowrap text-end font-medium tabular-nums text-ink">{children}</dd>
    </div>
  );
}

/**
 * Checkout totals (spec §2 Checkout, §9): items, discount, loyalty, delivery fee or 'Free', tax,
 * tip and total, as a definition list. Amounts are integer fils formatted with the currency label
 * before the amount in English and after it in Arabic.
 */
export function TotalsSummary({
  itemsTotal,
  discount,
  discountName,
  loyalty,
  deliveryFee,
  deliveryWaived = false,
  waivedAmount,
  taxRate,
  taxAmount,
  taxIncluded = false,
  tip,
  previousOrders,
  total,
  title,
}: TotalsSummaryProps) {
  const { t, i18n } = useTranslation('checkout');
  const language = languageOf(i18n.language);
  // Every amount as every screen writes it; a deduction's sign next to its number.
  const money = (amount: Fils) => <Money fils={amount} language={language} />;
  const minus = (amount: Fils) => <Money fils={amount} language={language} sign="-" />;
  const showDelivery = deliveryWaived || (deliveryFee !== undefined && deliveryFee !== null);

  return (
    <section className="rounded-2xl border border-line bg-surface p-4">
      {title && <h2 className="mb-2 text-lg font-semibold">{title}</h2>}
      <dl>
        <Row term={t('totals.itemsTotal')}>{money(itemsTotal)}</Row>
        {discount !== undefined && discount > 0 && (
          <Row term={discountName ? t('totals.discountNamed', { name: discountName }) : t('totals.discount')}>
            <span className="text-success">{minus(discount)}</span>
          </Row>
        )}
        {loyalty !== undefined && loyalty > 0 && (
          <Row term={t('totals.loyalty')}>
            <span className="text-success">{minus(loyalty)}</span>
          </Row>
        )}
        {showDelivery && (
          <Row term={t('totals.deliveryFee')}>
            {deliveryWaived ? (
              <span className="inline-flex items-baseline gap-2">
                {waivedAmount !== undefined && waivedAmount > 0 && (
                  <del className="text-sm font-normal text-muted">{money(waivedAmount)}</del>
                )}
                <span className="font-semibold text-success">{t('totals.free')}</span>
              </span>
            ) : (
              money(deliveryFee ?? ZERO_FILS)
            )}
          </Row>
        )}
        <Row term={t(taxIncluded ? 'totals.vatIncluded' : 'totals.vat', { rate: Number(taxRate) })}>
          {money(taxAmount)}
        </Row>
        {tip !== undefined && tip !== null && <Row term={t('totals.tip')}>{money(tip)}</Row>}
        {previousOrders !== undefined && previousOrders !== null && previousOrders > 0 && (
          <Row term={t('totals.previousOrders')}>{money(previousOrders)}</Row>
        )}
        <Row term={t('totals.total')} strong>
          {money(total)}
        </Row>
      </dl>
    </section>
  );
}
