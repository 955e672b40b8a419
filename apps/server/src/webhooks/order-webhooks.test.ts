import type { ApiClient, Schemas } from '@storefront/api';
import { fils, type Fils } from '@storefront/core';
import { and, count, eq } from 'drizzle-orm';
import { taxDocuments } from '../invoices/invoices.schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { keptCheckouts, orders, paymentRefunds } from '../db/schema.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { signIn, validLine } from '../testing/customers.js';
import { loopbackAddress, postFrom } from '../testing/loopback.js';
import { pickupMenu } from '../testing/orders.js';
import { confirmIntent, startTableApp, zaatar, type TableApp } from '../testing/table-sessions.js';
import { engines, openTestDatabase } from '../testing/test-database.js';
import { toStaffOrder } from '../staff/staff-orders.js';
import { placeKeptOrder } from './complete-payment.js';
import { recordPaymentAttempt } from '../payments/attempt-store.js';
import { orderPaymentDescription } from '../payments/order-payments.js';
import { STRIPE_WEBHOOK_PATH } from './routes.js';
import {
  signStripePayload,
  stripeChargeEvent,
  stripeIntentEvent,
  type PaymentReport,
} from './stripe-events.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the stores are open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const SECRET = 'whsec_test_order_webhooks_1e9a';

type PlaceOrderRequest = Schemas['PlaceOrderRequest'];

