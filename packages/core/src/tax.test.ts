import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Fils, type Percent, fils } from './money.js';
import { includedTaxAmount, taxAmount, taxBase } from './tax.js';

describe('tax', () => {
  it('finds the VAT inside a price that includes it: 105.00 at 5% holds 5.00, 10.00 holds 0.48', () => {
    expect(includedTaxAmount(fils(10_500), 5 as Percent)).toBe(500);
    expect(includedTaxAmount(fils(1000), 5 as Percent)).toBe(48);
    expect(includedTaxAmount(fils(1000), 0 as Percent)).toBe(0);
    expect(includedTaxAmount(fils(1000), null)).toBe(0);
  });
  it('charges the rate on items after discount plus the delivery fee (100 − 10 + 7 at 5% = 4.85)', () => {
    const base = taxBase({ itemsGrossAmount: fils(9000), deliveryFee: fils(700) });
    expect(base).toBe(9700);
    expect(taxAmount(base, 5 as Percent)).toBe(485);
  });
  it('rounds half a fils away from zero (33.33 at 5% = 1.6665 → 1.67)', () => {
    expect(taxAmount(fils(3333), 5 as Percent)).toBe(167);
  });
  it('is 0 at the default rate and for missing or negative rates', () => {
    expect(taxAmount(fils(10_000), 0 as Percent)).toBe(0);
    expect(taxAmount(fils(10_000), null)).toBe(0);
    expect(taxAmount(fils(10_000), -5 as Percent)).toBe(0);
  });
  it('is never negative and within half a fils of the exact amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2500 }),
        (base, rateHundredths) => {
          const tax = taxAmount(base as Fils, (rateHundredths / 100) as Percent);
          return tax >= 0 && Math.abs(tax - (base * rateHundredths) / 10_000) <= 0.5 + 1e-9;
        },
      ),
    );
  });
});
