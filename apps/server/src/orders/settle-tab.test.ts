import type { ApiClient, Schemas } from '@storefront/api';
import { fils, type Fils } from '@storefront/core';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { orders, paymentRefunds } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { taxDocuments } from '../invoices/invoices.schema.js';
import { sandboxPayments } from '../payments/payments.schema.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { signIn, validLine } from '../testing/customers.js';
import { engines } from '../testing/test-database.js';
import { orderMessages } from './handlers.js';
import { moveOrder } from './move-order.js';
import { phoneToken } from '../testing/table-sessions.js';

const zaatar = demoBrandIds.zaatarHouse;
const karak = demoBrandIds.karakCorner;
const ADMIN_KEY = 'test-admin-key-0123456789';

type Diner = Awaited<ReturnType<typeof signIn>>;
interface Payment {
  paymentType: Schemas['PaymentType'];
  transactionInfo?: { gateway: 'intent' | 'frames' | 'hosted'; reference: string };
}

describe.each(engines)("settling a dine-in table's tab in one payment, on %s", (engine) => {
  let database: Database;
  let services: AppServices;
  let origin: string;
  let baseUrl: string;
  let anonymous: ApiClient;
  let jumeirah: Schemas['Store'];
  let marinaId: string;
  let items: Schemas['Item'][];
  /** Sunday 22 November 2026, 12:00 in Dubai; each order a minute after the previous one. */
  let now = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
  let keys = 0;
  const test = useTestApp(engine, { clock: () => now, adminKey: ADMIN_KEY });

  const documentsOf = (orderId: string) =>
    database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId))
      .orderBy(sql`${taxDocuments.kind} = 'credit_note'`, asc(taxDocuments.sequence));
  const countOrders = async () => (await database.db.select({ value: count() }).from(orders))[0]!.value;
  const rows = (ids: string[]) => database.db.select().from(orders).where(inArray(orders.id, ids));
  const sandbox = async (id: string) =>
    (await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0]!;
  const tab = async (tableNumber: number) =>
    (
      await anonymous.POST('/order/getTableLaterOrders', {
        body: {
          brandId: zaatar,
          storeId: jumeirah._id,
          tableNumber,
          tableToken: phoneToken(services, tableNumber),
        },
      })
    ).data!.data;

  function dineInBody(
    tableNumber: number,
    paymentType: Schemas['PaymentType'],
    cart: Schemas['CartLine'][],
    extra: { tip?: Schemas['Tip']; payLaterOrders?: string[] } = {},
  ) {
    now = new Date(now.getTime() + 60_000);
    keys += 1;
    return {
      brandId: zaatar,
      storeId: jumeirah._id,
      serviceType: 'DINE_IN' as const,
      tableNumber,
      tableToken: phoneToken(services, tableNumber),
      cart,
      timing: { type: 'ASAP' as const },
      payment: { paymentType } as Payment,
      ...extra,
      expectedTotal: fils(1),
      idempotencyKey: `settle-${tableNumber}-${keys}-${now.getTime()}`,
    };
  }

  type Body = ReturnType<typeof dineInBody>;
  const place = (diner: Diner, body: Body) => diner.client.POST('/order/place-order-v2', { body });

  /** The server's totals for a body (its PRICE_CHANGED answer to a total of 1 fils). */
  async function probe(diner: Diner, body: Body): Promise<Schemas['Totals']> {
    const answer = await place(diner, body);
    expect(answer.error?.error?.code, JSON.stringify(answer.error)).toBe('PRICE_CHANGED');
    return (answer.error as { data: Schemas['Totals'] }).data;
  }

  /** A pay-later round at a table, at the server's own total. */
  async function payLater(
    diner: Diner,
    tableNumber: number,
    cart: Schemas['CartLine'][],
    tip?: Schemas['Tip'],
  ) {
    const body = dineInBody(tableNumber, 'PAY_LATER', cart, tip ? { tip } : {});
    const total = (await probe(diner, body)).total;
    const placed = await place(diner, { ...body, expectedTotal: total });
    if (!placed.data) throw new Error(`order refused: ${JSON.stringify(placed.error)}`);
    return placed.data.data.savedOrder;
  }

  /** A sandbox card payment (4242 4242 4242 4242) for an order at the store, as the checkout makes it. */
  async function payByCard(diner: Diner, amount: Fils): Promise<string> {
    const created = await diner.client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
      body: {
        idempotencyKey: crypto.randomUUID(),
        brandId: zaatar,
        amount,
        storeId: jumeirah._id,
        currency: 'aed',
        paymentMethod: 'CARD',
      },
    });
    const intent = created.data!.gatewayData.data;
    const confirmed = await fetch(`${origin}/sandbox/intent/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientSecret: intent.client_secret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
        returnUrl: `${origin}/zaatar-house/dine-in/checkout?payment=success`,
      }),
    });
    expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
    return intent.id;
  }

  const card = (reference: string) => ({
    paymentType: 'CREDIT_CARD' as const,
    transactionInfo: { gateway: 'intent' as const, reference },
  });

  /** A dine-in order paid at the table's card machine; answers its id. */
  async function dineIn(diner: Diner, salt: number): Promise<string> {
    const body = dineInBody(10, 'CARD_MACHINE', [validLine(items[salt % items.length]!, 1)]);
    const total = (await probe(diner, body)).total;
    const placed = await place(diner, { ...body, expectedTotal: total });
    return placed.data!.data.savedOrder._id;
  }

  beforeAll(async () => {
    ({ database, services, origin, baseUrl, anonymous } = test);
    const stores = (await anonymous.POST('/store/get-stores-for-pickup', { body: { brandId: zaatar } })).data!
      .stores;
    jumeirah = stores.find((store) => store.baseLanguage.name.includes('Jumeirah'))!;
    marinaId = stores.find((store) => store.baseLanguage.name.includes('Marina'))!._id;
    const menu = await anonymous.POST('/menus/get-dine-in-store-menu', {
      body: { brandId: zaatar, storeId: jumeirah._id },
    });
    items = menu
      .data!.data.storeMenu.categories.flatMap((category) => category.items.map((entry) => entry.itemId))
      .filter(
        (item) => item.price > 0 && !item.unavailableStores.some((entry) => entry.storeId === jumeirah._id),
      );
  }, 60_000);

  it('pays two pay-later rounds and a new round with a 10% tip on the whole tab: one payment, all three paid, totals add up', async () => {
    const amal = await signIn(baseUrl, services, zaatar);
    const omar = await signIn(baseUrl, services, zaatar);
    const first = await payLater(amal, 3, [validLine(items[0]!, 2)]);
    const second = await payLater(omar, 3, [validLine(items[1]!, 1)]);
    expect((await tab(3)).fetchedOrder.map((order) => order._id)).toEqual([first._id, second._id]);

    const body = dineInBody(3, 'CREDIT_CARD', [validLine(items[2]!, 1)], {
      tip: { type: 'percent', percent: 10 },
      payLaterOrders: [first._id, second._id],
    });
    const server = await probe(amal, body);
    const roundAlone = await probe(amal, {
      ...dineInBody(3, 'CREDIT_CARD', [validLine(items[2]!, 1)]),
    });
    // The tip is 10% of every item on the tab (none of the rounds had a tip), rounded half up.
    const tabItems = roundAlone.cartTotal + first.itemsTotalPrice + second.itemsTotalPrice;
    expect(server.tipAmount).toBe(Math.round(tabItems / 10));
    expect(server.settledOrdersTotal).toBe(first.totalOrderPrice + second.totalOrderPrice);
    expect(server.total).toBe(roundAlone.total + server.tipAmount + server.settledOrdersTotal!);

    const before = await countOrders();
    const reference = await payByCard(amal, server.total);
    const placed = await place(amal, { ...body, payment: card(reference), expectedTotal: server.total });
    expect(placed.response.status).toBe(200);
    expectMatchesDescription('placeOrder', 200, placed.data);
    const order = placed.data!.data.savedOrder;
    expect(order).toMatchObject({ isPaid: true, paymentType: 'CREDIT_CARD', dineInTableNumber: 3 });
    expect(order.totals.total).toBe(server.total);
    expect(order.totalOrderPrice + order.totals.settledOrdersTotal!).toBe(server.total);
    expect(order.settledOrders).toEqual([
      {
        _id: first._id,
        orderNumber: first.orderNumber,
        totalOrderPrice: first.totalOrderPrice,
        tipAmount: 0,
      },
      {
        _id: second._id,
        orderNumber: second.orderNumber,
        totalOrderPrice: second.totalOrderPrice,
        tipAmount: 0,
      },
    ]);
    expect(await countOrders()).toBe(before + 1);

    // One payment, for exactly what the three stored orders total.
    const stored = await rows([order._id, first._id, second._id]);
    expect(stored.reduce((sum, row) => sum + row.total, 0)).toBe(server.total);
    expect((await sandbox(reference)).amount).toBe(server.total);
    expect((await sandbox(reference)).status).toBe('succeeded');
    for (const row of stored) expect(row.isPaid).toBe(true);
    for (const row of stored.filter((entry) => entry.id !== order._id)) {
      expect(row).toMatchObject({ payLater: false, paymentType: 'PAY_LATER' });
    }
    expect(await tab(3)).toMatchObject({ fetchedOrder: [], ordersTotalPrice: 0 });

    // The settled round says which order paid it.
    const info = await omar.client.POST('/order/get-order-info/{id}', {
      params: { path: { id: second._id } },
      body: { brandId: zaatar },
    });
    expect(info.data?.data).toMatchObject({ isPaid: true, settledBy: { _id: order._id } });
    expectMatchesDescription('getOrderInfo', 200, info.data);

    // One tax invoice for the payment, on the order that made it: every round's lines, the tip
    // outside VAT, at what was charged; the rounds it paid issue none of their own.
    const [invoice, ...more] = await documentsOf(order._id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', money: { total: server.total, tip: server.tipAmount } });
    expect(invoice!.money.lines.map((line) => line.quantity)).toEqual([2, 1, 1]);
    const charged = stored.reduce((sum, row) => sum + row.taxAmount, 0);
    expect(invoice!.money.vat).toBe(charged);
    expect(await documentsOf(first._id)).toEqual([]);
    expect(await documentsOf(second._id)).toEqual([]);
    // Served later: completing a round it paid issues nothing more.
    for (const to of ['PREPARING', 'ON_THE_WAY', 'COMPLETE'] as const)
      expect(await moveOrder(database.db, second.orderNumber, to)).toMatchObject({ ok: true });
    expect(await documentsOf(second._id)).toEqual([]);
  });

  it('the store cancels the round that settled a tab: only that round goes back to the card, the settled rounds stay paid', async () => {
    const amal = await signIn(baseUrl, services, zaatar);
    const first = await payLater(amal, 8, [validLine(items[0]!, 2)]);
    const body = dineInBody(8, 'CREDIT_CARD', [validLine(items[2]!, 1)], { payLaterOrders: [first._id] });
    const server = await probe(amal, body);
    const reference = await payByCard(amal, server.total);
    const placed = await place(amal, { ...body, payment: card(reference), expectedTotal: server.total });
    const order = placed.data!.data.savedOrder;
    expect(order.totalOrderPrice).toBe(server.total - first.totalOrderPrice);

    const moved = await moveOrder(database.db, order.orderNumber, 'CANCELLED', {
      reason: 'Oven down',
      gateways: services.gateways,
    });
    expect(moved).toEqual({ ok: true, refund: { amount: order.totalOrderPrice, status: 'refunded' } });
    expect((await sandbox(reference)).status).toBe('refunded');
    const [refund] = await database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.transactionRef, reference));
    expect(refund).toMatchObject({ amount: order.totalOrderPrice, status: 'refunded' });
    const [settled] = await rows([first._id]);
    expect(settled).toMatchObject({ isPaid: true, status: 'PENDING' });
    // Its credit note gives back its own line; the round it paid stays invoiced.
    const [invoice, note] = await documentsOf(order._id);
    expect(note).toMatchObject({ kind: 'credit_note', refersTo: invoice!.id });
    expect(note!.money.total).toBe(order.totalOrderPrice);
    expect(note!.money.lines.map((line) => line.total)).toEqual([0, order.totalOrderPrice]);
  });

  it('refuses a tip or total the client priced itself: the server re-prices the tip on the whole tab', async () => {
    const amal = await signIn(baseUrl, services, zaatar);
    const round = await payLater(amal, 4, [validLine(items[0]!, 3)]);
    const body = dineInBody(4, 'CREDIT_CARD', [validLine(items[1]!, 1)], {
      tip: { type: 'percent', percent: 15 },
      payLaterOrders: [round._id],
    });
    const server = await probe(amal, body);
    const roundAlone = await probe(amal, dineInBody(4, 'CREDIT_CARD', [validLine(items[1]!, 1)]));
    // A client that tipped the new round only.
    const clientTip = Math.round((roundAlone.cartTotal * 15) / 100);
    const clientTotal = fils(roundAlone.total + clientTip + round.totalOrderPrice);
    expect(clientTotal).not.toBe(server.total);
    const before = await countOrders();
    const refused = await place(amal, {
      ...body,
      payment: { paymentType: 'CARD_MACHINE' },
      expectedTotal: clientTotal,
    });
    expect(refused.response.status).toBe(400);
    expectMatchesDescription('placeOrder', 400, refused.error);
    expect(refused.error).toMatchObject({
      messageKey: 'errors:menuUpdated',
      error: { code: 'PRICE_CHANGED' },
      data: { total: server.total, tipAmount: server.tipAmount },
    });
    // A card payment of the client's figure is not enough either; it is given back.
    const reference = await payByCard(amal, clientTotal);
    const underpaid = await place(amal, { ...body, payment: card(reference), expectedTotal: server.total });
    expect(underpaid.error).toMatchObject({
      error: { code: 'PAYMENT_FAILED' },
      refund: { status: 'refunded', amount: clientTotal },
    });
    expect((await sandbox(reference)).status).toBe('refunded');
    expect(await countOrders()).toBe(before);
    expect((await tab(4)).fetchedOrder.map((order) => order._id)).toEqual([round._id]);
  });

  it('settling a tab twice charges once: the second is refused and its payment refunded', async () => {
    const amal = await signIn(baseUrl, services, zaatar);
    const omar = await signIn(baseUrl, services, zaatar);
    const round = await payLater(amal, 5, [validLine(items[0]!, 1)]);
    const body = () => dineInBody(5, 'CREDIT_CARD', [], { payLaterOrders: [round._id] });
    const amalBody = body();
    const omarBody = body();
    const total = (await probe(amal, amalBody)).total;
    expect(total).toBe(round.totalOrderPrice);
    const amalPays = await payByCard(amal, total);
    const omarPays = await payByCard(omar, total);

    const settled = await place(amal, { ...amalBody, payment: card(amalPays), expectedTotal: total });
    expect(settled.response.status).toBe(200);
    const before = await countOrders();
    const again = await place(omar, { ...omarBody, payment: card(omarPays), expectedTotal: total });
    expect(again.response.status).toBe(409);
    expectMatchesDescription('placeOrder', 409, again.error);
    expect(again.error).toMatchObject({
      messageKey: 'errors:orderRefusedRefunded',
      messageParams: { reasonKey: 'errors:tabAlreadySettled' },
      error: { code: 'CONFLICT' },
      refund: { status: 'refunded', amount: total, reason: orderMessages.tabAlreadySettled.text },
    });
    expect(await countOrders()).toBe(before);
    expect((await sandbox(amalPays)).status).toBe('succeeded');
    expect((await sandbox(omarPays)).status).toBe('refunded');
    // The same diner trying again with a new key is refused too (before any payment is asked for).
    const thrice = await place(amal, {
      ...body(),
      payment: { paymentType: 'CARD_MACHINE' },
      expectedTotal: total,
    });
    expect(thrice.response.status).toBe(409);
    expect(thrice.error?.messageKey).toBe('errors:tabAlreadySettled');
    // A retry of the settlement that went through answers its order.
    const retried = await place(amal, { ...amalBody, payment: card(amalPays), expectedTotal: total });
    expect(retried.data?.data.savedOrder._id).toBe(settled.data!.data.savedOrder._id);
    expect(await countOrders()).toBe(before);
  });

  it('two settlements of one tab at once: exactly one is placed, the other payment is refunded', async () => {
    const amal = await signIn(baseUrl, services, zaatar);
    const omar = await signIn(baseUrl, services, zaatar);
    const rounds = [
      await payLater(amal, 6, [validLine(items[0]!, 1)]),
      await payLater(omar, 6, [validLine(items[1]!, 2)]),
    ];
    const ids = rounds.map((round) => round._id);
    const amalBody = dineInBody(6, 'CREDIT_CARD', [validLine(items[2]!, 1)], { payLaterOrders: ids });
    const omarBody = dineInBody(6, 'CREDIT_CARD', [validLine(items[3]!, 1)], { payLaterOrders: ids });
    const amalTotal = (await probe(amal, amalBody)).total;
    const omarTotal = (await probe(omar, omarBody)).total;
    const amalPays = await payByCard(amal, amalTotal);
    const omarPays = await payByCard(omar, omarTotal);
    const before = await countOrders();

    const answers = await Promise.all([
      place(amal, { ...amalBody, payment: card(amalPays), expectedTotal: amalTotal }),
      place(omar, { ...omarBody, payment: card(omarPays), expectedTotal: omarTotal }),
    ]);
    const statuses = answers.map((answer) => answer.response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.response.status === 200)!.data!.data.savedOrder;
    const loser = answers.find((answer) => answer.response.status === 409)!;
    expect(loser.error).toMatchObject({
      messageParams: { reasonKey: 'errors:tabAlreadySettled' },
      refund: { status: 'refunded' },
    });
    expect(await countOrders()).toBe(before + 1);
    const [winnerPays, loserPays] =
      winner.transactionInfo?.reference === amalPays ? [amalPays, omarPays] : [omarPays, amalPays];
    expect((await sandbox(winnerPays)).status).toBe('succeeded');
    expect((await sandbox(loserPays)).status).toBe('refunded');
    for (const row of await rows(ids)) {
      expect(row).toMatchObject({ isPaid: true, payLater: false });
      expect(row.details).toMatchObject({ settledBy: { _id: winner._id } });
    }
    expect((await tab(6)).fetchedOrder).toEqual([]);
  });

  it('refuses a tab of another table, another store or another brand, and writes nothing', async () => {
    const amal = await signIn(baseUrl, services, zaatar);
    const here = await payLater(amal, 10, [validLine(items[0]!, 1)]);
    const otherTable = await payLater(amal, 11, [validLine(items[1]!, 1)]);
    const otherStore = await payLater(amal, 10, [validLine(items[2]!, 1)]);
    const otherBrand = await payLater(amal, 10, [validLine(items[3]!, 1)]);
    const cancelled = await payLater(amal, 10, [validLine(items[4]!, 1)]);
    // Orders of the same table number at another store and at another brand.
    await database.db.update(orders).set({ storeId: marinaId }).where(eq(orders.id, otherStore._id));
    await database.db.update(orders).set({ brandId: karak }).where(eq(orders.id, otherBrand._id));
    await anonymous.POST('/admin/update-order-status', {
      headers: { 'x-admin-key': ADMIN_KEY },
      body: { orderNumber: cancelled.orderNumber, status: 'CANCELLED' },
    });
    const byCard = await dineIn(amal, 4242);
    const placedByCard = await database.db.select().from(orders).where(eq(orders.id, byCard));
    expect(placedByCard[0]?.paymentType).toBe('CARD_MACHINE');

    const before = await countOrders();
    for (const intruder of [
      otherTable._id,
      otherStore._id,
      otherBrand._id,
      cancelled._id,
      byCard,
      'ffffffffffffffffffffffff',
    ]) {
      const refused = await place(amal, {
        ...dineInBody(10, 'CARD_MACHINE', [validLine(items[0]!, 1)], {
          payLaterOrders: [here._id, intruder],
        }),
        expectedTotal: fils(100_000),
      });
      expect(refused.response.status, intruder).toBe(400);
      expectMatchesDescription('placeOrder', 400, refused.error);
      expect(refused.error).toMatchObject({
        message: orderMessages.tabOrderNotAtTable.text,
        messageKey: 'errors:tabOrderNotAtTable',
        error: { code: 'BAD_REQUEST' },
      });
    }
    // Only a dine-in order paid now settles a tab.
    for (const body of [
      dineInBody(10, 'PAY_LATER', [validLine(items[0]!, 1)], { payLaterOrders: [here._id] }),
      {
        ...dineInBody(10, 'CASH', [validLine(items[0]!, 1)], { payLaterOrders: [here._id] }),
        serviceType: 'PICKUP' as const,
        pickupVehicleInfo: 'White Patrol, plate A 12345',
      },
    ]) {
      const refused = await place(amal, body as Body);
      expect(refused.error?.messageKey).toBe('errors:tabNeedsPayment');
    }
    expect(await countOrders()).toBe(before);
    for (const row of await rows([here._id, otherTable._id, otherStore._id, otherBrand._id])) {
      expect(row).toMatchObject({ isPaid: false, payLater: true });
    }
    expect((await tab(10)).fetchedOrder.map((order) => order._id)).toEqual([here._id]);
  });

  it('settles the tab alone (empty basket) with a custom tip, never tipping again a round that had its own tip', async () => {
    const amal = await signIn(baseUrl, services, zaatar);
    const tipped = await payLater(amal, 12, [validLine(items[0]!, 2)], { type: 'percent', percent: 10 });
    const untipped = await payLater(amal, 12, [validLine(items[1]!, 1)]);
    expect(tipped.tipAmount).toBeGreaterThan(0);

    const preset = await probe(
      amal,
      dineInBody(12, 'CREDIT_CARD', [], {
        tip: { type: 'percent', percent: 5 },
        payLaterOrders: [tipped._id, untipped._id],
      }),
    );
    expect(preset.tipAmount).toBe(Math.round((untipped.itemsTotalPrice * 5) / 100));

    const body = dineInBody(12, 'CREDIT_CARD', [], {
      tip: { type: 'fixed', amount: fils(500) },
      payLaterOrders: [tipped._id, untipped._id],
    });
    const server = await probe(amal, body);
    const rounds = tipped.totalOrderPrice + untipped.totalOrderPrice;
    expect(server).toMatchObject({
      cartTotal: 0,
      tipAmount: 500,
      total: rounds + 500,
      settledOrdersTotal: rounds,
    });
    const reference = await payByCard(amal, server.total);
    const placed = await place(amal, { ...body, payment: card(reference), expectedTotal: server.total });
    expect(placed.response.status).toBe(200);
    const order = placed.data!.data.savedOrder;
    expect(order).toMatchObject({
      orderedMenu: [],
      totalOrderPrice: 500,
      tipAmount: 500,
      orderStatus: 'COMPLETE',
    });
    expect((await sandbox(reference)).amount).toBe(server.total);
    expect((await rows([order._id, tipped._id, untipped._id])).reduce((sum, row) => sum + row.total, 0)).toBe(
      server.total,
    );
    expect((await tab(12)).fetchedOrder).toEqual([]);

    // Nothing in the basket and nothing to settle is no order.
    const empty = await place(amal, { ...dineInBody(12, 'CARD_MACHINE', []), expectedTotal: fils(0) });
    expect(empty.response.status).toBe(400);
    expect(empty.error?.messageKey).toBe('errors:emptyBasket');
  });

  it('a tab paid at the card machine leaves the tab, unpaid until the staff take the money', async () => {
    const amal = await signIn(baseUrl, services, zaatar);
    const round = await payLater(amal, 13, [validLine(items[0]!, 1)]);
    const body = dineInBody(13, 'CARD_MACHINE', [validLine(items[1]!, 1)], { payLaterOrders: [round._id] });
    const total = (await probe(amal, body)).total;
    const placed = await place(amal, { ...body, expectedTotal: total });
    expect(placed.data?.data.savedOrder).toMatchObject({ isPaid: false, paymentType: 'CARD_MACHINE' });
    expect((await rows([round._id]))[0]).toMatchObject({ isPaid: false, payLater: false });
    expect((await tab(13)).fetchedOrder).toEqual([]);
  });

  it('still places a new round to pay later, which joins the tab', async () => {
    const amal = await signIn(baseUrl, services, zaatar);
    const round = await payLater(amal, 14, [validLine(items[0]!, 1)], { type: 'percent', percent: 5 });
    expect(round).toMatchObject({ paymentType: 'PAY_LATER', isPaid: false });
    expect(round.settledOrders).toBeUndefined();
    expect(round.totals.settledOrdersTotal).toBeUndefined();
    const open = await tab(14);
    expect(open.fetchedOrder.map((order) => order._id)).toEqual([round._id]);
    expect(open.totalTipAmount).toBe(round.tipAmount);
  });
});
