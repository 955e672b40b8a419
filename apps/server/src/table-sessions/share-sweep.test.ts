import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.js';
import { paymentAttempts, paymentRefunds } from '../db/schema.js';
import { moveOrder } from '../orders/move-order.js';
import { sandboxPayments } from '../payments/payments.schema.js';
import {
  confirmIntent,
  orderRound,
  seatTwo,
  startTableApp,
  storeId,
  zaatar,
  type TableApp,
} from '../testing/table-sessions.js';
import { engines, openTestDatabase } from '../testing/test-database.js';
import { tableShares } from './table-sessions.schema.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the Jumeirah outlet is open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const ABANDON_AFTER_MS = 30 * 60_000;

describe.each(engines)('the abandoned-payment sweep and table shares, on %s', (engine) => {
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

  /** Time passes beyond the sweep's wait, then the sweep runs as the server's timer runs it. */
  const sweepLater = async () => {
    now = new Date(now.getTime() + ABANDON_AFTER_MS + 60_000);
    return table.services.unplaced.sweepAbandoned({ now, abandonAfterMs: ABANDON_AFTER_MS });
  };
  const shareRow = async (shareId: string) =>
    (await database.db.select().from(tableShares).where(eq(tableShares.id, shareId)))[0]!;

  it('a share paid at the gateway but never verified is applied to its share by the sweep, once', async () => {
    const { one, two } = await seatTwo(table, 3);
    const sent = await orderRound(one, table.items, [1]);
    const split = (await one.split(sent.version, { mode: 'equal', parts: 1 })).data!.data;
    const shareId = split.split!.shares[0]!.shareId;
    const gone = await one.pay(shareId, 250);
    const detail = gone.data!.fetchedLink.transactionDetail;
    expect((await confirmIntent(table.origin, detail.client_secret)).status).toBe('succeeded');

    const swept = await sweepLater();
    expect(swept).toMatchObject({ applied: 1, refunded: 0 });
    expect(await shareRow(shareId)).toMatchObject({
      status: 'paid',
      method: 'CREDIT_CARD',
      transactionRef: detail.id,
      tip: 250,
    });
    const closed = (await two.current()).data!.data;
    expect(closed).toMatchObject({
      status: 'closed',
      bill: { paid: sent.bill.total, remaining: 0, tips: 250 },
    });
    const [attempt] = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, detail.id));
    expect(attempt!.closedAt).toEqual(now);
    expect(await sweepLater()).toMatchObject({ applied: 0, refunded: 0, released: 0 });
    expect(
      await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.transactionRef, detail.id)),
    ).toEqual([]);
  });

  it('a payment already being given back never pays its share later, by the payer or by the sweep', async () => {
    const { one } = await seatTwo(table, 11);
    const sent = await orderRound(one, table.items, [1]);
    const split = (await one.split(sent.version, { mode: 'equal', parts: 1 })).data!.data;
    const shareId = split.split!.shares[0]!.shareId;
    const gone = await one.pay(shareId, 0);
    const detail = gone.data!.fetchedLink.transactionDetail;
    expect((await confirmIntent(table.origin, detail.client_secret)).status).toBe('succeeded');
    // Claimed for a refund first (as when it could not pay the share an earlier time it was verified).
    await database.db.insert(paymentRefunds).values({
      transactionRef: detail.id,
      gateway: 'intent',
      brandId: zaatar,
      storeId,
      userId: null,
      amount: split.split!.shares[0]!.amount,
      reason: 'The share was paid otherwise',
      status: 'refunded',
    });
    expect((await one.verify(shareId, detail.id)).response.status).not.toBe(200);
    await sweepLater();
    expect((await shareRow(shareId)).status).not.toBe('paid');
    expect(
      await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.transactionRef, detail.id)),
    ).toHaveLength(1);
  });

  it('a share payment that no longer fits the bill is refunded by the sweep exactly once, however often it runs', async () => {
    const { one } = await seatTwo(table, 4);
    await orderRound(one, table.items, [1]);
    const both = await orderRound(one, table.items, [3]);
    const split = (await one.split(both.version, { mode: 'equal', parts: 2 })).data!.data;
    const share = split.split!.shares[0]!;
    const gone = await one.pay(share.shareId, 0);
    const detail = gone.data!.fetchedLink.transactionDetail;
    await confirmIntent(table.origin, detail.client_secret);
    // The kitchen cancels the second round: the share would now pay more than the bill.
    expect(
      (await moveOrder(database.db, both.rounds[1]!.orderNumber, 'CANCELLED', { reason: 'Out of bread' })).ok,
    ).toBe(true);
    const refund = vi.spyOn(table.services.gateways.intent, 'refundPayment');
    try {
      const [first, second] = [await sweepLater(), await sweepLater()];
      expect(first).toMatchObject({ refunded: 1, applied: 0 });
      expect(second).toMatchObject({ refunded: 0, applied: 0 });
      expect(refund.mock.calls.filter(([input]) => input.reference === detail.id)).toHaveLength(1);
    } finally {
      refund.mockRestore();
    }
    const refunds = await database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.transactionRef, detail.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: share.amount,
      status: expect.stringMatching(/refunded|voided/),
    });
    const [intent] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, detail.id));
    expect(intent!.status).toBe('refunded');
    expect(await shareRow(share.shareId)).toMatchObject({ transactionRef: null });
    expect((await one.current()).data!.data.bill).toMatchObject({ paid: 0 });
  });

  it('a share payment that never went through is released by the sweep: the share is open again', async () => {
    const { one, two } = await seatTwo(table, 5);
    const sent = await orderRound(one, table.items, [1]);
    const split = (await one.split(sent.version, { mode: 'equal', parts: 1 })).data!.data;
    const shareId = split.split!.shares[0]!.shareId;
    await one.pay(shareId, 100);
    expect(await shareRow(shareId)).toMatchObject({ status: 'paying', payerDinerId: 'd1' });

    const swept = await sweepLater();
    expect(swept).toMatchObject({ released: 1, refunded: 0, applied: 0 });
    expect(await shareRow(shareId)).toMatchObject({ status: 'open', payerDinerId: null, tip: 0 });
    const seen = (await two.current()).data!.data;
    expect(seen.split!.shares[0]).toMatchObject({ status: 'open' });
    expect(seen.bill).toMatchObject({ paid: 0, remaining: sent.bill.total });
    // Released once; the sweep after it changes nothing, and the share can be paid by the other diner.
    expect(await sweepLater()).toMatchObject({ released: 0, refunded: 0, applied: 0 });
    const next = await two.pay(shareId, 0);
    expect(next.response.status).toBe(200);
  });
});
