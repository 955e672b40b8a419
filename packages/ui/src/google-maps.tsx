/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { GoogleMapController } from './google-map-controller.js';
import { googleMapServices } from './google-services.js';
import type { MapLanguage, Maps, MapViewProps } from './maps.js';
import { MAX_ZOOM } from './schematic-map.js';

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
  const instructionsId = useId();
  const { label, instructions, zoomStatus = (level) => `${level} / ${MAX_ZOOM}`, className = '' } = props;

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

  // Enter or Space on the focused map drops the pin at its centre, as on the schematic map.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key !== 'Enter' && event.key !== ' ') || !controller.current) return;
    event.preventDefault();
    props.onPinChange(controller.current.centre());
  };
  const pinText = props.pin
    ? (props.pinLabel ?? `${props.pin.lat.toFixed(5)}, ${props.pin.lng.toFixed(5)}`)
    : '';

  return (
    <div className={`relative h-[min(60vh,480px)] w-full overflow-hidden bg-canvas ${className}`}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys bubble up from the focusable map Google draws inside */}
      <div
        ref={element}
        dir="ltr"
        role="region"
        aria-label={label}
        aria-describedby={instructions ? instructionsId : undefined}
        className="absolute inset-0"
        onKeyDown={onKeyDown}
      />
      {instructions && (
        <p id={instructionsId} className="sr-only">
          {instructions}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        <span>{zoomStatus(props.zoom)}</span> <span>{pinText}</span>
      </p>
    </div>
  );
}
