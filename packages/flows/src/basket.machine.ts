import {
  addLine,
  cartTotal,
  clampItemQuantity,
  setLineQuantity,
  type BasketLine,
  type BasketSection,
  type Fils,
} from '@storefront/core';
import { assign, setup } from 'xstate';

/** A basket line with what the basket screen shows besides the numbers. */
export interface DisplayLine extends BasketLine {
  readonly title: { readonly en: string; readonly ar: string };
  readonly optionNames: readonly { readonly en: string; readonly ar: string }[];
  readonly image?: string;
}

/** The chosen options of a line as `group:option:quantity` keys, in a fixed order. */
function choiceKeys(sections: readonly BasketSection[]): string[] {
  return sections
    .flatMap((section) => section.options.map((option) => `${section._id}:${option._id}:${option.quantity}`))
    .sort();
}

/**
 * Two lines are the same order line when they hold the same item from the same category with the
 * same options in the same quantities (the order options were picked in does not matter).
 */
export function isSameChoice(
  a: Pick<BasketLine, 'itemId' | 'categoryId' | 'sections'>,
  b: Pick<BasketLine, 'itemId' | 'categoryId' | 'sections'>,
): boolean {
  if (a.itemId !== b.itemId || (a.categoryId ?? '') !== (b.categoryId ?? '')) return false;
  const [left, right] = [choiceKeys(a.sections), choiceKeys(b.sections)];
  return left.length === right.length && left.every((key, index) => key === right[index]);
}

/**
 * Adds a line to the basket (returns a new array): the same choice added again raises that
 * line's quantity ("the same item with the same options added twice becomes one line ×2");
 * anything else is a new line.
 */
export function mergeLine(lines: readonly DisplayLine[], line: DisplayLine): readonly DisplayLine[] {
  const index = lines.findIndex((existing) => isSameChoice(existing, line));
  if (index === -1) return addLine(lines, line) as readonly DisplayLine[];
  const quantity = lines[index]!.quantity + clampItemQuantity(line.quantity);
  return setLineQuantity(lines, index, quantity) as readonly DisplayLine[];
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
 * starts a new basket, adding the same choice again raises its quantity, decreasing a line at 1 removes it, clearing empties it. Totals come from
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
      return { storeId: event.storeId, lines: mergeLine(lines, event.line) };
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
