import type { PageBootstrap } from '@storefront/api/bootstrap';
import { BrandApp } from '@storefront/features/app-kit/brand-app';
import type { AppRoutes } from '@storefront/features/app-kit/routes';
import type { I18n } from '@storefront/i18n';
import { useMemo } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { OperatorPage } from './operator-page.js';

/** The board has none of the customers' screens: every shared path leads back to it. */
const operatorRoutes: AppRoutes = { home: () => '/operator' };

/**
 * The staff's order board: `/{domainName}/operator`, or `/operator` on the brand's own domain; its
 * dine-in tables at `operator/tables`, its kitchen controls at `operator/kitchen`, the printable table
 * codes at `operator/table-codes`.
 */
export function App({ bootstrap, i18n }: { bootstrap: PageBootstrap; i18n: I18n }) {
  const routes = useMemo<RouteObject[]>(
    () => [
      { index: true, element: <Navigate to="/operator" replace /> },
      { path: 'operator', element: <OperatorPage view="board" basePath={bootstrap.basePath} /> },
      { path: 'operator/tables', element: <OperatorPage view="tables" basePath={bootstrap.basePath} /> },
      { path: 'operator/kitchen', element: <OperatorPage view="kitchen" basePath={bootstrap.basePath} /> },
      {
        path: 'operator/table-codes',
        element: <OperatorPage view="codes" basePath={bootstrap.basePath} />,
      },
    ],
    [bootstrap.basePath],
  );
  return (
    <BrandApp
      bootstrap={bootstrap}
      i18n={i18n}
      routes={routes}
      paths={operatorRoutes}
      pageTitleKey="operator:pageTitle"
      customers={false}
    />
  );
}
