import { createApiClient, type Schemas } from '@storefront/api';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { orders, paymentRefunds } from '../db/schema.js';
import { sandboxPayments } from '../payments/payments.schema.js';
import { moveOrder } from '../orders/move-order.js';
import { demoStaff } from '../staff/demo-staff.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { openEventStream } from '../testing/orders.js';
import {
  confirmIntent,
  orderRound,
  seatTwo,
  startTableApp,
  storeId,
  zaatar,
  type Phone,
  type TableApp,
} from '../testing/table-sessions.js';
import { engines, openTestDatabase } from '../testing/test-database.js';
import { taxDocuments } from '../invoices/invoices.schema.js';
import { tableShares } from './table-sessions.schema.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the Jumeirah outlet is open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const [jumeirahStaff] = demoStaff;

type Session = Schemas['TableSession'];

/** Pays a share by sandbox card: the intent, the card confirmed, the payment verified. */
async function payShare(table: TableApp, diner: Phone, shareId: string, tip: number) {
  const intent = await diner.pay(shareId, tip);
  if (!intent.data) return { intent, verified: undefined };
  const detail = intent.data.fetchedLink.transactionDetail;
  await confirmIntent(table.origin, detail.client_secret);
  return { intent, verified: await diner.verify(shareId, detail.id) };
}

