// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_ERROR_MESSAGE } from '@storefront/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_RATES, isGenericError, scrubBrowserReport, startErrorReports } from './error-reports.js';
import { reportError } from './report-error.js';

/** A stand-in for Sentry's ingest on loopback, keeping each envelope's JSON lines. */
async function startCollector(): Promise<{ server: Server; dsn: string; envelopes: unknown[][] }> {
  const envelopes: unknown[][] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const lines = Buffer.concat(chunks).toString('utf8').split('\n');
      envelopes.push(lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as unknown));
      response.writeHead(200, { 'access-control-allow-origin': '*' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, dsn: `http://publickey@127.0.0.1:${port}/3`, envelopes };
}

const sha256 = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

describe('browser error reports', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  beforeAll(async () => {
    collector = await startCollector();
  });
  afterAll(async () => {
    await new Promise((resolve) => collector?.server.close(resolve));
  });

  it('uses the spec’s rates: traces 100%, sessions 10%, on error 100%', () => {
    expect(REPORT_RATES).toEqual({
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('does not count the default message as a reportable error', () => {
    expect(isGenericError(new Error(DEFAULT_ERROR_MESSAGE))).toBe(true);
    expect(isGenericError({ message: 'Something was incorrect.' })).toBe(true);
    expect(isGenericError(new Error('menu failed'))).toBe(false);
  });

  it('sends a caught error, including one from before the SDK arrived, with the release and no personal data', async () => {
    reportError(new Error('early crash for 0501234567'));
    const sentry = await startErrorReports({ dsn: collector.dsn, release: 'build-9c1', environment: 'test' });
    sentry.setExtra('request', { otp: '123456', card: { number: '4242424242424242' } });
    reportError(new Error('card form failed for +971501234567'));
    reportError(new Error(DEFAULT_ERROR_MESSAGE));
    expect(await sentry.flush(5000)).toBe(true);
    const events = collector.envelopes
      .flat()
      .filter((item): item is { exception: { values: { value: string }[] }; release: string } =>
        Boolean(item && typeof item === 'object' && 'exception' in item),
      );
    expect(events.map((event) => event.exception.values[0]?.value).sort()).toEqual(
      [
        `card form failed for [phone:${await sha256('+971501234567')}]`,
        `early crash for [phone:${await sha256('0501234567')}]`,
      ].sort(),
    );
    expect(events.every((event) => event.release === 'build-9c1')).toBe(true);
    const sent = JSON.stringify(collector.envelopes);
    expect(sent).not.toMatch(/501234567|123456|4242424242424242/);
    expect(sent).not.toContain(DEFAULT_ERROR_MESSAGE);
  });

  it('scrubs bodies, cookies and query strings from a report', async () => {
    const clean = await scrubBrowserReport({
      request: {
        url: 'https://x.example/checkout?phone=%2B971501234567',
        data: '{"otp":"1"}',
        cookies: 'a=b',
      },
      user: { ip_address: '10.0.0.1', id: 'u1' },
    });
    expect(clean).toEqual({ request: { url: 'https://x.example/checkout' }, user: { id: 'u1' } });
  });
});
