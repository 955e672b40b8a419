import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BasketLine,
  addLine,
  cartTotal,
  clampItemQuantity,
  itemCount,
  lineOptionsTotal,
  lineTotal,
  removeLine,
  setLineQuantity,
  unitPrice,
} from './basket.js';
import { type Fils, fils } from './money.js';

const burger: BasketLine = {
  itemId: 'burger',
  quantity: 2,
  price: fils(2500),
  sections: [
    { _id: 'extras', options: [{ _id: 'cheese', quantity: 1, price: fils(300) }] },
    { _id: 'sides', options: [{ _id: 'fries', quantity: 2, price: fils(500) }] },
  ],
};

describe('line totals', () => {
  it('charges options on every unit (worked example: 25 + 3 + 2×5 = 38, ×2 = 76 AED)', () => {
    expect(lineOptionsTotal(burger)).toBe(1300);
    expect(unitPrice(burger)).toBe(3800);
    expect(lineTotal(burger)).toBe(7600);
  });
  it('a line without options is price × quantity', () => {
    expect(lineTotal({ quantity: 3, price: fils(1000), sections: [] })).toBe(3000);
  });
  it('sums the cart and counts units', () => {
    const lines = [burger, { itemId: 'tea', quantity: 1, price: fils(700), sections: [] }];
    expect(cartTotal(lines)).toBe(8300);
    expect(itemCount(lines)).toBe(3);
    expect(cartTotal([])).toBe(0);
  });
  it('a cart total is never negative for non-negative prices', () => {
    const line = fc.record({
      itemId: fc.string(),
      quantity: fc.integer({ min: 1, max: 50 }),
      price: fc.integer({ min: 0, max: 100_000 }).map((n) => n as Fils),
      sections: fc.array(
        fc.record({
          _id: fc.string(),
          options: fc.array(
            fc.record({
              _id: fc.string(),
              quantity: fc.integer({ min: 1, max: 5 }),
              price: fc.integer({ min: 0, max: 5000 }).map((n) => n as Fils),
            }),
            { maxLength: 3 },
          ),
        }),
        { maxLength: 3 },
      ),
    });
    fc.assert(fc.property(fc.array(line, { maxLength: 10 }), (lines) => cartTotal(lines) >= 0));
  });
});

describe('basket operations', () => {
  it('decreasing at quantity 1 removes the line', () => {
    const lines = [burger, { ...burger, itemId: 'other', quantity: 1 }];
    expect(setLineQuantity(lines, 1, 0)).toEqual([burger]);
  });
  it('sets a quantity without touching the input', () => {
    const lines = [burger];
    const next = setLineQuantity(lines, 0, 5);
    expect(next[0]?.quantity).toBe(5);
    expect(lines[0]?.quantity).toBe(2);
  });
  it('ignores an index out of range', () => {
    const lines = [burger];
    expect(setLineQuantity(lines, 3, 2)).toBe(lines);
  });
  it('adds lines with a quantity of at least 1 and removes by index', () => {
    const added = addLine([], { ...burger, quantity: 0 });
    expect(added[0]?.quantity).toBe(1);
    expect(removeLine(added, 0)).toEqual([]);
  });
  it('clamps the item stepper at the minimum of 1', () => {
    expect(clampItemQuantity(0)).toBe(1);
    expect(clampItemQuantity(1)).toBe(1);
    expect(clampItemQuantity(3.7)).toBe(3);
    expect(clampItemQuantity(Number.NaN)).toBe(1);
  });
});
