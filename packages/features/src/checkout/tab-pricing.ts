/**
 * A table's tab paid now: the new round priced as usual without a tip, then the tab's tip and
 * amount due by core's `tabTotals`, the very rule the server settles with (the tip is taken once on
 * the items of the new round and of the rounds placed without a tip).
 */
import type { Schemas } from '@storefront/api';
import { addFils, tabTotals, type Fils, type PricedOrder, type TipChoice } from '@storefront/core';

export interface TabPricing {
  /** The new round with the tab's tip: its grandTotal is the round's part of the payment. */
  readonly priced: PricedOrder;
  /** The rounds' stored totals: grandTotal + roundsTotal is what the diner pays now. */
  readonly roundsTotal: Fils;
  /** The items the tip's presets are a percentage of. */
  readonly tipBase: Fils;
}

export function settleTabPricing(
  round: PricedOrder,
  orders: readonly Schemas['Order'][],
  tip: TipChoice | null,
): TabPricing {
  const totals = tabTotals({
    basketItemsTotal: round.cartTotal,
    basketTotalBeforeTip: round.grandTotal,
    rounds: orders.map((order) => ({
      totalOrderPrice: order.totalOrderPrice,
      itemsTotal: order.itemsTotalPrice,
      tipAmount: order.tipAmount,
    })),
    tip,
  });
  return {
    priced: {
      ...round,
      tipAmount: totals.tipAmount,
      grandTotal: addFils(round.grandTotal, totals.tipAmount),
    },
    roundsTotal: totals.roundsTotal,
    tipBase: totals.tipBase,
  };
}
