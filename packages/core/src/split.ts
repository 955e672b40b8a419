/**
 * Splitting a bill at a table: totals are split with a rule that always adds back.
 * Largest-remainder allocation, as dinero.js `allocate`/`distribute`.
 */
import { type Fils, fils } from './money.js';

/**
 * Allocates `total` in proportion to `ratios` (non-negative, not all 0) so the shares add back
 * exactly: each share gets `floor(total × ratio / Σratios)`, then the fils left over go one each to
 * the shares with the largest remainders (earlier shares first on ties). Negative totals are
 * allocated as the negation of the positive split.
 */
export function allocate(total: Fils, ratios: readonly number[]): readonly Fils[] {
  if (ratios.length === 0) throw new RangeError('allocate needs at least one ratio');
  if (ratios.some((ratio) => !Number.isFinite(ratio) || ratio < 0))
    throw new RangeError('ratios must be finite and non-negative');
  if (total < 0) return allocate(fils(-total), ratios).map((share) => fils(-share || 0));
  const scale = 10 ** Math.min(6, Math.max(0, ...ratios.map(decimalsOf)));
  const weights = ratios.map((ratio) => BigInt(Math.round(ratio * scale)));
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) throw new RangeError('ratios must not all be 0');
  const amount = BigInt(total);
  const shares = weights.map((weight) => (amount * weight) / sum);
  const remainders = weights.map((weight, index) => ({ index, remainder: (amount * weight) % sum }));
  let left = amount - shares.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left <= 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map((share) => fils(Number(share)));
}

function decimalsOf(value: number): number {
  const text = value.toString();
  const point = text.indexOf('.');
  return point === -1 || text.includes('e') ? 0 : text.length - point - 1;
}

/** Splits `total` into `n` near-equal shares that add back to `total` (the first shares get the extra fils). */
export function splitEvenly(total: Fils, n: number): readonly Fils[] {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`cannot split into ${n} shares`);
  return allocate(
    total,
    Array.from({ length: n }, () => 1),
  );
}
