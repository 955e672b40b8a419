/**
 * Map rules (spec §5 "Map", §9 "Map"): location required, zoom above 15, the placeholder point
 * 23/54 treated as unset, and geocoding fallbacks.
 */
import { type CoreError, coreError } from '../errors.js';

/** `{lat, lng}` as the map uses it. */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** Default map centre, also the placeholder "unset" point (spec §9). */
export const DEFAULT_MAP_CENTER: LatLng = { lat: 23, lng: 54 };
/** Zoom must be strictly above this. */
export const MIN_MAP_ZOOM_EXCLUSIVE = 15;
/** Zoom the 'Increase zoom' button and locating set. */
export const INCREASE_ZOOM_TO = 16;
/** Default zoom of the address/checkout map. */
export const DEFAULT_MAP_ZOOM = 7;
/** Geocoding fallback for missing parts. */
export const UNKNOWN_PLACE = 'unknown';

/** True for the placeholder point 23/54 (treated as no location). */
export function isPlaceholderPoint(point: LatLng): boolean {
  return point.lat === DEFAULT_MAP_CENTER.lat && point.lng === DEFAULT_MAP_CENTER.lng;
}

/** True for finite coordinates in range that are not the placeholder. */
export function isSetLocation(point: LatLng | null | undefined): point is LatLng {
  return (
    point !== null &&
    point !== undefined &&
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180 &&
    !isPlaceholderPoint(point)
  );
}

/** Zoom must exceed 15 (16 passes, 15 does not). */
export function isZoomSufficient(zoom: number): boolean {
  return zoom > MIN_MAP_ZOOM_EXCLUSIVE;
}

/**
 * Map confirm check in order: location set ('Please choose a location.'), zoom above 15 (the
 * increase-zoom message), street resolved ('Try to choose the exact location so that riders can
 * deliver as soon as possible'). Null when the location can be used.
 */
export function validateMapConfirm(input: {
  readonly location: LatLng | null | undefined;
  readonly zoom: number;
  readonly streetAddress?: string | null;
}): CoreError<'chooseLocation' | 'increaseZoom' | 'exactLocation'> | null {
  if (!isSetLocation(input.location)) return coreError('chooseLocation');
  if (!isZoomSufficient(input.zoom)) return coreError('increaseZoom');
  if ((input.streetAddress ?? '').trim() === '') return coreError('exactLocation');
  return null;
}

/** A search-bar address needs text with its coordinates, else 'Please make sure to type an address in the search bar'. */
export function validateSearchBarAddress(
  text: string | null | undefined,
  coordinates: LatLng | null | undefined,
): CoreError<'typeAddressInSearch'> | null {
  return (text ?? '').trim() !== '' && isSetLocation(coordinates) ? null : coreError('typeAddressInSearch');
}

/** A saved map address is reused only with coordinates, a non-empty street and not the placeholder point. */
export function isReusableMapAddress(
  saved: { readonly coordinates?: LatLng | null; readonly streetAddress?: string | null } | null | undefined,
): boolean {
  return Boolean(saved) && isSetLocation(saved?.coordinates) && (saved?.streetAddress ?? '').trim() !== '';
}

/** Fills missing geocoded city, country and area with 'unknown' (spec §5). */
export function withGeocodeFallbacks<
  T extends {
    readonly city?: string | null;
    readonly country?: string | null;
    readonly area?: string | null;
  },
>(address: T): T & { readonly city: string; readonly country: string; readonly area: string } {
  const orUnknown = (text: string | null | undefined): string =>
    (text ?? '').trim() === '' ? UNKNOWN_PLACE : (text as string);
  return {
    ...address,
    city: orUnknown(address.city),
    country: orUnknown(address.country),
    area: orUnknown(address.area),
  };
}
