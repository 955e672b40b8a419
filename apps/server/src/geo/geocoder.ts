import { haversineKm } from '@storefront/core';
import type { Db } from '../db/database.js';
import { places } from '../db/schema.js';

export interface GeocodedAddress {
  streetAddress: string;
  area: string;
  city: string;
  country: string;
}

export type GeocoderLanguage = 'EN' | 'AR';

/** Turns a point into an address; 'unknown' stands in for any part it cannot name (spec section 5). */
export interface Geocoder {
  reverse(lat: number, lng: number, language: GeocoderLanguage): Promise<GeocodedAddress>;
}

export const UNKNOWN = 'unknown';

/**
 * The offline default: the seeded gazetteer of UAE neighbourhoods. A point inside several
 * neighbourhoods' circles belongs to the one whose centre is nearest.
 */
export class GazetteerGeocoder implements Geocoder {
  readonly #db: Db;
  #places: Promise<(typeof places.$inferSelect)[]> | undefined;

  constructor(db: Db) {
    this.#db = db;
  }

  async reverse(lat: number, lng: number, language: GeocoderLanguage): Promise<GeocodedAddress> {
    this.#places ??= this.#db.select().from(places);
    const key = language === 'AR' ? 'ar' : 'en';
    let best: { place: typeof places.$inferSelect; distance: number } | undefined;
    for (const place of await this.#places) {
      const distance = haversineKm([lng, lat], [place.lng, place.lat]);
      if (distance <= place.radiusKm && (!best || distance < best.distance)) best = { place, distance };
    }
    if (!best) return { streetAddress: UNKNOWN, area: UNKNOWN, city: UNKNOWN, country: UNKNOWN };
    const { place } = best;
    return {
      streetAddress: `${place.street[key]}, ${place.area[key]}`,
      area: place.area[key],
      city: place.city[key],
      country: place.country[key],
    };
  }
}

interface GoogleComponent {
  long_name: string;
  types: string[];
}

interface GoogleAnswer {
  status: string;
  error_message?: string;
  results: { formatted_address: string; address_components: GoogleComponent[] }[];
}

/** Google Geocoding API (https://developers.google.com/maps/documentation/geocoding/requests-reverse-geocoding). */
export class GoogleGeocoder implements Geocoder {
  readonly #apiKey: string;
  readonly #fetch: typeof fetch;

  constructor(apiKey: string, fetchImpl: typeof fetch = fetch) {
    this.#apiKey = apiKey;
    this.#fetch = fetchImpl;
  }

  async reverse(lat: number, lng: number, language: GeocoderLanguage): Promise<GeocodedAddress> {
    const url = new URL('https://maps.googleapis.com/maps/api/geocode/json');
    url.searchParams.set('latlng', `${lat},${lng}`);
    url.searchParams.set('language', language.toLowerCase());
    url.searchParams.set('key', this.#apiKey);
    const response = await this.#fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`Google Geocoding answered HTTP ${response.status}`);
    const answer = (await response.json()) as GoogleAnswer;
    if (answer.status === 'ZERO_RESULTS') {
      return { streetAddress: UNKNOWN, area: UNKNOWN, city: UNKNOWN, country: UNKNOWN };
    }
    if (answer.status !== 'OK')
      throw new Error(`Google Geocoding: ${answer.status} ${answer.error_message ?? ''}`.trim());
    const [first] = answer.results;
    const components = answer.results.flatMap((result) => result.address_components);
    const find = (...types: string[]) =>
      types
        .map((type) => components.find((component) => component.types.includes(type))?.long_name)
        .find(Boolean);
    return {
      streetAddress: first?.formatted_address ?? UNKNOWN,
      area: find('sublocality_level_1', 'sublocality', 'neighborhood') ?? UNKNOWN,
      city: find('locality', 'administrative_area_level_1') ?? UNKNOWN,
      country: find('country') ?? UNKNOWN,
    };
  }
}
