import type { PageBootstrap } from '@storefront/api/bootstrap';
import type { I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { brandThemeVariables } from '@storefront/ui/theme';
import { useMemo, type CSSProperties } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { AppShell, PageFrame } from './app-shell.js';
import { RouteError } from './route-error.js';
import { BrandHome } from './pages/brand-home.js';
import { BrandNotFound } from './pages/brand-not-found.js';
import { ProfilePrompt } from './pages/account/profile-modal.js';
import { StorefrontProvider } from './state/storefront-context.js';
import { useBrand } from './use-brand.js';

export function App({ bootstrap, i18n }: { bootstrap: PageBootstrap; i18n: I18n }) {
  const state = useBrand(bootstrap);
  const router = useMemo(
    () =>
      state.status === 'found'
        ? createBrowserRouter(
            [
              {
                element: <PageFrame />,
                errorElement: <RouteError homePath={bootstrap.basePath || '/'} />,
                children: [
                  { path: '/', element: <BrandHome /> },
                  // Route-level code splitting: each screen is its own chunk.
                  {
                    path: '/store/store-detail',
                    lazy: () => import('./pages/store-page.js').then((m) => ({ Component: m.StorePage })),
                  },
                  {
                    path: '/store/item/:itemId/:categoryId',
                    lazy: () => import('./pages/item-page.js').then((m) => ({ Component: m.ItemPage })),
                  },
                  {
                    path: '/item/:itemId/:categoryId',
                    lazy: () => import('./pages/item-page.js').then((m) => ({ Component: m.ItemPage })),
                  },
                  {
                    path: '/store/item-image',
                    lazy: () =>
                      import('./pages/item-image-page.js').then((m) => ({
                        Component: () => <m.ItemImagePage fallback="/store/store-detail" />,
                      })),
                  },
                  {
                    path: '/item/item-image',
                    lazy: () =>
                      import('./pages/item-image-page.js').then((m) => ({
                        Component: () => <m.ItemImagePage fallback="/store/store-detail" />,
                      })),
                  },
                  {
                    path: '/preview/item-image',
                    lazy: () =>
                      import('./pages/item-image-page.js').then((m) => ({
                        Component: () => <m.ItemImagePage fallback="/preview" />,
                      })),
                  },
                  {
                    path: '/store/basket',
                    lazy: () => import('./pages/basket-page.js').then((m) => ({ Component: m.BasketPage })),
                  },
                  {
                    path: '/preview',
                    lazy: () => import('./pages/preview-page.js').then((m) => ({ Component: m.PreviewPage })),
                  },
                  {
                    path: '/preview/item-detail',
                    lazy: () =>
                      import('./pages/item-page.js').then((m) => ({
                        Component: () => <m.ItemPage preview />,
                      })),
                  },
                  {
                    path: '/pages/s/:pageKey',
                    lazy: () => import('./pages/static-page.js').then((m) => ({ Component: m.StaticPage })),
                  },
                  {
                    path: '/auth',
                    lazy: () =>
                      import('./pages/auth/sign-in-flow.js').then((m) => ({ Component: m.SignInFlow })),
                    children: [
                      {
                        path: 'login',
                        lazy: () =>
                          import('./pages/auth/login-page.js').then((m) => ({ Component: m.LoginPage })),
                      },
                      {
                        path: 'verify-otp',
                        lazy: () =>
                          import('./pages/auth/verify-otp-page.js').then((m) => ({
                            Component: m.VerifyOtpPage,
                          })),
                      },
                    ],
                  },
                  {
                    path: '/address/select-delivery-area',
                    lazy: () =>
                      import('./pages/address/select-delivery-area-page.js').then((m) => ({
                        Component: m.SelectDeliveryAreaPage,
                      })),
                  },
                  {
                    path: '/address/add-new-map-address',
                    lazy: () =>
                      import('./pages/address/map-address-page.js').then((m) => ({
                        Component: m.MapAddressPage,
                      })),
                  },
                  {
                    path: '/track-order/:orderNumber',
                    lazy: () =>
                      import('./pages/orders/track-order-page.js').then((m) => ({
                        Component: m.TrackOrderPage,
                      })),
                  },
                  {
                    // Protected routes (spec section 6): login first.
                    lazy: () =>
                      import('./pages/account/require-session.js').then((m) => ({
                        Component: m.RequireSession,
                      })),
                    children: [
                      ...['/store/checkout', '/order/checkout'].map((path) => ({
                        path,
                        lazy: () =>
                          import('./pages/checkout/checkout-page.js').then((m) => ({
                            Component: m.CheckoutPage,
                          })),
                      })),
                      ...['/store/checkout/map-address', '/checkout/map-address'].map((path) => ({
                        path,
                        lazy: () =>
                          import('./pages/address/map-address-page.js').then((m) => ({
                            Component: m.MapAddressPage,
                          })),
                      })),
                      ...[
                        '/store/checkout/add-delivery-address',
                        '/checkout/add-delivery-address',
                        '/address/add-new-manual-address',
                      ].map((path) => ({
                        path,
                        lazy: () =>
                          import('./pages/address/manual-address-page.js').then((m) => ({
                            Component: m.ManualAddressPage,
                          })),
                      })),
                      {
                        path: '/auth/settings',
                        lazy: () =>
                          import('./pages/account/settings-page.js').then((m) => ({
                            Component: m.SettingsPage,
                          })),
                      },
                      {
                        path: '/order/my-orders',
                        lazy: () =>
                          import('./pages/orders/my-orders-page.js').then((m) => ({
                            Component: m.MyOrdersPage,
                          })),
                      },
                      {
                        path: '/order/order-detail',
                        lazy: () =>
                          import('./pages/orders/order-detail-page.js').then((m) => ({
                            Component: m.OrderDetailPage,
                          })),
                      },
                      {
                        path: '/order/order-success/:orderNumber',
                        lazy: () =>
                          import('./pages/orders/order-success-page.js').then((m) => ({
                            Component: m.OrderSuccessPage,
                          })),
                      },
                      {
                        path: '/order/order-feedback/:orderId',
                        lazy: () =>
                          import('./pages/orders/order-feedback-page.js').then((m) => ({
                            Component: m.OrderFeedbackPage,
                          })),
                      },
                    ],
                  },
                  { path: '*', element: <UnknownPath /> },
                ],
              },
            ],
            { basename: bootstrap.basePath || '/' },
          )
        : undefined,
    [state.status, bootstrap.basePath],
  );
  return (
    <I18nextProvider i18n={i18n}>
      {state.status === 'loading' && <FullPageSpinner />}
      {(state.status === 'not-found' || state.status === 'error') && (
        <BrandNotFound demoBrands={bootstrap.demoBrands} />
      )}
      {state.status === 'found' && router && (
        <StorefrontProvider brand={state.brand} homePath={bootstrap.basePath || '/'}>
          <div
            style={brandThemeVariables(state.brand.setting) as CSSProperties}
            className="min-h-dvh bg-surface text-ink"
          >
            <AppShell homePath={bootstrap.basePath || '/'}>
              <RouterProvider router={router} />
              <ProfilePrompt />
            </AppShell>
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
