import type { ApiClient, Schemas } from '@storefront/api';
import { fils } from '@storefront/core';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../app.js';
import { openDatabase, type Database } from '../db/database.js';
import { brands, catalogueVersions, items, orders, stores as storesTable } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { useTestApp } from '../testing/app.js';
import { signIn, validLine } from '../testing/customers.js';
import { engines } from '../testing/test-database.js';
import { CatalogueChanged, writeOrderRow } from './order-insert.js';

/**
 * Orders are priced from the cached catalogue: every write to it (by this process, another one, or
 * plain SQL) must reach the next order, and an order priced from a catalogue that changed while it
 * was priced must never be written at the old prices.
 */

/** Sunday 22 November 2026, 12:00 in Dubai: the open outlets are open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const zaatar = demoBrandIds.zaatarHouse;

describe.each(engines)('orders after a catalogue change on %s', (engine) => {
  const test = useTestApp(engine, { clock: () => NOW });
  let database: Database & { url?: string };
  let services: AppServices;
  let baseUrl: string;
  let store: Schemas['Store'];
  let item: Schemas['Item'];

  const countOrders = async () => (await database.db.select({ value: count() }).from(orders))[0]!.value;

  /** A cash pickup of the item, its line carrying the unit price the customer was shown. */
  function pickupOrder(quantity = 2, price: number = item.price) {
    return {
      brandId: zaatar,
      storeId: store._id,
      serviceType: 'PICKUP' as const,
      cart: [validLine({ ...item, price: fils(price) }, quantity)],
      timing: { type: 'ASAP' as const },
      payment: { paymentType: 'CASH' as const },
      expectedTotal: fils(1),
      idempotencyKey: `key-${Math.random().toString(36).slice(2)}-${Date.now()}`,
    };
  }

  /** The total the server asks for this order now (from its PRICE_CHANGED answer). */
  async function serverTotal(client: ApiClient, body: ReturnType<typeof pickupOrder>) {
    const probe = await client.POST('/order/place-order-v2', { body: { ...body, expectedTotal: fils(1) } });
    const totals = (probe.error as { data?: Schemas['Totals'] } | undefined)?.data;
    if (!totals) throw new Error(`expected PRICE_CHANGED, got ${JSON.stringify(probe.error ?? probe.data)}`);
    return totals;
  }

  const setPrice = (db: Database['db'], price: number) =>
    db
      .update(items)
      .set({ price: fils(price) })
      .where(eq(items.id, item._id));

  beforeAll(async () => {
    ({ database, services, baseUrl } = test);
    const anonymous = test.anonymous;
    const stores = (await anonymous.POST('/store/get-stores-for-pickup', { body: { brandId: zaatar } })).data!
      .stores;
    store = stores.find((candidate) => candidate.isOpened && candidate.baseLanguage.name.includes('Marina'))!;
    const menu = await anonymous.POST('/menus/get-pickup-store-menu', {
      body: { brandId: zaatar, storeId: store._id },
    });
    item = menu
      .data!.data.storeMenu.categories.flatMap((category) => category.items.map((entry) => entry.itemId))
      .find(
        (candidate) =>
          candidate.price > 0 &&
          candidate.modifierGroups.every((group) => group.minimumAllowedSelection === 0) &&
          !candidate.unavailableStores.some((entry) => entry.storeId === store._id),
      )!;
  });

  it('prices the next order at a new price written straight to the database, and refuses the old total', async () => {
    const { client } = await signIn(baseUrl, services, zaatar);
    const body = pickupOrder();
    const before = await serverTotal(client, body);
    await setPrice(database.db, item.price + 100);

    // The basket as the customer saw it (old unit price, old total) is refused: the menu changed.
    const ordersBefore = await countOrders();
    const stale = await client.POST('/order/place-order-v2', {
      body: { ...body, expectedTotal: before.total },
    });
    expect(stale.response.status).toBe(400);
    expect((stale.error as { error?: { code?: string } }).error?.code).toBe('PRICE_CHANGED');
    expect(await countOrders()).toBe(ordersBefore);

    const fresh = { ...pickupOrder(2, item.price + 100), idempotencyKey: body.idempotencyKey };
    const after = await serverTotal(client, fresh);
    expect(after.cartTotal).toBe(before.cartTotal + 200);
    const placed = await client.POST('/order/place-order-v2', {
      body: { ...fresh, expectedTotal: after.total },
    });
    expect(placed.data?.data.savedOrder.totalOrderPrice).toBe(after.total);
    const [row] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.data!.data.savedOrder._id));
    expect(row?.itemsTotal).toBe(after.cartTotal);
    await setPrice(database.db, item.price);
  });

  it('drops the brand settings only for a write to the brands table, the catalogue for every write', async () => {
    const settings = services.brands.version;
    const catalogue = services.catalogue.version;
    await setPrice(database.db, item.price + 10);
    await vi.waitFor(() => expect(services.catalogue.version).toBeGreaterThan(catalogue));
    expect(services.brands.version).toBe(settings);
    await setPrice(database.db, item.price);
    await database.db.update(brands).set({ updatedAt: NOW }).where(eq(brands.id, zaatar));
    await vi.waitFor(() => expect(services.brands.version).toBeGreaterThan(settings));
  });

  it('sees a price another process (its own connection) changed', async () => {
    const other = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
    try {
      const { client } = await signIn(baseUrl, services, zaatar);
      const before = await serverTotal(client, pickupOrder(1));
      await setPrice(other.db, item.price + 50);
      // On PostgreSQL the notice reaches this process's listener a moment after the commit; an
      // order placed in that moment is refused by the version check instead (test below).
      await vi.waitFor(async () =>
        expect((await serverTotal(client, pickupOrder(1, item.price + 50))).cartTotal).toBe(
          before.cartTotal + 50,
        ),
      );
    } finally {
      await setPrice(other.db, item.price);
      if (other !== database) await other.close();
    }
  });

  it('prices again an order whose catalogue changed unheard while it was priced, and places it once', async () => {
    const { client } = await signIn(baseUrl, services, zaatar);
    const body = pickupOrder();
    const { total } = await serverTotal(client, body);
    // The version moves without the notice (no trigger on the versions table): the cached catalogue
    // is now stale, as in the moment before a notice arrives.
    await database.db
      .update(catalogueVersions)
      .set({ version: sql`${catalogueVersions.version} + 1` })
      .where(eq(catalogueVersions.brandId, zaatar));
    const ordersBefore = await countOrders();
    const placed = await client.POST('/order/place-order-v2', { body: { ...body, expectedTotal: total } });
    expect(placed.data?.data.savedOrder.totalOrderPrice).toBe(total);
    expect(await countOrders()).toBe(ordersBefore + 1);
    // It was written from the catalogue loaded again, at the new version.
    const [current] = await database.db
      .select({ version: catalogueVersions.version })
      .from(catalogueVersions)
      .where(eq(catalogueVersions.brandId, zaatar));
    expect((await services.catalogue.forBrand(zaatar)).version).toBe(current?.version);
  });

  it('writes nothing priced from an older catalogue version', async () => {
    const [current] = await database.db
      .select({ version: catalogueVersions.version })
      .from(catalogueVersions)
      .where(eq(catalogueVersions.brandId, zaatar));
    const { user } = await signIn(baseUrl, services, zaatar);
    const ordersBefore = await countOrders();
    const row = {
      id: 'ab12cd34ef56ab12cd34ef56',
      orderNumber: 'ZH-STALE001',
      brandId: zaatar,
      storeId: store._id,
      userId: user.userId,
      serviceType: 'PICKUP' as const,
      status: 'PENDING' as const,
      placedAt: Math.floor(NOW.getTime() / 1000),
      deliveryTime: 15,
      itemsTotal: fils(100),
      discountAmount: fils(0),
      loyaltyAmount: fils(0),
      deliveryFee: fils(0),
      taxRate: 5,
      taxAmount: fils(5),
      tipAmount: fils(0),
      total: fils(105),
      paymentType: 'CASH',
      isPaid: false,
      idempotencyKey: 'stale-version',
      details: {} as never,
    };
    await expect(writeOrderRow(database.db, row, (current?.version ?? 0) - 1)).rejects.toBeInstanceOf(
      CatalogueChanged,
    );
    expect(await countOrders()).toBe(ordersBefore);
  });

  it('answers a retry of a placed order with that order even when the order would be refused now', async () => {
    const { client } = await signIn(baseUrl, services, zaatar);
    const body = pickupOrder();
    const { total } = await serverTotal(client, body);
    const first = await client.POST('/order/place-order-v2', { body: { ...body, expectedTotal: total } });
    expect(first.data?.data.savedOrder._id).toBeDefined();
    await database.db.update(storesTable).set({ isOpened: false }).where(eq(storesTable.id, store._id));
    try {
      const ordersBefore = await countOrders();
      await vi.waitFor(async () => {
        const refused = await client.POST('/order/place-order-v2', {
          body: { ...pickupOrder(), expectedTotal: total },
        });
        expect((refused.error as { error?: { code?: string } } | undefined)?.error?.code).toBe(
          'STORE_CLOSED',
        );
      });
      const retry = await client.POST('/order/place-order-v2', { body: { ...body, expectedTotal: total } });
      expect(retry.data?.data.savedOrder._id).toBe(first.data?.data.savedOrder._id);
      expect(await countOrders()).toBe(ordersBefore);
    } finally {
      await database.db.update(storesTable).set({ isOpened: true }).where(eq(storesTable.id, store._id));
    }
  });
});
