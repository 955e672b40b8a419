import errorsAr from '@storefront/i18n/resources/ar/errors.json';
import errorsEn from '@storefront/i18n/resources/en/errors.json';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/database.js';
import { FixedWindowLimit } from '../http/fixed-window-limit.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { openTestDatabase } from '../testing/test-database.js';

describe('order tracking lookups are throttled per IP', () => {
  let database: Database;
  let app: FastifyInstance;
  let defaults: FastifyInstance;
  let current = new Date('2026-11-22T08:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    ({ app } = await buildApp({
      database,
      appsDir: '/nonexistent',
      clock: () => current,
      trackingLookupsPerIpPerMinute: 5,
    }));
    ({ app: defaults } = await buildApp({ database, appsDir: '/nonexistent', clock: () => current }));
  });

  afterAll(async () => {
    await app?.close();
    await defaults?.close();
    await database?.close();
  });

  const track = (on: FastifyInstance, orderNumber: string, remoteAddress = '203.0.113.5') =>
    on.inject({ url: `/api/v1/order/get-order-tracking-info/${orderNumber}`, remoteAddress });

  it('answers 429 past the limit with a keyed message and Retry-After, per IP, until the minute is over', async () => {
    for (let lookup = 0; lookup < 5; lookup += 1) {
      expect((await track(app, `GUESS-${1000 + lookup}`)).statusCode).toBe(404);
    }
    current = new Date(current.getTime() + 18_000);
    const refused = await track(app, 'GUESS-2000');
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expectMatchesDescription('getOrderTrackingInfo', 429, body);
    expect(body).toMatchObject({
      message: 'Too many order lookups from this network. Please try again in 42 seconds.',
      messageKey: 'errors:trackingTooMany',
      messageParams: { seconds: 42 },
      error: { code: 'RATE_LIMITED' },
      retryAfter: 42,
    });
    expect(refused.headers['retry-after']).toBe('42');
    expect((errorsEn as Record<string, string>).trackingTooMany).toBe(
      'Too many order lookups from this network. Please try again in {{seconds}} seconds.',
    );
    expect((errorsAr as Record<string, string>).trackingTooMany).toContain('{{seconds}}');
    // Another network is not held back; the first one is served again once its minute is over.
    expect((await track(app, 'GUESS-2001', '198.51.100.23')).statusCode).toBe(404);
    current = new Date(current.getTime() + 42_000);
    expect((await track(app, 'GUESS-2002')).statusCode).toBe(404);
  });

  it('allows 120 lookups a minute by default (a tracking page polls every 5 s)', async () => {
    for (let lookup = 0; lookup < 120; lookup += 1) {
      expect((await track(defaults, 'GUESS-3000', '203.0.113.6')).statusCode).toBe(404);
    }
    expect((await track(defaults, 'GUESS-3000', '203.0.113.6')).statusCode).toBe(429);
  });
});

describe('FixedWindowLimit', () => {
  it('keeps its table bounded, dropping finished windows first', () => {
    const limit = new FixedWindowLimit(1, 60_000, 2);
    const at = (seconds: number) => new Date(seconds * 1000);
    expect(limit.hit('a', at(0))).toBeUndefined();
    expect(limit.hit('b', at(30))).toBeUndefined();
    expect(limit.hit('b', at(31))).toBe(59);
    // 'a' has finished its window: it makes room for 'c', and 'b' keeps its count.
    expect(limit.hit('c', at(61))).toBeUndefined();
    expect(limit.hit('b', at(62))).toBe(28);
    // Full of live windows: the oldest ('b') goes.
    expect(limit.hit('d', at(63))).toBeUndefined();
    expect(limit.hit('b', at(64))).toBeUndefined();
  });
});
