import { createApiClient, type ApiClient, type Schemas } from '@storefront/api';
import { fils } from '@storefront/core';
import { eq, inArray } from 'drizzle-orm';
import { taxDocuments } from '../invoices/invoices.schema.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { orders, orderStatusEvents } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { zaatarStoreIds } from '../db/seed/demo-ids.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { signIn, validLine } from '../testing/customers.js';
import { engines } from '../testing/test-database.js';
import { demoStaff } from './demo-staff.js';
import { CASH_SETTLED } from './table-tab-store.js';
import { phoneToken } from '../testing/table-sessions.js';

const zaatar = demoBrandIds.zaatarHouse;
const storeId = zaatarStoreIds.jumeirah;
const [jumeirahStaff, zaatarManager, datesManager] = demoStaff;
type Diner = Awaited<ReturnType<typeof signIn>>;

describe.each(engines)('dine-in tables on the order board, on %s', (engine) => {
  let database: Database;
  let services: AppServices;
  let baseUrl: string;
  let items: Schemas['Item'][];
  /** Sunday 22 November 2026, 12:00 in Dubai; each order a minute after the previous one. */
  let now = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
  let keys = 0;
  const test = useTestApp(engine, { clock: () => now });

  beforeAll(async () => {
    ({ database, services, baseUrl } = test);
    const menu = await createApiClient({ baseUrl }).POST('/menus/get-dine-in-store-menu', {
      body: { brandId: zaatar, storeId },
    });
    items = menu
      .data!.data.storeMenu.categories.flatMap((category) => category.items.map((entry) => entry.itemId))
      .filter((item) => item.price > 0 && !item.unavailableStores.some((entry) => entry.storeId === storeId));
  }, 60_000);

  async function staffClient(who: { email: string; password: string }): Promise<ApiClient> {
    const answer = await createApiClient({ baseUrl }).POST('/staff/sign-in', {
      body: { email: who.email, password: who.password },
    });
    const token = answer.data!.data.token;
    return createApiClient({ baseUrl, getToken: () => token });
  }

  /** A pay-later round at the table, at the server's own total. */
  async function payLater(diner: Diner, tableNumber: number, cart: Schemas['CartLine'][]) {
    now = new Date(now.getTime() + 60_000);
    keys += 1;
    const body = {
      brandId: zaatar,
      storeId,
      serviceType: 'DINE_IN' as const,
      tableNumber,
      tableToken: phoneToken(services, tableNumber),
      cart,
      timing: { type: 'ASAP' as const },
      payment: { paymentType: 'PAY_LATER' as const },
      expectedTotal: fils(1),
      idempotencyKey: `cash-${tableNumber}-${keys}-${now.getTime()}`,
    };
    const probe = await diner.client.POST('/order/place-order-v2', { body });
    const total = (probe.error as { data: Schemas['Totals'] }).data.total;
    const placed = await diner.client.POST('/order/place-order-v2', {
      body: { ...body, expectedTotal: total },
    });
    if (!placed.data) throw new Error(`order refused: ${JSON.stringify(placed.error)}`);
    return placed.data.data.savedOrder;
  }

  const tables = (client: ApiClient, store = storeId) =>
    client.GET('/staff/tables', { params: { query: { storeId: store } } });
  const cash = (client: ApiClient, tableNumber: number, expectedTotal: number, store = storeId) =>
    client.POST('/staff/tables/{tableNumber}/cash-received', {
      params: { path: { tableNumber } },
      body: { storeId: store, expectedTotal: fils(expectedTotal) },
    });

  it("lists a table's open tab with its balance to the fils, for the store's staff and the brand's manager only", async () => {
    const diner = await signIn(baseUrl, services, zaatar);
    const first = await payLater(diner, 4, [validLine(items[0]!, 3)]);
    const second = await payLater(diner, 4, [validLine(items[1]!, 1)]);
    const staff = await staffClient(jumeirahStaff);
    const answer = await tables(staff);
    expectMatchesDescription('getStaffTables', 200, answer.data);
    const data = answer.data!.data;
    expect(data.tableNumbers).toContain(4);
    const tab = data.tabs.find((entry) => entry.tableNumber === 4)!;
    expect(tab.orders.map((order) => order.orderNumber)).toEqual([first.orderNumber, second.orderNumber]);
    expect(tab.balance).toBe(first.totalOrderPrice + second.totalOrderPrice);
    // What the diners see at the table is the same amount.
    const diners = await createApiClient({ baseUrl }).POST('/order/getTableLaterOrders', {
      body: { brandId: zaatar, storeId, tableNumber: 4, tableToken: phoneToken(services, 4) },
    });
    expect(diners.data!.data.ordersTotalPrice).toBe(tab.balance);

    expect(data.stores.map((store) => store._id)).toEqual([storeId]);
    const manager = await staffClient(zaatarManager);
    expect((await tables(manager)).data!.data.tabs).toEqual(data.tabs);
    // Without a store: the staff's own; the manager sees (and picks among) every store of the brand.
    expect((await staff.GET('/staff/tables')).data!.data.storeId).toBe(storeId);
    const managerFirst = (await manager.GET('/staff/tables')).data!.data;
    // The manager's page opens on a store with tables, not on one without dine-in (report D26).
    expect(managerFirst.tableNumbers.length).toBeGreaterThan(0);
    const everyStore = managerFirst.stores.map((store) => store._id);
    expect([...everyStore].sort()).toEqual(Object.values(zaatarStoreIds).sort());
    // Another store's staff, another brand's manager: the store is not theirs to see or settle.
    expect((await tables(staff, zaatarStoreIds.marina)).response.status).toBe(404);
    const dates = await staffClient(datesManager);
    expect((await tables(dates)).response.status).toBe(404);
    const refused = await cash(dates, 4, tab.balance);
    expect(refused.response.status).toBe(404);
    expect(refused.error?.messageKey).toBe('errors:storeNotFound');
    expect((await cash(createApiClient({ baseUrl }), 4, tab.balance)).response.status).toBe(401);
    expect((await tables(staff)).data!.data.tabs.find((entry) => entry.tableNumber === 4)).toEqual(tab);
  });

  it('settles a tab once when two staff press Cash received at the same moment, and records who did', async () => {
    const diner = await signIn(baseUrl, services, zaatar);
    const round = await payLater(diner, 5, [validLine(items[0]!, 2)]);
    const staff = await staffClient(jumeirahStaff);
    const manager = await staffClient(zaatarManager);
    const balance = (await tables(staff)).data!.data.tabs.find((entry) => entry.tableNumber === 5)!.balance;
    const answers = await Promise.all([cash(staff, 5, balance), cash(manager, 5, balance)]);
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.data)!;
    expectMatchesDescription('settleTableInCash', 200, won.data);
    expect(won.data!.data).toEqual({ tableNumber: 5, total: balance, orderNumbers: [round.orderNumber] });
    const lost = answers.find((answer) => answer.error)!;
    expectMatchesDescription('settleTableInCash', 409, lost.error);
    expect(lost.error!.messageKey).toBe('errors:tableTabChanged');

    const [row] = await database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [round._id]));
    expect(row).toMatchObject({ isPaid: true, payLater: false, paymentType: 'PAY_LATER' });
    const settlement = (row!.details as { cashSettlement?: { staffId: string; total: number } })
      .cashSettlement;
    expect([jumeirahStaff.id, zaatarManager.id]).toContain(settlement?.staffId);
    expect(settlement?.total).toBe(balance);
    // The order's status stream hears the settlement once (status unchanged), so an open tab page updates.
    const events = await database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, round._id));
    expect(events.filter((event) => event.reason === CASH_SETTLED)).toEqual([
      expect.objectContaining({ status: row!.status }),
    ]);
    // The tab is gone, for the board and for the table.
    expect((await tables(staff)).data!.data.tabs.some((entry) => entry.tableNumber === 5)).toBe(false);
    const diners = await createApiClient({ baseUrl }).POST('/order/getTableLaterOrders', {
      body: { brandId: zaatar, storeId, tableNumber: 5, tableToken: phoneToken(services, 5) },
    });
    expect(diners.data!.data.fetchedOrder).toEqual([]);
  });

  it('refuses a tab that changed since the board showed it, and marks nothing', async () => {
    const diner = await signIn(baseUrl, services, zaatar);
    const first = await payLater(diner, 6, [validLine(items[0]!, 1)]);
    const staff = await staffClient(jumeirahStaff);
    const shown = (await tables(staff)).data!.data.tabs.find((entry) => entry.tableNumber === 6)!.balance;
    expect(shown).toBe(first.totalOrderPrice);
    const second = await payLater(diner, 6, [validLine(items[1]!, 1)]);
    const refused = await cash(staff, 6, shown);
    expect(refused.response.status).toBe(409);
    expect(refused.error?.messageKey).toBe('errors:tableTabChanged');
    const rows = await database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [first._id, second._id]));
    expect(rows.every((row) => !row.isPaid && row.payLater)).toBe(true);
    // Nothing at the table, or a table the store does not have, is refused too.
    expect((await cash(staff, 7, 100)).response.status).toBe(409);
    expect((await cash(staff, 999, 100)).error?.messageKey).toBe('errors:tableNotFound');
    const settled = await cash(staff, 6, first.totalOrderPrice + second.totalOrderPrice);
    expect(settled.data!.data.orderNumbers).toEqual([first.orderNumber, second.orderNumber]);
    // One tax invoice for the cash taken, on the latest round, with both rounds' lines; the board's
    // card of that round links to it, the other round has none of its own.
    const documents = await database.db
      .select()
      .from(taxDocuments)
      .where(inArray(taxDocuments.orderId, [first._id, second._id]));
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      orderId: second._id,
      kind: 'invoice',
      money: {
        total: first.totalOrderPrice + second.totalOrderPrice,
        payments: [{ method: 'cash', amount: first.totalOrderPrice + second.totalOrderPrice }],
      },
    });
    expect(documents[0]!.money.lines).toHaveLength(2);
    // The diner's history says the rounds were paid in cash at the table (report D29).
    const info = await diner.client.POST('/order/get-order-info/{id}', {
      params: { path: { id: first._id } },
      body: { brandId: zaatar },
    });
    expectMatchesDescription('getOrderInfo', 200, info.data);
    expect(info.data!.data).toMatchObject({ isPaid: true, paymentType: 'PAY_LATER', settledInCash: true });
  });
});
