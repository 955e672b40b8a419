import type { ApiClient } from '@storefront/api';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { otpCodes, users } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { loadEnv } from '../env.js';
import { recordedFetch, unreachableFetch } from '../payments/recorded-fetch.js';
import { useTestApp } from '../testing/app.js';
import { refusalOf } from '../testing/refusal.js';
import { engines } from '../testing/test-database.js';
import { OTP_MAX_SENDS_PER_IP_PER_HOUR } from './otp.js';
import { OtpDeliveryError, TwilioVerifyOtpSender, WhatsAppCloudOtpSender } from './otp-sender.js';

const PHONE = '+971501234567';

// Answers shaped as the providers document them (Meta Graph API / WhatsApp Cloud API
// "Send messages" and its error object; Twilio Verify v2 "Create a Verification" and the
// Twilio REST error body), with made-up ids.
const whatsApp = {
  sent: {
    messaging_product: 'whatsapp',
    contacts: [{ input: '971501234567', wa_id: '971501234567' }],
    messages: [
      { id: 'wamid.HBgMOTcxNTAxMjM0NTY3FQIAERgSQzU0RkE3QjE2RjQ0QTM0RjJBAA==', message_status: 'accepted' },
    ],
  },
  templateMissing: {
    error: {
      message: '(#132001) Template name does not exist in the translation',
      type: 'OAuthException',
      code: 132001,
      error_data: {
        messaging_product: 'whatsapp',
        details: 'template name (sign_in_code) does not exist in ar',
      },
      fbtrace_id: 'AqJ7mZt0x1bYcK2Gk3Ld4Fe',
    },
  },
  notAllowed: {
    error: {
      message: '(#131030) Recipient phone number not in allowed list',
      type: 'OAuthException',
      code: 131030,
      error_data: {
        messaging_product: 'whatsapp',
        details:
          'Recipient phone number not in allowed list: Add recipient phone number to recipient list and try again.',
      },
      error_subcode: 2655007,
      fbtrace_id: 'Bx8nW2pQv4sRtUy6Zc1Hd9K',
    },
  },
  tokenExpired: {
    error: {
      message: 'Error validating access token: Session has expired on Friday, 20-Nov-26 01:00:00 PST.',
      type: 'OAuthException',
      code: 190,
      error_subcode: 463,
      fbtrace_id: 'C0dE9fGh8iJk7LmN6oPq5Rs',
    },
  },
};

const twilio = {
  pending: {
    sid: 'VE5b7a2e0f9c1d4e3a8b6c5d4e3f2a1b0c',
    service_sid: 'VA0f1e2d3c4b5a69788796a5b4c3d2e1f0',
    account_sid: 'AC1a2b3c4d5e6f708192a3b4c5d6e7f809',
    to: PHONE,
    channel: 'whatsapp',
    status: 'pending',
    valid: false,
    lookup: {},
    amount: null,
    payee: null,
    send_code_attempts: [
      {
        attempt_sid: 'VL9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d',
        channel: 'whatsapp',
        time: '2026-11-22T08:00:00.000Z',
      },
    ],
    date_created: '2026-11-22T08:00:00Z',
    date_updated: '2026-11-22T08:00:00Z',
    sna: null,
    url: 'https://verify.twilio.com/v2/Services/VA0f1e2d3c4b5a69788796a5b4c3d2e1f0/Verifications/VE5b7a2e0f9c1d4e3a8b6c5d4e3f2a1b0c',
  },
  invalidTo: {
    code: 60200,
    message: `Invalid parameter \`To\`: ${PHONE}`,
    more_info: 'https://www.twilio.com/docs/errors/60200',
    status: 400,
  },
  maxAttempts: {
    code: 60203,
    message: 'Max send attempts reached',
    more_info: 'https://www.twilio.com/docs/errors/60203',
    status: 429,
  },
  badCredentials: {
    code: 20003,
    detail: 'Your AccountSid or AuthToken was incorrect.',
    message: 'Authenticate',
    more_info: 'https://www.twilio.com/docs/errors/20003',
    status: 401,
  },
};

const whatsAppConfig = {
  accessToken: 'EAAG-test-token',
  phoneNumberId: '106540352242922',
  templateName: 'sign_in_code',
};
const twilioConfig = {
  accountSid: 'AC1a2b3c4d5e6f708192a3b4c5d6e7f809',
  authToken: 'twilio-auth-token',
  serviceSid: 'VA0f1e2d3c4b5a69788796a5b4c3d2e1f0',
};

const refusal = refusalOf(OtpDeliveryError);

