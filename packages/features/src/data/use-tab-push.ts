import { followEventStream } from '@storefront/api';
import { useEffect, useMemo } from 'react';
import { apiRootUrl } from '../app-kit/api.js';
import { sessionToken } from '../session/session.js';
import { useStorefront } from '../session/storefront-context.js';
import type { TableTabState } from './use-table-tab.js';
import { useQueryCache } from './use-query.js';

/**
 * Keeps a shown table tab current over the push channel: each of the tab's orders the
 * signed-in diner placed is followed on its status stream (Server-Sent Events, reconnecting and
 * catching up with Last-Event-ID); a status change, or a (re)connection's catch-up, reads the tab
 * again, so staff moving a round or taking the tab in cash shows without a reload. No polling.
 */
export function useTabPush(tab: TableTabState): void {
  const { brand, session } = useStorefront();
  const cache = useQueryCache();
  const brandId = brand.brand._id;
  const orderNumbers = useMemo(
    () => (tab.status === 'ready' ? tab.tab.orders.map((order) => order.orderNumber).sort() : []),
    [tab],
  );
  const followed = orderNumbers.join(',');
  const signedIn = session !== null;

  useEffect(() => {
    if (!signedIn || !followed) return undefined;
    const stops = followed.split(',').map((orderNumber) => {
      const url = new URL(`order/order-status-events/${encodeURIComponent(orderNumber)}`, apiRootUrl());
      url.searchParams.set('brandId', brandId);
      let caughtUp = false;
      return followEventStream({
        url: url.toString(),
        getToken: sessionToken,
        onEvent: (event) => {
          // The first catch-up is the tab already shown; later ones and every change read it again.
          if (event.event === 'ready' && !caughtUp) {
            caughtUp = true;
            return;
          }
          if (event.event === 'status' || event.event === 'ready') cache.invalidate(['tableTab']);
        },
      });
    });
    return () => stops.forEach((stop) => stop());
  }, [followed, brandId, signedIn, cache]);
}
