/// <reference lib="webworker" />
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';

/**
 * Pages offline. Every page of one app for one brand is the same document (the app's index.html
 * with the brand bootstrap), so the worker keeps one per app and brand: the server names it in the
 * `storefront-page` header (`{app} {basePath}`, e.g. `storefront /zaatar-house`, or `storefront`
 * on the brand's own domain). Offline, a page is answered with the kept page of its app and brand;
 * the app's router then shows the route. Its policy header and nonce travel with it.
 */
const PAGES_CACHE = 'storefront-pages';
const SHELL_PREFIX = '/__page-shell__/';

/** Which app serves a path below the brand's prefix (as apps/server/src/pages/resolve-page.ts). */
function appFor(rest: string): string {
  if (rest === '/dine-in' || rest.startsWith('/dine-in/')) return 'dine-in';
  if (rest.startsWith('/payment-link/')) return 'payment-link';
  if (rest === '/operator' || rest.startsWith('/operator/')) return 'operator';
  return 'storefront';
}

function shellKey(origin: string, header: string): string | null {
  const [app, basePath = ''] = header.trim().split(' ');
  if (!app || !/^[\w-]+$/.test(app) || (basePath && !basePath.startsWith('/'))) return null;
  return `${origin}${SHELL_PREFIX}${app}${basePath}`;
}

async function keep(response: Response, origin: string): Promise<void> {
  const header = response.headers.get('storefront-page');
  const key = header && response.status === 200 ? shellKey(origin, header) : null;
  if (key) await caches.open(PAGES_CACHE).then((cache) => cache.put(key, response));
}

/** The kept page for `url`: the app and brand whose prefix is the longest that holds the path. */
async function keptPage(url: URL): Promise<Response | undefined> {
  const cache = await caches.open(PAGES_CACHE);
  let best: { request: Request; length: number } | undefined;
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname.slice(SHELL_PREFIX.length);
    const slash = path.indexOf('/');
    const app = slash < 0 ? path : path.slice(0, slash);
    const basePath = slash < 0 ? '' : path.slice(slash);
    const inside = url.pathname === basePath || url.pathname.startsWith(`${basePath}/`) || basePath === '';
    if (!inside || appFor(url.pathname.slice(basePath.length)) !== app) continue;
    if (!best || basePath.length > best.length) best = { request, length: basePath.length };
  }
  return best && cache.match(best.request);
}

/** Network first for a page; offline, the kept page of its app and brand. */
export async function networkFirstPage({
  request,
  event,
  url,
}: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const response = await fetch(request);
    event.waitUntil(keep(response.clone(), url.origin));
    return response;
  } catch (error) {
    const kept = await keptPage(url);
    if (kept) return kept;
    throw error;
  }
}

/** Keeps the pages open when the worker takes over (loaded before it existed). */
export async function rememberOpenPages(clients: Clients): Promise<void> {
  const windows = await clients.matchAll({ type: 'window' });
  await Promise.all(
    windows.map(async (client) => {
      const url = new URL(client.url);
      if (url.origin !== self.location.origin) return;
      const response = await fetch(url.href, { credentials: 'same-origin' }).catch(() => null);
      if (response) await keep(response, url.origin);
    }),
  );
}
