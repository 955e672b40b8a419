// A big brand from one file (docs/brand-file.md; the target: a 2,000-item catalogue imports in
// under 10 s here, and its store menu still serves from memory within the current read targets). A
// generated brand file: one store, 40 categories of 50 items, every item with two option groups (5
// options each), two delivery areas and a discount. Timed in one process, with the app built as the
// server builds it (apps/server buildApp) on PGlite, or on PostgreSQL with BENCH_DATABASE_URL:
// - checking the file (shape and references) and importing it new (one transaction);
// - importing it again unchanged (nothing is written);
// - importing it with 100 prices changed (100 rows written);
// - the store menu read: first after the import (uncached: the catalogue's load and the answer),
//   then cached, with app.inject and `accept-encoding: br, gzip`, and its size.
// Usage: npx tsx brand-import.bench.ts [items=2000] [rounds=5]
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../apps/server/src/app.js';
import { checkBrandFile } from '../apps/server/src/brands/brand-file/check.js';
import type { BrandFile } from '../apps/server/src/brands/brand-file/format.js';
import { brandIdOf, idOf } from '../apps/server/src/brands/brand-file/ids.js';
import { importBrandFile } from '../apps/server/src/brands/brand-file/store.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { items } from '../apps/server/src/db/schema.js';
import { seedDemoDataIfEmpty } from '../apps/server/src/db/seed/index.js';

const itemCount = Number(process.argv[2] ?? 2000);
const rounds = Number(process.argv[3] ?? 5);
const categoryCount = 40;

const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { PGlite } = (await import(
  pathToFileURL(serverRequire.resolve('@electric-sql/pglite')).href
)) as typeof import('@electric-sql/pglite');
const { eq } = (await import(
  pathToFileURL(serverRequire.resolve('drizzle-orm')).href
)) as typeof import('drizzle-orm');

const T = (en: string, ar: string) => ({ en, ar });
const ARABIC_DISHES = ['شاورما', 'فلافل', 'حمص', 'متبل', 'كبة', 'مناقيش', 'فتوش', 'تبولة', 'كنافة', 'عصير'];

