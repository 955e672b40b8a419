import type { PageBootstrap } from '@storefront/api/bootstrap';
import type { I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { brandThemeVariables } from '@storefront/ui/theme';
import { useMemo, type CSSProperties } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { BasketPage } from './pages/basket-page.js';
import { BrandHome } from './pages/brand-home.js';
import { BrandNotFound } from './pages/brand-not-found.js';
import { ItemPage } from './pages/item-page.js';
import { StaticPage } from './pages/static-page.js';
import { StorePage } from './pages/store-page.js';
import { StorefrontProvider } from './state/storefront-context.js';
import { useBrand } from './use-brand.js';

export function App({ bootstrap, i18n }: { bootstrap: PageBootstrap; i18n: I18n }) {
  const state = useBrand(bootstrap);
  const router = useMemo(
    () =>
      state.status === 'found'
        ? createBrowserRouter(
            [
              { path: '/', element: <BrandHome /> },
              { path: '/store/store-detail', element: <StorePage /> },
              { path: '/store/item/:itemId/:categoryId', element: <ItemPage /> },
              { path: '/item/:itemId/:categoryId', element: <ItemPage /> },
              { path: '/store/basket', element: <BasketPage /> },
              { path: '/pages/s/:pageKey', element: <StaticPage /> },
              { path: '*', element: <UnknownPath /> },
            ],
            { basename: bootstrap.basePath || '/' },
          )
        : undefined,
    [state.status, bootstrap.basePath],
  );
  return (
    <I18nextProvider i18n={i18n}>
      {state.status === 'loading' && <div className="page-spinner" role="status" aria-label="Loading" />}
      {(state.status === 'not-found' || state.status === 'error') && <BrandNotFound />}
      {state.status === 'found' && router && (
        <StorefrontProvider brand={state.brand}>
          <div
            style={brandThemeVariables(state.brand.setting) as CSSProperties}
            className="min-h-dvh bg-surface text-ink"
          >
            <RouterProvider router={router} />
          </div>
        </StorefrontProvider>
      )}
    </I18nextProvider>
  );
}

/** Unknown paths are logged and go to the brand root (spec section 2). */
function UnknownPath() {
  console.error(`Unknown path ${window.location.pathname}; going to the brand home`);
  return <Navigate to="/" replace />;
}
