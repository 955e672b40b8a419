import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Fils, type Percent, fils, percentOf } from './money.js';
import { inputArb } from './pricing.arbitraries.js';
import { priceOrder } from './pricing.js';
import { taxInvoiceMoney, type InvoiceInputLine } from './tax-invoice.js';

const text = (en: string) => ({ en, ar: en });

describe('the tax invoice of a priced order', () => {
  it('shares the discount, the loyalty credit and the VAT charged among the lines, to the fils', () => {
    // Two lines, the discount on the first only; delivery 7.00; 5% VAT charged on 97.00 - 10.00 + 7.00.
    const money = taxInvoiceMoney({
      lines: [
        {
          description: text('Hummus'),
          quantity: 2,
          unitPrice: fils(2500),
          lineTotal: fils(5000),
          discounted: true,
        },
        {
          description: text('Karak'),
          quantity: 1,
          unitPrice: fils(4700),
          lineTotal: fils(4700),
          discounted: false,
        },
      ],
      discountAmount: fils(1000),
      loyaltyAmount: fils(0),
      deliveryFee: fils(700),
      taxRate: 5 as Percent,
      taxAmount: fils(470),
      tipAmount: fils(300),
    });
    expect(
      money.lines.map((line) => [line.kind, line.gross, line.discount, line.taxable, line.vat, line.total]),
    ).toEqual([
      ['item', 5000, 1000, 4000, 200, 4200],
      ['item', 4700, 0, 4700, 235, 4935],
      ['delivery', 700, 0, 700, 35, 735],
    ]);
    expect(money).toMatchObject({ taxable: 9400, vat: 470, tip: 300, total: 10170 });
  });

  it('adds up to what priceOrder charged, for any basket, discount, loyalty, fee and tip', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const priced = priceOrder(input);
        if (!priced.ok) return;
        const order = priced.value;
        const eligible = (itemId: string) =>
          !input.discount ||
          input.discount.isApplicableOnAllItems ||
          input.discount.discountAppliedOnSpecificItems.some((entry) => entry.itemId === itemId);
        const lines: InvoiceInputLine[] = order.lines.map((line) => ({
          description: text(line.itemId),
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          lineTotal: line.lineTotal,
          discounted: order.discountAmount > 0 && eligible(line.itemId),
        }));
        const money = taxInvoiceMoney({
          lines,
          discountAmount: order.discountAmount,
          loyaltyAmount: order.loyaltyAmount,
          deliveryFee: order.deliveryFee,
          taxRate: order.taxRate,
          taxAmount: order.taxAmount,
          tipAmount: order.tipAmount,
        });
        expect(money.total).toBe(order.grandTotal);
        expect(money.vat).toBe(order.taxAmount);
        expect(money.taxable).toBe(order.orderGrossAmount);
        const sum = (values: readonly Fils[]) => values.reduce((a, b) => a + b, 0);
        expect(sum(money.lines.filter((line) => line.kind === 'item').map((line) => line.discount))).toBe(
          order.discountAmount + order.loyaltyAmount,
        );
        for (const line of money.lines) {
          expect(line.taxable).toBe(line.gross - line.discount);
          expect(line.taxable).toBeGreaterThanOrEqual(0);
          expect(line.total).toBe(line.taxable + line.vat);
          // Each line's VAT is its own VAT rounded to the fils, give or take the one fils that makes
          // the lines add up to the VAT charged once on the whole.
          expect(Math.abs(line.vat - percentOf(line.taxable, order.taxRate))).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
