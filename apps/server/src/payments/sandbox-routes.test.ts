import { fils } from '@storefront/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { SANDBOX_TEST_CARDS } from './card.js';
import { createPaymentTables } from './payments.schema.js';
import { SandboxGateway } from './sandbox/sandbox-gateway.js';
import { sandboxRoutes } from './sandbox-routes.js';

const ORIGIN = 'http://localhost:3000';
const SHOP = 'https://zaatar.localhost:3000';
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let database: Database;
let sandbox: SandboxGateway;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await createPaymentTables(database.db);
  sandbox = new SandboxGateway(database.db, {
    publicOrigin: ORIGIN,
    now: () => new Date('2026-03-15T10:00:00Z'),
  });
  app = Fastify();
  await app.register(sandboxRoutes, { sandbox });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function newIntent() {
  return sandbox.createPaymentIntent({
    amount: fils(6450),
    currency: 'aed',
    paymentMethod: 'CARD',
    description: 'Order',
    customerRef: 'cust-routes',
  });
}

async function framesPayment(number: string, language: 'EN' | 'AR' = 'EN') {
  const token = await sandbox.tokenizeCard(card(number));
  return sandbox.requestPayment({
    amount: fils(6450),
    currency: 'AED',
    source: { type: 'token', token: token.token },
    reference: 'ORD-7',
    successUrl: `${SHOP}/checkout?payment=success`,
    failureUrl: `${SHOP}/checkout?payment=failure`,
    language,
  });
}

function expectSelfContainedPage(body: string) {
  expect(body).toMatch(/^<!doctype html>/);
  expect(body).toContain('<meta name="viewport"');
  expect(body).not.toMatch(/<script|<link|<img|<iframe|src=|@import|url\(/i);
}

describe('POST /sandbox/intent/confirm', () => {
  it('confirms with 4242: succeeded, callable cross-origin', async () => {
    const intent = await newIntent();
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/intent/confirm',
      payload: { clientSecret: intent.clientSecret, card: card(SANDBOX_TEST_CARDS.success) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: intent.id, status: 'succeeded' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body).not.toContain(SANDBOX_TEST_CARDS.success);
  });

  it('answers the CORS preflight', async () => {
    const response = await app.inject({ method: 'OPTIONS', url: '/sandbox/intent/confirm' });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-headers']).toBe('content-type');
  });

  it('refuses invalid card details with the spec key and the field', async () => {
    const intent = await newIntent();
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/intent/confirm',
      payload: { clientSecret: intent.clientSecret, card: card('4242424242424241') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: 0,
      message: 'Please enter valid card details',
      messageKey: 'errors:pleaseEnterValidCardDetails',
      error: { code: 'pleaseEnterValidCardDetails', field: 'number' },
    });
  });

  it('refuses a malformed body and an unknown client secret', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/sandbox/intent/confirm',
      payload: { clientSecret: 'x' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: 0, error: { code: 'invalidRequest' } });
    const unknown = await app.inject({
      method: 'POST',
      url: '/sandbox/intent/confirm',
      payload: { clientSecret: 'pi_sbx_x_secret_y', card: card(SANDBOX_TEST_CARDS.success) },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      message: 'Invalid Payment Intent',
      error: { code: 'invalidPaymentIntent' },
    });
  });

  it('declined: 200 with requires_payment_method and the bank-declined text', async () => {
    const intent = await newIntent();
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/intent/confirm',
      payload: { clientSecret: intent.clientSecret, card: card(SANDBOX_TEST_CARDS.declined) },
    });
    expect(response.json()).toMatchObject({
      status: 'requires_payment_method',
      lastError: { message: 'Bank declined payment, please try again' },
    });
  });
});

