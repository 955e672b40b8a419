import { CrashScreen } from '@storefront/ui/crash-screen';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../integrations/report-error.js';
import { apiRootUrl } from './api.js';
import { announceNewVersion, OFFLINE_DELAY_MS, OFFLINE_EVENT, shellEvents } from './shell-events.js';

function isChunkLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/**
 * A screen that failed to render. A screen's code that could not be fetched means the network or
 * the server is gone (offline after 2 s) or a newer build replaced it (update available); any
 * other error shows the crash screen.
 */
export function RouteError({ homePath }: { homePath: string }) {
  const error = useRouteError();
  const chunkFailure = isChunkLoadFailure(error);
  const [checking, setChecking] = useState(chunkFailure);

  useEffect(() => {
    if (!chunkFailure) {
      console.error(error);
      reportError(error);
      return undefined;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      fetch(apiRootUrl(), { cache: 'no-store' })
        .then(() => !cancelled && announceNewVersion())
        .catch(() => !cancelled && shellEvents.dispatchEvent(new Event(OFFLINE_EVENT)))
        .finally(() => !cancelled && setChecking(false));
    }, OFFLINE_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [chunkFailure, error]);

  if (checking) return <FullPageSpinner />;
  return <CrashScreen onBack={() => window.location.assign(homePath)} />;
}
