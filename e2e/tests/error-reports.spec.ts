import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, startProduct, test } from '../fixtures/product.js';

// With a browser DSN the page loads Sentry after its first view and reports a crash to
// it, filed under the page's build, with the phone number hashed; the page's policy lets exactly
// that through (the fixture fails the journey on any CSP violation). The collector is a stand-in
// for Sentry's ingest on loopback: nothing leaves the machine.

interface Envelope {
  header: Record<string, unknown>;
  items: Record<string, unknown>[];
  raw: string;
}

async function startCollector(): Promise<{ server: Server; dsn: string; envelopes: Envelope[] }> {
  const envelopes: Envelope[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' })
        .end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const lines = raw.split('\n').filter((line) => line.startsWith('{'));
      const parsed = lines.map((line) => {
        try {
          return JSON.parse(line) as Record<string, unknown>;
        } catch {
          return {};
        }
      });
      envelopes.push({ header: parsed[0] ?? {}, items: parsed.slice(1), raw });
      response.writeHead(200, { 'access-control-allow-origin': '*' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, dsn: `http://publickey@127.0.0.1:${port}/5`, envelopes };
}

test('a crash on a brand page reaches the error reports, hashed and filed under the build (en)', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const collector = await startCollector();
  const product = await startProduct({ env: { SENTRY_BROWSER_DSN: collector.dsn } });
  try {
    await page.goto(`${product.origin}/zaatar-house`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zaatar House');
    const build = await page.locator('meta[name="storefront-build"]').getAttribute('content');
    // The page load's trace arrives once Sentry has loaded (after the first view).
    await expect.poll(() => collector.envelopes.length, { timeout: 60_000 }).toBeGreaterThan(0);

    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Basket sync failed for +971501234567');
      });
    });
    const crash = () =>
      collector.envelopes.find((envelope) => envelope.items.some((item) => 'exception' in item));
    await expect.poll(() => Boolean(crash()), { timeout: 60_000 }).toBe(true);
    const event = crash()!.items.find((item) => 'exception' in item)!;
    expect(event['release']).toBe(build);
    const hash = createHash('sha256').update('+971501234567').digest('hex');
    expect(JSON.stringify(event)).toContain(`Basket sync failed for [phone:${hash}]`);
    expect(collector.envelopes.map((envelope) => envelope.raw).join('\n')).not.toContain('501234567');
  } finally {
    await product.stop();
    await new Promise((resolve) => collector.server.close(resolve));
  }
});