describe('POST /sandbox/intent/confirm with a wallet token', () => {
  const googlePay = (token: string) => ({ type: 'googlePay', token });
  const tokenJson = JSON.stringify({ signature: 'MEUCIQ-routes-wallet', protocolVersion: 'ECv2' });

  it('a Google Pay token in place of the card: succeeded, callable cross-origin, token never echoed', async () => {
    const intent = await newIntent();
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/intent/confirm',
      payload: {
        clientSecret: intent.clientSecret,
        wallet: googlePay(tokenJson),
        returnUrl: `${SHOP}/checkout?payment=success`,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: intent.id, status: 'succeeded' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body).not.toContain('routes-wallet');
    expect((await sandbox.retrievePaymentIntent(intent.id)).status).toBe('succeeded');
  });

  it('an Apple Pay token succeeds too', async () => {
    const intent = await newIntent();
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/intent/confirm',
      payload: { clientSecret: intent.clientSecret, wallet: { type: 'applePay', token: '{"data":"x"}' } },
    });
    expect(response.json()).toEqual({ id: intent.id, status: 'succeeded' });
  });

  it('tok_declined: 200 with requires_payment_method and the bank-declined text with its key', async () => {
    const intent = await newIntent();
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/intent/confirm',
      payload: { clientSecret: intent.clientSecret, wallet: googlePay('tok_declined') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: intent.id,
      status: 'requires_payment_method',
      lastError: {
        code: 'card_declined',
        message: 'Bank declined payment, please try again',
        messageKey: 'errors:paymentDeclined',
      },
    });
  });

  it('refuses a card and a wallet together, neither, an unknown wallet, a blank token (400, nothing changes)', async () => {
    const intent = await newIntent();
    const payloads = [
      {
        clientSecret: intent.clientSecret,
        card: card(SANDBOX_TEST_CARDS.success),
        wallet: googlePay(tokenJson),
      },
      { clientSecret: intent.clientSecret },
      { clientSecret: intent.clientSecret, wallet: { type: 'samsungPay', token: tokenJson } },
      { clientSecret: intent.clientSecret, wallet: { type: 'googlePay' } },
      { clientSecret: intent.clientSecret, wallet: googlePay('') },
      { clientSecret: intent.clientSecret, wallet: googlePay('   ') },
    ];
    for (const payload of payloads) {
      const response = await app.inject({ method: 'POST', url: '/sandbox/intent/confirm', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: 0, error: { code: 'invalidRequest' } });
    }
    expect((await sandbox.retrievePaymentIntent(intent.id)).status).toBe('requires_payment_method');
  });
});

