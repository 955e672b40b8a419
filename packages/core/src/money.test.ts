import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Fils,
  type Percent,
  divideRounded,
  fils,
  formatFils,
  fromAed,
  parsePriceInput,
  percentOf,
  roundHalfAwayFromZero,
  sanitizePriceInput,
  sumFils,
  toAed,
  normalizeDigits,
  minutes,
  unixSeconds,
  percent,
} from './money.js';

describe('brands', () => {
  it('accepts whole fils and refuses fractions', () => {
    expect(fils(1250)).toBe(1250);
    expect(() => fils(12.5)).toThrow(RangeError);
    expect(() => fils(Number.NaN)).toThrow(RangeError);
  });
  it('brands minutes, unix seconds and percent', () => {
    expect(minutes(30)).toBe(30);
    expect(unixSeconds(1_767_225_600)).toBe(1_767_225_600);
    expect(percent(12.5)).toBe(12.5);
    expect(() => minutes(1.5)).toThrow(RangeError);
    expect(() => percent(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero on both sides', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
    expect(roundHalfAwayFromZero(-0.4)).toBe(0);
  });
  it('divideRounded rounds exact halves away from zero', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(7, 3)).toBe(2);
    expect(divideRounded(8, 3)).toBe(3);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('rounds up at exactly half a fils (19.99 AED × 5% = 0.9995 → 1.00)', () => {
    expect(percentOf(fils(1999), 5 as Percent)).toBe(100);
  });
  it('rounds down just below half a fils (19.89 AED × 5% = 0.9945 → 0.99)', () => {
    expect(percentOf(fils(1989), 5 as Percent)).toBe(99);
  });
  it('reads fractional percentages exactly (12.5% of 10.00 = 1.25)', () => {
    expect(percentOf(fils(1000), 12.5 as Percent)).toBe(125);
  });
  it('is immune to float noise in the rate (0.1 × 100)', () => {
    expect(percentOf(fils(10_000), (0.1 * 100) as Percent)).toBe(1000);
  });
  it('never drifts more than half a fils from the exact product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, rateTenThousandths) => {
          const rate = rateTenThousandths / 10_000;
          const result = percentOf(amount as Fils, rate as Percent);
          // exact: amount × rateTenThousandths / 1_000_000, compared with integer arithmetic
          const exactTimes2e6 = BigInt(amount) * BigInt(rateTenThousandths) * 2n;
          const diff = BigInt(result) * 2_000_000n - exactTimes2e6;
          return (diff < 0n ? -diff : diff) <= 1_000_000n;
        },
      ),
    );
  });
});

describe('AED conversion', () => {
  it('converts decimals to fils, treating 1.005 as written', () => {
    expect(fromAed(12.5)).toBe(1250);
    expect(fromAed(0.1 + 0.2)).toBe(30);
    expect(fromAed(1.005)).toBe(101);
    expect(fromAed(-1.005)).toBe(-101);
    expect(() => fromAed(Number.NaN)).toThrow(RangeError);
  });
  it('round-trips every fils amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        (amount) => fromAed(toAed(amount as Fils)) === amount,
      ),
    );
  });
  it('formats with two decimals', () => {
    expect(formatFils(fils(1250))).toBe('12.50');
    expect(formatFils(fils(5))).toBe('0.05');
    expect(formatFils(fils(-5))).toBe('-0.05');
  });
  it('sums exactly', () => {
    expect(sumFils([fils(10), fils(20), fils(-5)])).toBe(25);
    expect(sumFils([])).toBe(0);
  });
});

describe('user price input', () => {
  it('keeps the first decimal point and two decimals', () => {
    expect(sanitizePriceInput('12.345')).toBe('12.34');
    expect(sanitizePriceInput('1.2.3')).toBe('1.23');
    expect(sanitizePriceInput('a1b2.c5')).toBe('12.5');
  });
  it('converts Arabic-Indic and Persian digits and the Arabic decimal separator', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(sanitizePriceInput('١٢٫٥')).toBe('12.5');
  });
  it('parses to fils', () => {
    expect(parsePriceInput('12.5')).toBe(1250);
    expect(parsePriceInput('.5')).toBe(50);
    expect(parsePriceInput('7.')).toBe(700);
    expect(parsePriceInput('12.999')).toBe(1299);
    expect(parsePriceInput('abc')).toBeNull();
    expect(parsePriceInput('.')).toBeNull();
  });
  it('never keeps more than two decimals or two points', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const clean = sanitizePriceInput(text);
        const parts = clean.split('.');
        return parts.length <= 2 && (parts[1] ?? '').length <= 2 && /^[0-9.]*$/.test(clean);
      }),
    );
  });
});

describe('divideRounded paths', () => {
  it('the number path agrees with the BigInt path', () => {
    fc.assert(
      fc.property(
        fc.maxSafeInteger(),
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.boolean(),
        fc.boolean(),
        (n, d, negN, negD) => {
          const num = negN ? -n : n;
          const den = negD ? -d : d;
          return divideRounded(num, den) === divideRounded(BigInt(num), BigInt(den));
        },
      ),
    );
  });
});
