import { I18nextProvider } from '@storefront/i18n/react';
import type { I18n } from '@storefront/i18n';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { useMemo } from 'react';
import type { PageBootstrap } from '@storefront/api/bootstrap';
import { BrandHome } from './pages/brand-home.js';
import { BrandNotFound } from './pages/brand-not-found.js';
import { useBrand } from './use-brand.js';

export function App({ bootstrap, i18n }: { bootstrap: PageBootstrap; i18n: I18n }) {
  const state = useBrand(bootstrap);
  const router = useMemo(
    () =>
      state.status === 'found'
        ? createBrowserRouter(
            [
              { path: '/', element: <BrandHome brand={state.brand} /> },
              { path: '*', element: <Navigate to="/" replace /> },
            ],
            { basename: bootstrap.basePath || '/' },
          )
        : undefined,
    [state, bootstrap.basePath],
  );
  return (
    <I18nextProvider i18n={i18n}>
      {state.status === 'loading' && <div className="page-spinner" role="status" aria-label="Loading" />}
      {(state.status === 'not-found' || state.status === 'error') && <BrandNotFound />}
      {router && <RouterProvider router={router} />}
    </I18nextProvider>
  );
}
