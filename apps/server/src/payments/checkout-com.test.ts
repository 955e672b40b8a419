import { fils } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../testing/refusal.js';
import { CheckoutComFramesGateway } from './checkout-com.js';
import { PaymentError } from './payment-error.js';
import { recordedFetch, unreachableFetch } from './recorded-fetch.js';

// Answers recorded from Checkout.com's documented Payments API (trimmed).
const authorized = {
  id: 'pay_mbabizu24mvu3mela5njyhpit4',
  action_id: 'act_mbabizu24mvu3mela5njyhpit4',
  amount: 6450,
  currency: 'AED',
  approved: true,
  status: 'Authorized',
  auth_code: '770687',
  response_code: '10000',
  response_summary: 'Approved',
  '3ds': { downgraded: false, enrolled: 'N' },
  risk: { flagged: false },
  source: {
    type: 'card',
    id: 'src_nwd3m4in3hkuddfpjsaevunhdy',
    expiry_month: 12,
    expiry_year: 2030,
    scheme: 'Visa',
    last4: '4242',
    fingerprint: 'F31828E2BDABAE63EB4335DF97D59E8AB8D4E30E',
    bin: '424242',
    card_type: 'CREDIT',
    issuer_country: 'US',
  },
  customer: { id: 'cus_udst2tfldj6upmye2reztkmm4i' },
  processed_on: '2026-03-15T10:00:00Z',
  reference: 'ORD-1001',
  _links: {
    self: { href: 'https://api.sandbox.checkout.com/payments/pay_mbabizu24mvu3mela5njyhpit4' },
    actions: { href: 'https://api.sandbox.checkout.com/payments/pay_mbabizu24mvu3mela5njyhpit4/actions' },
    capture: { href: 'https://api.sandbox.checkout.com/payments/pay_mbabizu24mvu3mela5njyhpit4/captures' },
    void: { href: 'https://api.sandbox.checkout.com/payments/pay_mbabizu24mvu3mela5njyhpit4/voids' },
  },
};

const pending3ds = {
  id: 'pay_zlgq4ijqbqsuhkxqkq6a3awmfi',
  status: 'Pending',
  reference: 'ORD-1001',
  customer: { id: 'cus_udst2tfldj6upmye2reztkmm4i' },
  '3ds': { downgraded: false, enrolled: 'Y' },
  _links: {
    self: { href: 'https://api.sandbox.checkout.com/payments/pay_zlgq4ijqbqsuhkxqkq6a3awmfi' },
    redirect: { href: 'https://3ds2-sandbox.ckotech.co/interceptor/3ds_lryrxjcrh2ie7ozh4jv4rrxdea' },
  },
};

const declined = {
  ...authorized,
  id: 'pay_d3cl1n3dq7m3ghvq6fxr5g3fye',
  approved: false,
  status: 'Declined',
  response_code: '20005',
  response_summary: 'Declined - Do Not Honour',
};

const threeDsFailed = {
  ...declined,
  response_code: '20154',
  response_summary: '3D Secure Authentication Required',
};

const capturedDetails = {
  id: 'pay_zlgq4ijqbqsuhkxqkq6a3awmfi',
  requested_on: '2026-03-15T10:00:00Z',
  source: { type: 'card', scheme: 'Visa', last4: '3184', expiry_month: 12, expiry_year: 2030 },
  amount: 6450,
  currency: 'AED',
  payment_type: 'Regular',
  reference: 'ORD-1001',
  status: 'Captured',
  approved: true,
  '3ds': { downgraded: false, enrolled: 'Y', authentication_response: 'Y', eci: '05' },
  risk: { flagged: false },
  customer: { id: 'cus_udst2tfldj6upmye2reztkmm4i' },
  _links: { self: { href: 'https://api.sandbox.checkout.com/payments/pay_zlgq4ijqbqsuhkxqkq6a3awmfi' } },
};

const customer = {
  id: 'cus_udst2tfldj6upmye2reztkmm4i',
  email: 'payer@example.com',
  default: 'src_nwd3m4in3hkuddfpjsaevunhdy',
  instruments: [
    {
      id: 'src_nwd3m4in3hkuddfpjsaevunhdy',
      type: 'card',
      fingerprint: 'F31828E2BDABAE63EB4335DF97D59E8AB8D4E30E',
      expiry_month: 12,
      expiry_year: 2030,
      scheme: 'Visa',
      last4: '4242',
      bin: '424242',
      card_type: 'CREDIT',
    },
    {
      id: 'src_amex5xq3n2ddhk7lfbwz2c4qfm',
      type: 'card',
      expiry_month: 1,
      expiry_year: 2029,
      scheme: 'American Express',
      last4: '0005',
    },
  ],
};

