import type { Schemas } from '@storefront/api';
import { fils, type UnixSeconds } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { isSoldOutLine } from './basket-lines.js';

const now = 1_795_000_000 as UnixSeconds;
const store = 'store-jumeirah';

function menuWith(item: Partial<Schemas['Item']>): Schemas['StoreMenu'] {
  const full = {
    _id: 'labneh',
    sku: 'ZH-LABNEH',
    price: fils(2800),
    itemImageURLs: [],
    images: [],
    baseLanguage: { title: 'Labneh Breakfast Plate', description: '' },
    translations: { ar: { title: 'صحن فطور لبنة', description: '' } },
    modifierGroups: [
      {
        _id: 'extras',
        baseLanguage: { name: 'Extras' },
        translations: { ar: { name: 'إضافات' } },
        isSingleSelection: false,
        minimumAllowedSelection: 0,
        maximumAllowedSelection: 4,
        modifiers: [
          {
            _id: 'cheese',
            sku: 'X-CHEESE',
            price: fils(400),
            baseLanguage: { name: 'Extra cheese' },
            translations: { ar: { name: 'جبنة إضافية' } },
            unavailableStores: [{ storeId: store, nextAvailableTime: now + 3600 }],
          },
        ],
      },
    ],
    unavailableStores: [],
    categoryId: 'breakfast',
    isRecommended: false,
    ...item,
  } as Schemas['Item'];
  return {
    storeMenu: { categories: [{ categoryId: { _id: 'breakfast' }, items: [{ itemId: full }] }] },
  } as unknown as Schemas['StoreMenu'];
}

const plain = { itemId: 'labneh', sections: [] };
const withCheese = {
  itemId: 'labneh',
  sections: [{ _id: 'extras', options: [{ _id: 'cheese', quantity: 1, price: fils(400) }] }],
};

describe('a basket line the kitchen sold out', () => {
  it('is flagged while the item is sold out at the store, and not after its time', () => {
    const menu = menuWith({ unavailableStores: [{ storeId: store, nextAvailableTime: now + 60 }] });
    expect(isSoldOutLine(menu, store, plain, now)).toBe(true);
    expect(isSoldOutLine(menu, store, plain, (now + 60) as UnixSeconds)).toBe(false);
    expect(isSoldOutLine(menu, 'store-marina', plain, now)).toBe(false);
  });

  it('is flagged when a chosen option is sold out, not when only another line chose it', () => {
    const menu = menuWith({});
    expect(isSoldOutLine(menu, store, withCheese, now)).toBe(true);
    expect(isSoldOutLine(menu, store, plain, now)).toBe(false);
  });

  it('leaves an item the menu no longer lists, or a menu not read yet, to the other flows', () => {
    expect(isSoldOutLine(menuWith({}), store, { itemId: 'gone', sections: [] }, now)).toBe(false);
    expect(isSoldOutLine(undefined, store, plain, now)).toBe(false);
  });
});
