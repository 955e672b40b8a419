import errorsAr from '@storefront/i18n/resources/ar/errors.json';
import errorsEn from '@storefront/i18n/resources/en/errors.json';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions, type AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { otpCodes } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { loadEnv } from '../env.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { openTestDatabase } from '../testing/test-database.js';
import { OtpDeliveryError, type OtpSender } from './otp-sender.js';

const zaatar = demoBrandIds.zaatarHouse;
const karak = demoBrandIds.karakCorner;
const en: Record<string, string> = errorsEn;
const ar: Record<string, string> = errorsAr;

let phoneCounter = 0;
/** A fresh UAE mobile number (national form) per send. */
const newPhone = () => {
  phoneCounter += 1;
  return `52${String(3000000 + phoneCounter).slice(-7)}`;
};

/** The answer's key is in both languages, and its English text with the parameters is `message`. */
function expectKeyed(body: { message: string; messageKey: string; messageParams?: Record<string, unknown> }) {
  const key = body.messageKey.replace(/^errors:/, '');
  expect(ar[key], `${key} in ar`).toBeTypeOf('string');
  const text = en[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(body.messageParams?.[name]));
  expect(text).toBe(body.message);
}

let database: Database;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDatabase('pglite');
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

/**
 * An app on the shared database with its own clock, set in its own year so the hourly counts of
 * the other apps never reach into its window.
 */