const tokenExpired = {
  request_id: '0HL80RJLS76I7',
  error_type: 'request_invalid',
  error_codes: ['token_expired'],
};

const KEY = 'sk_sbox_m73dzbpy7cf3gfd46xr4yj5xo4e';
const CHANNEL = 'pc_q4dbxom5jbgudnjzjpz7j2z6uq';

function gateway(fetch: typeof globalThis.fetch, secretKey = KEY) {
  return new CheckoutComFramesGateway({ secretKey, processingChannelId: CHANNEL, fetch });
}

const input = {
  amount: fils(6450),
  currency: 'AED' as const,
  source: { type: 'token' as const, token: 'tok_ubfj2q76miwundwlk72vxt2i7q' },
  reference: 'ORD-1001',
  customerRef: 'cus_udst2tfldj6upmye2reztkmm4i',
  successUrl: 'https://zaatar.example/checkout?payment=success',
  failureUrl: 'https://zaatar.example/checkout?payment=failure',
  idempotencyKey: 'ORD-1001-6450',
};

const refusal = refusalOf(PaymentError);

describe('CheckoutComFramesGateway.requestPayment', () => {
  it('posts JSON to the sandbox API for an sk_sbox_ key, with bearer key and idempotency key', async () => {
    const { fetch, requests } = recordedFetch({ status: 201, body: authorized });
    const payment = await gateway(fetch).requestPayment({ ...input, storeForFutureUse: true });
    expect(payment).toEqual({
      id: 'pay_mbabizu24mvu3mela5njyhpit4',
      status: 'Authorized',
      approved: true,
      threeDSRedirectionRequired: false,
      reference: 'ORD-1001',
    });
    const [request] = requests;
    expect(request?.url).toBe('https://api.sandbox.checkout.com/payments');
    expect(request?.method).toBe('POST');
    expect(request?.headers).toEqual({
      authorization: `Bearer ${KEY}`,
      'content-type': 'application/json',
      'cko-idempotency-key': 'ORD-1001-6450',
    });
    expect(JSON.parse(request?.body ?? '')).toEqual({
      source: { type: 'token', token: 'tok_ubfj2q76miwundwlk72vxt2i7q', store_for_future_use: true },
      amount: 6450,
      currency: 'AED',
      reference: 'ORD-1001',
      processing_channel_id: CHANNEL,
      capture: true,
      '3ds': { enabled: true },
      success_url: 'https://zaatar.example/checkout?payment=success',
      failure_url: 'https://zaatar.example/checkout?payment=failure',
      customer: { id: 'cus_udst2tfldj6upmye2reztkmm4i' },
    });
  });

  it("an order's payment carries its checkout attempt in its metadata (the order kept for it)", async () => {
    const { fetch, requests } = recordedFetch({ status: 201, body: authorized });
    await gateway(fetch).requestPayment({ ...input, checkoutAttempt: 'attempt:5f0c2a' });
    expect(JSON.parse(requests[0]?.body ?? '').metadata).toEqual({ checkout_attempt: 'attempt:5f0c2a' });
  });

  it('a production key talks to the production API; a saved card is sent as an id source', async () => {
    const { fetch, requests } = recordedFetch({ status: 201, body: authorized });
    await gateway(fetch, 'sk_live_abc').requestPayment({
      ...input,
      source: { type: 'id', id: 'src_nwd3m4in3hkuddfpjsaevunhdy' },
      customerRef: undefined,
      customerEmail: 'payer@example.com',
    });
    expect(requests[0]?.url).toBe('https://api.checkout.com/payments');
    const body = JSON.parse(requests[0]?.body ?? '') as Record<string, unknown>;
    expect(body.source).toEqual({ type: 'id', id: 'src_nwd3m4in3hkuddfpjsaevunhdy' });
    expect(body.customer).toEqual({ email: 'payer@example.com' });
  });

  it('202 Pending with a redirect link: 3-D Secure redirection required', async () => {
    const { fetch } = recordedFetch({ status: 202, body: pending3ds });
    expect(await gateway(fetch).requestPayment(input)).toEqual({
      id: 'pay_zlgq4ijqbqsuhkxqkq6a3awmfi',
      status: 'Pending',
      approved: false,
      threeDSRedirectionRequired: true,
      redirectLink: 'https://3ds2-sandbox.ckotech.co/interceptor/3ds_lryrxjcrh2ie7ozh4jv4rrxdea',
      reference: 'ORD-1001',
    });
  });

  it('Declined maps to the bank-declined text; a 3-D Secure refusal to the failed text', async () => {
    const first = recordedFetch({ status: 201, body: declined });
    expect(await gateway(first.fetch).requestPayment(input)).toMatchObject({
      status: 'Declined',
      approved: false,
      threeDSRedirectionRequired: false,
      declineReason: 'Bank declined payment, please try again',
    });
    const second = recordedFetch({ status: 201, body: threeDsFailed });
    expect((await gateway(second.fetch).requestPayment(input)).declineReason).toBe(
      'Payment failed or cancelled',
    );
  });

  it('422 token_expired is tokenExpired; card errors are pleaseEnterValidCardDetails', async () => {
    const expired = recordedFetch({ status: 422, body: tokenExpired });
    expect((await refusal(gateway(expired.fetch).requestPayment(input))).code).toBe('tokenExpired');
    const badCard = recordedFetch({
      status: 422,
      body: { request_id: 'r', error_type: 'request_invalid', error_codes: ['card_expired'] },
    });
    expect((await refusal(gateway(badCard.fetch).requestPayment(input))).code).toBe(
      'pleaseEnterValidCardDetails',
    );
    const other = recordedFetch({
      status: 422,
      body: {
        request_id: 'r',
        error_type: 'request_invalid',
        error_codes: ['processing_channel_id_invalid'],
      },
    });
    expect((await refusal(gateway(other.fetch).requestPayment(input))).code).toBe('invalidRequest');
  });

  it('401 (no body), 5xx and a dropped connection are gatewayUnavailable', async () => {
    for (const answer of [{ status: 401 }, { status: 502 }]) {
      const { fetch } = recordedFetch(answer);
      expect((await refusal(gateway(fetch).requestPayment(input))).code).toBe('gatewayUnavailable');
    }
    expect((await refusal(gateway(unreachableFetch).requestPayment(input))).code).toBe('gatewayUnavailable');
  });
});

