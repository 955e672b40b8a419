import type { PageBootstrap } from '@storefront/api/bootstrap';
import { AppShell } from '@storefront/features/app-kit/app-shell';
import type { I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { CardLoader } from './card-loader.js';

/** The business-card app: one page, `/{slug}/card` (or `/business-card?slug=`), in EN and AR. */
export function App({ bootstrap, i18n }: { bootstrap: PageBootstrap; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppShell homePath={window.location.pathname}>
        <CardLoader bootstrap={bootstrap} />
      </AppShell>
    </I18nextProvider>
  );
}
