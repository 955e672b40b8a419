import type { Schemas } from '@storefront/api';
import { useLocation } from 'react-router';
import { usePlacedOrder } from './use-placed-order.js';

/** The query parameter an order-detail link names its order by (its number). */
export const ORDER_QUERY = 'order';

/**
 * The order an order-detail page shows: the one the history handed over (navigation state), else
 * the one its link names (`?order=<number>`), read from the signed-in customer's own orders, so a
 * reloaded, reopened or shared link opens that order, and only for its customer.
 */
export function useShownOrder():
  { status: 'found'; order: Schemas['Order'] } | { status: 'loading' } | { status: 'missing' } {
  const { state, search } = useLocation();
  const given = (state as { order?: Schemas['Order'] } | null)?.order;
  const named = new URLSearchParams(search).get(ORDER_QUERY) ?? '';
  const placed = usePlacedOrder(given ? '' : named);
  if (given) return { status: 'found', order: given };
  return placed;
}
