import type { ApiClient } from '@storefront/api';
import { fils } from '@storefront/core';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { paymentLinks } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { sandboxPayments } from '../payments/payments.schema.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { engines } from '../testing/test-database.js';
import { linkMessages } from './handlers.js';
import { claimLinkPayment, releaseLinkPayment } from './link-store.js';

/** Sunday 22 November 2026, 12:00 in Dubai. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
const zaatar = demoBrandIds.zaatarHouse;

describe.each(engines)('payment links are single-use and can expire, on %s', (engine) => {
  const test = useTestApp(engine, { clock: () => NOW });
  let database: Database;
  let origin: string;
  let anonymous: ApiClient;

  const linkRow = async (cartId: string) =>
    (await database.db.select().from(paymentLinks).where(eq(paymentLinks.cartId, cartId)))[0]!;
  const sandboxCount = async () =>
    (await database.db.select({ value: count() }).from(sandboxPayments))[0]!.value;

  async function cardToken(number = '4242424242424242'): Promise<string> {
    const answer = await fetch(`${origin}/sandbox/frames/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number, expMonth: 12, expYear: 2030, cvc: '100' }),
    });
    return ((await answer.json()) as { token: string }).token;
  }

  async function confirmIntent(clientSecret: string) {
    const answer = await fetch(`${origin}/sandbox/intent/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      }),
    });
    return (await answer.json()) as { status: string };
  }

  const initiate = async (cartId: string, token: string) =>
    anonymous.POST('/payment-links/checkout-dot-com/initiate', {
      body: {
        brandId: zaatar,
        cartId,
        token,
        successUrl: `${origin}/zaatar-house/payment-link/${cartId}?paymentStatus=success`,
        failureUrl: `${origin}/zaatar-house/payment-link/${cartId}?paymentStatus=failure`,
      },
    });
  const verifyFrames = (cartId: string, paymentId: string) =>
    anonymous.POST('/payment-links/checkout-dot-com/verify', {
      body: { brandId: zaatar, cartId, paymentId },
    });

  beforeAll(async () => {
    ({ database, origin, anonymous } = test);
    const link = {
      brandId: zaatar,
      amount: fils(5000),
      purposeOfPayment: 'Test',
      linkCreationDate: NOW_SECONDS - 3600,
    };
    await database.db.insert(paymentLinks).values([
      { ...link, cartId: 'PL-T-EXPIRED-STRIPE', paymentGateway: 'STRIPE', expiresAt: NOW_SECONDS - 1 },
      { ...link, cartId: 'PL-T-EXPIRED-CKO', paymentGateway: 'CHECKOUTDOTCOM', expiresAt: NOW_SECONDS },
      { ...link, cartId: 'PL-T-LATER-CKO', paymentGateway: 'CHECKOUTDOTCOM', expiresAt: NOW_SECONDS + 60 },
      { ...link, cartId: 'PL-T-TWICE-CKO', paymentGateway: 'CHECKOUTDOTCOM' },
      { ...link, cartId: 'PL-T-TWICE-STRIPE', paymentGateway: 'STRIPE' },
    ]);
  });

  it('says a link has expired once its expiry has passed, and takes no payment through either gateway', async () => {
    const info = await anonymous.POST('/payment-links/get-payment-link-info-by-cart-id', {
      body: { brandId: zaatar, cartId: 'PL-T-EXPIRED-STRIPE' },
    });
    expectMatchesDescription('getPaymentLinkInfo', 200, info.data);
    expect(info.data?.data).toMatchObject({ expired: true, expiresAt: NOW_SECONDS - 1 });
    const later = await anonymous.POST('/payment-links/get-payment-link-info-by-cart-id', {
      body: { brandId: zaatar, cartId: 'PL-T-LATER-CKO' },
    });
    expect(later.data?.data).toMatchObject({ expired: false, expiresAt: NOW_SECONDS + 60 });

    const before = await sandboxCount();
    const intent = await anonymous.POST('/payment-links/stripe/create-payment-intent', {
      body: { brandId: zaatar, cartId: 'PL-T-EXPIRED-STRIPE' },
    });
    expect(intent.response.status).toBe(409);
    expectMatchesDescription('createPaymentLinkIntent', 409, intent.error);
    expect(intent.error?.message).toBe(linkMessages.expired.text);
    // Expiring at exactly now counts as expired.
    const frames = await initiate('PL-T-EXPIRED-CKO', await cardToken());
    expect(frames.response.status).toBe(409);
    expect(frames.error?.message).toBe('This payment link has expired');
    expect(await sandboxCount()).toBe(before);
    expect((await linkRow('PL-T-EXPIRED-CKO')).paymentStatus).toBe('NOT_VERIFIED');
  });

  it('starts one payment when two start at once; verifying it twice at once gives one receipt', async () => {
    // Two starts at once, as the server decides them: one holds the link, the other is refused.
    const holdUntil = new Date(NOW.getTime() + 60_000);
    const claims = await Promise.all([
      claimLinkPayment(database.db, 'PL-T-TWICE-CKO', NOW, holdUntil),
      claimLinkPayment(database.db, 'PL-T-TWICE-CKO', NOW, holdUntil),
    ]);
    expect(claims.sort()).toEqual(['claimed', 'underway']);
    // While a start holds the link, a payer's start is refused and reaches no gateway.
    const before = await sandboxCount();
    const refused = await initiate('PL-T-TWICE-CKO', await cardToken());
    expect(refused.response.status).toBe(409);
    expectMatchesDescription('initiatePaymentLinkFrames', 409, refused.error);
    expect(refused.error?.message).toBe(linkMessages.underway.text);
    expect(await sandboxCount()).toBe(before);
    await releaseLinkPayment(database.db, 'PL-T-TWICE-CKO');

    const started = await initiate('PL-T-TWICE-CKO', await cardToken());
    expect(started.response.status).toBe(200);
    expect(await sandboxCount()).toBe(before + 1);
    expect((await linkRow('PL-T-TWICE-CKO')).payingUntil).toBeNull();
    const paymentId = started.data!.gatewayData.transactionDetail.id;
    const verified = await Promise.all([
      verifyFrames('PL-T-TWICE-CKO', paymentId),
      verifyFrames('PL-T-TWICE-CKO', paymentId),
    ]);
    for (const answer of verified) {
      expect(answer.response.status).toBe(200);
      expect(answer.data?.data.paymentStatus).toBe('VERIFIED');
    }
    expect(verified[0].data?.data.receipt?.receiptNumber).toBe(verified[1].data?.data.receipt?.receiptNumber);

    // Paid: no further payment starts.
    const again = await initiate('PL-T-TWICE-CKO', await cardToken());
    expect(again.response.status).toBe(409);
    expect(again.error?.message).toBe(linkMessages.alreadyPaid.text);
    expect(await sandboxCount()).toBe(before + 1);
  });

  it('makes one intent for two Stripe starts at once, and one receipt for two verifications at once', async () => {
    const created = await Promise.all(
      [1, 2].map(() =>
        anonymous.POST('/payment-links/stripe/create-payment-intent', {
          body: { brandId: zaatar, cartId: 'PL-T-TWICE-STRIPE' },
        }),
      ),
    );
    // One holds the link while the other is refused, or (run one after the other) the second
    // cancels the first: either way one intent can be paid.
    const open = created.filter((answer) => answer.response.status === 200).at(-1)!;
    const a = open.data!.fetchedLink.transactionDetail;
    expect((await confirmIntent(a.client_secret)).status).toBe('succeeded');
    const verified = await Promise.all(
      [1, 2].map(() =>
        anonymous.POST('/payment-links/stripe/verify-payment-intent', {
          body: { brandId: zaatar, cartId: 'PL-T-TWICE-STRIPE', paymentIntentId: a.id },
        }),
      ),
    );
    expect(verified.map((answer) => answer.data?.data.paymentStatus)).toEqual(['VERIFIED', 'VERIFIED']);
    expect(verified[0]!.data?.data.receipt).toEqual(verified[1]!.data?.data.receipt);
    const after = await anonymous.POST('/payment-links/stripe/create-payment-intent', {
      body: { brandId: zaatar, cartId: 'PL-T-TWICE-STRIPE' },
    });
    expect(after.response.status).toBe(409);
  });
});
