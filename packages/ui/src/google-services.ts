/// <reference types="google.maps" />
import type { MapAddress, MapLanguage, MapServices, PlaceSuggestion } from './maps.js';
import type { MapPoint } from './schematic-map.js';

/** Suggestions and reverse geocoding are limited to the UAE (spec section 4: one country). */
export const SEARCH_COUNTRY = 'ae';
/** Reverse geocoding asks in English (spec section 9: lat, lng, language en). */
const REVERSE_LANGUAGE = 'en';
const UNKNOWN = 'unknown';
const PLACE_SUGGESTIONS_LIMIT = 8;

/** The address parts of a reverse-geocoding answer, as the server's Google geocoder reads them. */
export function addressOf(results: readonly google.maps.GeocoderResult[]): MapAddress {
  const [first] = results;
  if (!first) return { streetAddress: UNKNOWN, area: UNKNOWN, city: UNKNOWN, country: UNKNOWN };
  const components = results.flatMap((result) => result.address_components);
  const find = (...types: string[]) =>
    types
      .map((type) => components.find((component) => component.types.includes(type))?.long_name)
      .find(Boolean);
  return {
    streetAddress: first.formatted_address || UNKNOWN,
    area: find('sublocality_level_1', 'sublocality', 'neighborhood') ?? UNKNOWN,
    city: find('locality', 'administrative_area_level_1') ?? UNKNOWN,
    country: find('country') ?? UNKNOWN,
  };
}

const noResults = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ZERO_RESULTS';

/**
 * Places autocomplete (restricted to the UAE) and geocoding in the browser, with the brand's key.
 * One autocomplete session runs from the first keystroke to the place picked (billed as one).
 */
export function googleMapServices(maps: typeof google.maps): MapServices {
  const autocomplete = new maps.places.AutocompleteService();
  const geocoder = new maps.Geocoder();
  let session: google.maps.places.AutocompleteSessionToken | null = null;

  return {
    async search(query: string, language: MapLanguage): Promise<PlaceSuggestion[]> {
      const input = query.trim().replace(/\s+/g, ' ');
      if (!input) return [];
      session ??= new maps.places.AutocompleteSessionToken();
      const answer = await autocomplete
        .getPlacePredictions({
          input,
          language,
          componentRestrictions: { country: SEARCH_COUNTRY },
          sessionToken: session,
        })
        .catch((error: unknown) => {
          if (noResults(error)) return { predictions: [] };
          throw error;
        });
      return answer.predictions.slice(0, PLACE_SUGGESTIONS_LIMIT).map((prediction) => ({
        placeId: prediction.place_id,
        name: prediction.structured_formatting.main_text,
        description: prediction.structured_formatting.secondary_text ?? prediction.description,
      }));
    },
    async locate(suggestion: PlaceSuggestion): Promise<MapPoint | null> {
      if (suggestion.point) return suggestion.point;
      session = null;
      const answer = await geocoder.geocode({ placeId: suggestion.placeId }).catch(() => null);
      const location = answer?.results[0]?.geometry.location;
      return location ? { lat: location.lat(), lng: location.lng() } : null;
    },
    async reverse(point: MapPoint): Promise<MapAddress | null> {
      try {
        const answer = await geocoder.geocode({
          location: { lat: point.lat, lng: point.lng },
          language: REVERSE_LANGUAGE,
        });
        return addressOf(answer.results);
      } catch (error) {
        return noResults(error) ? addressOf([]) : null;
      }
    },
  };
}
