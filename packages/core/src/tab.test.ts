import { describe, expect, it } from 'vitest';
import type { Fils, Percent } from './money.js';
import { tabTipBase, tabTotals, type TabRound } from './tab.js';
import { presetTip } from './tip.js';

const round = (totalOrderPrice: number, itemsTotal: number, tipAmount = 0): TabRound => ({
  totalOrderPrice: totalOrderPrice as Fils,
  itemsTotal: itemsTotal as Fils,
  tipAmount: tipAmount as Fils,
});

describe('tabTipBase', () => {
  it('adds the items of the rounds placed without a tip to the new basket', () => {
    expect(tabTipBase(3000 as Fils, [round(2100, 2000), round(1050, 1000)])).toBe(6000);
  });

  it('never tips again the items of a round that was placed with its own tip', () => {
    expect(tabTipBase(3000 as Fils, [round(2300, 2000, 200), round(1050, 1000)])).toBe(4000);
  });
});

describe('tabTotals', () => {
  it('takes a 10% preset tip on the whole tab and adds the rounds at their stored totals', () => {
    const totals = tabTotals({
      basketItemsTotal: 3000 as Fils,
      basketTotalBeforeTip: 3150 as Fils,
      rounds: [round(2100, 2000), round(1050, 1000)],
      tip: presetTip(10 as Percent),
    });
    expect(totals).toEqual({ tipBase: 6000, tipAmount: 600, roundsTotal: 3150, amountDue: 6900 });
  });

  it('settles the rounds alone with an empty basket and a custom tip of its amount', () => {
    const totals = tabTotals({
      basketItemsTotal: 0 as Fils,
      basketTotalBeforeTip: 0 as Fils,
      rounds: [round(2100, 2000)],
      tip: { type: 'custom', value: 250 as Fils, unit: 'fixed' },
    });
    expect(totals).toEqual({ tipBase: 2000, tipAmount: 250, roundsTotal: 2100, amountDue: 2350 });
  });

  it('rounds a preset tip half up at the tip (5% of AED 10.10 is AED 0.51)', () => {
    const totals = tabTotals({
      basketItemsTotal: 0 as Fils,
      basketTotalBeforeTip: 0 as Fils,
      rounds: [round(1061, 1010)],
      tip: presetTip(5 as Percent),
    });
    expect(totals.tipAmount).toBe(51);
    expect(totals.amountDue).toBe(1112);
  });
});
