import { describe, expect, it } from 'vitest';
import { formatMessageEn } from './errors.js';
import { fils } from './money.js';
import { TIP_PRESETS, presetTip, tipAmount, validateCustomTip } from './tip.js';

describe('tip', () => {
  it('offers presets of 5, 10 and 15 percent of the items', () => {
    expect(TIP_PRESETS).toEqual([5, 10, 15]);
    expect(TIP_PRESETS.map((p) => tipAmount(presetTip(p), fils(12_345)))).toEqual([617, 1235, 1852]);
  });
  it('reads the API fraction (0.1) without float noise', () => {
    expect(tipAmount({ type: 'default', value: 0.1, unit: 'percent' }, fils(10_000))).toBe(1000);
  });
  it('uses a custom amount as is, and no tip as 0', () => {
    expect(tipAmount({ type: 'custom', value: fils(750), unit: 'fixed' }, fils(10_000))).toBe(750);
    expect(tipAmount(null, fils(10_000))).toBe(0);
  });
  it('accepts a custom tip of exactly 1 AED and refuses 0.99', () => {
    expect(validateCustomTip('1')).toEqual({ ok: true, value: 100 });
    const below = validateCustomTip('0.99');
    expect(below.ok).toBe(false);
    if (!below.ok) expect(formatMessageEn(below.error)).toBe('The minimum tip is 1.00');
  });
  it('accepts two decimals and Arabic-Indic digits, refuses three decimals and text', () => {
    expect(validateCustomTip('2.5')).toEqual({ ok: true, value: 250 });
    expect(validateCustomTip('١٠٫٢٥')).toEqual({ ok: true, value: 1025 });
    expect(validateCustomTip('2.555').ok).toBe(false);
    expect(validateCustomTip('abc').ok).toBe(false);
    expect(validateCustomTip('').ok).toBe(false);
  });
});