describe('CheckoutComFramesGateway.getPaymentDetails', () => {
  it('GETs the payment by the cko-session-id and maps Captured as approved', async () => {
    const { fetch, requests } = recordedFetch({ status: 200, body: capturedDetails });
    const details = await gateway(fetch).getPaymentDetails('sid_y3oqhf46pyzuxjbcn2giaqnb44');
    expect(requests[0]?.url).toBe('https://api.sandbox.checkout.com/payments/sid_y3oqhf46pyzuxjbcn2giaqnb44');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers).toEqual({ authorization: `Bearer ${KEY}` });
    expect(details).toEqual({
      id: 'pay_zlgq4ijqbqsuhkxqkq6a3awmfi',
      status: 'Captured',
      approved: true,
      amount: 6450,
      currency: 'AED',
      reference: 'ORD-1001',
      customerRef: 'cus_udst2tfldj6upmye2reztkmm4i',
    });
  });

  it('Pending, Declined and Voided are not approved', async () => {
    for (const [status, mapped] of [
      ['Pending', 'Pending'],
      ['Declined', 'Declined'],
      ['Voided', 'Canceled'],
      ['Refunded', 'Canceled'],
    ] as const) {
      const { fetch } = recordedFetch({
        status: 200,
        body: { ...capturedDetails, status, approved: status !== 'Declined' },
      });
      expect(await gateway(fetch).getPaymentDetails('pay')).toMatchObject({
        status: mapped,
        approved: false,
      });
    }
  });

  it('404 is paymentNotFound', async () => {
    const { fetch } = recordedFetch({ status: 404 });
    expect((await refusal(gateway(fetch).getPaymentDetails('pay_nope'))).code).toBe('paymentNotFound');
  });
});

describe('CheckoutComFramesGateway.listCards', () => {
  it("reads the customer's card instruments", async () => {
    const { fetch, requests } = recordedFetch({ status: 200, body: customer });
    expect(await gateway(fetch).listCards('cus_udst2tfldj6upmye2reztkmm4i')).toEqual([
      { id: 'src_nwd3m4in3hkuddfpjsaevunhdy', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      { id: 'src_amex5xq3n2ddhk7lfbwz2c4qfm', brand: 'amex', last4: '0005', expMonth: 1, expYear: 2029 },
    ]);
    expect(requests[0]?.url).toBe(
      'https://api.sandbox.checkout.com/customers/cus_udst2tfldj6upmye2reztkmm4i',
    );
  });

  it('an unknown customer has no cards', async () => {
    const { fetch } = recordedFetch({ status: 404 });
    expect(await gateway(fetch).listCards('cus_nope')).toEqual([]);
  });
});