async function appWith(options: Partial<AppOptions>, start: string) {
  let current = new Date(start);
  const logged: { level: number; msg: string; [field: string]: unknown }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
  const built: { app: FastifyInstance; services: AppServices } = await buildApp({
    database,
    appsDir: '/nonexistent',
    clock: () => current,
    logger,
    ...options,
  });
  apps.push(built.app);
  const send = (
    brandId: string,
    phoneNumber: string,
    from: { remoteAddress?: string; forwardedFor?: string } = {},
  ) =>
    built.app.inject({
      method: 'POST',
      url: '/api/v1/user/password-less-login-v2',
      remoteAddress: from.remoteAddress ?? '203.0.113.1',
      headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
      payload: { brandId, phoneNumber },
    });
  return {
    ...built,
    logged,
    send,
    advance: (seconds: number) => {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

const ipsOf = async (phones: string[]) =>
  (
    await database.db
      .select({ ip: otpCodes.ip })
      .from(otpCodes)
      .where(
        inArray(
          otpCodes.phoneNumber,
          phones.map((phone) => `+971${phone}`),
        ),
      )
  ).map((row) => row.ip);

describe('the per-IP code limit counts the real client', () => {
  it('ignores X-Forwarded-For when no proxy is trusted: forged headers after the cap are still refused', async () => {
    const { send } = await appWith({ otpSendsPerIpPerHour: 3 }, '2030-01-01T06:00:00Z');
    const from = { remoteAddress: '203.0.113.50' };
    for (let sent = 0; sent < 3; sent += 1)
      expect((await send(zaatar, newPhone(), from)).statusCode).toBe(200);
    const forgedPhones: string[] = [];
    for (let forged = 0; forged < 5; forged += 1) {
      const phone = newPhone();
      forgedPhones.push(phone);
      const answer = await send(zaatar, phone, { ...from, forwardedFor: `198.51.100.${10 + forged}` });
      expect(answer.statusCode).toBe(429);
      expect(answer.json().messageKey).toBe('errors:otpIpLimit');
    }
    expect(await ipsOf(forgedPhones)).toEqual([]);
  });

  it('counts the forwarded address when the request comes through a trusted proxy, and only then', async () => {
    const { send } = await appWith(
      { otpSendsPerIpPerHour: 3, trustedProxies: ['127.0.0.1'] },
      '2031-01-01T06:00:00Z',
    );
    const viaProxy = (forwardedFor: string) => ({ remoteAddress: '127.0.0.1', forwardedFor });
    const first: string[] = [];
    for (let sent = 0; sent < 3; sent += 1) {
      const phone = newPhone();
      first.push(phone);
      expect((await send(zaatar, phone, viaProxy('198.51.100.7'))).statusCode).toBe(200);
    }
    expect(await ipsOf(first)).toEqual(['198.51.100.7', '198.51.100.7', '198.51.100.7']);
    expect((await send(zaatar, newPhone(), viaProxy('198.51.100.7'))).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    const other = newPhone();
    expect((await send(zaatar, other, viaProxy('198.51.100.8'))).statusCode).toBe(200);
    expect(await ipsOf([other])).toEqual(['198.51.100.8']);
    // A client that is not a trusted proxy cannot name someone else.
    const direct = newPhone();
    const answer = await send(zaatar, direct, {
      remoteAddress: '203.0.113.77',
      forwardedFor: '198.51.100.9',
    });
    expect(answer.statusCode).toBe(200);
    expect(await ipsOf([direct])).toEqual(['203.0.113.77']);
  });

  it('reads TRUSTED_PROXIES as comma-separated addresses and ranges, none by default', () => {
    expect(loadEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(
      loadEnv({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).TRUSTED_PROXIES,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['*', 'proxy.example.ae', '10.0.0.0/33', '127.0.0.1/'])
      expect(() => loadEnv({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('the per-brand code limit', () => {
  it('refuses a brand past its hourly count, whatever the networks, and leaves other brands alone', async () => {
    const { send, advance } = await appWith(
      { otpSendsPerIpPerHour: 1000, otpLimits: { perBrandPerHour: 3 } },
      '2032-01-01T06:00:00Z',
    );
    for (let sent = 0; sent < 3; sent += 1) {
      const answer = await send(zaatar, newPhone(), { remoteAddress: `203.0.113.${100 + sent}` });
      expect(answer.statusCode).toBe(200);
      advance(60);
    }
    const refused = await send(zaatar, newPhone(), { remoteAddress: '203.0.113.200' });
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expectMatchesDescription('passwordLessLogin', 429, body);
    expect(body).toMatchObject({ messageKey: 'errors:otpBrandLimit', error: { code: 'RATE_LIMITED' } });
    expectKeyed(body);
    // The oldest of the three was sent 3 minutes ago: the window frees a send in 57 minutes.
    expect(refused.headers['retry-after']).toBe(String(57 * 60));
    expect((await send(karak, newPhone(), { remoteAddress: '203.0.113.200' })).statusCode).toBe(200);
    advance(57 * 60);
    expect((await send(zaatar, newPhone(), { remoteAddress: '203.0.113.200' })).statusCode).toBe(200);
  });
});

describe('a failing code sender', () => {
  /** A sender that fails while `failing`, remembering every code it was handed. */
  const flakySender = () => {
    const state = { failing: true, calls: 0, codes: new Map<string, string>() };
    const sender: OtpSender = {
      name: 'flaky',
      async send(message) {
        state.calls += 1;
        state.codes.set(message.phoneNumber, message.code);
        if (state.failing) {
          throw new OtpDeliveryError(
            'whatsapp-cloud',
            503,
            undefined,
            'WhatsApp Cloud API refused: HTTP 503',
          );
        }
      },
    };
    return { sender, state };
  };

  it("answers 502 'Something was incorrect.', logs it and leaves no usable code; pauses after repeated failures", async () => {
    const { sender, state } = flakySender();
    const { app, send, advance, logged } = await appWith(
      {
        otpSender: sender,
        otpSendsPerIpPerHour: 1000,
        otpLimits: { failuresBeforePause: 3, pauseSeconds: 60 },
      },
      '2033-01-01T06:00:00Z',
    );
    const verify = (phoneNumber: string, verificationCode: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/verify-account-v2',
        payload: { brandId: zaatar, phoneNumber, verificationCode },
      });

    const phone = newPhone();
    const failed = await send(zaatar, phone);
    expect(failed.statusCode).toBe(502);
    const body = failed.json();
    expectMatchesDescription('passwordLessLogin', 502, body);
    expect(body).toMatchObject({
      message: 'Something was incorrect.',
      messageKey: 'errors:somethingIncorrect',
      error: { code: 'OTP_NOT_SENT' },
    });
    expectKeyed(body);
    const errors = logged.filter((line) => line.msg === 'sign-in code could not be sent');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ level: 50, sender: 'flaky', brandId: zaatar });
    expect(JSON.stringify(errors[0])).not.toContain(phone);
    // The code the sender was handed does not sign anyone in.
    const [row] = await database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phoneNumber, `+971${phone}`));
    expect(row?.consumedAt).not.toBeNull();
    expect((await verify(phone, state.codes.get(`+971${phone}`)!)).statusCode).toBe(400);

    // Two more failures in a row (3 in all) pause sending: the provider is not called meanwhile.
    expect((await send(zaatar, newPhone())).statusCode).toBe(502);
    expect((await send(zaatar, newPhone())).statusCode).toBe(502);
    expect(logged.some((line) => line.msg === 'sign-in code sending paused' && line.level === 40)).toBe(true);
    const calls = state.calls;
    advance(10);
    const paused = await send(karak, newPhone());
    expect(paused.statusCode).toBe(503);
    expectMatchesDescription('passwordLessLogin', 503, paused.json());
    expect(paused.json()).toMatchObject({ message: 'Something was incorrect.', retryAfter: 50 });
    expect(paused.headers['retry-after']).toBe('50');
    expect(state.calls).toBe(calls);

    // After the pause, sends go through again; a working provider closes the breaker.
    advance(50);
    state.failing = false;
    const healed = newPhone();
    expect((await send(zaatar, healed)).statusCode).toBe(200);
    expect((await verify(healed, state.codes.get(`+971${healed}`)!)).statusCode).toBe(200);
    state.failing = true;
    expect((await send(zaatar, newPhone())).statusCode).toBe(502);
  });

  it('pauses sending when more codes go out in a minute than allowed, across all brands', async () => {
    const { send, advance, logged } = await appWith(
      { otpSendsPerIpPerHour: 1000, otpLimits: { maxSendsPerMinute: 3, pauseSeconds: 30 } },
      '2034-01-01T06:00:00Z',
    );
    expect((await send(zaatar, newPhone())).statusCode).toBe(200);
    expect((await send(karak, newPhone())).statusCode).toBe(200);
    expect((await send(zaatar, newPhone())).statusCode).toBe(200);
    const refused = await send(karak, newPhone());
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ messageKey: 'errors:somethingIncorrect', retryAfter: 30 });
    expect(logged.find((line) => line.msg === 'sign-in code sending paused')).toMatchObject({
      reason: 'sendRate',
    });
    advance(30);
    expect((await send(karak, newPhone())).statusCode).toBe(200);
  });
});
