import { createApiClient, type Schemas } from '@storefront/api';
import { and, eq } from 'drizzle-orm';
import { taxDocuments } from '../invoices/invoices.schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { walletEntries } from '../db/schema.js';
import { walletBalance } from '../orders/order-store.js';
import { sandboxPayments } from '../payments/payments.schema.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { signIn } from '../testing/customers.js';
import {
  orderRound,
  seatTwo,
  startTableApp,
  zaatar,
  type Phone,
  type TableApp,
} from '../testing/table-sessions.js';
import { engines, openTestDatabase } from '../testing/test-database.js';
import { tableShares } from './table-sessions.schema.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the Jumeirah outlet is open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));

describe.each(engines)("paying a table share from the customer's wallet, on %s", (engine) => {
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

  /** A customer of the brand with `balance` fils of cashback in their wallet. */
  async function customerWith(balance: number) {
    const customer = await signIn(table.baseUrl, table.services, zaatar);
    await database.db.insert(walletEntries).values({
      userId: customer.user.userId,
      brandId: zaatar,
      amount: balance as Schemas['Fils'],
      kind: 'cashback',
    });
    return customer;
  }

  /** The diner's phone, signed in as the customer too. */
  function payFromWallet(diner: Phone, token: string | null, shareId: string, tip: number) {
    const api = createApiClient({ baseUrl: table.baseUrl, getToken: () => token ?? undefined });
    return api.POST('/table-sessions/shares/{shareId}/pay-from-wallet', {
      params: { path: { shareId } },
      body: { brandId: zaatar, tip: tip as Schemas['Fils'] },
      headers: { 'X-Diner-Token': diner.token },
    });
  }
  const balanceOf = (userId: string) => walletBalance(database.db, userId, zaatar);

  it('debits the share and its tip and marks the share paid in one step; the session closes when all is paid', async () => {
    const { one, two } = await seatTwo(table, 6);
    const sent = await orderRound(one, table.items, [2]);
    const split = (await one.split(sent.version, { mode: 'equal', parts: 2 })).data!.data;
    const [mine, theirs] = split.split!.shares;
    const customer = await customerWith(100_000);
    const before = (await database.db.select().from(sandboxPayments)).length;
    const paid = await payFromWallet(one, customer.token, mine!.shareId, 300);
    expectMatchesDescription('payTableShareFromWallet', 200, paid.data);
    expect(paid.data!.data.split!.shares[0]).toMatchObject({ status: 'paid', method: 'WALLET', tip: 300 });
    expect(paid.data!.data.bill).toMatchObject({ paid: mine!.amount, remaining: theirs!.amount, tips: 300 });
    expect(await balanceOf(customer.user.userId)).toBe(100_000 - mine!.amount - 300);
    expect((await database.db.select().from(sandboxPayments)).length).toBe(before);
    // Paying it again is refused and debits nothing more.
    const again = await payFromWallet(two, customer.token, mine!.shareId, 0);
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ messageKey: 'errors:tableSharePaid' });
    expect(await balanceOf(customer.user.userId)).toBe(100_000 - mine!.amount - 300);
    const last = await payFromWallet(two, customer.token, theirs!.shareId, 0);
    expect(last.data!.data).toMatchObject({ status: 'closed', bill: { remaining: 0 } });
    // Each share paid from the wallet has its invoice, paid by wallet, its tip outside VAT.
    const [invoice] = await database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.tableShareId, mine!.shareId));
    expect(invoice!.money).toMatchObject({
      total: mine!.amount + 300,
      tip: 300,
      payments: [{ method: 'wallet', amount: mine!.amount + 300 }],
    });
  });

  it('a balance short of the share (with its tip) is refused and nothing changes', async () => {
    const { one, two } = await seatTwo(table, 7);
    const sent = await orderRound(one, table.items, [1]);
    const split = (await one.split(sent.version, { mode: 'equal', parts: 1 })).data!.data;
    const share = split.split!.shares[0]!;
    const customer = await customerWith(share.amount + 99);
    const short = await payFromWallet(one, customer.token, share.shareId, 100);
    expectMatchesDescription('payTableShareFromWallet', 409, short.error);
    expect(short.error).toMatchObject({
      messageKey: 'errors:tableShareWalletShort',
      message: 'Your wallet balance does not cover this share',
    });
    expect(await balanceOf(customer.user.userId)).toBe(share.amount + 99);
    const [row] = await database.db.select().from(tableShares).where(eq(tableShares.id, share.shareId));
    expect(row).toMatchObject({ status: 'open', tip: 0, transactionRef: null });
    expect((await two.current()).data!.data.bill).toMatchObject({ paid: 0 });
    // Without a customer sign-in: 401, nothing changes.
    const anonymous = await payFromWallet(one, null, share.shareId, 0);
    expect(anonymous.response.status).toBe(401);
    // A share someone is paying by card is refused.
    await two.pay(share.shareId, 0);
    const busy = await payFromWallet(one, customer.token, share.shareId, 0);
    expect(busy.error).toMatchObject({ messageKey: 'errors:tableShareBeingPaid' });
    expect(await balanceOf(customer.user.userId)).toBe(share.amount + 99);
  });

  it('two shares paid at once from one wallet that covers only one: exactly one is paid, never overdrawn', async () => {
    const { one, two } = await seatTwo(table, 8);
    const sent = await orderRound(one, table.items, [2]);
    const split = (await one.split(sent.version, { mode: 'equal', parts: 2 })).data!.data;
    const [a, b] = split.split!.shares;
    const customer = await customerWith(Math.max(a!.amount, b!.amount) + 50);
    const answers = await Promise.all([
      payFromWallet(one, customer.token, a!.shareId, 0),
      payFromWallet(two, customer.token, b!.shareId, 0),
    ]);
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.response.status === 409)!;
    expect(refused.error).toMatchObject({ messageKey: 'errors:tableShareWalletShort' });
    const balance = await balanceOf(customer.user.userId);
    expect(balance).toBeGreaterThanOrEqual(0);
    const debits = await database.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, customer.user.userId), eq(walletEntries.kind, 'redemption')));
    expect(debits).toHaveLength(1);
    expect(balance).toBe(Math.max(a!.amount, b!.amount) + 50 + debits[0]!.amount);
  });
});
