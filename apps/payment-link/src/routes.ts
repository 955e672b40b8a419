import type { AppRoutes } from '@storefront/features/app-kit/routes';

/** The brand's home is the storefront's `/` (another app): a full navigation, never the router. */
export function leaveToBrandHome(basePath: string): void {
  window.location.assign(`${basePath}/`);
}

const home = () => '/';

/**
 * The payment-link app's routes for the shared screens: it has none of the storefront's, so each
 * leads to the app's root, which leaves for the brand home.
 */
export const paymentLinkRoutes: AppRoutes = {
  home,
  menu: home,
  item: home,
  itemImage: home,
  basket: home,
  checkout: home,
  checkoutAddress: home,
  selectDeliveryArea: home,
  login: home,
  verifyOtp: home,
  settings: home,
  myOrders: home,
  orderDetail: home,
  orderSuccess: home,
  trackOrder: home,
  orderFeedback: home,
};
