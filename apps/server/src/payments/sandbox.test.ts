import { fils } from '@storefront/core';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { refusalOf } from '../testing/refusal.js';
import { SANDBOX_TEST_CARDS } from './card.js';
import type { PaymentsLogger } from './gateway.js';
import { PaymentError } from './payment-error.js';
import {
  createPaymentTables,
  sandboxCardTokens,
  sandboxPayments,
  sandboxSavedCards,
} from './payments.schema.js';
import { SandboxGateway } from './sandbox/sandbox-gateway.js';
import { MAX_WALLET_TOKEN_LENGTH, SANDBOX_WALLET_TOKENS } from './sandbox/types.js';

const ORIGIN = 'http://localhost:3000';
const SHOP = 'https://zaatar.localhost:3000';
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });
const ok = card(SANDBOX_TEST_CARDS.success);
const threeDs = card(SANDBOX_TEST_CARDS.threeDSecure);
const declined = card(SANDBOX_TEST_CARDS.declined);
const amount = fils(6450);
/** What a Google Pay sheet hands over (the example gateway's token): kept nowhere. */
const googlePayToken = JSON.stringify({ signature: 'MEUCIQ-wallet-secret-7781', protocolVersion: 'ECv2' });

let database: Database;
let sandbox: SandboxGateway;
let clock = new Date('2026-03-15T10:00:00Z');
const logs: { object: Record<string, unknown>; message: string }[] = [];
const returned: unknown[] = [];

const logger: PaymentsLogger = {
  info: (object, message) => logs.push({ object, message }),
  warn: (object, message) => logs.push({ object, message }),
};

/** Keeps every answer so the last test can search them for card numbers. */
async function kept<T>(promise: Promise<T>): Promise<T> {
  const value = await promise;
  returned.push(value);
  return value;
}

const refusal = refusalOf(PaymentError);

function frames(source: { type: 'token'; token: string } | { type: 'id'; id: string }, extra = {}) {
  return {
    amount,
    currency: 'AED' as const,
    source,
    reference: 'ORD-1001',
    customerRef: 'cust-frames',
    successUrl: `${SHOP}/checkout?payment=success`,
    failureUrl: `${SHOP}/checkout?payment=failure`,
    ...extra,
  };
}

function hosted(cartId: string, extra = {}) {
  return {
    amount,
    currency: 'AED' as const,
    cartId,
    description: 'Order at Zaatar',
    successUrl: `${SHOP}/payment/success?cartId=${cartId}`,
    failureUrl: `${SHOP}/payment/failure?cartId=${cartId}`,
    cancelUrl: `${SHOP}/payment/cancel?cartId=${cartId}`,
    language: 'EN' as const,
    ...extra,
  };
}

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await createPaymentTables(database.db);
  sandbox = new SandboxGateway(database.db, { publicOrigin: ORIGIN, now: () => clock, logger });
});

afterAll(async () => {
  await database.close();
});

describe('payment tables', () => {
  it('createPaymentTables builds the columns the Drizzle tables declare, and can run twice', async () => {
    await createPaymentTables(database.db);
    for (const table of [sandboxPayments, sandboxSavedCards, sandboxCardTokens]) {
      const config = getTableConfig(table);
      const result = (await database.db.execute(
        sql`SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_name = ${config.name}`,
      )) as unknown as { rows: { column_name: string; data_type: string; is_nullable: string }[] };
      const actual = Object.fromEntries(
        result.rows.map((row) => [row.column_name, [row.data_type, row.is_nullable]]),
      );
      const expected = Object.fromEntries(
        config.columns.map((column) => [column.name, [column.getSQLType(), column.notNull ? 'NO' : 'YES']]),
      );
      expect(actual).toEqual(expected);
    }
    const indexes = (await database.db.execute(
      sql`SELECT indexname FROM pg_indexes WHERE tablename LIKE 'sandbox_%'`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(indexes.rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'sandbox_payments_idempotency_idx',
        'sandbox_payments_hosted_cart_idx',
        'sandbox_saved_cards_customer_idx',
        'sandbox_payments_client_secret_unique',
      ]),
    );
  });
});

