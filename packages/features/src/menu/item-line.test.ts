import { fils, type BasketSection } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { basketLineOf, localNames, optionNames, type LineItem } from './item-line.js';

const modifier = (id: string, en: string, ar: string) => ({
  _id: id,
  baseLanguage: { name: en },
  translations: { ar: { name: ar } },
});

const item: LineItem = {
  _id: 'shakshuka',
  price: fils(2400),
  baseLanguage: { title: 'Shakshuka' },
  translations: { ar: { title: 'شكشوكة' } },
  images: [{ url: '/img/shakshuka.jpg' }, { url: '/img/other.jpg' }],
  modifierGroups: [
    {
      _id: 'bread',
      modifiers: [modifier('saj', 'Saj bread', 'خبز صاج'), modifier('wheat', 'Whole wheat', 'قمح كامل')],
    },
    { _id: 'extras', modifiers: [modifier('cheese', 'Extra cheese', 'جبنة إضافية')] },
  ],
};

const option = (id: string, quantity: number) => ({ _id: id, optionId: id, quantity, price: fils(100) });
const sections: BasketSection[] = [
  { _id: 'bread', sectionName: 'Bread', isSingleSelection: true, options: [option('saj', 1)] },
  { _id: 'extras', sectionName: 'Extras', isSingleSelection: false, options: [option('cheese', 2)] },
];

describe('optionNames', () => {
  it('names each chosen option in both languages, with the count when taken more than once', () => {
    expect(optionNames(item, sections)).toEqual([
      { en: 'Saj bread', ar: 'خبز صاج' },
      { en: '2 × Extra cheese', ar: '2 × جبنة إضافية' },
    ]);
  });
  it('reads an option the item no longer has as an empty name', () => {
    const gone: BasketSection[] = [
      { _id: 'bread', sectionName: 'Bread', isSingleSelection: true, options: [option('rye', 1)] },
    ];
    expect(optionNames(item, gone)).toEqual([{ en: '', ar: '' }]);
  });
  it('is empty without sections', () => {
    expect(optionNames(item, [])).toEqual([]);
  });
});

describe('basketLineOf', () => {
  it('carries the item, category, quantity, unit price, sections, titles and first picture', () => {
    expect(basketLineOf(item, 'breakfast', 3, sections)).toEqual({
      itemId: 'shakshuka',
      categoryId: 'breakfast',
      quantity: 3,
      price: fils(2400),
      sections,
      title: { en: 'Shakshuka', ar: 'شكشوكة' },
      optionNames: optionNames(item, sections),
      image: '/img/shakshuka.jpg',
    });
  });
  it('has no image without pictures', () => {
    expect(basketLineOf({ ...item, images: [] }, 'breakfast', 1, [])).not.toHaveProperty('image');
  });
});

describe('localNames', () => {
  const groups = [
    {
      _id: 'bread',
      baseLanguage: { name: 'Choose your bread' },
      translations: { ar: { name: 'اختر الخبز' } },
      modifiers: item.modifierGroups[0]!.modifiers,
    },
  ];
  it('names groups and options by id in the chosen language', () => {
    const arabic = localNames(groups, (text) => text.ar);
    expect(arabic.get('bread')).toBe('اختر الخبز');
    expect(arabic.get('saj')).toBe('خبز صاج');
    expect(localNames(groups, (text) => text.en).get('wheat')).toBe('Whole wheat');
  });
});
