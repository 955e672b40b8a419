import type { ApiClient, Schemas } from '@storefront/api';
import { fils } from '@storefront/core';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { brands, orders, paymentLinks } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { sandboxPayments } from '../payments/payments.schema.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { signIn, validLine } from '../testing/customers.js';
import { engines } from '../testing/test-database.js';
import { linkMessages } from './handlers.js';

/** Sunday 22 November 2026, 12:00 in Dubai. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const zaatar = demoBrandIds.zaatarHouse;
const karak = demoBrandIds.karakCorner;
const dates = demoBrandIds.datesAndCo;
const GATEWAY_DISABLED = 'The payment link gateway is not enabled, please contact the store';

describe.each(engines)('payment links: gateways a brand has not enabled, on %s', (engine) => {
  const test = useTestApp(engine, {
    clock: () => NOW,
    // No gateway events here: what the payer's own calls and the sweep do (webhooks/ has the events).
    sandboxWebhooks: { drop: true },
  });
  let database: Database;
  let services: AppServices;
  let origin: string;
  let baseUrl: string;
  let anonymous: ApiClient;

  const linkRow = async (cartId: string) =>
    (await database.db.select().from(paymentLinks).where(eq(paymentLinks.cartId, cartId)))[0]!;
  const sandboxCount = async () =>
    (await database.db.select({ value: count() }).from(sandboxPayments))[0]!.value;
  const countOrders = async () => (await database.db.select({ value: count() }).from(orders))[0]!.value;

  /** A Frames card token from the sandbox (what Frames.js hands the browser). */
  async function cardToken(number = '4242424242424242'): Promise<string> {
    const answer = await fetch(`${origin}/sandbox/frames/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number, expMonth: 12, expYear: 2030, cvc: '100' }),
    });
    return ((await answer.json()) as { token: string }).token;
  }

  /** Confirms a sandbox intent with a card, as Stripe.js would in the browser. */
  async function confirmIntent(clientSecret: string, number = '4242424242424242') {
    const answer = await fetch(`${origin}/sandbox/intent/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientSecret,
        card: { number, expMonth: 12, expYear: 2030, cvc: '123' },
      }),
    });
    return (await answer.json()) as { status: string };
  }

  const initiateFrames = async (brandId: string, cartId: string) =>
    anonymous.POST('/payment-links/checkout-dot-com/initiate', {
      body: {
        brandId,
        cartId,
        token: await cardToken(),
        successUrl: `${origin}/pay/${cartId}?paymentStatus=success`,
        failureUrl: `${origin}/pay/${cartId}?paymentStatus=failure`,
      },
    });

  /** Expects the refusal, and that neither the link nor the gateway saw any change. */
  async function expectRefusedUnchanged(
    answer: { response: Response; error?: { message?: string } | undefined; data?: unknown },
    operationId: string,
    message: string,
    cartId: string,
    before: { link: unknown; payments: number },
  ) {
    expect(answer.response.status).toBe(400);
    expectMatchesDescription(operationId, 400, answer.error);
    expect(answer.error?.message).toBe(message);
    expect(answer.data).toBeUndefined();
    expect(await linkRow(cartId)).toEqual(before.link);
    expect(await sandboxCount()).toBe(before.payments);
  }

  const snapshot = async (cartId: string) => ({
    link: await linkRow(cartId),
    payments: await sandboxCount(),
  });

  beforeAll(async () => {
    ({ database, services, origin, baseUrl, anonymous } = test);
    // Karak Corner has only Stripe; Dates & Co only a hosted page: links through the other gateway.
    await database.db.insert(paymentLinks).values([
      {
        cartId: 'PL-KC-CKO-01',
        brandId: karak,
        amount: fils(5000),
        purposeOfPayment: 'Majlis tray deposit',
        paymentGateway: 'CHECKOUTDOTCOM',
        linkCreationDate: 1795584600,
      },
      {
        cartId: 'PL-DC-STRIPE-01',
        brandId: dates,
        amount: fils(7500),
        purposeOfPayment: 'Gift box for Eid',
        paymentGateway: 'STRIPE',
        linkCreationDate: 1795584600,
      },
    ]);
  });

  it('refuses a Checkout.com link of a brand without an active Checkout.com integration', async () => {
    const before = await snapshot('PL-KC-CKO-01');
    const info = await anonymous.POST('/payment-links/get-payment-link-info-by-cart-id', {
      body: { brandId: karak, cartId: 'PL-KC-CKO-01' },
    });
    expect(info.data?.data).toMatchObject({
      paymentGateway: 'CHECKOUTDOTCOM',
      paymentStatus: 'NOT_VERIFIED',
    });
    await expectRefusedUnchanged(
      await initiateFrames(karak, 'PL-KC-CKO-01'),
      'initiatePaymentLinkFrames',
      GATEWAY_DISABLED,
      'PL-KC-CKO-01',
      before,
    );
    expect(linkMessages.gatewayDisabled.text).toBe(GATEWAY_DISABLED);
  });

  it('refuses a Stripe link of a brand without an active Stripe integration', async () => {
    const before = await snapshot('PL-DC-STRIPE-01');
    await expectRefusedUnchanged(
      await anonymous.POST('/payment-links/stripe/create-payment-intent', {
        body: { brandId: dates, cartId: 'PL-DC-STRIPE-01' },
      }),
      'createPaymentLinkIntent',
      GATEWAY_DISABLED,
      'PL-DC-STRIPE-01',
      before,
    );
  });

  it('counts Stripe as enabled only with a publishable key, and only while active', async () => {
    const [karakBrand] = await database.db.select().from(brands).where(eq(brands.id, karak));
    const original = karakBrand!.activeIntegrations;
    const setIntegrations = async (value: typeof original) => {
      await database.db.update(brands).set({ activeIntegrations: value }).where(eq(brands.id, karak));
      services.brands.invalidate();
    };
    try {
      const stripe = original.find((integration) => integration.name === 'stripe')!;
      for (const changed of [
        { ...stripe, metaData: {} },
        { ...stripe, isActive: false },
      ]) {
        await setIntegrations([changed]);
        const before = await snapshot('PL-KC-1001');
        await expectRefusedUnchanged(
          await anonymous.POST('/payment-links/stripe/create-payment-intent', {
            body: { brandId: karak, cartId: 'PL-KC-1001' },
          }),
          'createPaymentLinkIntent',
          GATEWAY_DISABLED,
          'PL-KC-1001',
          before,
        );
      }
    } finally {
      await setIntegrations(original);
    }
    const enabled = await anonymous.POST('/payment-links/stripe/create-payment-intent', {
      body: { brandId: karak, cartId: 'PL-KC-1001' },
    });
    expect(enabled.response.status).toBe(200);
  });

  it("answers 'Invalid Payment Gateway' for a link paid through the other gateway", async () => {
    const before = await snapshot('PL-ZH-24002');
    await expectRefusedUnchanged(
      await initiateFrames(zaatar, 'PL-ZH-24002'),
      'initiatePaymentLinkFrames',
      'Invalid Payment Gateway',
      'PL-ZH-24002',
      before,
    );
  });

  it('never verifies a link through a gateway that is not enabled, even with a paid intent of the same amount', async () => {
    // A real, succeeded sandbox intent for AED 75.00, made for a Zaatar House order.
    const customer = await signIn(baseUrl, services, zaatar);
    const stores = await anonymous.POST('/store/get-stores-for-pickup', { body: { brandId: zaatar } });
    const created = await customer.client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
      body: {
        idempotencyKey: crypto.randomUUID(),
        brandId: zaatar,
        amount: fils(7500),
        storeId: stores.data!.stores[0]!._id,
        currency: 'aed',
        paymentMethod: 'CARD',
      },
    });
    const intent = created.data!.gatewayData.data;
    expect((await confirmIntent(intent.client_secret!)).status).toBe('succeeded');

    const before = await snapshot('PL-DC-STRIPE-01');
    await expectRefusedUnchanged(
      await anonymous.POST('/payment-links/stripe/verify-payment-intent', {
        body: { brandId: dates, cartId: 'PL-DC-STRIPE-01', paymentIntentId: intent.id },
      }),
      'verifyPaymentLinkIntent',
      GATEWAY_DISABLED,
      'PL-DC-STRIPE-01',
      before,
    );
    const frames = await snapshot('PL-KC-CKO-01');
    await expectRefusedUnchanged(
      await anonymous.POST('/payment-links/checkout-dot-com/verify', {
        body: { brandId: karak, cartId: 'PL-KC-CKO-01', paymentId: 'pay_sbx_whatever' },
      }),
      'verifyPaymentLinkFrames',
      GATEWAY_DISABLED,
      'PL-KC-CKO-01',
      frames,
    );
  });

  it('verifies a link only with the intent made for it: an order payment of the same amount does not pay it, and a link payment places no order', async () => {
    const customer = await signIn(baseUrl, services, zaatar);
    const stores = (await anonymous.POST('/store/get-stores-for-pickup', { body: { brandId: zaatar } })).data!
      .stores;
    const store = stores.find((candidate) => candidate.baseLanguage.name.includes('Jumeirah'))!;
    const menu = await anonymous.POST('/menus/get-pickup-store-menu', {
      body: { brandId: zaatar, storeId: store._id },
    });
    const fatteh = menu
      .data!.data.storeMenu.categories.flatMap((category) => category.items.map((entry) => entry.itemId))
      .find((item) => item.sku === 'ZH-FATTEH')!;
    const order = {
      brandId: zaatar,
      storeId: store._id,
      serviceType: 'PICKUP' as const,
      cart: [validLine(fatteh, 3)],
      timing: { type: 'ASAP' as const },
      pickupVehicleInfo: 'Grey Lexus, plate 77120',
      idempotencyKey: 'link-cross-use-1',
    };
    const probe = await customer.client.POST('/order/place-order-v2', {
      body: { ...order, payment: { paymentType: 'CASH' }, expectedTotal: fils(1) },
    });
    const total = (probe.error as { data: Schemas['Totals'] }).data.total;

    // A link for exactly the order's total, paid through its own Stripe flow.
    await database.db.insert(paymentLinks).values({
      cartId: 'PL-ZH-SAME-AMOUNT',
      brandId: zaatar,
      amount: total,
      purposeOfPayment: 'Same amount as an order',
      paymentGateway: 'STRIPE',
      linkCreationDate: 1795584600,
    });
    const linkIntent = (
      await anonymous.POST('/payment-links/stripe/create-payment-intent', {
        body: { brandId: zaatar, cartId: 'PL-ZH-SAME-AMOUNT' },
      })
    ).data!.fetchedLink.transactionDetail;
    expect((await confirmIntent(linkIntent.client_secret)).status).toBe('succeeded');

    // An order payment of the same amount, succeeded, cannot verify the link.
    const orderIntent = (
      await customer.client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
        body: {
          idempotencyKey: crypto.randomUUID(),
          brandId: zaatar,
          amount: total,
          storeId: store._id,
          currency: 'aed',
          paymentMethod: 'CARD',
        },
      })
    ).data!.gatewayData.data;
    expect((await confirmIntent(orderIntent.client_secret!)).status).toBe('succeeded');
    const before = await snapshot('PL-ZH-SAME-AMOUNT');
    await expectRefusedUnchanged(
      await anonymous.POST('/payment-links/stripe/verify-payment-intent', {
        body: { brandId: zaatar, cartId: 'PL-ZH-SAME-AMOUNT', paymentIntentId: orderIntent.id },
      }),
      'verifyPaymentLinkIntent',
      'Payment failed or cancelled',
      'PL-ZH-SAME-AMOUNT',
      before,
    );

    // The link's own payment cannot place the order.
    const ordersBefore = await countOrders();
    const withLinkPayment = await customer.client.POST('/order/place-order-v2', {
      body: {
        ...order,
        expectedTotal: total,
        payment: {
          paymentType: 'CREDIT_CARD',
          transactionInfo: { gateway: 'intent', reference: linkIntent.id },
        },
      },
    });
    // No order payment of this customer has that reference: to place-order it does not exist.
    expect(withLinkPayment.response.status).toBe(404);
    expect(withLinkPayment.error).toMatchObject({
      message: 'Payment failed or cancelled',
      error: { code: 'NOT_FOUND' },
    });
    expect(await countOrders()).toBe(ordersBefore);

    // Each payment does what it was made for.
    const verified = await anonymous.POST('/payment-links/stripe/verify-payment-intent', {
      body: { brandId: zaatar, cartId: 'PL-ZH-SAME-AMOUNT', paymentIntentId: linkIntent.id },
    });
    expect(verified.data?.data.paymentStatus).toBe('VERIFIED');
    const placed = await customer.client.POST('/order/place-order-v2', {
      body: {
        ...order,
        expectedTotal: total,
        payment: {
          paymentType: 'CREDIT_CARD',
          transactionInfo: { gateway: 'intent', reference: orderIntent.id },
        },
      },
    });
    expect(placed.data?.data.savedOrder).toMatchObject({ isPaid: true, totalOrderPrice: total });
  });
});
