import type { Schemas } from '@storefront/api';
import { api } from '../app-kit/api.js';
import type { Read } from './query-cache.js';

/** The brand's stores offering pickup (store/get-stores-for-pickup); empty when the call fails. */
export function pickupStoresRead(brandId: string): Read<readonly Schemas['Store'][]> {
  return {
    key: ['stores', 'pickup'],
    load: async () => {
      const { data } = await api.POST('/store/get-stores-for-pickup', { body: { brandId } });
      return data?.stores ?? [];
    },
  };
}

/**
 * The stores delivering to an area (store/get-stores-by-mapped-area for a brand delivering to
 * mapped areas, else store/getStoresByDeliveryArea); empty when the call fails.
 */
export function areaStoresRead(
  brandId: string,
  mapped: boolean,
  areaId: string,
): Read<readonly Schemas['Store'][]> {
  return {
    key: ['stores', 'area', areaId],
    load: async () => {
      const { data } = mapped
        ? await api.POST('/store/get-stores-by-mapped-area', { body: { brandId, mappedAreaId: areaId } })
        : await api.POST('/store/getStoresByDeliveryArea', { body: { brandId, areaId } });
      return data?.data ?? [];
    },
  };
}
