import type { Schemas } from '@storefront/api';
import { useEffect, useState } from 'react';
import { api } from '../app-kit/api.js';
import { useStorefront } from '../session/storefront-context.js';

/** Outlets already loaded in this page's life, by brand. */
const loaded = new Map<string, readonly Schemas['Store'][]>();

/**
 * The brand's outlets open to visitors (store/get-stores-for-pickup: every store offering
 * pickup), read once per brand in the page's life; empty until they arrive, when pickup is off or
 * paused, and when the call fails.
 */
export function useBrandOutlets(enabled: boolean): readonly Schemas['Store'][] {
  const { brand } = useStorefront();
  const brandId = brand.brand._id;
  const [outlets, setOutlets] = useState<{ brandId: string; list: readonly Schemas['Store'][] }>(() => ({
    brandId,
    list: loaded.get(brandId) ?? [],
  }));

  useEffect(() => {
    if (!enabled || loaded.has(brandId)) return undefined;
    let cancelled = false;
    api
      .POST('/store/get-stores-for-pickup', { body: { brandId } })
      .then(({ data }) => {
        const list = data?.stores ?? [];
        loaded.set(brandId, list);
        if (!cancelled) setOutlets({ brandId, list });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [brandId, enabled]);

  if (!enabled) return [];
  return outlets.brandId === brandId ? outlets.list : (loaded.get(brandId) ?? []);
}
