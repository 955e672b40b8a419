import type { Fils } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  basketCount,
  basketMachine,
  basketTotal,
  isSameChoice,
  mergeLine,
  type DisplayLine,
} from './basket.machine.js';

const foul: DisplayLine = {
  itemId: 'foul',
  quantity: 1,
  price: 1800 as Fils,
  sections: [{ _id: 'bread', options: [{ _id: 'whole-wheat', quantity: 1, price: 100 as Fils }] }],
  title: { en: 'Foul Medammas', ar: 'فول مدمس' },
  optionNames: [{ en: 'Whole wheat', ar: 'قمح كامل' }],
  categoryId: 'breakfast',
  image: '/static/media/zaatar-house/items/zh-foul.svg',
};

/** Foul with saj bread (free) instead of whole wheat. */
const foulOnSaj: DisplayLine = {
  ...foul,
  sections: [{ _id: 'bread', options: [{ _id: 'saj', quantity: 1, price: 0 as Fils }] }],
  optionNames: [{ en: 'Saj bread', ar: 'خبز صاج' }],
};

/** Shakshuka with two options in two groups, so their order can be swapped. */
const shakshuka: DisplayLine = {
  itemId: 'shakshuka',
  categoryId: 'breakfast',
  quantity: 1,
  price: 2600 as Fils,
  sections: [
    { _id: 'bread', options: [{ _id: 'saj', quantity: 1, price: 0 as Fils }] },
    { _id: 'extras', options: [{ _id: 'cheese', quantity: 2, price: 400 as Fils }] },
  ],
  title: { en: 'Shakshuka', ar: 'شكشوكة' },
  optionNames: [
    { en: 'Saj bread', ar: 'خبز صاج' },
    { en: '2 × Extra cheese', ar: '2 × جبنة إضافية' },
  ],
};

function basket() {
  const actor = createActor(basketMachine, { input: undefined });
  actor.start();
  return actor;
}

describe('basketMachine', () => {
  it('adds lines and totals each unit with its options', () => {
    const actor = basket();
    actor.send({ type: 'basket.add', storeId: 'jumeirah', line: { ...foul, quantity: 2 } });
    expect(basketTotal(actor.getSnapshot().context)).toBe(3800);
    expect(basketCount(actor.getSnapshot().context)).toBe(2);
  });

  it('removes a line when its quantity goes below 1', () => {
    const actor = basket();
    actor.send({ type: 'basket.add', storeId: 'jumeirah', line: foul });
    actor.send({ type: 'basket.setQuantity', index: 0, quantity: 0 });
    expect(actor.getSnapshot().context).toEqual({ storeId: null, lines: [] });
  });

  it('starts a new basket when an item of another store is added', () => {
    const actor = basket();
    actor.send({ type: 'basket.add', storeId: 'jumeirah', line: foul });
    actor.send({ type: 'basket.add', storeId: 'marina', line: foul });
    expect(actor.getSnapshot().context.lines).toHaveLength(1);
    expect(actor.getSnapshot().context.storeId).toBe('marina');
  });

  it('restores a persisted basket from its input', () => {
    const actor = createActor(basketMachine, { input: { storeId: 'jumeirah', lines: [foul] } });
    actor.start();
    expect(basketCount(actor.getSnapshot().context)).toBe(1);
    actor.send({ type: 'basket.clear' });
    expect(actor.getSnapshot().context.lines).toEqual([]);
  });

  it('merges the same item with the same options added twice into one line ×2', () => {
    const actor = basket();
    actor.send({ type: 'basket.add', storeId: 'jumeirah', line: foul });
    actor.send({ type: 'basket.add', storeId: 'jumeirah', line: foul });
    const { lines } = actor.getSnapshot().context;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ itemId: 'foul', quantity: 2, image: foul.image });
    expect(basketTotal(actor.getSnapshot().context)).toBe(3800);
  });

  it('adds the quantity of the merged line to the existing one', () => {
    const actor = basket();
    actor.send({ type: 'basket.add', storeId: 'jumeirah', line: { ...foul, quantity: 2 } });
    actor.send({ type: 'basket.add', storeId: 'jumeirah', line: { ...foul, quantity: 3 } });
    expect(actor.getSnapshot().context.lines.map((line) => line.quantity)).toEqual([5]);
  });

  it('keeps different options of the same item on separate lines', () => {
    const actor = basket();
    actor.send({ type: 'basket.add', storeId: 'jumeirah', line: foul });
    actor.send({ type: 'basket.add', storeId: 'jumeirah', line: foulOnSaj });
    actor.send({ type: 'basket.add', storeId: 'jumeirah', line: foul });
    const { lines } = actor.getSnapshot().context;
    expect(lines.map((line) => [line.sections[0]!.options[0]!._id, line.quantity])).toEqual([
      ['whole-wheat', 2],
      ['saj', 1],
    ]);
    expect(basketTotal(actor.getSnapshot().context)).toBe(2 * 1900 + 1800);
  });

  it('keeps an option in another quantity on a separate line', () => {
    const twoCheeses = shakshuka;
    const threeCheeses: DisplayLine = {
      ...shakshuka,
      sections: [
        shakshuka.sections[0]!,
        { _id: 'extras', options: [{ _id: 'cheese', quantity: 3, price: 400 as Fils }] },
      ],
    };
    expect(mergeLine([twoCheeses], threeCheeses)).toHaveLength(2);
  });

  it('keeps a line without options apart from the same item with options', () => {
    const plain: DisplayLine = { ...foul, sections: [], optionNames: [] };
    expect(isSameChoice(plain, foul)).toBe(false);
    expect(mergeLine([plain], foul)).toHaveLength(2);
  });

  it('keeps the same item from another category on a separate line', () => {
    expect(isSameChoice(foul, { ...foul, categoryId: 'recommended' })).toBe(false);
    expect(mergeLine([foul], { ...foul, categoryId: 'recommended' })).toHaveLength(2);
  });

  it('merges whatever order the options were picked in', () => {
    const swapped: DisplayLine = { ...shakshuka, sections: [...shakshuka.sections].reverse() };
    expect(isSameChoice(shakshuka, swapped)).toBe(true);
    expect(mergeLine([shakshuka], swapped)).toEqual([{ ...shakshuka, quantity: 2 }]);
  });

  it('does not change the lines it merges into', () => {
    const lines = [foul] as const;
    const merged = mergeLine(lines, foul);
    expect(lines[0].quantity).toBe(1);
    expect(merged[0]!.quantity).toBe(2);
  });
});
