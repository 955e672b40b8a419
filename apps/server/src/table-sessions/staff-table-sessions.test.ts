import { createApiClient, type ApiClient, type Schemas } from '@storefront/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { demoStaff } from '../staff/demo-staff.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { orderRound, seatTwo, startTableApp, storeId, type TableApp } from '../testing/table-sessions.js';
import { engines, openTestDatabase } from '../testing/test-database.js';
import { closeIdleEmptySessions, UNSENT_BASKET_CLOSE_MS } from './staff-session-store.js';
import { tableSessions } from './table-sessions.schema.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the Jumeirah outlet is open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const HOUR = 60 * 60_000;
const [jumeirahStaff, zaatarManager, datesManager] = demoStaff;

/**
 * Hardening round three, item 3: one request per printed code locked every table for ever. Staff
 * see each open session with its join code, close one that owes nothing or give it a new code, and
 * a session with nothing ordered closes by itself.
 */
describe.each(engines)('staff keep the table sessions, on %s', (engine) => {
  let database: Database;
  let table: TableApp;
  let now = NOW;
  const staff: Record<'store' | 'manager' | 'otherBrand', ApiClient> = {} as never;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    table = await startTableApp(database, () => now);
    for (const [key, who] of [
      ['store', jumeirahStaff],
      ['manager', zaatarManager],
      ['otherBrand', datesManager],
    ] as const) {
      const signedIn = await table.api.POST('/staff/sign-in', {
        body: { email: who!.email, password: who!.password },
      });
      const token = signedIn.data!.data.token;
      staff[key] = createApiClient({ baseUrl: table.baseUrl, getToken: () => token });
    }
  }, 60_000);

  afterAll(async () => {
    await table?.app.close();
    await database?.close();
  });

  const sessionsOf = async (client: ApiClient) =>
    (await client.GET('/staff/tables', { params: { query: { storeId } } })).data!.data.sessions;
  const close = (client: ApiClient, sessionId: string) =>
    client.POST('/staff/table-sessions/{sessionId}/close', { params: { path: { sessionId } } });
  const newCode = (client: ApiClient, sessionId: string) =>
    client.POST('/staff/table-sessions/{sessionId}/new-code', { params: { path: { sessionId } } });

  it('shows each open session with its join code, and closes one with nothing ordered: the next scan opens anew', async () => {
    const { one, opened } = await seatTwo(table, 12);
    const shown = (await sessionsOf(staff.store))!.find((session) => session.tableNumber === 12)!;
    expect(shown).toMatchObject({
      sessionId: opened.session.sessionId,
      joinCode: opened.session.joinCode,
      joinPaused: false,
      diners: 2,
      rounds: 0,
      openedAt: Math.floor(NOW.getTime() / 1000),
    });
    // Another brand's manager neither sees nor closes it.
    expect((await close(staff.otherBrand, shown.sessionId)).response.status).toBe(404);
    const closed = await close(staff.store, shown.sessionId);
    expect(closed.response.status).toBe(200);
    expectMatchesDescription('closeStaffTableSession', 200, closed.data);
    expect(closed.data!.data).toMatchObject({ status: 'closed', joinCode: '' });
    expect((await one.current()).data!.data.status).toBe('closed');
    expect((await sessionsOf(staff.store))!.some((session) => session.tableNumber === 12)).toBe(false);
    const again = await seatTwo(table, 12);
    expect(again.opened.session.sessionId).not.toBe(shown.sessionId);
    expect((await close(staff.store, shown.sessionId)).response.status).toBe(409);
  });

  it('refuses to close a table that still owes, with the amount; gives it a new code the old one no longer joins with', async () => {
    const { one, opened, token } = await seatTwo(table, 13);
    const sent = await orderRound(one, table.items, [1]);
    const refused = await close(staff.manager, opened.session.sessionId);
    expect(refused.response.status).toBe(409);
    expectMatchesDescription('closeStaffTableSession', 409, refused.error);
    expect(refused.error).toMatchObject({
      messageKey: 'errors:tableSessionOwes',
      messageParams: { amount: expect.stringMatching(/^AED \d+\.\d\d$/) },
    });
    expect(sent.bill.remaining).toBeGreaterThan(0);
    const renewed = await newCode(staff.store, opened.session.sessionId);
    expect(renewed.response.status).toBe(200);
    expectMatchesDescription('newStaffTableCode', 200, renewed.data);
    const code = renewed.data!.data.joinCode;
    expect(code).toMatch(/^[0-9]{6}$/);
    const join = (joinCode: string) =>
      table.api.POST('/table-sessions/join', {
        body: { brandId: opened.session.brandId, tableToken: token, joinCode },
      });
    if (code !== opened.session.joinCode)
      expect((await join(opened.session.joinCode)).response.status).toBe(403);
    expect((await join(code)).response.status).toBe(200);
    expect((await one.current()).data!.data.joinCode).toBe(code);
  });

  it('closes sessions with nothing ordered two hours after they opened, one still choosing only after a meal', async () => {
    now = new Date(NOW.getTime() + HOUR);
    const empty = await seatTwo(table, 14);
    const ordering = await seatTwo(table, 15);
    await orderRound(ordering.one, table.items, [1]);
    const choosing = await seatTwo(table, 16);
    const started = (await choosing.one.current()).data!.data;
    expect((await choosing.two.add(started.version, table.items[0]!)).response.status).toBe(200);
    expect(await closeIdleEmptySessions(database.db, new Date(now.getTime() + HOUR), 2 * HOUR)).toBe(0);
    now = new Date(now.getTime() + 2 * HOUR + 1);
    expect(await closeIdleEmptySessions(database.db, now, 2 * HOUR)).toBeGreaterThanOrEqual(1);
    expect((await empty.one.current()).data!.data.status).toBe('closed');
    expect((await ordering.one.current()).data!.data.status).toBe('open');
    // A basket still being chosen (no round sent yet) is not closed under the diners.
    expect((await choosing.one.current()).data!.data.status).toBe('open');
    const afterMeal = new Date(now.getTime() + UNSENT_BASKET_CLOSE_MS);
    expect(await closeIdleEmptySessions(database.db, afterMeal, 2 * HOUR)).toBeGreaterThanOrEqual(1);
    const [row] = await database.db
      .select({ status: tableSessions.status })
      .from(tableSessions)
      .where(eq(tableSessions.id, started.sessionId));
    expect(row!.status).toBe('closed');
    const open = (await sessionsOf(staff.store))!.map(
      (session: Schemas['StaffTableSession']) => session.tableNumber,
    );
    expect(open).toContain(15);
    expect(open).not.toContain(14);
  });
});
