import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import {
  confirmIntent,
  orderRound,
  seatTwo,
  startTableApp,
  type TableApp,
} from '../testing/table-sessions.js';
import { engines, openTestDatabase } from '../testing/test-database.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the Jumeirah outlet is open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(engines)('diner tokens expire, on %s', (engine) => {
  let database: Database;
  let table: TableApp;
  let now = NOW;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    table = await startTableApp(database, () => now);
  }, 60_000);

  afterAll(async () => {
    await table?.app.close();
    await database?.close();
  });

  it('a diner token works until 12 hours after its issue, and not at exactly 12 hours', async () => {
    now = NOW;
    const { one } = await seatTwo(table, 1);
    now = new Date(NOW.getTime() + 12 * HOUR - MINUTE);
    expect((await one.current()).response.status).toBe(200);
    now = new Date(NOW.getTime() + 12 * HOUR);
    const expired = await one.current();
    expect(expired.response.status).toBe(401);
    expect(expired.error).toMatchObject({ messageKey: 'errors:dinerTokenInvalid' });
  });

  it("a closed session's token reads its own closed view for 2 hours after it closed, then nothing", async () => {
    now = NOW;
    const { one } = await seatTwo(table, 2);
    const sent = await orderRound(one, table.items, [1]);
    const split = (await one.split(sent.version, { mode: 'equal', parts: 1 })).data!.data;
    const shareId = split.split!.shares[0]!.shareId;
    now = new Date(NOW.getTime() + HOUR);
    const intent = (await one.pay(shareId, 0)).data!.fetchedLink.transactionDetail;
    await confirmIntent(table.origin, intent.client_secret);
    expect((await one.verify(shareId, intent.id)).data!.data.status).toBe('closed');
    now = new Date(NOW.getTime() + 3 * HOUR - MINUTE);
    expect((await one.current()).data!.data).toMatchObject({ sessionId: sent.sessionId, status: 'closed' });
    now = new Date(NOW.getTime() + 3 * HOUR);
    expect((await one.current()).response.status).toBe(401);
  });
});
