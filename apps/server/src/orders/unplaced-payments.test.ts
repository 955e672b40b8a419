import type { ApiClient, Schemas } from '@storefront/api';
import { fils, type Fils } from '@storefront/core';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { orders, paymentAttempts, paymentRefunds } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import type { PaymentGateways } from '../payments/gateway.js';
import { PaymentError } from '../payments/payment-error.js';
import { sandboxPayments } from '../payments/payments.schema.js';
import { useTestApp } from '../testing/app.js';
import { signIn, validLine } from '../testing/customers.js';
import { engines } from '../testing/test-database.js';
import { orderMessages } from './handlers.js';
import { refundMessages, unplacedPayments } from './unplaced-payments.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the open outlets are open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const zaatar = demoBrandIds.zaatarHouse;
const THREE_DS_CARD = '4000002760003184';

type Gateway = 'intent' | 'frames' | 'hosted';

describe.each(engines)('a payment whose order cannot be placed, on %s', (engine) => {
  const test = useTestApp(engine, { clock: () => NOW });
  let database: Database;
  let services: AppServices;
  let baseUrl: string;
  let origin: string;
  let store: Schemas['Store'];
  let area: Schemas['AreaBasedCity']['cityAreas'][number];
  let items: Schemas['Item'][];

  beforeAll(async () => {
    ({ database, services, origin, baseUrl } = test);
    const anonymous = test.anonymous;
    const stores = (await anonymous.POST('/store/get-stores-for-pickup', { body: { brandId: zaatar } })).data!
      .stores;
    store = stores.find((candidate) => candidate.baseLanguage.name.includes('Jumeirah'))!;
    const areas = (
      await anonymous.POST('/delivery-method/get-brand-delivery-areas', { body: { brandId: zaatar } })
    ).data!.data.deliveryAreas as Schemas['AreaBasedCity'][];
    area = areas.flatMap((city) => city.cityAreas).find((entry) => entry.areaInfo.areaNameEN === 'Jumeirah')!;
    const menu = await anonymous.POST('/menus/get-delivery-store-menu-v2', {
      body: { brandId: zaatar, storeId: store._id, areaID: area.areaInfo._id },
    });
    items = menu
      .data!.data.storeMenu.categories.flatMap((category) => category.items.map((entry) => entry.itemId))
      .filter(
        (item) =>
          item.price > 0 &&
          item.modifierGroups.every((group) => group.minimumAllowedSelection === 0) &&
          !item.unavailableStores.some((entry) => entry.storeId === store._id),
      );
  }, 60_000);

  /** A signed-in customer's delivery order with STAFF30, at the total the server prices it. */
  async function discountedOrder() {
    const customer = await signIn(baseUrl, services, zaatar);
    const saved = await customer.client.POST('/user/add-user-address', {
      body: {
        brandId: zaatar,
        address: 'Villa 14, Street 2b, near Jumeirah Mosque',
        street: 'Jumeirah Beach Road',
        area: 'Jumeirah',
        city: 'Dubai',
        country: 'United Arab Emirates',
        addressType: 'Home',
        coordinates: { lat: 25.2048, lng: 55.2416 },
        deliveryMethodType: 'AREA_BASED',
        areaId: area.areaInfo._id,
      } as never,
    });
    const body = {
      brandId: zaatar,
      storeId: store._id,
      serviceType: 'DELIVERY' as const,
      areaId: area.areaInfo._id,
      deliveryAddressId: saved.data!.data.data.address._id,
      cart: [validLine(items[0]!, 3), validLine(items[1]!, 2)],
      timing: { type: 'ASAP' as const },
      discountCode: 'STAFF30',
      expectedTotal: fils(1),
      idempotencyKey: `unplaced-${Math.random().toString(36).slice(2)}`,
    };
    const probe = await customer.client.POST('/order/place-order-v2', {
      body: { ...body, payment: { paymentType: 'CASH' } },
    });
    const total = (probe.error as { data: Schemas['Totals'] }).data.total;
    return { ...customer, body: { ...body, expectedTotal: total }, total };
  }

  async function post(path: string, body: unknown) {
    return fetch(new URL(path, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async function approveChallenge(url: string) {
    const decided = await fetch(new URL(url, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    expect(decided.status).toBe(303);
  }

  /** Pays `amount` through a gateway the way the storefront does, 3-D Secure approved where asked. */
  async function pay(gateway: Gateway, client: ApiClient, amount: Fils): Promise<string> {
    const returnUrl = `${origin}/zaatar-house/store/checkout`;
    if (gateway === 'intent') {
      const created = await client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
        body: {
          idempotencyKey: crypto.randomUUID(),
          brandId: zaatar,
          amount,
          storeId: store._id,
          currency: 'aed',
          paymentMethod: 'CARD',
        },
      });
      const intent = created.data!.gatewayData.data;
      const confirmed = (await (
        await post('/sandbox/intent/confirm', {
          clientSecret: intent.client_secret,
          card: { number: THREE_DS_CARD, expMonth: 12, expYear: 2030, cvc: '123' },
          returnUrl: `${returnUrl}?payment=success`,
        })
      ).json()) as { status: string; nextActionUrl: string };
      expect(confirmed.status).toBe('requires_action');
      await approveChallenge(confirmed.nextActionUrl);
      return intent.id;
    }
    if (gateway === 'frames') {
      const token = (await (
        await post('/sandbox/frames/tokens', {
          number: THREE_DS_CARD,
          expMonth: 12,
          expYear: 2030,
          cvc: '100',
        })
      ).json()) as { token: string };
      const initiated = await client.POST(
        '/orders-checkout-payment/checkout-dot-com/initiate-frames-payment-request',
        {
          body: {
            idempotencyKey: crypto.randomUUID(),
            brandId: zaatar,
            token: token.token,
            currency: 'AED',
            amount,
            storeId: store._id,
            successUrl: `${returnUrl}?payment=success`,
            failureUrl: `${returnUrl}?payment=failure`,
          },
        },
      );
      const frames = initiated.data!.gatewayData;
      expect(frames.three_d_secure_redirection_required).toBe(true);
      await approveChallenge(frames.axiosResData.framesResponse.redirectLink!);
      return frames.axiosResData.framesResponse.id;
    }
    const page = await client.POST('/ordersCheckoutPayment/getHostedPaymentPage', {
      body: {
        idempotencyKey: crypto.randomUUID(),
        brandId: zaatar,
        hosted: {
          amountPaid: amount,
          storeId: store._id,
          successRedirectUrl: `${returnUrl}?payment=success`,
          failureRedirectUrl: `${returnUrl}?payment=failure`,
        },
      },
    });
    const submitted = await fetch(new URL(page.data!.data.paymentURL, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'number=4242424242424242&expMonth=12&expYear=2030&cvc=123',
      redirect: 'manual',
    });
    expect(submitted.headers.get('location')).toContain('payment=success');
    return page.data!.data.transactionInfo.reference;
  }

  const ordersOf = async (userId: string) =>
    (await database.db.select({ value: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.value;
  const sandboxRow = async (id: string) =>
    (await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0]!;
  const refundRow = async (reference: string) =>
    (await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.transactionRef, reference)))[0];

  const cases: { gateway: Gateway; status: 'refunded' | 'voided' }[] = [
    { gateway: 'intent', status: 'refunded' },
    { gateway: 'frames', status: 'voided' },
    { gateway: 'hosted', status: 'refunded' },
  ];

  it.each(cases)(
    '$gateway: an order refused after the payment went through gives the money back ($status) and says so',
    async ({ gateway, status }) => {
      const { client, user, body, total } = await discountedOrder();
      const reference = await pay(gateway, client, total);
      const payment = { paymentType: 'CREDIT_CARD' as const, transactionInfo: { gateway, reference } };

      // The defect's order: the code lost on the way back, the discounted total kept.
      const { discountCode: _lost, ...withoutCode } = body;
      const refused = await client.POST('/order/place-order-v2', { body: { ...withoutCode, payment } });
      expect(refused.response.status).toBe(400);
      expect(refused.error).toMatchObject({
        error: { code: 'PRICE_CHANGED' },
        refund: { status, amount: total, reason: orderMessages.priceChanged.text },
      });
      const aed = (total / 100).toFixed(2);
      expect(refused.error?.message).toBe(
        `${orderMessages.priceChanged.text}. ${refundMessages.refunded.replace('{amount}', aed)}`,
      );
      // Both sentences carry keys: the refusal is the parameter `reason`, with its own key.
      expect(refused.error).toMatchObject({
        messageKey: 'errors:orderRefusedRefunded',
        messageParams: {
          reason: `${orderMessages.priceChanged.text}.`,
          reasonKey: 'errors:menuUpdated',
          amount: `AED ${aed}`,
        },
      });
      expect(await ordersOf(user.userId)).toBe(0);
      const recorded = await sandboxRow(reference);
      expect(recorded.status).toBe('refunded');
      expect(recorded.refundId).toMatch(/^re_sbx_/);
      expect(await refundRow(reference)).toMatchObject({
        status,
        amount: total,
        userId: user.userId,
        gateway,
      });

      // The same payment can no longer pay for the order, even the right one; nothing is refunded twice.
      const again = await client.POST('/order/place-order-v2', {
        body: { ...body, payment, idempotencyKey: `${body.idempotencyKey}-again` },
      });
      expect(again.error).toMatchObject({
        error: { code: 'PAYMENT_FAILED' },
        refund: { status, amount: total, reason: orderMessages.paymentFailed.text },
      });
      expect(await ordersOf(user.userId)).toBe(0);
      expect(
        (
          await database.db
            .select({ value: count() })
            .from(paymentRefunds)
            .where(eq(paymentRefunds.transactionRef, reference))
        )[0]!.value,
      ).toBe(1);
    },
  );

  it('keeps the payment of a placed order: a later refused attempt with it refunds nothing', async () => {
    const { client, user, body, total } = await discountedOrder();
    const reference = await pay('intent', client, total);
    const payment = {
      paymentType: 'CREDIT_CARD' as const,
      transactionInfo: { gateway: 'intent' as const, reference },
    };
    const placed = await client.POST('/order/place-order-v2', { body: { ...body, payment } });
    expect(placed.data?.data.savedOrder).toMatchObject({ isPaid: true, totalOrderPrice: total });
    const { discountCode: _lost, ...withoutCode } = body;
    const refused = await client.POST('/order/place-order-v2', {
      body: { ...withoutCode, payment, idempotencyKey: `${body.idempotencyKey}-2` },
    });
    expect(refused.error?.error?.code).toBe('PRICE_CHANGED');
    expect(refused.error).not.toHaveProperty('refund');
    expect((await sandboxRow(reference)).status).toBe('succeeded');
    expect(await refundRow(reference)).toBeUndefined();
    expect(await ordersOf(user.userId)).toBe(1);
  });

  it("never refunds another customer's payment", async () => {
    const payer = await discountedOrder();
    const reference = await pay('intent', payer.client, payer.total);
    const other = await discountedOrder();
    const { discountCode: _lost, ...withoutCode } = other.body;
    const refused = await other.client.POST('/order/place-order-v2', {
      body: {
        ...withoutCode,
        expectedTotal: payer.total,
        payment: { paymentType: 'CREDIT_CARD', transactionInfo: { gateway: 'intent', reference } },
      },
    });
    expect(refused.error).not.toHaveProperty('refund');
    expect((await sandboxRow(reference)).status).toBe('succeeded');
    // The payer can still place their order with it.
    const placed = await payer.client.POST('/order/place-order-v2', {
      body: {
        ...payer.body,
        payment: { paymentType: 'CREDIT_CARD', transactionInfo: { gateway: 'intent', reference } },
      },
    });
    expect(placed.data?.data.savedOrder.isPaid).toBe(true);
  });

  it('refunds nothing for a payment that did not go through', async () => {
    const { client, body } = await discountedOrder();
    const refused = await client.POST('/order/place-order-v2', {
      body: {
        ...body,
        payment: {
          paymentType: 'CREDIT_CARD',
          transactionInfo: { gateway: 'intent', reference: 'pi_sbx_unknown' },
        },
      },
    });
    expect(refused.error).toMatchObject({ message: orderMessages.paymentFailed.text });
    expect(refused.error).not.toHaveProperty('refund');
  });

  it('tells the customer when the gateway refuses the refund, records it for staff, and tries again next time', async () => {
    const { client, user, total } = await discountedOrder();
    const reference = await pay('intent', client, total);
    const real = services.gateways;
    let refusals = 1;
    const flaky: PaymentGateways = {
      ...real,
      intent: {
        retrievePaymentIntent: (id) => real.intent.retrievePaymentIntent(id),
        cancelPaymentIntent: (id) => real.intent.cancelPaymentIntent(id),
        createPaymentIntent: (input) => real.intent.createPaymentIntent(input),
        listCards: (ref) => real.intent.listCards(ref),
        refundPayment: async (input) => {
          if (refusals-- > 0) throw new PaymentError('gatewayUnavailable', 'test: provider down');
          return real.intent.refundPayment(input);
        },
      },
    };
    const refunds = unplacedPayments({ db: database.db, gateways: flaky });
    const input = {
      payment: { gateway: 'intent' as const, reference },
      brandId: zaatar,
      storeId: store._id,
      userId: user.userId,
      reason: orderMessages.storeClosed.text,
    };
    expect(await refunds.refundIfPaid(input)).toEqual({ status: 'failed', amount: total });
    expect(await refundRow(reference)).toMatchObject({
      status: 'failed',
      failure: expect.stringContaining('provider down'),
    });
    expect((await sandboxRow(reference)).status).toBe('succeeded');
    // Claimed for a refund: it can no longer become an order.
    expect(
      (
        await database.db
          .select({ value: count() })
          .from(paymentRefunds)
          .where(and(eq(paymentRefunds.transactionRef, reference), eq(paymentRefunds.status, 'failed')))
      )[0]!.value,
    ).toBe(1);
    expect(await refunds.refundIfPaid(input)).toEqual({ status: 'refunded', amount: total });
    expect((await sandboxRow(reference)).status).toBe('refunded');
    expect(await refundRow(reference)).toMatchObject({ status: 'refunded', failure: null });
  });

  describe('payments the payer never came back from', () => {
    const MINUTE = 60_000;
    const attempt = async (reference: string) =>
      (await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference)))[0]!;
    const sweepAt = (minutes: number) =>
      services.unplaced.sweepAbandoned({
        now: new Date(NOW.getTime() + minutes * MINUTE),
        abandonAfterMs: 30 * MINUTE,
      });

    it('gives back a paid payment with no order once it is 30 minutes old, and closes it', async () => {
      const { client, user, total } = await discountedOrder();
      const reference = await pay('intent', client, total);
      expect(await attempt(reference)).toMatchObject({
        gateway: 'intent',
        userId: user.userId,
        amount: total,
        closedAt: null,
      });
      await sweepAt(29);
      expect((await sandboxRow(reference)).status).toBe('succeeded');
      await sweepAt(31);
      expect((await sandboxRow(reference)).status).toBe('refunded');
      expect(await refundRow(reference)).toMatchObject({ status: 'refunded', amount: total });
      expect((await attempt(reference)).closedAt).not.toBeNull();
      expect(await ordersOf(user.userId)).toBe(0);
    });

    it('leaves the payment of a placed order alone, and closes its attempt', async () => {
      const { client, body, total } = await discountedOrder();
      const reference = await pay('frames', client, total);
      const placed = await client.POST('/order/place-order-v2', {
        body: {
          ...body,
          payment: { paymentType: 'CREDIT_CARD', transactionInfo: { gateway: 'frames', reference } },
        },
      });
      expect(placed.data?.data.savedOrder.isPaid).toBe(true);
      await sweepAt(31);
      expect((await sandboxRow(reference)).status).toBe('succeeded');
      expect(await refundRow(reference)).toBeUndefined();
      expect((await attempt(reference)).closedAt).not.toBeNull();
    });

    it('keeps an unpaid page open until it expires a day later, refunding nothing', async () => {
      const { client, total } = await discountedOrder();
      const page = await client.POST('/ordersCheckoutPayment/getHostedPaymentPage', {
        body: {
          idempotencyKey: crypto.randomUUID(),
          brandId: zaatar,
          hosted: {
            amountPaid: total,
            storeId: store._id,
            successRedirectUrl: `${origin}/zaatar-house/store/checkout?payment=success`,
            failureRedirectUrl: `${origin}/zaatar-house/store/checkout?payment=failure`,
          },
        },
      });
      const reference = page.data!.data.transactionInfo.reference;
      await sweepAt(31);
      expect((await attempt(reference)).closedAt).toBeNull();
      await sweepAt(25 * 60);
      expect((await attempt(reference)).closedAt).not.toBeNull();
      expect(await refundRow(reference)).toBeUndefined();
    });
  });
});
