import { AppShell } from '@storefront/features/app-kit/app-shell';
import { bootApp } from '@storefront/features/app-kit/boot';
import { I18nextProvider } from '@storefront/i18n/react';
import { env } from './env.js';

// The payment-link app's shell, booted by the app kit (API client with app_name 'payment-link', language,
// update / offline / crash screens); its screens arrive with their own issue.
await bootApp({
  appName: 'payment-link',
  apiBaseUrl: env.apiBaseUrl,
  production: env.production,
  namespaces: ['paymentLink'],
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
