import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import { refusalOf } from '../testing/refusal.js';
import {
  APPLE_PAY_GATEWAY_HOSTS,
  AppleMerchantValidator,
  ApplePayError,
  createApplePayValidator,
  isApplePayGatewayUrl,
  SANDBOX_APPLE_MERCHANT_ID,
  SandboxMerchantValidator,
  type HttpsRequester,
  type MerchantSessionRequest,
} from './apple-pay.js';

const START_SESSION = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';

const sheet: MerchantSessionRequest = {
  validationURL: START_SESSION,
  domainName: 'zaatar.localhost',
  displayName: 'Zaatar House',
};

/** What Apple's gateway answers a valid merchant (fields as documented; values made up). */
const appleSession = {
  epochTimestamp: 1773568800000,
  expiresAt: 1773572400000,
  merchantSessionIdentifier:
    'SSH1A2B3C4D5E6F70819A2B3C4D5E6F7081_916523AAED1343F5BC5815E12BEE9250AFFDC1A17C46B0DE5A943F0F94927C24',
  nonce: '0206b8db',
  merchantIdentifier: '4A69B8E4124AE0D1A25C3A9E096BF5883126F1AD074315B9AD405F694697A4C9',
  domainName: 'zaatar.localhost',
  displayName: 'Zaatar House',
  signature: '308006092a864886f70d010702a0803080020101310f300d06096086480165030402010500308006092a8648',
  operationalAnalyticsIdentifier:
    'Zaatar House:4A69B8E4124AE0D1A25C3A9E096BF5883126F1AD074315B9AD405F694697A4C9',
  retries: 0,
  pspId: '4A69B8E4124AE0D1A25C3A9E096BF5883126F1AD074315B9AD405F694697A4C9',
};

