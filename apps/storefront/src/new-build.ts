import { NEW_VERSION_EVENT, shellEvents } from './shell-events.js';

/** How often an open page asks whether a new build was deployed (also on return to the tab). */
export const UPDATE_CHECK_MS = 15 * 60 * 1000;

/**
 * New-build detection (spec section 2 "App shell"): the server serves `/sw.js` stamped with the
 * deployed build. The browser re-fetches it on navigation and on `registration.update()`; a
 * changed stamp installs a new worker while the old one controls the page, which means a newer
 * build is live: the shell shows 'new update available'. The worker caches nothing and handles
 * no requests, so it can never serve a stale page.
 */
export function watchForNewBuild(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  if (!container) return;
  container
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .then((registration) => {
      const announce = () => shellEvents.dispatchEvent(new Event(NEW_VERSION_EVENT));
      if (registration.waiting && container.controller) announce();
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          // The first install (no controller yet) is this build itself, not an update.
          if (installing.state === 'installed' && container.controller) announce();
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
