/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { networkFirstPage, rememberOpenPages } from './pages.js';

/**
 * The product's service worker (one for every app, at the root). Built with Workbox into the
 * storefront's dist/sw.js; the server serves it at /sw.js under the build stamps that new-build
 * detection reads (apps/server/src/pages/service-worker.ts) and the list of the API's read calls.
 *
 * - The storefront's hashed files are precached on install (the app shell); a new release's
 *   worker waits until the page lets it take over ('get latest version', or at once when the page
 *   is already that release), and then drops the old precache.
 * - Pages: network first (a reload online always gets the live page); offline, the last page of
 *   the same app and brand (./pages.ts). Other hashed files cache first, texts and media
 *   stale-while-revalidate.
 * - The API's read calls (menus, brand, stores; most are POSTs) go to the network first; their last
 *   answers are kept per URL, body and sign-in, so the last menu viewed is readable offline.
 */

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  /** [method, route] of each read call, e.g. ['POST', '/api/v1/menus/get-pickup-store-menu']; set by the server. */
  __STOREFRONT_READS?: [string, string][];
};

const READS_CACHE = 'storefront-reads';
const MAX_READS = 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Taking over the open pages, and keeping their app shells: the page that installed the worker
// loaded before it, so its shell would otherwise be missing offline.
self.addEventListener('activate', (event) =>
  event.waitUntil(self.clients.claim().then(() => rememberOpenPages(self.clients))),
);
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'skip-waiting') void self.skipWaiting();
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/api/'),
  networkFirstPage,
);
registerRoute(
  ({ url }) => sameOrigin(url) && /^\/static\/[\w-]+\/assets\//.test(url.pathname),
  new CacheFirst({ cacheName: 'storefront-assets', plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && /^\/(assets\/i18n|static\/media)\//.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'storefront-files',
    plugins: [new ExpirationPlugin({ maxEntries: 200 })],
  }),
);

/** '/api/v1/brand/{id}'-style routes (`:id`) as patterns. */
const reads = (self.__STOREFRONT_READS ?? []).map(([method, route]) => ({
  method,
  pattern: new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[\w-]+/g, '[^/]+')}$`),
}));

/** A GET request standing for a read call: its URL plus a digest of its body and sign-in. */
async function cacheKey(request: Request): Promise<Request> {
  const body = request.method === 'GET' ? '' : await request.clone().text();
  const signedIn = request.headers.get('authorization') ?? '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${body}\n${signedIn}`));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const url = new URL(request.url);
  url.searchParams.set('sw-read', hex);
  return new Request(url.href);
}

/** Keeps at most MAX_READS answers, the oldest kept first to go. */
async function trim(cache: Cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_READS)).map((key) => cache.delete(key)));
}

/**
 * Network first for a read call; its last 200 answer when the network fails. Workbox's own
 * strategies key the Cache API by request, which cannot hold a POST: hence this handler.
 */
async function networkFirstRead({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const key = await cacheKey(request);
  try {
    const response = await fetch(request);
    if (response.status === 200) {
      const copy = response.clone();
      event.waitUntil(
        caches.open(READS_CACHE).then(async (cache) => {
          await cache.delete(key);
          await cache.put(key, copy);
          await trim(cache);
        }),
      );
    }
    return response;
  } catch (error) {
    const kept = await caches.open(READS_CACHE).then((cache) => cache.match(key));
    if (kept) return kept;
    throw error;
  }
}

for (const method of ['GET', 'POST'] as const) {
  registerRoute(
    ({ url, request }) =>
      sameOrigin(url) &&
      reads.some((read) => read.method === request.method && read.pattern.test(url.pathname)),
    networkFirstRead,
    method,
  );
}