/** A stand-in for `node:https`: records each call and answers what the test says. */
function fakeHttps(answer: { status: number; body: string } | Error) {
  const calls: { url: URL; options: Parameters<HttpsRequester>[1]; body: string }[] = [];
  const request: HttpsRequester = (url, options, body) => {
    calls.push({ url, options, body });
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return { calls, request };
}

function realValidator(request: HttpsRequester) {
  return new AppleMerchantValidator({
    merchantIdentifier: 'merchant.ae.zaatarhouse',
    cert: '-----BEGIN CERTIFICATE-----\nfake\n-----END CERTIFICATE-----\n',
    key: '-----BEGIN PRIVATE KEY-----\nfake\n-----END PRIVATE KEY-----\n',
    request,
  });
}

const refusal = refusalOf(ApplePayError);

describe('the Apple Pay gateway allow-list', () => {
  it("takes https URLs on Apple's documented gateways: global, China, test and the regional pods", () => {
    for (const url of [
      START_SESSION,
      'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
      'https://cn-apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
      'https://cn-apple-pay-gateway-cert.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway-nc-pod1.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway-pr-pod5.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway-nc-pod3-dr.apple.com/paymentservices/startSession',
      'https://cn-apple-pay-gateway-sh-pod2.apple.com/paymentservices/startSession',
      'https://cn-apple-pay-gateway-tj-pod3.apple.com/paymentservices/startSession',
      'https://APPLE-PAY-GATEWAY.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway.apple.com:443/paymentservices/startSession',
    ]) {
      expect(isApplePayGatewayUrl(url), url).toBe(true);
    }
    expect(APPLE_PAY_GATEWAY_HOSTS.size).toBe(4 + 20 + 6);
  });

  it('refuses anything else: other hosts, look-alikes, http, other ports, credentials, non-URLs', () => {
    for (const url of [
      'http://apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway.apple.com:8443/paymentservices/startSession',
      'https://apple-pay-gateway.apple.com.evil.example/paymentservices/startSession',
      'https://evil.example/apple-pay-gateway.apple.com',
      'https://apple.com/paymentservices/startSession',
      'https://www.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway-nc-pod6.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway-evil.apple.com/paymentservices/startSession',
      'https://user:pass@apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/paymentservices/startSession',
      'file:///etc/passwd',
      'apple-pay-gateway.apple.com/paymentservices/startSession',
      '',
    ]) {
      expect(isApplePayGatewayUrl(url), url).toBe(false);
    }
  });
});

describe('AppleMerchantValidator (Apple over mutual TLS)', () => {
  it("POSTs the merchant's identity to the validation URL with the client certificate and answers Apple's session as it came", async () => {
    const https = fakeHttps({ status: 200, body: JSON.stringify(appleSession) });
    const session = await realValidator(https.request).requestMerchantSession(sheet);
    expect(session).toEqual(appleSession);

    expect(https.calls).toHaveLength(1);
    const [call] = https.calls;
    expect(call!.url.toString()).toBe(START_SESSION);
    expect(call!.options.method).toBe('POST');
    expect(call!.options.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call!.body)).toEqual({
      merchantIdentifier: 'merchant.ae.zaatarhouse',
      displayName: 'Zaatar House',
      initiative: 'web',
      initiativeContext: 'zaatar.localhost',
    });
    // The agent presents the merchant identity certificate and key.
    expect(call!.options.agent.options).toMatchObject({
      cert: expect.stringContaining('BEGIN CERTIFICATE'),
      key: expect.stringContaining('BEGIN PRIVATE KEY'),
    });
    expect(call!.options.timeoutMs).toBeGreaterThan(0);
  });

  it("keeps Apple's 64-character limit on the display name", async () => {
    const https = fakeHttps({ status: 200, body: JSON.stringify(appleSession) });
    await realValidator(https.request).requestMerchantSession({ ...sheet, displayName: 'ز'.repeat(80) });
    expect((JSON.parse(https.calls[0]!.body) as { displayName: string }).displayName).toBe('ز'.repeat(64));
  });

  it('never sends anything to a validation URL off Apple’s gateways', async () => {
    const https = fakeHttps({ status: 200, body: JSON.stringify(appleSession) });
    const validator = realValidator(https.request);
    for (const validationURL of [
      'https://evil.example/paymentservices/startSession',
      'http://apple-pay-gateway.apple.com/paymentservices/startSession',
    ]) {
      const error = await refusal(validator.requestMerchantSession({ ...sheet, validationURL }));
      expect(error.code).toBe('untrustedValidationUrl');
      expect(error.message).toBe('The validation URL must be an https address of an Apple Pay gateway');
    }
    expect(https.calls).toHaveLength(0);
  });

  it("maps Apple's refusals to 'refused' and keeps Apple's words for the log only", async () => {
    const https = fakeHttps({
      status: 400,
      body: JSON.stringify({
        statusMessage:
          'Payment Services Exception merchantId=4A69 not registered for domain=zaatar.localhost',
        statusCode: '400',
      }),
    });
    const error = await refusal(realValidator(https.request).requestMerchantSession(sheet));
    expect(error.code).toBe('refused');
    expect(error.message).toBe('Online payment is facing some issues, please use other payment method');
    expect(error.detail).toContain('not registered for domain=zaatar.localhost');
    expect(error.message).not.toContain('merchantId');
  });

  it("maps a network failure, Apple's 5xx and an answer that is not a JSON object to 'unavailable'", async () => {
    for (const answer of [
      new Error('connect ETIMEDOUT 17.171.78.7:443'),
      { status: 503, body: 'Service Unavailable' },
      { status: 200, body: '<html>maintenance</html>' },
      { status: 200, body: '[]' },
      { status: 200, body: '' },
    ]) {
      const error = await refusal(realValidator(fakeHttps(answer).request).requestMerchantSession(sheet));
      expect(error.code, JSON.stringify(answer)).toBe('unavailable');
      expect(error.message).toBe('Online payment is facing some issues, please use other payment method');
    }
  });
});

