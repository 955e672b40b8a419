import { createApiClient } from '@storefront/api';
import { apiLanguage } from '@storefront/i18n';
import { env } from './env.js';
import { storedLanguage } from './language-store.js';
import { sessionToken } from './state/session.js';
import { announceNewVersion, OFFLINE_EVENT, shellEvents } from './shell-events.js';

export const api = createApiClient({
  baseUrl: new URL(env.apiBaseUrl, window.location.origin).toString(),
  appName: 'storefront',
  getToken: sessionToken,
  getLanguage: () => apiLanguage(storedLanguage()),
  onOffline: () => shellEvents.dispatchEvent(new Event(OFFLINE_EVENT)),
  onNewVersionEnforced: announceNewVersion,
});
