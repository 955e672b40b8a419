import { createHash } from 'node:crypto';

/**
 * The storefront's service worker, stamped with the build it belongs to (a hash of the release id
 * or of the built index.html, which names every hashed asset). A new deployment changes the stamp; the browser
 * installs the changed worker next to the running one and the page offers 'get latest version'.
 * The worker handles no requests and caches nothing: it exists to tell a page that it is stale.
 */
export function serviceWorkerScript(build: string | undefined): string {
  const stamp = createHash('sha256')
    .update(build ?? 'not built')
    .digest('hex')
    .slice(0, 16);
  return `// Storefront build ${stamp}
self.addEventListener('install', () => {});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});
`;
}
