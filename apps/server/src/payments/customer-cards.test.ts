import { createApiClient, type ApiClient } from '@storefront/api';
import { fils } from '@storefront/core';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { signIn } from '../testing/customers.js';
import { engines } from '../testing/test-database.js';
import { paymentErrorMessages } from './payment-error.js';
import { sandboxPayments, sandboxSavedCards } from './payments.schema.js';

const zaatar = demoBrandIds.zaatarHouse;
const karak = demoBrandIds.karakCorner;

describe.each(engines)('orders-checkout-payment/stripe/get-customer-cards on %s', (engine) => {
  const test = useTestApp(engine);
  let database: Database;
  let services: AppServices;
  let origin: string;
  let baseUrl: string;
  let storeId: string;

  const cardsOf = (client: ApiClient, brandId: string = zaatar) =>
    client.POST('/orders-checkout-payment/stripe/get-customer-cards', { body: { brandId } });
  const countOf = async (table: typeof sandboxPayments | typeof sandboxSavedCards) =>
    (await database.db.select({ value: count() }).from(table))[0]!.value;

  /** Pays AED 30 with a new card through the intent flow, asking the gateway to keep the card. */
  async function payAndSave(client: ApiClient, number: string, expYear = 2030) {
    const created = await client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
      body: {
        idempotencyKey: crypto.randomUUID(),
        brandId: zaatar,
        amount: fils(3000),
        storeId,
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
        card: { number, expMonth: 12, expYear, cvc: '123' },
        saveCard: true,
      }),
    });
    expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
  }

  const payWithStoredCard = (client: ApiClient, cardId: string) =>
    client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
      body: {
        idempotencyKey: crypto.randomUUID(),
        brandId: zaatar,
        amount: fils(4500),
        storeId,
        currency: 'aed',
        paymentMethod: 'CARD',
        isStoredCard: true,
        cardId,
      },
    });

  beforeAll(async () => {
    ({ database, services, origin, baseUrl } = test);
    const stores = await createApiClient({ baseUrl }).POST('/store/get-stores-for-pickup', {
      body: { brandId: zaatar },
    });
    storeId = stores.data!.stores[0]!._id;
  });

  it("lists the signed-in customer's saved cards (brand, last four, expiry), oldest first, and nobody else's", async () => {
    const owner = await signIn(baseUrl, services, zaatar);
    expect((await cardsOf(owner.client)).data).toEqual({ success: 1, cards: [] });

    await payAndSave(owner.client, '4242424242424242');
    await payAndSave(owner.client, '5555555555554444', 2031);
    // The same card again is kept once.
    await payAndSave(owner.client, '4242424242424242');

    const listed = await cardsOf(owner.client);
    expect(listed.response.status).toBe(200);
    expectMatchesDescription('getCustomerCards', 200, listed.data);
    expect(
      listed.data?.cards.map(({ brand, last4, expMonth, expYear }) => ({ brand, last4, expMonth, expYear })),
    ).toEqual([
      { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2031 },
    ]);
    expect(JSON.stringify(listed.data)).not.toMatch(/4242424242424242|5555555555554444|cvc|123"/);

    // Another customer of the brand sees none of them.
    const other = await signIn(baseUrl, services, zaatar);
    expect((await cardsOf(other.client)).data?.cards).toEqual([]);
    // The same phone at another brand is another customer, with no cards either.
    const sameNumberElsewhere = await signIn(baseUrl, services, karak, owner.user.phoneNumber);
    expect(sameNumberElsewhere.user.userId).not.toBe(owner.user.userId);
    expect((await cardsOf(sameNumberElsewhere.client, karak)).data?.cards).toEqual([]);
  });

  it('refuses a card payment of AED 2 or less before the gateway is asked (the minimum beside the amount)', async () => {
    const { client } = await signIn(baseUrl, services, zaatar);
    const before = await countOf(sandboxPayments);
    const small = await client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
      body: {
        idempotencyKey: crypto.randomUUID(),
        brandId: zaatar,
        amount: fils(200),
        storeId,
        currency: 'aed',
        paymentMethod: 'CARD',
      },
    });
    expect(small.response.status).toBe(400);
    expect(small.error).toMatchObject({ messageKey: 'errors:requestInvalid' });
    expect(await countOf(sandboxPayments)).toBe(before);
  });

  it("needs the customer's own token for the brand", async () => {
    const anonymous = createApiClient({ baseUrl });
    const refused = await cardsOf(anonymous);
    expect(refused.response.status).toBe(401);
    expectMatchesDescription('getCustomerCards', 401, refused.error);
    expect(refused.error?.message).toBe('Please login to continue');
    const owner = await signIn(baseUrl, services, zaatar);
    // A Zaatar House token does not open Karak Corner's calls.
    expect((await cardsOf(owner.client, karak)).response.status).toBe(401);
    const revoked = await signIn(baseUrl, services, zaatar);
    await revoked.client.POST('/user/logout', { body: { brandId: zaatar } });
    expect((await cardsOf(revoked.client)).response.status).toBe(401);
  });

  it("charges a saved card only for its owner: another customer's card id is refused and nothing is charged", async () => {
    const owner = await signIn(baseUrl, services, zaatar);
    await payAndSave(owner.client, '4242424242424242');
    const [card] = (await cardsOf(owner.client)).data!.cards;

    const stranger = await signIn(baseUrl, services, zaatar);
    const payments = await countOf(sandboxPayments);
    const cards = await countOf(sandboxSavedCards);
    const refused = await payWithStoredCard(stranger.client, card!.id);
    expect(refused.response.status).toBe(400);
    expectMatchesDescription('createPaymentIntent', 400, refused.error);
    expect(refused.error?.message).toBe(paymentErrorMessages.savedCardNotFound);
    expect(await countOf(sandboxPayments)).toBe(payments);
    expect(await countOf(sandboxSavedCards)).toBe(cards);

    const own = await payWithStoredCard(owner.client, card!.id);
    expect(own.response.status).toBe(200);
    const gatewayData = own.data!.gatewayData;
    expect(gatewayData.isVerified).toBe(true);
    expect(gatewayData.data).not.toHaveProperty('client_secret');
  });

  it("answers the spec's card-details text when the frames flow gets neither a token nor a saved card", async () => {
    const customer = await signIn(baseUrl, services, zaatar);
    const payments = await countOf(sandboxPayments);
    const answer = await customer.client.POST(
      '/orders-checkout-payment/checkout-dot-com/initiate-frames-payment-request',
      {
        body: {
          idempotencyKey: crypto.randomUUID(),
          brandId: zaatar,
          currency: 'AED',
          amount: fils(3000),
          storeId,
          successUrl: `${origin}/zaatar-house/store/checkout?payment=success`,
          failureUrl: `${origin}/zaatar-house/store/checkout?payment=failure`,
        },
      },
    );
    expect(answer.response.status).toBe(400);
    expect(answer.error?.message).toBe('Please enter valid card details');
    expect(await countOf(sandboxPayments)).toBe(payments);
  });
});
