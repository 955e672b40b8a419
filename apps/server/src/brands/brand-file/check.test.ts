import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../../paths.js';
import { exampleFile } from '../../testing/brand-files.js';
import { checkBrandFile } from './check.js';
import { brandFileJsonSchema, type BrandFile } from './format.js';

type Edit = (file: BrandFile & Record<string, unknown>) => void;
const any = (value: unknown) => value as never;

/** Each bad file: what is wrong with it, the path the check names and (part of) what it says. */
const BAD_FILES: [string, Edit, string, string][] = [
  [
    'a price that is not a number',
    (f) => (f.items[0]!.price = any('18.00')),
    'items[0].price',
    'must be a number of fils',
  ],
  [
    'a price in dirhams with a fraction',
    (f) => (f.items[0]!.price = 17.5),
    'items[0].price',
    'not a fraction',
  ],
  [
    'a negative option price',
    (f) => (f.items[0]!.modifierGroups[1]!.modifiers[0]!.price = -300),
    'items[0].modifierGroups[1].modifiers[0].price',
    'below zero',
  ],
  [
    'a group whose minimum exceeds its maximum',
    (f) => (f.items[0]!.modifierGroups[1]!.minimumAllowedSelection = 4),
    'items[0].modifierGroups[1].minimumAllowedSelection',
    'must not exceed maximumAllowedSelection',
  ],
  [
    'a group whose minimum exceeds its options',
    (f) => {
      const group = f.items[0]!.modifierGroups[1]!;
      group.minimumAllowedSelection = 3;
      group.modifiers.pop();
    },
    'items[0].modifierGroups[1].minimumAllowedSelection',
    'asks for 3 picks of 2 options',
  ],
  [
    'a single-selection group allowing two',
    (f) => (f.items[0]!.modifierGroups[0]!.maximumAllowedSelection = 2),
    'items[0].modifierGroups[0].maximumAllowedSelection',
    'must be 1',
  ],
  [
    'a group with no options',
    (f) => (f.items[1]!.modifierGroups[0]!.modifiers = []),
    'items[1].modifierGroups[0].modifiers',
    'at least one option',
  ],
  [
    'Arabic missing from an item title',
    (f) => delete (f.items[2]!.title as Partial<BrandFile['items'][0]['title']>).ar,
    'items[2].title.ar',
    'Arabic text is missing',
  ],
  [
    'Arabic left empty in a description',
    (f) => (f.items[2]!.description.ar = '  '),
    'items[2].description.ar',
    'Arabic text is missing',
  ],
  [
    'English missing from a category',
    (f) => delete (f.categories[0]!.name as Partial<BrandFile['items'][0]['title']>).en,
    'categories[0].name.en',
    'English text is missing',
  ],
  [
    'an item in an unknown category',
    (f) => (f.items[3]!.categoryId = 'breakfast'),
    'items[3].categoryId',
    'names the category "breakfast"',
  ],
  [
    'an item sold at an unknown store',
    (f) => (f.items[3]!.storeIds = ['jbr']),
    'items[3].storeIds[0]',
    'names the store "jbr"',
  ],
  [
    'a sold-out mark for an unknown store',
    (f) => (f.items[3]!.unavailableStores = [{ storeId: 'jbr', nextAvailableTime: null }]),
    'items[3].unavailableStores[0].storeId',
    'names the store "jbr"',
  ],
  ['two items with one id', (f) => (f.items[5]!.id = f.items[4]!.id), 'items[5].id', 'already the id'],
  [
    'two items with one SKU',
    (f) => (f.items[5]!.sku = f.items[4]!.sku.toLowerCase()),
    'items[5].sku',
    'already the SKU of items[4]',
  ],
  ['a free item (0 and no required pick)', (f) => (f.items[4]!.price = 0), 'items[4].price', 'would be free'],
  [
    'a discount for an unknown item',
    (f) => {
      f.discounts[0]!.isApplicableOnAllItems = false;
      f.discounts[0]!.discountAppliedOnSpecificItems = ['falafel-wrap'];
    },
    'discounts[0].discountAppliedOnSpecificItems[0]',
    'names the item "falafel-wrap"',
  ],
  [
    'a discount on no items',
    (f) => (f.discounts[0]!.isApplicableOnAllItems = false),
    'discounts[0].discountAppliedOnSpecificItems',
    'at least one item',
  ],
  [
    'a percentage over 100',
    (f) => (f.discounts[0]!.discountAmount = 120),
    'discounts[0].discountAmount',
    'at most 100',
  ],
  [
    'a discount that ends before it starts',
    (f) => (f.discounts[0]!.endsAt = f.discounts[0]!.startsAt - 1),
    'discounts[0].endsAt',
    'after startsAt',
  ],
  [
    'two discounts with one code',
    (f) => f.discounts.push({ ...f.discounts[0]!, id: 'again', discountCode: 'saj10' }),
    'discounts[1].discountCode',
    'already the code',
  ],
  [
    'a code with a space',
    (f) => (f.discounts[0]!.discountCode = 'SAJ 10'),
    'discounts[0].discountCode',
    '2 to 32 letters',
  ],
  [
    'a delivery area for an unknown store',
    (f) => (f.deliveryAreas[0]!.storeIds = ['jbr']),
    'deliveryAreas[0].storeIds[0]',
    'names the store "jbr"',
  ],
  [
    'an AREA_BASED area without its area',
    (f) => delete f.deliveryAreas[0]!.area,
    'deliveryAreas[0].area',
    'needs its area',
  ],
  [
    'a delivery method the brand does not use',
    (f) => (f.deliveryAreas[1]!.method = 'CITY_BASED'),
    'deliveryAreas[1].method',
    "not one of the brand's deliveryMethods",
  ],
  [
    'a polygon that does not close',
    (f) => {
      f.brand.deliveryMethods.push('MAPPED_AREA_BASED');
      f.mappedAreas.push({
        id: 'tecom',
        storeId: 'al-barsha',
        type: 'POLYGON',
        name: { en: 'Tecom', ar: 'تيكوم' },
        city: { en: 'Dubai', ar: 'دبي' },
        polygon: {
          outer: [
            [55.17, 25.09],
            [55.18, 25.09],
            [55.18, 25.1],
            [55.17, 25.1],
          ],
        },
        deliveryFee: 900,
        deliveryTime: 40,
        minOrder: 3500,
      });
    },
    'mappedAreas[0].polygon.outer',
    'does not close',
  ],
  [
    'a point that is not [longitude, latitude]',
    (f) => {
      f.brand.deliveryMethods.push('MAPPED_AREA_BASED');
      f.mappedAreas.push({
        id: 'tecom',
        storeId: 'al-barsha',
        type: 'POLYGON',
        name: { en: 'Tecom', ar: 'تيكوم' },
        city: { en: 'Dubai', ar: 'دبي' },
        polygon: {
          outer: [
            [55.17, 25.09],
            [55.18, 125.09],
            [55.18, 25.1],
            [55.17, 25.09],
          ],
        },
        deliveryFee: 900,
        deliveryTime: 40,
        minOrder: 3500,
      });
    },
    'mappedAreas[0].polygon.outer[1][1]',
    'must be a latitude',
  ],
  [
    'a DISTANCE area without its radius',
    (f) => {
      f.brand.deliveryMethods.push('MAPPED_AREA_BASED');
      f.mappedAreas.push({
        id: 'near',
        storeId: 'al-barsha',
        type: 'DISTANCE',
        name: { en: 'Nearby', ar: 'قريب' },
        city: { en: 'Dubai', ar: 'دبي' },
        deliveryFee: 500,
        deliveryTime: 30,
        minOrder: 2000,
      });
    },
    'mappedAreas[0].radiusKm',
    'needs its radius',
  ],
  [
    'mapped areas without MAPPED_AREA_BASED',
    (f) => {
      f.mappedAreas.push({
        id: 'near',
        storeId: 'al-barsha',
        type: 'DISTANCE',
        name: { en: 'Nearby', ar: 'قريب' },
        city: { en: 'Dubai', ar: 'دبي' },
        radiusKm: 3,
        deliveryFee: 500,
        deliveryTime: 30,
        minOrder: 2000,
      });
    },
    'mappedAreas[0]',
    'need MAPPED_AREA_BASED',
  ],
  [
    'an opening time that is not HH:MM',
    (f) => (f.stores[0]!.openingHours[2]!.open = '8am'),
    'stores[0].openingHours[2].open',
    'HH:MM',
  ],
  [
    'a day past Saturday',
    (f) => (f.stores[0]!.openingHours[2]!.day = 7),
    'stores[0].openingHours[2].day',
    '0 (Sunday) to 6',
  ],
  ['a tax rate over 100%', (f) => (f.stores[0]!.taxRate = 105), 'stores[0].taxRate', 'at most 100%'],
  [
    'a phone number without its country code',
    (f) => (f.stores[0]!.mobileNumber = '043412233'),
    'stores[0].mobileNumber',
    'as +971',
  ],
  [
    'delivery on with no way to pay',
    (f) => (f.stores[0]!.paymentOptions.delivery = []),
    'stores[0].paymentOptions.delivery',
    'at least one payment type',
  ],
  [
    'dine-in on without tables',
    (f) => (f.stores[0]!.services.dineIn = true),
    'stores[0].dineInTables',
    'list the tables',
  ],
  [
    'a store latitude off the map',
    (f) => (f.stores[0]!.location.lat = 95),
    'stores[0].location.lat',
    'must be a latitude',
  ],
  ['no stores at all', (f) => (f.stores = []), 'stores', 'at least one store'],
  ['a colour that is not #RRGGBB', (f) => (f.brand.theme.color = 'red'), 'brand.theme.color', '#RRGGBB'],
  [
    'a logo at a plain http address',
    (f) => (f.brand.theme.logo = 'http://example.com/logo.png'),
    'brand.theme.logo',
    'https://',
  ],
  [
    'a path with capitals and a space',
    (f) => (f.brand.domains.temporary = 'Saj Street'),
    'brand.domains.temporary',
    'lower-case',
  ],
  [
    'a secret key in an integration',
    (f) => (f.brand.integrations[0]!.metaData = { secretKey: 'sk_live_abc' }),
    'brand.integrations[0].metaData.secretKey',
    'looks like a secret',
  ],
  [
    'a field the format does not have',
    (f) => ((f.brand as Record<string, unknown>)['colour'] = '#FFFFFF'),
    'brand',
    '"colour"',
  ],
  ['another format', (f) => (f.format = any('storefront-brand/0')), 'format', 'storefront-brand/1'],
  [
    'two pages with one key',
    (f) => f.staticPages.push({ ...f.staticPages[0]! }),
    'staticPages[1].key',
    'already a page',
  ],
  [
    'an image that is not a picture address',
    (f) => (f.items[0]!.images[0]!.url = 'javascript:alert(1)'),
    'items[0].images[0].url',
    '/static/media/',
  ],
];

