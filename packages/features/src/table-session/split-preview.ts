/**
 * What a split would give before it is chosen (issue 16 "Split the bill"): the server computes
 * the shares; the screen previews them with the same core allocation, so the numbers agree.
 * Rounding rule: largest remainder (core `allocate`), the extra fils going to the earlier shares.
 */
import { allocate, fils, splitEvenly, subtractFils, sumFils, ZERO_FILS, type Fils } from '@storefront/core';

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
 * Each diner's part of the claimed lines (a shared line allocated in its fractions, so the parts
 * add back to the line to the fils), and the total of the lines nobody claimed yet.
 */
export function previewItems(
  lines: readonly BillLine[],
  claims: readonly LineClaim[],
): { readonly byDiner: ReadonlyMap<string, Fils>; readonly unclaimed: Fils } {
  const byDiner = new Map<string, Fils>();
  let unclaimed: Fils = ZERO_FILS;
  for (const line of lines) {
    const mine = claims.filter((claim) => claim.lineKey === line.key && claim.numerator > 0);
    if (mine.length === 0) {
      unclaimed = fils(unclaimed + line.total);
      continue;
    }
    const parts = allocate(
      line.total,
      mine.map((claim) => claim.numerator / claim.denominator),
    );
    mine.forEach((claim, index) =>
      byDiner.set(claim.dinerId, fils((byDiner.get(claim.dinerId) ?? 0) + (parts[index] ?? 0))),
    );
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
