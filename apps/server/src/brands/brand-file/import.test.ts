import { createApiClient, type ApiClient, type Schemas } from '@storefront/api';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { catalogueVersions, items, orders } from '../../db/schema.js';
import { demoBrandIds } from '../../db/seed/brands.js';
import { zaatarItemIds, zaatarStoreIds } from '../../db/seed/demo-ids.js';
import { demoStaff } from '../../staff/demo-staff.js';
import { useTestApp } from '../../testing/app.js';
import { openEventStream } from '../../testing/orders.js';
import { expectMatchesDescription } from '../../testing/contract.js';
import { signIn, validLine } from '../../testing/customers.js';
import { loopbackAddress, postFrom } from '../../testing/loopback.js';
import { engines } from '../../testing/test-database.js';
import { exampleFile, exampleMedia } from '../../testing/brand-files.js';
import type { BrandFile } from './format.js';
import { brandIdOf, idOf } from './ids.js';
import type { UploadedPicture } from './media.js';
import { importBrandFile } from './store.js';

/**
 * Importing a brand file (issue 35, docs/brand-file.md): a new brand goes live from one file; an
 * import is all or nothing, serialised per brand, and never changes what placed orders say.
 */

const ADMIN_KEY = 'test-admin-key-0123456789';
const zaatar = demoBrandIds.zaatarHouse;
const [jumeirahStaff, zaatarManager] = demoStaff;
/** Sunday 22 November 2026, 12:00 in Dubai: the stores are open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));

describe.each(engines)('brand file import, on %s', (engine) => {
  /** The server's clock: NOW, moved by a test that needs another hour and put back after. */
  let now = NOW;
  let mediaDir: string;
  beforeAll(() => {
    mediaDir = mkdtempSync(join(tmpdir(), 'brand-media-'));
  });
  afterAll(() => {
    rmSync(mediaDir, { recursive: true, force: true });
  });
  const test = useTestApp(engine, () => ({ clock: () => now, adminKey: ADMIN_KEY, mediaDir }));
  let database: Database;
  let admin: ApiClient;
  let manager: ApiClient;
  let staff: ApiClient;

  async function staffClient(who: { email: string; password: string }) {
    const answer = await test.anonymous.POST('/staff/sign-in', {
      body: { email: who.email, password: who.password },
    });
    const token = answer.data!.data.token;
    return createApiClient({ baseUrl: test.baseUrl, getToken: () => token });
  }

  const importAs = (client: ApiClient, file: unknown, dryRun = false, media?: UploadedPicture[]) =>
    client.POST('/admin/brands/import', {
      body: { file: file as Record<string, unknown>, dryRun, ...(media && { media }) },
    });
  const exportAs = (client: ApiClient, brandId: string) =>
    client.GET('/admin/brands/{brandId}/export', { params: { path: { brandId } } });
  const zaatarFile = async () => (await exportAs(admin, zaatar)).data!.data as unknown as BrandFile;
  const priceOf = async (itemId: string) =>
    (await database.db.select({ price: items.price }).from(items).where(eq(items.id, itemId)))[0]!
      .price as number;

  beforeAll(async () => {
    database = test.database;
    admin = createApiClient({
      baseUrl: test.baseUrl,
      fetch: (input, init) => {
        const request = new Request(input, init);
        request.headers.set('x-admin-key', ADMIN_KEY);
        return fetch(request);
      },
    });
    manager = await staffClient(zaatarManager);
    staff = await staffClient(jumeirahStaff);
  }, 90_000);

  it('creates a fourth brand from the example file; its storefront serves its menu and takes an order', async () => {
    const file = exampleFile();
    // Its pictures come with it: without them, each picture it names is refused by its path.
    const bare = await importAs(admin, file, true);
    expect(bare.response.status).toBe(400);
    expect(bare.error).toMatchObject({
      errors: expect.arrayContaining([
        {
          path: 'brand.theme.logo',
          message:
            '/static/media/brands/saj-street/logo.svg is neither uploaded with the file nor kept already',
        },
      ]),
    });
    const dry = await importAs(admin, file, true, exampleMedia());
    expect(dry.response.status).toBe(200);
    expect(dry.data!.data).toMatchObject({ created: true, changes: { items: { added: expect.any(Array) } } });
    expect(dry.data!.data.changes['items']!.added).toHaveLength(6);
    const brandId = brandIdOf('saj-street');
    expect(await exportAs(admin, brandId)).toMatchObject({ response: { status: 404 } });

    expect(existsSync(join(mediaDir, 'saj-street'))).toBe(false);
    const imported = await importAs(admin, file, false, exampleMedia());
    expect(imported.response.status).toBe(200);
    expectMatchesDescription('importBrandFile', 200, imported.data);
    expect(imported.data!.data).toMatchObject({ brandId, created: true });
    expect(imported.data!.data.pictures).toContain('items/chicken-saj.svg');
    const logo = await fetch(`${test.origin}/static/media/brands/saj-street/logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');

    const settings = await test.anonymous.POST('/branding/get-brand-info-by-temporary-domain', {
      body: { temporaryDomainName: 'saj-street' },
    });
    expect(settings.response.status).toBe(200);
    const storeId = idOf(brandId, 'store', 'al-barsha');
    const menu = await test.anonymous.POST('/menus/get-pickup-store-menu', { body: { brandId, storeId } });
    expect(menu.response.status).toBe(200);
    const served = menu.data!.data.storeMenu.categories.flatMap((category) =>
      category.items.map((entry) => entry.itemId),
    );
    expect(served.map((item) => item.baseLanguage.title)).toEqual([
      'Chicken Shawarma Saj',
      'Halloumi Saj',
      'Zaatar and Olive Oil',
      'Labneh and Vegetables',
      'Laban Ayran',
      'Mint Lemonade',
    ]);
    expect(served[0]!.translations.ar.title).toBe('صاج شاورما دجاج');

    // An order on the new brand, priced by the server from the imported menu: 2 x 18.00 + 5% VAT.
    const customer = await signIn(test.baseUrl, test.services, brandId);
    const body = {
      brandId,
      storeId,
      serviceType: 'PICKUP' as const,
      cart: [validLine(served[0]!, 2)],
      timing: { type: 'ASAP' as const },
      payment: { paymentType: 'CASH' as const },
      expectedTotal: 3780 as Schemas['Fils'],
      idempotencyKey: 'saj-street-first-order',
    };
    const placed = await customer.client.POST('/order/place-order-v2', { body });
    expect(placed.error).toBeUndefined();
    expect(placed.data!.data.savedOrder.totalOrderPrice).toBe(3780);

    // Importing the same file again changes nothing; its pictures are kept, so it needs them no more.
    const again = await importAs(admin, file);
    expect(
      Object.values(again.data!.data.changes).flatMap((change) => [
        ...change.added,
        ...change.changed,
        ...change.removed,
      ]),
    ).toEqual([]);
  });

  it('keeps a preview-only brand to showing its menu: it is served, and no order is taken', async () => {
    const file = JSON.parse(
      JSON.stringify(exampleFile()).replaceAll(
        '/static/media/brands/saj-street/',
        '/static/media/brands/saj-preview/',
      ),
    ) as BrandFile;
    file.brand.id = 'saj-preview';
    file.brand.domains = { ...file.brand.domains, temporary: 'saj-preview', custom: null };
    file.brand.catalogueType = 'preview';
    const imported = await importAs(admin, file, false, exampleMedia());
    expect(imported.response.status).toBe(200);
    const brandId = brandIdOf('saj-preview');
    const settings = await test.anonymous.POST('/branding/get-brand-info-by-temporary-domain', {
      body: { temporaryDomainName: 'saj-preview' },
    });
    expectMatchesDescription('getBrandInfoByTemporaryDomain', 200, settings.data);
    expect(settings.data!.data.brand.catalogueType).toBe('preview');
    const menu = await test.anonymous.POST('/menus/get-brand-menu', { body: { brandId } });
    const shown = menu.data!.data.categories.flatMap((category) => category.items);
    expect(shown).toHaveLength(6);

    // Whatever a client sends, nothing is ordered: every attempt at once is refused, none written.
    const ordersBefore = (await database.db.select().from(orders).where(eq(orders.brandId, brandId))).length;
    const customer = await signIn(test.baseUrl, test.services, brandId);
    const refused = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        customer.client.POST('/order/place-order-v2', {
          body: {
            brandId,
            storeId: idOf(brandId, 'store', 'al-barsha'),
            serviceType: 'PICKUP',
            cart: [validLine(shown[0]!.itemId, 1)],
            timing: { type: 'ASAP' },
            payment: { paymentType: 'CASH' },
            expectedTotal: 1890 as Schemas['Fils'],
            idempotencyKey: `preview-order-${n}`,
          },
        }),
      ),
    );
    for (const answer of refused) {
      expect(answer.response.status).toBe(400);
      expect(answer.error).toMatchObject({ messageKey: 'errors:previewOnlyBrand' });
    }
    expect((await database.db.select().from(orders).where(eq(orders.brandId, brandId))).length).toBe(
      ordersBefore,
    );
  });

  it('offers a happy hour only within its daily window: listed, priced and refused by the hour', async () => {
    const file = JSON.parse(
      JSON.stringify(exampleFile()).replaceAll(
        '/static/media/brands/saj-street/',
        '/static/media/brands/saj-happy/',
      ),
    ) as BrandFile;
    file.brand.id = 'saj-happy';
    file.brand.domains = { ...file.brand.domains, temporary: 'saj-happy', custom: null };
    // SAJ10, from 11:00 to 13:00 in Dubai every day (NOW is 12:00 there).
    file.discounts[0] = { ...file.discounts[0]!, dailyHours: { from: '11:00', to: '13:00' } };
    expect((await importAs(admin, file, false, exampleMedia())).response.status).toBe(200);
    const brandId = brandIdOf('saj-happy');
    const storeId = idOf(brandId, 'store', 'al-barsha');
    const exported = (await exportAs(admin, brandId)).data!.data as unknown as BrandFile;
    expect(exported.discounts[0]!.dailyHours).toEqual({ from: '11:00', to: '13:00' });
    const menu = await test.anonymous.POST('/menus/get-pickup-store-menu', { body: { brandId, storeId } });
    const chicken = menu.data!.data.storeMenu.categories[0]!.items[0]!.itemId;
    const listed = async () =>
      (
        await test.anonymous.POST('/discounts/get-all-active-discounts-v2', { body: { brandId } })
      ).data!.discount.discounts.map((discount) => discount.discountCode);
    const customer = await signIn(test.baseUrl, test.services, brandId);
    const validate = () =>
      customer.client.POST('/discounts/validate-discount-V2', {
        body: {
          brandId,
          storeId,
          serviceType: 'PICKUP',
          cart: [validLine(chicken, 3)],
          discountCode: 'SAJ10',
        },
      });
    try {
      // In the window: listed with its hours, and it takes 10% off.
      expect(await listed()).toEqual(['SAJ10']);
      const inside = await validate();
      expect(inside.response.status).toBe(200);
      // 13:00 in Dubai: the hour is over; neither listed nor taken.
      now = new Date(NOW.getTime() + 60 * 60 * 1000);
      expect(await listed()).toEqual([]);
      const after = await validate();
      expect(after.response.status).toBe(400);
      // The next day's window takes it again.
      now = new Date(NOW.getTime() + 23 * 60 * 60 * 1000);
      expect(await listed()).toEqual(['SAJ10']);
    } finally {
      now = NOW;
    }
  });

  it('refuses pictures that are not what they say, too large, with scripts, or of the wrong size', async () => {
    const file = exampleFile();
    const [logo] = exampleMedia().filter((picture) => picture.name === 'logo.svg');
    const svg = (text: string) => Buffer.from(text).toString('base64');
    const cases: [UploadedPicture, string][] = [
      [{ ...logo!, name: 'logo.png', contentType: 'image/png' }, 'is not a PNG file'],
      [
        {
          ...logo!,
          data: svg(
            '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>',
          ),
        },
        'scripts',
      ],
      [
        {
          ...logo!,
          data: svg('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9" onload="x()"></svg>'),
        },
        'scripts',
      ],
      [
        {
          ...logo!,
          data: svg(
            '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><image href="https://example.com/a.png"/></svg>',
          ),
        },
        'from outside itself',
      ],
      [{ ...logo!, data: Buffer.alloc(3 * 1024 * 1024, 32).toString('base64') }, 'more than 2097152'],
      [{ ...logo!, name: '../logo.svg' }, 'is not a picture name'],
      [{ ...logo!, contentType: 'image/gif', name: 'logo.gif' }, 'is not a picture name'],
    ];
    for (const [picture, message] of cases) {
      const refused = await importAs(admin, file, true, [picture]);
      expect(refused.response.status, message).toBe(400);
      expect(refused.error, message).toMatchObject({
        errors: [{ path: 'media[0]', message: expect.stringContaining(message) }],
      });
    }
    // An item picture of another size than the file says.
    const media = exampleMedia().map((picture) =>
      picture.name === 'items/laban.svg'
        ? { ...picture, data: svg('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"></svg>') }
        : picture,
    );
    const sized = await importAs(admin, file, true, media);
    expect(sized.error).toMatchObject({
      errors: [{ path: 'items[4].images[0].url', message: 'is 300x200, not the 600x600 the file says' }],
    });
    // Another brand's folder, and a shipped picture that is not there.
    const other = structuredClone(file);
    other.brand.theme.logo = '/static/media/brands/zaatar-house/logo.svg';
    other.brand.theme.favicon = '/static/media/zaatar-house/nothing.svg';
    const wrong = await importAs(admin, other, true, exampleMedia());
    expect(wrong.error).toMatchObject({
      errors: [
        { path: 'brand.theme.logo', message: expect.stringContaining("another brand's picture") },
        {
          path: 'brand.theme.favicon',
          message: '/static/media/zaatar-house/nothing.svg is not a picture the product has',
        },
      ],
    });
  });

  it('lets a manager import and export their own brand only; staff and strangers are refused', async () => {
    const own = await zaatarFile();
    expect((await importAs(manager, own, true)).response.status).toBe(200);
    expect((await exportAs(manager, zaatar)).response.status).toBe(200);
    expect((await exportAs(manager, demoBrandIds.datesAndCo)).response.status).toBe(403);
    expect((await importAs(manager, exampleFile(), true)).response.status).toBe(403);
    expect((await importAs(staff, own, true)).response.status).toBe(403);
    expect((await exportAs(staff, zaatar)).response.status).toBe(403);
    expect((await importAs(test.anonymous, own, true)).response.status).toBe(401);
    expect((await exportAs(test.anonymous, zaatar)).response.status).toBe(401);
  });

  it("lets a manager take a store's menu sheet out and back in; store staff are refused", async () => {
    const path = { brandId: zaatar, storeId: zaatarStoreIds.marina };
    const sheet = await manager.GET('/admin/brands/{brandId}/stores/{storeId}/menu-sheet', {
      params: { path },
      parseAs: 'text',
    });
    expect(sheet.response.status).toBe(200);
    expect(sheet.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const csv = sheet.data as unknown as string;
    expect(csv).toContain('Hummus Fatteh');
    const back = await manager.POST('/admin/brands/{brandId}/stores/{storeId}/menu-sheet', {
      params: { path },
      body: { csv, dryRun: true },
    });
    expect(back.response.status).toBe(200);
    expectMatchesDescription('importMenuSheet', 200, back.data);
    expect(back.data!.data.prices).toEqual([]);
    const bad = await manager.POST('/admin/brands/{brandId}/stores/{storeId}/menu-sheet', {
      params: { path },
      body: { csv: csv.replace('Hummus Fatteh,فتة حمص', 'Hummus Fatteh,') },
    });
    expect(bad.response.status).toBe(400);
    expectMatchesDescription('importMenuSheet', 400, bad.error);
    expect(bad.error).toMatchObject({ errors: [{ path: expect.stringMatching(/^row \d+, item_ar$/) }] });
    const refused = await staff.GET('/admin/brands/{brandId}/stores/{storeId}/menu-sheet', {
      params: { path: { brandId: zaatar, storeId: zaatarStoreIds.jumeirah } },
      parseAs: 'text',
    });
    expect(refused.response.status).toBe(403);
  });

  it('answers a bad file with every error and its path, and changes nothing', async () => {
    const file = await zaatarFile();
    file.items[0]!.price = 17.5;
    file.items[1]!.title.ar = '';
    const version = await database.db
      .select()
      .from(catalogueVersions)
      .where(eq(catalogueVersions.brandId, zaatar));
    const refused = await importAs(admin, file);
    expect(refused.response.status).toBe(400);
    expectMatchesDescription('importBrandFile', 400, refused.error);
    expect(refused.error).toMatchObject({
      messageKey: 'errors:brandFileInvalid',
      errors: [
        { path: 'items[0].price', message: expect.stringContaining('not a fraction') },
        { path: 'items[1].title.ar', message: 'Arabic text is missing' },
      ],
    });
    expect(
      await database.db.select().from(catalogueVersions).where(eq(catalogueVersions.brandId, zaatar)),
    ).toEqual(version);
  });

  it('is all or nothing: a file refused midway (a store with orders removed) leaves every price as it was', async () => {
    const file = await zaatarFile();
    const item = file.items.find((entry) => entry.id === zaatarItemIds.zaatarShakshuka)!;
    const before = await priceOf(item.id);
    item.price = before + 500;
    // Jumeirah has orders and staff: the file drops it, after its prices were written.
    file.stores = file.stores.filter((store) => store.id !== zaatarStoreIds.jumeirah);
    for (const area of file.deliveryAreas)
      area.storeIds = area.storeIds.filter((id) => id !== zaatarStoreIds.jumeirah);
    file.deliveryAreas = file.deliveryAreas.filter((area) => area.storeIds.length);
    for (const entry of file.items) {
      if (entry.storeIds) entry.storeIds = entry.storeIds.filter((id) => id !== zaatarStoreIds.jumeirah);
      if (entry.storeIds?.length === 0) delete entry.storeIds;
      if (entry.unavailableStores)
        entry.unavailableStores = entry.unavailableStores.filter(
          (mark) => mark.storeId !== zaatarStoreIds.jumeirah,
        );
      for (const group of entry.modifierGroups)
        for (const option of group.modifiers)
          if (option.unavailableStores)
            option.unavailableStores = option.unavailableStores.filter(
              (mark) => mark.storeId !== zaatarStoreIds.jumeirah,
            );
    }
    for (const discount of file.discounts)
      discount.discountAppliedOnSpecificStores = discount.discountAppliedOnSpecificStores.filter(
        (id) => id !== zaatarStoreIds.jumeirah,
      );
    file.discounts = file.discounts.filter(
      (discount) => discount.isApplicableOnAllStores || discount.discountAppliedOnSpecificStores.length,
    );
    const refused = await importAs(admin, file);
    expect(refused.response.status, JSON.stringify(refused.error)).toBe(400);
    expect(refused.error).toMatchObject({
      errors: [{ path: 'stores', message: expect.stringContaining('has orders or staff accounts') }],
    });
    expect(await priceOf(item.id)).toBe(before);
  });

  it('keeps what placed orders say when a price changes or an item goes', async () => {
    const customer = await signIn(test.baseUrl, test.services, zaatar);
    const menu = await test.anonymous.POST('/menus/get-pickup-store-menu', {
      body: { brandId: zaatar, storeId: zaatarStoreIds.marina },
    });
    const shakshuka = menu
      .data!.data.storeMenu.categories.flatMap((category) => category.items.map((entry) => entry.itemId))
      .find((item) => item._id === zaatarItemIds.zaatarShakshuka)!;
    const body = {
      brandId: zaatar,
      storeId: zaatarStoreIds.marina,
      serviceType: 'PICKUP' as const,
      cart: [validLine(shakshuka, 1)],
      timing: { type: 'ASAP' as const },
      payment: { paymentType: 'CASH' as const },
      expectedTotal: 1 as Schemas['Fils'],
      idempotencyKey: 'import-in-flight',
      pickupVehicleInfo: 'White Patrol, plate 41577',
    };
    const probe = await customer.client.POST('/order/place-order-v2', { body });
    const total = (probe.error as { data?: Schemas['Totals'] }).data!.total;
    const placed = await customer.client.POST('/order/place-order-v2', {
      body: { ...body, expectedTotal: total },
    });
    expect(placed.error).toBeUndefined();
    const orderId = placed.data!.data.savedOrder._id;
    const detail = async () =>
      (
        await customer.client.POST('/order/get-order-info/{id}', {
          params: { path: { id: orderId } },
          body: { brandId: zaatar },
        })
      ).data!.data;
    const said = await detail();

    const file = await zaatarFile();
    file.items = file.items.filter((item) => item.id !== zaatarItemIds.zaatarShakshuka);
    for (const discount of file.discounts)
      discount.discountAppliedOnSpecificItems = discount.discountAppliedOnSpecificItems.filter(
        (id) => id !== zaatarItemIds.zaatarShakshuka,
      );
    file.discounts = file.discounts.filter(
      (discount) => discount.isApplicableOnAllItems || discount.discountAppliedOnSpecificItems.length,
    );
    const imported = await importAs(admin, file);
    expect(imported.response.status, JSON.stringify(imported.error)).toBe(200);
    expect(imported.data!.data.changes['items']!.removed).toEqual(['Shakshuka (ZH-SHAKSHUKA)']);
    expect(await detail()).toEqual(said);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.total).toBe(total);
    // The menu no longer sells it.
    const after = await test.anonymous.POST('/menus/get-pickup-store-menu', {
      body: { brandId: zaatar, storeId: zaatarStoreIds.marina },
    });
    const titles = after.data!.data.storeMenu.categories.flatMap((category) =>
      category.items.map((entry) => entry.itemId.baseLanguage.title),
    );
    expect(titles).not.toContain('Shakshuka');
  });

  it("tells every store's open menus to read again once an import commits", async () => {
    const stream = await openEventStream(
      `${test.baseUrl}/stores/${zaatarStoreIds.marina}/menu-events?brandId=${zaatar}`,
      { accept: 'text/event-stream' },
    );
    try {
      await stream.until((event) => event.event === 'ready');
      const file = await zaatarFile();
      expect((await importAs(admin, file)).response.status).toBe(200);
      // Nothing changed: nothing is said.
      file.items[0]!.price += 100;
      expect((await importAs(admin, file, true)).response.status).toBe(200);
      expect(stream.received.filter((event) => event.event === 'changed')).toHaveLength(0);
      expect((await importAs(admin, file)).response.status).toBe(200);
      const [heard] = await stream.until((event) => event.event === 'changed');
      expect(JSON.parse(heard!.data)).toMatchObject({ storeId: zaatarStoreIds.marina });
    } finally {
      stream.close();
    }
  });

  it("keeps the kitchen's sold-out marks where the file says nothing of them", async () => {
    const file = await zaatarFile();
    const item = file.items.find((entry) => !entry.unavailableStores && !entry.storeIds)!;
    const mark = [{ storeId: zaatarStoreIds.marina, nextAvailableTime: null }];
    await database.db.update(items).set({ unavailableStores: mark }).where(eq(items.id, item.id));
    item.price += 100;
    expect((await importAs(admin, file)).response.status).toBe(200);
    const [row] = await database.db.select().from(items).where(eq(items.id, item.id));
    expect(row!.unavailableStores).toEqual(mark);
    expect(row!.price).toBe(item.price);
  });

  it('runs 12 imports of one brand at once one after the other: the brand ends as one whole file', async () => {
    const file = await zaatarFile();
    const [first, second] = file.items.filter((entry) => entry.price > 0);
    // Each file moves one of two prices and leaves the other as it is: an import that judged what to
    // write from rows another was changing would end with one file's price beside another's.
    const files = Array.from({ length: 12 }, (_, n) => {
      const copy = structuredClone(file);
      const moved = n % 2 === 0 ? first! : second!;
      copy.items.find((entry) => entry.id === moved.id)!.price = moved.price + 100 + n;
      return copy;
    });
    // Straight into the store as well as through the call: the checks of a call run one at a time on
    // the event loop, so the straight imports are the ones that overlap inside the database.
    await Promise.all(files.map((copy) => importBrandFile(database.db, copy)));
    const straight = JSON.stringify(await zaatarFile());
    expect(files.some((copy) => JSON.stringify(copy) === straight)).toBe(true);
    const answers = await Promise.all(
      files.map((copy, n) =>
        postFrom(
          loopbackAddress(n),
          `${test.baseUrl}/admin/brands/import`,
          { file: copy },
          { 'x-admin-key': ADMIN_KEY },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(files.map(() => 200));
    const now = await zaatarFile();
    expect(files.some((copy) => JSON.stringify(copy) === JSON.stringify(now))).toBe(true);
    const rows = await database.db
      .select()
      .from(items)
      .where(and(eq(items.brandId, zaatar)));
    expect(rows).toHaveLength(file.items.length);
  });
});
