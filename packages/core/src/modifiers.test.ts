import { describe, expect, it } from 'vitest';
import type { BasketLine, BasketSection } from './basket.js';
import { formatMessageEn } from './errors.js';
import type { MenuItem, Modifier, ModifierGroup } from './menu.js';
import {
  groupMaximum,
  hasStepper,
  missingModifierGroups,
  selectedCount,
  setModifierQuantity,
  toggleModifier,
  validateBasketLine,
  validateModifierSelection,
} from './modifiers.js';
import { fils } from './money.js';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const mod = (id: string, price: number, maximumOrderQuantity?: number): Modifier => ({
  _id: id,
  price: fils(price),
  baseLanguage: { name: id },
  ...(maximumOrderQuantity === undefined ? {} : { maximumOrderQuantity }),
});
const bread: ModifierGroup = {
  _id: 'bread',
  baseLanguage: { name: 'Bread' },
  isSingleSelection: true,
  minimumAllowedSelection: 1,
  maximumAllowedSelection: 1,
  modifiers: [mod('white', 0), mod('brown', 100)],
};
const sides: ModifierGroup = {
  _id: 'sides',
  baseLanguage: { name: 'Sides' },
  isSingleSelection: false,
  minimumAllowedSelection: 3,
  maximumAllowedSelection: 3,
  modifiers: [mod('fries', 500, 2), mod('rice', 400), mod('salad', 600)],
};
const extras: ModifierGroup = {
  _id: 'extras',
  baseLanguage: { name: 'Extras' },
  isSingleSelection: false,
  minimumAllowedSelection: 0,
  maximumAllowedSelection: 0,
  modifiers: [mod('cheese', 300, 3), mod('bacon', 700)],
};
const item: MenuItem = {
  _id: 'sandwich',
  price: fils(2000),
  baseLanguage: { title: 'Sandwich' },
  modifierGroups: [bread, sides, extras],
};

const pick = (
  sections: readonly BasketSection[],
  group: ModifierGroup,
  id: string,
): readonly BasketSection[] => {
  const modifier = group.modifiers.find((m) => m._id === id);
  if (!modifier) throw new Error(id);
  return toggleModifier(sections, group, modifier);
};

