import type { PageBootstrap } from '@storefront/api/bootstrap';
import { setArabicCurrencyLabel, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { brandThemeVariables } from '@storefront/ui/theme';
import { ToastProvider } from '@storefront/ui/toast';
import { lazy, Suspense, useMemo, type CSSProperties, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { useBrand } from '../data/use-brand.js';
import { useTracking } from '../integrations/use-tracking.js';
import { StorefrontProvider, type StorefrontProviderProps } from '../session/storefront-context.js';
import { AppShell, PageFrame } from './app-shell.js';
import { BrandProvider } from './brand-context.js';
import { RouteError } from './route-error.js';
import { AppRoutesProvider, useAppRoutes, type AppRoutes } from './routes.js';

/** Shown only when no brand answers to the address: loaded then, not with every page. */
const BrandNotFound = lazy(() =>
  import('./brand-not-found.js').then((module) => ({ default: module.BrandNotFound })),
);

export interface BrandAppProps {
  bootstrap: PageBootstrap;
  i18n: I18n;
  /** The app's route table (children of the page frame; unknown paths go home). */
  routes: RouteObject[];
  /** Where the app keeps each shared screen. */
  paths: AppRoutes;
  /** Shown over every page of the app (e.g. the storefront's profile prompt). */
  overlay?: ReactNode;
  /** Where the order in progress is kept: local storage (default) or the tab's session (dine-in). */
  orderKeeping?: 'local' | 'session';
  /** The order setup the app starts with, from the one kept (a table's link: its table). */
  startSetup?: StorefrontProviderProps['startSetup'];
  /** The key of the tab's title (the storefront's 'Order direct from …' by default). */
  pageTitleKey?: string;
  /**
   * Whether the app serves customers (their session, basket and order setup: the default). The
   * staff board serves the brand's staff and gets the brand alone.
   */
  customers?: boolean;
}

/**
 * Any app of a brand: resolves the brand (inlined bootstrap, else by temporary domain name),
 * themes the page with the brand's colours, and runs the app's routes inside the shell
 * (offline / update / crash screens) with the session, basket and order setup of that brand, and
 * the toasts (top centre, 4 s) any page may show.
 */
export function BrandApp({
  bootstrap,
  i18n,
  routes,
  paths,
  overlay,
  orderKeeping,
  startSetup,
  pageTitleKey,
  customers = true,
}: BrandAppProps) {
  const state = useBrand(bootstrap);
  const homePath = bootstrap.basePath || '/';
  const found = state.status === 'found';
  // One brand a page: its Arabic currency name, before anything of it renders.
  if (found) setArabicCurrencyLabel(state.brand.setting.arabicCurrencyLabel);
  useTracking(found ? state.brand : null, bootstrap.app);
  const router = useMemo(
    () =>
      found
        ? createBrowserRouter(
            [
              {
                element: <PageFrame />,
                errorElement: <RouteError homePath={homePath} />,
                children: [...routes, { path: '*', element: <UnknownPath /> }],
              },
            ],
            { basename: homePath },
          )
        : undefined,
    [found, homePath, routes],
  );
  const page = found && router && (
    <div
      style={brandThemeVariables(state.brand.setting) as CSSProperties}
      className="min-h-dvh bg-surface text-ink"
    >
      <ToastProvider>
        <AppShell homePath={homePath}>
          <RouterProvider router={router} />
          {overlay}
        </AppShell>
      </ToastProvider>
    </div>
  );
  return (
    <I18nextProvider i18n={i18n}>
      {state.status === 'loading' && <FullPageSpinner />}
      {(state.status === 'not-found' || state.status === 'error') && (
        <Suspense fallback={<FullPageSpinner />}>
          <BrandNotFound demoBrands={bootstrap.demoBrands} />
        </Suspense>
      )}
      {state.status === 'found' && router && (
        <AppRoutesProvider routes={paths}>
          <BrandProvider brand={state.brand} homePath={homePath} pageTitleKey={pageTitleKey}>
            {customers ? (
              <StorefrontProvider
                brand={state.brand}
                homePath={homePath}
                orderKeeping={orderKeeping ?? 'local'}
                {...(startSetup && { startSetup })}
              >
                {page}
              </StorefrontProvider>
            ) : (
              page
            )}
          </BrandProvider>
        </AppRoutesProvider>
      )}
    </I18nextProvider>
  );
}

/** Unknown paths are logged and go to the app's home: the brand root, or the table's menu (spec section 2). */
function UnknownPath() {
  const routes = useAppRoutes();
  console.error(`Unknown path ${window.location.pathname}; going to the brand home`);
  return <Navigate to={routes.home()} replace />;
}
