import { haversineKm } from '@storefront/core';
import type { Db } from '../db/database.js';
import { places } from '../db/schema.js';
import { LANDMARK_CITIES, LANDMARKS } from './landmarks.js';

export interface GeocodedAddress {
  streetAddress: string;
  area: string;
  city: string;
  country: string;
}

export type GeocoderLanguage = 'EN' | 'AR';

/** A place the map page's search offers (`PlaceSuggestion` in the description). */
export interface PlaceSuggestion {
  /** Opaque id: Google's place_id, or `gazetteer:{id}` offline. */
  placeId: string;
  /** The place's name in the requested language. */
  name: string;
  /** Its city and country, e.g. 'Dubai, United Arab Emirates'. */
  description: string;
  lat: number;
  lng: number;
}

/**
 * Turns a point into an address; 'unknown' stands in for any part it cannot name (spec section 5).
 * Searches places by name for the map page, limited to one country (the UAE, spec section 4).
 */
export interface Geocoder {
  reverse(lat: number, lng: number, language: GeocoderLanguage): Promise<GeocodedAddress>;
  /** At most PLACE_SUGGESTIONS_LIMIT places in the UAE, best first; none for a blank query. */
  search(query: string, language: GeocoderLanguage): Promise<PlaceSuggestion[]>;
}

export const UNKNOWN = 'unknown';
/** Suggestions per search (the description's maxItems). */
export const PLACE_SUGGESTIONS_LIMIT = 8;
/** Search is limited to this country (ISO 3166-1 alpha-2, and its gazetteer name). */
export const SEARCH_COUNTRY = { code: 'AE', en: 'United Arab Emirates' } as const;

/** Trimmed, lower-cased, inner runs of spaces made one. */
function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** 'Dubai, United Arab Emirates' / 'دبي، الإمارات العربية المتحدة'. */
function joinParts(parts: (string | undefined)[], language: GeocoderLanguage): string {
  const unique = parts.filter((part, index): part is string => !!part && parts.indexOf(part) === index);
  return unique.join(language === 'AR' ? '، ' : ', ');
}

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

  /** The gazetteer, read once; a failed read is tried again next time. */
  #all(): Promise<(typeof places.$inferSelect)[]> {
    this.#places ??= this.#db
      .select()
      .from(places)
      .catch((error: unknown) => {
        this.#places = undefined;
        throw error;
      });
    return this.#places;
  }

  async reverse(lat: number, lng: number, language: GeocoderLanguage): Promise<GeocodedAddress> {
    const key = language === 'AR' ? 'ar' : 'en';
    let best: { place: typeof places.$inferSelect; distance: number } | undefined;
    for (const place of await this.#all()) {
      const distance = haversineKm([lng, lat], [place.lng, place.lat]);
      if (distance <= place.radiusKm && (!best || distance < best.distance)) best = { place, distance };
    }
    if (!best) return { streetAddress: UNKNOWN, area: UNKNOWN, city: UNKNOWN, country: UNKNOWN };
    const { place } = best;
    return {
      streetAddress: joinParts([place.street[key], place.area[key]], language),
      area: place.area[key],
      city: place.city[key],
      country: place.country[key],
    };
  }

  /**
   * Neighbourhoods and landmarks whose English or Arabic name holds the query (case-insensitive):
   * names that start with it first, then names that contain it; in each group neighbourhoods
   * before landmarks (an address is mostly a neighbourhood), each by name in the requested language.
   */
  async search(query: string, language: GeocoderLanguage): Promise<PlaceSuggestion[]> {
    const needle = normalise(query);
    if (!needle) return [];
    const key = language === 'AR' ? 'ar' : 'en';
    const collator = new Intl.Collator(key, { numeric: true });
    const ranked: { suggestion: PlaceSuggestion; rank: number; landmark: boolean }[] = [];
    // The suggestion is built only for a match (a search reads every place and landmark).
    const consider = (
      names: { en: string; ar: string },
      landmark: boolean,
      suggestion: () => PlaceSuggestion,
    ) => {
      const both = [normalise(names.en), normalise(names.ar)];
      const rank = both.some((name) => name.startsWith(needle))
        ? 0
        : both.some((name) => name.includes(needle))
          ? 1
          : null;
      if (rank !== null) ranked.push({ suggestion: suggestion(), rank, landmark });
    };
    for (const place of await this.#all()) {
      if (place.country.en !== SEARCH_COUNTRY.en) continue;
      consider(place.area, false, () => ({
        placeId: `gazetteer:${place.id}`,
        name: place.area[key],
        description: joinParts([place.city[key], place.country[key]], language),
        lat: place.lat,
        lng: place.lng,
      }));
    }
    const country = language === 'AR' ? 'الإمارات العربية المتحدة' : SEARCH_COUNTRY.en;
    LANDMARKS.forEach((landmark, index) =>
      consider(landmark.name, true, () => ({
        placeId: `landmark:${index}`,
        name: landmark.name[key],
        description: joinParts([landmark.area[key], LANDMARK_CITIES[landmark.city][key], country], language),
        lat: landmark.lat,
        lng: landmark.lng,
      })),
    );
    return ranked
      .sort(
        (a, b) =>
          a.rank - b.rank ||
          Number(a.landmark) - Number(b.landmark) ||
          collator.compare(a.suggestion.name, b.suggestion.name),
      )
      .slice(0, PLACE_SUGGESTIONS_LIMIT)
      .map(({ suggestion }) => suggestion);
  }
}

