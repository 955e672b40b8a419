/** The address picker's place lookups, answered by the geocoder. */
import { PLACE_SUGGESTIONS_LIMIT } from '../../geo/geocoder.js';
import type { Handler } from '../../http/api-types.js';
import type { CatalogueContext } from '../catalogue-context.js';

export function placeHandlers(context: CatalogueContext) {
  const reverseGeocode: Handler<'reverseGeocode'> = async ({ body }) => {
    const data = await context.geocoder.reverse(body.lat, body.lng, body.language ?? 'EN');
    return { status: 200, body: { success: 1, data } };
  };

  const searchPlaces: Handler<'searchPlaces'> = async ({ body }) => {
    const suggestions = await context.geocoder.search(body.query, body.language ?? 'EN');
    return {
      status: 200,
      body: { success: 1, data: { suggestions: suggestions.slice(0, PLACE_SUGGESTIONS_LIMIT) } },
    };
  };

  return {
    reverseGeocode,
    searchPlaces,
  };
}
