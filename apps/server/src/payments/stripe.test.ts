import { fils } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../testing/refusal.js';
import { PaymentError } from './payment-error.js';
import { recordedFetch, unreachableFetch } from './recorded-fetch.js';
import { StripeIntentGateway } from './stripe.js';

// Answers recorded from Stripe's documented Payment Intents API (trimmed to the fields that matter).
const createdIntent = {
  id: 'pi_3PzK2pLkdIwHu7ix0x1f2G3h',
  object: 'payment_intent',
  amount: 6450,
  amount_capturable: 0,
  amount_received: 0,
  capture_method: 'automatic',
  client_secret: 'pi_3PzK2pLkdIwHu7ix0x1f2G3h_secret_Qm7aT1bYkq9W2sXv0eLr4NcUd',
  confirmation_method: 'automatic',
  created: 1773568800,
  currency: 'aed',
  customer: 'cus_QqL2s9XyZaB1cD',
  description: 'Order at Zaatar',
  last_payment_error: null,
  livemode: false,
  metadata: { payment_method: 'CARD' },
  next_action: null,
  payment_method: null,
  payment_method_types: ['card'],
  status: 'requires_payment_method',
};

const succeededOffSession = {
  ...createdIntent,
  id: 'pi_3PzK3aLkdIwHu7ix1AbCdEfG',
  client_secret: 'pi_3PzK3aLkdIwHu7ix1AbCdEfG_secret_Zz9',
  amount_received: 6450,
  payment_method: 'pm_1Q0PsIJvEtkwdCNYMSaVuRz6',
  status: 'succeeded',
};

const declinedOffSession = {
  error: {
    charge: 'ch_3PzK4bLkdIwHu7ix0qWeRtYu',
    code: 'card_declined',
    decline_code: 'generic_decline',
    doc_url: 'https://stripe.com/docs/error-codes/card-declined',
    message: 'Your card was declined.',
    payment_intent: {
      ...createdIntent,
      id: 'pi_3PzK4bLkdIwHu7ix0Decline',
      client_secret: 'pi_3PzK4bLkdIwHu7ix0Decline_secret_Xy',
      last_payment_error: {
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        type: 'card_error',
      },
      status: 'requires_payment_method',
    },
    request_log_url: 'https://dashboard.stripe.com/test/logs/req_Xy12',
    type: 'card_error',
  },
};

const authenticationRequired = {
  error: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
    payment_intent: { ...createdIntent, id: 'pi_auth', status: 'requires_payment_method' },
    type: 'card_error',
  },
};

const requiresAction = {
  ...createdIntent,
  status: 'requires_action',
  next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
};

const missingIntent = {
  error: {
    code: 'resource_missing',
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
    message: "No such payment_intent: 'pi_nope'",
    param: 'intent',
    type: 'invalid_request_error',
  },
};

const invalidKey = {
  error: { message: 'Invalid API Key provided: sk_test_****1234', type: 'invalid_request_error' },
};

const paymentMethods = {
  object: 'list',
  data: [
    {
      id: 'pm_1Q0PsIJvEtkwdCNYMSaVuRz6',
      object: 'payment_method',
      billing_details: { address: {}, email: null, name: null, phone: null },
      card: {
        brand: 'visa',
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        exp_month: 12,
        exp_year: 2030,
        fingerprint: 'Xt5EWLLDS7FJjR1c',
        funding: 'credit',
        last4: '4242',
      },
      created: 1773568000,
      customer: 'cus_QqL2s9XyZaB1cD',
      livemode: false,
      type: 'card',
    },
    {
      id: 'pm_1Q0PtKJvEtkwdCNYabcdEF12',
      object: 'payment_method',
      card: { brand: 'mastercard', exp_month: 4, exp_year: 2028, last4: '4444' },
      type: 'card',
    },
  ],
  has_more: false,
  url: '/v1/customers/cus_QqL2s9XyZaB1cD/payment_methods',
};

const KEY = 'sk_test_51Abc';

const refusal = refusalOf(PaymentError);

const newCard = {
  amount: fils(6450),
  currency: 'aed' as const,
  customerRef: 'cus_QqL2s9XyZaB1cD',
  paymentMethod: 'CARD' as const,
  description: 'Order at Zaatar',
  idempotencyKey: 'cart-77-6450',
};

