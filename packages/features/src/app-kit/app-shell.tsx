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

const RECONNECT_POLL_MS = 3000;

/**
 * The app shell's states (spec sections 2 and 4): offline (set 2 s after a timeout or network
 * error by the API client; the page reloads when the connection or the server is back), update
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
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', reload);
    window.addEventListener('storage', onStorage);
    return () => {
      shellEvents.removeEventListener(OFFLINE_EVENT, goOffline);
      shellEvents.removeEventListener(NEW_VERSION_EVENT, needUpdate);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', reload);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => {
    if (!offline) return undefined;
    // The browser may still be online while our server is not: watch the server itself.
    const timer = setInterval(() => {
      fetch(apiRootUrl(), { cache: 'no-store' })
        .then((response) => {
          if (response.status < 500) window.location.reload();
        })
        .catch(() => undefined);
    }, RECONNECT_POLL_MS);
    return () => clearInterval(timer);
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