describe('3-D Secure page', () => {
  it('intent: the page shows the amount in AED; Approve posts back and returns to the shop', async () => {
    const intent = await newIntent();
    const confirm = await app.inject({
      method: 'POST',
      url: '/sandbox/intent/confirm',
      payload: {
        clientSecret: intent.clientSecret,
        card: card(SANDBOX_TEST_CARDS.threeDSecure),
        returnUrl: `${SHOP}/checkout`,
      },
    });
    const { nextActionUrl } = confirm.json<{ nextActionUrl: string }>();
    expect(nextActionUrl).toBe(`${ORIGIN}/sandbox/3ds/${intent.id}`);

    const page = await app.inject({ method: 'GET', url: new URL(nextActionUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain('<h1>3-D Secure test page</h1>');
    expect(page.body).toContain('AED 64.50');
    expect(page.body).toContain('VISA •••• 3184');
    expect(page.body).toContain(`<form method="post" action="/sandbox/3ds/${intent.id}">`);
    expect(page.body).toContain('name="decision" value="approve">Approve</button>');
    expect(page.body).toContain('name="decision" value="deny">Deny</button>');
    expectSelfContainedPage(page.body);

    const approve = await app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${intent.id}`,
      headers: FORM,
      payload: 'decision=approve',
    });
    expect(approve.statusCode).toBe(303);
    const back = new URL(approve.headers.location ?? '');
    expect(back.origin + back.pathname).toBe(`${SHOP}/checkout`);
    expect(back.searchParams.get('payment_intent')).toBe(intent.id);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect((await sandbox.retrievePaymentIntent(intent.id)).status).toBe('succeeded');
  });

  it('a second answer gets 409 and the page no longer offers buttons', async () => {
    const payment = await framesPayment(SANDBOX_TEST_CARDS.threeDSecure);
    const first = await app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${payment.id}`,
      headers: FORM,
      payload: 'decision=approve',
    });
    expect(first.statusCode).toBe(303);
    const second = await app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${payment.id}`,
      headers: FORM,
      payload: 'decision=approve',
    });
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain('Payment already processed');
    const page = await app.inject({ method: 'GET', url: `/sandbox/3ds/${payment.id}` });
    expect(page.statusCode).toBe(409);
    expect(page.body).not.toContain('<button');
  });

  it('frames: Deny redirects to the failure URL carrying cko-session-id', async () => {
    const payment = await framesPayment(SANDBOX_TEST_CARDS.threeDSecure);
    expect(payment.redirectLink).toBe(`${ORIGIN}/sandbox/3ds/${payment.id}`);
    const deny = await app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${payment.id}`,
      headers: FORM,
      payload: 'decision=deny',
    });
    expect(deny.statusCode).toBe(303);
    expect(deny.headers.location).toBe(`${SHOP}/checkout?payment=failure&cko-session-id=${payment.id}`);
    expect((await sandbox.getPaymentDetails(payment.id)).status).toBe('Declined');
  });

  it('frames: Approve redirects to the success URL carrying cko-session-id', async () => {
    const payment = await framesPayment(SANDBOX_TEST_CARDS.threeDSecure);
    const approve = await app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${payment.id}`,
      headers: FORM,
      payload: 'decision=approve',
    });
    expect(approve.headers.location).toBe(`${SHOP}/checkout?payment=success&cko-session-id=${payment.id}`);
  });

  it('Arabic payments get an Arabic, right-to-left page with the amount after', async () => {
    const payment = await framesPayment(SANDBOX_TEST_CARDS.threeDSecure, 'AR');
    const page = await app.inject({ method: 'GET', url: `/sandbox/3ds/${payment.id}` });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('64.50 AED');
  });

  it('unknown payment: 404 page; missing decision: 400 and nothing changes', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/sandbox/3ds/pay_sbx_unknown' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Please, check the link and try again!');
    const payment = await framesPayment(SANDBOX_TEST_CARDS.threeDSecure);
    const bad = await app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${payment.id}`,
      headers: FORM,
      payload: 'decision=maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect((await sandbox.getPaymentDetails(payment.id)).status).toBe('Pending');
  });
});

describe('POST /sandbox/frames/tokens', () => {
  it('tokenises a card: token, brand and last four, never the number', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/frames/tokens',
      payload: card('4242 4242 4242 4242'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      token: expect.stringMatching(/^tok_sbx_/),
      brand: 'visa',
      last4: '4242',
    });
    expect(response.body).not.toContain('4242424242424242');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('refuses an expired card', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/frames/tokens',
      payload: { ...card(SANDBOX_TEST_CARDS.success), expYear: 2020 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'pleaseEnterValidCardDetails', field: 'expiry' },
    });
  });
});

