import type { Schemas } from '@storefront/api';
import { resolveError } from '@storefront/api';
import type { ServerErrorLike } from '@storefront/i18n';
import type { ChosenArea, SetupService } from '@storefront/flows';
import { api } from '../app-kit/api.js';
import { useSetupPlace, useStorefront } from '../session/storefront-context.js';
import { failureOf, ReadError, type Read } from './query-cache.js';
import { MAX_AGE, useQuery } from './use-query.js';
import { useStorePush } from './use-store-push.js';

export type MenuState =
  | { status: 'loading' }
  | { status: 'ready'; menu: Schemas['StoreMenu'] }
  /** `answered`: the server refused (a network failure is the offline screen's, not the page's). */
  | { status: 'error'; error: ServerErrorLike; answered: boolean };

/** Which menu to read: a store's, for a service (and the area for delivery, the table for dine-in). */
export interface MenuAsk {
  readonly serviceType: SetupService;
  readonly storeId: string;
  readonly area: ChosenArea | null;
  readonly tableNumber: number | null;
  /** The brand delivers to mapped areas: the area goes as `mappedAreaId`, else as `areaID`. */
  readonly mapped: boolean;
}

/**
 * A store's menu for the service (spec section 7): menus/get-delivery-store-menu-v2 with the
 * area, menus/get-pickup-store-menu, or menus/get-dine-in-store-menu with the table number.
 */
export function storeMenuRead(brandId: string, ask: MenuAsk): Read<Schemas['StoreMenu']> {
  const { serviceType, storeId, area, tableNumber, mapped } = ask;
  const request = () => {
    if (serviceType === 'DELIVERY')
      return api.POST('/menus/get-delivery-store-menu-v2', {
        body: {
          brandId,
          storeId,
          ...(area && (mapped ? { mappedAreaId: area.areaId } : { areaID: area.areaId })),
        },
      });
    if (serviceType === 'DINE_IN')
      return api.POST('/menus/get-dine-in-store-menu', {
        body: { brandId, storeId, ...(tableNumber !== null && { tableNumber }) },
      });
    return api.POST('/menus/get-pickup-store-menu', { body: { brandId, storeId } });
  };
  return {
    key: ['menu', serviceType, storeId, area?.areaId ?? null, serviceType === 'DINE_IN' ? tableNumber : null],
    load: async () => {
      const { data, error } = await request();
      if (!data) throw new ReadError('store menu', error);
      return data.data;
    },
  };
}

/**
 * The chosen store's menu for the chosen service (and area, for delivery; table, for dine-in).
 * `revision` asks for a fresh copy: the menu-updated modal's 'Refresh' bumps it. Each page reads
 * the menu again when it opens, showing the one already read meanwhile (going back from an item
 * shows the store page at once, at its scroll position); `reuse` takes a menu read in the last
 * minutes without asking the server again (the item page only needs the store's hours). While
 * shown, the store's kitchen changes are followed live (`useStorePush`).
 */
export function useStoreMenu(revision = 0, { reuse = false }: { reuse?: boolean } = {}): MenuState {
  const { brand } = useStorefront();
  const { serviceType, storeId, area, tableNumber } = useSetupPlace();
  const mapped = brand.brand.deliveryMethods[0] === 'MAPPED_AREA_BASED';
  const ask = serviceType && storeId ? { serviceType, storeId, area, tableNumber, mapped } : null;
  // Every screen showing the store's menu hears its kitchen's changes and reads it again.
  useStorePush(brand.brand._id, ask ? storeId : null);
  const read = storeMenuRead(
    brand.brand._id,
    ask ?? { serviceType: 'PICKUP', storeId: '', area: null, tableNumber: null, mapped },
  );
  const entry = useQuery(read.key, read.load, {
    maxAge: MAX_AGE.menu,
    enabled: ask !== null,
    refetchOnMount: !reuse,
    refreshKey: revision,
  });
  if (entry.status === 'error' && !entry.fetching)
    return {
      status: 'error',
      error: resolveError(failureOf(entry.error)),
      answered: entry.error instanceof ReadError,
    };
  if (entry.data) return { status: 'ready', menu: entry.data };
  return { status: 'loading' };
}
