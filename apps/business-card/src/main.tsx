import { AppShell } from '@storefront/features/app-kit/app-shell';
import { bootApp } from '@storefront/features/app-kit/boot';
import { I18nextProvider } from '@storefront/i18n/react';
import { env } from './env.js';

// The business-card app's shell, booted by the app kit (API client with app_name 'business-card', language,
// update / offline / crash screens); its screens arrive with their own issue.
await bootApp({
  appName: 'business-card',
  apiBaseUrl: env.apiBaseUrl,
  production: env.production,
  namespaces: ['businessCard'],
  render: ({ bootstrap, i18n }) => (
    <I18nextProvider i18n={i18n}>
      <AppShell homePath={bootstrap.basePath || '/'}>
        <main>
          <h1>{bootstrap.brand?.brand.brandName ?? bootstrap.slug ?? 'Storefront'}</h1>
        </main>
      </AppShell>
    </I18nextProvider>
  ),
});