describe('WhatsAppCloudOtpSender', () => {
  it('sends the authentication template with the code in the body and the copy-code button', async () => {
    const recorded = recordedFetch({ status: 200, body: whatsApp.sent });
    await new WhatsAppCloudOtpSender(whatsAppConfig, recorded.fetch).send({
      phoneNumber: PHONE,
      code: '0427',
      language: 'EN',
    });
    expect(recorded.requests).toHaveLength(1);
    const [request] = recorded.requests;
    expect(request!.url).toBe('https://graph.facebook.com/v21.0/106540352242922/messages');
    expect(request!.method).toBe('POST');
    expect(request!.headers).toMatchObject({
      authorization: 'Bearer EAAG-test-token',
      'content-type': 'application/json',
    });
    expect(JSON.parse(request!.body!)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '971501234567',
      type: 'template',
      template: {
        name: 'sign_in_code',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '0427' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '0427' }] },
        ],
      },
    });
  });

  it('uses the Arabic template for AR and the configured API version', async () => {
    const recorded = recordedFetch({ status: 200, body: whatsApp.sent });
    await new WhatsAppCloudOtpSender({ ...whatsAppConfig, apiVersion: 'v22.0' }, recorded.fetch).send({
      phoneNumber: PHONE,
      code: '9051',
      language: 'AR',
    });
    expect(recorded.requests[0]!.url).toBe('https://graph.facebook.com/v22.0/106540352242922/messages');
    expect(JSON.parse(recorded.requests[0]!.body!).template.language).toEqual({ code: 'ar' });
  });

  it.each([
    [400, whatsApp.templateMissing, 132001],
    [400, whatsApp.notAllowed, 131030],
    [401, whatsApp.tokenExpired, 190],
  ])('turns an HTTP %i refusal into a delivery error with the provider code', async (status, body, code) => {
    const recorded = recordedFetch({ status, body });
    const error = await refusal(
      new WhatsAppCloudOtpSender(whatsAppConfig, recorded.fetch).send({
        phoneNumber: PHONE,
        code: '1234',
        language: 'EN',
      }),
    );
    expect(error).toMatchObject({ provider: 'whatsapp-cloud', status, providerCode: code });
    expect(error.message).toContain(`HTTP ${status}, code ${code}`);
    expect(error.message).toContain(body.error.message.slice(0, 20));
    expect(error.message).toContain(body.error.fbtrace_id);
    expect(error.message).not.toContain('501234567');
    expect(error.message).not.toContain('1234');
  });

  it('handles an answer that is not JSON (a proxy page) and an unreachable API', async () => {
    const html: typeof fetch = async () =>
      new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    const badGateway = await refusal(
      new WhatsAppCloudOtpSender(whatsAppConfig, html).send({
        phoneNumber: PHONE,
        code: '1',
        language: 'EN',
      }),
    );
    expect(badGateway).toMatchObject({ status: 502, providerCode: undefined });
    expect(badGateway.message).toBe('WhatsApp Cloud API refused the message: HTTP 502');

    const down = await refusal(
      new WhatsAppCloudOtpSender(whatsAppConfig, unreachableFetch).send({
        phoneNumber: PHONE,
        code: '1',
        language: 'EN',
      }),
    );
    expect(down).toMatchObject({ status: undefined, providerCode: undefined });
    expect(down.message).toBe('WhatsApp Cloud API could not be reached: fetch failed');
    expect(down.cause).toBeInstanceOf(TypeError);
  });
});

