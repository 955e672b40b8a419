import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageBootstrap } from '@storefront/contract';
import { formatAed } from '@storefront/i18n';
import { fils } from '@storefront/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { openTestDatabase } from '../testing/test-database.js';
import { demoBrandLinks, renderPage, scriptSafeJson } from './render-page.js';
import { resolvePage } from './resolve-page.js';
import { appStamps, buildStamp, serviceWorkerScript } from './service-worker.js';

/** Stands in for the storefront's Workbox build (apps/storefront/service-worker). */
const builtWorker = `self.addEventListener('message', (event) => event.data.type === 'skip-waiting' && self.skipWaiting());\n`;
const indexHtml = (app: string) =>
  `<!doctype html><html lang="en" dir="ltr"><head><title>Order direct</title></head><body data-app="${app}"><div id="root"></div></body></html>`;

describe('pages', () => {
  let database: Database;
  let app: FastifyInstance;
  let services: AppServices;
  let appsDir: string;

  beforeAll(async () => {
    appsDir = mkdtempSync(join(tmpdir(), 'apps-'));
    for (const name of ['storefront', 'dine-in', 'payment-link', 'business-card', 'operator']) {
      mkdirSync(join(appsDir, name, 'dist'), { recursive: true });
      writeFileSync(join(appsDir, name, 'dist', 'index.html'), indexHtml(name));
      writeFileSync(join(appsDir, name, 'dist', 'app.js'), 'console.log(1)');
    }
    writeFileSync(join(appsDir, 'storefront', 'dist', 'sw.js'), builtWorker);
    // The storefront's build manifest: the store page is a chunk of its own, as Vite builds it.
    mkdirSync(join(appsDir, 'storefront', 'dist', '.vite'));
    writeFileSync(
      join(appsDir, 'storefront', 'dist', '.vite', 'manifest.json'),
      JSON.stringify({
        '../../packages/features/src/menu/store-page.tsx': {
          file: 'assets/store-page-Cwu0yJ4X.js',
          imports: ['_menu-item-card-DC7q3plI.js'],
        },
        '_menu-item-card-DC7q3plI.js': { file: 'assets/menu-item-card-DC7q3plI.js' },
      }),
    );
    database = await openTestDatabase('pglite');
    ({ app, services } = await buildApp({ database, appsDir }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  describe('service worker (new-build detection)', () => {
    it('is served at the root, uncached, allowed to control every path, stamped with the build', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: { host: 'zaatar.localhost' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['service-worker-allowed']).toBe('/');
      const stamps = {
        storefront: buildStamp(indexHtml('storefront')),
        'dine-in': buildStamp(indexHtml('dine-in')),
        'payment-link': buildStamp(indexHtml('payment-link')),
        'business-card': buildStamp(indexHtml('business-card')),
        operator: buildStamp(indexHtml('operator')),
      };
      expect(response.body.startsWith(serviceWorkerScript(stamps).split('\n').slice(0, 6).join('\n'))).toBe(
        true,
      );
      expect(response.body).toContain(`// app dine-in ${stamps['dine-in']}\n`);
      // Every app's pages carry their own app's stamp, so an open page can tell whether it is stale.
      const page = await app.inject({ method: 'GET', url: '/zaatar-house', headers: { host: 'localhost' } });
      expect(page.body).toContain(`<meta name="storefront-build" content="${stamps.storefront}">`);
      const card = await app.inject({ method: 'GET', url: '/business-card', headers: { host: 'localhost' } });
      expect(card.body).toContain(`<meta name="storefront-build" content="${stamps['business-card']}">`);
      expect(response.body).toContain('self.skipWaiting()');
    });

    it("is the storefront's Workbox build, told the API's read calls, and may fetch from its origin only", async () => {
      const response = await app.inject({ method: 'GET', url: '/sw.js', headers: { host: 'localhost' } });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none';connect-src 'self';frame-ancestors 'none';base-uri 'none'",
      );
      const reads = /^self\.__STOREFRONT_READS = (.+);$/m.exec(response.body)?.[1];
      const routes = JSON.parse(reads ?? '[]') as [string, string][];
      // The menus the store page reads (spec section 7), and no call that writes.
      expect(routes).toContainEqual(['POST', '/api/v1/menus/get-delivery-store-menu-v2']);
      expect(routes).toContainEqual(['POST', '/api/v1/menus/get-pickup-store-menu']);
      expect(
        routes.map(([, route]) => route).filter((route) => /order|login|otp|payment/i.test(route)),
      ).toEqual([]);
      expect(response.body.endsWith(builtWorker)).toBe(true);
    });

    it("changes the worker when any app changes, and only that app's stamp", () => {
      const apps = ['storefront', 'dine-in', 'payment-link', 'business-card', 'operator'] as const;
      const pages = new Map(apps.map((app) => [app, indexHtml(app)]));
      const before = appStamps(apps, pages);
      const after = appStamps(
        apps,
        new Map([...pages, ['dine-in', '<script src="/static/dine-in/assets/index-C2.js">']]),
      );
      expect(after['dine-in']).not.toBe(before['dine-in']);
      expect(after.storefront).toBe(before.storefront);
      const first = (script: string) => script.split('\n')[0];
      expect(first(serviceWorkerScript(after))).not.toBe(first(serviceWorkerScript(before)));
      expect(serviceWorkerScript(appStamps(apps, pages))).toBe(serviceWorkerScript(before));
      // A release id stamps every app with that release.
      const released = appStamps(apps, pages, 'release-2026-11-25');
      expect(new Set(Object.values(released)).size).toBe(1);
    });
  });

  describe('resolvePage', () => {
    it('finds a brand by its custom domain, without a path prefix, ignoring the port', async () => {
      const target = await resolvePage('Zaatar.localhost:3000', '/store/basket', services.brands);
      expect(target).toMatchObject({ app: 'storefront', basePath: '' });
      expect(target.brand?.brand._id).toBe(demoBrandIds.zaatarHouse);
    });

    it('finds a brand by the first path segment on the shared domain', async () => {
      const target = await resolvePage('localhost:3000', '/karak-corner/store/store-detail', services.brands);
      expect(target).toMatchObject({ app: 'storefront', basePath: '/karak-corner' });
      expect(target.brand?.brand._id).toBe(demoBrandIds.karakCorner);
    });

    it.each([
      ['/zaatar-house/dine-in', 'dine-in'],
      ['/zaatar-house/dine-in/paylater', 'dine-in'],
      ['/zaatar-house/payment-link/abc123', 'payment-link'],
      ['/gulf-kitchens/card', 'business-card'],
      ['/business-card', 'business-card'],
      ['/businesscard', 'business-card'],
      ['/zaatar-house/dine-inn', 'storefront'],
      ['/zaatar-house/operator', 'operator'],
      ['/zaatar-house/operators', 'storefront'],
    ])('sends %s to the %s app', async (path, expected) => {
      expect((await resolvePage('localhost', path, services.brands)).app).toBe(expected);
    });

    it('reads the business-card slug', async () => {
      expect(await resolvePage('localhost', '/gulf-kitchens/card', services.brands)).toMatchObject({
        slug: 'gulf-kitchens',
        brand: undefined,
      });
    });

    it('finds no brand for an unknown name or the bare root', async () => {
      expect((await resolvePage('localhost', '/nobody', services.brands)).brand).toBeUndefined();
      expect((await resolvePage('localhost', '/', services.brands)).brand).toBeUndefined();
    });
  });

  describe('serving pages', () => {
    it('answers a brand page with the brandid header and the inlined bootstrap', async () => {
      const response = await app.inject({
        url: '/zaatar-house/store/store-detail',
        headers: { host: 'localhost' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers.brandid).toBe(demoBrandIds.zaatarHouse);
      expect(response.body).toContain('window.__BOOTSTRAP__=');
      expect(response.body).toContain('"basePath":"/zaatar-house"');
      expect(response.body).toContain('<title>Order direct from Zaatar House || ');
      expect(response.body).toContain('data-app="storefront"');
    });

    it("announces the store page's own chunks on the store page only", async () => {
      const links = (html: string) =>
        [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)">/g)].map((m) => m[1]);
      const english = await app.inject({
        url: '/zaatar-house/store/store-detail',
        headers: { host: 'localhost' },
      });
      expect(links(english.body)).toEqual([
        '/static/storefront/assets/store-page-Cwu0yJ4X.js',
        '/static/storefront/assets/menu-item-card-DC7q3plI.js',
      ]);
      // Low priority: the page's own script and its banner come first.
      expect(english.body).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href=');
      const home = await app.inject({ url: '/zaatar-house', headers: { host: 'localhost' } });
      expect(links(home.body)).toEqual([]);
      // An app built without a manifest (dine-in here) announces nothing.
      const dineIn = await app.inject({
        url: '/zaatar-house/dine-in?store-id=6650a1e0c0ffee1000000001&service-type=dine-in&table-number=7',
        headers: { host: 'localhost' },
      });
      expect(links(dineIn.body)).toEqual([]);
    });

    it('serves the custom domain with an empty base path', async () => {
      const response = await app.inject({ url: '/', headers: { host: 'zaatar.localhost:3000' } });
      expect(response.headers.brandid).toBe(demoBrandIds.zaatarHouse);
      expect(response.body).toContain('"basePath":""');
    });

    it('answers an unknown brand with 404 and the storefront (its not-found view), never a crash', async () => {
      const response = await app.inject({ url: '/no-such-brand', headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers.brandid).toBeUndefined();
      expect(response.body).toContain('"brand":null');
    });

    it('lists the demo brands on the shared domain root outside production, and only there', async () => {
      const root = await app.inject({ url: '/', headers: { host: 'localhost:3000' } });
      // A page of its own (the demo list), not a missing one (report D33).
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain(
        '{"name":{"en":"Zaatar House","ar":"بيت الزعتر"},"path":"/zaatar-house","customDomain":"zaatar.localhost"}',
      );
      expect(root.body).toContain('"path":"/dates-and-co"');
      const unknown = await app.inject({ url: '/no-such-brand', headers: { host: 'localhost' } });
      expect(unknown.body).not.toContain('demoBrands');
      const brand = await app.inject({ url: '/', headers: { host: 'zaatar.localhost:3000' } });
      expect(brand.body).not.toContain('demoBrands');
    });

    it('serves the dine-in app for dine-in paths', async () => {
      const response = await app.inject({
        url: '/zaatar-house/dine-in?store-id=x',
        headers: { host: 'localhost' },
      });
      expect(response.body).toContain('data-app="dine-in"');
    });
  });

  describe('business-card pages', () => {
    const ldJson = (html: string) =>
      JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
        '@type': string;
        name: string;
        subOrganization: { '@type': string; name: string; url: string; hasMenu: string; telephone: string }[];
      } | null;

    it('inlines the card and reads well when shared: title, description, preview tags, schema.org JSON-LD', async () => {
      const response = await app.inject({ url: '/gulf-kitchens/card', headers: { host: 'localhost:3000' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Gulf Kitchens Group</title>');
      expect(response.body).toContain('<meta property="og:title" content="Gulf Kitchens Group">');
      expect(response.body).toMatch(
        /<meta name="description" content="Order direct from Zaatar House, [^"]+\.">/,
      );
      expect(response.body).toMatch(
        /<meta property="og:image" content="http:\/\/localhost:3000\/static\/media\/[^"]+">/,
      );
      expect(response.body).toMatch(/<link rel="icon" href="\/static\/media\/[^"]+">/);
      const data = ldJson(response.body);
      expect(data?.['@type']).toBe('Organization');
      expect(data?.name).toBe('Gulf Kitchens Group');
      expect(data?.subOrganization.map((brand) => brand['@type'])).toEqual(
        data?.subOrganization.map(() => 'FoodEstablishment'),
      );
      expect(data?.subOrganization[0]).toMatchObject({
        name: 'Zaatar House',
        url: 'http://localhost:3000/zaatar-house',
        hasMenu: 'http://localhost:3000/zaatar-house/store/store-detail',
      });
      const bootstrap = /window\.__BOOTSTRAP__=(.*?)<\/script>/.exec(response.body)?.[1] ?? '';
      expect(JSON.parse(bootstrap)).toMatchObject({
        app: 'business-card',
        slug: 'gulf-kitchens',
        businessCard: { slug: 'gulf-kitchens', title: { en: 'Gulf Kitchens Group' } },
      });
    });

    it('serves the same card on /business-card?slug=', async () => {
      const response = await app.inject({
        url: '/business-card?slug=gulf-kitchens',
        headers: { host: 'localhost' },
      });
      expect(response.statusCode).toBe(200);
      expect(ldJson(response.body)?.name).toBe('Gulf Kitchens Group');
    });

    it('answers 404 with the app (which says so) for an unknown card, and no card tags', async () => {
      for (const url of ['/nobody-here/card', '/business-card', '/businesscard?slug=NOT%20A%20SLUG']) {
        const response = await app.inject({ url, headers: { host: 'localhost' } });
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain('data-app="business-card"');
        expect(response.body).not.toContain('application/ld+json');
        expect(response.body).toContain('"businessCard":null');
      }
    });
  });

  describe('translation files', () => {
    it('serves a namespace in Arabic, and falls back to English for an unknown language', async () => {
      const ar = await app.inject({ url: '/assets/i18n/common/ar.json' });
      expect(ar.statusCode).toBe(200);
      expect(ar.json<Record<string, unknown>>().refresh).toBe('تحديث');
      const fr = await app.inject({ url: '/assets/i18n/common/fr.json' });
      expect(fr.json<Record<string, unknown>>().refresh).toBe('Refresh');
      expect((await app.inject({ url: '/assets/i18n/..%2F..%2Fpackage/en.json' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/assets/i18n/nothing/en.json' })).statusCode).toBe(404);
    });
  });

  describe('security headers', () => {
    const nonceOf = (policy: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];

    it('gives a page a nonce policy that its inlined bootstrap carries, new on every answer', async () => {
      const page = await app.inject({ method: 'GET', url: '/zaatar-house', headers: { host: 'localhost' } });
      expect(page.statusCode).toBe(200);
      const policy = String(page.headers['content-security-policy']);
      const nonce = nonceOf(policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' https://js.stripe.com`);
      expect(policy).not.toContain("'unsafe-inline' https://js.stripe.com");
      for (const part of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
        expect(policy).toContain(part);
      }
      expect(policy).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
      expect(policy).toMatch(
        /connect-src 'self' https:\/\/api\.stripe\.com https:\/\/google\.com [^;]*https:\/\/apple\.com/,
      );
      expect(page.body).toContain(`<script nonce="${nonce}">window.__BOOTSTRAP__=`);
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['strict-transport-security']).toBeUndefined();
      const again = await app.inject({ method: 'GET', url: '/zaatar-house', headers: { host: 'localhost' } });
      expect(nonceOf(String(again.headers['content-security-policy']))).not.toBe(nonce);
    });

    it("gives the business card's JSON-LD the page's nonce", async () => {
      const card = await app.inject({
        method: 'GET',
        url: '/gulf-kitchens/card',
        headers: { host: 'localhost' },
      });
      const nonce = nonceOf(String(card.headers['content-security-policy']));
      expect(card.body).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
    });

    it('locks down an API answer, an error and a static file', async () => {
      const answers = await Promise.all([
        app.inject({
          method: 'POST',
          url: '/api/v1/branding/get-brand-settings-by-brand-id-for-store-front',
          payload: { brandId: demoBrandIds.zaatarHouse },
        }),
        app.inject({ method: 'GET', url: '/api/v1/no-such-call' }),
        app.inject({ method: 'GET', url: '/static/storefront/app.js' }),
        app.inject({ method: 'GET', url: '/sw.js' }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 200, 200]);
      for (const [index, answer] of answers.entries()) {
        // The service worker alone may fetch (its precache, pages and read calls), from its own origin.
        const connect = index === 3 ? "connect-src 'self';" : '';
        expect(answer.headers['content-security-policy']).toBe(
          `default-src 'none';${connect}frame-ancestors 'none';base-uri 'none'`,
        );
        expect(answer.headers['x-frame-options']).toBe('DENY');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      }
    });

    it('sends HSTS only when the request came over https (as told by a trusted proxy)', async () => {
      // Behind a proxy we trust (TRUSTED_PROXIES), its X-Forwarded-Proto says how the client came.
      const proxied = (await buildApp({ database, appsDir, trustedProxies: ['127.0.0.1'] })).app;
      try {
        const secure = await proxied.inject({
          method: 'GET',
          url: '/zaatar-house',
          headers: { host: 'localhost', 'x-forwarded-proto': 'https' },
        });
        expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        const file = await proxied.inject({
          method: 'GET',
          url: '/static/storefront/app.js',
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(file.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        const plain = await proxied.inject({ method: 'GET', url: '/static/storefront/app.js' });
        expect(plain.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await proxied.close();
      }
      // Without a trusted proxy a client's own X-Forwarded-Proto is not believed.
      const forged = await app.inject({
        method: 'GET',
        url: '/zaatar-house',
        headers: { host: 'localhost', 'x-forwarded-proto': 'https' },
      });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    });

    it("keeps the sandbox gateway page's own policy, which a checkout may frame", async () => {
      const page = await app.inject({ method: 'GET', url: '/sandbox/3ds/pay_unknown' });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
      );
      expect(page.headers['x-frame-options']).toBeUndefined();
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    });
  });

  describe('renderPage', () => {
    it('cannot be broken out of by a brand text holding </script>', () => {
      const json = scriptSafeJson({ tagline: '</script><script>alert(1)</script>' });
      expect(json).not.toContain('</script>');
      expect(JSON.parse(json)).toEqual({ tagline: '</script><script>alert(1)</script>' });
    });

    it('never lists the demo brands in production', () => {
      const root = { app: 'storefront', brand: undefined, basePath: '' } as const;
      expect(renderPage(indexHtml('storefront'), root, { production: true })).not.toContain('demoBrands');
      expect(renderPage(indexHtml('storefront'), root, { production: false })).toContain(
        '"demoBrands":[{"name":{"en":"Zaatar House"',
      );
      expect(demoBrandLinks({ app: 'dine-in', brand: undefined, basePath: '' }, false)).toBeUndefined();
    });

    it('escapes the brand name in the title', async () => {
      const brand = await services.brands.byId(demoBrandIds.datesAndCo);
      const html = renderPage(
        indexHtml('storefront'),
        { app: 'storefront', brand, basePath: '/dates-and-co' },
        { production: false },
      );
      expect(html).toContain('<title>Order direct from Dates &#38; Co || ');
    });
  });

  describe('first view: primed reads and meta description', () => {
    const bootstrapOf = (html: string) => {
      const json = /window\.__BOOTSTRAP__=(.*?)<\/script>/.exec(html)?.[1];
      if (!json) throw new Error('no bootstrap in the page');
      return JSON.parse(json) as PageBootstrap;
    };
    const jumeirah = '6650a1e0c0ffee1000000001';

    it("carries the dine-in home's store menu, equal to the API's answer for the same table", async () => {
      const page = await app.inject({
        method: 'GET',
        url: `/zaatar-house/dine-in?store-id=${jumeirah}&service-type=dine-in&table-number=7`,
        headers: { host: 'localhost' },
      });
      expect(page.statusCode).toBe(200);
      const primed = bootstrapOf(page.body).primedReads?.dineInMenu;
      const api = await app.inject({
        method: 'POST',
        url: '/api/v1/menus/get-dine-in-store-menu?app_version=26&app_name=dine-in',
        headers: { host: 'localhost', 'content-type': 'application/json' },
        payload: { brandId: demoBrandIds.zaatarHouse, storeId: jumeirah, tableNumber: 7, language: 'EN' },
      });
      expect(api.statusCode).toBe(200);
      expect(primed).toEqual({ storeId: jumeirah, tableNumber: 7, menu: api.json<{ data: unknown }>().data });
      expect(bootstrapOf(page.body).primedReads?.readAt).toBeGreaterThan(Date.now() - 60_000);
      expect(primed?.menu.storeInfo._id).toBe(jumeirah);
    });

    it('primes no menu for a link without a table, another app, or a store the brand does not have', async () => {
      const urls = [
        `/zaatar-house/dine-in?store-id=${jumeirah}&service-type=dine-in`,
        `/zaatar-house/dine-in?store-id=${jumeirah}&service-type=dine-in&table-number=0`,
        `/zaatar-house/dine-in?store-id=ffffffffffffffffffffffff&service-type=dine-in&table-number=7`,
        `/zaatar-house?store-id=${jumeirah}&service-type=dine-in&table-number=7`,
      ];
      for (const url of urls) {
        const page = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
        expect(page.statusCode, url).toBe(200);
        expect(bootstrapOf(page.body).primedReads?.dineInMenu, url).toBeUndefined();
      }
    });

    it("carries a visitor's offers on the brand home, store page and dine-in home, the loyalty policy on the last two, and the outlets on the brand home, equal to the API's answers", async () => {
      const call = async <T>(path: string, body: object): Promise<T> => {
        const answer = await app.inject({
          method: 'POST',
          url: `/api/v1${path}?app_version=26&app_name=storefront`,
          headers: { host: 'localhost', 'content-type': 'application/json' },
          payload: { brandId: demoBrandIds.zaatarHouse, ...body },
        });
        expect(answer.statusCode).toBe(200);
        return answer.json<T>();
      };
      const offers = await call<{ discount: { discounts: unknown[]; totalPages: number } }>(
        '/discounts/get-all-active-discounts-v2',
        { page: 1 },
      );
      expect(offers.discount.totalPages).toBe(1);
      expect(offers.discount.discounts.length).toBeGreaterThan(0);
      const stores = await call<{ stores: unknown[] }>('/store/get-stores-for-pickup', {});
      const loyalty = await call<{ data: { isLoyaltyActive: boolean } }>('/loyalty/get-by-brand', {});
      expect(loyalty.data.isLoyaltyActive).toBe(true);
      const read = async (url: string) =>
        bootstrapOf((await app.inject({ method: 'GET', url, headers: { host: 'localhost' } })).body)
          .primedReads;

      const home = await read('/zaatar-house');
      expect(home?.offers).toEqual(offers.discount.discounts);
      expect(home?.pickupStores).toEqual(stores.stores);
      expect(home?.loyalty).toBeUndefined();
      const storePage = await read('/zaatar-house/store/store-detail');
      expect(storePage?.offers).toEqual(offers.discount.discounts);
      expect(storePage?.loyalty).toEqual(loyalty.data);
      expect(storePage?.pickupStores).toBeUndefined();
      const dineIn = await read(
        `/zaatar-house/dine-in?store-id=${jumeirah}&service-type=dine-in&table-number=7`,
      );
      expect(dineIn?.offers).toEqual(offers.discount.discounts);
      expect(dineIn?.dineInMenu?.storeId).toBe(jumeirah);
      expect(dineIn?.loyalty).toEqual(loyalty.data);
      // Other pages read for themselves.
      expect(await read('/zaatar-house/auth/login')).toBeUndefined();
      expect(await read('/zaatar-house/store/basket')).toBeUndefined();
    });

    it("carries a payment link to pay, equal to the API's answer, and shows it in #root in the browser's language", async () => {
      const url = '/zaatar-house/payment-link/PL-ZH-24002';
      const api = await app.inject({
        method: 'POST',
        url: '/api/v1/payment-links/get-payment-link-info-by-cart-id?app_version=26&app_name=payment-link',
        headers: { host: 'localhost', 'content-type': 'application/json' },
        payload: { brandId: demoBrandIds.zaatarHouse, cartId: 'PL-ZH-24002' },
      });
      expect(api.statusCode).toBe(200);
      const link = api.json<{
        data: { amount: number; paymentStatus: string; purposeOfPayment: string; purposeOfPaymentAr: string };
      }>().data;
      expect(link.paymentStatus).toBe('NOT_VERIFIED');
      const english = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(bootstrapOf(english.body).primedReads?.paymentLink).toEqual({ cartId: 'PL-ZH-24002', link });
      const root = (html: string) => /<div id="root">(.*?)<\/div><\/body>/s.exec(html)?.[1] ?? '';
      expect(root(english.body)).toContain('<h1 class="text-2xl font-bold">Payment</h1>');
      expect(root(english.body)).toContain(`>${formatAed(fils(link.amount), 'en')}</span>`);
      expect(root(english.body)).toContain('><bdi>PL-ZH-24002</bdi></dd>');
      const arabic = await app.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost', 'accept-language': 'ar' },
      });
      expect(root(arabic.body)).toContain('>الدفع</h1>');
      expect(root(arabic.body)).toContain(`>${formatAed(fils(link.amount), 'ar')}</span>`);
      // The brand's words in the page's language, each isolated in its own direction: the English
      // purpose on the English page, the Arabic one on the Arabic page (report D31).
      const { purposeOfPayment, purposeOfPaymentAr } = link;
      expect(purposeOfPayment).toMatch(/^[A-Za-z]/);
      expect(purposeOfPaymentAr).toMatch(/^[\u0600-\u06FF]/);
      expect(root(english.body)).toContain(`<bdi>${purposeOfPayment}</bdi>`);
      expect(root(arabic.body)).toContain(`<bdi>${purposeOfPaymentAr}</bdi>`);
      for (const html of [english.body, arabic.body]) {
        expect(root(html)).not.toMatch(/<(a|button|input|select|textarea)\b/);
      }
      // A link no one has: nothing primed, nothing shown before the app says so.
      const unknown = await app.inject({
        method: 'GET',
        url: '/zaatar-house/payment-link/PL-NO-SUCH',
        headers: { host: 'localhost' },
      });
      expect(bootstrapOf(unknown.body).primedReads).toBeUndefined();
      expect(unknown.body).toContain('<div id="root"></div>');
    });

    it("puts the store page's banner in #root, and the dine-in store's name in the browser's language, with nothing to click", async () => {
      const page = (url: string, language = 'en') =>
        app.inject({ method: 'GET', url, headers: { host: 'localhost', 'accept-language': language } });
      const root = (html: string) => /<div id="root">(.*?)<\/div><\/div><\/body>/s.exec(html)?.[1] ?? html;
      const store = await page('/zaatar-house/store/store-detail');
      expect(store.body).toContain(
        '<img src="/static/media/zaatar-house/home.svg" alt="" width="460" height="112" fetchpriority="high"',
      );
      const dineInUrl = `/zaatar-house/dine-in?store-id=${jumeirah}&service-type=dine-in&table-number=7`;
      const english = await page(dineInUrl);
      expect(english.body).toContain('>Zaatar House Jumeirah</span>');
      expect(english.body).toContain('<html lang="en" dir="ltr"');
      const arabic = await page(dineInUrl, 'ar-AE,ar;q=0.9');
      expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
      expect(arabic.body).toContain('>بيت الزعتر - جميرا</span>');
      for (const html of [store.body, english.body, arabic.body]) {
        expect(root(html)).not.toMatch(/<(a|button|input|select|textarea)\b/);
      }
    });

    it("puts the brand home's first content in #root, in the browser's language, with nothing to click", async () => {
      const english = await app.inject({
        method: 'GET',
        url: '/zaatar-house',
        headers: { host: 'localhost' },
      });
      expect(english.body).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
      expect(english.body).toContain('<h1 class="text-2xl font-bold">Zaatar House</h1>');
      const arabic = await app.inject({
        method: 'GET',
        url: '/',
        headers: { host: 'zaatar.localhost', 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' },
      });
      expect(arabic.body).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
      expect(arabic.body).toContain('<h1 class="text-2xl font-bold">بيت الزعتر</h1>');
      // The visitor's own choice (the apps' cookie beside their stored choice) wins over the browser's.
      const chosen = async (cookie: string, acceptLanguage: string) =>
        (
          await app.inject({
            method: 'GET',
            url: '/zaatar-house',
            headers: { host: 'localhost', 'accept-language': acceptLanguage, cookie },
          })
        ).body;
      const arabicChoice = await chosen('theme=dark; storefront.language=ar', 'en-GB,en;q=0.9');
      expect(arabicChoice).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
      expect(arabicChoice).toContain('<h1 class="text-2xl font-bold">بيت الزعتر</h1>');
      expect(await chosen('storefront.language=en', 'ar-AE')).toMatch(
        /^<!doctype html><html lang="en" dir="ltr">/,
      );
      // Anything else in the cookie is not a choice.
      expect(await chosen('storefront.language=fr; other.storefront.language=ar', 'en')).toMatch(
        /^<!doctype html><html lang="en" dir="ltr">/,
      );
      for (const page of [english, arabic]) {
        const content = page.body.slice(page.body.indexOf('<div id="root">'));
        expect(content).not.toMatch(/<(a|button|input|select|textarea)\b/);
        expect(content).toContain('aria-busy="true"');
      }
      // Any other page keeps an empty root: the app renders it.
      const store = await app.inject({
        method: 'GET',
        url: '/zaatar-house/store/store-detail',
        headers: { host: 'localhost' },
      });
      expect(store.body).not.toContain('<h1');
    });

    it("describes a brand's pages with its tagline, escaped", async () => {
      const page = await app.inject({ method: 'GET', url: '/zaatar-house', headers: { host: 'localhost' } });
      const tagline = bootstrapOf(page.body).brand?.setting.taglineEN ?? '';
      expect(tagline).not.toBe('');
      const content = /<meta name="description" content="([^"]*)">/.exec(page.body)?.[1];
      expect(content?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))).toBe(
        tagline,
      );
    });
  });
});

describe('web app manifest', () => {
  let database: Database;
  let app: FastifyInstance;
  let appsDir: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    appsDir = mkdtempSync(join(tmpdir(), 'apps-'));
    mkdirSync(join(appsDir, 'storefront', 'dist'), { recursive: true });
    writeFileSync(join(appsDir, 'storefront', 'dist', 'index.html'), indexHtml('storefront'));
    ({ app } = await buildApp({ database, appsDir }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  it('describes a brand on the shared domain: its name, icons, colour, and its path as start and scope', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/zaatar-house/manifest.webmanifest',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(response.body)).toEqual({
      id: '/zaatar-house/',
      name: 'Zaatar House',
      short_name: 'Zaatar House',
      description: 'Manakish, grills and mezze baked fresh since 1998',
      lang: 'en',
      dir: 'ltr',
      start_url: '/zaatar-house/',
      scope: '/zaatar-house/',
      display: 'standalone',
      theme_color: '#2F6B3A',
      background_color: '#f5f5f4',
      icons: [
        {
          src: '/static/media/zaatar-house/favicon.svg',
          sizes: 'any',
          type: 'image/svg+xml',
          purpose: 'any',
        },
        { src: '/static/media/zaatar-house/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    });
  });

  it('describes a brand on its own domain from the root, in Arabic right-to-left when asked', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/manifest.webmanifest?lang=ar',
      headers: { host: 'zaatar.localhost:3000' },
    });
    expect(JSON.parse(response.body)).toMatchObject({
      name: 'بيت الزعتر',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
    });
  });

  it('is linked from every brand page, and answers 404 where no brand is', async () => {
    const shared = await app.inject({
      method: 'GET',
      url: '/karak-corner/store/store-detail',
      headers: { host: 'localhost' },
    });
    expect(shared.body).toContain('<link rel="manifest" href="/karak-corner/manifest.webmanifest">');
    // The page names its app and brand prefix, for the service worker's offline copy.
    expect(shared.headers['storefront-page']).toBe('storefront /karak-corner');
    const own = await app.inject({
      method: 'GET',
      url: '/store/basket',
      headers: { host: 'zaatar.localhost' },
    });
    expect(own.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(own.headers['storefront-page']).toBe('storefront');
    const none = await Promise.all(
      [
        '/manifest.webmanifest',
        '/no-such-brand/manifest.webmanifest',
        '/zaatar-house/dine-in/manifest.webmanifest',
      ].map((url) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } })),
    );
    expect(none.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
  });
});
