import type { PageBootstrap } from '@storefront/api/bootstrap';
import { BrandApp } from '@storefront/features/app-kit/brand-app';
import type { I18n } from '@storefront/i18n';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { useEffect, useMemo } from 'react';
import type { RouteObject } from 'react-router';
import { LinkPage } from './link-page.js';
import { leaveToBrandHome, paymentLinkRoutes } from './routes.js';

/** The app's root is not one of its pages: it is the brand home, in the storefront. */
function BrandHome({ basePath }: { basePath: string }) {
  useEffect(() => leaveToBrandHome(basePath), [basePath]);
  return <FullPageSpinner />;
}

/** The payment-link app: `/{domainName}/payment-link/{cartId}`, or `/payment-link/{cartId}` on a custom domain. */
export function App({ bootstrap, i18n }: { bootstrap: PageBootstrap; i18n: I18n }) {
  const basePath = bootstrap.basePath;
  const routes = useMemo<RouteObject[]>(
    () => [
      { index: true, element: <BrandHome basePath={basePath} /> },
      { path: 'payment-link/:cartId', element: <LinkPage basePath={basePath} /> },
    ],
    [basePath],
  );
  return <BrandApp bootstrap={bootstrap} i18n={i18n} routes={routes} paths={paymentLinkRoutes} />;
}