describe('TwilioVerifyOtpSender', () => {
  it('starts a WhatsApp verification with our own code, form-encoded, with basic auth', async () => {
    const recorded = recordedFetch({ status: 201, body: twilio.pending });
    await new TwilioVerifyOtpSender(twilioConfig, recorded.fetch).send({
      phoneNumber: PHONE,
      code: '3388',
      language: 'AR',
    });
    const [request] = recorded.requests;
    expect(request!.url).toBe(
      'https://verify.twilio.com/v2/Services/VA0f1e2d3c4b5a69788796a5b4c3d2e1f0/Verifications',
    );
    expect(request!.method).toBe('POST');
    const expectedAuth = Buffer.from(`${twilioConfig.accountSid}:${twilioConfig.authToken}`).toString(
      'base64',
    );
    expect(request!.headers).toMatchObject({
      authorization: `Basic ${expectedAuth}`,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(new URLSearchParams(request!.body!))).toEqual({
      To: PHONE,
      Channel: 'whatsapp',
      CustomCode: '3388',
      Locale: 'ar',
    });
    // E.164 keeps its plus sign, encoded in the form.
    expect(request!.body).toContain('To=%2B971501234567');
  });

  it('asks for English for EN', async () => {
    const recorded = recordedFetch({ status: 201, body: twilio.pending });
    await new TwilioVerifyOtpSender(twilioConfig, recorded.fetch).send({
      phoneNumber: PHONE,
      code: '3388',
      language: 'EN',
    });
    expect(new URLSearchParams(recorded.requests[0]!.body!).get('Locale')).toBe('en');
  });

  it.each([
    [400, twilio.invalidTo, 60200],
    [429, twilio.maxAttempts, 60203],
    [401, twilio.badCredentials, 20003],
  ])('turns an HTTP %i refusal into a delivery error with the Twilio code', async (status, body, code) => {
    const recorded = recordedFetch({ status, body });
    const error = await refusal(
      new TwilioVerifyOtpSender(twilioConfig, recorded.fetch).send({
        phoneNumber: PHONE,
        code: '3388',
        language: 'EN',
      }),
    );
    expect(error).toMatchObject({ provider: 'twilio-verify', status, providerCode: code });
    expect(error.message).toContain(`HTTP ${status}, code ${code}`);
    // Twilio repeats the number in some messages; it never reaches the log line.
    expect(error.message).not.toContain('501234567');
    expect(error.message).not.toContain(twilioConfig.authToken);
  });

  it('handles an unreachable API', async () => {
    const down = await refusal(
      new TwilioVerifyOtpSender(twilioConfig, unreachableFetch).send({
        phoneNumber: PHONE,
        code: '1',
        language: 'EN',
      }),
    );
    expect(down).toMatchObject({ provider: 'twilio-verify', status: undefined });
  });
});

describe('sender configuration', () => {
  it('needs the credentials of the chosen sender, and a real sender in production', () => {
    expect(() => loadEnv({ OTP_SENDER: 'whatsapp-cloud' })).toThrow(/WHATSAPP_ACCESS_TOKEN/);
    expect(() => loadEnv({ OTP_SENDER: 'twilio-verify', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /TWILIO_AUTH_TOKEN/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/real OTP_SENDER/);
    expect(
      loadEnv({
        OTP_SENDER: 'whatsapp-cloud',
        WHATSAPP_ACCESS_TOKEN: 'token',
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      }).WHATSAPP_TEMPLATE_NAME,
    ).toBe('sign_in_code');
  });
});

describe.each(engines)('sign-in through the WhatsApp adapter on %s', (engine) => {
  let database: Database;
  let current = new Date('2026-11-22T06:00:00Z');
  let nextAnswer: { status: number; body: unknown } = { status: 200, body: whatsApp.sent };
  const requests: { url: string; body: Record<string, unknown> }[] = [];
  const fakeGraph: typeof fetch = async (input, init) => {
    requests.push({ url: String(input), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
    return new Response(JSON.stringify(nextAnswer.body), {
      status: nextAnswer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const sentCode = () => {
    const template = requests.at(-1)!.body.template as { components: { parameters: { text: string }[] }[] };
    return template.components[0]!.parameters[0]!.text;
  };
  let client: ApiClient;
  const brandId = demoBrandIds.zaatarHouse;
  const test = useTestApp(engine, {
    clock: () => current,
    otpSender: new WhatsAppCloudOtpSender(whatsAppConfig, fakeGraph),
    otpSendsPerIpPerHour: OTP_MAX_SENDS_PER_IP_PER_HOUR,
  });

  beforeAll(async () => {
    requests.length = 0;
    nextAnswer = { status: 200, body: whatsApp.sent };
    database = test.database;
    client = test.anonymous;
  });

  it('delivers the code to WhatsApp only (no dev outbox), and that code signs the customer in', async () => {
    const sent = await client.POST('/user/password-less-login-v2', {
      body: { brandId, phoneNumber: '0501112233', countryObj: { dialCode: '+971' } },
    });
    expect(sent.response.status).toBe(200);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body.to).toBe('971501112233');
    const code = sentCode();
    expect(code).toMatch(/^\d{4}$/);
    const outbox = await client.GET('/dev/otp-outbox', {
      params: { query: { phoneNumber: '+971501112233' } },
    });
    expect(outbox.data?.data.messages).toEqual([]);
    const verified = await client.POST('/user/verify-account-v2', {
      body: { brandId, phoneNumber: '0501112233', countryObj: { dialCode: '+971' }, verificationCode: code },
    });
    expect(verified.response.status).toBe(200);
    expect(verified.data?.data.user.phoneNumber).toBe('+971501112233');
  });

  it("answers the spec's default error when WhatsApp refuses, without the provider's text, and lets the customer try again after 30 s", async () => {
    nextAnswer = { status: 400, body: whatsApp.notAllowed };
    const phoneNumber = '0502223344';
    const refused = await client.POST('/user/password-less-login-v2', { body: { brandId, phoneNumber } });
    expect(refused.response.status).toBe(502);
    expect(refused.error).toMatchObject({
      message: 'Something was incorrect.',
      messageKey: 'errors:somethingIncorrect',
      error: { code: 'OTP_NOT_SENT' },
    });
    expect(JSON.stringify(refused.error)).not.toMatch(/131030|allowed list|fbtrace/);
    // The code that was not delivered is withdrawn at once.
    const withdrawn = await database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phoneNumber, '+971502223344'));
    expect(withdrawn.map((row) => row.consumedAt === null)).toEqual([false]);
    // No account is created by a failed delivery.
    expect(
      await database.db.select({ value: count() }).from(users).where(eq(users.phoneNumber, '+971502223344')),
    ).toEqual([{ value: 0 }]);

    nextAnswer = { status: 200, body: whatsApp.sent };
    current = new Date(current.getTime() + 30_000);
    const again = await client.POST('/user/send-otp-code', { body: { brandId, phoneNumber } });
    expect(again.response.status).toBe(200);
    const codes = await database.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, '+971502223344'));
    expect(codes.filter((row) => row.consumedAt === null)).toHaveLength(1);
    const verified = await client.POST('/user/verify-account-v2', {
      body: { brandId, phoneNumber, verificationCode: sentCode() },
    });
    expect(verified.response.status).toBe(200);
  });
});
