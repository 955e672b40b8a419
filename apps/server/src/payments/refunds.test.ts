import { fils } from '@storefront/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { refusalOf } from '../testing/refusal.js';
import { SANDBOX_TEST_CARDS } from './card.js';
import { CheckoutComFramesGateway } from './checkout-com.js';
import { TelrHostedPageGateway } from './hosted-page.js';
import { PaymentError } from './payment-error.js';
import { createPaymentTables, sandboxPayments } from './payments.schema.js';
import { recordedFetch } from './recorded-fetch.js';
import { SandboxGateway } from './sandbox/sandbox-gateway.js';
import { StripeIntentGateway } from './stripe.js';

const amount = fils(6450);
const refund = (reference: string) => ({
  reference,
  amount,
  reason: 'We apologize, but our store is closed right now. We hope to see you soon!',
  idempotencyKey: `refund-${reference}`,
});

const refusal = refusalOf(PaymentError);

describe('Stripe refunds (POST /v1/refunds)', () => {
  const stripe = (fetch: typeof globalThis.fetch) =>
    new StripeIntentGateway({ secretKey: 'sk_test_51Refunds', fetch });

  it('refunds the whole intent with the idempotency key; succeeded reads refunded, pending pending', async () => {
    const recorded = recordedFetch(
      { status: 200, body: { id: 're_3PzK2p', object: 'refund', amount: 6450, status: 'succeeded' } },
      { status: 200, body: { id: 're_3PzK2q', object: 'refund', amount: 6450, status: 'pending' } },
    );
    const gateway = stripe(recorded.fetch);
    expect(await gateway.refundPayment(refund('pi_3PzK2pLk'))).toEqual({
      id: 're_3PzK2p',
      status: 'refunded',
    });
    expect(await gateway.refundPayment(refund('pi_3PzK2qLk'))).toEqual({
      id: 're_3PzK2q',
      status: 'pending',
    });
    const [first] = recorded.requests;
    expect(first).toMatchObject({
      url: 'https://api.stripe.com/v1/refunds',
      method: 'POST',
      headers: { 'idempotency-key': 'refund-pi_3PzK2pLk', authorization: 'Bearer sk_test_51Refunds' },
    });
    const form = new URLSearchParams(first!.body);
    expect(form.get('payment_intent')).toBe('pi_3PzK2pLk');
    expect(form.get('amount')).toBe('6450');
    expect(form.get('reason')).toBe('requested_by_customer');
  });

  it('a failed refund or an error answer throws; a refunded charge is charge_already_refunded', async () => {
    const recorded = recordedFetch(
      { status: 200, body: { id: 're_x', object: 'refund', status: 'failed' } },
      {
        status: 400,
        body: {
          error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'refunded' },
        },
      },
    );
    const gateway = stripe(recorded.fetch);
    expect((await refusal(gateway.refundPayment(refund('pi_a')))).code).toBe('gatewayUnavailable');
    expect((await refusal(gateway.refundPayment(refund('pi_b')))).code).toBe('invalidRequest');
  });

  it('reads the customer of an intent', async () => {
    const recorded = recordedFetch({
      status: 200,
      body: {
        id: 'pi_c',
        amount: 6450,
        currency: 'aed',
        status: 'succeeded',
        customer: 'cus_QqL2s9',
        description: 'Order at store 1',
      },
    });
    expect((await stripe(recorded.fetch).retrievePaymentIntent('pi_c')).customerRef).toBe('cus_QqL2s9');
  });
});

