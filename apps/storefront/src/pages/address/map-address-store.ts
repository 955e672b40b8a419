import type { LatLng } from '@storefront/core';
import type { BrandStorage } from '@storefront/flows';

/** The place chosen on the map, waiting for the address form (spec section 3 "Map state"). */
export interface MapAddress {
  streetAddress: string;
  area: string;
  city: string;
  country: string;
  coordinates: LatLng;
}

/** The pin being placed on the map and the view around it, before it is confirmed. */
export interface MapPin {
  pin: LatLng;
  center: LatLng;
  zoom: number;
}

// Kept per brand with the rest of the brand's state (packages/flows brand-storage), so a reload
// of the map or of the address form finds the pin again, and another brand never sees it.
const ADDRESS_SLICE = 'mapAddress';
const PIN_SLICE = 'mapPin';

const isPoint = (value: unknown): value is LatLng =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as LatLng).lat) &&
  Number.isFinite((value as LatLng).lng);

export function saveMapAddress(storage: BrandStorage, address: MapAddress): void {
  storage.save(ADDRESS_SLICE, address);
}

export function loadMapAddress(storage: BrandStorage): MapAddress | null {
  const address = storage.load<MapAddress>(ADDRESS_SLICE);
  return address && typeof address.streetAddress === 'string' && isPoint(address.coordinates)
    ? address
    : null;
}

export function saveMapPin(storage: BrandStorage, pin: MapPin | null): void {
  if (pin) storage.save(PIN_SLICE, pin);
  else storage.remove(PIN_SLICE);
}

export function loadMapPin(storage: BrandStorage): MapPin | null {
  const saved = storage.load<MapPin>(PIN_SLICE);
  return saved && isPoint(saved.pin) && isPoint(saved.center) && Number.isFinite(saved.zoom) ? saved : null;
}

/** Once the address is saved the temporary map state goes (spec section 4 "Save address"). */
export function clearMapAddress(storage: BrandStorage): void {
  storage.remove(ADDRESS_SLICE);
  storage.remove(PIN_SLICE);
}
