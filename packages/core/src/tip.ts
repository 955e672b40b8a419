/**
 * Tips (dine-in) (spec §3 "Tip", §5 "Custom tip", §9 "tip presets 5%, 10%, 15%").
 *
 *   default tip = round(cartTotal × preset / 100)   (percentage of the items, before any discount)
 *   custom tip  = the fixed amount, at least 1 AED, two decimals
 *
 * Tips are percentages of the items (the menu value of what was served), not of the
 * discounted amount, so a coupon does not shrink staff tips.
 */
import { type CoreError, type Result, coreError, fail, ok } from './errors.js';
import {
  type Fils,
  type Percent,
  ZERO_FILS,
  formatFils,
  nonNegative,
  normalizeDigits,
  percentOf,
} from './money.js';

/** Preset tip percentages (spec §9). */
export const TIP_PRESETS: readonly Percent[] = [5 as Percent, 10 as Percent, 15 as Percent];
/** Minimum custom tip: 1 AED (spec §5, §9). */
export const MIN_CUSTOM_TIP = 100 as Fils;

/** A tip choice as the API stores it: default = fraction of items (0.05), custom = fixed amount. */
export type TipChoice =
  | { readonly type: 'default'; readonly value: number; readonly unit: 'percent' }
  | { readonly type: 'custom'; readonly value: Fils; readonly unit: 'fixed' };

/** A preset tip choice from a preset percentage (5 → value 0.05). */
export function presetTip(preset: Percent): TipChoice {
  return { type: 'default', value: preset / 100, unit: 'percent' };
}

/** Tip amount: default `round(itemsTotal × value × 100 / 100)`; custom the fixed amount (never negative). */
export function tipAmount(tip: TipChoice | null | undefined, itemsTotal: Fils): Fils {
  if (!tip) return ZERO_FILS;
  if (tip.type === 'default') {
    const rate = Math.round(tip.value * 1_000_000) / 10_000;
    return rate > 0 ? percentOf(nonNegative(itemsTotal), rate as Percent) : ZERO_FILS;
  }
  return nonNegative(tip.value);
}

/**
 * Validates the custom tip field: a number (Arabic-Indic digits accepted) with at most two
 * decimals, at least 1 AED. Returns the amount in fils.
 */
export function validateCustomTip(input: string): Result<Fils, CoreError<'invalidTip' | 'tipMinimum'>> {
  const text = normalizeDigits(input).trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text) ?? /^()\.(\d{1,2})$/.exec(text);
  if (!match) return fail(coreError('invalidTip'));
  const whole = match[1] === '' || match[1] === undefined ? 0 : Number(match[1]);
  const amount = (whole * 100 + Number((match[2] ?? '').padEnd(2, '0'))) as Fils;
  if (!Number.isSafeInteger(amount)) return fail(coreError('invalidTip'));
  if (amount < MIN_CUSTOM_TIP) return fail(coreError('tipMinimum', { minimum: formatFils(MIN_CUSTOM_TIP) }));
  return ok(amount);
}