describe('Checkout.com voids and refunds', () => {
  const checkout = (fetch: typeof globalThis.fetch) =>
    new CheckoutComFramesGateway({ secretKey: 'sk_sbox_refunds', processingChannelId: 'pc_1', fetch });
  const payment = (status: string) => ({
    id: 'pay_mbabizu24mvu3mela5njyhpit4',
    status,
    amount: 6450,
    currency: 'AED',
    reference: 'order-77',
    approved: true,
    customer: { id: 'cus_udst2tfldj6upmye2reztkmm4i' },
  });

  it('voids an authorised payment (the hold is released)', async () => {
    const recorded = recordedFetch(
      { status: 200, body: payment('Authorized') },
      { status: 202, body: { action_id: 'act_y3oqhf46pyzuxjbcn2giaqnb44' } },
    );
    expect(await checkout(recorded.fetch).refundPayment(refund('pay_mbabizu24mvu3mela5njyhpit4'))).toEqual({
      id: 'act_y3oqhf46pyzuxjbcn2giaqnb44',
      status: 'voided',
    });
    expect(recorded.requests[1]).toMatchObject({
      url: 'https://api.sandbox.checkout.com/payments/pay_mbabizu24mvu3mela5njyhpit4/voids',
      method: 'POST',
      headers: { 'cko-idempotency-key': 'refund-pay_mbabizu24mvu3mela5njyhpit4' },
    });
  });

  it('refunds a captured payment with its amount; a voided one cannot be given back twice', async () => {
    const recorded = recordedFetch(
      { status: 200, body: payment('Captured') },
      { status: 202, body: { action_id: 'act_refund_1' } },
      { status: 200, body: payment('Voided') },
    );
    const gateway = checkout(recorded.fetch);
    expect(await gateway.refundPayment(refund('pay_1'))).toEqual({ id: 'act_refund_1', status: 'pending' });
    expect(recorded.requests[1]!.url).toBe('https://api.sandbox.checkout.com/payments/pay_1/refunds');
    expect(JSON.parse(recorded.requests[1]!.body!)).toMatchObject({ amount: 6450 });
    expect((await refusal(gateway.refundPayment(refund('pay_1')))).code).toBe('paymentAlreadyProcessed');
  });

  it('reads the customer of a payment', async () => {
    const recorded = recordedFetch({ status: 200, body: payment('Captured') });
    expect((await checkout(recorded.fetch).getPaymentDetails('pay_1')).customerRef).toBe(
      'cus_udst2tfldj6upmye2reztkmm4i',
    );
  });
});

describe('Telr refunds (remote API)', () => {
  const telr = (fetch: typeof globalThis.fetch) =>
    new TelrHostedPageGateway({ storeId: '21232', authKey: 'Xk9#mQ2-p', testMode: true, fetch });
  const paid = {
    method: 'check',
    order: {
      ref: 'ORDREF1',
      cartid: 'cart-77',
      amount: '64.50',
      currency: 'AED',
      status: { code: 3, text: 'Paid' },
      transaction: { ref: '040012345678', type: 'sale', status: 'A' },
    },
  };

  it('refunds the card transaction of a paid order', async () => {
    const recorded = recordedFetch(
      { status: 200, body: paid },
      {
        status: 200,
        text: 'auth_status=A&auth_code=123456&auth_message=Authorised&auth_tranref=040012349999',
      },
    );
    expect(await telr(recorded.fetch).refundPayment(refund('ORDREF1'))).toEqual({
      id: '040012349999',
      status: 'refunded',
    });
    const form = new URLSearchParams(recorded.requests[1]!.body);
    expect(recorded.requests[1]!.url).toBe('https://secure.telr.com/gateway/remote.html');
    expect(Object.fromEntries(form)).toMatchObject({
      ivp_store: '21232',
      ivp_trantype: 'refund',
      ivp_tranclass: 'ecom',
      ivp_currency: 'AED',
      ivp_amount: '64.50',
      tran_ref: '040012345678',
      ivp_test: '1',
    });
  });

  it('a declined refund, or an order with no paid transaction, throws', async () => {
    const recorded = recordedFetch(
      { status: 200, body: paid },
      { status: 200, text: 'auth_status=D&auth_message=Refund+exceeds+amount' },
      { status: 200, body: { ...paid, order: { ...paid.order, transaction: undefined } } },
    );
    const gateway = telr(recorded.fetch);
    const declined = await refusal(gateway.refundPayment(refund('ORDREF1')));
    expect(declined.code).toBe('gatewayUnavailable');
    expect(declined.detail).toContain('Refund exceeds amount');
    expect((await refusal(gateway.refundPayment(refund('ORDREF1')))).code).toBe('paymentAlreadyProcessed');
  });
});

