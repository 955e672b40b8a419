import type { Schemas } from '@storefront/api';
import { fils, percent, priceOrder, tabTotals, unixSeconds, type PricedOrder } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { settleTabPricing } from './tab-pricing.js';

const round = (itemsTotal: number, tipAmount: number, totalOrderPrice: number) =>
  ({ _id: `o-${itemsTotal}`, itemsTotalPrice: itemsTotal, tipAmount, totalOrderPrice }) as Schemas['Order'];

function basket(price: number): PricedOrder {
  const result = priceOrder({
    serviceType: 'DINE_IN',
    storeId: 'store-1',
    lines: price ? [{ itemId: 'fatteh', quantity: 1, price: fils(price), sections: [] }] : [],
    taxRate: percent(5),
    discount: null,
    loyaltyPolicy: null,
    walletBalance: fils(0),
    redeemLoyalty: false,
    delivery: null,
    tip: null,
    now: unixSeconds(1_800_000_000),
  });
  if (!result.ok) throw new Error('not priced');
  return result.value;
}

describe('settling a tab on the screen', () => {
  it('takes the 10% tip on the new round and the untipped rounds, as the server does, and adds the rounds', () => {
    const now = basket(3200);
    const rounds = [round(4000, 0, 4200), round(2000, 200, 2300)];
    const tip = { type: 'default', value: 0.1, unit: 'percent' } as const;
    const shown = settleTabPricing(now, rounds, tip);
    // The new round (3200) and the first round (4000) are tipped; the second kept its own tip.
    expect(shown.tipBase).toBe(7200);
    expect(shown.priced.tipAmount).toBe(720);
    expect(shown.roundsTotal).toBe(6500);
    const server = tabTotals({
      basketItemsTotal: now.cartTotal,
      basketTotalBeforeTip: now.grandTotal,
      rounds: rounds.map((r) => ({
        totalOrderPrice: fils(r.totalOrderPrice),
        itemsTotal: fils(r.itemsTotalPrice),
        tipAmount: fils(r.tipAmount),
      })),
      tip,
    });
    expect(shown.priced.grandTotal + shown.roundsTotal).toBe(server.amountDue);
  });

  it('pays only the tab when the basket is empty', () => {
    const shown = settleTabPricing(basket(0), [round(4000, 0, 4200)], {
      type: 'custom',
      value: fils(500),
      unit: 'fixed',
    });
    expect(shown.priced.grandTotal).toBe(500);
    expect(shown.priced.grandTotal + shown.roundsTotal).toBe(4700);
  });
});
