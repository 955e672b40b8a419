import { connect, type Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_SENDS_PER_IP_PER_HOUR } from '../auth/otp.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { loadEnv } from '../env.js';
import { useTestApp } from '../testing/app.js';

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
  const test = useTestApp('pglite', {
    requestTimeoutMs: TIMEOUT_MS,
    otpSendsPerIpPerHour: OTP_MAX_SENDS_PER_IP_PER_HOUR,
  });
  let port: number;

  beforeAll(() => {
    port = (test.app.server.address() as { port: number }).port;
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
