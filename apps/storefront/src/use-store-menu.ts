import type { Schemas } from '@storefront/api';
import { resolveErrorMessage } from '@storefront/api';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { api } from './api.js';
import { useStorefront } from './state/storefront-context.js';

export type MenuState =
  | { status: 'loading' }
  | { status: 'ready'; menu: Schemas['StoreMenu'] }
  | { status: 'error'; message: string };

/** The chosen store's menu for the chosen service (and area, for delivery). */
export function useStoreMenu(): MenuState {
  const { brand, setup } = useStorefront();
  const { serviceType, storeId, area } = useSelector(setup, (snapshot) => snapshot.context);
  const [state, setState] = useState<MenuState>({ status: 'loading' });
  const brandId = brand.brand._id;
  const mapped = brand.brand.deliveryMethods[0] === 'MAPPED_AREA_BASED';

  useEffect(() => {
    if (!storeId || !serviceType) return;
    let cancelled = false;
    setState({ status: 'loading' });
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
    request
      .then(({ data, error }) => {
        if (cancelled) return;
        setState(
          data
            ? { status: 'ready', menu: data.data }
            : { status: 'error', message: resolveErrorMessage(error) },
        );
      })
      .catch(
        (error: unknown) => !cancelled && setState({ status: 'error', message: resolveErrorMessage(error) }),
      );
    return () => {
      cancelled = true;
    };
  }, [brandId, storeId, serviceType, area, mapped]);
  return state;
}