/** Nominatim's answer: https://nominatim.org/release-docs/latest/api/Output/ (format=jsonv2). */
interface NominatimPlace {
  place_id?: number;
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
  error?: string;
}

/**
 * OpenStreetMap's geocoder (Nominatim: https://nominatim.org/release-docs/latest/api/Search/ and
 * .../Reverse/), at `baseUrl`: the public instance or a brand group's own. Its usage policy asks
 * for an identifying User-Agent and at most one request a second on the public instance; the
 * map page searches as the customer types, debounced, so a busy deployment runs its own.
 */
export class NominatimGeocoder implements Geocoder {
  readonly #baseUrl: string;
  readonly #userAgent: string;
  readonly #fetch: typeof fetch;
  readonly #intervalMs: number;
  readonly #now: () => number;
  /** When the next request may go: requests are spaced `intervalMs` apart, whoever asks. */
  #nextAt = 0;

  /**
   * `intervalMs`: the least time between two requests (1 s, the public instance's policy). A
   * request that would come sooner is not sent: it fails at once, and behind the fallback the
   * gazetteer answers it, so a flood of searches never becomes a flood upstream.
   */
  constructor(
    baseUrl: string,
    userAgent: string,
    fetchImpl: typeof fetch = fetch,
    options: { intervalMs?: number; now?: () => number } = {},
  ) {
    this.#baseUrl = baseUrl.replace(/\/+$/, '');
    this.#userAgent = userAgent;
    this.#fetch = fetchImpl;
    this.#intervalMs = options.intervalMs ?? 1000;
    this.#now = options.now ?? Date.now;
  }

  async #get<T>(path: string, params: Record<string, string>, language: GeocoderLanguage): Promise<T> {
    // Checked and taken in one synchronous step: requests arriving together cannot both pass.
    const now = this.#now();
    if (now < this.#nextAt) throw new Error('Nominatim: over its request rate; not asked');
    this.#nextAt = now + this.#intervalMs;
    const url = new URL(`${this.#baseUrl}/${path}`);
    for (const [name, value] of Object.entries({ ...params, format: 'jsonv2', addressdetails: '1' }))
      url.searchParams.set(name, value);
    url.searchParams.set('accept-language', language.toLowerCase());
    const response = await this.#fetch(url, {
      headers: { 'user-agent': this.#userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Nominatim answered HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  async reverse(lat: number, lng: number, language: GeocoderLanguage): Promise<GeocodedAddress> {
    const found = await this.#get<NominatimPlace>(
      'reverse',
      { lat: String(lat), lon: String(lng) },
      language,
    );
    const address = found.address;
    if (found.error || !address)
      return { streetAddress: UNKNOWN, area: UNKNOWN, city: UNKNOWN, country: UNKNOWN };
    const area =
      address['suburb'] ?? address['neighbourhood'] ?? address['quarter'] ?? address['city_district'];
    const city = address['city'] ?? address['town'] ?? address['village'] ?? address['state'];
    return {
      streetAddress: joinParts([address['road'], area], language) || (found.display_name ?? UNKNOWN),
      area: area ?? UNKNOWN,
      city: city ?? UNKNOWN,
      country: address['country'] ?? UNKNOWN,
    };
  }

  async search(query: string, language: GeocoderLanguage): Promise<PlaceSuggestion[]> {
    const q = query.trim().replace(/\s+/g, ' ');
    if (!q) return [];
    const found = await this.#get<NominatimPlace[]>(
      'search',
      { q, countrycodes: SEARCH_COUNTRY.code.toLowerCase(), limit: String(PLACE_SUGGESTIONS_LIMIT) },
      language,
    );
    const suggestions: PlaceSuggestion[] = [];
    for (const place of found) {
      const lat = Number(place.lat);
      const lng = Number(place.lon);
      if (place.place_id === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
      if (
        place.address?.['country_code'] &&
        place.address['country_code'] !== SEARCH_COUNTRY.code.toLowerCase()
      )
        continue;
      const address = place.address ?? {};
      const name = place.name || (place.display_name ?? '').split(',')[0]?.trim() || q;
      const area = address['suburb'] ?? address['neighbourhood'] ?? address['quarter'];
      const city = address['city'] ?? address['town'] ?? address['state'];
      suggestions.push({
        placeId: `osm:${place.place_id}`,
        name,
        description: joinParts(
          [area, city, address['country']].filter((part) => part !== name),
          language,
        ),
        lat,
        lng,
      });
    }
    return suggestions.slice(0, PLACE_SUGGESTIONS_LIMIT);
  }
}

