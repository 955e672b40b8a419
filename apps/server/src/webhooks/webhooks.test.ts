import { fils } from '@storefront/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.js';
import { gatewayEvents, orders, paymentAttempts, paymentLinks, paymentRefunds } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { sandboxPayments } from '../payments/payments.schema.js';
import { loopbackAddress, postFrom } from '../testing/loopback.js';
import {
  confirmIntent,
  orderRound,
  seatTwo,
  startTableApp,
  type TableApp,
} from '../testing/table-sessions.js';
import { engines, openTestDatabase } from '../testing/test-database.js';
import { tableShares } from '../table-sessions/table-sessions.schema.js';
import { CHECKOUT_WEBHOOK_PATH, STRIPE_WEBHOOK_PATH } from './routes.js';
import { checkoutPaymentEvent, signCheckoutPayload } from './checkout-events.js';
import { signStripePayload, stripeIntentEvent } from './stripe-events.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the Jumeirah outlet is open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const SECRET = 'whsec_test_5f1c0a2e9d7b4c3a8e6f';
const CKO_SECRET = 'cko_webhook_secret_2b8e41d7a9c3';
const zaatar = demoBrandIds.zaatarHouse;

describe.each(engines)(
  'gateway webhooks complete payments the payer never came back from, on %s',
  (engine) => {
    let database: Database;
    /** The sandbox's own deliveries are off here: each test delivers the events it means. */
    let table: TableApp;

    beforeAll(async () => {
      database = await openTestDatabase(engine);
      table = await startTableApp(database, () => NOW, {
        payments: { STRIPE_WEBHOOK_SECRET: SECRET, CHECKOUT_WEBHOOK_SECRET: CKO_SECRET },
        sandboxWebhooks: { drop: true },
      });
      const link = {
        brandId: zaatar,
        amount: fils(7350),
        purposeOfPayment: 'Catering deposit, Al Barsha office lunch',
        linkCreationDate: Math.floor(NOW.getTime() / 1000) - 600,
        paymentGateway: 'STRIPE' as const,
      };
      await database.db.insert(paymentLinks).values([
        { ...link, cartId: 'PL-WH-CLOSED-PAGE' },
        { ...link, cartId: 'PL-WH-FIFTY' },
        { ...link, cartId: 'PL-WH-ORDER' },
        { ...link, cartId: 'PL-WH-CKO', paymentGateway: 'CHECKOUTDOTCOM' as const },
      ]);
    }, 60_000);

    afterAll(async () => {
      await table?.app.close();
      await database?.close();
    });

    const url = () => `${table.origin}${STRIPE_WEBHOOK_PATH}`;
    const eventsFor = async (reference: string) =>
      database.db.select().from(gatewayEvents).where(eq(gatewayEvents.reference, reference));
    const linkRow = async (cartId: string) =>
      (await database.db.select().from(paymentLinks).where(eq(paymentLinks.cartId, cartId)))[0]!;
    const refundsOf = async (reference: string) =>
      (
        await database.db
          .select({ value: count() })
          .from(paymentRefunds)
          .where(eq(paymentRefunds.transactionRef, reference))
      )[0]!.value;

    /** The event Stripe sends for the intent as the sandbox holds it now, signed at `at`. */
    async function signedEvent(
      intentId: string,
      type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' = 'payment_intent.succeeded',
      at = NOW,
    ) {
      const intent = await table.services.gateways.intent.retrievePaymentIntent(intentId);
      const payload = stripeIntentEvent(type, intent, at);
      return {
        payload,
        body: JSON.parse(payload) as { id: string },
        signature: signStripePayload(payload, SECRET, at),
      };
    }

    /** A link paid by card at the sandbox, the payer's page then closed: no verify ever comes. */
    async function payLinkAndClosePage(cartId: string): Promise<string> {
      const intent = await table.api.POST('/payment-links/stripe/create-payment-intent', {
        body: { brandId: zaatar, cartId },
      });
      const detail = intent.data!.fetchedLink.transactionDetail;
      expect((await confirmIntent(table.origin, detail.client_secret)).status).toBe('succeeded');
      return detail.id;
    }

    it('a payment link paid and its page closed is VERIFIED by the succeeded event alone, with one receipt', async () => {
      const intentId = await payLinkAndClosePage('PL-WH-CLOSED-PAGE');
      expect((await linkRow('PL-WH-CLOSED-PAGE')).paymentStatus).toBe('NOT_VERIFIED');
      const event = await signedEvent(intentId);
      const answer = await postFrom('127.0.0.2', url(), event.body, { 'stripe-signature': event.signature });
      expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
      const link = await linkRow('PL-WH-CLOSED-PAGE');
      expect(link).toMatchObject({ paymentStatus: 'VERIFIED', transactionRef: intentId });
      expect(link.receiptNumber).toMatch(/^R-/);
      // The payer opens the link again later: paid, with the receipt.
      const info = await table.api.POST('/payment-links/get-payment-link-info-by-cart-id', {
        body: { brandId: zaatar, cartId: 'PL-WH-CLOSED-PAGE' },
      });
      expect(info.data?.data).toMatchObject({ paymentStatus: 'VERIFIED' });
      const [attempt] = await database.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.reference, intentId));
      expect(attempt?.closedAt).not.toBeNull();
    });

    it('50 deliveries of one event at once from five addresses, and the payer verifying: one receipt, one event, no refund', async () => {
      const intentId = await payLinkAndClosePage('PL-WH-FIFTY');
      const event = await signedEvent(intentId);
      const verify = table.api.POST('/payment-links/stripe/verify-payment-intent', {
        body: { brandId: zaatar, cartId: 'PL-WH-FIFTY', paymentIntentId: intentId },
      });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          postFrom(loopbackAddress(n), url(), event.body, { 'stripe-signature': event.signature }),
        ),
      );
      expect((await verify).data?.data).toMatchObject({ paymentStatus: 'VERIFIED' });
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      const link = await linkRow('PL-WH-FIFTY');
      expect(link).toMatchObject({ paymentStatus: 'VERIFIED', transactionRef: intentId });
      const stored = await eventsFor(intentId);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ id: event.body.id, type: 'payment_intent.succeeded' });
      expect(stored[0]!.handledAt).not.toBeNull();
      expect(await refundsOf(intentId)).toBe(0);

      // A failed event arriving after the success (out of order) changes nothing.
      const late = await signedEvent(intentId, 'payment_intent.payment_failed');
      const lateAnswer = await postFrom('127.0.0.3', url(), late.body, {
        'stripe-signature': late.signature,
      });
      expect(lateAnswer.body).toEqual({ received: true, outcome: 'recorded' });
      expect(await linkRow('PL-WH-FIFTY')).toEqual(link);
      expect(await refundsOf(intentId)).toBe(0);
    });

    it('an unsigned, wrongly signed, tampered or stale event gets 400 and writes nothing', async () => {
      const intentId = await payLinkAndClosePage('PL-WH-ORDER');
      const event = await signedEvent(intentId);
      const stale = await signedEvent(
        intentId,
        'payment_intent.succeeded',
        new Date(NOW.getTime() - 6 * 60_000),
      );
      const tampered = { ...event.body, id: 'evt_forged' };
      const tries = [
        postFrom('127.0.0.2', url(), event.body),
        postFrom('127.0.0.3', url(), event.body, {
          'stripe-signature': signStripePayload(event.payload, 'whsec_other', NOW),
        }),
        postFrom('127.0.0.4', url(), tampered, { 'stripe-signature': event.signature }),
        postFrom('127.0.0.5', url(), stale.body, { 'stripe-signature': stale.signature }),
        postFrom('127.0.0.6', url(), event.body, { 'stripe-signature': 't=1,v1=00' }),
      ];
      for (const answer of await Promise.all(tries))
        expect(answer).toEqual({ status: 400, body: { error: 'invalid signature' } });
      expect(await eventsFor(intentId)).toHaveLength(0);
      expect((await linkRow('PL-WH-ORDER')).paymentStatus).toBe('NOT_VERIFIED');
    });

    it('Checkout.com: a link whose 3-D Secure was approved, its page closed, is VERIFIED by payment_approved; a bad signature writes nothing', async () => {
      const token = await fetch(`${table.origin}/sandbox/frames/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: '4000002760003184', expMonth: 12, expYear: 2030, cvc: '100' }),
      }).then(async (answer) => ((await answer.json()) as { token: string }).token);
      const page = `${table.origin}/zaatar-house/payment-link/PL-WH-CKO`;
      const started = await table.api.POST('/payment-links/checkout-dot-com/initiate', {
        body: {
          brandId: zaatar,
          cartId: 'PL-WH-CKO',
          token,
          successUrl: `${page}?paymentStatus=success`,
          failureUrl: `${page}?paymentStatus=failure`,
        },
      });
      expect(started.error).toBeUndefined();
      const paymentId = started.data!.gatewayData.transactionDetail.id;
      await fetch(`${table.origin}/sandbox/3ds/${paymentId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=approve',
        redirect: 'manual',
      });
      const payment = await table.services.gateways.frames.getPaymentDetails(paymentId);
      const payload = checkoutPaymentEvent('payment_approved', payment, NOW);
      const body = JSON.parse(payload) as unknown;
      const forged = await postFrom('127.0.0.2', `${table.origin}${CHECKOUT_WEBHOOK_PATH}`, body, {
        'cko-signature': signCheckoutPayload(payload, 'another-secret'),
      });
      expect(forged).toEqual({ status: 400, body: { error: 'invalid signature' } });
      expect(await eventsFor(paymentId)).toHaveLength(0);
      expect((await linkRow('PL-WH-CKO')).paymentStatus).toBe('NOT_VERIFIED');
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          postFrom(loopbackAddress(n), `${table.origin}${CHECKOUT_WEBHOOK_PATH}`, body, {
            'cko-signature': signCheckoutPayload(payload, CKO_SECRET),
          }),
        ),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(await linkRow('PL-WH-CKO')).toMatchObject({
        paymentStatus: 'VERIFIED',
        transactionRef: paymentId,
      });
      expect(await eventsFor(paymentId)).toHaveLength(1);
      expect(await refundsOf(paymentId)).toBe(0);
    });

    it("an order's payment is left to the payer's return: the event places nothing and gives nothing back", async () => {
      const intent = await table.services.gateways.intent.createPaymentIntent({
        amount: fils(4200),
        currency: 'aed',
        paymentMethod: 'CARD',
        description: 'Order at store',
        idempotencyKey: 'webhook-order-1',
      });
      await database.db.insert(paymentAttempts).values({
        reference: intent.id,
        gateway: 'intent',
        brandId: zaatar,
        storeId: 'store',
        userId: 'customer-1',
        amount: fils(4200),
        createdAt: NOW,
      });
      await confirmIntent(table.origin, intent.clientSecret);
      const event = await signedEvent(intent.id);
      const answer = await postFrom('127.0.0.2', url(), event.body, { 'stripe-signature': event.signature });
      expect(answer.body).toEqual({ received: true, outcome: 'awaitingBrowser' });
      expect(
        await database.db.select().from(orders).where(eq(orders.transactionRef, intent.id)),
      ).toHaveLength(0);
      expect(await refundsOf(intent.id)).toBe(0);
    });

    it("a table share paid by card settles from the event when the payer's phone never verifies", async () => {
      const { one, two } = await seatTwo(table, 14);
      const sent = await orderRound(one, table.items, [1]);
      const split = (await two.split(sent.version, { mode: 'equal', parts: 2 })).data!.data;
      const share = split.split!.shares[0]!;
      const intent = await one.pay(share.shareId, 500);
      const detail = intent.data!.fetchedLink.transactionDetail;
      await confirmIntent(table.origin, detail.client_secret);
      const event = await signedEvent(detail.id);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          postFrom(loopbackAddress(n), url(), event.body, { 'stripe-signature': event.signature }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      const [row] = await database.db.select().from(tableShares).where(eq(tableShares.id, share.shareId));
      expect(row).toMatchObject({ status: 'paid', transactionRef: detail.id });
      expect(await refundsOf(detail.id)).toBe(0);
      // The phone comes back after all: the share is already paid by this payment.
      const verified = await one.verify(share.shareId, detail.id);
      expect(verified.response.status).toBe(200);
    });
  },
);

