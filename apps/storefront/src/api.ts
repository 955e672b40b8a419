import { createApiClient } from '@storefront/api';
import { apiLanguage } from '@storefront/i18n';
import { env } from './env.js';
import { storedLanguage } from './language-store.js';

export const api = createApiClient({
  baseUrl: new URL(env.apiBaseUrl, window.location.origin).toString(),
  appName: 'storefront',
  getLanguage: () => apiLanguage(storedLanguage()),
});
