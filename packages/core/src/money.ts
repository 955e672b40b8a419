/**
 * Money and unit types (spec §9: "Currency AED ... prices and totals to 2 decimals").
 *
 * Every amount inside core is an integer number of fils (1 AED = 100 fils). The API/DB layer
 * converts the API's decimal AED numbers with {@link fromAed} on the way in and {@link toAed}
 * on the way out; nothing inside core ever holds a fractional amount.
 *
 * Rounding rule (one rule, used everywhere): **round half away from zero to the fils**
 * ({@link roundHalfAwayFromZero}). It is applied only where the spec rounds to 2 decimals: when a
 * percentage is taken of an amount ({@link percentOf}: discount, loyalty, tax, tip, cashback) and
 * when a decimal AED number is converted to fils ({@link fromAed}). Sums and differences of fils
 * are exact and need no rounding.
 */

/** Integer amount in fils (1/100 AED). */
export type Fils = number & { readonly __unit: 'fils' };
/** A percentage, 0..100 in normal use (e.g. 5 means 5 %). May carry up to 4 decimals. */
export type Percent = number & { readonly __unit: 'percent' };
/** A whole number of minutes. */
export type Minutes = number & { readonly __unit: 'minutes' };
/** Seconds since the Unix epoch (the API's date-time unit, spec §3). */
export type UnixSeconds = number & { readonly __unit: 'unixSeconds' };

/** Number of fils in one AED. */
export const FILS_PER_AED = 100;
/** Zero fils. */
export const ZERO_FILS = 0 as Fils;

/** Brands a whole number of fils; throws on fractions so float money cannot slip in. */
export function fils(value: number): Fils {
  if (!Number.isSafeInteger(value)) throw new RangeError(`fils must be a safe integer, got ${value}`);
  return value as Fils;
}

/** Brands a percentage; throws on non-finite values. */
export function percent(value: number): Percent {
  if (!Number.isFinite(value)) throw new RangeError(`percent must be finite, got ${value}`);
  return value as Percent;
}

/** Brands a whole number of minutes; throws on fractions. */
export function minutes(value: number): Minutes {
  if (!Number.isSafeInteger(value)) throw new RangeError(`minutes must be a safe integer, got ${value}`);
  return value as Minutes;
}

/** Brands a whole number of Unix seconds; throws on fractions. */
export function unixSeconds(value: number): UnixSeconds {
  if (!Number.isSafeInteger(value)) throw new RangeError(`unix seconds must be a safe integer, got ${value}`);
  return value as UnixSeconds;
}

/**
 * Rounds a number to the nearest integer, halves away from zero (2.5 -> 3, -2.5 -> -3).
 * `Math.round` rounds -2.5 to -2, which would make refunds and charges round differently.
 */
export function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value));
  return value < 0 ? (rounded === 0 ? 0 : -rounded) : rounded;
}

/**
 * Exact integer division `numerator / denominator` rounded half away from zero.
 * Both arguments must be integers; falls back to BigInt when the numerator is not safe.
 */
export function divideRounded(numerator: number | bigint, denominator: number | bigint): number {
  if (
    typeof numerator === 'number' &&
    typeof denominator === 'number' &&
    Number.isSafeInteger(numerator) &&
    Number.isSafeInteger(denominator) &&
    denominator !== 0
  ) {
    return divideRoundedSafe(numerator, denominator);
  }
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  if (d === 0n) throw new RangeError('division by zero');
  const sign = n < 0n !== d < 0n ? -1n : 1n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  const r = an - q * ad;
  if (2n * r >= ad) q += 1n;
  return Number(sign * q);
}

/** Exact integer path for safe integers: the float quotient is corrected by its exact remainder. */
function divideRoundedSafe(n: number, d: number): number {
  const an = Math.abs(n);
  const ad = Math.abs(d);
  let q = Math.floor(an / ad);
  let r = an - q * ad;
  if (r < 0) {
    q -= 1;
    r += ad;
  } else if (r >= ad) {
    q += 1;
    r -= ad;
  }
  if (2 * r >= ad) q += 1;
  return n < 0 !== d < 0 && q !== 0 ? -q : q;
}

/** Percent values are held exactly as an integer number of 1/10 000 of a percent. */
const PERCENT_SCALE = 10_000;

/**
 * `amount × rate / 100`, rounded half away from zero to the fils.
 * This is the single rounding point for discount, loyalty, tax, tip and cashback (spec §9).
 * The rate is read to 4 decimals (12.3456 %) so float noise such as 0.1 × 100 cannot leak in.
 * @example percentOf(fils(1999), percent(5)) // 100 (99.95 rounds up)
 */
