/**
 * Splitting a bill by items: diners claim lines, one line may be shared in fractions (1/2 and 1/2,
 * 1/3 each...). The amount is allocated with {@link allocate} (largest remainder) in proportion to
 * what each party claimed, so the shares always add back to the amount to the fils, whatever tax or
 * rounding the bill carries on top of its lines.
 */
import { allocate } from './split.js';
import { type Fils, fils } from './money.js';

/** The largest denominator a claim may have: 1/2 ... 1/12 of a line. */
export const MAX_CLAIM_DENOMINATOR = 12;
/** lcm(1..12): every claimed fraction of a line's value is a whole number of these parts. */
const PARTS = 27_720;

export interface BillLine {
  key: string;
  /** The line's value (its line total); the weight of the claims on it. */
  value: Fils;
}

export interface LineClaim {
  lineKey: string;
  /** Who claims it (a diner). */
  party: string;
  numerator: number;
  denominator: number;
}

export interface ItemShare {
  /** The claiming party; null for what nobody claimed. */
  party: string | null;
  amount: Fils;
  /** The party's claims, in the order given. */
  claims: readonly LineClaim[];
}

export type ItemSplitError = 'unknownLine' | 'badFraction' | 'overClaimed' | 'nothingClaimed';

/**
 * Allocates `amount` to the parties in proportion to the value each claimed (Σ line value ×
 * numerator / denominator), with one more share (party null) for the value nobody claimed when some
 * is left. Parties come in the order of their first claim. The rule for the fils left after
 * flooring is {@link allocate}'s: one each to the largest remainders, earlier shares first on ties.
 * Refuses a claim on an unknown line, a fraction outside (0, 1] or with a denominator above 12, and
 * claims on one line adding to more than the whole line.
 */
export function splitByItems(
  amount: Fils,
  lines: readonly BillLine[],
  claims: readonly LineClaim[],
): { ok: true; shares: ItemShare[] } | { ok: false; error: ItemSplitError } {
  const values = new Map(lines.map((line) => [line.key, line.value]));
  const claimedParts = new Map<string, number>();
  const weights = new Map<string, bigint>();
  const byParty = new Map<string, LineClaim[]>();
  for (const claim of claims) {
    const value = values.get(claim.lineKey);
    if (value === undefined) return { ok: false, error: 'unknownLine' };
    const { numerator, denominator } = claim;
    if (
      !Number.isInteger(numerator) ||
      !Number.isInteger(denominator) ||
      numerator < 1 ||
      denominator < 1 ||
      denominator > MAX_CLAIM_DENOMINATOR ||
      numerator > denominator
    ) {
      return { ok: false, error: 'badFraction' };
    }
    const parts = (PARTS / denominator) * numerator;
    const onLine = (claimedParts.get(claim.lineKey) ?? 0) + parts;
    if (onLine > PARTS) return { ok: false, error: 'overClaimed' };
    claimedParts.set(claim.lineKey, onLine);
    weights.set(claim.party, (weights.get(claim.party) ?? 0n) + BigInt(value) * BigInt(parts));
    byParty.set(claim.party, [...(byParty.get(claim.party) ?? []), claim]);
  }
  const unclaimed = lines.reduce(
    (sum, line) => sum + BigInt(line.value) * BigInt(PARTS - (claimedParts.get(line.key) ?? 0)),
    0n,
  );
  const parties = [...weights.entries()].filter(([, weight]) => weight > 0n);
  if (parties.length === 0) return { ok: false, error: 'nothingClaimed' };
  const ratios = [...parties.map(([, weight]) => weight), ...(unclaimed > 0n ? [unclaimed] : [])];
  // Weights can exceed 2^53; allocate takes numbers, so scale them down together (the ratio kept to
  // within 2^-20 of a fils on any bill the API allows) before handing them over.
  const largest = ratios.reduce((a, b) => (a > b ? a : b), 0n);
  const shift = largest > 2n ** 50n ? BigInt(largest.toString(2).length - 50) : 0n;
  const amounts = allocate(
    amount,
    ratios.map((ratio) => Number(ratio >> shift) || (ratio > 0n ? 1 : 0)),
  );
  const shares: ItemShare[] = parties.map(([party], index) => ({
    party,
    amount: fils(amounts[index]!),
    claims: byParty.get(party) ?? [],
  }));
  if (unclaimed > 0n) shares.push({ party: null, amount: fils(amounts[parties.length]!), claims: [] });
  return { ok: true, shares };
}
