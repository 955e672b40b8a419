import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Fils, fils } from './money.js';
import { allocate, splitEvenly } from './split.js';

describe('split bill', () => {
  it('splits 100.00 AED three ways as 33.34, 33.33, 33.33', () => {
    expect(splitEvenly(fils(10_000), 3)).toEqual([3334, 3333, 3333]);
  });
  it('splits evenly when it divides', () => {
    expect(splitEvenly(fils(9000), 3)).toEqual([3000, 3000, 3000]);
    expect(splitEvenly(fils(1), 1)).toEqual([1]);
  });
  it('gives the fils left over to the largest remainders', () => {
    expect(allocate(fils(100), [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(fils(1000), [70, 30])).toEqual([700, 300]);
    expect(allocate(fils(5), [1, 3])).toEqual([1, 4]);
    expect(allocate(fils(10), [0.5, 0.25, 0.25])).toEqual([5, 3, 2]);
  });
  it('splits negative totals symmetrically and refuses bad input', () => {
    expect(splitEvenly(fils(-100), 3)).toEqual([-34, -33, -33]);
    expect(() => splitEvenly(fils(100), 0)).toThrow(RangeError);
    expect(() => allocate(fils(100), [0, 0])).toThrow(RangeError);
    expect(() => allocate(fils(100), [])).toThrow(RangeError);
  });
  it('always adds back to the total, and shares differ by at most a fils', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 30 }),
        (total, n) => {
          const shares = splitEvenly(total as Fils, n);
          const sum = shares.reduce((a, b) => a + b, 0);
          return sum === total && Math.max(...shares) - Math.min(...shares) <= 1;
        },
      ),
    );
  });
  it('allocations by ratio always add back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc
          .array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 10 })
          .filter((r) => r.some((x) => x > 0)),
        (total, ratios) => {
          return allocate(total as Fils, ratios).reduce((a, b) => a + b, 0) === total;
        },
      ),
    );
  });
});
