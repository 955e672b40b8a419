import 'leaflet/dist/leaflet.css';
import type { MapTileSource } from '@storefront/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Maps, MapServices, MapViewProps } from './maps.js';
import { OpenMapController } from './open-map-controller.js';
import { MapFrame } from './map-frame.js';
import { MAX_ZOOM, MIN_ZOOM, type MapPoint } from './schematic-map.js';

/**
 * The open map adapter of the map interface (`./maps`): Leaflet over the brand's raster tiles
 * (OpenStreetMap's by default), with the server's place search and addresses. Imported lazily by
 * the map page, so neither Leaflet nor its styles are in the first paint; used only once a tile
 * has loaded, so without the network the schematic map stays.
 */

/** The tile at `zoom` holding `point` (the slippy-map formula: https://wiki.openstreetmap.org/wiki/Slippy_map_tilenames). */
export function tileAt(point: MapPoint, zoom: number): { x: number; y: number; z: number } {
  const n = 2 ** zoom;
  const lat = (point.lat * Math.PI) / 180;
  return {
    x: Math.floor(((point.lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n),
    z: zoom,
  };
}

/** The URL of one tile of an XYZ template. */
export function tileUrl(template: string, tile: { x: number; y: number; z: number }): string {
  return template
    .replace('{z}', String(tile.z))
    .replace('{x}', String(tile.x))
    .replace('{y}', String(tile.y));
}

/** Loads one image; rejects on error or after `timeoutMs`. */
export type ImageProbe = (url: string, timeoutMs: number) => Promise<void>;

const probeImage: ImageProbe = (url, timeoutMs) =>
  new Promise((resolve, reject) => {
    const image = new Image();
    const timer = setTimeout(() => {
      image.src = '';
      reject(new Error(`No map tile within ${timeoutMs} ms`));
    }, timeoutMs);
    image.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error('The map tile did not load'));
    };
    image.src = url;
  });

/** Where the first probe looks: the UAE at the map's country zoom. */
const PROBE_POINT: MapPoint = { lat: 23, lng: 54 };
const PROBE_ZOOM = 7;
const PROBE_TIMEOUT_MS = 6000;

/** The open map over `source`, once one of its tiles loads; rejects when none can (offline, blocked). */
export async function loadOpenMaps(
  source: MapTileSource,
  services: MapServices,
  probe: ImageProbe = probeImage,
): Promise<Maps> {
  await probe(tileUrl(source.url, tileAt(PROBE_POINT, PROBE_ZOOM)), PROBE_TIMEOUT_MS);
  function OpenMap(props: MapViewProps) {
    return <OpenMapView source={source} {...props} />;
  }
  return { kind: 'open', Map: OpenMap, services };
}

function OpenMapView({ source, ...props }: MapViewProps & { source: MapTileSource }) {
  const element = useRef<HTMLDivElement>(null);
  const controller = useRef<OpenMapController | null>(null);

  useLayoutEffect(() => {
    if (!element.current) return undefined;
    const colour = getComputedStyle(element.current).getPropertyValue('--brand-color').trim() || undefined;
    controller.current = new OpenMapController(element.current, source, props, colour);
    return () => {
      controller.current?.destroy();
      controller.current = null;
    };
  }, [source]); // eslint-disable-line react-hooks/exhaustive-deps -- props reach the map through update()
  useEffect(() => {
    controller.current?.update(props);
  });

  const zoomButton =
    'grid size-11 place-items-center rounded-full bg-surface text-ink shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 aria-disabled:opacity-50';
  const zoomTo = (zoom: number) =>
    props.onViewChange({ center: props.center, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) });
  return (
    <MapFrame
      props={props}
      mapRef={element}
      role="application"
      centre={() => controller.current?.centre() ?? null}
    >
      <div className="absolute end-2 top-2 z-10 flex flex-col gap-2">
        <button
          type="button"
          aria-label={props.zoomInLabel}
          aria-disabled={props.zoom >= MAX_ZOOM || undefined}
          onClick={() => zoomTo(props.zoom + 1)}
          className={zoomButton}
        >
          <span aria-hidden="true" className="text-xl leading-none">
            +
          </span>
        </button>
        <button
          type="button"
          aria-label={props.zoomOutLabel}
          aria-disabled={props.zoom <= MIN_ZOOM || undefined}
          onClick={() => zoomTo(props.zoom - 1)}
          className={zoomButton}
        >
          <span aria-hidden="true" className="text-xl leading-none">
            −
          </span>
        </button>
      </div>
    </MapFrame>
  );
}
