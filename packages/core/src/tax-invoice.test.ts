import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Fils, type Percent, fils, percentOf } from './money.js';
import { inputArb } from './pricing.arbitraries.js';
import { priceOrder } from './pricing.js';
import { includedTaxAmount } from './tax.js';
import { splitEvenly } from './split.js';
import { combineInvoiceMoney, invoicePart, taxInvoiceMoney, type InvoiceInputLine } from './tax-invoice.js';

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

  it('adds up to what priceOrder charged, for any basket, discount, loyalty, fee and tip, VAT on top or included', () => {
    fc.assert(
      fc.property(inputArb, fc.boolean(), (generated, taxIncluded) => {
        const input = { ...generated, taxIncluded };
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
          taxIncluded,
          tipAmount: order.tipAmount,
        });
        expect(money.total).toBe(order.grandTotal);
        expect(money.vat).toBe(order.taxAmount);
        expect(money.taxable).toBe(order.orderGrossAmount - (taxIncluded ? order.taxAmount : 0));
        const sum = (values: readonly Fils[]) => values.reduce((a, b) => a + b, 0);
        expect(sum(money.lines.filter((line) => line.kind === 'item').map((line) => line.discount))).toBe(
          order.discountAmount + order.loyaltyAmount,
        );
        for (const line of money.lines) {
          expect(line.taxable).toBe(line.gross - line.discount - (taxIncluded ? line.vat : 0));
          expect(line.taxable).toBeGreaterThanOrEqual(0);
          expect(line.total).toBe(line.taxable + line.vat);
          // Each line's VAT is its own VAT rounded to the fils, give or take the one fils that makes
          // the lines add up to the VAT charged once on the whole.
          const own = taxIncluded
            ? includedTaxAmount(line.total, order.taxRate)
            : percentOf(line.taxable, order.taxRate);
          expect(Math.abs(line.vat - own)).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('a part of an invoice (a table share, a refund in part) is exactly its amount; parts of a bill add up to it', () => {
    const lineArb = fc.record({
      quantity: fc.integer({ min: 1, max: 5 }),
      unitPrice: fc.integer({ min: 1, max: 20_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 6, maxLength: 6 }),
        (lines, tip, parts, claimed) => {
          const taxable = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
          const bill = combineInvoiceMoney([
            taxInvoiceMoney({
              lines: lines.map((line, index) => ({
                description: text(`Line ${index}`),
                quantity: line.quantity,
                unitPrice: fils(line.unitPrice),
                lineTotal: fils(line.quantity * line.unitPrice),
                discounted: false,
              })),
              discountAmount: fils(0),
              loyaltyAmount: fils(0),
              deliveryFee: fils(0),
              taxRate: 5 as Percent,
              taxAmount: percentOf(fils(taxable), 5 as Percent),
              tipAmount: fils(tip),
            }),
          ]);
          const amounts = splitEvenly(bill.total, parts);
          const pieces = amounts.map((amount, index) =>
            invoicePart(
              bill,
              amount,
              // Every other part weighs only the lines it claimed, as a split by items does.
              index % 2 === 1 ? bill.lines.map((line, at) => line.total * claimed[at]!) : undefined,
            ),
          );
          pieces.forEach((piece, index) => {
            expect(piece.total).toBe(amounts[index]);
            expect(piece.taxable + piece.vat + piece.tip).toBe(piece.total);
            for (const line of piece.lines) {
              expect(line.total).toBe(line.taxable + line.vat);
              expect(line.vat).toBeGreaterThanOrEqual(0);
              expect(line.taxable).toBeGreaterThanOrEqual(0);
            }
          });
          expect(pieces.reduce((sum, piece) => sum + piece.total, 0)).toBe(bill.total);
          // The whole amount is the invoice itself.
          expect(invoicePart(bill, bill.total)).toEqual(bill);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
