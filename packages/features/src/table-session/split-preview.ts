/**
 * What a split would give before it is chosen: the server computes the shares; the screen previews
 * them with the same core allocation, so the numbers agree.
 * Rounding rule: largest remainder (core `allocate`), the extra fils going to the earlier shares.
 */
import { splitByItems, splitEvenly, subtractFils, sumFils, ZERO_FILS, type Fils } from '@storefront/core';

/** Equally by N: N near-equal shares that add back to the amount. */
export function previewEqual(amount: Fils, parts: number): readonly Fils[] {
  if (!Number.isInteger(parts) || parts < 1 || amount <= 0) return [];
  return splitEvenly(amount, parts);
}

/** A line of the bill as the split by items sees it. */
export interface BillLine {
  readonly key: string;
  readonly total: Fils;
}

/** Who pays a line: one diner, or every diner in equal fractions. */
export type LineOwner = { readonly dinerId: string } | { readonly everyone: true };

/** One diner's claim of a line as the server takes it: a fraction of the line. */
export interface LineClaim {
  readonly lineKey: string;
  readonly dinerId: string;
  readonly numerator: number;
  readonly denominator: number;
}

/** The claims a choice of owners makes: a line shared by everyone is one claim of 1/N per diner. */
export function claimsOf(
  lines: readonly BillLine[],
  owners: ReadonlyMap<string, LineOwner>,
  dinerIds: readonly string[],
): LineClaim[] {
  return lines.flatMap((line) => {
    const owner = owners.get(line.key);
    if (!owner) return [];
    if ('dinerId' in owner)
      return [{ lineKey: line.key, dinerId: owner.dinerId, numerator: 1, denominator: 1 }];
    return dinerIds.map((dinerId) => ({
      lineKey: line.key,
      dinerId,
      numerator: 1,
      denominator: dinerIds.length,
    }));
  });
}

/**
 * Each diner's share of `amount` (what is left of the bill, discount and VAT included) for the
 * claims, and the share nobody claimed yet: core's `splitByItems`, exactly as the server will
 * split it, so the preview is the shares that will be made. Nothing claimed: none.
 */
export function previewItems(
  amount: Fils,
  lines: readonly BillLine[],
  claims: readonly LineClaim[],
): { readonly byDiner: ReadonlyMap<string, Fils>; readonly unclaimed: Fils } {
  const split = splitByItems(
    amount,
    lines.map((line) => ({ key: line.key, value: line.total })),
    claims.map((claim) => ({ ...claim, party: claim.dinerId })),
  );
  const byDiner = new Map<string, Fils>();
  let unclaimed: Fils = ZERO_FILS;
  if (!split.ok) return { byDiner, unclaimed: amount };
  for (const share of split.shares) {
    if (share.party === null) unclaimed = share.amount;
    else byDiner.set(share.party, share.amount);
  }
  return { byDiner, unclaimed };
}

/** Custom amounts against the balance: what is left to assign (negative when they exceed it). */
export function previewCustom(
  amount: Fils,
  amounts: readonly Fils[],
): { readonly left: Fils; readonly valid: boolean } {
  const left = subtractFils(amount, sumFils(amounts));
  return { left, valid: left === 0 && amounts.length > 0 && amounts.every((entry) => entry > 0) };
}
