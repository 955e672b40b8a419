import { createHash } from 'node:crypto';

/** The 16-hex-digit stamp of a release id or of the built index.html. */
export function buildStamp(build: string | undefined): string {
  return createHash('sha256')
    .update(build ?? 'not built')
    .digest('hex')
    .slice(0, 16);
}

/**
 * The storefront's service worker, stamped with the build it belongs to (a hash of the release id
 * or of the built index.html, which names every hashed asset). A new deployment changes the stamp; the browser
 * installs the changed worker next to the running one. Pages carry the stamp they were built
 * with (`<meta name="storefront-build">`): a page whose stamp differs from the new worker's offers
 * 'get latest version'; a page already on the new release just lets the new worker take over.
 * The worker handles no requests and caches nothing: it exists to tell a page that it is stale.
 */
export function serviceWorkerScript(stamp: string): string {
  return `// Storefront build ${stamp}
self.addEventListener('install', () => {});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});
`;
}
