import { useTranslation } from '@storefront/i18n/react';
import { CrashBoundary } from '@storefront/ui/crash-screen';
import { LanguageSwitch } from '@storefront/ui/language-switch';
import { OfflineScreen } from '@storefront/ui/offline-screen';
import { UpdateAvailableScreen } from '@storefront/ui/update-available-screen';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useMatch } from 'react-router';
import { apiRootUrl } from './api.js';
import { switchLanguage } from './language-store.js';
import { loadLatestBuild } from './new-build.js';
import {
  isNewVersionPending,
  NEW_VERSION_EVENT,
  OFFLINE_EVENT,
  SESSION_EVENT_KEY,
  shellEvents,
} from './shell-events.js';

/** The offline screen asks the server again after 3 s, then 6, 12, and every 15 s from then on. */
const RECONNECT_FIRST_MS = 3000;
const RECONNECT_MAX_MS = 15_000;

/**
 * The app shell's states (spec sections 2 and 4): offline (set 2 s after a call that timed out or
 * met a network error, by the API client: a page that needs nothing new keeps showing while the
 * browser is offline; the page reloads when the connection or the server is back), update
 * required (`new_version_enforced`, or a new build deployed: see new-build.ts), crashed ('Back to order'); and a reload when another tab
 * signs in or out.
 */
export function AppShell({ homePath, children }: { homePath: string; children: ReactNode }) {
  const [offline, setOffline] = useState(false);
  const [updateRequired, setUpdateRequired] = useState(isNewVersionPending);

  useEffect(() => {
    const goOffline = () => setOffline(true);
    const needUpdate = () => setUpdateRequired(true);
    const reload = () => window.location.reload();
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_EVENT_KEY) reload();
    };
    shellEvents.addEventListener(OFFLINE_EVENT, goOffline);
    shellEvents.addEventListener(NEW_VERSION_EVENT, needUpdate);
    window.addEventListener('storage', onStorage);
    return () => {
      shellEvents.removeEventListener(OFFLINE_EVENT, goOffline);
      shellEvents.removeEventListener(NEW_VERSION_EVENT, needUpdate);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => {
    if (!offline) return undefined;
    // The browser may be online while our server is not: ask the server itself, less often as it
    // stays away. A browser that knows it is offline is not asked at all until it is back online.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RECONNECT_FIRST_MS;
    let stopped = false;
    const check = () => {
      fetch(apiRootUrl(), { cache: 'no-store' })
        .then((response) => (response.status < 500 ? window.location.reload() : later()))
        .catch(later);
    };
    const later = () => {
      if (stopped || !navigator.onLine) return;
      timer = setTimeout(check, delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    const onOnline = () => {
      clearTimeout(timer);
      delay = RECONNECT_FIRST_MS;
      check();
    };
    window.addEventListener('online', onOnline);
    later();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [offline]);

  if (updateRequired) return <UpdateAvailableScreen onUpdate={() => loadLatestBuild()} />;
  if (offline) return <OfflineScreen onRefresh={() => window.location.reload()} />;
  return <CrashBoundary onBack={() => window.location.assign(homePath)}>{children}</CrashBoundary>;
}

/** The language button (English / العربية): every page has one; Arabic lays the page out right-to-left. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <LanguageSwitch
      label={t('switchLanguage')}
      description={t('switchLanguageLabel')}
      targetLanguage={next}
      onSwitch={() => void switchLanguage(i18n, next)}
    />
  );
}

/**
 * Every page under one frame: a slim bar with the language button above the page, in the flow
 * (never over content). The brand home has the button in its own brand header instead. A page
 * that waits for code or texts it loads on first use shows the spinner: the production builds
 * render with Preact, which has no transitions to keep the previous page up meanwhile.
 */
export function PageFrame() {
  const home = useMatch('/');
  return (
    <>
      {!home && (
        <div className="mx-auto flex max-w-panel justify-end bg-surface px-3 pt-2">
          <LanguageToggle />
        </div>
      )}
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
