import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/database.js';
import { brands, type IntegrationRow } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { openTestDatabase } from '../testing/test-database.js';
import { API_HEADERS, API_POLICY, pageDirectives, policyHeader } from './security-headers.js';

/** The policy's directives by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('page policies follow the brand’s integrations (issue 18)', () => {
  let database: Database;
  let app: FastifyInstance;
  let appsDir: string;
  const page = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(answer.statusCode).toBe(200);
    const policy = String(answer.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
    return { answer, policy: policy.replace(nonce, 'N'), parts: directives(policy.replace(nonce, 'N')) };
  };

  beforeAll(async () => {
    appsDir = mkdtempSync(join(tmpdir(), 'apps-'));
    mkdirSync(join(appsDir, 'storefront', 'dist'), { recursive: true });
    writeFileSync(
      join(appsDir, 'storefront', 'dist', 'index.html'),
      '<html><head></head><body></body></html>',
    );
    database = await openTestDatabase('pglite');
    // Karak Corner gets every kind of third party: Stripe, a maps key, and pixels (one incomplete).
    await database.db
      .update(brands)
      .set({
        activeIntegrations: [
          { name: 'stripe', isActive: true, category: 'PAYMENT', metaData: { publishableKey: 'pk_test_1' } },
          { name: 'googleMaps', isActive: true, category: 'DELIVERY', metaData: { apiKey: 'AIza-test' } },
          { name: 'facebookPixel', isActive: true, category: 'TRACKING', metaData: { pixelId: '1234' } },
          { name: 'tiktokPixel', isActive: true, category: 'TRACKING', metaData: { pixelId: 'C5' } },
          { name: 'snapchatPixel', isActive: true, category: 'TRACKING', metaData: { pixelId: '' } },
          {
            name: 'googleAnalytics',
            isActive: false,
            category: 'TRACKING',
            metaData: { measurementId: 'G-1' },
          },
        ],
      })
      .where(eq(brands.id, demoBrandIds.karakCorner));
    ({ app } = await buildApp({
      database,
      appsDir,
      buildId: 'release-42',
      browserErrorReports: { dsn: 'https://public@errors.example.com/7', environment: 'test' },
    }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  it('gives a brand without third parties the minimal policy', async () => {
    // Dates & Co pays through Telr's hosted page only: nothing of another origin runs in its pages.
    const { policy } = await page('/dates-and-co');
    expect(policy).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-N'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        "connect-src 'self' https://errors.example.com",
        "frame-src 'none'",
        "worker-src 'self' blob:",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join(';'),
    );
  });

  it("allows an active pixel's, the maps' and Stripe's origins, and nothing of an incomplete or inactive one", async () => {
    const { parts, answer } = await page('/karak-corner');
    expect(parts.get('script-src')).toEqual([
      "'self'",
      "'nonce-N'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
      'https://connect.facebook.net',
      'https://analytics.tiktok.com',
    ]);
    expect(parts.get('connect-src')).toEqual([
      "'self'",
      'https://api.stripe.com',
      'https://google.com',
      'https://pay.google.com',
      'https://apple.com',
      'https://maps.googleapis.com',
      'https://places.googleapis.com',
      'https://maps.gstatic.com',
      'https://www.facebook.com',
      'https://connect.facebook.net',
      'https://analytics.tiktok.com',
      'https://errors.example.com',
    ]);
    expect(parts.get('frame-src')).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(parts.get('font-src')).toEqual(["'self'", 'data:', 'https://fonts.gstatic.com']);
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).not.toMatch(/sc-static|snapchat|googletagmanager|google-analytics/);
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps the API answers locked down whatever the brand loads', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/branding/get-brand-settings-by-brand-id-for-store-front',
      payload: { brandId: demoBrandIds.karakCorner },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toBe(API_POLICY);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    // Every header helmet writes, on every answer (computed once at start-up, copied per answer).
    for (const [name, value] of Object.entries(API_HEADERS)) expect(answer.headers[name]).toBe(value);
    expect(API_HEADERS).toEqual({
      'content-security-policy': API_POLICY,
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('writes a page policy the way helmet writes it', () => {
    expect(policyHeader({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] })).toBe(
      "default-src 'self';img-src 'self' data:",
    );
  });

  it('hands the page the browser error-report settings with the build id as release', async () => {
    const { answer } = await page('/dates-and-co');
    const bootstrap = JSON.parse(/window\.__BOOTSTRAP__=(.*?)<\/script>/.exec(answer.body)?.[1] ?? '{}');
    expect(bootstrap.errorReports).toEqual({
      dsn: 'https://public@errors.example.com/7',
      environment: 'test',
      release: 'release-42',
    });
  });
});

describe('the open map’s tiles in img-src', () => {
  const tiles = (url: string, isActive = true): IntegrationRow => ({
    name: 'mapTiles',
    isActive,
    category: 'DELIVERY',
    metaData: { url, attribution: '© Tiles', maxZoom: '18' },
  });
  const imgSrc = (integrations: readonly IntegrationRow[]) =>
    pageDirectives('N', { integrations })['img-src'];
  const BASE_IMG_SRC = ["'self'", 'data:', 'blob:', 'https:'];

  it('names an http tile server’s origin (https: does not cover it)', () => {
    expect(imgSrc([tiles('http://tiles.lan:8080/osm/{z}/{x}/{y}.png')])).toEqual([
      ...BASE_IMG_SRC,
      'http://tiles.lan:8080',
    ]);
    // Only the brand's first active entry is its source (mapTileSource).
    expect(
      imgSrc([tiles('http://tiles.lan:8080/{z}/{x}/{y}.png'), tiles('http://other.lan/{z}/{x}/{y}.png')]),
    ).toEqual([...BASE_IMG_SRC, 'http://tiles.lan:8080']);
  });

  it('adds nothing for an https tile server: https: already allows it', () => {
    expect(imgSrc([tiles('https://tile.openstreetmap.org/{z}/{x}/{y}.png')])).toEqual(BASE_IMG_SRC);
    expect(imgSrc([tiles('https://tiles.example.com:8443/{z}/{x}/{y}.png')])).toEqual(BASE_IMG_SRC);
  });

  it('adds nothing for a switched-off entry, a template without {z}/{x}/{y} or another scheme', () => {
    expect(imgSrc([tiles('http://tiles.lan:8080/{z}/{x}/{y}.png', false)])).toEqual(BASE_IMG_SRC);
    expect(imgSrc([tiles('http://tiles.lan:8080/tile.png')])).toEqual(BASE_IMG_SRC);
    expect(imgSrc([tiles('ftp://tiles.lan/{z}/{x}/{y}.png')])).toEqual(BASE_IMG_SRC);
  });

  it('touches no other directive', () => {
    const plain = pageDirectives('N', { integrations: [] });
    const { 'img-src': _img, ...rest } = pageDirectives('N', {
      integrations: [tiles('http://tiles.lan:8080/{z}/{x}/{y}.png')],
    });
    const { 'img-src': _plainImg, ...plainRest } = plain;
    expect(rest).toEqual(plainRest);
  });

  describe('a deployment whose tiles come from an http server', () => {
    let database: Database;
    let app: FastifyInstance;
    let appsDir: string;
    const imgSrcOf = async (url: string) => {
      const answer = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(answer.statusCode).toBe(200);
      return directives(String(answer.headers['content-security-policy'])).get('img-src');
    };

    beforeAll(async () => {
      appsDir = mkdtempSync(join(tmpdir(), 'apps-'));
      mkdirSync(join(appsDir, 'storefront', 'dist'), { recursive: true });
      writeFileSync(
        join(appsDir, 'storefront', 'dist', 'index.html'),
        '<html><head></head><body></body></html>',
      );
      database = await openTestDatabase('pglite');
      // Karak Corner names its own https tiles; Zaatar House switched the open map off.
      await database.db
        .update(brands)
        .set({ activeIntegrations: [tiles('https://tiles.example.com/{z}/{x}/{y}.png')] })
        .where(eq(brands.id, demoBrandIds.karakCorner));
      await database.db
        .update(brands)
        .set({ activeIntegrations: [tiles('https://tiles.example.com/{z}/{x}/{y}.png', false)] })
        .where(eq(brands.id, demoBrandIds.zaatarHouse));
      ({ app } = await buildApp({
        database,
        appsDir,
        mapTiles: { url: 'http://tiles.lan:8080/{z}/{x}/{y}.png', attribution: '© LAN tiles', maxZoom: 18 },
      }));
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
      rmSync(appsDir, { recursive: true, force: true });
    });

    it('names its origin in the pages of a brand without tiles of its own', async () => {
      expect(await imgSrcOf('/dates-and-co')).toEqual([...BASE_IMG_SRC, 'http://tiles.lan:8080']);
    });

    it('does not name it for a brand with its own https tiles, nor for one that switched the map off', async () => {
      expect(await imgSrcOf('/karak-corner')).toEqual(BASE_IMG_SRC);
      expect(await imgSrcOf('/zaatar-house')).toEqual(BASE_IMG_SRC);
    });
  });
});
