import * as Sentry from '@sentry/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Database } from '../db/database.js';
import { startCollector } from '../testing/collector.js';
import { openTestDatabase } from '../testing/test-database.js';

// Its own file, so its own process: Sentry's client is per process, and here none is ever set up.
describe('server error reports without SENTRY_DSN', () => {
  let database: Database;
  let app: FastifyInstance;
  let collector: Awaited<ReturnType<typeof startCollector>>;

  beforeAll(async () => {
    collector = await startCollector();
    database = await openTestDatabase('pglite');
    ({ app } = await buildApp({ database }));
    app.post('/api/v1/test/crash', async () => {
      throw new Error('lookup failed for +971501234567');
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await new Promise((resolve) => collector?.server.close(resolve));
  });

  it('answers a failure with the generic message and sends nothing anywhere', async () => {
    const answer = await app.inject({ method: 'POST', url: '/api/v1/test/crash', payload: {} });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('971501234567');
    expect(Sentry.getClient()).toBeUndefined();
    expect(await Sentry.flush(500)).toBe(false);
    expect(collector.envelopes).toEqual([]);
  });
});
