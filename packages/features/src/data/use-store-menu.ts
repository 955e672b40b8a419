import type { Schemas } from '@storefront/api';
import { resolveError } from '@storefront/api';
import type { ServerErrorLike } from '@storefront/i18n';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { api } from '../app-kit/api.js';
import { useStorefront } from '../session/storefront-context.js';

export type MenuState =
  | { status: 'loading' }
  | { status: 'ready'; menu: Schemas['StoreMenu'] }
  | { status: 'error'; error: ServerErrorLike };

/**
 * Menus already shown in this page's life, by store, service and area: going back from an item
 * shows the store page at once (and at its scroll position) while the menu is fetched again.
 */
const shown = new Map<string, Schemas['StoreMenu']>();

/**
 * The chosen store's menu for the chosen service (and area, for delivery). `revision` asks for a
 * fresh copy: the menu-updated modal's 'Refresh' bumps it. `reuse` takes a menu already shown in
 * this page's life without asking the server again (the item page only needs the store's hours).
 */
export function useStoreMenu(revision = 0, { reuse = false }: { reuse?: boolean } = {}): MenuState {
  const { brand, setup } = useStorefront();
  const { serviceType, storeId, area } = useSelector(setup, (snapshot) => snapshot.context);
  const brandId = brand.brand._id;
  const mapped = brand.brand.deliveryMethods[0] === 'MAPPED_AREA_BASED';
  const key = `${brandId}|${serviceType}|${storeId}|${area?.areaId ?? ''}`;
  const [state, setState] = useState<{ key: string; menu: MenuState }>(() => {
    const cached = shown.get(key);
    return { key, menu: cached ? { status: 'ready', menu: cached } : { status: 'loading' } };
  });

  useEffect(() => {
    if (!storeId || !serviceType || (reuse && shown.has(key))) return;
    let cancelled = false;
    const request =
      serviceType === 'DELIVERY'
        ? api.POST('/menus/get-delivery-store-menu-v2', {
            body: {
              brandId,
              storeId,
              ...(area && (mapped ? { mappedAreaId: area.areaId } : { areaID: area.areaId })),
            },
          })
        : api.POST('/menus/get-pickup-store-menu', { body: { brandId, storeId } });
    const settle = (menu: MenuState) => {
      if (cancelled) return;
      if (menu.status === 'ready') shown.set(key, menu.menu);
      else shown.delete(key);
      setState({ key, menu });
    };
    request
      .then(({ data, error }) =>
        settle(data ? { status: 'ready', menu: data.data } : { status: 'error', error: resolveError(error) }),
      )
      .catch((error: unknown) => settle({ status: 'error', error: resolveError(error) }));
    return () => {
      cancelled = true;
    };
  }, [brandId, storeId, serviceType, area, mapped, key, revision, reuse]);

  if (state.key === key) return state.menu;
  const cached = shown.get(key);
  return cached ? { status: 'ready', menu: cached } : { status: 'loading' };
}