describe('a brand file is checked whole, every error with its path', () => {
  it('takes the README example as it is', () => {
    const checked = checkBrandFile(exampleFile());
    expect(checked.ok ? [] : checked.errors).toEqual([]);
  });

  it(`refuses ${BAD_FILES.length} bad files, each naming where and what`, () => {
    expect(BAD_FILES.length).toBeGreaterThanOrEqual(30);
    for (const [what, edit, path, message] of BAD_FILES) {
      const file = exampleFile() as BrandFile & Record<string, unknown>;
      edit(file);
      const checked = checkBrandFile(file);
      expect(checked.ok, what).toBe(false);
      const errors = checked.ok ? [] : checked.errors;
      expect(
        errors.some((error) => error.path === path && error.message.includes(message)),
        `${what}: ${JSON.stringify(errors)}`,
      ).toBe(true);
    }
  });

  it('answers every error of a file at once, not only the first', () => {
    const file = exampleFile();
    file.items[0]!.price = 17.5;
    file.items[1]!.categoryId = 'nowhere';
    delete (file.categories[0]!.name as Partial<BrandFile['items'][0]['title']>).ar;
    const checked = checkBrandFile(file);
    // The shape's errors come first; the references are checked once the shape holds.
    expect(checked.ok ? [] : checked.errors.map((error) => error.path)).toEqual([
      'categories[0].name.ar',
      'items[0].price',
    ]);
  });

  it('refuses what is not a file at all', () => {
    for (const input of [null, 'a brand', 42, []]) {
      const checked = checkBrandFile(input);
      expect(checked.ok).toBe(false);
      expect(checked.ok ? [] : checked.errors[0]!.path).toBe('(the file)');
    }
  });

  it('publishes its JSON Schema as the format says (openapi/brand-file.schema.json)', () => {
    const published = JSON.parse(
      readFileSync(join(serverRoot, '..', '..', 'openapi', 'brand-file.schema.json'), 'utf8'),
    );
    // After a change to the format: pnpm --filter @storefront/server brand:schema
    expect(published).toEqual(brandFileJsonSchema());
  });
});
