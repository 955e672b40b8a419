import type { Schemas } from '@storefront/api';
import type { ServerErrorLike } from '@storefront/i18n';

/**
 * The orders screen's list, a page at a time (GET order/getCustomerOrders answers the newest page
 * and a cursor for older ones): the first page replaces the list, 'Load more' appends the next.
 */
export type OrdersState =
  | { status: 'loading' }
  | { status: 'error'; error: ServerErrorLike }
  | {
      status: 'ready';
      orders: readonly Schemas['Order'][];
      /** Where the next page starts; null when every order is shown. */
      nextCursor: string | null;
      /** The next page: not asked, on its way, or failed (the list stays; the button retries). */
      more: 'idle' | 'loading' | 'failed';
    };

export type OrdersEvent =
  | { type: 'page'; orders: readonly Schemas['Order'][]; nextCursor: string | null }
  | { type: 'failed'; error: ServerErrorLike }
  | { type: 'more' };

export const initialOrders: OrdersState = { status: 'loading' };

export function ordersReducer(state: OrdersState, event: OrdersEvent): OrdersState {
  switch (event.type) {
    case 'page': {
      if (state.status !== 'ready') {
        return { status: 'ready', orders: event.orders, nextCursor: event.nextCursor, more: 'idle' };
      }
      // An order already shown (the history moved between two pages) is not shown twice.
      const shown = new Set(state.orders.map((order) => order._id));
      return {
        status: 'ready',
        orders: [...state.orders, ...event.orders.filter((order) => !shown.has(order._id))],
        nextCursor: event.nextCursor,
        more: 'idle',
      };
    }
    case 'failed':
      return state.status === 'ready'
        ? { ...state, more: 'failed' }
        : { status: 'error', error: event.error };
    case 'more':
      return state.status === 'ready' && state.nextCursor !== null ? { ...state, more: 'loading' } : state;
  }
}