/** A generated brand file: `items` items over 40 categories, each with a size and an extras group. */
function bigBrand(items: number, key: string): BrandFile {
  const perCategory = Math.ceil(items / categoryCount);
  return {
    format: 'storefront-brand/1',
    brand: {
      id: key,
      name: T('Souk Kitchen', 'مطبخ السوق'),
      baseLanguage: 'EN',
      catalogueType: 'OUTLET_BASED_CATALOGUE',
      deliveryMethods: ['AREA_BASED'],
      domains: { temporary: key, custom: null },
      contact: { mobileNumber: '+97143001122', whatsAppContact: '+971503001122' },
      theme: {
        color: '#1F5F8B',
        textColor: '#FFFFFF',
        homeImage: '/static/media/zaatar-house/home.svg',
        logo: '/static/media/zaatar-house/logo.svg',
        favicon: '/static/media/zaatar-house/favicon.svg',
        tagline: T('Everything from the souk, delivered', 'كل ما في السوق، حتى بابك'),
      },
      services: { delivery: true, pickup: true, dineIn: false },
      integrations: [],
    },
    stores: [
      {
        id: 'deira',
        name: T('Souk Kitchen Deira', 'مطبخ السوق - ديرة'),
        description: T('Beside the Gold Souk.', 'بجانب سوق الذهب.'),
        manualAddress: T('Sikkat Al Khail Road, Deira, Dubai', 'شارع سكة الخيل، ديرة، دبي'),
        mapAddress: 'Sikkat Al Khail Road, Deira, Dubai',
        city: T('Dubai', 'دبي'),
        country: T('United Arab Emirates', 'الإمارات العربية المتحدة'),
        mobileNumber: '+97143001122',
        whatsAppContact: '+971503001122',
        taxRate: 5,
        isOpened: true,
        averagePrepTime: 30,
        averagePrepTimeForPickup: 15,
        averagePrepTimeForDineIn: 15,
        location: { lat: 25.2697, lng: 55.2962 },
        services: { delivery: true, pickup: true, dineIn: false },
        preOrder: { delivery: true, pickup: true },
        openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '23:59' })),
        slotIntervalMinutes: 30,
        preOrderLeadMinutes: 45,
        preOrderDays: 3,
        paymentOptions: { delivery: ['CREDIT_CARD', 'CASH'], pickup: ['CREDIT_CARD', 'CASH'], dineIn: [] },
        vehicleInfoForPickup: { isActive: false, isRequired: false },
        deliveryChargesWaiverInfo: {
          onOrderAmount: { isEnabled: false, amount: 0 },
          onDateRange: { isEnabled: false, startDateTime: 0, endDateTime: 0 },
        },
      },
    ],
    categories: Array.from({ length: categoryCount }, (_, n) => ({
      id: `category-${n}`,
      name: T(`Section ${n + 1}`, `القسم ${n + 1}`),
      sortOrder: n,
    })),
    items: Array.from({ length: items }, (_, n) => ({
      id: `item-${n}`,
      categoryId: `category-${Math.floor(n / perCategory)}`,
      sku: `SK-${n}`,
      title: T(`Dish ${n + 1}`, `${ARABIC_DISHES[n % ARABIC_DISHES.length]} ${n + 1}`),
      description: T(`House dish number ${n + 1}, made to order.`, `طبق البيت رقم ${n + 1}، يحضر عند الطلب.`),
      price: 1200 + (n % 40) * 50,
      images: [{ url: '/static/media/zaatar-house/items/zh-falafel-saj.svg', width: 600, height: 600 }],
      modifierGroups: [
        {
          id: 'size',
          name: T('Size', 'الحجم'),
          isSingleSelection: true,
          minimumAllowedSelection: 1,
          maximumAllowedSelection: 1,
          modifiers: ['Small', 'Regular', 'Large', 'Family', 'Party'].map((size, at) => ({
            id: `size-${at}`,
            sku: `SK-${n}-S${at}`,
            name: T(size, ['صغير', 'عادي', 'كبير', 'عائلي', 'حفلة'][at]!),
            price: at * 300,
          })),
        },
        {
          id: 'extras',
          name: T('Extras', 'إضافات'),
          isSingleSelection: false,
          minimumAllowedSelection: 0,
          maximumAllowedSelection: 3,
          modifiers: ['Cheese', 'Garlic', 'Pickles', 'Chilli', 'Fries'].map((extra, at) => ({
            id: `extra-${at}`,
            sku: `SK-${n}-X${at}`,
            name: T(extra, ['جبنة', 'ثوم', 'مخلل', 'حار', 'بطاطا'][at]!),
            price: 200,
          })),
        },
      ],
      sortOrder: n,
    })),
    deliveryAreas: [
      {
        id: 'deira',
        method: 'AREA_BASED',
        country: { id: 'uae', name: T('United Arab Emirates', 'الإمارات العربية المتحدة') },
        city: { id: 'dubai', name: T('Dubai', 'دبي') },
        area: { id: 'deira', name: T('Deira', 'ديرة') },
        deliveryFee: 700,
        deliveryTime: 35,
        minOrder: 3000,
        storeIds: ['deira'],
      },
    ],
    mappedAreas: [],
    discounts: [
      {
        id: 'souk15',
        discountCode: 'SOUK15',
        discountName: T('15% off', 'خصم 15٪'),
        description: T('15% off orders of AED 60 or more.', 'خصم 15٪ على الطلبات من 60 درهماً.'),
        discountType: 'percentage',
        discountAmount: 15,
        maximumDiscountValue: 3000,
        minOrderValue: 6000,
        perCustomerUse: 0,
        isApplicableOnAllStores: true,
        isApplicableOnAllItems: true,
        discountAppliedOnSpecificItems: [],
        discountAppliedOnSpecificStores: [],
        serviceType: ['DELIVERY', 'PICKUP'],
        discountApplication: 'manual',
        isWelcomeCoupon: false,
        isActive: true,
        startsAt: 1767225600,
        endsAt: 1893456000,
      },
    ],
    loyalty: null,
    staticPages: [],
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const time = async (work: () => Promise<unknown>) => {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

const url = process.env['BENCH_DATABASE_URL'];
const database = url
  ? await openDatabase({ kind: 'postgres', url })
  : await openDatabase({ kind: 'pglite', pglite: new PGlite() });
await database.migrate();
await seedDemoDataIfEmpty(database.db);
const { app, services } = await buildApp({ database });

const result = {
  engine: url ? 'postgres' : 'pglite',
  items: itemCount,
  check: [] as number[],
  importNew: [] as number[],
  importSame: [] as number[],
  import100Prices: [] as number[],
  uncachedMenu: [] as number[],
  itemsQuery: [] as number[],
  cachedMenu: [] as number[],
  menuBytes: 0,
};

try {
  for (let round = 0; round < rounds; round += 1) {
    const key = `souk-kitchen-${process.pid}-${round}`;
    const brandId = brandIdOf(key);
    const storeId = idOf(brandId, 'store', 'deira');
    const file = JSON.parse(JSON.stringify(bigBrand(itemCount, key))) as unknown;
    let checked: BrandFile | undefined;
    result.check.push(
      await time(async () => {
        const answer = checkBrandFile(file);
        if (!answer.ok) throw new Error(JSON.stringify(answer.errors.slice(0, 3)));
        checked = answer.file;
      }),
    );
    result.importNew.push(await time(() => importBrandFile(database.db, checked!)));
    result.importSame.push(
      await time(async () => {
        const plan = await importBrandFile(database.db, checked!);
        if (plan.changes['items'].changed.length) throw new Error('an unchanged file changed items');
      }),
    );
    const repriced = structuredClone(checked!);
    for (let n = 0; n < 100; n += 1) repriced.items[n * 7]!.price += 100;
    result.import100Prices.push(
      await time(async () => {
        const plan = await importBrandFile(database.db, repriced);
        if (plan.prices.length !== 100)
          throw new Error(`expected 100 price changes, saw ${plan.prices.length}`);
      }),
    );
    // The import's notice drops the brand's catalogue; wait until this process has heard it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const readMenu = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/menus/get-delivery-store-menu-v2?app_version=26&app_name=storefront',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
        payload: JSON.stringify({ brandId, storeId }),
      });
    result.uncachedMenu.push(
      await time(async () => {
        const answer = await readMenu();
        if (answer.statusCode !== 200)
          throw new Error(`store menu answered ${answer.statusCode}: ${answer.body}`);
      }),
    );
    // The bound of an uncached read: within 2x of one query of the brand's items.
    const queries: number[] = [];
    for (let read = 0; read < 5; read += 1)
      queries.push(await time(() => database.db.select().from(items).where(eq(items.brandId, brandId))));
    result.itemsQuery.push(median(queries));
    await services.answers.idle();
    const cached: number[] = [];
    for (let read = 0; read < 50; read += 1) {
      cached.push(
        await time(async () => {
          const answer = await readMenu();
          result.menuBytes = answer.rawPayload.length;
        }),
      );
    }
    result.cachedMenu.push(median(cached));
  }
  const line = (name: string, values: number[]) =>
    `${name.padEnd(28)} median ${ms(median(values))}  (${values.map((value) => value.toFixed(0)).join(', ')})`;
  process.stdout.write(
    [
      `brand file of ${itemCount} items in ${categoryCount} categories, ${rounds} rounds, ${result.engine}`,
      line('check (shape, references)', result.check),
      line('import, new brand', result.importNew),
      line('import again, unchanged', result.importSame),
      line('import, 100 prices changed', result.import100Prices),
      line('store menu, first read', result.uncachedMenu),
      line('one query of its items', result.itemsQuery),
      `uncached read / items query: ${(median(result.uncachedMenu) / median(result.itemsQuery)).toFixed(2)}`,
      line('store menu, cached', result.cachedMenu),
      `store menu answer: ${(result.menuBytes / 1024).toFixed(1)} KB brotli`,
      '',
    ].join('\n'),
  );
} finally {
  await app.close();
  await database.close();
}
