import { createApiClient, type ApiClient } from '@storefront/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { startTestApp, useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { signIn } from '../testing/customers.js';
import { engines } from '../testing/test-database.js';
import { AppleMerchantValidator, type HttpsRequester } from './apple-pay.js';

const zaatar = demoBrandIds.zaatarHouse;
const karak = demoBrandIds.karakCorner;
const START_SESSION = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
const NOT_APPLE = 'The validation URL must be an https address of an Apple Pay gateway';
const UNAVAILABLE = 'Online payment is facing some issues, please use other payment method';

/**
 * The real adapter in front of a stand-in for Apple's gateway: it answers `next` (a session, or a
 * refusal) and records what it was sent.
 */
function appleStandIn() {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  const state: { next: { status: number; body: string } } = { next: { status: 200, body: '{}' } };
  const request: HttpsRequester = (url, _options, body) => {
    sent.push({ url: url.toString(), body: JSON.parse(body) as Record<string, unknown> });
    return Promise.resolve(state.next);
  };
  const validator = new AppleMerchantValidator({
    merchantIdentifier: 'merchant.ae.storefront',
    cert: 'cert',
    key: 'key',
    request,
  });
  return { sent, state, validator };
}

describe.each(engines)('POST /payments/apple-pay/merchant-session on %s', (engine) => {
  // The embedded default (sandbox validator) and the real adapter, on one database.
  const sandbox = useTestApp(engine);
  let liveApp: FastifyInstance;
  let sandboxServices: AppServices;
  let liveServices: AppServices;
  let sandboxUrl: string;
  let liveUrl: string;
  const apple = appleStandIn();

  const ask = (
    client: ApiClient,
    body: { brandId?: string; validationURL?: string; domainName?: string } = {},
  ) =>
    client.POST('/payments/apple-pay/merchant-session', {
      body: {
        brandId: zaatar,
        validationURL: START_SESSION,
        domainName: 'zaatar.localhost',
        ...body,
      },
    });

  beforeAll(async () => {
    ({ services: sandboxServices, baseUrl: sandboxUrl } = sandbox);
    ({
      app: liveApp,
      services: liveServices,
      baseUrl: liveUrl,
    } = await startTestApp(sandbox.database, { applePay: apple.validator }));
  });

  afterAll(async () => {
    await liveApp?.close();
  });

  it('the embedded default answers a sandbox merchant session for the brand and the page domain', async () => {
    expect(sandboxServices.applePay.mode).toBe('sandbox');
    const { client } = await signIn(sandboxUrl, sandboxServices, zaatar);
    const answer = await ask(client);
    expect(answer.response.status).toBe(200);
    expectMatchesDescription('createApplePayMerchantSession', 200, answer.data);
    expect(answer.data?.data.merchantSession).toMatchObject({
      merchantSessionIdentifier: expect.stringMatching(/^SSH_SANDBOX_/),
      domainName: 'zaatar.localhost',
      displayName: 'Zaatar House',
      sandbox: true,
    });
  });

  it('refuses a validation URL off Apple’s gateways with 400, in the sandbox as with Apple, and sends nothing', async () => {
    const sandboxCustomer = await signIn(sandboxUrl, sandboxServices, zaatar);
    const liveCustomer = await signIn(liveUrl, liveServices, zaatar);
    const before = apple.sent.length;
    for (const validationURL of [
      'https://evil.example/paymentservices/startSession',
      'http://apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway.apple.com.evil.example/paymentservices/startSession',
    ]) {
      for (const client of [sandboxCustomer.client, liveCustomer.client]) {
        const refused = await ask(client, { validationURL });
        expect(refused.response.status, validationURL).toBe(400);
        expectMatchesDescription('createApplePayMerchantSession', 400, refused.error);
        expect(refused.error).toEqual({
          success: 0,
          message: NOT_APPLE,
          messageKey: 'errors:applePayValidationUrl',
          error: { code: 'BAD_REQUEST' },
        });
      }
    }
    expect(apple.sent.length).toBe(before);
  });

  it('checks the body against the description: a URL, a host name without scheme or port', async () => {
    const { client } = await signIn(sandboxUrl, sandboxServices, zaatar);
    for (const body of [
      { validationURL: 'not a url' },
      { domainName: 'https://zaatar.localhost' },
      { domainName: 'zaatar.localhost:3000' },
      { domainName: '' },
    ]) {
      const refused = await ask(client, body);
      expect(refused.response.status, JSON.stringify(body)).toBe(400);
      expectMatchesDescription('createApplePayMerchantSession', 400, refused.error);
    }
  });

  it("with Apple configured: posts the merchant's identity for the page's domain and answers Apple's session unchanged", async () => {
    expect(liveServices.applePay.mode).toBe('live');
    const session = {
      epochTimestamp: 1773568800000,
      expiresAt: 1773572400000,
      merchantSessionIdentifier: 'SSH9F8E7D6C5B4A39281706F5E4D3C2B1A0_0123456789ABCDEF',
      nonce: '5d3b0e21',
      merchantIdentifier: 'A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90',
      domainName: 'karak.example.ae',
      displayName: 'Karak Corner',
      signature: '308006092a864886f70d010702a0803080020101',
    };
    apple.state.next = { status: 200, body: JSON.stringify(session) };
    const { client } = await signIn(liveUrl, liveServices, karak);
    const validationURL = 'https://apple-pay-gateway-nc-pod3.apple.com/paymentservices/startSession';
    const answer = await ask(client, { brandId: karak, validationURL, domainName: 'karak.example.ae' });
    expect(answer.response.status).toBe(200);
    expectMatchesDescription('createApplePayMerchantSession', 200, answer.data);
    expect(answer.data).toEqual({ success: 1, data: { merchantSession: session } });
    expect(apple.sent.at(-1)).toEqual({
      url: validationURL,
      body: {
        merchantIdentifier: 'merchant.ae.storefront',
        displayName: 'Karak Corner',
        initiative: 'web',
        initiativeContext: 'karak.example.ae',
      },
    });
  });

  it("with Apple configured: Apple's refusal is a PAYMENT_FAILED with the spec's text, not Apple's words", async () => {
    apple.state.next = {
      status: 400,
      body: JSON.stringify({
        statusMessage:
          'Payment Services Exception merchantId=A1B2 not registered for domain=zaatar.localhost',
        statusCode: '400',
      }),
    };
    const { client } = await signIn(liveUrl, liveServices, zaatar);
    const refused = await ask(client);
    expect(refused.response.status).toBe(400);
    expectMatchesDescription('createApplePayMerchantSession', 400, refused.error);
    expect(refused.error).toEqual({
      success: 0,
      message: UNAVAILABLE,
      messageKey: 'errors:onlinePaymentUnavailable',
      error: { code: 'PAYMENT_FAILED' },
    });

    apple.state.next = { status: 502, body: 'Bad Gateway' };
    const unavailable = await ask(client);
    expect(unavailable.response.status).toBe(400);
    expect(unavailable.error?.message).toBe(UNAVAILABLE);
  });

  it("needs the customer's own token for the brand", async () => {
    const anonymous = createApiClient({ baseUrl: sandboxUrl });
    const refused = await ask(anonymous);
    expect(refused.response.status).toBe(401);
    expectMatchesDescription('createApplePayMerchantSession', 401, refused.error);
    expect(refused.error?.message).toBe('Please login to continue');
    // A Zaatar House token does not validate for Karak Corner.
    const { client } = await signIn(sandboxUrl, sandboxServices, zaatar);
    expect((await ask(client, { brandId: karak })).response.status).toBe(401);
  });
});