describe('SandboxMerchantValidator (offline default)', () => {
  const now = new Date('2026-03-15T10:00:00Z');

  it("answers a session shaped like Apple's, for the domain and the brand, clearly marked as the sandbox's", async () => {
    const session = await new SandboxMerchantValidator({ now: () => now }).requestMerchantSession(sheet);
    expect(session).toMatchObject({
      epochTimestamp: now.getTime(),
      expiresAt: now.getTime() + 60 * 60 * 1000,
      merchantSessionIdentifier: expect.stringMatching(/^SSH_SANDBOX_[0-9A-F]{32}$/),
      nonce: expect.stringMatching(/^[0-9a-f]{8}$/),
      merchantIdentifier: createHash('sha256').update(SANDBOX_APPLE_MERCHANT_ID).digest('hex').toUpperCase(),
      domainName: 'zaatar.localhost',
      displayName: 'Zaatar House',
      signature: expect.stringMatching(/^SANDBOX-NOT-SIGNED-/),
      sandbox: true,
    });
    // Each sheet gets its own session.
    const again = await new SandboxMerchantValidator({ now: () => now }).requestMerchantSession(sheet);
    expect(again['merchantSessionIdentifier']).not.toBe(session['merchantSessionIdentifier']);
  });

  it('refuses the same validation URLs as the real adapter', async () => {
    const sandbox = new SandboxMerchantValidator();
    for (const validationURL of [
      'https://evil.example/paymentservices/startSession',
      'http://apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway.apple.com.evil.example/x',
    ]) {
      expect((await refusal(sandbox.requestMerchantSession({ ...sheet, validationURL }))).code).toBe(
        'untrustedValidationUrl',
      );
    }
  });
});

describe('createApplePayValidator', () => {
  it('is the sandbox without the three settings, and Apple with them (certificate and key read from the files)', async () => {
    expect(createApplePayValidator({}).mode).toBe('sandbox');
    expect(createApplePayValidator({ APPLE_PAY_MERCHANT_ID: 'merchant.ae.zaatarhouse' }).mode).toBe(
      'sandbox',
    );

    const folder = mkdtempSync(join(tmpdir(), 'apple-pay-'));
    writeFileSync(join(folder, 'cert.pem'), 'CERT FROM FILE');
    writeFileSync(join(folder, 'key.pem'), 'KEY FROM FILE');
    const https = fakeHttps({ status: 200, body: JSON.stringify(appleSession) });
    const live = createApplePayValidator(
      {
        APPLE_PAY_MERCHANT_ID: 'merchant.ae.zaatarhouse',
        APPLE_PAY_CERT_PATH: join(folder, 'cert.pem'),
        APPLE_PAY_KEY_PATH: join(folder, 'key.pem'),
      },
      { request: https.request },
    );
    expect(live.mode).toBe('live');
    await live.requestMerchantSession(sheet);
    const { cert, key } = https.calls[0]!.options.agent.options as { cert: Buffer; key: Buffer };
    expect(cert.toString()).toBe('CERT FROM FILE');
    expect(key.toString()).toBe('KEY FROM FILE');
  });

  it('warns in production when Apple Pay runs on the sandbox', () => {
    const warnings: string[] = [];
    createApplePayValidator(
      { NODE_ENV: 'production' },
      { logger: { info: () => undefined, warn: (_object, message) => warnings.push(message) } },
    );
    expect(warnings).toEqual([expect.stringContaining('Apple Pay merchant validation is the sandbox')]);
  });
});

describe('Apple Pay configuration (env.ts)', () => {
  it('takes all three settings with readable files, or none; refuses a half-configured Apple Pay', () => {
    const folder = mkdtempSync(join(tmpdir(), 'apple-pay-env-'));
    const cert = join(folder, 'cert.pem');
    const key = join(folder, 'key.pem');
    writeFileSync(cert, 'CERT');
    writeFileSync(key, 'KEY');
    expect(loadEnv({}).APPLE_PAY_MERCHANT_ID).toBeUndefined();
    expect(
      loadEnv({
        APPLE_PAY_MERCHANT_ID: 'merchant.ae.storefront',
        APPLE_PAY_CERT_PATH: cert,
        APPLE_PAY_KEY_PATH: key,
      }),
    ).toMatchObject({ APPLE_PAY_MERCHANT_ID: 'merchant.ae.storefront', APPLE_PAY_CERT_PATH: cert });
    expect(() => loadEnv({ APPLE_PAY_MERCHANT_ID: 'merchant.ae.storefront' })).toThrow(
      /APPLE_PAY_MERCHANT_ID, APPLE_PAY_CERT_PATH and APPLE_PAY_KEY_PATH/,
    );
    expect(() =>
      loadEnv({
        APPLE_PAY_MERCHANT_ID: 'merchant.ae.storefront',
        APPLE_PAY_CERT_PATH: join(folder, 'missing.pem'),
        APPLE_PAY_KEY_PATH: key,
      }),
    ).toThrow(/APPLE_PAY_CERT_PATH: no file at/);
  });
});
