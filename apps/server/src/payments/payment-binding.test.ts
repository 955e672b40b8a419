import { createApiClient, type ApiClient, type Schemas } from '@storefront/api';
import { fils } from '@storefront/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { paymentAttempts, paymentRequests } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { startTestApp, useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { signIn, validLine } from '../testing/customers.js';
import { loopbackAddress, postFrom } from '../testing/loopback.js';
import { engines, openTestDatabase } from '../testing/test-database.js';
import { sandboxPayments } from './payments.schema.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the open outlets are open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const zaatar = demoBrandIds.zaatarHouse;
const APPROVED_CARD = '4242424242424242';

describe.each(engines)('card payments are charged once and bound to their payer, on %s', (engine) => {
  const test = useTestApp(engine, { clock: () => NOW });
  let database: Database;
  let services: AppServices;
  let origin: string;
  let baseUrl: string;
  let store: Schemas['Store'];
  let items: Schemas['Item'][];

  beforeAll(async () => {
    ({ database, services, origin, baseUrl } = test);
    const anonymous = test.anonymous;
    const stores = (await anonymous.POST('/store/get-stores-for-pickup', { body: { brandId: zaatar } })).data!
      .stores;
    store = stores.find((candidate) => candidate.isOpened && candidate.pickupPaymentOptions.length > 0)!;
    const menu = await anonymous.POST('/menus/get-pickup-store-menu', {
      body: { brandId: zaatar, storeId: store._id },
    });
    items = menu
      .data!.data.storeMenu.categories.flatMap((category) => category.items.map((entry) => entry.itemId))
      .filter(
        (item) =>
          item.price > 300 &&
          item.modifierGroups.every((group) => group.minimumAllowedSelection === 0) &&
          !item.unavailableStores.some((entry) => entry.storeId === store._id),
      );
  }, 60_000);

  const post = (path: string, body: unknown) =>
    fetch(new URL(path, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** Pays AED 30 with a new card through the intent flow, keeping the card; answers the saved card id. */
  async function savedCardOf(client: ApiClient): Promise<string> {
    const created = await client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
      body: {
        idempotencyKey: crypto.randomUUID(),
        brandId: zaatar,
        amount: fils(3000),
        storeId: store._id,
        currency: 'aed',
        paymentMethod: 'CARD',
      },
    });
    const confirmed = await post('/sandbox/intent/confirm', {
      clientSecret: created.data!.gatewayData.data.client_secret,
      card: { number: APPROVED_CARD, expMonth: 12, expYear: 2030, cvc: '123' },
      saveCard: true,
    });
    expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
    const cards = await client.POST('/orders-checkout-payment/stripe/get-customer-cards', {
      body: { brandId: zaatar },
    });
    return cards.data!.cards[0]!.id;
  }

  it('charges a saved card once for 50 identical requests sent at once, and answers each with the same intent', async () => {
    const payer = await signIn(baseUrl, services, zaatar);
    const cardId = await savedCardOf(payer.client);
    const idempotencyKey = 'checkout-attempt-0001';
    const body = {
      brandId: zaatar,
      amount: fils(4500),
      storeId: store._id,
      currency: 'aed' as const,
      paymentMethod: 'CARD' as const,
      isStoredCard: true,
      cardId,
      idempotencyKey,
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        payer.client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', { body }),
      ),
    );
    expect(answers.map((answer) => answer.response.status)).toEqual(Array(50).fill(200));
    const ids = new Set(answers.map((answer) => answer.data!.gatewayData.data.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const charged = await database.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.flow, 'intent'), eq(sandboxPayments.amount, fils(4500))));
    expect(charged.map((row) => [row.id, row.status])).toEqual([[id, 'succeeded']]);
    expect(
      await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, id!)),
    ).toHaveLength(1);

    // A retry later answers the same intent; the same key for another amount is refused.
    const retried = await payer.client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
      body,
    });
    expect(retried.data!.gatewayData.data.id).toBe(id);
    const other = await payer.client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
      body: { ...body, amount: fils(4600) },
    });
    expect(other.response.status).toBe(409);
    expect(other.error).toMatchObject({ messageKey: 'errors:paymentKeyReused' });
    await expectMatchesDescription('createPaymentIntent', 409, other.error);

    // Another customer's identical key is their own payment, not this one.
    const someoneElse = await signIn(baseUrl, services, zaatar);
    const theirs = await someoneElse.client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
      body: {
        brandId: zaatar,
        amount: fils(4500),
        storeId: store._id,
        currency: 'aed',
        paymentMethod: 'CARD',
        idempotencyKey,
      },
    });
    expect(theirs.data!.gatewayData.data.id).not.toBe(id);
  });

  it('refuses a payment start without a key: a saved card sent 200 times at once charges nothing (it charged 200 times)', async () => {
    const payer = await signIn(baseUrl, services, zaatar);
    const cardId = await savedCardOf(payer.client);
    const before = await database.db.select().from(sandboxPayments);
    const bodies = {
      '/orders-checkout-payment/stripe/create-payment-intent-v2': {
        brandId: zaatar,
        amount: fils(3100),
        storeId: store._id,
        currency: 'aed',
        paymentMethod: 'CARD',
        isStoredCard: true,
        cardId,
      },
      '/orders-checkout-payment/checkout-dot-com/initiate-frames-payment-request': {
        brandId: zaatar,
        amount: fils(3100),
        storeId: store._id,
        currency: 'AED',
        token: 'tok_sbx_unused',
        successUrl: `${origin}/zaatar-house/store/checkout?payment=success`,
        failureUrl: `${origin}/zaatar-house/store/checkout?payment=failure`,
      },
    };
    const sends = Object.entries(bodies).flatMap(([path, body]) =>
      Array.from({ length: 100 }, (_, n) =>
        postFrom(loopbackAddress(n), `${baseUrl}${path}`, body, { authorization: `Bearer ${payer.token}` }),
      ),
    );
    const answers = await Promise.all(sends);
    expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(400));
    expect(answers[0]!.body).toMatchObject({ messageKey: 'errors:requestInvalid' });
    expect((answers[0]!.body.messageParams as { detail: string }).detail).toMatch(/idempotencyKey/);
    expect(await database.db.select().from(sandboxPayments)).toHaveLength(before.length);
  });

  it('charges a saved card once through the frames flow for 50 identical requests, on the spec path with its trailing slash', async () => {
    const payer = await signIn(baseUrl, services, zaatar);
    const cardId = await savedCardOf(payer.client);
    const body = {
      brandId: zaatar,
      amount: fils(5200),
      storeId: store._id,
      currency: 'AED',
      isStoredCard: true,
      storeCardId: cardId,
      successUrl: `${origin}/zaatar-house/store/checkout?payment=success`,
      failureUrl: `${origin}/zaatar-house/store/checkout?payment=failure`,
      language: 'EN',
      idempotencyKey: 'checkout-attempt-frames-1',
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await fetch(
          `${baseUrl}/orders-checkout-payment/checkout-dot-com/initiate-frames-payment-request/`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${payer.token}` },
            body: JSON.stringify(body),
          },
        );
        return { status: response.status, body: (await response.json()) as unknown };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const ids = new Set(
      answers.map(
        (answer) =>
          (answer.body as { gatewayData: { axiosResData: { framesResponse: { id: string } } } }).gatewayData
            .axiosResData.framesResponse.id,
      ),
    );
    expect(ids.size).toBe(1);
    const charged = await database.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.flow, 'frames'), eq(sandboxPayments.amount, fils(5200))));
    expect(charged.map((row) => row.id)).toEqual([...ids]);
    expect(
      await database.db.select().from(paymentRequests).where(eq(paymentRequests.flow, 'frames')),
    ).toHaveLength(1);
  });

  /** A pickup order for `payer` paid with `reference`, at the total the server prices it. */
  async function pickupOrder(client: ApiClient, idempotencyKey: string) {
    const body = {
      brandId: zaatar,
      storeId: store._id,
      serviceType: 'PICKUP' as const,
      cart: [validLine(items[0]!, 2)],
      timing: { type: 'ASAP' as const },
      expectedTotal: fils(1),
      idempotencyKey,
    };
    const probe = await client.POST('/order/place-order-v2', {
      body: { ...body, payment: { paymentType: 'CASH' } },
    });
    const total = (probe.error as { data: Schemas['Totals'] }).data.total;
    return { ...body, expectedTotal: total };
  }

  it("refuses another customer's payment everywhere as if it did not exist, and never refunds it", async () => {
    const owner = await signIn(baseUrl, services, zaatar);
    const thief = await signIn(baseUrl, services, zaatar);
    const cardId = await savedCardOf(owner.client);
    const ownerOrder = await pickupOrder(owner.client, 'bound-owner-order');
    const paid = await owner.client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
      body: {
        idempotencyKey: crypto.randomUUID(),
        brandId: zaatar,
        amount: ownerOrder.expectedTotal,
        storeId: store._id,
        currency: 'aed',
        paymentMethod: 'CARD',
        isStoredCard: true,
        cardId,
      },
    });
    const reference = paid.data!.gatewayData.data.id;

    const peek = await thief.client.POST('/orders-checkout-payment/stripe/verify-payment-intent', {
      body: { brandId: zaatar, paymentIntentId: reference },
    });
    expect(peek.response.status).toBe(404);
    expect(JSON.stringify(peek.error)).not.toContain('succeeded');
    await expectMatchesDescription('verifyPaymentIntent', 404, peek.error);

    const thiefOrder = await pickupOrder(thief.client, 'bound-thief-order');
    const stolen = await thief.client.POST('/order/place-order-v2', {
      body: {
        ...thiefOrder,
        payment: { paymentType: 'CREDIT_CARD', transactionInfo: { gateway: 'intent', reference } },
      },
    });
    expect(stolen.response.status).toBe(404);
    expect(stolen.error).not.toHaveProperty('refund');
    const [row] = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, reference));
    expect(row!.status).toBe('succeeded');

    const own = await owner.client.POST('/orders-checkout-payment/stripe/verify-payment-intent', {
      body: { brandId: zaatar, paymentIntentId: reference },
    });
    expect(own.data!.gatewayData.isVerified).toBe(true);
    const placed = await owner.client.POST('/order/place-order-v2', {
      body: {
        ...ownerOrder,
        payment: { paymentType: 'CREDIT_CARD', transactionInfo: { gateway: 'intent', reference } },
      },
    });
    expect(placed.response.status).toBe(200);
  });

  it('tells only the payer whether a frames payment was approved', async () => {
    const owner = await signIn(baseUrl, services, zaatar);
    const thief = await signIn(baseUrl, services, zaatar);
    const cardId = await savedCardOf(owner.client);
    const started = await owner.client.POST(
      '/orders-checkout-payment/checkout-dot-com/initiate-frames-payment-request',
      {
        body: {
          idempotencyKey: crypto.randomUUID(),
          brandId: zaatar,
          amount: fils(3300),
          storeId: store._id,
          currency: 'AED',
          isStoredCard: true,
          storeCardId: cardId,
          successUrl: `${origin}/zaatar-house/store/checkout?payment=success`,
          failureUrl: `${origin}/zaatar-house/store/checkout?payment=failure`,
        },
      },
    );
    const id = started.data!.gatewayData.axiosResData.framesResponse.id;
    const verify = (client: ApiClient) =>
      client.POST('/orders-checkout-payment/checkout-dot-com/verify-payment-request/{reference}', {
        params: { path: { reference: id } },
        body: { brandId: zaatar },
      });
    const peek = await verify(thief.client);
    expect(peek.response.status).toBe(404);
    await expectMatchesDescription('verifyFramesPayment', 404, peek.error);
    expect((await verify(owner.client)).data!.gatewayData.isVerified).toBe(true);
  });

  it("verifies a hosted payment with the spec's payload (storeId, cartId, language, order) for its payer only", async () => {
    const owner = await signIn(baseUrl, services, zaatar);
    const thief = await signIn(baseUrl, services, zaatar);
    const page = await owner.client.POST('/ordersCheckoutPayment/getHostedPaymentPage', {
      body: {
        idempotencyKey: crypto.randomUUID(),
        brandId: zaatar,
        hosted: {
          amountPaid: fils(3400),
          storeId: store._id,
          successRedirectUrl: `${origin}/zaatar-house/store/checkout?payment=success`,
          failureRedirectUrl: `${origin}/zaatar-house/store/checkout?payment=failure`,
          language: 'EN',
        },
      },
    });
    const { reference, cartId } = page.data!.data.transactionInfo;
    const paidPage = await fetch(new URL(`/sandbox/hosted/${reference}`, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `number=${APPROVED_CARD}&expMonth=12&expYear=2030&cvc=123`,
      redirect: 'manual',
    });
    expect(paidPage.status).toBe(303);
    const specPayload = {
      brandId: zaatar,
      storeId: store._id,
      cartId,
      language: 'EN',
      order: { storeId: store._id, orderType: { type: 'PICKUP' }, totalOrderPrice: 34 },
    };
    const own = await owner.client.POST('/ordersCheckoutPayment/verifyPayment', {
      body: specPayload as never,
    });
    expect(own.response.status).toBe(200);
    expect(own.data).toMatchObject({
      success: 1,
      data: { isVerified: true, status: 'paid', transactionInfo: { reference, cartId } },
    });
    await expectMatchesDescription('verifyHostedPayment', 200, own.data);

    for (const body of [specPayload, { brandId: zaatar, storeId: store._id, reference }]) {
      const peek = await thief.client.POST('/ordersCheckoutPayment/verifyPayment', { body: body as never });
      expect(peek.response.status).toBe(404);
    }
  });

  it("answers the spec's user/get-user-payment-cards with the customer's own cards in data.paymentCards", async () => {
    const owner = await signIn(baseUrl, services, zaatar);
    const other = await signIn(baseUrl, services, zaatar);
    const cardId = await savedCardOf(owner.client);
    const cards = await owner.client.POST('/user/get-user-payment-cards', { body: { brandId: zaatar } });
    expect(cards.data).toEqual({
      success: 1,
      data: {
        paymentCards: [
          {
            _id: cardId,
            cardType: 'visa',
            lastFourDigit: '4242',
            expMonth: 12,
            expYear: 2030,
            paymentGateway: 'CHECKOUTDOTCOM',
          },
        ],
      },
    });
    await expectMatchesDescription('getUserPaymentCards', 200, cards.data);
    expect(
      (await other.client.POST('/user/get-user-payment-cards', { body: { brandId: zaatar } })).data!.data
        .paymentCards,
    ).toEqual([]);
  });
});

describe('production mode without payment keys', () => {
  it('refuses card payments with a clear message instead of taking test cards, and serves no sandbox', async () => {
    const database = await openTestDatabase('pglite');
    const codes = new Map<string, string>();
    const { app, origin, baseUrl, anonymous } = await startTestApp(database, {
      production: true,
      secrets: { session: 's'.repeat(40), otp: 'o'.repeat(40) },
      otpSender: { name: 'test', send: async ({ phoneNumber, code }) => void codes.set(phoneNumber, code) },
    });
    try {
      const phoneNumber = '+971501112233';
      const sent = await anonymous.POST('/user/password-less-login-v2', {
        body: { brandId: zaatar, phoneNumber },
      });
      const verified = await anonymous.POST('/user/verify-account-v2', {
        body: { brandId: zaatar, phoneNumber, verificationCode: codes.get(sent.data!.data.phoneNumber)! },
      });
      const token = verified.data!.data.token;
      const client = createApiClient({ baseUrl, getToken: () => token });
      const storeId = (await anonymous.POST('/store/get-stores-for-pickup', { body: { brandId: zaatar } }))
        .data!.stores[0]!._id;

      const intent = await client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
        body: {
          idempotencyKey: crypto.randomUUID(),
          brandId: zaatar,
          amount: fils(3000),
          storeId,
          currency: 'aed',
          paymentMethod: 'CARD',
        },
      });
      expect(intent.response.status).toBe(400);
      expect(intent.error).toMatchObject({ messageKey: 'errors:onlinePaymentNotConfigured' });
      const frames = await client.POST(
        '/orders-checkout-payment/checkout-dot-com/initiate-frames-payment-request',
        {
          body: {
            idempotencyKey: crypto.randomUUID(),
            brandId: zaatar,
            amount: fils(3000),
            storeId,
            currency: 'AED',
            token: 'tok_sbx_anything',
            successUrl: `${origin}/zaatar-house/store/checkout?payment=success`,
            failureUrl: `${origin}/zaatar-house/store/checkout?payment=failure`,
          },
        },
      );
      expect(frames.error).toMatchObject({ messageKey: 'errors:onlinePaymentNotConfigured' });
      const hosted = await client.POST('/ordersCheckoutPayment/getHostedPaymentPage', {
        body: {
          idempotencyKey: crypto.randomUUID(),
          brandId: zaatar,
          hosted: {
            amountPaid: fils(3000),
            storeId,
            successRedirectUrl: `${origin}/x?payment=success`,
            failureRedirectUrl: `${origin}/x?payment=failure`,
          },
        },
      });
      expect(hosted.error).toMatchObject({ messageKey: 'errors:onlinePaymentNotConfigured' });
      const tokens = await fetch(`${origin}/sandbox/frames/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: APPROVED_CARD, expMonth: '12', expYear: '2030', cvc: '123' }),
      });
      expect(tokens.status).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
