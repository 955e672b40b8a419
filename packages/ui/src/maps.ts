import type { Language } from '@storefront/core';
import type { ComponentType } from 'react';
import { SchematicMap, type MapPoint, type SchematicMapProps } from './schematic-map.js';

/**
 * The one interface of the maps (docs/maps.md): the map widget and the services the map page needs.
 * Three adapters implement it: the schematic map (drawn with no network; its search and reverse
 * geocoding are the server's), the open map (`./open-map`: Leaflet over the brand's tiles, with
 * the server's search; loaded lazily once a tile loads) and Google Maps (`./google-maps`, loaded
 * lazily, only for a brand with a maps key). See docs/maps.md.
 */
export type MapViewProps = SchematicMapProps;

/** What a map library's controller draws and reports: the map props without the texts its frame shows. */
export type MapControllerState = Pick<
  MapViewProps,
  'center' | 'zoom' | 'pin' | 'shapes' | 'markers' | 'onPinChange' | 'onViewChange' | 'pinLabel'
>;

const SAME = 1e-9;
/** The same point, to a billionth of a degree (a library's floats against the page's). */
export const samePoint = (a: MapPoint, b: MapPoint) =>
  Math.abs(a.lat - b.lat) < SAME && Math.abs(a.lng - b.lng) < SAME;
/** Delivery areas' colour when the page's theme sets none (`--brand-color`), as on the schematic map. */
export const AREA_COLOUR = '#2f6b3a';

/** A place the map page's search offers; `point` when the search already knows where it is. */
export interface PlaceSuggestion {
  placeId: string;
  name: string;
  description: string;
  point?: MapPoint;
}

/** A point's address (spec section 5 "Map"): 'unknown' stands for a part that has no name. */
export interface MapAddress {
  streetAddress: string;
  area: string;
  city: string;
  country: string;
}

/** A map speaks the page's language. */
export type MapLanguage = Language;

export interface MapServices {
  /** Places in the UAE whose name matches `query`, best first; none for a blank query. */
  search(query: string, language: MapLanguage): Promise<PlaceSuggestion[]>;
  /** Where a suggestion is; null when it cannot be found. */
  locate(suggestion: PlaceSuggestion): Promise<MapPoint | null>;
  /** The address at `point`; null when it cannot be resolved (no network, refused). */
  reverse(point: MapPoint): Promise<MapAddress | null>;
}

export interface Maps {
  kind: 'schematic' | 'open' | 'google';
  Map: ComponentType<MapViewProps>;
  services: MapServices;
}

/** The offline default: the schematic map over the given (server) services. */
export function schematicMaps(services: MapServices): Maps {
  return { kind: 'schematic', Map: SchematicMap, services };
}
