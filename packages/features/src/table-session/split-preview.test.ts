import { fils, sumFils } from '@storefront/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimsOf, previewCustom, previewEqual, previewItems, type LineOwner } from './split-preview.js';

describe('previewing a split', () => {
  it('splits equally with the extra fils on the first shares, adding back to the balance', () => {
    expect(previewEqual(fils(10_000), 3)).toEqual([3334, 3333, 3333]);
    expect(previewEqual(fils(10_000), 0)).toEqual([]);
  });

  it('shares one item half-half between two diners and gives each their own lines', () => {
    const lines = [
      { key: 'r1:0', total: fils(2_500) },
      { key: 'r1:1', total: fils(1_800) },
      { key: 'r1:2', total: fils(3_301) },
    ];
    const owners = new Map<string, LineOwner>([
      ['r1:0', { dinerId: 'd1' }],
      ['r1:1', { dinerId: 'd2' }],
      ['r1:2', { everyone: true }],
    ]);
    const claims = claimsOf(lines, owners, ['d1', 'd2']);
    expect(claims.filter((claim) => claim.lineKey === 'r1:2')).toEqual([
      { lineKey: 'r1:2', dinerId: 'd1', numerator: 1, denominator: 2 },
      { lineKey: 'r1:2', dinerId: 'd2', numerator: 1, denominator: 2 },
    ]);
    // The bill as the lines add up: each diner's lines and half the shared one.
    const preview = previewItems(fils(7_601), lines, claims);
    expect(preview.byDiner.get('d1')).toBe(2_500 + 1_651);
    expect(preview.byDiner.get('d2')).toBe(1_800 + 1_650);
    expect(preview.unclaimed).toBe(0);
  });

  it('previews shares of what is left of the bill, discount and VAT included, as the server splits it', () => {
    // Lines of 30.00 and 15.00; the round was 45.00 less a 5.00 offer plus 5% VAT = 42.00.
    const lines = [
      { key: 'r1:0', total: fils(3_000) },
      { key: 'r1:1', total: fils(1_500) },
    ];
    const owners = new Map<string, LineOwner>([
      ['r1:0', { dinerId: 'd1' }],
      ['r1:1', { dinerId: 'd2' }],
    ]);
    const preview = previewItems(fils(4_200), lines, claimsOf(lines, owners, ['d1', 'd2']));
    expect(preview.byDiner.get('d1')).toBe(2_800);
    expect(preview.byDiner.get('d2')).toBe(1_400);
  });

  it('counts the lines nobody claimed as unclaimed', () => {
    const lines = [
      { key: 'a', total: fils(900) },
      { key: 'b', total: fils(100) },
    ];
    const preview = previewItems(
      fils(1_000),
      lines,
      claimsOf(lines, new Map([['a', { dinerId: 'd1' }]]), ['d1']),
    );
    expect(preview.unclaimed).toBe(100);
  });

  it('always adds the diners parts and the unclaimed rest back to the bill (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: -1, max: 5 }), { minLength: 8, maxLength: 8 }),
        (totals, diners, picks) => {
          const lines = totals.map((total, index) => ({ key: `l${index}`, total: fils(total) }));
          const dinerIds = Array.from({ length: diners }, (_, index) => `d${index}`);
          const owners = new Map<string, LineOwner>();
          lines.forEach((line, index) => {
            const pick = picks[index] ?? -1;
            if (pick === -1) return;
            owners.set(line.key, pick >= diners ? { everyone: true } : { dinerId: `d${pick}` });
          });
          const bill = sumFils(lines.map((line) => line.total));
          const preview = previewItems(bill, lines, claimsOf(lines, owners, dinerIds));
          const parts = sumFils([...preview.byDiner.values()]);
          expect(parts + preview.unclaimed).toBe(bill);
        },
      ),
    );
  });

  it('says how much custom amounts leave to assign, valid only when they meet the balance exactly', () => {
    expect(previewCustom(fils(5_000), [fils(2_000), fils(2_000)])).toEqual({ left: 1_000, valid: false });
    expect(previewCustom(fils(5_000), [fils(3_000), fils(2_000)])).toEqual({ left: 0, valid: true });
    expect(previewCustom(fils(5_000), [fils(6_000)]).left).toBe(-1_000);
  });
});