describe('StripeIntentGateway.createPaymentIntent', () => {
  it('posts a form-encoded intent with the bearer key, idempotency key and pinned version', async () => {
    const { fetch, requests } = recordedFetch({ status: 200, body: createdIntent });
    const intent = await new StripeIntentGateway({ secretKey: KEY, fetch }).createPaymentIntent(newCard);
    expect(intent).toEqual({
      id: 'pi_3PzK2pLkdIwHu7ix0x1f2G3h',
      clientSecret: 'pi_3PzK2pLkdIwHu7ix0x1f2G3h_secret_Qm7aT1bYkq9W2sXv0eLr4NcUd',
      status: 'requires_payment_method',
    });
    const [request] = requests;
    expect(request?.url).toBe('https://api.stripe.com/v1/payment_intents');
    expect(request?.method).toBe('POST');
    expect(request?.headers).toEqual({
      authorization: `Bearer ${KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': 'cart-77-6450',
      'stripe-version': '2024-06-20',
    });
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      amount: '6450',
      currency: 'aed',
      description: 'Order at Zaatar',
      customer: 'cus_QqL2s9XyZaB1cD',
      'payment_method_types[0]': 'card',
      'metadata[payment_method]': 'CARD',
    });
  });

  it('a stored card is confirmed off-session at creation and succeeds', async () => {
    const { fetch, requests } = recordedFetch({ status: 200, body: succeededOffSession });
    const intent = await new StripeIntentGateway({ secretKey: KEY, fetch }).createPaymentIntent({
      ...newCard,
      storedCardId: 'pm_1Q0PsIJvEtkwdCNYMSaVuRz6',
      paymentMethod: 'WALLET',
    });
    expect(intent.status).toBe('succeeded');
    expect(intent.lastError).toBeUndefined();
    const form = new URLSearchParams(requests[0]?.body);
    expect(form.get('payment_method')).toBe('pm_1Q0PsIJvEtkwdCNYMSaVuRz6');
    expect(form.get('confirm')).toBe('true');
    expect(form.get('off_session')).toBe('true');
    expect(form.get('metadata[payment_method]')).toBe('WALLET');
  });

  it("an order's payment carries its checkout attempt in its metadata (the order kept for it)", async () => {
    const { fetch, requests } = recordedFetch({ status: 200, body: createdIntent });
    await new StripeIntentGateway({ secretKey: KEY, fetch }).createPaymentIntent({
      ...newCard,
      checkoutAttempt: 'attempt:5f0c2a',
    });
    expect(new URLSearchParams(requests[0]?.body).get('metadata[checkout_attempt]')).toBe('attempt:5f0c2a');
  });

  it('a declined stored card (HTTP 402) reads as requires_payment_method with the bank-declined text', async () => {
    const { fetch } = recordedFetch({ status: 402, body: declinedOffSession });
    const intent = await new StripeIntentGateway({ secretKey: KEY, fetch }).createPaymentIntent({
      ...newCard,
      storedCardId: 'pm_x',
    });
    expect(intent).toEqual({
      id: 'pi_3PzK4bLkdIwHu7ix0Decline',
      clientSecret: 'pi_3PzK4bLkdIwHu7ix0Decline_secret_Xy',
      status: 'requires_payment_method',
      lastError: { code: 'generic_decline', message: 'Bank declined payment, please try again' },
    });
  });

  it('a stored card needing 3-D Secure off-session reads as failed authentication', async () => {
    const { fetch } = recordedFetch({ status: 402, body: authenticationRequired });
    const intent = await new StripeIntentGateway({ secretKey: KEY, fetch }).createPaymentIntent({
      ...newCard,
      storedCardId: 'pm_x',
    });
    expect(intent.lastError).toEqual({
      code: 'authentication_required',
      message: 'Payment failed or cancelled',
    });
  });

  it('a random idempotency key when none is given', async () => {
    const { fetch, requests } = recordedFetch(
      { status: 200, body: createdIntent },
      { status: 200, body: createdIntent },
    );
    const gateway = new StripeIntentGateway({ secretKey: KEY, fetch });
    await gateway.createPaymentIntent({ ...newCard, idempotencyKey: undefined });
    await gateway.createPaymentIntent({ ...newCard, idempotencyKey: undefined });
    const [first, second] = requests.map((request) => request.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('a rejected key, rate limit, server error or dropped connection is gatewayUnavailable', async () => {
    for (const answer of [{ status: 401, body: invalidKey }, { status: 429 }, { status: 500 }]) {
      const { fetch } = recordedFetch(answer);
      const error = await refusal(
        new StripeIntentGateway({ secretKey: KEY, fetch }).createPaymentIntent(newCard),
      );
      expect(error.code).toBe('gatewayUnavailable');
      expect(error.message).toBe('Online payment is facing some issues, please use other payment method');
    }
    const dropped = await refusal(
      new StripeIntentGateway({ secretKey: KEY, fetch: unreachableFetch }).createPaymentIntent(newCard),
    );
    expect(dropped.code).toBe('gatewayUnavailable');
  });

  it('amount_too_small is addMoreThanTwoAED', async () => {
    const { fetch } = recordedFetch({
      status: 400,
      body: {
        error: {
          code: 'amount_too_small',
          message: 'Amount must be at least د.إ2.00 aed',
          param: 'amount',
          type: 'invalid_request_error',
        },
      },
    });
    expect(
      (await refusal(new StripeIntentGateway({ secretKey: KEY, fetch }).createPaymentIntent(newCard))).code,
    ).toBe('addMoreThanTwoAED');
  });
});

describe('StripeIntentGateway.retrievePaymentIntent', () => {
  it('GETs the intent and maps status, amount and what it was made for', async () => {
    const { fetch, requests } = recordedFetch({ status: 200, body: succeededOffSession });
    const intent = await new StripeIntentGateway({ secretKey: KEY, fetch }).retrievePaymentIntent(
      'pi_3PzK3aLkdIwHu7ix1AbCdEfG',
    );
    expect(intent).toEqual({
      id: 'pi_3PzK3aLkdIwHu7ix1AbCdEfG',
      status: 'succeeded',
      amount: 6450,
      currency: 'aed',
      description: 'Order at Zaatar',
      customerRef: 'cus_QqL2s9XyZaB1cD',
    });
    expect(requests[0]?.url).toBe('https://api.stripe.com/v1/payment_intents/pi_3PzK3aLkdIwHu7ix1AbCdEfG');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(requests[0]?.headers['idempotency-key']).toBeUndefined();
    expect(requests[0]?.body).toBeUndefined();
  });

  it('requires_action stays requires_action; requires_capture and requires_confirmation are not paid', async () => {
    const gateway = (body: unknown) =>
      new StripeIntentGateway({ secretKey: KEY, fetch: recordedFetch({ status: 200, body }).fetch });
    expect((await gateway(requiresAction).retrievePaymentIntent('pi')).status).toBe('requires_action');
    expect(
      (await gateway({ ...createdIntent, status: 'requires_capture' }).retrievePaymentIntent('pi')).status,
    ).toBe('processing');
    expect(
      (await gateway({ ...createdIntent, status: 'requires_confirmation' }).retrievePaymentIntent('pi'))
        .status,
    ).toBe('requires_payment_method');
    expect((await gateway({ ...createdIntent, status: 'canceled' }).retrievePaymentIntent('pi')).status).toBe(
      'canceled',
    );
  });

  it('reads an intent without a description (null) as having none', async () => {
    const { fetch } = recordedFetch({ status: 200, body: { ...succeededOffSession, description: null } });
    const intent = await new StripeIntentGateway({ secretKey: KEY, fetch }).retrievePaymentIntent('pi');
    expect(intent).not.toHaveProperty('description');
  });

  it('carries the last decline', async () => {
    const { fetch } = recordedFetch({ status: 200, body: declinedOffSession.error.payment_intent });
    const intent = await new StripeIntentGateway({ secretKey: KEY, fetch }).retrievePaymentIntent('pi');
    expect(intent.lastError).toEqual({
      code: 'generic_decline',
      message: 'Bank declined payment, please try again',
    });
  });

  it('an unknown intent is an invalid payment intent', async () => {
    const { fetch } = recordedFetch({ status: 404, body: missingIntent });
    const error = await refusal(
      new StripeIntentGateway({ secretKey: KEY, fetch }).retrievePaymentIntent('pi_nope'),
    );
    expect(error).toMatchObject({ code: 'invalidPaymentIntent', message: 'Invalid Payment Intent' });
  });

  it('an intent in another currency is refused', async () => {
    const { fetch } = recordedFetch({ status: 200, body: { ...succeededOffSession, currency: 'usd' } });
    expect(
      (await refusal(new StripeIntentGateway({ secretKey: KEY, fetch }).retrievePaymentIntent('pi'))).code,
    ).toBe('invalidPaymentIntent');
  });

  it('an unreadable answer is gatewayUnavailable', async () => {
    const { fetch } = recordedFetch({ status: 200, body: { unexpected: true } });
    expect(
      (await refusal(new StripeIntentGateway({ secretKey: KEY, fetch }).retrievePaymentIntent('pi'))).code,
    ).toBe('gatewayUnavailable');
  });
});

describe('StripeIntentGateway.cancelPaymentIntent', () => {
  const unexpectedState = {
    error: {
      code: 'payment_intent_unexpected_state',
      message:
        'You cannot cancel this PaymentIntent because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
      type: 'invalid_request_error',
    },
  };

  it('POSTs the cancel with reason abandoned and one idempotency key per intent, and reads the cancelled intent', async () => {
    const { fetch, requests } = recordedFetch({
      status: 200,
      body: { ...requiresAction, status: 'canceled', cancellation_reason: 'abandoned' },
    });
    const intent = await new StripeIntentGateway({ secretKey: KEY, fetch }).cancelPaymentIntent(
      requiresAction.id,
    );
    expect(intent.status).toBe('canceled');
    expect(requests[0]?.url).toBe(`https://api.stripe.com/v1/payment_intents/${requiresAction.id}/cancel`);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.body).toBe('cancellation_reason=abandoned');
    expect(requests[0]?.headers['idempotency-key']).toBe(`cancel-${requiresAction.id}`);
  });

  it('an intent that succeeded first is paymentAlreadyProcessed; one already cancelled answers as it is', async () => {
    const succeeded = recordedFetch(
      { status: 400, body: unexpectedState },
      { status: 200, body: succeededOffSession },
    );
    await expect(
      new StripeIntentGateway({ secretKey: KEY, fetch: succeeded.fetch }).cancelPaymentIntent('pi'),
    ).rejects.toMatchObject({ code: 'paymentAlreadyProcessed' });
    const cancelled = recordedFetch(
      { status: 400, body: unexpectedState },
      { status: 200, body: { ...createdIntent, status: 'canceled' } },
    );
    const again = await new StripeIntentGateway({
      secretKey: KEY,
      fetch: cancelled.fetch,
    }).cancelPaymentIntent('pi');
    expect(again.status).toBe('canceled');
  });

  it('a dropped connection is gatewayUnavailable', async () => {
    await expect(
      new StripeIntentGateway({ secretKey: KEY, fetch: unreachableFetch }).cancelPaymentIntent('pi'),
    ).rejects.toMatchObject({ code: 'gatewayUnavailable' });
  });
});

describe('StripeIntentGateway.listCards', () => {
  it("GETs the customer's card payment methods and keeps brand, last four and expiry", async () => {
    const { fetch, requests } = recordedFetch({ status: 200, body: paymentMethods });
    const cards = await new StripeIntentGateway({ secretKey: KEY, fetch }).listCards('cus_QqL2s9XyZaB1cD');
    expect(requests[0]?.url).toBe(
      'https://api.stripe.com/v1/customers/cus_QqL2s9XyZaB1cD/payment_methods?type=card&limit=100',
    );
    expect(requests[0]?.method).toBe('GET');
    expect(cards).toEqual([
      { id: 'pm_1Q0PsIJvEtkwdCNYMSaVuRz6', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      { id: 'pm_1Q0PtKJvEtkwdCNYabcdEF12', brand: 'mastercard', last4: '4444', expMonth: 4, expYear: 2028 },
    ]);
  });

  it('an unknown customer has no cards', async () => {
    const { fetch } = recordedFetch({ status: 404, body: missingIntent });
    expect(await new StripeIntentGateway({ secretKey: KEY, fetch }).listCards('cus_nope')).toEqual([]);
  });
});
