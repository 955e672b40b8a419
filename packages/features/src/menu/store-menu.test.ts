import type { Discount, UnixSeconds } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { MAX_RECOMMENDED, menuEntries, recommendedItems, searchMenu, storeOffers } from './store-menu.js';

const now = 1_800_000_000 as UnixSeconds;

function item(id: string, en: string, ar: string, extra: object = {}) {
  return {
    _id: id,
    isRecommended: false,
    baseLanguage: { title: en },
    translations: { ar: { title: ar } },
    ...extra,
  };
}

const menu = [
  {
    categoryId: { _id: 'hummus' },
    items: [
      { itemId: item('fatteh', 'Hummus Fatteh', 'فتة حمص') },
      { itemId: item('plain', 'Hummus', 'حمص') },
    ],
  },
  {
    categoryId: { _id: 'grill' },
    items: [{ itemId: item('tawook', 'Shish Tawook Plate', 'صحن شيش طاووق') }],
  },
];

describe('searchMenu', () => {
  it('keeps every category for an empty or blank query', () => {
    expect(searchMenu(menu, '   ')).toEqual(menu);
  });
  it('matches English titles case-insensitively and drops categories left empty', () => {
    const found = searchMenu(menu, '  HUMMUS ');
    expect(found.map((category) => category.categoryId._id)).toEqual(['hummus']);
    expect(found[0]!.items).toHaveLength(2);
  });
  it('matches Arabic titles whatever the language', () => {
    expect(menuEntries(searchMenu(menu, 'طاووق')).map(({ item }) => item._id)).toEqual(['tawook']);
  });
  it('finds nothing for an unknown dish', () => {
    expect(searchMenu(menu, 'sushi')).toEqual([]);
  });
});

describe('recommendedItems', () => {
  const recommended = (id: string, extra: object = {}) => ({
    itemId: item(id, id, id, { isRecommended: true, ...extra }),
  });

  it('keeps recommended items in menu order, with their category', () => {
    const categories = [
      { categoryId: { _id: 'a' }, items: [recommended('one'), { itemId: item('no', 'no', 'no') }] },
      { categoryId: { _id: 'b' }, items: [recommended('two')] },
    ];
    expect(
      recommendedItems(categories, 'store', now).map(({ item: entry, categoryId }) => [
        entry._id,
        categoryId,
      ]),
    ).toEqual([
      ['one', 'a'],
      ['two', 'b'],
    ]);
  });
  it('leaves out items out of stock at this store until later, keeps those back already', () => {
    const categories = [
      {
        categoryId: { _id: 'a' },
        items: [
          recommended('later', { unavailableStores: [{ storeId: 'store', nextAvailableTime: now + 60 }] }),
          recommended('back', { unavailableStores: [{ storeId: 'store', nextAvailableTime: now }] }),
          recommended('elsewhere', { unavailableStores: [{ storeId: 'other', nextAvailableTime: null }] }),
        ],
      },
    ];
    expect(recommendedItems(categories, 'store', now).map(({ item: entry }) => entry._id)).toEqual([
      'back',
      'elsewhere',
    ]);
  });
  it(`shows at most ${MAX_RECOMMENDED}`, () => {
    const categories = [
      { categoryId: { _id: 'a' }, items: Array.from({ length: 10 }, (_, index) => recommended(`r${index}`)) },
    ];
    expect(recommendedItems(categories, 'store', now)).toHaveLength(MAX_RECOMMENDED);
  });
});

describe('storeOffers', () => {
  const offer = (code: string, extra: Partial<Discount>) =>
    ({
      discountCode: code,
      isActive: true,
      discountApplication: 'listed',
      isApplicableOnAllStores: false,
      discountAppliedOnSpecificStores: [],
      ...extra,
    }) as unknown as Discount;

  it('lists active, non-hidden offers for all stores or for this store', () => {
    const offers = [
      offer('ALL', { isApplicableOnAllStores: true }),
      offer('HERE', { discountAppliedOnSpecificStores: [{ storeId: 'store' }] } as Partial<Discount>),
      offer('THERE', { discountAppliedOnSpecificStores: [{ storeId: 'other' }] } as Partial<Discount>),
      offer('HIDDEN', { isApplicableOnAllStores: true, discountApplication: 'hidden' } as Partial<Discount>),
      offer('OFF', { isApplicableOnAllStores: true, isActive: false }),
    ];
    expect(storeOffers(offers, 'store').map((entry) => entry.discountCode)).toEqual(['ALL', 'HERE']);
  });
});
