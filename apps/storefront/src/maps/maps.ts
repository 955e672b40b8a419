import type { BrandInfo } from '@storefront/api';
import { googleMapsKey as coreGoogleMapsKey, type MapTileSource } from '@storefront/core';
import type { loadGoogleMaps } from '@storefront/ui/google-maps';
import type { MapLanguage, Maps } from '@storefront/ui/maps';
import type { loadOpenMaps } from '@storefront/ui/open-map';

/**
 * The brand's Google Maps browser key: an active `googleMaps` integration with a non-empty
 * `metaData.apiKey` (HTTP-referrer restricted, for the Maps JavaScript API with Places and
 * Geocoding). None in the demo data: the open map is the default.
 */
export function googleMapsKey(integrations: BrandInfo['activeIntegrations']): string | null {
  return coreGoogleMapsKey(integrations);
}

interface GoogleAdapter {
  loadGoogleMaps: typeof loadGoogleMaps;
}

interface OpenAdapter {
  loadOpenMaps: typeof loadOpenMaps;
}

export interface MapsChoice {
  /** The brand's Google key, if any. */
  googleKey: string | null;
  /** The brand's tiles for the open map, if any. */
  tiles: MapTileSource | null;
  language: MapLanguage;
  /** The schematic map: drawn with no network, and whatever cannot load falls back to it. */
  fallback: Maps;
  importGoogle?: () => Promise<GoogleAdapter>;
  importOpen?: () => Promise<OpenAdapter>;
}

/**
 * The maps a page uses (docs/maps.md): Google's with the brand's key, else the open map over the
 * brand's tiles, else - and whenever neither can load (no network, a blocked script or tile
 * server) - the schematic `fallback`. Each adapter is imported only when chosen, so none joins
 * the first paint.
 */
export async function chooseMaps({
  googleKey,
  tiles,
  language,
  fallback,
  importGoogle = () => import('@storefront/ui/google-maps'),
  importOpen = () => import('@storefront/ui/open-map'),
}: MapsChoice): Promise<Maps> {
  if (googleKey) {
    try {
      const adapter = await importGoogle();
      return await adapter.loadGoogleMaps(googleKey, language);
    } catch {
      // The open map, or the schematic one, below.
    }
  }
  if (!tiles) return fallback;
  try {
    const adapter = await importOpen();
    return await adapter.loadOpenMaps(tiles, fallback.services);
  } catch {
    return fallback;
  }
}