describe('steppers and caps', () => {
  it('shows a stepper only at maximumOrderQuantity 2 or more', () => {
    expect(hasStepper(mod('a', 0, 1))).toBe(false);
    expect(hasStepper(mod('a', 0, 2))).toBe(true);
    expect(hasStepper(mod('a', 0))).toBe(false);
  });
  it('caps single selection at 1 and treats a maximum of 0 as no cap', () => {
    expect(groupMaximum(bread)).toBe(1);
    expect(groupMaximum(sides)).toBe(3);
    expect(groupMaximum(extras)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('toggleModifier', () => {
  it('single selection holds exactly one: a new pick replaces the old', () => {
    const one = pick([], bread, 'white');
    const two = pick(one, bread, 'brown');
    expect(two.find((s) => s._id === 'bread')?.options.map((o) => o._id)).toEqual(['brown']);
    expect(pick(two, bread, 'brown').find((s) => s._id === 'bread')?.options).toHaveLength(1);
  });
  it('ignores a fourth pick at exactly the maximum of 3', () => {
    let sections = pick(pick(pick([], sides, 'fries'), sides, 'rice'), sides, 'salad');
    expect(selectedCount(sections.find((s) => s._id === 'sides'))).toBe(3);
    const again = toggleModifier(sections, sides, mod('extra', 0));
    expect(again).toBe(sections);
    sections = pick(sections, sides, 'rice');
    expect(selectedCount(sections.find((s) => s._id === 'sides'))).toBe(2);
  });
  it('does not change its input', () => {
    const sections = pick([], sides, 'fries');
    const copy = clone(sections);
    pick(sections, sides, 'rice');
    expect(sections).toEqual(copy);
  });
});

describe('setModifierQuantity', () => {
  it('allows exactly the stepper maximum and refuses one above it with the spec message', () => {
    const cheese = extras.modifiers[0];
    if (!cheese) throw new Error();
    expect(setModifierQuantity([], extras, cheese, 3).error).toBeNull();
    const over = setModifierQuantity([], extras, cheese, 4);
    expect(over.sections[0]?.options[0]?.quantity).toBe(3);
    expect(over.error && formatMessageEn(over.error)).toBe('3 is the maximum quantity allowed for cheese');
  });
  it('does not go below 1', () => {
    const cheese = extras.modifiers[0];
    if (!cheese) throw new Error();
    expect(setModifierQuantity([], extras, cheese, 0).sections[0]?.options[0]?.quantity).toBe(1);
  });
  it('keeps a stepper inside the group cap', () => {
    const fries = sides.modifiers[0];
    if (!fries) throw new Error();
    const sections = pick(pick([], sides, 'rice'), sides, 'salad');
    const result = setModifierQuantity(sections, sides, fries, 2);
    expect(selectedCount(result.sections.find((s) => s._id === 'sides'))).toBe(3);
    expect(result.error?.key).toBe('modifierMaximum');
  });
});

describe('minimum selections', () => {
  it("lists missing groups in order with 'side' for a minimum of 1 and 'sides' otherwise", () => {
    const missing = missingModifierGroups(item, []);
    expect(missing.map((g) => g.groupId)).toEqual(['bread', 'sides']);
    expect(missing[0] && formatMessageEn(missing[0].error)).toBe(
      'Please select at least 1 side from the Bread section to proceed',
    );
    expect(missing[1] && formatMessageEn(missing[1].error)).toBe(
      'Please select at least 3 sides from the Sides section to proceed',
    );
  });
  it('blocks one pick below the minimum and passes at exactly the minimum (stepper picks count)', () => {
    const fries = sides.modifiers[0];
    if (!fries) throw new Error();
    let sections = pick(pick([], bread, 'white'), sides, 'rice');
    sections = setModifierQuantity(sections, sides, fries, 1).sections;
    expect(validateModifierSelection(item, sections)?.key).toBe('modifierMinimumOther');
    sections = setModifierQuantity(sections, sides, fries, 2).sections;
    expect(validateModifierSelection(item, sections)).toBeNull();
  });
});

describe('validateBasketLine (server re-check)', () => {
  const valid: BasketLine = {
    itemId: 'sandwich',
    quantity: 1,
    price: fils(2000),
    sections: [
      { _id: 'bread', options: [{ _id: 'white', quantity: 1, price: fils(0) }] },
      {
        _id: 'sides',
        options: [
          { _id: 'fries', quantity: 2, price: fils(500) },
          { _id: 'rice', quantity: 1, price: fils(400) },
        ],
      },
    ],
  };
  it('accepts a line that matches the menu', () => {
    expect(validateBasketLine(valid, item)).toEqual({ ok: true, value: valid });
  });
  it('refuses an unknown item', () => {
    expect(validateBasketLine(valid, undefined)).toEqual({
      ok: false,
      error: { key: 'itemRemoved', params: {} },
    });
  });
  it('refuses a quantity below 1', () => {
    expect(validateBasketLine({ ...valid, quantity: 0 }, item)).toMatchObject({
      ok: false,
      error: { key: 'invalidQuantity' },
    });
  });
  it('refuses unknown option and section ids as a menu update', () => {
    const unknownOption = {
      ...valid,
      sections: [
        ...valid.sections,
        { _id: 'extras', options: [{ _id: 'truffle', quantity: 1, price: fils(100) }] },
      ],
    };
    expect(validateBasketLine(unknownOption, item)).toMatchObject({
      ok: false,
      error: { key: 'menuUpdated' },
    });
    const unknownSection = { ...valid, sections: [...valid.sections, { _id: 'sauces', options: [] }] };
    expect(validateBasketLine(unknownSection, item)).toMatchObject({
      ok: false,
      error: { key: 'menuUpdated' },
    });
  });
  it('refuses a price that differs from the menu', () => {
    expect(validateBasketLine({ ...valid, price: fils(1900) }, item)).toMatchObject({
      ok: false,
      error: { key: 'menuUpdated' },
    });
  });
  it('refuses a second unit of an option without a stepper, and one pick below the minimum', () => {
    const tooFew = {
      ...valid,
      sections: [
        valid.sections[0] as BasketSection,
        { _id: 'sides', options: [{ _id: 'rice', quantity: 2, price: fils(400) }] },
      ],
    };
    expect(validateBasketLine(tooFew, item)).toMatchObject({
      ok: false,
      error: { key: 'modifierMaxQuantity' },
    });
    const tooFew2 = {
      ...valid,
      sections: [
        valid.sections[0] as BasketSection,
        { _id: 'sides', options: [{ _id: 'fries', quantity: 2, price: fils(500) }] },
      ],
    };
    expect(validateBasketLine(tooFew2, item)).toMatchObject({
      ok: false,
      error: { key: 'modifierMinimumOther', params: { minimum: 3 } },
    });
  });
  it('refuses one pick above the maximum, and two picks in a single-selection group', () => {
    const tooMany = {
      ...valid,
      sections: [
        valid.sections[0] as BasketSection,
        {
          _id: 'sides',
          options: [
            { _id: 'fries', quantity: 2, price: fils(500) },
            { _id: 'rice', quantity: 1, price: fils(400) },
            { _id: 'salad', quantity: 1, price: fils(600) },
          ],
        },
      ],
    };
    expect(validateBasketLine(tooMany, item)).toMatchObject({
      ok: false,
      error: { key: 'modifierMaximum', params: { maximum: 3 } },
    });
    const twoBreads = {
      ...valid,
      sections: [
        {
          _id: 'bread',
          options: [
            { _id: 'white', quantity: 1, price: fils(0) },
            { _id: 'brown', quantity: 1, price: fils(100) },
          ],
        },
        valid.sections[1] as BasketSection,
      ],
    };
    expect(validateBasketLine(twoBreads, item)).toMatchObject({
      ok: false,
      error: { key: 'modifierMaximum', params: { maximum: 1 } },
    });
  });
  it('refuses a required group that is absent', () => {
    expect(
      validateBasketLine({ ...valid, sections: [valid.sections[1] as BasketSection] }, item),
    ).toMatchObject({ ok: false, error: { key: 'modifierMinimumOne' } });
  });
  it('refuses an option over its stepper maximum', () => {
    const over = {
      ...valid,
      sections: [
        ...valid.sections,
        { _id: 'extras', options: [{ _id: 'cheese', quantity: 4, price: fils(300) }] },
      ],
    };
    expect(validateBasketLine(over, item)).toMatchObject({
      ok: false,
      error: { key: 'modifierMaxQuantity', params: { quantity: 3, name: 'cheese' } },
    });
  });
});
