import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Fils, fils } from './money.js';
import { splitByItems, type LineClaim } from './split-by-items.js';

const lines = [
  { key: 'r1:0', value: fils(4200) },
  { key: 'r1:1', value: fils(1800) },
];

describe('split by items', () => {
  it('shares one item half-half and gives each diner their own line', () => {
    const result = splitByItems(fils(6000), lines, [
      { lineKey: 'r1:0', party: 'd1', numerator: 1, denominator: 2 },
      { lineKey: 'r1:0', party: 'd2', numerator: 1, denominator: 2 },
      { lineKey: 'r1:1', party: 'd2', numerator: 1, denominator: 1 },
    ]);
    expect(result.ok && result.shares.map((share) => [share.party, share.amount])).toEqual([
      ['d1', 2100],
      ['d2', 3900],
    ]);
  });

  it('allocates a bill with tax on top in proportion, and adds back to the fils', () => {
    const result = splitByItems(fils(6301), lines, [
      { lineKey: 'r1:0', party: 'd1', numerator: 1, denominator: 3 },
      { lineKey: 'r1:0', party: 'd2', numerator: 1, denominator: 3 },
      { lineKey: 'r1:0', party: 'd3', numerator: 1, denominator: 3 },
      { lineKey: 'r1:1', party: 'd1', numerator: 1, denominator: 1 },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.shares.reduce((sum, share) => sum + share.amount, 0)).toBe(6301);
    // d2 and d3 claimed the same: largest remainder gives the odd fils to the earlier share.
    expect(result.shares[1]!.amount - result.shares[2]!.amount).toBeGreaterThanOrEqual(0);
  });

  it('keeps what nobody claimed as a share without a diner', () => {
    const result = splitByItems(fils(6000), lines, [
      { lineKey: 'r1:1', party: 'd1', numerator: 1, denominator: 1 },
    ]);
    expect(result.ok && result.shares.map((share) => [share.party, share.amount])).toEqual([
      ['d1', 1800],
      [null, 4200],
    ]);
  });

  it('refuses unknown lines, bad fractions, more than a whole line, and no claim', () => {
    const claim = (over: Partial<LineClaim>): LineClaim[] => [
      { lineKey: 'r1:0', party: 'd1', numerator: 1, denominator: 2, ...over },
    ];
    expect(splitByItems(fils(6000), lines, claim({ lineKey: 'r9:0' }))).toEqual({
      ok: false,
      error: 'unknownLine',
    });
    expect(splitByItems(fils(6000), lines, claim({ numerator: 3 }))).toEqual({
      ok: false,
      error: 'badFraction',
    });
    expect(splitByItems(fils(6000), lines, claim({ denominator: 13, numerator: 1 }))).toEqual({
      ok: false,
      error: 'badFraction',
    });
    expect(
      splitByItems(fils(6000), lines, [
        ...claim({}),
        ...claim({ party: 'd2', numerator: 2, denominator: 3 }),
      ]),
    ).toEqual({ ok: false, error: 'overClaimed' });
    expect(splitByItems(fils(6000), lines, [])).toEqual({ ok: false, error: 'nothingClaimed' });
  });

  it('always adds back to the amount, never a negative share (property)', () => {
    const claimArb = fc.record({
      line: fc.nat({ max: 5 }),
      party: fc.constantFrom('d1', 'd2', 'd3', 'd4'),
      denominator: fc.integer({ min: 1, max: 12 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.array(claimArb, { minLength: 1, maxLength: 12 }),
        (amount, values, picks) => {
          const billLines = values.map((value, index) => ({ key: `r:${index}`, value: value as Fils }));
          const claims = picks
            .filter((pick) => pick.line < billLines.length)
            .map((pick) => ({
              lineKey: `r:${pick.line}`,
              party: pick.party,
              numerator: 1,
              denominator: pick.denominator,
            }));
          const result = splitByItems(amount as Fils, billLines, claims);
          if (!result.ok) return ['overClaimed', 'nothingClaimed'].includes(result.error);
          const sum = result.shares.reduce((total, share) => total + share.amount, 0);
          return sum === amount && result.shares.every((share) => share.amount >= 0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