describe.each(engines)('paying a table session share by share, on %s', (engine) => {
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

  const intentsFor = async (ids: string[]) =>
    ids.length === 0
      ? []
      : database.db.select().from(sandboxPayments).where(inArray(sandboxPayments.id, ids));

  it('pays two shares with different tips; the session closes and the next scan shows an empty table', async () => {
    const { one, two, token } = await seatTwo(table, 11);
    const sent = await orderRound(one, table.items, [1, 1]);
    const [first, second] = sent.rounds[0]!.lines;
    const split = (
      await two.split(sent.version, {
        mode: 'items',
        claims: [
          { lineKey: first!.lineId, dinerId: 'd1', numerator: 1, denominator: 2 },
          { lineKey: first!.lineId, dinerId: 'd2', numerator: 1, denominator: 2 },
          { lineKey: second!.lineId, dinerId: 'd2', numerator: 1, denominator: 1 },
        ],
      })
    ).data!.data;
    const [mine, theirs] = split.split!.shares;
    const paidOne = await payShare(table, one, mine!.shareId, 500);
    expectMatchesDescription('payTableShare', 200, paidOne.intent.data);
    expect(paidOne.intent.data!.data).toEqual({
      shareId: mine!.shareId,
      amount: mine!.amount,
      tip: 500,
      total: mine!.amount + 500,
    });
    expectMatchesDescription('verifyTableShare', 200, paidOne.verified!.data);
    const half = paidOne.verified!.data!.data;
    expect(half.status).toBe('open');
    expect(half.bill).toEqual({
      total: sent.bill.total,
      paid: mine!.amount,
      remaining: theirs!.amount,
      tips: 500,
    });
    expect(half.split!.shares[0]).toMatchObject({ status: 'paid', tip: 500, method: 'CREDIT_CARD' });

    const paidTwo = await payShare(table, two, theirs!.shareId, 1000);
    const closed = paidTwo.verified!.data!.data;
    expect(closed.status).toBe('closed');
    expect(closed.joinCode).toBe('');
    expect(closed.bill).toEqual({ total: sent.bill.total, paid: sent.bill.total, remaining: 0, tips: 1500 });
    const [round] = await database.db.select().from(orders).where(eq(orders.id, sent.rounds[0]!.roundId));
    expect(round!.isPaid).toBe(true);
    // The charges are the shares plus their tips, to the fils.
    const charged = await intentsFor([
      paidOne.intent.data!.fetchedLink.transactionDetail.id,
      paidTwo.intent.data!.fetchedLink.transactionDetail.id,
    ]);
    expect(charged.reduce((sum, row) => sum + row.amount, 0)).toBe(sent.bill.total + 1500);

    // Each payer's tax invoice (docs/invoices.md): the lines it claimed, its tip outside VAT, what
    // its card paid; the two VATs add up to the round's, give or take a fils of rounding each.
    const invoices = await database.db
      .select()
      .from(taxDocuments)
      .where(inArray(taxDocuments.tableShareId, [mine!.shareId, theirs!.shareId]));
    const invoiceOf = (shareId: string) => invoices.find((row) => row.tableShareId === shareId)!;
    expect(invoiceOf(mine!.shareId).money).toMatchObject({ total: mine!.amount + 500, tip: 500 });
    expect(invoiceOf(theirs!.shareId).money).toMatchObject({ total: theirs!.amount + 1000, tip: 1000 });
    expect(invoiceOf(mine!.shareId).money.lines.map((line) => line.total > 0)).toEqual([true, false]);
    expect(invoiceOf(theirs!.shareId).money.lines.map((line) => line.total > 0)).toEqual([true, true]);
    const vat = invoices.reduce((sum, row) => sum + row.money.vat, 0);
    expect(Math.abs(vat - round!.taxAmount)).toBeLessThanOrEqual(2);
    expect(invoices.map((row) => row.kind)).toEqual(['invoice', 'invoice']);
    // Only the payer is given the link to their invoice.
    const [ownShare] = (await one.current()).data!.data.split!.shares;
    expect(ownShare!.taxDocuments).toEqual([
      {
        kind: 'invoice',
        number: invoiceOf(mine!.shareId).number,
        url: expect.stringMatching(/^\/invoices\//),
      },
    ]);
    expect((await two.current()).data!.data.split!.shares[0]!.taxDocuments).toBeUndefined();
    const page = await fetch(`${table.origin}${ownShare!.taxDocuments![0]!.url}`);
    expect(await page.text()).toContain(`AED ${((mine!.amount + 500) / 100).toFixed(2)}`);

    // A new scan opens a fresh session; the old diners' tokens read only their own, closed one.
    const fresh = await table.api.POST('/table-sessions/open', {
      body: { brandId: zaatar, tableToken: token },
    });
    const entry = fresh.data!.data as Schemas['TableSessionEntry'];
    expect(entry.joinRequired).toBe(false);
    expect(entry.session.sessionId).not.toBe(sent.sessionId);
    expect(entry.session).toMatchObject({ basket: [], rounds: [], split: null, bill: { total: 0, paid: 0 } });
    expect(entry.session.diners).toHaveLength(1);
    const old = (await one.current()).data!.data;
    expect(old).toMatchObject({ sessionId: sent.sessionId, status: 'closed' });
    const late = await one.add(old.version, table.items[0]!, 1);
    expect(late.response.status).toBe(409);
    expect(late.error).toMatchObject({ messageKey: 'errors:tableSessionClosed' });
  });

  it('the same share paid twice at once: one payer holds it, the other is refused before any charge', async () => {
    const { one, two } = await seatTwo(table, 12);
    const sent = await orderRound(one, table.items, [2]);
    const split = (await one.split(sent.version, { mode: 'equal', parts: 2 })).data!.data;
    const shareId = split.split!.shares[0]!.shareId;
    const before = (await database.db.select().from(sandboxPayments)).length;
    const [a, b] = await Promise.all([one.pay(shareId, 0), two.pay(shareId, 200)]);
    const answers = [a, b].map((answer) => answer.response.status).sort();
    expect(answers).toEqual([200, 409]);
    const refused = [a, b].find((answer) => answer.response.status === 409)!;
    expectMatchesDescription('payTableShare', 409, refused.error);
    expect(refused.error).toMatchObject({
      messageKey: 'errors:tableShareBeingPaid',
      message: 'This share is being paid by someone else.',
    });
    expect((await database.db.select().from(sandboxPayments)).length).toBe(before + 1);
    const seen = (await two.current()).data!.data.split!.shares[0]!;
    expect(seen.status).toBe('paying');
  });

  it('a payer who abandons lets the share go after the hold; the late payment is refunded, never applied twice', async () => {
    const { one, two } = await seatTwo(table, 13);
    const sent = await orderRound(one, table.items, [1]);
    const split = (await one.split(sent.version, { mode: 'equal', parts: 1 })).data!.data;
    const shareId = split.split!.shares[0]!.shareId;
    const abandoned = await one.pay(shareId, 0);
    now = new Date(now.getTime() + 6 * 60_000);
    const taken = await payShare(table, two, shareId, 100);
    expect(taken.verified!.data!.data.status).toBe('closed');
    // The first payer comes back and pays the intent they were given: it is given back.
    const late = abandoned.data!.fetchedLink.transactionDetail;
    await confirmIntent(table.origin, late.client_secret);
    const verified = await one.verify(shareId, late.id);
    expect(verified.response.status).toBe(409);
    expect(verified.error).toMatchObject({ messageKey: 'errors:tableShareRefunded' });
    const [refund] = await database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.transactionRef, late.id));
    expect(refund).toMatchObject({
      amount: sent.bill.total,
      status: expect.stringMatching(/refunded|voided/),
    });
    // Verifying the winning payment again changes nothing.
    const again = await two.verify(shareId, taken.intent.data!.fetchedLink.transactionDetail.id);
    expect(again.response.status).toBe(200);
    const rows = await database.db.select().from(tableShares).where(eq(tableShares.id, shareId));
    expect(rows[0]).toMatchObject({ status: 'paid', tip: 100 });
  });

  it('a payer whose card went through but who never came back pays the share; the next payer is not charged', async () => {
    const { one, two } = await seatTwo(table, 18);
    const sent = await orderRound(one, table.items, [1]);
    const split = (await one.split(sent.version, { mode: 'equal', parts: 1 })).data!.data;
    const shareId = split.split!.shares[0]!.shareId;
    const gone = await one.pay(shareId, 300);
    await confirmIntent(table.origin, gone.data!.fetchedLink.transactionDetail.client_secret);
    now = new Date(now.getTime() + 6 * 60_000);
    const before = (await database.db.select().from(sandboxPayments)).length;
    const next = await two.pay(shareId, 0);
    expect(next.response.status).toBe(409);
    expect(next.error).toMatchObject({ messageKey: 'errors:tableSharePaid' });
    expect((await database.db.select().from(sandboxPayments)).length).toBe(before);
    const closed = (await two.current()).data!.data;
    expect(closed).toMatchObject({
      status: 'closed',
      bill: { paid: sent.bill.total, remaining: 0, tips: 300 },
    });
  });

  it('a round cancelled after the split: a share that would pay more than the bill is refunded, not applied', async () => {
    const { one } = await seatTwo(table, 19);
    await orderRound(one, table.items, [1]);
    const both = await orderRound(one, table.items, [3]);
    const split = (await one.split(both.version, { mode: 'equal', parts: 2 })).data!.data;
    expect(
      (await moveOrder(database.db, both.rounds[1]!.orderNumber, 'CANCELLED', { reason: 'Out of bread' })).ok,
    ).toBe(true);
    const share = split.split!.shares[0]!;
    const { verified } = await payShare(table, one, share.shareId, 0);
    expect(verified!.response.status).toBe(409);
    expect(verified!.error).toMatchObject({ messageKey: 'errors:tableShareRefunded' });
    const after = (await one.current()).data!.data;
    expect(after.bill).toMatchObject({ total: both.rounds[0]!.total, paid: 0 });
  });

  it('200 concurrent payments of the shares of one bill never pay more than the bill', async () => {
    const { one, two } = await seatTwo(table, 14);
    const sent = await orderRound(one, table.items, [3, 2]);
    const split = (await two.split(sent.version, { mode: 'equal', parts: 4 })).data!.data;
    const shares = split.split!.shares;
    const phones = [one, two];
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        phones[index % 2]!.pay(shares[index % 4]!.shareId, (index % 3) * 100),
      ),
    );
    const intents = new Map<string, { shareId: string; diner: Phone; secret: string }>();
    attempts.forEach((answer, index) => {
      if (answer.data) {
        const detail = answer.data.fetchedLink.transactionDetail;
        intents.set(detail.id, {
          shareId: answer.data.data.shareId,
          diner: phones[index % 2]!,
          secret: detail.client_secret,
        });
      } else expect(answer.response.status).toBe(409);
    });
    await Promise.all([...intents.values()].map((entry) => confirmIntent(table.origin, entry.secret)));
    const verified = await Promise.all(
      [...intents.entries()].map(([id, entry]) => entry.diner.verify(entry.shareId, id)),
    );
    expect(verified.every((answer) => answer.response.status === 200 || answer.response.status === 409)).toBe(
      true,
    );
    const rows = await database.db
      .select()
      .from(tableShares)
      .where(eq(tableShares.sessionId, sent.sessionId));
    const paid = rows.filter((row) => row.status === 'paid');
    expect(paid.reduce((sum, row) => sum + row.amount, 0)).toBeLessThanOrEqual(sent.bill.total);
    // Every payment that did not pay a share (a payer pressing again with another tip makes a new
    // intent) was given back: the money kept is exactly the paid shares with their tips.
    const charged = await intentsFor([...intents.keys()]);
    const refunds = await database.db
      .select()
      .from(paymentRefunds)
      .where(inArray(paymentRefunds.transactionRef, [...intents.keys()]));
    expect(refunds).toHaveLength(charged.length - paid.length);
    const kept = charged
      .filter((row) => row.status === 'succeeded')
      .reduce((sum, row) => sum + row.amount, 0);
    expect(kept).toBe(paid.reduce((sum, row) => sum + row.amount + row.tip, 0));
    expect(paid).toHaveLength(4);
  }, 120_000);

  it('staff take cash for a share on the board; a share being paid by card is refused', async () => {
    const { one } = await seatTwo(table, 15);
    const sent = await orderRound(one, table.items, [1]);
    const split = (await one.split(sent.version, { mode: 'equal', parts: 2 })).data!.data;
    const [cash, card] = split.split!.shares;
    await one.pay(card!.shareId, 0);
    const signIn = await table.api.POST('/staff/sign-in', {
      body: { email: jumeirahStaff!.email, password: jumeirahStaff!.password },
    });
    const staff = createApiClient({ baseUrl: table.baseUrl, getToken: () => signIn.data!.data.token });
    // The round is on the board like any order, in the shape the board is described with.
    const staffOrders = await staff.GET('/staff/orders', {});
    expectMatchesDescription('getStaffOrders', 200, staffOrders.data);
    expect(staffOrders.data!.data.some((order) => order.orderNumber === sent.rounds[0]!.orderNumber)).toBe(
      true,
    );
    const tables = await staff.GET('/staff/tables', { params: { query: { storeId } } });
    expectMatchesDescription('getStaffTables', 200, tables.data);
    const board = tables.data!.data;
    expect(board.tableCodes!.find((code) => code.tableNumber === 15)!.tableToken).toMatch(/^t1\./);
    expect(board.sessions!.find((session) => session.tableNumber === 15)!.bill.total).toBe(sent.bill.total);
    const take = (shareId: string) =>
      staff.POST('/staff/tables/{tableNumber}/shares/{shareId}/cash-received', {
        params: { path: { tableNumber: 15, shareId } },
        body: { storeId },
      });
    const busy = await take(card!.shareId);
    expect(busy.response.status).toBe(409);
    expect(busy.error).toMatchObject({ messageKey: 'errors:tableShareBeingPaid' });
    const taken = await take(cash!.shareId);
    expectMatchesDescription('settleTableShareInCash', 200, taken.data);
    expect(taken.data!.data.bill.paid).toBe(cash!.amount);
    expect((await take(cash!.shareId)).response.status).toBe(409);
    const wrongTable = await staff.POST('/staff/tables/{tableNumber}/shares/{shareId}/cash-received', {
      params: { path: { tableNumber: 16, shareId: card!.shareId } },
      body: { storeId },
    });
    expect(wrongTable.response.status).toBe(404);
  });

  it('pushes every change to each phone of the table, round statuses included', async () => {
    const { one, two } = await seatTwo(table, 16);
    const stream = await openEventStream(
      `${table.baseUrl}/table-sessions/events?brandId=${zaatar}&dinerToken=${encodeURIComponent(two.token)}`,
      {},
    );
    const [first] = await stream.until((event) => event.event === 'session');
    const start = JSON.parse(first!.data) as Session;
    expect(start.me).toBe('d2');
    await stream.until((event) => event.event === 'ready');
    const added = (await one.add(start.version, table.items[0]!, 1)).data!.data;
    const pushed = await stream.until(
      (event) => event.event === 'session' && (JSON.parse(event.data) as Session).version === added.version,
    );
    const seen = JSON.parse(pushed[0]!.data) as Session;
    expect(seen.basket[0]).toMatchObject({ addedBy: 'd1' });
    expect(seen.me).toBe('d2');
    const sent = (await one.send(added.version)).data!.data;
    expect((await moveOrder(database.db, sent.rounds[0]!.orderNumber, 'PREPARING')).ok).toBe(true);
    await stream.until(
      (event) =>
        event.event === 'session' && (JSON.parse(event.data) as Session).rounds[0]?.stage === 'inProgress',
    );
    stream.close();
    const refused = await fetch(`${table.baseUrl}/table-sessions/events?brandId=${zaatar}&dinerToken=nope`);
    expect(refused.status).toBe(401);
    // followEventStream sends the token as a bearer: the stream takes it so.
    const byHeader = await openEventStream(`${table.baseUrl}/table-sessions/events?brandId=${zaatar}`, {
      authorization: `Bearer ${one.token}`,
    });
    const [mine] = await byHeader.until((event) => event.event === 'session');
    expect((JSON.parse(mine!.data) as Session).me).toBe('d1');
    byHeader.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a table session across two server processes on PostgreSQL',
  () => {
    it('a line added through one server reaches a phone streaming from the other', async () => {
      const database = await openTestDatabase('postgres');
      const second = await openDatabase({ kind: 'postgres', url: database.url! });
      const a = await startTableApp(database, () => NOW);
      const b = await startTableApp(second, () => NOW);
      try {
        const { one, two } = await seatTwo(a, 17);
        const stream = await openEventStream(
          `${b.baseUrl}/table-sessions/events?brandId=${zaatar}&dinerToken=${encodeURIComponent(two.token)}`,
          {},
        );
        await stream.until((event) => event.event === 'ready');
        const version = (await one.current()).data!.data.version;
        const added = (await one.add(version, a.items[0]!, 2)).data!.data;
        const [event] = await stream.until(
          (received) =>
            received.event === 'session' && (JSON.parse(received.data) as Session).version === added.version,
        );
        expect((JSON.parse(event!.data) as Session).basket[0]).toMatchObject({ quantity: 2, addedBy: 'd1' });
        stream.close();
      } finally {
        await b.app.close();
        await a.app.close();
        await second.close();
        await database.close();
      }
    }, 60_000);
  },
);
