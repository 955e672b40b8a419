import type { Schemas } from '@storefront/api';
import type { ServiceType } from '@storefront/core';
import { useSelector } from '@xstate/react';
import { api } from '../app-kit/api.js';
import { useStorefront } from '../session/storefront-context.js';
import type { Read } from './query-cache.js';
import { MAX_AGE, useQuery } from './use-query.js';

export interface RecommendationAsk {
  readonly storeId: string;
  readonly serviceType: ServiceType;
  readonly itemId: string;
  readonly categoryId: string;
}

/** Items to suggest next to an item of a store (menus/get-recommend-items; the store is its menu). */
export function recommendedItemsRead(
  brandId: string,
  ask: RecommendationAsk,
): Read<readonly Schemas['Item'][]> {
  const { storeId, serviceType, itemId, categoryId } = ask;
  return {
    key: ['recommended', storeId, serviceType, itemId, categoryId],
    load: async () => {
      const { data } = await api.POST('/menus/get-recommend-items', {
        body: { brandId, storeId, menuId: storeId, serviceType, itemId, categoryId },
      });
      if (!data) throw new Error('menus/get-recommend-items failed');
      return data.data;
    },
  };
}

/**
 * Items to suggest next to the basket (menus/get-recommend-items, spec section 7): asked with
 * the last basket item, its category, the basket's store (also its menu) and the chosen service,
 * only when all of them are known. Items already in the basket are left out; empty until the
 * answer arrives and when the call fails.
 */
export function useRecommendedItems(): readonly Schemas['Item'][] {
  const { brand, basket, setup } = useStorefront();
  const { storeId, lines } = useSelector(basket, (snapshot) => snapshot.context);
  const serviceType = useSelector(setup, (snapshot) => snapshot.context.serviceType);
  const last = lines.at(-1);
  const ask =
    storeId && serviceType && last?.itemId && last.categoryId
      ? { storeId, serviceType, itemId: last.itemId, categoryId: last.categoryId }
      : null;
  const read = recommendedItemsRead(
    brand.brand._id,
    ask ?? { storeId: '', serviceType: 'DELIVERY', itemId: '', categoryId: '' },
  );
  const { data } = useQuery(read.key, read.load, { maxAge: MAX_AGE.recommended, enabled: ask !== null });
  if (!ask || !data) return [];
  const inBasket = new Set(lines.map((line) => line.itemId));
  return data.filter((item) => !inBasket.has(item._id));
}
