import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/database.js';
import { startCollector } from '../testing/collector.js';
import { openTestDatabase } from '../testing/test-database.js';
import { phoneHash, scrubServerReport, sentryReporter, type ErrorReporter } from './error-reports.js';

describe('server error reports (issue 18)', () => {
  let database: Database;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let reporter: ErrorReporter;
  let app: FastifyInstance;

  beforeAll(async () => {
    collector = await startCollector();
    database = await openTestDatabase('pglite');
    reporter = await sentryReporter({ dsn: collector.url, release: 'build-7f3a', environment: 'test' });
    ({ app } = await buildApp({ database, errorReporter: reporter }));
    app.post('/api/v1/test/crash', async () => {
      throw new Error('lookup failed for +971501234567');
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await new Promise((resolve) => collector?.server.close(resolve));
  });

  const events = () =>
    collector.envelopes.flatMap((items) =>
      items.filter((item): item is Record<string, unknown> =>
        Boolean(item && 'exception' in (item as object)),
      ),
    );

  it('sends a failed request to the collector: the release, the error, no phone number, no body', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/test/crash?phoneNumber=%2B971501234567',
      payload: { phoneNumber: '+971501234567', otp: '123456' },
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ error: { code: 'INTERNAL' } });
    expect(await reporter.flush(5000)).toBe(true);
    const [event, ...more] = events();
    expect(more).toEqual([]);
    expect(event).toMatchObject({ release: 'build-7f3a', environment: 'test' });
    const text = JSON.stringify(collector.envelopes);
    expect(text).toContain(`lookup failed for [phone:${phoneHash('+971501234567')}]`);
    expect(text).not.toContain('501234567');
    expect(text).not.toContain('123456');
    // The request's trace went too (traces at 100%), without the query string.
    expect(text).toContain('"sample_rate":"1"');
    expect(text).toContain('"/api/v1/test/crash"');
  });

  it('reports nothing for a refused request (bad input is not a failure)', async () => {
    const before = events().length;
    const answer = await app.inject({ method: 'POST', url: '/api/v1/auth/send-otp', payload: 'not json' });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    await reporter.flush(2000);
    expect(events().length).toBe(before);
  });

  it('scrubs a report of bodies, cookies, query strings and phone numbers', () => {
    const clean = scrubServerReport({
      request: {
        url: 'https://x.example/api/v1/dev/otp-outbox?phoneNumber=%2B971501234567',
        data: { otp: '123456' },
        cookies: { session: 'abc' },
        query_string: 'phoneNumber=%2B971501234567',
        headers: { authorization: 'Bearer t', 'user-agent': 'ua' },
      },
      user: { id: 'u1', ip_address: '10.0.0.1' },
      message: 'signed in 0501234567',
    });
    expect(clean).toEqual({
      request: { url: 'https://x.example/api/v1/dev/otp-outbox', headers: { 'user-agent': 'ua' } },
      user: { id: 'u1' },
      message: `signed in [phone:${phoneHash('0501234567')}]`,
    });
  });
});
