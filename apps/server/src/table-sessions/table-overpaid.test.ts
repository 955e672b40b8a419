import { createApiClient, type Schemas } from '@storefront/api';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.js';
import { orders, paymentRefunds, walletEntries } from '../db/schema.js';
import { completeStaleRefunds, STALE_REFUND_MS } from '../orders/give-back.js';
import { moveOrder } from '../orders/move-order.js';
import { toStaffOrder } from '../staff/staff-orders.js';
import { walletBalance } from '../orders/order-store.js';
import { sandboxPayments } from '../payments/payments.schema.js';
import {
  confirmIntent,
  orderRound,
  seatTwo,
  startTableApp,
  zaatar,
  type Phone,
  type TableApp,
} from '../testing/table-sessions.js';
import { signIn } from '../testing/customers.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { demoStaff } from '../staff/demo-staff.js';
import { engines, openTestDatabase } from '../testing/test-database.js';
import { settleShare } from './shares.js';
import { taxDocuments } from '../invoices/invoices.schema.js';
import { tableShares } from './table-sessions.schema.js';

const [jumeirahStaff] = demoStaff;

/** Sunday 22 November 2026, 12:00 in Dubai: the Jumeirah outlet is open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));

describe.each(engines)(
  'a table bill that shrinks below what was paid gives the excess back, on %s',
  (engine) => {
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

    /** Pays a share by sandbox card, a minute after the last payment; answers its payment's id. */
    async function payShare(diner: Phone, shareId: string, tip: number): Promise<string> {
      now = new Date(now.getTime() + 60_000);
      const intent = await diner.pay(shareId, tip);
      const detail = intent.data!.fetchedLink.transactionDetail;
      await confirmIntent(table.origin, detail.client_secret);
      expect((await diner.verify(shareId, detail.id)).response.status).toBe(200);
      return detail.id;
    }

    /** A signed-in customer with `balance` fils of cashback pays a share from their wallet, at the diner's phone. */
    async function payFromWallet(diner: Phone, shareId: string, balance: number) {
      const customer = await signIn(table.baseUrl, table.services, zaatar);
      await database.db.insert(walletEntries).values({
        userId: customer.user.userId,
        brandId: zaatar,
        amount: balance as Schemas['Fils'],
        kind: 'cashback',
      });
      const wallet = createApiClient({ baseUrl: table.baseUrl, getToken: () => customer.token });
      const paid = await wallet.POST('/table-sessions/shares/{shareId}/pay-from-wallet', {
        params: { path: { shareId } },
        body: { brandId: zaatar, tip: 0 as Schemas['Fils'] },
        headers: { 'X-Diner-Token': diner.token },
      });
      expect(paid.response.status).toBe(200);
      return customer;
    }

    const refundsOf = async (references: string[]) =>
      database.db.select().from(paymentRefunds).where(inArray(paymentRefunds.transactionRef, references));
    /** The give-backs the board's card of a round shows (staff/staff-orders.ts). */
    const boardGiveBacks = async (orderNumber: string) => {
      const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      return toStaffOrder(row!).giveBacks;
    };
    const shareRow = async (id: string) =>
      (await database.db.select().from(tableShares).where(eq(tableShares.id, id)))[0]!;
    const cancel = (orderNumber: string) =>
      moveOrder(database.db, orderNumber, 'CANCELLED', {
        reason: 'Out of bread',
        gateways: table.services.gateways,
        now,
      });

    it('two card shares paid, a round cancelled: the excess comes back from the last share first, to the fils', async () => {
      const { one, two } = await seatTwo(table, 8);
      await orderRound(one, table.items, [1]);
      const both = await orderRound(one, table.items, [3]);
      const [small, big] = both.rounds;
      const split = (await one.split(both.version, { mode: 'equal', parts: 3 })).data!.data;
      const [first, second] = split.split!.shares;
      const firstPaid = await payShare(one, first!.shareId, 0);
      const secondPaid = await payShare(two, second!.shareId, 150);
      const paid = first!.amount + second!.amount;
      const excess = paid - small!.total;
      const fromSecond = Math.min(excess, second!.amount);
      const fromFirst = excess - fromSecond;
      expect(fromFirst).toBeGreaterThan(0);

      const refund = vi.spyOn(table.services.gateways.intent, 'refundPayment');
      try {
        expect(await cancel(big!.orderNumber)).toEqual({ ok: true });
        expect(await cancel(big!.orderNumber)).toMatchObject({ ok: false });
        expect(
          refund.mock.calls.map(([input]) => [input.reference, input.amount, input.idempotencyKey]),
        ).toEqual([
          [secondPaid, fromSecond, `refund-${secondPaid}`],
          [firstPaid, fromFirst, `refund-${firstPaid}`],
        ]);
      } finally {
        refund.mockRestore();
      }
      const rows = await refundsOf([firstPaid, secondPaid]);
      expect(Object.fromEntries(rows.map((row) => [row.transactionRef, [row.amount, row.status]]))).toEqual({
        [secondPaid]: [fromSecond, 'refunded'],
        [firstPaid]: [fromFirst, 'refunded'],
      });
      expect(await boardGiveBacks(big!.orderNumber)).toEqual([
        { method: 'CREDIT_CARD', amount: fromSecond, status: 'refunded' },
        { method: 'CREDIT_CARD', amount: fromFirst, status: 'refunded' },
      ]);
      expect(await shareRow(second!.shareId)).toMatchObject({
        amount: second!.amount - fromSecond,
        tip: 150,
      });
      expect(await shareRow(first!.shareId)).toMatchObject({ amount: first!.amount - fromFirst });
      const after = (await one.current()).data!.data;
      expect(after.bill).toMatchObject({ total: small!.total, paid: small!.total, remaining: 0, tips: 150 });
      expect(after.status).toBe('closed');
      // Each give-back is a credit note against the share's invoice, for exactly what went back.
      for (const [share, back] of [
        [second!, fromSecond],
        [first!, fromFirst],
      ] as const) {
        const [invoice, note, ...more] = await database.db
          .select()
          .from(taxDocuments)
          .where(eq(taxDocuments.tableShareId, share.shareId))
          .orderBy(sql`${taxDocuments.kind} = 'credit_note'`, asc(taxDocuments.sequence));
        expect(more).toEqual([]);
        expect(invoice).toMatchObject({ kind: 'invoice' });
        expect(note).toMatchObject({ kind: 'credit_note', refersTo: invoice!.id, money: { total: back } });
        expect(note!.money.taxable + note!.money.vat + note!.money.tip).toBe(back);
      }
    });

    it('a bill that shrinks twice gives back twice from the same card payment: each part its own refund and key', async () => {
      const { one, two } = await seatTwo(table, 14);
      await orderRound(one, table.items, [3]);
      await orderRound(one, table.items, [3]);
      await orderRound(one, table.items, [1]);
      const all = await orderRound(one, table.items, [2]);
      const [, , first, second] = all.rounds;
      const split = (await one.split(all.version, { mode: 'equal', parts: 2 })).data!.data;
      const [early, late] = split.split!.shares;
      await payShare(one, early!.shareId, 0);
      const latePaid = await payShare(two, late!.shareId, 0);
      // Both cancelled rounds fit in the last share paid: it gives back both times.
      expect(first!.total + second!.total).toBeLessThan(late!.amount);

      const refund = vi.spyOn(table.services.gateways.intent, 'refundPayment');
      try {
        expect(await cancel(first!.orderNumber)).toEqual({ ok: true });
        now = new Date(now.getTime() + 60_000);
        // The second cancellation's refund is claimed but not sent (as when the process stops
        // before the gateway call): the board shows it asked, and the sweep sends it later.
        expect(await moveOrder(database.db, second!.orderNumber, 'CANCELLED', { now })).toEqual({ ok: true });
        expect(await boardGiveBacks(second!.orderNumber)).toEqual([
          { method: 'CREDIT_CARD', amount: second!.total, status: 'requested' },
        ]);
        // The claim's time is the database's clock, not this test's.
        const later = new Date(Date.now() + STALE_REFUND_MS + 1_000);
        expect(
          await completeStaleRefunds({ db: database.db, gateways: table.services.gateways }, { now: later }),
        ).toEqual([{ status: 'refunded', amount: second!.total }]);
        expect(
          refund.mock.calls.map(([input]) => [input.reference, input.amount, input.idempotencyKey]),
        ).toEqual([
          [latePaid, first!.total, `refund-${latePaid}`],
          [latePaid, second!.total, `refund-${latePaid}-part-1`],
        ]);
      } finally {
        refund.mockRestore();
      }
      const rows = await refundsOf([latePaid]);
      expect(rows.map((row) => [row.part, row.amount, row.status, row.orderNumber])).toEqual([
        [0, first!.total, 'refunded', first!.orderNumber],
        [1, second!.total, 'refunded', second!.orderNumber],
      ]);
      // Each round's card on the board lists what its cancellation gave back, as the gateway answered.
      expect(await boardGiveBacks(first!.orderNumber)).toEqual([
        { method: 'CREDIT_CARD', amount: first!.total, status: 'refunded' },
      ]);
      expect(await boardGiveBacks(second!.orderNumber)).toEqual([
        { method: 'CREDIT_CARD', amount: second!.total, status: 'refunded' },
      ]);
      const [intent] = await database.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, latePaid));
      expect(intent!.refundedAmount).toBe(first!.total + second!.total);
      expect(await shareRow(late!.shareId)).toMatchObject({
        amount: late!.amount - first!.total - second!.total,
      });
      const after = (await one.current()).data!.data;
      const total = all.rounds[0]!.total + all.rounds[1]!.total;
      expect(after.bill).toMatchObject({ total, paid: total, remaining: 0 });
    });

    it('every round cancelled: every share is refunded in full, tips too', async () => {
      const { one, two } = await seatTwo(table, 9);
      const sent = await orderRound(one, table.items, [2]);
      const split = (await one.split(sent.version, { mode: 'equal', parts: 2 })).data!.data;
      const [first, second] = split.split!.shares;
      const firstPaid = await payShare(one, first!.shareId, 100);
      const secondPaid = await payShare(two, second!.shareId, 0);
      expect((await one.current()).data!.data.status).toBe('closed');

      expect(await cancel(sent.rounds[0]!.orderNumber)).toEqual({ ok: true });
      const rows = await refundsOf([firstPaid, secondPaid]);
      expect(Object.fromEntries(rows.map((row) => [row.transactionRef, [row.amount, row.status]]))).toEqual({
        [firstPaid]: [first!.amount + 100, 'refunded'],
        [secondPaid]: [second!.amount, 'refunded'],
      });
      const intents = await database.db
        .select()
        .from(sandboxPayments)
        .where(inArray(sandboxPayments.id, [firstPaid, secondPaid]));
      expect(intents.map((intent) => intent.status)).toEqual(['refunded', 'refunded']);
      const after = (await one.current()).data!.data;
      expect(after.bill).toMatchObject({ total: 0, paid: 0, remaining: 0, tips: 0 });
    });

    it('a wallet share gives back after the card shares: its wallet is credited once', async () => {
      const { one, two } = await seatTwo(table, 10);
      await orderRound(one, table.items, [1]);
      const both = await orderRound(one, table.items, [3]);
      const [small, big] = both.rounds;
      const split = (await one.split(both.version, { mode: 'equal', parts: 2 })).data!.data;
      const [first, second] = split.split!.shares;
      now = new Date(now.getTime() + 60_000);
      const customer = await payFromWallet(one, first!.shareId, 100_000);
      const cardPaid = await payShare(two, second!.shareId, 0);
      const excess = first!.amount + second!.amount - small!.total;
      const fromCard = Math.min(excess, second!.amount);
      const fromWallet = excess - fromCard;
      expect(fromWallet).toBeGreaterThan(0);

      expect(await cancel(big!.orderNumber)).toEqual({ ok: true });
      expect(await refundsOf([cardPaid])).toEqual([
        expect.objectContaining({ amount: fromCard, status: 'refunded' }),
      ]);
      const credits = await database.db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.orderId, first!.shareId), eq(walletEntries.kind, 'refund')));
      expect(credits.map((entry) => entry.amount)).toEqual([fromWallet]);
      expect(await boardGiveBacks(big!.orderNumber)).toEqual([
        { method: 'CREDIT_CARD', amount: fromCard, status: 'refunded' },
        { method: 'WALLET', amount: fromWallet, status: 'credited', shareId: first!.shareId },
      ]);
      expect(await walletBalance(database.db, customer.user.userId, zaatar)).toBe(
        100_000 - first!.amount + fromWallet,
      );
      const after = (await one.current()).data!.data;
      expect(after.bill).toMatchObject({ total: small!.total, paid: small!.total, remaining: 0 });
    });

    it('a wallet share whose bill shrinks twice is credited twice, each credit its own ledger row', async () => {
      const { one } = await seatTwo(table, 15);
      await orderRound(one, table.items, [3]);
      await orderRound(one, table.items, [3]);
      await orderRound(one, table.items, [1]);
      const all = await orderRound(one, table.items, [2]);
      const [, , first, second] = all.rounds;
      const split = (await one.split(all.version, { mode: 'equal', parts: 2 })).data!.data;
      const [byWallet, byCash] = split.split!.shares;
      expect(first!.total + second!.total).toBeLessThan(byWallet!.amount);
      const customer = await payFromWallet(one, byWallet!.shareId, 200_000);
      now = new Date(now.getTime() + 60_000);
      const settled = await settleShare(database.db, {
        kind: 'cash',
        sessionId: all.sessionId,
        shareId: byCash!.shareId,
        staffId: 'staff-jumeirah',
        now,
      });
      expect(settled.ok).toBe(true);

      expect(await cancel(first!.orderNumber)).toEqual({ ok: true });
      expect(await cancel(second!.orderNumber)).toEqual({ ok: true });
      const credits = await database.db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.orderId, byWallet!.shareId), eq(walletEntries.kind, 'refund')));
      expect(credits.map((entry) => [entry.part, entry.amount])).toEqual([
        [0, first!.total],
        [1, second!.total],
      ]);
      expect(await walletBalance(database.db, customer.user.userId, zaatar)).toBe(
        200_000 - byWallet!.amount + first!.total + second!.total,
      );
      expect(await shareRow(byCash!.shareId)).toMatchObject({ amount: byCash!.amount });
    });

    it('a cash share gives back last: its amount is lowered by the cash the staff hand back, and it is logged', async () => {
      const { one, two } = await seatTwo(table, 12);
      await orderRound(one, table.items, [1]);
      const both = await orderRound(one, table.items, [3]);
      const [small, big] = both.rounds;
      const split = (await one.split(both.version, { mode: 'equal', parts: 2 })).data!.data;
      const [first, second] = split.split!.shares;
      now = new Date(now.getTime() + 60_000);
      const settled = await settleShare(database.db, {
        kind: 'cash',
        sessionId: both.sessionId,
        shareId: first!.shareId,
        staffId: 'staff-jumeirah',
        now,
      });
      expect(settled.ok).toBe(true);
      const cardPaid = await payShare(two, second!.shareId, 0);
      const excess = first!.amount + second!.amount - small!.total;
      const fromCard = Math.min(excess, second!.amount);
      const fromCash = excess - fromCard;
      expect(fromCash).toBeGreaterThan(0);
      const warn = vi.fn();
      const moved = await moveOrder(database.db, big!.orderNumber, 'CANCELLED', {
        reason: 'Out of bread',
        gateways: table.services.gateways,
        logger: { info: vi.fn(), warn },
        now,
      });
      expect(moved).toEqual({ ok: true });
      expect(await refundsOf([cardPaid])).toEqual([expect.objectContaining({ amount: fromCard })]);
      expect(await shareRow(first!.shareId)).toMatchObject({
        method: 'CASH',
        amount: first!.amount - fromCash,
      });
      expect(warn).toHaveBeenCalledWith(
        { shareId: first!.shareId, amount: fromCash },
        expect.stringContaining('CASH TO HAND BACK'),
      );
      expect(await boardGiveBacks(big!.orderNumber)).toEqual([
        { method: 'CREDIT_CARD', amount: fromCard, status: 'refunded' },
        { method: 'CASH', amount: fromCash, status: 'toHandBack', shareId: first!.shareId },
      ]);

      // Staff say the cash went back to the table: the board's card says so, once.
      const signedIn = await table.api.POST('/staff/sign-in', {
        body: { email: jumeirahStaff!.email, password: jumeirahStaff!.password },
      });
      const staff = createApiClient({ baseUrl: table.baseUrl, getToken: () => signedIn.data!.data.token });
      const handBack = (orderNumber: string, shareId: string) =>
        staff.POST('/staff/orders/{orderNumber}/cash-handed-back', {
          params: { path: { orderNumber } },
          body: { shareId },
        });
      for (let time = 0; time < 2; time += 1) {
        const handed = await handBack(big!.orderNumber, first!.shareId);
        expect(handed.response.status, JSON.stringify(handed.error)).toBe(200);
        expectMatchesDescription('handBackStaffCash', 200, handed.data);
        expect(handed.data!.data.giveBacks).toEqual([
          { method: 'CREDIT_CARD', amount: fromCard, status: 'refunded' },
          { method: 'CASH', amount: fromCash, status: 'handedBack', shareId: first!.shareId },
        ]);
      }
      // A share with no cash to hand back on this round, and a round of no give-back: not found.
      const wrongShare = await handBack(big!.orderNumber, second!.shareId);
      expect(wrongShare.response.status).toBe(404);
      expect(wrongShare.error).toMatchObject({ messageKey: 'errors:noCashToHandBack' });
      expect((await handBack(small!.orderNumber, first!.shareId)).response.status).toBe(404);
      // Without a staff sign-in: refused, and nothing changes.
      const anyone = createApiClient({ baseUrl: table.baseUrl });
      const refused = await anyone.POST('/staff/orders/{orderNumber}/cash-handed-back', {
        params: { path: { orderNumber: big!.orderNumber } },
        body: { shareId: first!.shareId },
      });
      expect(refused.response.status).toBe(401);
      const after = (await one.current()).data!.data;
      expect(after.bill).toMatchObject({ total: small!.total, paid: small!.total, remaining: 0 });
    });
  },
);
