import type { PageBootstrap } from '@storefront/api/bootstrap';
import { BrandApp } from '@storefront/features/app-kit/brand-app';
import { useAppRoutes } from '@storefront/features/app-kit/routes';
import { StorePage } from '@storefront/features/menu/store-page';
import { atTable, type OrderSetupInput } from '@storefront/flows';
import type { I18n } from '@storefront/i18n';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { DineInGate } from './pages/dine-in-gate.js';
import { dineInRoutes } from './paths.js';
import { tableCodeKind, tableOf, tableQuery, tableTokenOf } from './table-link.js';

/** Asks a signed-in diner without a name for one (spec section 4 "App states"); loaded after the first paint. */
const ProfilePrompt = lazy(() =>
  import('@storefront/features/account/profile-modal').then((module) => ({ default: module.ProfilePrompt })),
);

/** A lazily loaded screen: each is its own chunk (route-level code splitting). */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return () => load().then((module) => ({ Component: pick(module) }));
}

const signIn = screen(
  () => import('@storefront/features/sign-in/sign-in-flow'),
  (m) => m.SignInFlow,
);

/**
 * The dine-in app's screens (spec section 2 route list), all behind the table's query; the
 * protected ones ask for a login first (the login link keeps the table's query).
 */
const routes: RouteObject[] = [
  {
    path: '/dine-in',
    element: <DineInGate />,
    children: [
      // The table's home is every diner's first page: in the first chunk, not loaded after it
      // (one file gzips better than the page and its dozen small shared chunks).
      { index: true, element: <StorePage /> },
      {
        path: 'table',
        lazy: screen(
          () => import('@storefront/features/table-session/table-page'),
          (m) => m.TablePage,
        ),
      },
      {
        path: 'paylater',
        lazy: screen(
          () => import('./pages/pay-later-home.js'),
          (m) => m.PayLaterHome,
        ),
      },
      {
        path: 'item/:itemId/:categoryId',
        lazy: screen(
          () => import('@storefront/features/menu/item-page'),
          (m) => m.ItemPage,
        ),
      },
      {
        path: 'item-image',
        lazy: screen(
          () => import('@storefront/features/menu/item-image-page'),
          (m) =>
            function DineInItemImage() {
              return <m.ItemImagePage fallback={useAppRoutes().home()} />;
            },
        ),
      },
      {
        path: 'auth',
        lazy: signIn,
        children: [
          {
            path: 'login',
            lazy: screen(
              () => import('@storefront/features/sign-in/login-page'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'verification',
            lazy: screen(
              () => import('@storefront/features/sign-in/verify-otp-page'),
              (m) => m.VerifyOtpPage,
            ),
          },
        ],
      },
      {
        path: 'track-order/:orderNumber',
        lazy: screen(
          () => import('@storefront/features/orders/track-order-page'),
          (m) => m.TrackOrderPage,
        ),
      },
      {
        path: 'order/order-feedback/:orderId',
        lazy: screen(
          () => import('@storefront/features/orders/order-feedback-page'),
          (m) => m.OrderFeedbackPage,
        ),
      },
      {
        // Protected (spec section 6): to /dine-in/auth/login with the table's query.
        lazy: screen(
          () => import('@storefront/features/sign-in/require-session'),
          (m) => m.RequireSession,
        ),
        children: [
          {
            path: 'checkout',
            lazy: screen(
              () => import('@storefront/features/checkout/checkout-page'),
              (m) => m.CheckoutPage,
            ),
          },
          {
            path: 'order-detail',
            lazy: screen(
              () => import('@storefront/features/orders/order-detail-page'),
              (m) => () => <m.OrderDetailPage fallback="home" />,
            ),
          },
          {
            path: 'my-orders',
            lazy: screen(
              () => import('@storefront/features/orders/my-orders-page'),
              (m) => m.MyOrdersPage,
            ),
          },
          {
            path: 'auth/settings',
            lazy: screen(
              () => import('@storefront/features/account/settings-page'),
              (m) => () => <m.SettingsPage dineIn />,
            ),
          },
          {
            path: 'order/order-success/:orderNumber',
            lazy: screen(
              () => import('@storefront/features/orders/order-success-page'),
              (m) => m.OrderSuccessPage,
            ),
          },
        ],
      },
    ],
  },
];

/** A table's link starts the order setup at its table: the first render is the table's menu. */
function startAtTable(kept: OrderSetupInput | undefined): OrderSetupInput | undefined {
  const table = tableOf(new URLSearchParams(window.location.search));
  return table ? atTable(kept, table) : kept;
}

/** Diners at a table: /dine-in/... with and without /{domainName}; the order is kept in the tab's session. */
export function App({ bootstrap, i18n }: { bootstrap: PageBootstrap; i18n: I18n }) {
  // Every link keeps the table's query, so the one the page opened with holds for its whole life.
  const [paths] = useState(() => {
    const search = new URLSearchParams(window.location.search);
    const token = tableTokenOf(search);
    return dineInRoutes(tableQuery(search), token !== null && tableCodeKind(token) === 'shared');
  });
  return (
    <BrandApp
      bootstrap={bootstrap}
      i18n={i18n}
      routes={routes}
      paths={paths}
      orderKeeping="session"
      startSetup={startAtTable}
      overlay={
        <Suspense fallback={null}>
          <ProfilePrompt />
        </Suspense>
      }
    />
  );
}