describe('intent flow (Stripe-like)', () => {
  const create = (extra = {}) =>
    kept(
      sandbox.createPaymentIntent({
        amount,
        currency: 'aed',
        paymentMethod: 'CARD',
        description: 'Order at Zaatar',
        customerRef: 'cust-1',
        ...extra,
      }),
    );

  it('creates an intent waiting for a card, with a client secret', async () => {
    const intent = await create();
    expect(intent.id).toMatch(/^pi_sbx_[A-Za-z0-9]{24}$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]{24}$`));
    expect(intent.status).toBe('requires_payment_method');
  });

  it('4242 succeeds at confirmation; the server sees succeeded with the created amount', async () => {
    const intent = await create();
    const confirmed = await kept(sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: ok }));
    expect(confirmed).toEqual({ id: intent.id, status: 'succeeded' });
    expect(await sandbox.retrievePaymentIntent(intent.id)).toEqual({
      id: intent.id,
      status: 'succeeded',
      amount: 6450,
      currency: 'aed',
      description: 'Order at Zaatar',
      customerRef: 'cust-1',
    });
  });

  it('3184 requires 3-D Secure; approving returns to the shop and the intent succeeds', async () => {
    const intent = await create();
    const confirmed = await kept(
      sandbox.confirmIntent({
        clientSecret: intent.clientSecret,
        card: threeDs,
        returnUrl: `${SHOP}/checkout`,
      }),
    );
    expect(confirmed.status).toBe('requires_action');
    expect(confirmed.nextActionUrl).toBe(`${ORIGIN}/sandbox/3ds/${intent.id}`);
    expect((await sandbox.retrievePaymentIntent(intent.id)).status).toBe('requires_action');

    const { redirectUrl } = await kept(sandbox.decideChallenge(intent.id, 'approve'));
    const back = new URL(redirectUrl ?? '');
    expect(back.origin + back.pathname).toBe(`${SHOP}/checkout`);
    expect(back.searchParams.get('payment_intent')).toBe(intent.id);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect((await sandbox.retrievePaymentIntent(intent.id)).status).toBe('succeeded');
  });

  it('denying 3-D Secure sends the intent back to requires_payment_method; another card can pay', async () => {
    const intent = await create();
    await sandbox.confirmIntent({
      clientSecret: intent.clientSecret,
      card: threeDs,
      returnUrl: `${SHOP}/checkout`,
    });
    const { redirectUrl } = await sandbox.decideChallenge(intent.id, 'deny');
    expect(new URL(redirectUrl ?? '').searchParams.get('redirect_status')).toBe('failed');
    expect(await sandbox.retrievePaymentIntent(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'payment_intent_authentication_failure', message: 'Payment failed or cancelled' },
    });
    const retried = await sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: ok });
    expect(retried).toEqual({ id: intent.id, status: 'succeeded' });
  });

  it('without a return URL the challenge ends on the sandbox page (no redirect)', async () => {
    const intent = await create();
    await sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: threeDs });
    expect(await sandbox.decideChallenge(intent.id, 'approve')).toEqual({
      redirectUrl: null,
      status: 'succeeded',
    });
  });

  it('0002 is declined: requires_payment_method with the bank-declined text', async () => {
    const intent = await create();
    const confirmed = await kept(
      sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: declined }),
    );
    expect(confirmed).toEqual({
      id: intent.id,
      status: 'requires_payment_method',
      lastError: { code: 'card_declined', message: 'Bank declined payment, please try again' },
    });
    expect((await sandbox.retrievePaymentIntent(intent.id)).lastError?.message).toBe(
      'Bank declined payment, please try again',
    );
  });

  it('an approved challenge cannot be approved (or denied) twice', async () => {
    const intent = await create();
    await sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: threeDs });
    await sandbox.decideChallenge(intent.id, 'approve');
    expect((await refusal(sandbox.decideChallenge(intent.id, 'approve'))).code).toBe(
      'paymentAlreadyProcessed',
    );
    expect((await refusal(sandbox.decideChallenge(intent.id, 'deny'))).code).toBe('paymentAlreadyProcessed');
    expect((await sandbox.retrievePaymentIntent(intent.id)).status).toBe('succeeded');
  });

  it('two simultaneous answers to one challenge: exactly one wins', async () => {
    const intent = await create();
    await sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: threeDs });
    const results = await Promise.allSettled([
      sandbox.decideChallenge(intent.id, 'approve'),
      sandbox.decideChallenge(intent.id, 'deny'),
      sandbox.decideChallenge(intent.id, 'approve'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('cancels an intent left on its 3-D Secure page: its challenge and client secret charge nothing after', async () => {
    const intent = await create();
    await sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: threeDs });
    expect((await kept(sandbox.cancelPaymentIntent(intent.id))).status).toBe('canceled');
    expect((await refusal(sandbox.decideChallenge(intent.id, 'approve'))).code).toBe(
      'paymentAlreadyProcessed',
    );
    expect((await refusal(sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: ok }))).code).toBe(
      'paymentAlreadyProcessed',
    );
    // Cancelled again: answered as it is; never confirmed: cancelled too.
    expect((await sandbox.cancelPaymentIntent(intent.id)).status).toBe('canceled');
    const unconfirmed = await create();
    expect((await sandbox.cancelPaymentIntent(unconfirmed.id)).status).toBe('canceled');
  });

  it('a cancel and an approval of one challenge at once: exactly one wins', async () => {
    const intent = await create();
    await sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: threeDs });
    const results = await Promise.allSettled([
      sandbox.decideChallenge(intent.id, 'approve'),
      sandbox.cancelPaymentIntent(intent.id),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const status = (await sandbox.retrievePaymentIntent(intent.id)).status;
    expect(['succeeded', 'canceled']).toContain(status);
  });

  it('a succeeded intent cannot be cancelled', async () => {
    const intent = await create();
    await sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: ok });
    expect((await refusal(sandbox.cancelPaymentIntent(intent.id))).code).toBe('paymentAlreadyProcessed');
    expect((await sandbox.retrievePaymentIntent(intent.id)).status).toBe('succeeded');
  });

  it('a succeeded intent cannot be confirmed again', async () => {
    const intent = await create();
    await sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: ok });
    expect(
      (await refusal(sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: declined }))).code,
    ).toBe('paymentAlreadyProcessed');
    expect((await sandbox.retrievePaymentIntent(intent.id)).status).toBe('succeeded');
  });

  it('Luhn-invalid, expired and bad-CVC cards are refused and change nothing', async () => {
    const intent = await create();
    const cases = [
      [{ ...ok, number: '4242424242424241' }, 'number'],
      [{ ...ok, expMonth: 2, expYear: 2026 }, 'expiry'],
      [{ ...ok, cvc: '12' }, 'cvc'],
    ] as const;
    for (const [bad, field] of cases) {
      const error = await refusal(sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: bad }));
      expect(error).toMatchObject({ code: 'pleaseEnterValidCardDetails', detail: field });
    }
    expect(await sandbox.retrievePaymentIntent(intent.id)).toEqual({
      id: intent.id,
      status: 'requires_payment_method',
      amount: 6450,
      currency: 'aed',
      description: 'Order at Zaatar',
      customerRef: 'cust-1',
    });
  });

  it('saveCard keeps the card for the customer; a stored card pays at creation', async () => {
    const intent = await create({ customerRef: 'cust-save' });
    await sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: ok, saveCard: true });
    const cards = await kept(sandbox.listCards('cust-save'));
    expect(cards).toEqual([
      { id: expect.stringMatching(/^card_sbx_/), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    ]);

    const paid = await create({ customerRef: 'cust-save', storedCardId: cards[0]!.id });
    expect(paid.status).toBe('succeeded');
    expect((await sandbox.retrievePaymentIntent(paid.id)).status).toBe('succeeded');

    // Same card again is not saved twice.
    const again = await create({ customerRef: 'cust-save' });
    await sandbox.confirmIntent({ clientSecret: again.clientSecret, card: ok, saveCard: true });
    expect(await sandbox.listCards('cust-save')).toHaveLength(1);
  });

  it('a stored card of another customer, or without a customer, is refused', async () => {
    const intent = await create({ customerRef: 'cust-owner' });
    await sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: ok, saveCard: true });
    const [owned] = await sandbox.listCards('cust-owner');
    expect((await refusal(create({ customerRef: 'cust-thief', storedCardId: owned!.id }))).code).toBe(
      'savedCardNotFound',
    );
    expect((await refusal(create({ customerRef: undefined, storedCardId: owned!.id }))).code).toBe(
      'savedCardNotFound',
    );
  });

  it('a card saved during 3-D Secure is kept only once the challenge is approved', async () => {
    const intent = await create({ customerRef: 'cust-3ds' });
    await sandbox.confirmIntent({ clientSecret: intent.clientSecret, card: threeDs, saveCard: true });
    expect(await sandbox.listCards('cust-3ds')).toEqual([]);
    await sandbox.decideChallenge(intent.id, 'approve');
    expect((await sandbox.listCards('cust-3ds')).map((saved) => saved.last4)).toEqual(['3184']);
  });

  it('the same idempotency key gives the same intent; another amount with it is refused', async () => {
    const first = await create({ idempotencyKey: 'cart-77-6450' });
    const second = await create({ idempotencyKey: 'cart-77-6450' });
    expect(second).toEqual(first);
    expect((await refusal(create({ idempotencyKey: 'cart-77-6450', amount: fils(6451) }))).code).toBe(
      'invalidRequest',
    );
  });

  it('refuses less than 2.00 AED (Stripe minimum) and fractional fils', async () => {
    expect((await refusal(create({ amount: fils(199) }))).code).toBe('addMoreThanTwoAED');
    expect((await create({ amount: fils(200) })).status).toBe('requires_payment_method');
    expect((await refusal(create({ amount: 64.5 }))).code).toBe('invalidRequest');
  });

  it('unknown ids and client secrets are an invalid payment intent', async () => {
    expect((await refusal(sandbox.retrievePaymentIntent('pi_sbx_nope'))).message).toBe(
      'Invalid Payment Intent',
    );
    expect(
      (await refusal(sandbox.confirmIntent({ clientSecret: 'pi_sbx_nope_secret_x', card: ok }))).code,
    ).toBe('invalidPaymentIntent');
  });
});

describe('intent flow with a wallet token (Apple Pay / Google Pay)', () => {
  const create = (extra = {}) =>
    kept(
      sandbox.createPaymentIntent({
        amount,
        currency: 'aed',
        paymentMethod: 'WALLET',
        description: 'Order at Zaatar',
        customerRef: 'cust-wallet',
        ...extra,
      }),
    );

  it('a Google Pay token succeeds like 4242, without 3-D Secure; the server sees succeeded', async () => {
    const intent = await create();
    const confirmed = await kept(
      sandbox.confirmIntent({
        clientSecret: intent.clientSecret,
        wallet: { type: 'googlePay', token: googlePayToken },
        returnUrl: `${SHOP}/checkout?payment=success`,
      }),
    );
    expect(confirmed).toEqual({ id: intent.id, status: 'succeeded' });
    expect(await sandbox.retrievePaymentIntent(intent.id)).toEqual({
      id: intent.id,
      status: 'succeeded',
      amount: 6450,
      currency: 'aed',
      description: 'Order at Zaatar',
      customerRef: 'cust-wallet',
    });
  });

  it('an Apple Pay token succeeds too', async () => {
    const intent = await create();
    const token = JSON.stringify({ version: 'EC_v1', data: 'apple-wallet-secret-5512' });
    expect(
      await kept(
        sandbox.confirmIntent({ clientSecret: intent.clientSecret, wallet: { type: 'applePay', token } }),
      ),
    ).toEqual({ id: intent.id, status: 'succeeded' });
  });

  it('tok_declined is declined like 0002: requires_payment_method with the bank-declined text; another try can pay', async () => {
    const intent = await create();
    const confirmed = await kept(
      sandbox.confirmIntent({
        clientSecret: intent.clientSecret,
        wallet: { type: 'googlePay', token: SANDBOX_WALLET_TOKENS.declined },
      }),
    );
    expect(confirmed).toEqual({
      id: intent.id,
      status: 'requires_payment_method',
      lastError: { code: 'card_declined', message: 'Bank declined payment, please try again' },
    });
    expect(await sandbox.retrievePaymentIntent(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: { message: 'Bank declined payment, please try again' },
    });
    const retried = await sandbox.confirmIntent({
      clientSecret: intent.clientSecret,
      wallet: { type: 'googlePay', token: googlePayToken },
    });
    expect(retried).toEqual({ id: intent.id, status: 'succeeded' });
  });

  it('keeps no card from a wallet: no brand, last four or expiry on the payment, nothing saved', async () => {
    const intent = await create({ customerRef: 'cust-wallet-save' });
    await sandbox.confirmIntent({
      clientSecret: intent.clientSecret,
      wallet: { type: 'googlePay', token: googlePayToken },
    });
    const [row] = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, intent.id));
    expect(row).toMatchObject({
      status: 'succeeded',
      cardBrand: null,
      cardLast4: null,
      cardExpMonth: null,
      cardExpYear: null,
      saveCard: false,
    });
    expect(await sandbox.listCards('cust-wallet-save')).toEqual([]);
  });

  it('a blank or over-long token is refused and changes nothing', async () => {
    const intent = await create();
    for (const token of ['', '   ', 'x'.repeat(MAX_WALLET_TOKEN_LENGTH + 1)]) {
      const error = await refusal(
        sandbox.confirmIntent({ clientSecret: intent.clientSecret, wallet: { type: 'googlePay', token } }),
      );
      expect(error.code).toBe('invalidRequest');
    }
    expect((await sandbox.retrievePaymentIntent(intent.id)).status).toBe('requires_payment_method');
  });

  it('a succeeded intent cannot be confirmed again with a wallet, nor a card again with one', async () => {
    const paid = await create();
    await sandbox.confirmIntent({ clientSecret: paid.clientSecret, card: ok });
    expect(
      (
        await refusal(
          sandbox.confirmIntent({
            clientSecret: paid.clientSecret,
            wallet: { type: 'googlePay', token: googlePayToken },
          }),
        )
      ).code,
    ).toBe('paymentAlreadyProcessed');
    expect(
      (
        await refusal(
          sandbox.confirmIntent({
            clientSecret: 'pi_sbx_nope_secret_x',
            wallet: { type: 'googlePay', token: googlePayToken },
          }),
        )
      ).code,
    ).toBe('invalidPaymentIntent');
  });
});

describe('frames flow (Checkout.com-like)', () => {
  const tokenFor = async (input = ok) => (await kept(sandbox.tokenizeCard(input))).token;

  it('tokenises a card: brand and last four back, a tok_sbx_ token that expires in 15 minutes', async () => {
    const token = await kept(sandbox.tokenizeCard(threeDs));
    expect(token).toEqual({
      token: expect.stringMatching(/^tok_sbx_/),
      brand: 'visa',
      last4: '3184',
      expMonth: 12,
      expYear: 2030,
      expiresAt: new Date(clock.getTime() + 15 * 60_000).toISOString(),
    });
  });

  it('4242 is Authorized at once', async () => {
    const payment = await kept(sandbox.requestPayment(frames({ type: 'token', token: await tokenFor() })));
    expect(payment).toEqual({
      id: expect.stringMatching(/^pay_sbx_/),
      status: 'Authorized',
      approved: true,
      threeDSRedirectionRequired: false,
      reference: 'ORD-1001',
    });
    expect(await sandbox.getPaymentDetails(payment.id)).toEqual({
      id: payment.id,
      status: 'Authorized',
      approved: true,
      amount: 6450,
      currency: 'AED',
      reference: 'ORD-1001',
      customerRef: 'cust-frames',
    });
  });

  it('3184 is Pending with a 3-D Secure link; approving redirects to successUrl with cko-session-id', async () => {
    const payment = await kept(
      sandbox.requestPayment(frames({ type: 'token', token: await tokenFor(threeDs) })),
    );
    expect(payment).toMatchObject({
      status: 'Pending',
      approved: false,
      threeDSRedirectionRequired: true,
      redirectLink: `${ORIGIN}/sandbox/3ds/${payment.id}`,
    });
    const { redirectUrl } = await sandbox.decideChallenge(payment.id, 'approve');
    const back = new URL(redirectUrl ?? '');
    expect(back.pathname).toBe('/checkout');
    expect(back.searchParams.get('payment')).toBe('success');
    expect(back.searchParams.get('cko-session-id')).toBe(payment.id);
    expect((await sandbox.getPaymentDetails(payment.id)).status).toBe('Authorized');
  });

  it('denying 3-D Secure redirects to failureUrl and the payment is Declined', async () => {
    const payment = await sandbox.requestPayment(frames({ type: 'token', token: await tokenFor(threeDs) }));
    const { redirectUrl } = await sandbox.decideChallenge(payment.id, 'deny');
    expect(redirectUrl).toBe(`${SHOP}/checkout?payment=failure&cko-session-id=${payment.id}`);
    expect(await sandbox.getPaymentDetails(payment.id)).toMatchObject({
      status: 'Declined',
      approved: false,
      declineReason: 'Payment failed or cancelled',
    });
    expect((await refusal(sandbox.decideChallenge(payment.id, 'approve'))).code).toBe(
      'paymentAlreadyProcessed',
    );
  });

  it('0002 is Declined with the bank-declined text', async () => {
    const payment = await kept(
      sandbox.requestPayment(frames({ type: 'token', token: await tokenFor(declined) })),
    );
    expect(payment).toMatchObject({
      status: 'Declined',
      approved: false,
      threeDSRedirectionRequired: false,
      declineReason: 'Bank declined payment, please try again',
    });
  });

  it('an expired token is refused; so is a token used twice', async () => {
    const stale = await tokenFor();
    clock = new Date(clock.getTime() + 15 * 60_000 + 1000);
    expect((await refusal(sandbox.requestPayment(frames({ type: 'token', token: stale })))).code).toBe(
      'tokenExpired',
    );

    const once = await tokenFor();
    await sandbox.requestPayment(frames({ type: 'token', token: once }));
    expect((await refusal(sandbox.requestPayment(frames({ type: 'token', token: once })))).code).toBe(
      'tokenExpired',
    );
    expect(
      (await refusal(sandbox.requestPayment(frames({ type: 'token', token: 'tok_sbx_unknown' })))).code,
    ).toBe('tokenExpired');
  });

  it('storeForFutureUse saves the card; the saved card (source id) is Authorized', async () => {
    await sandbox.requestPayment(
      frames(
        { type: 'token', token: await tokenFor() },
        { customerRef: 'cust-cko', storeForFutureUse: true },
      ),
    );
    const [saved] = await sandbox.listCards('cust-cko');
    expect(saved).toMatchObject({ brand: 'visa', last4: '4242' });
    const payment = await sandbox.requestPayment(
      frames({ type: 'id', id: saved!.id }, { customerRef: 'cust-cko' }),
    );
    expect(payment.status).toBe('Authorized');
    expect(
      (await refusal(sandbox.requestPayment(frames({ type: 'id', id: saved!.id }, { customerRef: 'x' }))))
        .code,
    ).toBe('savedCardNotFound');
  });

  it('the same idempotency key returns the first payment instead of charging again', async () => {
    const first = await sandbox.requestPayment(
      frames({ type: 'token', token: await tokenFor() }, { idempotencyKey: 'cko-key-1' }),
    );
    const again = await sandbox.requestPayment(
      frames({ type: 'token', token: await tokenFor() }, { idempotencyKey: 'cko-key-1' }),
    );
    expect(again.id).toBe(first.id);
  });

  it('refuses relative return URLs and unknown payments', async () => {
    const token = await tokenFor();
    expect(
      (await refusal(sandbox.requestPayment(frames({ type: 'token', token }, { successUrl: '/x' })))).code,
    ).toBe('invalidRequest');
    expect((await refusal(sandbox.getPaymentDetails('pay_sbx_unknown'))).code).toBe('paymentNotFound');
  });
});

describe('hosted page flow (Telr-like)', () => {
  it('creates a page; 4242 on it redirects to the success URL and the check reads paid', async () => {
    const page = await kept(sandbox.createHostedPage(hosted('cart-h1')));
    expect(page.reference).toMatch(/^hp_sbx_/);
    expect(page.paymentUrl).toBe(`${ORIGIN}/sandbox/hosted/${page.reference}`);
    expect(await sandbox.checkHostedPayment(page.reference)).toEqual({
      reference: page.reference,
      status: 'pending',
      amount: 6450,
      cartId: 'cart-h1',
    });
    const { redirectUrl } = await kept(sandbox.submitHostedPayment(page.reference, ok));
    expect(redirectUrl).toBe(`${SHOP}/payment/success?cartId=cart-h1`);
    expect((await sandbox.checkHostedPayment(page.reference)).status).toBe('paid');
    expect((await refusal(sandbox.submitHostedPayment(page.reference, ok))).code).toBe(
      'paymentAlreadyProcessed',
    );
  });

  it('0002 redirects to the failure URL and reads declined', async () => {
    const page = await sandbox.createHostedPage(hosted('cart-h2'));
    expect((await sandbox.submitHostedPayment(page.reference, declined)).redirectUrl).toBe(
      `${SHOP}/payment/failure?cartId=cart-h2`,
    );
    expect((await sandbox.checkHostedPayment(page.reference)).status).toBe('declined');
  });

  it('3184 goes through the challenge page first, then to the success URL', async () => {
    const page = await sandbox.createHostedPage(hosted('cart-h3'));
    const first = await sandbox.submitHostedPayment(page.reference, threeDs);
    expect(first.redirectUrl).toBe(`${ORIGIN}/sandbox/3ds/${page.reference}`);
    expect((await sandbox.checkHostedPayment(page.reference)).status).toBe('pending');
    expect((await sandbox.decideChallenge(page.reference, 'approve')).redirectUrl).toBe(
      `${SHOP}/payment/success?cartId=cart-h3`,
    );
    expect((await sandbox.checkHostedPayment(page.reference)).status).toBe('paid');
  });

  it('an invalid card on the page changes nothing', async () => {
    const page = await sandbox.createHostedPage(hosted('cart-h4'));
    expect((await refusal(sandbox.submitHostedPayment(page.reference, { ...ok, number: '1234' }))).code).toBe(
      'pleaseEnterValidCardDetails',
    );
    expect((await sandbox.checkHostedPayment(page.reference)).status).toBe('pending');
  });

  it('cancelling goes to the cancel URL; the page cannot be paid afterwards', async () => {
    const page = await sandbox.createHostedPage(hosted('cart-h5'));
    expect((await sandbox.cancelHostedPayment(page.reference)).redirectUrl).toBe(
      `${SHOP}/payment/cancel?cartId=cart-h5`,
    );
    expect((await sandbox.checkHostedPayment(page.reference)).status).toBe('cancelled');
    expect((await refusal(sandbox.submitHostedPayment(page.reference, ok))).code).toBe(
      'paymentAlreadyProcessed',
    );
  });

  it('a cart id is one payment: the same unpaid request gets the same page, anything else is refused', async () => {
    const first = await sandbox.createHostedPage(hosted('cart-h6'));
    expect(await sandbox.createHostedPage(hosted('cart-h6'))).toEqual(first);
    expect((await refusal(sandbox.createHostedPage(hosted('cart-h6', { amount: fils(100) })))).code).toBe(
      'invalidRequest',
    );
    await sandbox.submitHostedPayment(first.reference, ok);
    expect((await refusal(sandbox.createHostedPage(hosted('cart-h6')))).code).toBe('invalidRequest');
  });

  it('an unknown reference is not found', async () => {
    expect((await refusal(sandbox.checkHostedPayment('hp_sbx_nope'))).code).toBe('paymentNotFound');
  });
});

describe('card data never kept', () => {
  it('no full card number, security code or wallet token in any row, log line or answer; amounts never changed', async () => {
    const rows = [
      ...(await database.db.select().from(sandboxPayments)),
      ...(await database.db.select().from(sandboxSavedCards)),
      ...(await database.db.select().from(sandboxCardTokens)),
    ];
    expect(rows.length).toBeGreaterThan(20);
    const everything = JSON.stringify({ rows, logs, returned });
    for (const number of [...Object.values(SANDBOX_TEST_CARDS), '4242424242424241']) {
      expect(everything).not.toContain(number);
      expect(everything).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
    }
    // Nor the wallet tokens the sheets handed over.
    expect(everything).not.toContain('wallet-secret-7781');
    expect(everything).not.toContain('apple-wallet-secret-5512');
    // No field that could hold a security code (ids are random, so search keys, not text).
    expect(everything).not.toMatch(/"[a-z_]*(cvc|cvv|pan|cardNumber|card_number)"\s*:/i);
    expect(logs.length).toBeGreaterThan(10);
    const payments = await database.db.select().from(sandboxPayments);
    for (const payment of payments) expect([6450, 200]).toContain(payment.amount);
  });
});
