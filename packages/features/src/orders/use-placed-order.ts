import type { Schemas } from '@storefront/api';
import { api } from '../app-kit/api.js';
import type { Read } from '../data/query-cache.js';
import { MAX_AGE, useQuery } from '../data/use-query.js';
import { useStorefront } from '../session/storefront-context.js';

export type PlacedOrder =
  { status: 'loading' } | { status: 'found'; order: Schemas['Order'] } | { status: 'missing' };

/** The signed-in customer's orders (GET order/getCustomerOrders, spec section 7). */
export function customerOrdersRead(brandId: string, userId: string): Read<readonly Schemas['Order'][]> {
  return {
    key: ['orders', userId],
    load: async () => {
      const { data } = await api.GET('/order/getCustomerOrders', { params: { query: { brandId } } });
      if (!data) throw new Error('order/getCustomerOrders failed');
      return data.data;
    },
  };
}

/**
 * The signed-in customer's order with this number, from their orders (read again when the page
 * opens: the order may be seconds old); 'missing' when it is not among them or the call fails.
 */
export function usePlacedOrder(orderNumber: string): PlacedOrder {
  const { brand, session } = useStorefront();
  const userId = session?.user.userId ?? '';
  const enabled = session !== null && orderNumber !== '';
  const read = customerOrdersRead(brand.brand._id, userId);
  const entry = useQuery(read.key, read.load, { maxAge: MAX_AGE.orders, enabled, refetchOnMount: true });
  if (!enabled) return { status: 'missing' };
  if (entry.status === 'error' && !entry.fetching) return { status: 'missing' };
  if (!entry.data) return { status: 'loading' };
  const order = entry.data.find((candidate) => candidate.orderNumber === orderNumber);
  if (order) return { status: 'found', order };
  // Shown from an earlier read while the new one is on its way: wait for it before saying missing.
  return entry.fetching ? { status: 'loading' } : { status: 'missing' };
}