describe.each(engines)("the sandbox delivers its events to the server's own endpoint, on %s", (engine) => {
  let database: Database;
  let table: TableApp;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    // Deliveries as a real gateway makes them: each event twice and late.
    table = await startTableApp(database, () => NOW, { sandboxWebhooks: { copies: 2, delayMs: 50 } });
    await database.db.insert(paymentLinks).values({
      brandId: zaatar,
      cartId: 'PL-WH-SANDBOX',
      amount: fils(2600),
      purposeOfPayment: 'Birthday cake, Dubai Marina',
      linkCreationDate: Math.floor(NOW.getTime() / 1000) - 60,
      paymentGateway: 'STRIPE',
    });
  }, 60_000);

  afterAll(async () => {
    await table?.app.close();
    await database?.close();
  });

  it('a link paid through 3-D Secure, its page closed on the challenge answer, is VERIFIED once', async () => {
    const intent = await table.api.POST('/payment-links/stripe/create-payment-intent', {
      body: { brandId: zaatar, cartId: 'PL-WH-SANDBOX' },
    });
    const detail = intent.data!.fetchedLink.transactionDetail;
    // A card that asks for 3-D Secure; the payer approves it and closes the page.
    expect((await confirmIntent(table.origin, detail.client_secret, '4000002760003184')).status).toBe(
      'requires_action',
    );
    await fetch(`${table.origin}/sandbox/3ds/${detail.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    await vi.waitFor(
      async () => {
        const [event] = await database.db
          .select()
          .from(gatewayEvents)
          .where(eq(gatewayEvents.reference, detail.id));
        expect(event?.handledAt).toBeTruthy();
      },
      { timeout: 5000, interval: 50 },
    );
    const [link] = await database.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.cartId, 'PL-WH-SANDBOX'));
    expect(link).toMatchObject({ paymentStatus: 'VERIFIED', transactionRef: detail.id });
    const [sandbox] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, detail.id));
    expect(sandbox?.status).toBe('succeeded');
  });

  it('a refund the sandbox makes is told as Stripe tells it (charge.refunded, signed), and handled once', async () => {
    const intent = await table.services.gateways.intent.createPaymentIntent({
      amount: fils(3100),
      currency: 'aed',
      paymentMethod: 'CARD',
      description: 'Order at store',
      idempotencyKey: 'webhook-sandbox-refund-1',
    });
    await confirmIntent(table.origin, intent.clientSecret);
    await table.services.gateways.intent.refundPayment({
      reference: intent.id,
      amount: fils(3100),
      reason: 'Out of bread',
      idempotencyKey: 'webhook-sandbox-refund-1:refund',
    });
    await vi.waitFor(
      async () => {
        const events = await database.db
          .select()
          .from(gatewayEvents)
          .where(eq(gatewayEvents.reference, intent.id));
        const refunded = events.find((event) => event.type === 'charge.refunded');
        // No order holds this payment: stored for the record.
        expect(refunded).toMatchObject({ outcome: 'notAnOrder' });
        expect(refunded?.handledAt).toBeTruthy();
      },
      { timeout: 5000, interval: 50 },
    );
  });
});
