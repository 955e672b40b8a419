/**
 * Settling a dine-in tab (spec §4 "Dine-in": totals add the already-ordered pay-later total):
 * 'Complete Payment' pays the table's open pay-later rounds together with the new basket (which may
 * be empty) in one payment.
 *
 *   tipBase   = the new basket's cartTotal + Σ itemsTotal of the rounds placed without a tip
 *   tipAmount = tipAmount(choice, tipBase)   (a preset is a % of the items, rounding point there;
 *                                             a custom tip is its amount)
 *   amountDue = the new round's total before tip + tipAmount + Σ rounds' stored totals
 *
 * The tip is taken once on the whole tab, on the items before any discount (as `tip.ts` does for one
 * order). A round placed with its own tip keeps that tip in its stored total, and its items are
 * not tipped a second time. The rounds count at their stored totals, never re-priced.
 */
import { type Fils, fils } from './money.js';
import { type TipChoice, tipAmount as computeTip } from './tip.js';

/** A pay-later round of the tab as it was stored when placed. */
export interface TabRound {
  /** The round's total as charged when it is paid (its items, tax and its own tip). */
  readonly totalOrderPrice: Fils;
  /** The round's items before any discount (its cartTotal). */
  readonly itemsTotal: Fils;
  /** The tip the round was placed with (0 for none). */
  readonly tipAmount: Fils;
}

export interface TabTotals {
  /** The items the tab's tip is a percentage of. */
  readonly tipBase: Fils;
  readonly tipAmount: Fils;
  /** Σ the rounds' stored totals. */
  readonly roundsTotal: Fils;
  /** What the diner pays now: the new round with the tab's tip, plus the rounds. */
  readonly amountDue: Fils;
}

/** The items a tab's tip is taken on: the new basket's and those of the rounds without a tip. */
export function tabTipBase(basketItemsTotal: Fils, rounds: readonly TabRound[]): Fils {
  return fils(
    rounds.reduce<number>(
      (sum, round) => (round.tipAmount > 0 ? sum : sum + round.itemsTotal),
      basketItemsTotal,
    ),
  );
}

/**
 * The totals of a tab settled now: the tip on the whole tab and the amount due.
 * `basketTotalBeforeTip` is the new round's grandTotal priced without a tip (0 for an empty basket).
 */
export function tabTotals(input: {
  readonly basketItemsTotal: Fils;
  readonly basketTotalBeforeTip: Fils;
  readonly rounds: readonly TabRound[];
  readonly tip: TipChoice | null | undefined;
}): TabTotals {
  const tipBase = tabTipBase(input.basketItemsTotal, input.rounds);
  const tipAmount = computeTip(input.tip, tipBase);
  const roundsTotal = fils(input.rounds.reduce<number>((sum, round) => sum + round.totalOrderPrice, 0));
  return {
    tipBase,
    tipAmount,
    roundsTotal,
    amountDue: fils(input.basketTotalBeforeTip + tipAmount + roundsTotal),
  };
}
