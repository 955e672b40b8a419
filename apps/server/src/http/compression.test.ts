import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { serverRoot } from '../paths.js';
import { openTestDatabase } from '../testing/test-database.js';
import { negotiateEncoding } from './compression.js';

type InjectResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

const zaatar = demoBrandIds.zaatarHouse;
const precompressScript = join(serverRoot, '..', '..', 'scripts', 'precompress.mjs');
/** A script large enough to compress, as Vite would name it. */
const script = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ index, name: `dish ${index}` })))};\n`;
const indexHtml = (app: string) =>
  `<!doctype html><html lang="en" dir="ltr"><head><title>Order direct</title>` +
  `<script type="module" src="/static/${app}/assets/index-Bx7_k2Qa.js"></script>` +
  `<style>${'.c{color:red}'.repeat(200)}</style></head><body data-app="${app}"></body></html>`;

const ENCODINGS = [
  { accept: 'br, gzip', expected: 'br' },
  { accept: 'gzip', expected: 'gzip' },
  { accept: undefined, expected: undefined },
  { accept: 'identity', expected: undefined },
] as const;

/** The answer's bytes, decoded as its Content-Encoding says. */
function decoded(response: InjectResponse): string {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  expect(encoding).toBeUndefined();
  return raw.toString();
}

function expectSecurityHeaders(response: InjectResponse): void {
  expect(response.headers['content-security-policy']).toBeTruthy();
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('negotiateEncoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0 and the wildcard', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBeUndefined();
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describe('compressed answers', () => {
  let database: Database;
  let app: FastifyInstance;
  let services: AppServices;
  let appsDir: string;

  beforeAll(async () => {
    appsDir = mkdtempSync(join(tmpdir(), 'apps-'));
    for (const name of ['storefront', 'dine-in', 'payment-link', 'business-card']) {
      const dist = join(appsDir, name, 'dist');
      mkdirSync(join(dist, 'assets'), { recursive: true });
      writeFileSync(join(dist, 'index.html'), indexHtml(name));
      writeFileSync(join(dist, 'assets', 'index-Bx7_k2Qa.js'), script);
      writeFileSync(join(dist, 'assets', 'tiny-Cc01aZ9x.js'), 'export {};\n');
      execFileSync(process.execPath, [precompressScript, dist]);
    }
    database = await openTestDatabase('pglite');
    ({ app, services } = await buildApp({ database, appsDir }));
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  const menu = (headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/menus/get-pickup-store-menu?app_version=26&app_name=storefront',
      headers: { host: 'localhost', ...headers },
      payload: { brandId: zaatar, storeId: storeIdOf },
    });
  let storeIdOf = '';

  it('precompresses each built file over 1 KB next to it, brotli and gzip, and leaves small ones', () => {
    const assets = join(appsDir, 'storefront', 'dist', 'assets');
    expect(brotliDecompressSync(readFileSync(join(assets, 'index-Bx7_k2Qa.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(assets, 'index-Bx7_k2Qa.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(assets, 'tiny-Cc01aZ9x.js.br'))).toBe(false);
  });

  it('answers a read call (the store menu) in brotli, gzip or plain JSON per Accept-Encoding', async () => {
    const stores = await app.inject({
      method: 'POST',
      url: '/api/v1/store/get-stores-for-pickup?app_version=26&app_name=storefront',
      headers: { host: 'localhost' },
      payload: { brandId: zaatar },
    });
    storeIdOf = (stores.json() as { stores: { _id: string }[] }).stores[0]!._id;
    const plain = await menu();
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);
    for (const { accept, expected } of ENCODINGS) {
      const response = await menu(accept ? { 'accept-encoding': accept } : {});
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(decoded(response)).toBe(plain.body);
      expectSecurityHeaders(response);
      if (expected) expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    }
  });

  it('gives each form its own strong ETag, and answers 304 to any of them', async () => {
    // The smallest brotli form replaces the quick one the first request got, off the request path.
    await services.answers.idle();
    const forms = await Promise.all(
      ENCODINGS.map(({ accept }) => menu(accept ? { 'accept-encoding': accept } : {})),
    );
    const [br, gzip, plain] = forms.map((response) => String(response.headers.etag));
    expect(plain).toMatch(/^"[\w-]{43}"$/);
    expect(br).toBe(plain!.replace(/"$/, '-br"'));
    expect(gzip).toBe(plain!.replace(/"$/, '-gzip"'));
    for (const tag of [br, gzip, plain, `W/${plain}`, `"other", ${br}`]) {
      const again = await menu({ 'accept-encoding': 'br, gzip', 'if-none-match': tag! });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(br);
    }
    expect((await menu({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers the first brotli read quickly, then serves the smaller form; a client holding either has the answer', async () => {
    services.catalogue.invalidate();
    const first = await menu({ 'accept-encoding': 'br' });
    const quickTag = String(first.headers.etag);
    expect(quickTag).toMatch(/^"[\w-]{43}-br-quick"$/);
    await services.answers.idle();
    const later = await menu({ 'accept-encoding': 'br' });
    const bestTag = String(later.headers.etag);
    expect(bestTag).toBe(quickTag.replace('-br-quick"', '-br"'));
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(decoded(later)).toBe(decoded(first));
    for (const tag of [quickTag, bestTag]) {
      const again = await menu({ 'accept-encoding': 'br', 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(bestTag);
    }
    // Another answer's tags, even with the same suffix, are not this one's.
    expect((await menu({ 'if-none-match': `"${'x'.repeat(43)}-br"` })).statusCode).toBe(200);
  });

  it('compresses a page (its nonce differs on every answer) and keeps its security headers', async () => {
    for (const { accept, expected } of ENCODINGS) {
      const response = await app.inject({
        method: 'GET',
        url: '/zaatar-house',
        headers: { host: 'localhost', ...(accept && { 'accept-encoding': accept }) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['content-security-policy']).toMatch(/'nonce-/);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoded(response)).toContain('data-app="storefront"');
      expectSecurityHeaders(response);
    }
  });

  it('serves a built asset from its precompressed file, immutable; a small one as it is', async () => {
    for (const { accept, expected } of ENCODINGS) {
      const response = await app.inject({
        method: 'GET',
        url: '/static/storefront/assets/index-Bx7_k2Qa.js',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(response)).toBe(script);
      expectSecurityHeaders(response);
    }
    const tiny = await app.inject({
      method: 'GET',
      url: '/static/storefront/assets/tiny-Cc01aZ9x.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};\n');
    const index = await app.inject({ method: 'GET', url: '/static/storefront/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('compresses files that have no precompressed form on the fly (translations)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/i18n/common/ar.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    if (response.headers['content-encoding']) {
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(() => JSON.parse(decoded(response))).not.toThrow();
    } else {
      expect(response.rawPayload.length).toBeLessThan(1024);
    }
  });
});
