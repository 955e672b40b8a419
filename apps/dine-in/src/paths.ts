import type { AppRoutes } from '@storefront/features/app-kit/routes';

/**
 * Where the dine-in app keeps each shared screen (spec section 2 route list), every path carrying
 * the table's query (`store-id`, `service-type=dine-in`, `table-number`). The basket is the
 * checkout itself: a table's order is reviewed and paid on one page. The menu and the delivery
 * area lead to the table's home.
 */
export function dineInRoutes(query: string, shared = false): AppRoutes {
  const at = (path: string) => `${path}${query}`;
  // In a table's shared session the basket is the table's: reviewed, sent and paid on the table page.
  const basket = shared ? () => at('/dine-in/table') : () => at('/dine-in/checkout');
  return {
    home: () => at('/dine-in'),
    item: (itemId, categoryId) => at(`/dine-in/item/${itemId}/${categoryId}`),
    itemImage: () => at('/dine-in/item-image'),
    basket,
    checkout: basket,
    // No address at a table: the address pages lead back to the checkout (the area picker, home).
    checkoutAddress: () => at('/dine-in/checkout'),
    login: () => at('/dine-in/auth/login'),
    verifyOtp: () => at('/dine-in/auth/verification'),
    settings: () => at('/dine-in/auth/settings'),
    myOrders: () => at('/dine-in/my-orders'),
    orderDetail: (orderNumber) =>
      `${at('/dine-in/order-detail')}${orderNumber ? `${query ? '&' : '?'}order=${encodeURIComponent(orderNumber)}` : ''}`,
    orderSuccess: (orderNumber) => at(`/dine-in/order/order-success/${orderNumber}`),
    trackOrder: (orderNumber) => at(`/dine-in/track-order/${orderNumber}`),
    orderFeedback: (orderId) => at(`/dine-in/order/order-feedback/${orderId}`),
  };
}

/** The pay-later home: the table's open tab, 'Pay Now (total)!' and 'View Menu'. */
export const payLaterPath = (query: string) => `/dine-in/paylater${query}`;
