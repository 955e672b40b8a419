import { followEventStream, resolveError, type ResolvedError, type Schemas } from '@storefront/api';
import { apiRootUrl } from '@storefront/features/app-kit/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { beep } from './beep.js';
import { useRepeatingAlert } from './repeating-alert.js';
import { saveStaffSession, staffApi, type StaffSession } from './staff-api.js';

export type StaffOrder = Schemas['StaffOrder'];
export type OrderStatus = Schemas['OrderStatus'];

export interface Board {
  orders: readonly StaffOrder[] | undefined;
  /** The push channel is open (else the board shows it is reconnecting). */
  live: boolean;
  /** Orders that arrived since the board opened and are not yet acknowledged. */
  arrivals: readonly string[];
  dismiss: (orderNumber: string) => void;
  /** Moves an order; answers the refusal, or null. */
  move: (orderNumber: string, status: OrderStatus, reason?: string) => Promise<ResolvedError | null>;
  /** Says the cash a table share overpaid went back to the table; answers the refusal, or null. */
  handBackCash: (orderNumber: string, shareId: string) => Promise<ResolvedError | null>;
}

/** Whether a card shows a give-back still to be answered (a refund asked) or done (cash to hand back). */
export function awaitsGiveBack(orders: readonly StaffOrder[] | undefined): boolean {
  return (orders ?? []).some((order) =>
    order.giveBacks?.some((back) => back.status === 'requested' || back.status === 'toHandBack'),
  );
}

/**
 * The staff member's orders, kept current by their push channel: each event reads the list again
 * (and each reconnection, after its catch-up); an order never seen before is announced with a
 * sound, repeated every 15 s, and stays highlighted until acknowledged (dismissed or moved).
 */
export function useBoard(session: StaffSession): Board {
  const { token, staff } = session;
  const [orders, setOrders] = useState<readonly StaffOrder[] | undefined>(undefined);
  const [live, setLive] = useState(false);
  const [arrivals, setArrivals] = useState<readonly string[]>([]);
  const known = useRef<Set<string> | null>(null);
  const shown = useRef<readonly StaffOrder[] | undefined>(undefined);
  shown.current = orders;

  const load = useCallback(async () => {
    const { data, response } = await staffApi(token)
      .GET('/staff/orders')
      .catch(() => ({ data: undefined, response: undefined }));
    if (response?.status === 401) saveStaffSession(staff.brandId, null);
    if (!data) return;
    const numbers = data.data.map((order) => order.orderNumber);
    if (known.current) {
      const fresh = numbers.filter((number) => !known.current!.has(number));
      if (fresh.length > 0) {
        beep();
        setArrivals((current) => [...fresh, ...current]);
      }
    }
    known.current = new Set([...(known.current ?? []), ...numbers]);
    setOrders(data.data);
  }, [token, staff.brandId]);

  useEffect(() => {
    void load();
    return followEventStream({
      url: new URL('staff/order-events', apiRootUrl()).toString(),
      getToken: () => token,
      onEvent: (event) => {
        if (event.event === 'status' || event.event === 'ready') void load();
        // A table's change may be a give-back's answer (a refund, cash handed back at another
        // device): read again while a card shown still waits for one.
        if (event.event === 'table' && awaitsGiveBack(shown.current)) void load();
      },
      onConnection: setLive,
      onRefused: () => saveStaffSession(staff.brandId, null),
    });
  }, [load, token, staff.brandId]);

  const move = useCallback(
    async (orderNumber: string, status: OrderStatus, reason?: string) => {
      const { data, error } = await staffApi(token).POST('/staff/orders/{orderNumber}/status', {
        params: { path: { orderNumber } },
        body: { status, ...(reason !== undefined && { reason }) },
      });
      if (!data) return resolveError(error ?? null);
      setArrivals((current) => current.filter((number) => number !== orderNumber));
      await load();
      return null;
    },
    [token, load],
  );

  const handBackCash = useCallback(
    async (orderNumber: string, shareId: string) => {
      const { data, error } = await staffApi(token).POST('/staff/orders/{orderNumber}/cash-handed-back', {
        params: { path: { orderNumber } },
        body: { shareId },
      });
      if (!data) return resolveError(error ?? null);
      const moved = data.data;
      setOrders((current) => current?.map((order) => (order.orderNumber === orderNumber ? moved : order)));
      return null;
    },
    [token],
  );

  useRepeatingAlert(arrivals.length > 0, beep);

  const dismiss = useCallback(
    (orderNumber: string) => setArrivals((current) => current.filter((number) => number !== orderNumber)),
    [],
  );

  return { orders, live, arrivals, dismiss, move, handBackCash };
}
