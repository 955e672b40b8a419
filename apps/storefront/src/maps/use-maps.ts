import { mapTileSource, type MapTileSource } from '@storefront/core';
import type { Maps } from '@storefront/ui/maps';
import { useEffect, useMemo, useState } from 'react';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { chooseMaps, googleMapsKey } from './maps.js';
import { serverSchematicMaps } from './server-map-services.js';

/**
 * The brand's maps for the map pages: the schematic map at once, then Google Maps (with the
 * brand's key) or the open map (over its tiles) in its place once loaded (spec section 9
 * "Third-party"; docs/maps.md).
 */
export function useMaps(): Maps {
  const { brand } = useStorefront();
  const { language } = useLocalised();
  const googleKey = googleMapsKey(brand.activeIntegrations);
  // By content: the same tiles from a new brand object must not load the map again.
  const tilesJson = JSON.stringify(mapTileSource(brand.activeIntegrations));
  const tiles = useMemo(() => JSON.parse(tilesJson) as MapTileSource | null, [tilesJson]);
  const [maps, setMaps] = useState<Maps>(serverSchematicMaps);
  useEffect(() => {
    if (!googleKey && !tiles) return undefined;
    let live = true;
    void chooseMaps({ googleKey, tiles, language, fallback: serverSchematicMaps }).then(
      (chosen) => live && setMaps(chosen),
    );
    return () => {
      live = false;
    };
    // Google's script takes one language per page load: a later switch keeps the loaded map.
  }, [googleKey, tiles, language]);
  return googleKey || tiles ? maps : serverSchematicMaps;
}
