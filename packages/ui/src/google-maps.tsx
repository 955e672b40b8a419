/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { GoogleMapController } from './google-map-controller.js';
import { googleMapServices } from './google-services.js';
import type { MapLanguage, Maps, MapViewProps } from './maps.js';
import { MapFrame } from './map-frame.js';

/**
 * The Google Maps adapter of the map interface (`./maps`). Imported lazily by the map page, and
 * only for a brand with a maps key, so neither this module nor Google's script is in the first paint.
 */

/** Loads the Maps JavaScript API (with the places and geocoding libraries) and answers `google.maps`. */
export type GoogleMapsLoader = (options: {
  key: string;
  language: MapLanguage;
}) => Promise<typeof google.maps>;

/** The real loader: `@googlemaps/js-api-loader`, once per page (Google's script takes one key and language). */
export const jsApiLoader: GoogleMapsLoader = async ({ key, language }) => {
  setOptions({ key, v: 'weekly', language, region: 'AE' });
  await Promise.all([
    importLibrary('maps'),
    importLibrary('marker'),
    importLibrary('places'),
    importLibrary('geocoding'),
  ]);
  return window.google.maps;
};

let loaded: { key: string; maps: Promise<typeof google.maps> } | null = null;

/** Google Maps for a brand's key; rejects when Google's script cannot load (offline, blocked, bad key). */
export async function loadGoogleMaps(
  key: string,
  language: MapLanguage,
  loader: GoogleMapsLoader = jsApiLoader,
): Promise<Maps> {
  if (!loaded || loaded.key !== key) loaded = { key, maps: loader({ key, language }) };
  const pending = loaded;
  const maps = await pending.maps.catch((error: unknown) => {
    if (loaded === pending) loaded = null; // tried again next time
    throw error;
  });
  return googleMaps(maps);
}

/** The adapter over a loaded `google.maps`. */
export function googleMaps(maps: typeof google.maps): Maps {
  function GoogleMap(props: MapViewProps) {
    return <GoogleMapView maps={maps} {...props} />;
  }
  return { kind: 'google', Map: GoogleMap, services: googleMapServices(maps) };
}

function GoogleMapView({ maps, ...props }: MapViewProps & { maps: typeof google.maps }) {
  const element = useRef<HTMLDivElement>(null);
  const controller = useRef<GoogleMapController | null>(null);

  useLayoutEffect(() => {
    if (!element.current) return undefined;
    const colour = getComputedStyle(element.current).getPropertyValue('--brand-color').trim() || undefined;
    controller.current = new GoogleMapController(maps, element.current, props, colour);
    return () => {
      controller.current?.destroy();
      controller.current = null;
    };
  }, [maps]); // eslint-disable-line react-hooks/exhaustive-deps -- props reach the map through update()
  useEffect(() => {
    controller.current?.update(props);
  });

  return (
    <MapFrame
      props={props}
      mapRef={element}
      role="region"
      centre={() => controller.current?.centre() ?? null}
    />
  );
}
