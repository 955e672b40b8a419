import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { demoStaff } from '../staff/demo-staff.js';
import { openEventStream } from '../testing/orders.js';
import {
  confirmIntent,
  orderRound,
  seatTwo,
  startTableApp,
  storeId,
  type TableApp,
} from '../testing/table-sessions.js';
import { engines, openTestDatabase } from '../testing/test-database.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the Jumeirah outlet is open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const [jumeirahStaff] = demoStaff;

describe.each(engines)("the board's stream hears the table sessions, on %s", (engine) => {
  let database: Database;
  let table: TableApp;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    table = await startTableApp(database, () => NOW);
  }, 60_000);

  afterAll(async () => {
    await table?.app.close();
    await database?.close();
  });

  it('a round sent and a share paid by card reach the staff stream as table events of their store', async () => {
    const signIn = await table.api.POST('/staff/sign-in', {
      body: { email: jumeirahStaff!.email, password: jumeirahStaff!.password },
    });
    const stream = await openEventStream(`${table.baseUrl}/staff/order-events`, {
      authorization: `Bearer ${signIn.data!.data.token}`,
    });
    await stream.until((event) => event.event === 'ready');
    const { one } = await seatTwo(table, 9);
    const sent = await orderRound(one, table.items, [1]);
    const tableEvents = () =>
      stream.received
        .filter((event) => event.event === 'table')
        .map((event) => JSON.parse(event.data) as { tableNumber: number; storeId: string; version: number });
    await stream.until(() => tableEvents().some((event) => event.version === sent.version));
    expect(tableEvents().every((event) => event.tableNumber === 9 && event.storeId === storeId)).toBe(true);

    const split = (await one.split(sent.version, { mode: 'equal', parts: 1 })).data!.data;
    const shareId = split.split!.shares[0]!.shareId;
    const intent = (await one.pay(shareId, 0)).data!.fetchedLink.transactionDetail;
    await confirmIntent(table.origin, intent.client_secret);
    const paid = (await one.verify(shareId, intent.id)).data!.data;
    expect(paid.status).toBe('closed');
    await stream.until(() => tableEvents().some((event) => event.version === paid.version));
    stream.close();
  });
});
