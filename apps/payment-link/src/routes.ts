import type { AppRoutes } from '@storefront/features/app-kit/routes';

/** The brand's home is the storefront's `/` (another app): a full navigation, never the router. */
export function leaveToBrandHome(basePath: string): void {
  window.location.assign(`${basePath}/`);
}

/**
 * The payment-link app's routes for the shared screens: it has none of the storefront's, so each
 * leads to the app's root, which leaves for the brand home.
 */
export const paymentLinkRoutes: AppRoutes = { home: () => '/' };
