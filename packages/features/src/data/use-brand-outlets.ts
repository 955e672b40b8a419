import type { Schemas } from '@storefront/api';
import { useStorefront } from '../session/storefront-context.js';
import { pickupStoresRead } from './stores.js';
import { MAX_AGE, useQuery } from './use-query.js';

const NONE: readonly Schemas['Store'][] = [];

/**
 * The brand's outlets open to visitors (store/get-stores-for-pickup: every store offering
 * pickup), the same read as the pickup store choice; empty until they arrive, when pickup is off
 * or paused, and when the call fails.
 */
export function useBrandOutlets(enabled: boolean): readonly Schemas['Store'][] {
  const { brand } = useStorefront();
  const read = pickupStoresRead(brand.brand._id);
  const { data } = useQuery(read.key, read.load, { maxAge: MAX_AGE.stores, enabled });
  return (enabled && data) || NONE;
}
