import { describe, expect, it } from 'vitest';
import type { MenuCategory, MenuItem } from './menu.js';
import { fils } from './money.js';
import { type AreaCity, matchesSearch, searchAreas, searchMenu, searchStores } from './search.js';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const item = (id: string, title: string): MenuItem => ({
  _id: id,
  price: fils(1000),
  baseLanguage: { title },
  modifierGroups: [],
});
const menu: MenuCategory[] = [
  {
    categoryId: { _id: 'c1', baseLanguage: { name: 'Burgers' } },
    items: [{ itemId: item('a', 'Chicken Burger') }, { itemId: item('b', 'Beef Burger') }],
  },
  {
    categoryId: { _id: 'c2', baseLanguage: { name: 'Drinks' } },
    items: [{ itemId: item('c', 'Lemon Mint') }],
  },
];

describe('menu search', () => {
  it('shows everything for an empty or blank query', () => {
    expect(searchMenu(menu, '')).toBe(menu);
    expect(searchMenu(menu, '   ')).toBe(menu);
  });
  it('matches trimmed titles case-insensitively and drops empty categories', () => {
    const result = searchMenu(menu, '  CHICKEN ');
    expect(result).toHaveLength(1);
    expect(result[0]?.items.map((i) => i.itemId._id)).toEqual(['a']);
    expect(searchMenu(menu, 'pizza')).toEqual([]);
  });
  it('does not change its input', () => {
    const copy = clone(menu);
    searchMenu(menu, 'burger');
    expect(menu).toEqual(copy);
  });
});

describe('area and store search', () => {
  const cities: AreaCity[] = [
    {
      cityInfo: { cityNameEN: 'Dubai', cityNameAR: 'دبي' },
      cityAreas: [
        { areaInfo: { _id: '1', areaNameEN: 'Al Barsha', areaNameAR: 'البرشاء' } },
        { areaInfo: { _id: '2', areaNameEN: 'Jumeirah', areaNameAR: 'جميرا' } },
      ],
    },
    { cityInfo: { cityNameEN: 'Sharjah' }, cityAreas: [{ areaInfo: { _id: '3', areaNameEN: 'Al Nahda' } }] },
  ];
  it('matches areas on the English or Arabic name and drops empty cities', () => {
    expect(searchAreas(cities, 'barsha').flatMap((c) => c.cityAreas.map((a) => a.areaInfo._id))).toEqual([
      '1',
    ]);
    expect(searchAreas(cities, 'جميرا').flatMap((c) => c.cityAreas.map((a) => a.areaInfo._id))).toEqual([
      '2',
    ]);
    expect(searchAreas(cities, 'al').map((c) => c.cityInfo.cityNameEN)).toEqual(['Dubai', 'Sharjah']);
    expect(searchAreas(cities, '')).toBe(cities);
  });
  it('matches stores on the name in the current language', () => {
    const stores = [
      { baseLanguage: { name: 'Marina Branch' }, translations: { ar: { name: 'فرع المارينا' } } },
      { baseLanguage: { name: 'Downtown' } },
    ];
    expect(searchStores(stores, 'marina', 'en')).toHaveLength(1);
    expect(searchStores(stores, 'marina', 'ar')).toHaveLength(0);
    expect(searchStores(stores, 'المارينا', 'ar')).toHaveLength(1);
    expect(searchStores(stores, 'down', 'ar')).toHaveLength(1);
    expect(matchesSearch(undefined, 'x')).toBe(false);
  });
});
