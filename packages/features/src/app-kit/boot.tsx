import { readBootstrap, type PageBootstrap } from '@storefront/api/bootstrap';
import { applyDocumentLanguage, createI18n, type I18n, type Namespace } from '@storefront/i18n';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { keepPageReads } from '../data/page-reads.js';
import { afterFirstView } from '../integrations/page-scripts.js';
import { configureApi, type AppConfig } from './api.js';
import { storedLanguage } from './language-store.js';
import { watchForNewBuild } from './new-build.js';

export interface BootOptions extends AppConfig {
  /** i18next namespaces the first screen needs besides the common ones. */
  readonly namespaces: readonly Namespace[];
  /** Production builds watch for a newer deployed build (the update screen). */
  readonly production: boolean;
  /** The app's root element, given the page bootstrap and the ready i18n instance. */
  readonly render: (props: { bootstrap: PageBootstrap; i18n: I18n }) => ReactNode;
}

/**
 * One call boots any app: the API client with the app's `app_name`, the visitor's language
 * (document `lang`/`dir` before the first paint), i18n, the render into #root, and new-build
 * detection in production; error reports (Sentry) after the first view when the page has a DSN.
 */
export async function bootApp({ appName, apiBaseUrl, namespaces, production, render }: BootOptions) {
  configureApi({ appName, apiBaseUrl });
  const language = storedLanguage();
  applyDocumentLanguage(language);
  const i18n = await createI18n({ language, namespaces });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const bootstrap = readBootstrap(appName);
  // The public answers the server put in the page: the first screen renders them without a request.
  keepPageReads(bootstrap.brand?.brand._id, bootstrap.primedReads);
  createRoot(root).render(<StrictMode>{render({ bootstrap, i18n })}</StrictMode>);
  // The worker's registration is not part of the first view: it waits until the page is idle.
  if (production) afterFirstView(() => watchForNewBuild(appName));
  const reports = bootstrap.errorReports;
  if (reports) {
    afterFirstView(
      () =>
        void import('../integrations/error-reports.js')
          .then(({ startErrorReports }) => startErrorReports(reports))
          .catch(() => undefined),
    );
  }
}
