import type { ApiClient, Schemas } from '@storefront/api';
import { fils } from '@storefront/core';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { orders } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { signIn, validLine } from '../testing/customers.js';
import { engines } from '../testing/test-database.js';
import { orderMessages } from './handlers.js';
import { phoneToken, tableToken } from '../testing/table-sessions.js';
import { signStoreToken, signTableToken } from '../table-sessions/tokens.js';

const zaatar = demoBrandIds.zaatarHouse;
const karak = demoBrandIds.karakCorner;
const ADMIN_KEY = 'test-admin-key-0123456789';

describe.each(engines)('order/getTableLaterOrders (dine-in pay later) on %s', (engine) => {
  let database: Database;
  let services: AppServices;
  let baseUrl: string;
  let anonymous: ApiClient;
  let jumeirah: Schemas['Store'];
  let items: Schemas['Item'][];
  /** Sunday 22 November 2026, 12:00 in Dubai; each order a minute after the previous one. */
  let now = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
  const test = useTestApp(engine, { clock: () => now, adminKey: ADMIN_KEY });

  const countOrders = async () => (await database.db.select({ value: count() }).from(orders))[0]!.value;
  const tab = (
    tableNumber: number,
    storeId = jumeirah._id,
    brandId: string = zaatar,
    tableToken = phoneToken(services, tableNumber, storeId, brandId),
  ) => anonymous.POST('/order/getTableLaterOrders', { body: { brandId, storeId, tableNumber, tableToken } });

  /** Places a dine-in order at the server's own total. */
  async function dineIn(
    client: ApiClient,
    tableNumber: number,
    paymentType: 'PAY_LATER' | 'CARD_MACHINE',
    cart: Schemas['CartLine'][],
    tip?: Schemas['Tip'],
  ): Promise<Schemas['Order']> {
    now = new Date(now.getTime() + 60_000);
    const body = {
      brandId: zaatar,
      storeId: jumeirah._id,
      serviceType: 'DINE_IN' as const,
      tableNumber,
      tableToken: phoneToken(services, tableNumber),
      cart,
      timing: { type: 'ASAP' as const },
      payment: { paymentType },
      ...(tip && { tip }),
      expectedTotal: fils(1),
      idempotencyKey: `table-${tableNumber}-${now.getTime()}`,
    };
    const probe = await client.POST('/order/place-order-v2', { body });
    const total = (probe.error as { data: Schemas['Totals'] }).data.total;
    const placed = await client.POST('/order/place-order-v2', { body: { ...body, expectedTotal: total } });
    if (!placed.data) throw new Error(`order refused: ${JSON.stringify(placed.error)}`);
    return placed.data.data.savedOrder;
  }

  beforeAll(async () => {
    ({ database, services, baseUrl, anonymous } = test);
    const stores = (await anonymous.POST('/store/get-stores-for-pickup', { body: { brandId: zaatar } })).data!
      .stores;
    jumeirah = stores.find((store) => store.baseLanguage.name.includes('Jumeirah'))!;
    const menu = await anonymous.POST('/menus/get-dine-in-store-menu', {
      body: { brandId: zaatar, storeId: jumeirah._id },
    });
    items = menu
      .data!.data.storeMenu.categories.flatMap((category) => category.items.map((entry) => entry.itemId))
      .filter((item) => item.price > 0);
  });

  it("answers a table's unpaid pay-later orders from every diner, with the tab's totals and no one's details", async () => {
    const amal = await signIn(baseUrl, services, zaatar);
    const omar = await signIn(baseUrl, services, zaatar);
    const elsewhere = await signIn(baseUrl, services, zaatar);

    const first = await dineIn(amal.client, 7, 'PAY_LATER', [validLine(items[0]!, 2)], {
      type: 'percent',
      percent: 10,
    });
    const cancelled = await dineIn(amal.client, 7, 'PAY_LATER', [validLine(items[1]!, 1)]);
    const second = await dineIn(omar.client, 7, 'PAY_LATER', [validLine(items[2]!, 3)]);
    await dineIn(omar.client, 7, 'CARD_MACHINE', [validLine(items[3]!, 1)]);
    const otherTable = await dineIn(elsewhere.client, 8, 'PAY_LATER', [validLine(items[4]!, 1)]);
    const move = await anonymous.POST('/admin/update-order-status', {
      headers: { 'x-admin-key': ADMIN_KEY },
      body: { orderNumber: cancelled.orderNumber, status: 'CANCELLED' },
    });
    expect(move.response.status).toBe(200);
    expect(first.tipAmount).toBeGreaterThan(0);

    const before = await countOrders();
    const answer = await tab(7);
    expect(answer.response.status).toBe(200);
    expectMatchesDescription('getTableLaterOrders', 200, answer.data);
    const { fetchedOrder, ordersTotalPrice, ordersTotalTax, totalTipAmount } = answer.data!.data;
    expect(fetchedOrder.map((order) => order._id)).toEqual([first._id, second._id]);
    expect(ordersTotalPrice).toBe(first.totalOrderPrice + second.totalOrderPrice);
    expect(ordersTotalTax).toBe(first.totals.taxAmount + second.totals.taxAmount);
    expect(totalTipAmount).toBe(first.tipAmount + second.tipAmount);
    for (const order of fetchedOrder) {
      expect(order).toMatchObject({ serviceType: 'DINE_IN', isPaid: false, deliveryAddress: null });
      expect(order.userInfo.phoneNumber).toBe('');
    }
    const text = JSON.stringify(answer.data);
    for (const diner of [amal, omar]) expect(text).not.toContain(diner.user.phoneNumber.slice(4));
    expect(await countOrders()).toBe(before);

    const table8 = await tab(8);
    expect(table8.data?.data.fetchedOrder.map((order) => order._id)).toEqual([otherTable._id]);
    expect(table8.data?.data.ordersTotalPrice).toBe(otherTable.totalOrderPrice);
  });

  it('answers an empty tab for a table with nothing open', async () => {
    const answer = await tab(12);
    expect(answer.data).toEqual({
      success: 1,
      data: { fetchedOrder: [], ordersTotalPrice: 0, ordersTotalTax: 0, totalTipAmount: 0 },
    });
  });

  it('answers not found for a table the store does not have, a store of another brand and an unknown store', async () => {
    const noSuchTable = await tab(99);
    expect(noSuchTable.response.status).toBe(404);
    expectMatchesDescription('getTableLaterOrders', 404, noSuchTable.error);
    expect(noSuchTable.error?.message).toBe(orderMessages.tableNotFound.text);
    const karakStore = (await anonymous.POST('/store/get-stores-for-pickup', { body: { brandId: karak } }))
      .data!.stores[0]!;
    for (const answer of [
      await tab(7, karakStore._id),
      await tab(7, jumeirah._id, karak),
      await tab(7, 'ffffffffffffffffffffffff'),
    ]) {
      expect(answer.response.status).toBe(404);
      expect(answer.error?.message).toBe(orderMessages.storeNotFound.text);
    }
  });

  it("reads a table's tab and places on it only with the table's printed code, never by its number alone", async () => {
    const diner = await signIn(baseUrl, services, zaatar);
    const placed = await dineIn(diner.client, 14, 'PAY_LATER', [validLine(items[0]!)]);
    const before = await countOrders();
    const ofTable15 = phoneToken(services, 15);
    const forged = `${ofTable15.split('.').slice(0, 2).join('.')}.14.${ofTable15.split('.')[3]}`;
    const otherSecret = signTableToken(
      Buffer.alloc(32, 9),
      { brandId: zaatar, storeId: jumeirah._id, tableNumber: 14 },
      'phone',
    );
    const otherBrand = phoneToken(services, 14, jumeirah._id, karak);
    for (const wrong of [ofTable15, forged, otherSecret, otherBrand]) {
      const read = await tab(14, jumeirah._id, zaatar, wrong);
      expect(read.response.status, wrong).toBe(403);
      expectMatchesDescription('getTableLaterOrders', 403, read.error);
      expect(read.error).toMatchObject({ messageKey: 'errors:tableCodeUnknown' });
      expect(JSON.stringify(read.error)).not.toContain(placed.orderNumber);
    }
    // Without any code the request is refused before it reaches the tab.
    const bare = await anonymous.POST('/order/getTableLaterOrders', {
      body: { brandId: zaatar, storeId: jumeirah._id, tableNumber: 14 } as never,
    });
    expect(bare.response.status).toBe(400);

    // Placing: no code, another table's, a forged one: 403 and nothing written.
    const body = {
      brandId: zaatar,
      storeId: jumeirah._id,
      serviceType: 'DINE_IN' as const,
      tableNumber: 14,
      cart: [validLine(items[0]!)],
      timing: { type: 'ASAP' as const },
      payment: { paymentType: 'PAY_LATER' as const },
      expectedTotal: placed.totalOrderPrice,
    };
    for (const tableToken of [undefined, ofTable15, forged]) {
      const refused = await diner.client.POST('/order/place-order-v2', {
        body: {
          ...body,
          ...(tableToken && { tableToken }),
          idempotencyKey: `no-code-${tableToken ?? 'none'}`,
        },
      });
      expect(refused.response.status).toBe(403);
      expectMatchesDescription('placeOrder', 403, refused.error);
      expect(refused.error).toMatchObject({ messageKey: 'errors:tableCodeUnknown' });
    }
    expect(await countOrders()).toBe(before);
    // Either kind of the table's own code reads the tab: the shared one proves the table as well.
    const shared = await tab(14, jumeirah._id, zaatar, tableToken(services, 14));
    expect(shared.data?.data.fetchedOrder.map((order) => order._id)).toEqual([placed._id]);
  });

  it("takes the store's code for any of its tables the diner names, and for nothing else", async () => {
    const diner = await signIn(baseUrl, services, zaatar);
    const storeCode = signStoreToken(services.tableSecret, { brandId: zaatar, storeId: jumeirah._id });
    expect(storeCode).toMatch(/^s1\.[a-f0-9]{24}\.0\./);
    // A table the diner names: its tab, and an order on it.
    const placed = await dineIn(diner.client, 12, 'PAY_LATER', [validLine(items[0]!)]);
    const read = await tab(12, jumeirah._id, zaatar, storeCode);
    expect(read.data?.data.fetchedOrder.map((order) => order._id)).toEqual([placed._id]);
    const onIt = await diner.client.POST('/order/place-order-v2', {
      body: {
        brandId: zaatar,
        storeId: jumeirah._id,
        serviceType: 'DINE_IN',
        tableNumber: 12,
        tableToken: storeCode,
        cart: [validLine(items[0]!)],
        timing: { type: 'ASAP' },
        payment: { paymentType: 'PAY_LATER' },
        expectedTotal: placed.totalOrderPrice,
        idempotencyKey: 'store-code-table-12',
      },
    });
    expect(onIt.response.status).toBe(200);
    // A number the store has no table for is that, whatever the code.
    expect((await tab(999, jumeirah._id, zaatar, storeCode)).response.status).toBe(404);
    // Another store's tables, another brand, a store code made to name a table, or a shared session: no.
    const otherStore = signStoreToken(services.tableSecret, {
      brandId: zaatar,
      storeId: '6650a1e0c0ffee1000000099',
    });
    expect((await tab(12, jumeirah._id, zaatar, otherStore)).response.status).toBe(403);
    const otherBrand = signStoreToken(services.tableSecret, { brandId: karak, storeId: jumeirah._id });
    expect((await tab(12, jumeirah._id, zaatar, otherBrand)).response.status).toBe(403);
    const relabelled = storeCode.replace('.0.', '.12.');
    expect((await tab(12, jumeirah._id, zaatar, relabelled)).response.status).toBe(403);
    const asTable = `t1.${storeCode.slice(3)}`;
    expect((await tab(12, jumeirah._id, zaatar, asTable)).response.status).toBe(403);
    const session = await anonymous.POST('/table-sessions/open', {
      body: { brandId: zaatar, tableToken: storeCode, name: 'Layla' },
    });
    expect(session.response.status).toBeGreaterThanOrEqual(400);
    expect(session.response.status).toBeLessThan(500);
  });
});