/**
 * A network geocoder with the offline gazetteer behind it: when the first cannot answer (no
 * network, refused, over its limit) the second does, so the map page's search and addresses work
 * without the network, as the map itself does (docs/maps.md).
 */
export class FallbackGeocoder implements Geocoder {
  constructor(
    private readonly primary: Geocoder,
    private readonly fallback: Geocoder,
    private readonly onFailure: (error: unknown) => void = () => {},
  ) {}

  async reverse(lat: number, lng: number, language: GeocoderLanguage): Promise<GeocodedAddress> {
    try {
      return await this.primary.reverse(lat, lng, language);
    } catch (error) {
      this.onFailure(error);
      return this.fallback.reverse(lat, lng, language);
    }
  }

  async search(query: string, language: GeocoderLanguage): Promise<PlaceSuggestion[]> {
    try {
      return await this.primary.search(query, language);
    } catch (error) {
      this.onFailure(error);
      return this.fallback.search(query, language);
    }
  }
}

interface GoogleComponent {
  long_name: string;
  short_name?: string;
  types: string[];
}

interface GoogleResult {
  place_id?: string;
  formatted_address: string;
  address_components: GoogleComponent[];
  geometry?: { location: { lat: number; lng: number } };
}

interface GoogleAnswer {
  status: string;
  error_message?: string;
  results: GoogleResult[];
}

/**
 * Google Geocoding API: reverse (https://developers.google.com/maps/documentation/geocoding/requests-reverse-geocoding)
 * and forward, restricted to the UAE with a component filter
 * (https://developers.google.com/maps/documentation/geocoding/requests-geocoding#component-filtering).
 */
export class GoogleGeocoder implements Geocoder {
  readonly #apiKey: string;
  readonly #fetch: typeof fetch;

  constructor(apiKey: string, fetchImpl: typeof fetch = fetch) {
    this.#apiKey = apiKey;
    this.#fetch = fetchImpl;
  }

  /** The answer's results; none for ZERO_RESULTS, an error for any other failure. */
  async #request(params: Record<string, string>, language: GeocoderLanguage): Promise<GoogleResult[]> {
    const url = new URL('https://maps.googleapis.com/maps/api/geocode/json');
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('language', language.toLowerCase());
    url.searchParams.set('key', this.#apiKey);
    const response = await this.#fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`Google Geocoding answered HTTP ${response.status}`);
    const answer = (await response.json()) as GoogleAnswer;
    if (answer.status === 'ZERO_RESULTS') return [];
    if (answer.status !== 'OK')
      throw new Error(`Google Geocoding: ${answer.status} ${answer.error_message ?? ''}`.trim());
    return answer.results;
  }

  async reverse(lat: number, lng: number, language: GeocoderLanguage): Promise<GeocodedAddress> {
    const results = await this.#request({ latlng: `${lat},${lng}` }, language);
    if (results.length === 0) {
      return { streetAddress: UNKNOWN, area: UNKNOWN, city: UNKNOWN, country: UNKNOWN };
    }
    const [first] = results;
    const components = results.flatMap((result) => result.address_components);
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

  async search(query: string, language: GeocoderLanguage): Promise<PlaceSuggestion[]> {
    const address = query.trim().replace(/\s+/g, ' ');
    if (!address) return [];
    const results = await this.#request({ address, components: `country:${SEARCH_COUNTRY.code}` }, language);
    const suggestions: PlaceSuggestion[] = [];
    for (const result of results) {
      const location = result.geometry?.location;
      if (!result.place_id || !location) continue;
      const components = result.address_components;
      const find = (...types: string[]) =>
        types.map((type) => components.find((component) => component.types.includes(type))).find(Boolean);
      const country = find('country');
      // The component filter already restricts the answer; a stray result from elsewhere is dropped.
      if (country?.short_name && country.short_name !== SEARCH_COUNTRY.code) continue;
      // A bare house number says nothing on its own; the street after it names the place.
      const named = components.find((component) => !component.types.includes('street_number'));
      const name = named?.long_name ?? result.formatted_address;
      const city = find('locality', 'administrative_area_level_1')?.long_name;
      const description = joinParts(
        [city, country?.long_name].filter((part) => part !== name),
        language,
      );
      suggestions.push({ placeId: result.place_id, name, description, lat: location.lat, lng: location.lng });
      if (suggestions.length === PLACE_SUGGESTIONS_LIMIT) break;
    }
    return suggestions;
  }
}
