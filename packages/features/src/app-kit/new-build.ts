import type { AppName } from '@storefront/api';
import { invalidateEveryMountedCache } from '../data/use-query.js';
import { announceNewVersion } from './shell-events.js';

/** How often an open page asks whether a new build was deployed (also on return to the tab). */
export const UPDATE_CHECK_MS = 15 * 60 * 1000;

/**
 * The stamp of one app's build in the served `/sw.js` (a line `// app {name} {stamp}` under the
 * first line `// Storefront build {stamp of all apps}`); null for anything else.
 */
export function stampOf(script: string, app: AppName): string | null {
  if (!/^\/\/ Storefront build [0-9a-f]{16}\n/.test(script)) return null;
  return new RegExp(`^// app ${app} ([0-9a-f]{16})$`, 'm').exec(script)?.[1] ?? null;
}

function pageStamp(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="storefront-build"]')?.content ?? null;
}

/**
 * New-build detection (spec section 2 "App shell"): the server serves `/sw.js` stamped with the
 * deployed build of every app and stamps every page with its own app's build. The browser
 * re-fetches the worker on navigation and on `registration.update()`; a new worker that waits
 * while an older one controls the page means a newer release is live. When the page itself is
 * older than that release the shell shows 'new update available'; when the page is already the
 * new release (a returning visitor), the new worker simply takes over. The worker answers pages
 * and read calls network first, so online it never serves a stale page.
 */
export function watchForNewBuild(
  app: AppName,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  onFirstWorker: () => void = invalidateEveryMountedCache,
): void {
  if (!container) return;
  const page = pageStamp();
  // A first visit: the worker takes over after this page's first reads, which it therefore never
  // saw; they are read again through it, so the menu just viewed is kept for offline use.
  if (!container.controller) container.addEventListener('controllerchange', onFirstWorker, { once: true });
  const consider = (worker: ServiceWorker | null) => {
    if (!worker || !container.controller) return;
    void fetch('/sw.js', { cache: 'no-store' })
      .then((response) => response.text())
      .then((script) => {
        const live = stampOf(script, app);
        if (live && page && live !== page) announceNewVersion();
        else worker.postMessage({ type: 'skip-waiting' });
      })
      .catch(() => undefined);
  };
  container
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .then((registration) => {
      consider(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          // The first install (no controller yet) is this build itself, not an update.
          if (installing.state === 'installed') consider(installing);
        });
      });
      const check = () => void registration.update().catch(() => undefined);
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
    })
    .catch(() => undefined);
}

/** 'get latest version': let the waiting worker take over, then load the new build. */
export function loadLatestBuild(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  const reload = () => window.location.reload();
  if (!container) return reload();
  void container
    .getRegistration('/')
    .then((registration) => {
      if (!registration?.waiting) return reload();
      container.addEventListener('controllerchange', reload, { once: true });
      registration.waiting.postMessage({ type: 'skip-waiting' });
      // A worker that does not answer must not leave the customer stuck.
      setTimeout(reload, 3000);
    })
    .catch(reload);
}
