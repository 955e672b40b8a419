import { addLine, cartTotal, setLineQuantity, type BasketLine, type Fils } from '@storefront/core';
import { assign, setup } from 'xstate';

/** A basket line with what the basket screen shows besides the numbers. */
export interface DisplayLine extends BasketLine {
  readonly title: { readonly en: string; readonly ar: string };
  readonly optionNames: readonly { readonly en: string; readonly ar: string }[];
  readonly image?: string;
}

export interface BasketContext {
  readonly storeId: string | null;
  readonly lines: readonly DisplayLine[];
}

export type BasketEvent =
  | { type: 'basket.add'; storeId: string; line: DisplayLine }
  | { type: 'basket.setQuantity'; index: number; quantity: number }
  | { type: 'basket.clear' };

/**
 * The basket of one brand (spec section 4 "Item and basket"): adding a line for another store
 * starts a new basket, decreasing a line at 1 removes it, clearing empties it. Totals come from
 * packages/core so the basket and the server agree.
 */
export const basketMachine = setup({
  types: {
    context: {} as BasketContext,
    events: {} as BasketEvent,
    input: {} as Partial<BasketContext> | undefined,
  },
  actions: {
    add: assign(({ context, event }) => {
      if (event.type !== 'basket.add') return {};
      const lines = context.storeId === event.storeId ? context.lines : [];
      return { storeId: event.storeId, lines: addLine(lines, event.line) as readonly DisplayLine[] };
    }),
    setQuantity: assign(({ context, event }) => {
      if (event.type !== 'basket.setQuantity') return {};
      const lines = setLineQuantity(context.lines, event.index, event.quantity) as readonly DisplayLine[];
      return { lines, storeId: lines.length ? context.storeId : null };
    }),
    clear: assign({ lines: [], storeId: null }),
  },
}).createMachine({
  id: 'basket',
  context: ({ input }) => ({ storeId: input?.storeId ?? null, lines: input?.lines ?? [] }),
  on: {
    'basket.add': { actions: 'add' },
    'basket.setQuantity': { actions: 'setQuantity' },
    'basket.clear': { actions: 'clear' },
  },
});

/** Items before discount: what the basket page shows and the minimum order is checked against. */
export function basketTotal(context: BasketContext): Fils {
  return cartTotal(context.lines);
}

export function basketCount(context: BasketContext): number {
  return context.lines.reduce((sum, line) => sum + line.quantity, 0);
}