export function percentOf(amount: Fils, rate: Percent): Fils {
  const scaledRate = Math.round(rate * PERCENT_SCALE);
  const product = amount * scaledRate;
  return (
    Number.isSafeInteger(product)
      ? divideRoundedSafe(product, 100 * PERCENT_SCALE)
      : divideRounded(BigInt(amount) * BigInt(scaledRate), 100 * PERCENT_SCALE)
  ) as Fils;
}

/** `amount × quantity` (exact). */
export function multiplyFils(amount: Fils, quantity: number): Fils {
  return fils(amount * quantity);
}

/** Sum of fils amounts (exact). */
export function sumFils(amounts: readonly Fils[]): Fils {
  let total = 0;
  for (const amount of amounts) total += amount;
  return fils(total);
}

/** `a + b` (exact). */
export function addFils(a: Fils, b: Fils): Fils {
  return fils(a + b);
}

/** `a - b` (exact; may be negative). */
export function subtractFils(a: Fils, b: Fils): Fils {
  return fils(a - b);
}

/** Smaller of the amounts. */
export function minFils(first: Fils, ...rest: readonly Fils[]): Fils {
  return Math.min(first, ...rest) as Fils;
}

/** Larger of the amounts. */
export function maxFils(first: Fils, ...rest: readonly Fils[]): Fils {
  return Math.max(first, ...rest) as Fils;
}

/** `max(0, amount)`: amounts the customer pays never go below zero. */
export function nonNegative(amount: Fils): Fils {
  return (amount < 0 ? 0 : amount) as Fils;
}

/**
 * Converts a decimal AED number from the API to fils, rounding half away from zero to the fils.
 * The value is first read to 12 significant digits so that a literal such as 1.005 (stored by
 * floating point as 1.00499999…) is treated as the 1.005 that was meant: 1.005 AED -> 101 fils.
 */
export function fromAed(aed: number): Fils {
  if (!Number.isFinite(aed)) throw new RangeError(`AED amount must be finite, got ${aed}`);
  const scaled = Number((aed * FILS_PER_AED).toPrecision(12));
  return fils(roundHalfAwayFromZero(scaled));
}

/** Converts fils to a decimal AED number for the API (e.g. 1250 -> 12.5). */
export function toAed(amount: Fils): number {
  return amount / FILS_PER_AED;
}

/** Formats fils as a 2-decimal string without currency: 1250 -> '12.50', -5 -> '-0.05'. */
export function formatFils(amount: Fils): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / FILS_PER_AED);
  const part = abs % FILS_PER_AED;
  return `${sign}${whole}.${part.toString().padStart(2, '0')}`;
}

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/**
 * Replaces Arabic-Indic (٠-٩) and Persian (۰-۹) digits with ASCII digits, and the Arabic
 * decimal separator (٫) with '.' (spec §5 Sign-in: "Arabic-Indic digits converted").
 */
export function normalizeDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) out += String(code - ARABIC_INDIC_ZERO);
    else if (code >= PERSIAN_ZERO && code <= PERSIAN_ZERO + 9) out += String(code - PERSIAN_ZERO);
    else if (ch === '\u066B') out += '.';
    else out += ch;
  }
  return out;
}

/**
 * Cleans user price input (spec §5 Numbers: "price input keeps first decimal point and two
 * decimals"): digits are normalised, everything but digits and the first '.' is dropped, and at
 * most two digits are kept after the point. '12.345' -> '12.34', '1.2.3' -> '1.23', '١٢٫٥' -> '12.5'.
 */
export function sanitizePriceInput(text: string): string {
  const normalized = normalizeDigits(text);
  let out = '';
  let seenPoint = false;
  let decimals = 0;
  for (const ch of normalized) {
    if (ch >= '0' && ch <= '9') {
      if (seenPoint) {
        if (decimals >= 2) continue;
        decimals += 1;
      }
      out += ch;
    } else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

/**
 * Parses user price input to fils after {@link sanitizePriceInput}; `null` when no digit remains.
 * '12.5' -> 1250, '.5' -> 50, '7.' -> 700.
 */
export function parsePriceInput(text: string): Fils | null {
  const clean = sanitizePriceInput(text);
  if (!/\d/.test(clean)) return null;
  const [wholePart = '', decimalPart = ''] = clean.split('.');
  const whole = wholePart === '' ? 0 : Number(wholePart);
  const part = Number(decimalPart.padEnd(2, '0'));
  const value = whole * FILS_PER_AED + part;
  return Number.isSafeInteger(value) ? (value as Fils) : null;
}
