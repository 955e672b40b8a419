import { followEventStream, resolveError, type ResolvedError, type Schemas } from '@storefront/api';
import { apiRootUrl } from '@storefront/features/app-kit/api';
import { useCallback, useEffect, useState } from 'react';
import { saveStaffSession, staffApi, type StaffSession } from './staff-api.js';

export type Kitchen = Schemas['Kitchen'];
export type KitchenChange = Omit<Schemas['KitchenChangeRequest'], 'storeId'>;

/** The soonest time something of the kitchen ends by itself (a pause, busy mode, a sold-out item), if any. */
export function nextEnd(kitchen: Kitchen, now: number): number | null {
  const ends = [
    ...Object.values(kitchen.services).map((service) => service.pausedUntil),
    kitchen.busy?.until ?? null,
    ...kitchen.items.flatMap((item) => [
      item.soldOut?.until ?? null,
      ...item.options.map((o) => o.soldOut?.until ?? null),
    ]),
  ].filter((end): end is number => end !== null && end > now);
  return ends.length ? Math.min(...ends) : null;
}

/**
 * A store's kitchen on the board (docs/kitchen.md): read, changed, and kept current: another
 * staff member's change arrives on the store's menu stream, and whatever ends by itself (a pause,
 * busy mode, an item sold out for an hour) is read again at its end.
 */
export function useKitchen(session: StaffSession, storeId: string | null) {
  const { token, staff } = session;
  const [kitchen, setKitchen] = useState<Kitchen | undefined>(undefined);

  const reload = useCallback(async () => {
    const { data, response } = await staffApi(token)
      .GET('/staff/kitchen', { params: { query: storeId ? { storeId } : {} } })
      .catch(() => ({ data: undefined, response: undefined }));
    if (response?.status === 401) saveStaffSession(staff.brandId, null);
    if (data) setKitchen(data.data);
  }, [token, staff.brandId, storeId]);

  useEffect(() => void reload(), [reload]);

  const shownStore = kitchen?.storeId;
  useEffect(() => {
    if (!shownStore) return undefined;
    const url = new URL(`stores/${shownStore}/menu-events`, apiRootUrl());
    url.searchParams.set('brandId', staff.brandId);
    return followEventStream({
      url: url.toString(),
      onEvent: (event) => {
        if (event.event === 'changed') void reload();
      },
    });
  }, [shownStore, staff.brandId, reload]);

  useEffect(() => {
    if (!kitchen) return undefined;
    const end = nextEnd(kitchen, Date.now() / 1000);
    if (end === null) return undefined;
    // Timers beyond about 24 days overflow; the board is reloaded long before.
    const timer = setTimeout(() => void reload(), Math.min((end + 1) * 1000 - Date.now(), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [kitchen, reload]);

  /** Makes one change; answers the refusal, or null. */
  const change = useCallback(
    async (ask: KitchenChange): Promise<ResolvedError | null> => {
      if (!kitchen) return null;
      const { data, error, response } = await staffApi(token)
        .POST('/staff/kitchen/changes', { body: { storeId: kitchen.storeId, ...ask } })
        .catch((failure: unknown) => ({ data: undefined, error: failure, response: undefined }));
      if (response?.status === 401) saveStaffSession(staff.brandId, null);
      if (data) setKitchen(data.data);
      return data ? null : resolveError(error ?? null);
    },
    [token, staff.brandId, kitchen],
  );

  return { kitchen, change };
}
