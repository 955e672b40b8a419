import { createHash } from 'node:crypto';
import type { AppName } from './resolve-page.js';

/** The 16-hex-digit stamp of a release id or of the built index.html. */
export function buildStamp(build: string | undefined): string {
  return createHash('sha256')
    .update(build ?? 'not built')
    .digest('hex')
    .slice(0, 16);
}

/** Each app's build stamp: the release id when one is given, else a hash of its built index.html. */
export type AppStamps = Readonly<Record<AppName, string>>;

export function appStamps(
  apps: readonly AppName[],
  indexPages: ReadonlyMap<AppName, string>,
  releaseId?: string,
): AppStamps {
  return Object.fromEntries(apps.map((app) => [app, buildStamp(releaseId ?? indexPages.get(app))])) as Record<
    AppName,
    string
  >;
}

/** A read call of the API the worker may answer offline: [method, route], e.g. ['POST', '/api/v1/menus/get-pickup-store-menu']. */
export type ReadRoute = readonly [method: string, route: string];

/** The worker's policy: it runs only its own script, and fetches (precache, pages, reads) from its origin. */
export const SERVICE_WORKER_POLICY =
  "default-src 'none';connect-src 'self';frame-ancestors 'none';base-uri 'none'";

/** Without a built storefront (tests, a partial build): a worker that only reports stale pages. */
const STAMP_ONLY_WORKER = `self.addEventListener('install', () => {});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});
`;

/**
 * The product's service worker, stamped with the builds it belongs to: a first line with the
 * stamp of all apps together (any app's new deployment changes the script, so the browser installs
 * the changed worker next to the running one), then one line per app (`// app dine-in <stamp>`).
 * Pages carry the stamp of their own app's build (`<meta name="storefront-build">`): a page whose
 * app's stamp differs from the new worker's offers 'get latest version'; a page whose app did not
 * change just lets the new worker take over (packages/features/src/app-kit/new-build.ts).
 *
 * The worker itself is the storefront's Workbox build (`apps/storefront/service-worker`, dist/sw.js):
 * it precaches the app shell and keeps the read calls' last answers, named here, for offline use.
 */
export function serviceWorkerScript(
  stamps: AppStamps,
  built?: { worker: string; reads: readonly ReadRoute[] },
): string {
  const apps = Object.keys(stamps).sort() as AppName[];
  const all = buildStamp(apps.map((app) => `${app}:${stamps[app]}`).join('\n'));
  const body = built
    ? `self.__STOREFRONT_READS = ${JSON.stringify(built.reads)};\n${built.worker}`
    : STAMP_ONLY_WORKER;
  return `// Storefront build ${all}
${apps.map((app) => `// app ${app} ${stamps[app]}`).join('\n')}
${body}`;
}
