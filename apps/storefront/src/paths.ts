import type { SharedRoutes } from '@storefront/features/app-kit/routes';

/**
 * Where the storefront keeps each screen (spec section 2 route list). Checkout lives under /store
 * for outlet-based brands and /order for brand-wide catalogues.
 */
export const storefrontRoutes: SharedRoutes = {
  home: () => '/',
  menu: () => '/store/store-detail',
  item: (itemId, categoryId, brandBased) => `${brandBased ? '/item' : '/store/item'}/${itemId}/${categoryId}`,
  itemImage: (brandBased) => (brandBased ? '/item/item-image' : '/store/item-image'),
  basket: () => '/store/basket',
  checkout: (catalogueType) =>
    catalogueType === 'BRAND_BASED_CATALOGUE' ? '/order/checkout' : '/store/checkout',
  checkoutAddress: (catalogueType, page) =>
    catalogueType === 'BRAND_BASED_CATALOGUE' ? `/checkout/${page}` : `/store/checkout/${page}`,
  selectDeliveryArea: () => '/address/select-delivery-area',
  login: () => '/auth/login',
  verifyOtp: () => '/auth/verify-otp',
  settings: () => '/auth/settings',
  myOrders: () => '/order/my-orders',
  orderDetail: (orderNumber) =>
    orderNumber ? `/order/order-detail?order=${encodeURIComponent(orderNumber)}` : '/order/order-detail',
  orderSuccess: (orderNumber) => `/order/order-success/${orderNumber}`,
  trackOrder: (orderNumber) => `/track-order/${orderNumber}`,
  orderFeedback: (orderId) => `/order/order-feedback/${orderId}`,
};
