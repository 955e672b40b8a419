import type { LatLng } from '@storefront/core';

/** The place chosen on the map, waiting for the address form (spec section 3 "Map state"). */
export interface MapAddress {
  streetAddress: string;
  area: string;
  city: string;
  country: string;
  coordinates: LatLng;
}

const KEY = 'storefront.map-address';

export function saveMapAddress(address: MapAddress): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(address));
}

export function loadMapAddress(): MapAddress | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as MapAddress) : null;
  } catch {
    return null;
  }
}
