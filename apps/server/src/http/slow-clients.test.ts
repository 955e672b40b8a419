import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/database.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { loadEnv } from '../env.js';
import { openTestDatabase } from '../testing/test-database.js';

const TIMEOUT_MS = 500;

/** Sends `text` on a raw socket and answers what came back and how long until the server closed it. */
function sendAndWait(port: number, text: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    // A server that never closes fails the test instead of hanging it.
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the unfinished request open'));
    }, 10_000).unref();
  });
}

describe('slow clients', () => {
  let database: Database;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    ({ app } = await buildApp({ database, appsDir: '/nonexistent', requestTimeoutMs: TIMEOUT_MS }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('closes a request whose body is shorter than its Content-Length after the timeout', async () => {
    const { answer, closedAfterMs } = await sendAndWait(
      port,
      [
        'POST /api/v1/branding/get-brand-settings-by-brand-id-for-store-front HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Content-Length: 100',
        '',
        `{"brandId":"${demoBrandIds.zaatarHouse}"`,
      ].join('\r\n'),
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 2_000);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a request whose headers never finish after the timeout', async () => {
    const { answer, closedAfterMs } = await sendAndWait(
      port,
      'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1',
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 2_000);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('still answers a request that arrives whole', async () => {
    const response = await fetch(
      `http://127.0.0.1:${port}/api/v1/branding/get-brand-settings-by-brand-id-for-store-front`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ brandId: demoBrandIds.zaatarHouse }),
      },
    );
    expect(response.status).toBe(200);
  });

  it('is 30 s unless REQUEST_TIMEOUT_MS says otherwise', () => {
    expect(loadEnv({}).REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(loadEnv({ REQUEST_TIMEOUT_MS: '5000' }).REQUEST_TIMEOUT_MS).toBe(5_000);
    expect(() => loadEnv({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
