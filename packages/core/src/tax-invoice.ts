/**
 * The money of a UAE tax invoice (VAT law Art. 67, Executive Regulation Art. 59; docs/invoices.md),
 * from an order as it was priced and charged. Each line shows its quantity, unit price, its share
 * of the discount, its taxable amount, the VAT rate and its VAT; the delivery fee is a taxable line
 * of its own; the tip stays outside VAT. The invoice adds up, to the fils, to what was charged:
 *
 * - the discount is shared among the lines it applied to, in proportion to their totals;
 * - loyalty credit (which lowered the taxable amount, as `priceOrder` prices it) is shared among
 *   the item lines in proportion to what they cost after the discount;
 * - the VAT charged (`priceOrder` rounds it once, on the order's taxable amount) is shared among
 *   the taxable lines in proportion to their taxable amounts, each line getting its exact VAT
 *   rounded to the fils, the fils left over going to the largest remainders. So each line's VAT
 *   is within one fils of its own rounded VAT, and the lines add up to the VAT charged.
 *
 * Every share is `allocate`'s (largest remainder), so nothing is lost or made up.
 */
import { type Fils, type Percent, ZERO_FILS, fils } from './money.js';
import { allocate } from './split.js';

export interface InvoiceInputLine {
  readonly description: { readonly en: string; readonly ar: string };
  readonly quantity: number;
  /** The unit price with its options. */
  readonly unitPrice: Fils;
  /** unitPrice × quantity, as priced. */
  readonly lineTotal: Fils;
  /** The order's discount applied to this line (an item-specific discount applies to some). */
  readonly discounted: boolean;
}

export interface TaxInvoiceInput {
  readonly lines: readonly InvoiceInputLine[];
  readonly discountAmount: Fils;
  readonly loyaltyAmount: Fils;
  readonly deliveryFee: Fils;
  readonly taxRate: Percent;
  /** The VAT charged. */
  readonly taxAmount: Fils;
  readonly tipAmount: Fils;
}

export interface TaxInvoiceLine {
  readonly kind: 'item' | 'delivery';
  readonly description: { readonly en: string; readonly ar: string };
  readonly quantity: number;
  readonly unitPrice: Fils;
  /** quantity × unit price, before the discount. */
  readonly gross: Fils;
  /** The line's share of the discount and of the loyalty credit. */
  readonly discount: Fils;
  /** gross − discount: the line's taxable amount. */
  readonly taxable: Fils;
  readonly vatRate: Percent;
  readonly vat: Fils;
  /** taxable + vat. */
  readonly total: Fils;
}

export interface TaxInvoiceMoney {
  readonly lines: readonly TaxInvoiceLine[];
  /** Σ taxable: the order's taxable amount. */
  readonly taxable: Fils;
  /** Σ vat: the VAT charged. */
  readonly vat: Fils;
  /** Outside the scope of VAT. */
  readonly tip: Fils;
  /** taxable + vat + tip: what was charged. */
  readonly total: Fils;
}

/** Shares `amount` among `weights` (all 0: nothing to share on, so every share is 0). */
function share(amount: Fils, weights: readonly number[]): readonly Fils[] {
  if (weights.length === 0) return [];
  if (amount === 0 || weights.every((weight) => weight === 0)) return weights.map(() => ZERO_FILS);
  return allocate(amount, weights);
}

export function taxInvoiceMoney(input: TaxInvoiceInput): TaxInvoiceMoney {
  const items = input.lines;
  const discounts = share(
    input.discountAmount,
    items.map((line) => (line.discounted ? line.lineTotal : 0)),
  );
  const afterDiscount = items.map((line, index) => line.lineTotal - discounts[index]!);
  const loyalty = share(input.loyaltyAmount, afterDiscount);
  const taxables = [
    ...afterDiscount.map((amount, index) => fils(amount - loyalty[index]!)),
    ...(input.deliveryFee > 0 ? [input.deliveryFee] : []),
  ];
  const vats = share(input.taxAmount, taxables);
  const lines: TaxInvoiceLine[] = taxables.map((taxable, index) => {
    const item = items[index];
    const vat = vats[index]!;
    return {
      kind: item ? 'item' : 'delivery',
      description: item ? item.description : { en: 'Delivery', ar: 'التوصيل' },
      quantity: item ? item.quantity : 1,
      unitPrice: item ? item.unitPrice : input.deliveryFee,
      gross: item ? item.lineTotal : input.deliveryFee,
      discount: item ? fils(discounts[index]! + loyalty[index]!) : ZERO_FILS,
      taxable,
      vatRate: input.taxRate,
      vat,
      total: fils(taxable + vat),
    };
  });
  const taxable = fils(taxables.reduce((sum, amount) => sum + amount, 0));
  const vat = fils(vats.reduce((sum, amount) => sum + amount, 0));
  return { lines, taxable, vat, tip: input.tipAmount, total: fils(taxable + vat + input.tipAmount) };
}
