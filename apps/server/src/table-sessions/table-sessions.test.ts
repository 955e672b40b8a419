import type { Schemas } from '@storefront/api';
import { TABLE_JOIN_ATTEMPTS } from '@storefront/core';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { orders } from '../db/schema.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { forged } from '../testing/forged.js';
import {
  orderRound,
  phone,
  seatTwo,
  startTableApp,
  phoneToken,
  storeId,
  tableToken,
  zaatar,
  type TableApp,
} from '../testing/table-sessions.js';
import { loopbackAddress, postFrom } from '../testing/loopback.js';
import { engines, openTestDatabase } from '../testing/test-database.js';
import { MAX_TABLE_BASKET_LINES } from './messages.js';
import { tableSessions } from './table-sessions.schema.js';
import { signTableToken } from './tokens.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the Jumeirah outlet is open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));

describe.each(engines)('a table as one shared session, on %s', (engine) => {
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

  const roundsOf = async (sessionId: string) =>
    (
      await database.db.select({ value: count() }).from(orders).where(eq(orders.tableSessionId, sessionId))
    )[0]!.value;

  it('opens the table for the first phone and asks the next one for the code, telling it nothing of the session', async () => {
    const token = tableToken(table.services, 1);
    const opened = await table.api.POST('/table-sessions/open', {
      body: { brandId: zaatar, tableToken: token },
    });
    expect(opened.response.status).toBe(200);
    expectMatchesDescription('openTableSession', 200, opened.data);
    const entry = opened.data!.data as Schemas['TableSessionEntry'];
    expect(entry.joinRequired).toBe(false);
    expect(entry.session).toMatchObject({ tableNumber: 1, status: 'open', me: 'd1', basket: [], rounds: [] });
    expect(entry.session.joinCode).toMatch(/^\d{6}$/);
    expect(entry.session.diners).toEqual([{ dinerId: 'd1', number: 1, name: null, label: 'Guest 1' }]);

    const again = await table.api.POST('/table-sessions/open', {
      body: { brandId: zaatar, tableToken: token },
    });
    expectMatchesDescription('openTableSession', 200, again.data);
    expect(again.data!.data).toEqual({
      joinRequired: true,
      storeId: entry.session.storeId,
      tableNumber: 1,
      storeName: entry.session.storeName,
    });
  });

  const joinFrom = (from: string, token: string, joinCode: string) =>
    postFrom(from, `${table.baseUrl}/table-sessions/join`, { brandId: zaatar, tableToken: token, joinCode });
  const openTable = async (tableNumber: number) => {
    const token = tableToken(table.services, tableNumber);
    const opened = await table.api.POST('/table-sessions/open', {
      body: { brandId: zaatar, tableToken: token },
    });
    return { token, entry: opened.data!.data as Schemas['TableSessionEntry'] };
  };
  const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

  it("refuses a wrong code; a network's sixth wrong code is 429 but its right code still joins (the restaurant's Wi-Fi)", async () => {
    const { token, entry } = await openTable(2);
    const code = entry.session.joinCode;
    expect(code).toMatch(/^[0-9]{6}$/);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await joinFrom('127.0.0.2', token, wrongCode(code));
      expect(refused.status).toBe(403);
      expectMatchesDescription('joinTableSession', 403, refused.body);
      expect(refused.body).toMatchObject({ messageKey: 'errors:tableJoinCodeWrong' });
    }
    const limited = await joinFrom('127.0.0.2', token, wrongCode(code));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ messageKey: 'errors:tableJoinTooMany' });
    // A diner behind the same address with the code from the table's screen gets in.
    const joined = await joinFrom('127.0.0.2', token, code);
    expect(joined.status).toBe(200);
    expectMatchesDescription('joinTableSession', 200, joined.body);
  });

  it('counts every wrong code on the session: 50 guesses at once from 5 addresses check 10, then joining pauses until a diner reopens it with a new code', async () => {
    const { token, entry } = await openTable(19);
    const code = entry.session.joinCode;
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        joinFrom(loopbackAddress(n), token, String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0')),
      ),
    );
    const keys = guesses.map((answer) => answer.body.messageKey);
    // Ten wrong codes are counted (the tenth answers that joining is now paused); the rest wait.
    const checked = keys.filter((key) => key !== 'errors:tableJoinPaused');
    expect(checked).toHaveLength(TABLE_JOIN_ATTEMPTS - 1);
    const [row] = await database.db
      .select({ failures: tableSessions.joinFailures })
      .from(tableSessions)
      .where(eq(tableSessions.id, entry.session.sessionId));
    expect(row!.failures).toBe(TABLE_JOIN_ATTEMPTS);
    for (const key of checked)
      expect(['errors:tableJoinCodeWrong', 'errors:tableJoinTooMany']).toContain(key);
    expect(guesses.every((answer) => answer.status === 403 || answer.status === 429)).toBe(true);
    // Paused: even the right code waits for the table.
    const paused = await joinFrom('127.0.0.9', token, code);
    expect(paused.status).toBe(403);
    expect(paused.body).toMatchObject({
      messageKey: 'errors:tableJoinPaused',
      message:
        'Joining this table is paused after too many wrong codes. Ask someone at the table to let you join again',
    });
    const host = phone(table.api, entry.dinerToken);
    const seen = (await host.current()).data!.data;
    expect(seen.joinPaused).toBe(true);
    // A diner lets people join again: a new code; the old one no longer works, the new one does.
    const reopened = await table.api.POST('/table-sessions/joining/reopen', {
      body: { brandId: zaatar },
      headers: { 'X-Diner-Token': entry.dinerToken },
    });
    expect(reopened.response.status).toBe(200);
    expectMatchesDescription('reopenTableJoining', 200, reopened.data);
    const fresh = reopened.data!.data;
    expect(fresh).toMatchObject({ joinPaused: false });
    expect(fresh.joinCode).toMatch(/^[0-9]{6}$/);
    expect(fresh.version).toBeGreaterThan(seen.version);
    if (fresh.joinCode !== code) expect((await joinFrom('127.0.0.9', token, code)).status).toBe(403);
    expect((await joinFrom('127.0.0.9', token, fresh.joinCode)).status).toBe(200);
    // Only a diner of the table reopens it.
    const stranger = await table.api.POST('/table-sessions/joining/reopen', { body: { brandId: zaatar } });
    expect(stranger.response.status).toBe(401);
  });

  it('joins with the code as Guest 2, or by name', async () => {
    const { opened, two } = await seatTwo(table, 3);
    expect(opened.session.diners[0]).toMatchObject({ name: 'Layla', label: 'Layla' });
    const session = (await two.current()).data!.data;
    expect(session.me).toBe('d2');
    expect(session.diners.map((diner) => diner.label)).toEqual(['Layla', 'Guest 2']);
  });

  it('refuses a forged table code, one of another brand or kind, and a table the store does not have', async () => {
    const good = tableToken(table.services, 4);
    const otherBrand = tableToken(table.services, 4, demoBrandIds.karakCorner);
    const wrongSecret = signTableToken(Buffer.alloc(32, 7), {
      brandId: zaatar,
      storeId: good.split('.')[1]!,
      tableNumber: 4,
    });
    const noSuchTable = tableToken(table.services, 999);
    // The code of a table whose phones order on their own never opens a shared session.
    const ownPhones = phoneToken(table.services, 4);
    for (const tableToken of [forged(good), otherBrand, wrongSecret, noSuchTable, ownPhones]) {
      const refused = await table.api.POST('/table-sessions/open', { body: { brandId: zaatar, tableToken } });
      expect(refused.response.status).toBe(404);
      expect(refused.error).toMatchObject({ messageKey: 'errors:tableCodeUnknown' });
    }
    // A zaatar table's token given with another brand's id does not verify either.
    const crossed = await table.api.POST('/table-sessions/open', {
      body: { brandId: demoBrandIds.karakCorner, tableToken: good },
    });
    expect(crossed.response.status).toBe(404);
  });

  it('refuses a missing or forged diner token, and one used with another brand', async () => {
    const { one } = await seatTwo(table, 5);
    const none = await table.api.POST('/table-sessions/current', { body: { brandId: zaatar } });
    expect(none.response.status).toBe(401);
    expectMatchesDescription('getTableSession', 401, none.error);
    const changed = await phone(table.api, forged(one.token)).current();
    expect(changed.response.status).toBe(401);
    const otherBrand = await phone(table.api, one.token, demoBrandIds.karakCorner).current();
    expect(otherBrand.response.status).toBe(401);
  });

  it('shares one basket: lines show who added them, a stale version is refused with the latest session', async () => {
    const { one, two } = await seatTwo(table, 6);
    const [foul, tea] = table.items;
    const start = (await one.current()).data!.data;
    const added = await one.add(start.version, foul!, 2);
    expectMatchesDescription('addTableBasketLine', 200, added.data);
    const afterOne = added.data!.data;
    expect(afterOne.basket).toEqual([
      expect.objectContaining({ itemId: foul!._id, quantity: 2, addedBy: 'd1', lineTotal: foul!.price * 2 }),
    ]);
    expect(afterOne.basketTotal).toBe(foul!.price * 2);

    // The second phone still holds the version before the first one's line.
    const stale = await two.add(start.version, tea!, 1);
    expect(stale.response.status).toBe(409);
    expectMatchesDescription('addTableBasketLine', 409, stale.error);
    expect(stale.error).toMatchObject({ messageKey: 'errors:tableSessionChanged' });
    const latest = (stale.error as { data: Schemas['TableSession'] }).data;
    expect(latest.version).toBe(afterOne.version);
    expect(latest.me).toBe('d2');

    const both = (await two.add(latest.version, tea!, 1)).data!.data;
    expect(both.basket.map((line) => line.addedBy)).toEqual(['d1', 'd2']);
    const lineId = both.basket[0]!.lineId;
    const updated = (await two.update(both.version, lineId, 3)).data!.data;
    expect(updated.basket[0]).toMatchObject({ quantity: 3, lineTotal: foul!.price * 3 });
    const removed = (await one.remove(updated.version, both.basket[1]!.lineId)).data!.data;
    expect(removed.basket).toHaveLength(1);
    const missing = await one.remove(removed.version, 'l_nosuchline');
    expect(missing.response.status).toBe(404);
    expect((await one.current()).data!.data.version).toBe(removed.version);
  });

  it('holds at most 100 lines in the shared basket, so a round holds at most 100 (2,417 lines were taken)', async () => {
    const { one, two } = await seatTwo(table, 16);
    const [foul] = table.items;
    let version = (await one.current()).data!.data.version;
    for (let line = 0; line < MAX_TABLE_BASKET_LINES; line += 1) {
      const added = await (line % 2 === 0 ? one : two).add(version, foul!, 1);
      expect(added.response.status).toBe(200);
      version = added.data!.data.version;
    }
    // 50 more at once, from both phones, at the current version: none is taken.
    const more = await Promise.all(
      Array.from({ length: 50 }, (_, n) => (n % 2 === 0 ? one : two).add(version, foul!, 1)),
    );
    for (const refused of more) {
      expect(refused.response.status).toBe(400);
      expect(refused.error).toMatchObject({
        messageKey: 'errors:tableBasketFull',
        messageParams: { lines: MAX_TABLE_BASKET_LINES },
      });
    }
    const full = (await one.current()).data!.data;
    expect(full.basket).toHaveLength(MAX_TABLE_BASKET_LINES);
    // A basket over the limit (filled before it existed) is no round.
    const [row] = await database.db.select().from(tableSessions).where(eq(tableSessions.id, full.sessionId));
    const over = [...row!.basket, { ...row!.basket[0]!, lineId: 'l_over' }];
    await database.db.update(tableSessions).set({ basket: over }).where(eq(tableSessions.id, full.sessionId));
    const sent = await one.send(full.version);
    expect(sent.response.status).toBe(400);
    expect(sent.error).toMatchObject({ messageKey: 'errors:tableBasketFull' });
    expect(await roundsOf(full.sessionId)).toBe(0);
  });

  it("takes a place of the store's dine-in window for each round, and refuses one past the kitchen's capacity", async () => {
    const capped = (value: number) =>
      database.db
        .execute(sql`update stores set slot_capacity = slot_capacity || jsonb_build_object('dineIn', ${value}::integer)
        where id = ${storeId}`);
    await capped(1);
    table.services.catalogue.invalidate(zaatar);
    try {
      const { one, two } = await seatTwo(table, 10);
      let session = (await one.current()).data!.data;
      session = (await one.add(session.version, table.items[0]!, 1)).data!.data;
      expect((await one.send(session.version)).response.status).toBe(200);
      session = (await two.current()).data!.data;
      session = (await two.add(session.version, table.items[1]!, 1)).data!.data;
      const refused = await two.send(session.version);
      expect(refused.response.status).toBe(409);
      expect(refused.error).toMatchObject({ messageKey: 'errors:asapFull' });
      // Nothing of the refused round was written: one order, and the basket still holds the line.
      expect(await roundsOf(session.sessionId)).toBe(1);
      expect((await two.current()).data!.data.basket).toHaveLength(1);
    } finally {
      await database.db.execute(
        sql`update stores set slot_capacity = slot_capacity - 'dineIn' where id = ${storeId}`,
      );
      table.services.catalogue.invalidate(zaatar);
    }
  });

  it('sends the round once: the second press, or two presses at once, make one order', async () => {
    const { one, two } = await seatTwo(table, 7);
    let session = (await one.current()).data!.data;
    session = (await one.add(session.version, table.items[0]!, 1)).data!.data;
    session = (await two.add(session.version, table.items[1]!, 2)).data!.data;
    // 'Send to kitchen' shows the round's price, discount and VAT included, not the lines' sum (report D18).
    const shown = session.basketPricing!;
    expect(shown.itemsTotal).toBe(session.basketTotal);
    expect(shown.total).toBe(shown.itemsTotal - shown.discount + (shown.taxIncluded ? 0 : shown.vat));
    const [first, second] = await Promise.all([one.send(session.version), two.send(session.version)]);
    expect(first.response.status).toBe(200);
    expect(second.response.status).toBe(200);
    expectMatchesDescription('sendTableRound', 200, first.data);
    expect(await roundsOf(session.sessionId)).toBe(1);
    const again = await one.send(session.version);
    expect(again.response.status).toBe(200);
    expect(await roundsOf(session.sessionId)).toBe(1);
    const after = again.data!.data;
    expect(after.basket).toEqual([]);
    expect(after.rounds).toHaveLength(1);
    const [round] = after.rounds;
    expect(round).toMatchObject({ status: 'PENDING', stage: 'new' });
    expect(round!.lines.map((line) => line.addedBy)).toEqual(['d1', 'd2']);
    // The server's price: lines from the menu, the total as the order stored it.
    const [stored] = await database.db.select().from(orders).where(eq(orders.id, round!.roundId));
    expect(round!.total).toBe(stored!.total);
    expect(stored).toMatchObject({
      userId: null,
      serviceType: 'DINE_IN',
      tableNumber: 7,
      payLater: false,
      isPaid: false,
    });
    expect(after.bill).toEqual({ total: stored!.total, paid: 0, remaining: stored!.total, tips: 0 });
    expect(stored!.total).toBe(shown.total);
    expect(after.basketPricing).toBeUndefined();
    expect(after.billPricing).toEqual({ ...shown, total: stored!.total });
    const empty = await one.send(after.version);
    expect(empty.response.status).toBe(400);
    expect(empty.error).toMatchObject({ messageKey: 'errors:emptyBasket' });
  });

  it('splits equally, by items with one item half-half, and by custom amounts, always to the fils', async () => {
    const { one, two } = await seatTwo(table, 8);
    const session = await orderRound(one, table.items, [1, 1, 1]);
    const total = session.bill.total;
    const [a, b, c] = session.rounds[0]!.lines;

    const equal = (await two.split(session.version, { mode: 'equal', parts: 3 })).data!.data;
    expect(equal.split!.mode).toBe('equal');
    expect(equal.split!.shares.map((share) => share.amount).reduce((x, y) => x + y, 0)).toBe(total);
    expect(
      Math.max(...equal.split!.shares.map((s) => s.amount)) -
        Math.min(...equal.split!.shares.map((s) => s.amount)),
    ).toBeLessThanOrEqual(1);

    const items = await one.split(equal.version, {
      mode: 'items',
      claims: [
        { lineKey: a!.lineId, dinerId: 'd1', numerator: 1, denominator: 2 },
        { lineKey: a!.lineId, dinerId: 'd2', numerator: 1, denominator: 2 },
        { lineKey: b!.lineId, dinerId: 'd1', numerator: 1, denominator: 1 },
        { lineKey: c!.lineId, dinerId: 'd2', numerator: 1, denominator: 1 },
      ],
    });
    expectMatchesDescription('splitTableBill', 200, items.data);
    const byItems = items.data!.data.split!;
    expect(byItems.shares.map((share) => [share.dinerId, share.label])).toEqual([
      ['d1', 'Layla'],
      ['d2', 'Guest 2'],
    ]);
    expect(byItems.shares[0]!.amount + byItems.shares[1]!.amount).toBe(total);
    // Without tax on top, each pays exactly half the shared line plus their own.
    const half = a!.lineTotal / 2;
    if (total === a!.lineTotal + b!.lineTotal + c!.lineTotal && Number.isInteger(half)) {
      expect(byItems.shares[0]!.amount).toBe(half + b!.lineTotal);
    }

    const custom = (
      await two.split(items.data!.data.version, { mode: 'custom', amounts: [1000 as Schemas['Fils']] })
    ).data!.data;
    expect(custom.split!.shares.map((share) => share.amount)).toEqual([1000, total - 1000]);
    const tooMuch = await two.split(custom.version, {
      mode: 'custom',
      amounts: [(total + 1) as Schemas['Fils']],
    });
    expect(tooMuch.response.status).toBe(400);
    expect(tooMuch.error).toMatchObject({ messageKey: 'errors:tableSplitTooMuch' });
    const badClaim = await two.split(custom.version, {
      mode: 'items',
      claims: [{ lineKey: 'nosuchround:0', dinerId: 'd1', numerator: 1, denominator: 1 }],
    });
    expect(badClaim.response.status).toBe(400);
    const stale = await two.split(equal.version, { mode: 'equal', parts: 2 });
    expect(stale.response.status).toBe(409);
  });
});
