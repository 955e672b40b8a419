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
 * Every share is `allocate`'s (largest remainder), so nothing is lost or made up. Where the menu
 * prices include VAT (`taxIncluded`), the VAT charged is inside the lines: each line's share of it
 * is taken out of the line, and its taxable amount is what is left.
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
  /** The prices include VAT: each line's VAT is taken out of it, not added to it. */
  readonly taxIncluded?: boolean;
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
  /** gross − discount: the line's taxable amount (prices that include VAT: gross − discount − vat). */
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
  // What each line costs after its discount and loyalty: its taxable amount, or (prices that
  // include VAT) its taxable amount and its VAT together.
  const charged = [
    ...afterDiscount.map((amount, index) => fils(amount - loyalty[index]!)),
    ...(input.deliveryFee > 0 ? [input.deliveryFee] : []),
  ];
  const vats = share(input.taxAmount, charged);
  const taxables = charged.map((amount, index) => (input.taxIncluded ? fils(amount - vats[index]!) : amount));
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

/**
 * The invoices of several priced orders as one (a tab settled at once, a table's bill): their
 * lines one after the other, their amounts added.
 */
export function combineInvoiceMoney(parts: readonly TaxInvoiceMoney[]): TaxInvoiceMoney {
  const sum = (pick: (money: TaxInvoiceMoney) => Fils) =>
    fils(parts.reduce((total, money) => total + pick(money), 0));
  return {
    lines: parts.flatMap((money) => money.lines),
    taxable: sum((money) => money.taxable),
    vat: sum((money) => money.vat),
    tip: sum((money) => money.tip),
    total: sum((money) => money.total),
  };
}

/**
 * The part of an invoice that `amount` pays or gives back (a table share, a refund in part):
 * shared between the taxed lines and the tip (outside VAT) in proportion, then among the lines by
 * `weights` (their totals when not given; a share split by items weighs only the lines it took),
 * each line's VAT in the proportion the invoice charged it. Every share is `allocate`'s, so the
 * part is exactly `amount`; the whole amount is the invoice itself.
 */
export function invoicePart(
  invoice: TaxInvoiceMoney,
  amount: Fils,
  weights: readonly number[] = invoice.lines.map((line) => line.total),
): TaxInvoiceMoney {
  if (amount >= invoice.total && weights.every((weight, index) => weight === invoice.lines[index]!.total))
    return { ...invoice, lines: [...invoice.lines] };
  const taxed = invoice.taxable + invoice.vat;
  const [lineShare, tip] = share(amount, [taxed, invoice.tip]) as [Fils, Fils];
  const usable = weights.some((weight) => weight > 0) ? weights : invoice.lines.map((line) => line.total);
  const shares = share(lineShare, usable);
  const lines = invoice.lines.map((line, index) => {
    const total = shares[index] ?? ZERO_FILS;
    const vat = line.total > 0 ? fils(Math.round((total * line.vat) / line.total)) : ZERO_FILS;
    const taxable = fils(total - vat);
    return { ...line, gross: taxable, discount: ZERO_FILS, taxable, vat, total };
  });
  const taxable = fils(lines.reduce((sum, line) => sum + line.taxable, 0));
  const vat = fils(lines.reduce((sum, line) => sum + line.vat, 0));
  return { lines, taxable, vat, tip, total: fils(taxable + vat + tip) };
}
