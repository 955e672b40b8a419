import { fils } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../testing/refusal.js';
import { parseTelrAmount, TelrHostedPageGateway, telrStatus } from './hosted-page.js';
import { PaymentError } from './payment-error.js';
import { recordedFetch } from './recorded-fetch.js';

// Answers recorded from Telr's documented Hosted Payment Page API (order.json).
const ORDER_REF = '9A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D6E7F8A9B0C1D2E3F4A5B6C7D8E9F0A1B';
const created = {
  method: 'create',
  trace: '4000/21232/5f1a7b9c',
  order: { ref: ORDER_REF, url: `https://secure.telr.com/gateway/process.html?o=${ORDER_REF}` },
};
const duplicate = {
  method: 'create',
  trace: '4000/21233/5f1a7b9d',
  error: { message: 'E56:Duplicate transaction', note: 'Cart ID must be unique' },
};
const checked = (code: number, text: string) => ({
  method: 'check',
  trace: '4000/21240/5f1a7c01',
  order: {
    ref: ORDER_REF,
    cartid: 'cart-77',
    test: 1,
    amount: '64.50',
    currency: 'AED',
    description: 'Order at Zaatar',
    status: { code, text },
    transaction: {
      ref: '040012345678',
      type: 'sale',
      class: 'ECom',
      status: 'A',
      code: '123456',
      message: 'Authorised',
    },
    paymethod: 'Card',
    card: {
      type: 'Visa Credit',
      last4: '1111',
      country: 'AE',
      first6: '411111',
      expiry: { month: 12, year: 2030 },
    },
  },
});

function gateway(fetch: typeof globalThis.fetch, testMode = true) {
  return new TelrHostedPageGateway({ storeId: '21232', authKey: 'Xk9#mQ2-p', testMode, fetch });
}

const input = {
  amount: fils(6450),
  currency: 'AED' as const,
  cartId: 'cart-77',
  description: 'Order at Zaatar',
  successUrl: 'https://zaatar.example/payment/success',
  failureUrl: 'https://zaatar.example/payment/failure',
  cancelUrl: 'https://zaatar.example/payment/cancel',
  language: 'AR' as const,
};

const refusal = refusalOf(PaymentError);

describe('TelrHostedPageGateway.createHostedPage', () => {
  it('posts method create with store, key, 2-decimal amount and the three return URLs', async () => {
    const { fetch, requests } = recordedFetch({ status: 200, body: created });
    expect(await gateway(fetch).createHostedPage(input)).toEqual({
      reference: ORDER_REF,
      paymentUrl: `https://secure.telr.com/gateway/process.html?o=${ORDER_REF}`,
    });
    const [request] = requests;
    expect(request?.url).toBe('https://secure.telr.com/gateway/order.json');
    expect(request?.method).toBe('POST');
    expect(request?.headers).toEqual({ 'content-type': 'application/json', accept: 'application/json' });
    expect(JSON.parse(request?.body ?? '')).toEqual({
      method: 'create',
      store: '21232',
      authkey: 'Xk9#mQ2-p',
      framed: 0,
      language: 'ar',
      order: {
        cartid: 'cart-77',
        test: '1',
        amount: '64.50',
        currency: 'AED',
        description: 'Order at Zaatar',
      },
      return: {
        authorised: 'https://zaatar.example/payment/success',
        declined: 'https://zaatar.example/payment/failure',
        cancelled: 'https://zaatar.example/payment/cancel',
      },
    });
  });

  it('live mode sends test 0; amounts keep their fils exactly', async () => {
    const { fetch, requests } = recordedFetch({ status: 200, body: created });
    await gateway(fetch, false).createHostedPage({ ...input, amount: fils(100_005) });
    const body = JSON.parse(requests[0]?.body ?? '') as { order: { test: string; amount: string } };
    expect(body.order).toMatchObject({ test: '0', amount: '1000.05' });
  });

  it('E56 duplicate cart is invalidRequest; other refusals and HTTP errors are gatewayUnavailable', async () => {
    expect(
      (await refusal(gateway(recordedFetch({ status: 200, body: duplicate }).fetch).createHostedPage(input)))
        .code,
    ).toBe('invalidRequest');
    const other = { method: 'create', error: { message: 'E01:Invalid request', note: 'Store ID not valid' } };
    expect(
      (await refusal(gateway(recordedFetch({ status: 200, body: other }).fetch).createHostedPage(input)))
        .code,
    ).toBe('gatewayUnavailable');
    expect((await refusal(gateway(recordedFetch({ status: 503 }).fetch).createHostedPage(input))).code).toBe(
      'gatewayUnavailable',
    );
  });
});

describe('TelrHostedPageGateway.checkHostedPayment', () => {
  it('posts method check with the reference and reads paid and the amount in fils', async () => {
    const { fetch, requests } = recordedFetch({ status: 200, body: checked(3, 'Paid') });
    expect(await gateway(fetch).checkHostedPayment(ORDER_REF)).toEqual({
      reference: ORDER_REF,
      status: 'paid',
      amount: 6450,
      cartId: 'cart-77',
    });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      method: 'check',
      store: '21232',
      authkey: 'Xk9#mQ2-p',
      order: { ref: ORDER_REF },
    });
  });

  it.each([
    [1, 'Pending', 'pending'],
    [2, 'Authorised', 'paid'],
    [-1, 'Expired', 'cancelled'],
    [-2, 'Cancelled', 'cancelled'],
    [-3, 'Declined', 'declined'],
  ] as const)('status code %i (%s) reads %s', async (code, text, status) => {
    const { fetch } = recordedFetch({ status: 200, body: checked(code, text) });
    expect((await gateway(fetch).checkHostedPayment(ORDER_REF)).status).toBe(status);
  });

  it('an error answer or another currency is gatewayUnavailable', async () => {
    const error = { method: 'check', error: { message: 'E05:Order not found' } };
    expect(
      (await refusal(gateway(recordedFetch({ status: 200, body: error }).fetch).checkHostedPayment('x')))
        .code,
    ).toBe('gatewayUnavailable');
    const usd = checked(3, 'Paid');
    usd.order.currency = 'USD';
    expect(
      (await refusal(gateway(recordedFetch({ status: 200, body: usd }).fetch).checkHostedPayment('x'))).code,
    ).toBe('gatewayUnavailable');
  });
});

describe('Telr helpers', () => {
  it('parseTelrAmount reads decimal strings exactly', () => {
    expect(parseTelrAmount('64.50')).toBe(6450);
    expect(parseTelrAmount('64.5')).toBe(6450);
    expect(parseTelrAmount('0.07')).toBe(7);
    expect(parseTelrAmount(12)).toBe(1200);
    expect(() => parseTelrAmount('1.234')).toThrow(PaymentError);
  });

  it('telrStatus accepts codes as strings too', () => {
    expect(telrStatus('3')).toBe('paid');
    expect(telrStatus('0')).toBe('pending');
  });
});
