import type { PageBootstrap } from '@storefront/api/bootstrap';
import { BrandApp } from '@storefront/features/app-kit/brand-app';
import type { I18n } from '@storefront/i18n';
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { BrandHome } from './pages/brand-home.js';
import { storefrontRoutes } from './paths.js';

/** Asks a signed-in customer without a name for one; loaded after the first paint. */
const ProfilePrompt = lazy(() =>
  import('@storefront/features/account/profile-modal').then((module) => ({ default: module.ProfilePrompt })),
);

const PREVIEW = { back: '/preview', image: '/preview/item-image' } as const;

/** A lazily loaded screen: each is its own chunk (route-level code splitting). */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return () => load().then((module) => ({ Component: pick(module) }));
}

/** Whether the brand only shows its menu (catalogue type 'preview', spec section 1): nothing is ordered. */
function usePreviewOnly(): boolean {
  return useStorefront().brand.brand.catalogueType === 'preview';
}

/** The brand home, or for a preview-only brand its read-only menu. */
function Home() {
  return usePreviewOnly() ? <Navigate to="/preview" replace /> : <BrandHome />;
}

const itemPage = screen(
  () => import('@storefront/features/menu/item-page'),
  // A preview-only brand's item links open read-only, as the preview's do.
  (m) =>
    function Item() {
      return usePreviewOnly() ? <m.ItemPage preview={PREVIEW} /> : <m.ItemPage />;
    },
);
const itemImage = (fallback: string) =>
  screen(
    () => import('@storefront/features/menu/item-image-page'),
    (m) => () => <m.ItemImagePage fallback={fallback} />,
  );
const mapAddress = screen(
  () => import('./pages/address/map-address-page.js'),
  (m) => m.MapAddressPage,
);
const manualAddress = screen(
  () => import('./pages/address/manual-address-page.js'),
  (m) => m.ManualAddressPage,
);

/** The storefront's screens (spec section 2 route list); protected ones ask for a login first. */
const routes: RouteObject[] = [
  { path: '/', element: <Home /> },
  {
    path: '/store/store-detail',
    lazy: screen(
      () => import('@storefront/features/menu/store-page'),
      (m) => m.StorePage,
    ),
  },
  { path: '/store/item/:itemId/:categoryId', lazy: itemPage },
  { path: '/item/:itemId/:categoryId', lazy: itemPage },
  { path: '/store/item-image', lazy: itemImage('/store/store-detail') },
  { path: '/item/item-image', lazy: itemImage('/store/store-detail') },
  { path: '/preview/item-image', lazy: itemImage('/preview') },
  {
    path: '/store/basket',
    lazy: screen(
      () => import('@storefront/features/basket/basket-page'),
      (m) => m.BasketPage,
    ),
  },
  {
    path: '/preview',
    lazy: screen(
      () => import('./pages/preview-page.js'),
      (m) => m.PreviewPage,
    ),
  },
  {
    path: '/preview/item-detail',
    lazy: screen(
      () => import('@storefront/features/menu/item-page'),
      (m) => () => <m.ItemPage preview={PREVIEW} />,
    ),
  },
  {
    path: '/pages/s/:pageKey',
    lazy: screen(
      () => import('./pages/static-page.js'),
      (m) => m.StaticPage,
    ),
  },
  {
    path: '/auth',
    lazy: screen(
      () => import('@storefront/features/sign-in/sign-in-flow'),
      (m) => m.SignInFlow,
    ),
    children: [
      {
        path: 'login',
        lazy: screen(
          () => import('@storefront/features/sign-in/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'verify-otp',
        lazy: screen(
          () => import('@storefront/features/sign-in/verify-otp-page'),
          (m) => m.VerifyOtpPage,
        ),
      },
    ],
  },
  {
    path: '/address/select-delivery-area',
    lazy: screen(
      () => import('./pages/address/select-delivery-area-page.js'),
      (m) => m.SelectDeliveryAreaPage,
    ),
  },
  { path: '/address/add-new-map-address', lazy: mapAddress },
  {
    path: '/track-order/:orderNumber',
    lazy: screen(
      () => import('@storefront/features/orders/track-order-page'),
      (m) => m.TrackOrderPage,
    ),
  },
  {
    // Open to anyone: the tracking page's rating link carries its order's token (spec section 6).
    path: '/order/order-feedback/:orderId',
    lazy: screen(
      () => import('@storefront/features/orders/order-feedback-page'),
      (m) => m.OrderFeedbackPage,
    ),
  },
  {
    // Protected routes (spec section 6): login first.
    lazy: screen(
      () => import('@storefront/features/sign-in/require-session'),
      (m) => m.RequireSession,
    ),
    children: [
      ...['/store/checkout', '/order/checkout'].map((path) => ({
        path,
        lazy: screen(
          () => import('@storefront/features/checkout/checkout-page'),
          (m) => m.CheckoutPage,
        ),
      })),
      ...['/store/checkout/map-address', '/checkout/map-address'].map((path) => ({ path, lazy: mapAddress })),
      ...[
        '/store/checkout/add-delivery-address',
        '/checkout/add-delivery-address',
        '/address/add-new-manual-address',
      ].map((path) => ({ path, lazy: manualAddress })),
      {
        path: '/auth/settings',
        lazy: screen(
          () => import('@storefront/features/account/settings-page'),
          (m) => m.SettingsPage,
        ),
      },
      {
        path: '/order/my-orders',
        lazy: screen(
          () => import('@storefront/features/orders/my-orders-page'),
          (m) => m.MyOrdersPage,
        ),
      },
      {
        path: '/order/order-detail',
        lazy: screen(
          () => import('@storefront/features/orders/order-detail-page'),
          (m) => m.OrderDetailPage,
        ),
      },
      {
        path: '/order/order-success/:orderNumber',
        lazy: screen(
          () => import('@storefront/features/orders/order-success-page'),
          (m) => m.OrderSuccessPage,
        ),
      },
    ],
  },
];

/** The storefront: delivery and pickup for a brand, with and without /{domainName}. */
export function App({ bootstrap, i18n }: { bootstrap: PageBootstrap; i18n: I18n }) {
  return (
    <BrandApp
      bootstrap={bootstrap}
      i18n={i18n}
      routes={routes}
      paths={storefrontRoutes}
      overlay={
        <Suspense fallback={null}>
          <ProfilePrompt />
        </Suspense>
      }
    />
  );
}
