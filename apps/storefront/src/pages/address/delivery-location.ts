import type { LatLng } from '@storefront/core';
import type { BrandStorage } from '@storefront/flows';

/** Where a mapped-area customer said they are (spec section 4): reused by the checkout map. */
export interface DeliveryLocation {
  coordinates: LatLng;
  mappedAreaId: string;
}

const SLICE = 'deliveryLocation';

export function saveDeliveryLocation(storage: BrandStorage, location: DeliveryLocation): void {
  storage.save(SLICE, location);
}

export function loadDeliveryLocation(storage: BrandStorage): DeliveryLocation | null {
  return storage.load<DeliveryLocation>(SLICE) ?? null;
}
