/**
 * Tax (VAT) (spec §3 Store `taxRate` default 0, §9 "Tax: percent taxRate per store, applied to
 * items plus the order's fee in totals; VAT on itemsGrossAmount").
 *
 * Decision: UAE VAT is charged on the consideration actually paid, so the tax base is
 *
 *   taxBase = itemsGrossAmount + deliveryFee
 *           = (cartTotal − discountAmount − loyaltyAmount) + deliveryFee   (= orderGrossAmount)
 *
 * and `taxAmount = round(taxBase × taxRate / 100)` half away from zero to the fils. Tips are
 * not taxed (they go to staff). By default prices are tax-exclusive and tax is added on top; a
 * store whose menu prices include VAT (`taxIncluded`, docs/invoices.md) charges its prices as they
 * are, and the VAT inside them is `round(base × taxRate / (100 + taxRate))`.
 *
 * Example: items 100.00, discount 10.00, fee 7.00, rate 5 % → base 97.00, tax 4.85.
 * Example: items 33.33, no fee, rate 5 % → base 33.33, tax 1.67 (1.6665 rounds up).
 */
import { type Fils, type Percent, ZERO_FILS, fils, nonNegative, percentOf } from './money.js';

/** Default store tax rate (spec §3). */
export const DEFAULT_TAX_RATE = 0 as Percent;

/** `itemsGrossAmount + deliveryFee`, never below 0. */
export function taxBase(input: { readonly itemsGrossAmount: Fils; readonly deliveryFee: Fils }): Fils {
  return nonNegative(fils(input.itemsGrossAmount + input.deliveryFee));
}

/** `round(base × taxRate / 100)`; a missing, negative or non-finite rate counts as 0. */
export function taxAmount(base: Fils, taxRate: Percent | null | undefined): Fils {
  const rate =
    taxRate !== null && taxRate !== undefined && Number.isFinite(taxRate) && taxRate > 0
      ? taxRate
      : DEFAULT_TAX_RATE;
  return rate === 0 ? ZERO_FILS : percentOf(nonNegative(base), rate);
}

/**
 * The VAT inside a price that includes it: `round(base × taxRate / (100 + taxRate))`, half away
 * from zero to the fils (a missing, negative or non-finite rate counts as 0).
 * Example: 105.00 at 5 % holds 5.00; 10.00 at 5 % holds 0.48 (0.476…).
 */
export function includedTaxAmount(base: Fils, taxRate: Percent | null | undefined): Fils {
  const rate =
    taxRate !== null && taxRate !== undefined && Number.isFinite(taxRate) && taxRate > 0 ? taxRate : 0;
  if (rate === 0) return ZERO_FILS;
  const amount = nonNegative(base);
  return fils(Math.round((amount * rate) / (100 + rate)));
}
