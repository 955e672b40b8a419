import type { Schemas } from '@storefront/api';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { api } from '../app-kit/api.js';
import { useStorefront } from '../session/storefront-context.js';

/**
 * Items to suggest next to the basket (menus/get-recommend-items, spec section 7): asked with
 * the last basket item, its category, the basket's store (also its menu) and the chosen service,
 * only when all of them are known. Items already in the basket are left out; empty until the
 * answer arrives and when the call fails.
 */
export function useRecommendedItems(): readonly Schemas['Item'][] {
  const { brand, basket, setup } = useStorefront();
  const brandId = brand.brand._id;
  const { storeId, lines } = useSelector(basket, (snapshot) => snapshot.context);
  const serviceType = useSelector(setup, (snapshot) => snapshot.context.serviceType);
  const last = lines.at(-1);
  const itemId = last?.itemId;
  const categoryId = last?.categoryId;
  const key =
    storeId && serviceType && itemId && categoryId
      ? `${storeId}|${serviceType}|${itemId}|${categoryId}`
      : null;
  const [found, setFound] = useState<{ key: string; items: readonly Schemas['Item'][] } | null>(null);

  useEffect(() => {
    if (!key || !storeId || !serviceType || !itemId || !categoryId) return undefined;
    let cancelled = false;
    api
      .POST('/menus/get-recommend-items', {
        body: { brandId, storeId, menuId: storeId, serviceType, itemId, categoryId },
      })
      .then(({ data }) => {
        if (!cancelled) setFound({ key, items: data?.data ?? [] });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [key, brandId, storeId, serviceType, itemId, categoryId]);

  if (!key || found?.key !== key) return [];
  const inBasket = new Set(lines.map((line) => line.itemId));
  return found.items.filter((item) => !inBasket.has(item._id));
}