describe('hosted payment page', () => {
  async function page(cartId: string, extra = {}) {
    return sandbox.createHostedPage({
      amount: fils(6450),
      currency: 'AED',
      cartId,
      description: 'Order at Zaatar',
      successUrl: `${SHOP}/payment/success`,
      failureUrl: `${SHOP}/payment/failure`,
      cancelUrl: `${SHOP}/payment/cancel`,
      language: 'EN',
      ...extra,
    });
  }

  it('shows an accessible card form with the amount', async () => {
    const { paymentUrl } = await page('cart-r1');
    const response = await app.inject({ method: 'GET', url: new URL(paymentUrl).pathname });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('<html lang="en" dir="ltr">');
    expect(body).toContain('AED 64.50');
    expect(body).toContain('Pay AED 64.50');
    for (const [id, autocomplete] of [
      ['number', 'cc-number'],
      ['expMonth', 'cc-exp-month'],
      ['expYear', 'cc-exp-year'],
      ['cvc', 'cc-csc'],
    ]) {
      expect(body).toContain(`<label for="${id}">`);
      expect(body).toMatch(new RegExp(`<input id="${id}" name="${id}"[^>]*autocomplete="${autocomplete}"`));
    }
    expect(body).toContain(`<form method="post" action="${new URL(paymentUrl).pathname}" novalidate>`);
    expectSelfContainedPage(body);
  });

  it('posting 4242 redirects to the success URL; the page is then closed', async () => {
    const { reference } = await page('cart-r2');
    const response = await app.inject({
      method: 'POST',
      url: `/sandbox/hosted/${reference}`,
      headers: FORM,
      payload: new URLSearchParams({
        number: '4242 4242 4242 4242',
        expMonth: '12',
        expYear: '30',
        cvc: '123',
      }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${SHOP}/payment/success`);
    expect((await sandbox.checkHostedPayment(reference)).status).toBe('paid');
    expect((await app.inject({ method: 'GET', url: `/sandbox/hosted/${reference}` })).statusCode).toBe(409);
  });

  it('posting 0002 redirects to the failure URL', async () => {
    const { reference } = await page('cart-r3');
    const response = await app.inject({
      method: 'POST',
      url: `/sandbox/hosted/${reference}`,
      headers: FORM,
      payload: `number=${SANDBOX_TEST_CARDS.declined}&expMonth=12&expYear=2030&cvc=123`,
    });
    expect(response.headers.location).toBe(`${SHOP}/payment/failure`);
  });

  it('posting 3184 goes to the challenge page, and Approve to the success URL', async () => {
    const { reference } = await page('cart-r4');
    const response = await app.inject({
      method: 'POST',
      url: `/sandbox/hosted/${reference}`,
      headers: FORM,
      payload: `number=${SANDBOX_TEST_CARDS.threeDSecure}&expMonth=12&expYear=2030&cvc=123`,
    });
    expect(response.headers.location).toBe(`${ORIGIN}/sandbox/3ds/${reference}`);
    const approve = await app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${reference}`,
      headers: FORM,
      payload: 'decision=approve',
    });
    expect(approve.headers.location).toBe(`${SHOP}/payment/success`);
  });

  it('an invalid card re-shows the form with the error, never echoing the number or code', async () => {
    const { reference } = await page('cart-r5');
    const response = await app.inject({
      method: 'POST',
      url: `/sandbox/hosted/${reference}`,
      headers: FORM,
      payload: 'number=4242424242424241&expMonth=12&expYear=2030&cvc=987',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('Please enter valid card details');
    expect(response.body).not.toContain('4242424242424241');
    expect(response.body).not.toContain('987');
    expect(response.body).toContain('value="2030"');
    expect((await sandbox.checkHostedPayment(reference)).status).toBe('pending');
  });

  it('Cancel redirects to the cancel URL', async () => {
    const { reference } = await page('cart-r6');
    const response = await app.inject({ method: 'POST', url: `/sandbox/hosted/${reference}/cancel` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${SHOP}/payment/cancel`);
    expect((await sandbox.checkHostedPayment(reference)).status).toBe('cancelled');
  });

  it('escapes what it shows and speaks Arabic when asked', async () => {
    const { reference } = await page('cart-r7', {
      description: '<script>alert("x")</script> & co',
      language: 'AR',
    });
    const body = (await app.inject({ method: 'GET', url: `/sandbox/hosted/${reference}` })).body;
    expect(body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(body).not.toContain('<script>');
    expect(body).toContain('<html lang="ar" dir="rtl">');
    expect(body).toContain('64.50 AED');
  });

  it('an unknown reference or a non-hosted payment is not found', async () => {
    expect((await app.inject({ method: 'GET', url: '/sandbox/hosted/hp_sbx_nope' })).statusCode).toBe(404);
    const intent = await newIntent();
    expect((await app.inject({ method: 'GET', url: `/sandbox/hosted/${intent.id}` })).statusCode).toBe(404);
  });
});
