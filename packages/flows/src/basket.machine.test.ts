import type { Fils } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { basketCount, basketMachine, basketTotal, type DisplayLine } from './basket.machine.js';

const foul: DisplayLine = {
  itemId: 'foul',
  quantity: 1,
  price: 1800 as Fils,
  sections: [{ _id: 'bread', options: [{ _id: 'whole-wheat', quantity: 1, price: 100 as Fils }] }],
  title: { en: 'Foul Medammas', ar: 'فول مدمس' },
  optionNames: [{ en: 'Whole wheat', ar: 'قمح كامل' }],
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
});
