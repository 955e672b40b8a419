import type { Maps } from '@storefront/ui/maps';
import { useEffect, useState } from 'react';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';
import { chooseMaps, googleMapsKey } from './maps.js';
import { serverSchematicMaps } from './server-map-services.js';

/**
 * The brand's maps for the map pages: the schematic map at once, Google Maps in its place once
 * loaded when the brand has a maps key (spec section 9 "Third-party").
 */
export function useMaps(): Maps {
  const { brand } = useStorefront();
  const { language } = useLocalised();
  const key = googleMapsKey(brand.activeIntegrations);
  const [maps, setMaps] = useState<Maps>(serverSchematicMaps);
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    void chooseMaps(key, language, serverSchematicMaps).then((chosen) => live && setMaps(chosen));
    return () => {
      live = false;
    };
    // Google's script takes one language per page load: a later switch keeps the loaded map.
  }, [key, language]);
  return key ? maps : serverSchematicMaps;
}
