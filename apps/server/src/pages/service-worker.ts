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

/**
 * The product's service worker, stamped with the builds it belongs to: a first line with the
 * stamp of all apps together (any app's new deployment changes the script, so the browser installs
 * the changed worker next to the running one), then one line per app (`// app dine-in <stamp>`).
 * Pages carry the stamp of their own app's build (`<meta name="storefront-build">`): a page whose
 * app's stamp differs from the new worker's offers 'get latest version'; a page whose app did not
 * change just lets the new worker take over. The worker handles no requests and caches nothing: it
 * exists to tell a page that it is stale.
 */
export function serviceWorkerScript(stamps: AppStamps): string {
  const apps = Object.keys(stamps).sort() as AppName[];
  const all = buildStamp(apps.map((app) => `${app}:${stamps[app]}`).join('\n'));
  return `// Storefront build ${all}
${apps.map((app) => `// app ${app} ${stamps[app]}`).join('\n')}
self.addEventListener('install', () => {});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});
`;
}