describe.each(engines)('an order paid at the gateway is placed from its kept checkout, on %s', (engine) => {
  let database: Database;
  let table: TableApp;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    table = await startTableApp(database, () => NOW, {
      payments: { STRIPE_WEBHOOK_SECRET: SECRET },
      sandboxWebhooks: { drop: true },
    });
  }, 60_000);

  afterAll(async () => {
    await table?.app.close();
    await database?.close();
  });

  const ordersPaidBy = async (reference: string) =>
    database.db.select().from(orders).where(eq(orders.transactionRef, reference));
  const refundsOf = async (reference: string) =>
    (
      await database.db
        .select({ value: count() })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.transactionRef, reference))
    )[0]!.value;

  /** A customer's card payment for a pickup order, started and confirmed; the order not placed. */
  async function paidCheckout(totalShift = 0) {
    const { store, items } = await pickupMenu(table.baseUrl, zaatar);
    const customer = await signIn(table.baseUrl, table.services, zaatar);
    const base = {
      brandId: zaatar,
      storeId: store._id,
      serviceType: 'PICKUP' as const,
      cart: [validLine(items[0]!, 2)],
      timing: { type: 'ASAP' as const },
      pickupVehicleInfo: 'Silver Nissan Patrol, plate 40417',
      idempotencyKey: crypto.randomUUID(),
    };
    const probe = await customer.client.POST('/order/place-order-v2', {
      body: { ...base, payment: { paymentType: 'CASH' }, expectedTotal: fils(1) },
    });
    const total = (probe.error as { data?: Schemas['Totals'] }).data!.total;
    const intent = (
      await customer.client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
        body: {
          brandId: zaatar,
          amount: total,
          storeId: store._id,
          currency: 'aed',
          paymentMethod: 'CARD',
          idempotencyKey: base.idempotencyKey,
        },
      })
    ).data!.gatewayData.data;
    const body: PlaceOrderRequest = {
      ...base,
      payment: { paymentType: 'CREDIT_CARD', transactionInfo: { gateway: 'intent', reference: intent.id } },
      expectedTotal: (total + totalShift) as Fils,
    };
    return { customer, body, total, intent };
  }

  /** One signed event delivered `times` times at once, from several loopback addresses. */
  function post(payload: string, times: number) {
    const headers = { 'stripe-signature': signStripePayload(payload, SECRET, NOW) };
    return Promise.all(
      Array.from({ length: times }, (_, n) =>
        postFrom(loopbackAddress(n), `${table.origin}${STRIPE_WEBHOOK_PATH}`, JSON.parse(payload), headers),
      ),
    );
  }

  async function deliver(reference: string, times: number) {
    const intent = await table.services.gateways.intent.retrievePaymentIntent(reference);
    return post(stripeIntentEvent('payment_intent.succeeded', intent, NOW), times);
  }

  const report = (reference: string, amount: number, said: PaymentReport) =>
    post(stripeChargeEvent(said, reference, amount, NOW), 1);

  const keep = (client: ApiClient, body: PlaceOrderRequest) => client.POST('/order/keep-checkout', { body });

  it('the page closed after the card was approved: the event places the order, once, with 50 deliveries and the payer coming back at once', async () => {
    const { customer, body, total, intent } = await paidCheckout();
    const kept = await keep(customer.client, body);
    expect(kept.response.status).toBe(200);
    expectMatchesDescription('keepCheckout', 200, kept.data);
    expect((await confirmIntent(table.origin, intent.client_secret!)).status).toBe('succeeded');

    const [events, back] = await Promise.all([
      deliver(intent.id, 50),
      customer.client.POST('/order/place-order-v2', { body }),
    ]);
    expect(events.every((event) => event.status === 200)).toBe(true);
    expect(events.some((event) => event.body.outcome === 'placed')).toBe(true);
    const placed = await ordersPaidBy(intent.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ userId: customer.user.userId, total });
    // The payer's own place-order answers that same order.
    expect(back.data?.data.savedOrder.orderNumber).toBe(placed[0]!.orderNumber);
    expect(await refundsOf(intent.id)).toBe(0);
    // And it is in their history.
    const history = await customer.client.GET('/order/getCustomerOrders', {
      params: { query: { brandId: zaatar } },
    });
    expect(JSON.stringify(history.data)).toContain(placed[0]!.orderNumber);
  });

  it('only the customer who started the payment keeps a checkout for it', async () => {
    const { body } = await paidCheckout();
    const stranger = await signIn(table.baseUrl, table.services, zaatar);
    const refused = await keep(stranger.client, body);
    expect(refused.response.status).toBe(404);
    expectMatchesDescription('keepCheckout', 404, refused.error);
    const anonymous = await table.api.POST('/order/keep-checkout', { body });
    expect(anonymous.response.status).toBe(401);
  });

  it('a kept order that can no longer be placed is given back once, however often the event comes', async () => {
    // Kept with a total the server does not charge: place-order refuses it (PRICE_CHANGED).
    const { customer, body, intent } = await paidCheckout(100);
    expect((await keep(customer.client, body)).response.status).toBe(200);
    await confirmIntent(table.origin, intent.client_secret!);
    const first = await deliver(intent.id, 1);
    expect(first[0]!.body).toEqual({ received: true, outcome: 'refunded' });
    await deliver(intent.id, 20);
    expect(await ordersPaidBy(intent.id)).toHaveLength(0);
    expect(await refundsOf(intent.id)).toBe(1);
  });

  it('kept before any money moved (by the checkout attempt): a card approved in the page, the page gone, the event places the order', async () => {
    const { customer, body, total, intent } = await paidCheckout();
    // The checkout keeps its order before it starts the payment: no transaction yet.
    const { transactionInfo: _named, ...paymentBefore } = body.payment;
    const kept = await keep(customer.client, { ...body, payment: paymentBefore });
    expect(kept.response.status).toBe(200);
    expect((await confirmIntent(table.origin, intent.client_secret!)).status).toBe('succeeded');

    const [first] = await deliver(intent.id, 1);
    expect(first!.body).toEqual({ received: true, outcome: 'placed' });
    const placed = await ordersPaidBy(intent.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ userId: customer.user.userId, total, transactionRef: intent.id });
    // The payer's return, late, answers the same order.
    const back = await customer.client.POST('/order/place-order-v2', { body });
    expect(back.data?.data.savedOrder.orderNumber).toBe(placed[0]!.orderNumber);
    expect(await refundsOf(intent.id)).toBe(0);
  });

  it("another customer's attempt key keeps nothing of theirs: the event of their payment does not place it", async () => {
    const { customer, body, intent } = await paidCheckout();
    const stranger = await signIn(table.baseUrl, table.services, zaatar);
    const { transactionInfo: _named, ...paymentBefore } = body.payment;
    // Same key, another customer: kept under the stranger, never found for this payment.
    expect((await keep(stranger.client, { ...body, payment: paymentBefore })).response.status).toBe(200);
    await confirmIntent(table.origin, intent.client_secret!);
    const [first] = await deliver(intent.id, 1);
    expect(first!.body).toEqual({ received: true, outcome: 'awaitingBrowser' });
    expect(await ordersPaidBy(intent.id)).toHaveLength(0);
    // The payer's own return still places it.
    const back = await customer.client.POST('/order/place-order-v2', { body });
    expect(back.response.status).toBe(200);
  });

  it('no gateway word at all (a hosted page, a lost event): the sweep places the kept order instead of refunding it', async () => {
    const { customer, body, intent } = await paidCheckout();
    const { transactionInfo: _named, ...paymentBefore } = body.payment;
    await keep(customer.client, { ...body, payment: paymentBefore });
    await confirmIntent(table.origin, intent.client_secret!);
    const later = new Date(NOW.getTime() + 60 * 60_000);
    const swept = await table.services.unplaced.sweepAbandoned({
      now: later,
      abandonAfterMs: 0,
      placeKept: (reference) =>
        placeKeptOrder({ ...table.services, db: database.db, clock: () => NOW }, reference),
    });
    expect(swept.applied).toBeGreaterThanOrEqual(1);
    expect(await ordersPaidBy(intent.id)).toHaveLength(1);
    expect(await refundsOf(intent.id)).toBe(0);
  });

  it('a dispute and a refund made in the gateway dashboard are noted on the order for the board, once each; our own refunds are not news', async () => {
    const { customer, body, total, intent } = await paidCheckout();
    await confirmIntent(table.origin, intent.client_secret!);
    expect((await customer.client.POST('/order/place-order-v2', { body })).response.status).toBe(200);
    const [order] = await ordersPaidBy(intent.id);

    const disputed = await report(intent.id, total, { kind: 'dispute', amount: total, reason: 'fraudulent' });
    expect(disputed[0]!.body).toEqual({ received: true, outcome: 'noted' });
    const partly = Math.floor(total / 2);
    const refunded = await report(intent.id, total, { kind: 'refund', amount: partly, total: true });
    expect(refunded[0]!.body).toEqual({ received: true, outcome: 'noted' });
    // The same refund told again (a second event with the same running total) changes nothing.
    const again = await report(intent.id, total, { kind: 'refund', amount: partly, total: true });
    expect(again[0]!.body).toEqual({ received: true, outcome: 'ours' });

    // The store gives back 10.00 itself; the gateway's running total then counts it: not news.
    await database.db.insert(paymentRefunds).values({
      transactionRef: intent.id,
      gateway: 'intent',
      brandId: zaatar,
      storeId: body.storeId,
      userId: customer.user.userId,
      amount: fils(1000),
      reason: 'Out of bread',
      status: 'requested',
    });
    const ours = await report(intent.id, total, { kind: 'refund', amount: partly + 1000, total: true });
    expect(ours[0]!.body).toEqual({ received: true, outcome: 'ours' });

    const [row] = await database.db.select().from(orders).where(eq(orders.id, order!.id));
    const card = toStaffOrder(row!);
    expectMatchesDescription('getStaffOrders', 200, { success: 1, data: [card] });
    expect(card.paymentNotice).toEqual({
      dispute: { amount: total, reason: 'fraudulent', at: NOW.toISOString() },
      refundedOutside: partly,
    });
    // The refund from the dashboard has its credit note, once, against the order's invoice.
    const notes = await database.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, order!.id), eq(taxDocuments.kind, 'credit_note')));
    expect(notes.map((note) => note.money.total)).toEqual([partly]);
    // The boards were told (a status event), but the customer's history shows no new step.
    const tracking = await table.api.GET('/order/get-order-tracking-info/{orderId}', {
      params: { path: { orderId: row!.orderNumber } },
    });
    expect(tracking.data?.orders.statusHistory?.map((step) => step.status)).toEqual([row!.status]);
  });

  it('1,000 deliveries of one success event at once, and the payer placing the order at the same time: one order', async () => {
    const { customer, body, intent } = await paidCheckout();
    expect((await keep(customer.client, body)).response.status).toBe(200);
    await confirmIntent(table.origin, intent.client_secret!);
    const [events, back] = await Promise.all([
      deliver(intent.id, 1000),
      customer.client.POST('/order/place-order-v2', { body }),
    ]);
    expect(events.filter((event) => event.status !== 200)).toEqual([]);
    const placed = await ordersPaidBy(intent.id);
    expect(placed).toHaveLength(1);
    expect(back.data?.data.savedOrder.orderNumber).toBe(placed[0]!.orderNumber);
    expect(await refundsOf(intent.id)).toBe(0);
  }, 180_000);

  it("a success that overtakes the payment's own start is refused for now (503) and places the order when delivered again", async () => {
    const { customer, body, total } = await paidCheckout();
    // Another intent of the same attempt, made at the gateway but not yet recorded here.
    const early = await table.services.gateways.intent.createPaymentIntent({
      amount: total,
      currency: 'aed',
      paymentMethod: 'CARD',
      customerRef: customer.user.userId,
      description: orderPaymentDescription(body.storeId),
      idempotencyKey: `early-${body.idempotencyKey}`,
    });
    await confirmIntent(table.origin, early.clientSecret);
    const [first] = await deliver(early.id, 1);
    expect(first).toMatchObject({ status: 503, body: { received: false, outcome: 'notYet' } });
    expect(await ordersPaidBy(early.id)).toHaveLength(0);

    // The start is recorded and the order kept; the gateway's next delivery places it.
    await recordPaymentAttempt(
      database.db,
      {
        reference: early.id,
        gateway: 'intent',
        brandId: zaatar,
        storeId: body.storeId,
        userId: customer.user.userId,
        amount: total,
        attemptKey: `early-${body.idempotencyKey}`,
      },
      NOW,
    );
    const { transactionInfo: _named, ...paymentBefore } = body.payment;
    await keep(customer.client, {
      ...body,
      payment: paymentBefore,
      idempotencyKey: `early-${body.idempotencyKey}`,
    });
    const [again] = await deliver(early.id, 1);
    expect(again!.body).toEqual({ received: true, outcome: 'placed' });
    expect(await ordersPaidBy(early.id)).toHaveLength(1);
  });

  it('50 keeps of one checkout at once from several addresses keep one order; its payment places it once', async () => {
    const { customer, body, intent } = await paidCheckout();
    const { transactionInfo: _named, ...paymentBefore } = body.payment;
    const keeps = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        postFrom(
          loopbackAddress(n),
          `${table.baseUrl}/order/keep-checkout`,
          { ...body, payment: paymentBefore },
          { authorization: `Bearer ${customer.token}` },
        ),
      ),
    );
    expect(keeps.map((keep) => keep.status)).toEqual(Array(50).fill(200));
    const kept = await database.db
      .select({ value: count() })
      .from(keptCheckouts)
      .where(eq(keptCheckouts.userId, customer.user.userId));
    expect(kept[0]!.value).toBe(1);
    await confirmIntent(table.origin, intent.client_secret!);
    await deliver(intent.id, 5);
    expect(await ordersPaidBy(intent.id)).toHaveLength(1);
    expect(await refundsOf(intent.id)).toBe(0);
  });
});