describe('sandbox refunds', () => {
  let database: Database;
  let sandbox: SandboxGateway;
  const SHOP = 'https://zaatar.localhost:3000';

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await createPaymentTables(database.db);
    sandbox = new SandboxGateway(database.db, { publicOrigin: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await database.close();
  });

  const paidIntent = async () => {
    const intent = await sandbox.createPaymentIntent({
      amount,
      currency: 'aed',
      paymentMethod: 'CARD',
      description: 'Order at store s1',
      customerRef: 'cust-1',
    });
    await sandbox.confirmIntent({
      clientSecret: intent.clientSecret,
      card: { number: SANDBOX_TEST_CARDS.success, expMonth: 12, expYear: 2030, cvc: '123' },
    });
    return intent.id;
  };

  it('refunds a succeeded intent once; the intent stays succeeded like Stripe, the refund is recorded', async () => {
    const id = await paidIntent();
    const first = await sandbox.refundPayment(refund(id));
    expect(first).toEqual({ id: expect.stringMatching(/^re_sbx_/), status: 'refunded' });
    expect(await sandbox.refundPayment(refund(id))).toEqual(first);
    expect((await sandbox.retrievePaymentIntent(id)).status).toBe('succeeded');
    expect((await sandbox.viewPayment(id)).status).toBe('refunded');
  });

  it('voids an authorised frames payment: it reads Canceled and no longer approved', async () => {
    const token = await sandbox.tokenizeCard({
      number: SANDBOX_TEST_CARDS.success,
      expMonth: 12,
      expYear: 2030,
      cvc: '100',
    });
    const paid = await sandbox.requestPayment({
      amount,
      currency: 'AED',
      source: { type: 'token', token: token.token },
      reference: 'order-abc',
      customerRef: 'cust-2',
      successUrl: `${SHOP}/checkout?payment=success`,
      failureUrl: `${SHOP}/checkout?payment=failure`,
    });
    expect(paid.approved).toBe(true);
    expect(await sandbox.refundPayment(refund(paid.id))).toMatchObject({ status: 'voided' });
    expect(await sandbox.getPaymentDetails(paid.id)).toMatchObject({
      status: 'Canceled',
      approved: false,
      customerRef: 'cust-2',
    });
  });

  it('refuses to refund an unpaid payment, an unknown one, more than was paid or nothing', async () => {
    const intent = await sandbox.createPaymentIntent({
      amount,
      currency: 'aed',
      paymentMethod: 'CARD',
      description: 'Order at store s1',
    });
    expect((await refusal(sandbox.refundPayment(refund(intent.id)))).code).toBe('paymentAlreadyProcessed');
    expect((await refusal(sandbox.refundPayment(refund('pi_sbx_nope')))).code).toBe('paymentNotFound');
    const id = await paidIntent();
    for (const wrong of [fils(amount + 1), fils(0)]) {
      expect((await refusal(sandbox.refundPayment({ ...refund(id), amount: wrong }))).code).toBe(
        'invalidRequest',
      );
    }
  });

  it('a payment refunded before refunds were kept by key answers that refund again, as it did then', async () => {
    const id = await paidIntent();
    await database.db
      .update(sandboxPayments)
      .set({ status: 'refunded', refundId: 're_sbx_before', refundedAmount: amount })
      .where(eq(sandboxPayments.id, id));
    expect(await sandbox.refundPayment(refund(id))).toEqual({ id: 're_sbx_before', status: 'refunded' });
  });

  it('refunds an intent in parts (a table share whose bill shrank twice): one refund per key, never beyond what was paid', async () => {
    const id = await paidIntent();
    const part = { ...refund(id), amount: fils(100) };
    const first = await sandbox.refundPayment(part);
    expect(first.status).toBe('refunded');
    expect(await sandbox.refundPayment(part)).toEqual(first);
    const second = await sandbox.refundPayment({ ...part, idempotencyKey: `${part.idempotencyKey}-part-1` });
    expect(second).toEqual({ id: expect.stringMatching(/^re_sbx_/), status: 'refunded' });
    expect(second.id).not.toBe(first.id);
    const over = { ...part, amount: fils(amount - 199), idempotencyKey: `${part.idempotencyKey}-part-2` };
    expect((await refusal(sandbox.refundPayment(over))).code).toBe('invalidRequest');
    const rest = await sandbox.refundPayment({ ...over, amount: fils(amount - 200) });
    expect(rest.status).toBe('refunded');
    const [row] = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    expect(row!.refundedAmount).toBe(amount);
    // A key names one refund of one payment.
    const other = await paidIntent();
    expect((await refusal(sandbox.refundPayment({ ...part, reference: other }))).code).toBe('invalidRequest');
  });
});
