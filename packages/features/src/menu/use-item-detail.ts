/** The item page's item: the store's copy when a store is chosen, else the brand-wide one. */
import { resolveError, type Schemas } from '@storefront/api';
import type { ServerErrorLike } from '@storefront/i18n';
import type { SetupService } from '@storefront/flows';
import { useEffect, useState } from 'react';
import { api } from '../app-kit/api.js';
import { useStorefront } from '../session/storefront-context.js';
import { useStorePush } from '../data/use-store-push.js';

export type ItemState =
  | { status: 'loading' }
  | { status: 'ready'; item: Schemas['Item'] }
  | { status: 'removed' }
  /** The chosen store is no longer the brand's ('Something Went wrong', spec section 8). */
  | { status: 'storeMissing' }
  | { status: 'error'; error: ServerErrorLike };

/**
 * Reads the item. 404 means the item left the menu ('removed') or the store the brand
 * ('storeMissing'); anything else is the server's own message. `store` is null for the preview and direct links (no store chosen yet).
 */
export function useItemDetail(
  itemId: string,
  categoryId: string,
  store: { storeId: string; serviceType: SetupService } | null,
): ItemState {
  const { brand } = useStorefront();
  const [state, setState] = useState<ItemState>({ status: 'loading' });
  const storeId = store?.storeId ?? null;
  const serviceType = store?.serviceType ?? null;
  // A kitchen change at the store (sold out, back on) reads the item again, keeping what is shown meanwhile.
  const revision = useStorePush(brand.brand._id, storeId);
  useEffect(() => {
    const brandId = brand.brand._id;
    const request =
      storeId && serviceType
        ? api.POST('/items/get-item-detail', {
            body: { brandId, storeId, itemId, categoryId, serviceType, menuId: storeId },
          })
        : api.POST('/menus/get-menu-item-detail', {
            body: { brandId, itemId, ...(categoryId && { categoryId }) },
          });
    let cancelled = false;
    request
      .then(({ data, error, response }) => {
        if (cancelled) return;
        if (data) setState({ status: 'ready', item: data.data.itemInfo });
        else if (response.status === 404 && resolveError(error).key === 'errors:storeNotFound')
          setState({ status: 'storeMissing' });
        else if (response.status === 404) setState({ status: 'removed' });
        else setState({ status: 'error', error: resolveError(error) });
      })
      .catch((failure: unknown) => !cancelled && setState({ status: 'error', error: resolveError(failure) }));
    return () => {
      cancelled = true;
    };
  }, [brand.brand._id, storeId, serviceType, itemId, categoryId, revision]);
  return state;
}
