import { followEventStream, type Schemas } from '@storefront/api';
import { isActiveStatus, type UnixSeconds } from '@storefront/core';
import { useEffect, useState } from 'react';
import { api, apiRootUrl } from '../app-kit/api.js';
import { sessionToken } from '../session/session.js';
import { useStorefront } from '../session/storefront-context.js';

/** How often an active order's status is asked again while its push channel is down. */
const POLL_MS = 5000;

export type TrackState =
  { status: 'loading' } | { status: 'found'; info: Schemas['TrackingInfo'] } | { status: 'missing' };

/**
 * An order's tracking info, kept current: a signed-in customer's own order follows the push
 * channel (Server-Sent Events; each change, and each reconnection, reads the info again); while
 * that is down, or for anyone else's lookup, an active order is asked again every few seconds. A
 * cancelled paid order whose refund is still being asked of its gateway is asked again too: no
 * status change announces the gateway's answer.
 */
export function useTrackingInfo(orderNumber: string): { state: TrackState; now: UnixSeconds } {
  const { brand, session } = useStorefront();
  const brandId = brand.brand._id;
  const signedIn = session !== null;
  const [state, setState] = useState<TrackState>({ status: 'loading' });
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000) as UnixSeconds);
  const [pushed, setPushed] = useState(false);
  const [version, setVersion] = useState(0);

  const active = state.status === 'found' && isActiveStatus(state.info.orderStatus);
  const refundAsked = state.status === 'found' && state.info.refund?.status === 'requested';
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      api
        .GET('/order/get-order-tracking-info/{orderId}', { params: { path: { orderId: orderNumber } } })
        .then(({ data }) => {
          if (cancelled) return;
          setNow(Math.floor(Date.now() / 1000) as UnixSeconds);
          setState(data ? { status: 'found', info: data.orders } : { status: 'missing' });
        })
        .catch(() => undefined);
    void load();
    if (!refundAsked && ((state.status !== 'loading' && !active) || pushed)) return () => (cancelled = true);
    const timer = setInterval(() => void load(), POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [orderNumber, active, refundAsked, pushed, version]);

  useEffect(() => {
    if (!signedIn || !orderNumber) return undefined;
    const url = new URL(`order/order-status-events/${encodeURIComponent(orderNumber)}`, apiRootUrl());
    url.searchParams.set('brandId', brandId);
    return followEventStream({
      url: url.toString(),
      getToken: sessionToken,
      onEvent: (event) => {
        if (event.event === 'status' || event.event === 'ready') setVersion((value) => value + 1);
      },
      onConnection: setPushed,
      onRefused: () => setPushed(false),
    });
  }, [orderNumber, brandId, signedIn]);

  return { state, now };
}
