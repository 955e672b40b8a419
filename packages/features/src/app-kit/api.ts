import { createApiClient, type ApiClient, type AppName } from '@storefront/api';
import { apiLanguage } from '@storefront/i18n';
import { sessionToken } from '../session/session.js';
import { storedLanguage } from './language-store.js';
import { announceNewVersion, OFFLINE_EVENT, shellEvents } from './shell-events.js';

/** What an app tells the kit about itself at boot (read from the app's validated env module). */
export interface AppConfig {
  /** Sent as `app_name` on every call (spec section 7). */
  readonly appName: AppName;
  /** The API's base path or URL, e.g. '/api/v1'. */
  readonly apiBaseUrl: string;
}

let config: AppConfig | undefined;

/**
 * The API client of the running app. Assigned once by {@link configureApi} before the first
 * render (the app kit's boot does it), so every screen shares one client with the app's name.
 */
export let api: ApiClient;

/** Creates the app's API client; the app kit's `bootApp` calls it before rendering. */
export function configureApi(app: AppConfig): ApiClient {
  config = app;
  api = createApiClient({
    baseUrl: new URL(app.apiBaseUrl, window.location.origin).toString(),
    appName: app.appName,
    getToken: sessionToken,
    getLanguage: () => apiLanguage(storedLanguage()),
    onOffline: () => shellEvents.dispatchEvent(new Event(OFFLINE_EVENT)),
    onNewVersionEnforced: announceNewVersion,
  });
  return api;
}

/** The API root, polled by the offline and crash screens to see whether the server is back. */
export function apiRootUrl(): URL {
  return new URL(`${config?.apiBaseUrl ?? '/api/v1'}/`, window.location.origin);
}
