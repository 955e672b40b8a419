import { fils } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { awaitsGiveBack, type StaffOrder } from './use-board.js';

const withGiveBacks = (giveBacks: StaffOrder['giveBacks']) =>
  ({ orderNumber: 'ZH-4120', giveBacks }) as StaffOrder;

describe("the board's live reads of give-backs", () => {
  it('reads again on a table change while a card waits for a refund or for cash to be handed back', () => {
    expect(
      awaitsGiveBack([withGiveBacks([{ method: 'CREDIT_CARD', amount: fils(700), status: 'requested' }])]),
    ).toBe(true);
    expect(
      awaitsGiveBack([
        withGiveBacks([{ method: 'CASH', amount: fils(700), status: 'toHandBack', shareId: 'sh_1' }]),
      ]),
    ).toBe(true);
  });

  it('does not once every give-back is answered, or when there is none', () => {
    expect(
      awaitsGiveBack([
        withGiveBacks([
          { method: 'CREDIT_CARD', amount: fils(700), status: 'failed' },
          { method: 'WALLET', amount: fils(300), status: 'credited', shareId: 'sh_2' },
          { method: 'CASH', amount: fils(700), status: 'handedBack', shareId: 'sh_1' },
        ]),
        withGiveBacks(undefined),
      ]),
    ).toBe(false);
    expect(awaitsGiveBack(undefined)).toBe(false);
  });
});
