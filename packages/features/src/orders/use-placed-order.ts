import type { Schemas } from '@storefront/api';
import { useEffect, useState } from 'react';
import { api } from '../app-kit/api.js';
import { useStorefront } from '../session/storefront-context.js';

export type PlacedOrder =
  { status: 'loading' } | { status: 'found'; order: Schemas['Order'] } | { status: 'missing' };

/**
 * The signed-in customer's order with this number, from their orders (GET order/getCustomerOrders,
 * spec section 7); 'missing' when it is not among them or the call fails.
 */
export function usePlacedOrder(orderNumber: string): PlacedOrder {
  const { brand, session } = useStorefront();
  const brandId = brand.brand._id;
  const signedIn = session !== null;
  const [state, setState] = useState<{ orderNumber: string; placed: PlacedOrder }>({
    orderNumber,
    placed: { status: 'loading' },
  });

  useEffect(() => {
    if (!signedIn || !orderNumber) return undefined;
    let cancelled = false;
    const settle = (placed: PlacedOrder) => !cancelled && setState({ orderNumber, placed });
    api
      .GET('/order/getCustomerOrders', { params: { query: { brandId } } })
      .then(({ data }) => {
        const order = data?.data.find((candidate) => candidate.orderNumber === orderNumber);
        settle(order ? { status: 'found', order } : { status: 'missing' });
      })
      .catch(() => settle({ status: 'missing' }));
    return () => {
      cancelled = true;
    };
  }, [brandId, orderNumber, signedIn]);

  if (!signedIn || !orderNumber) return { status: 'missing' };
  return state.orderNumber === orderNumber ? state.placed : { status: 'loading' };
}
