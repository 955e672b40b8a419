/**
 * Web-Mercator arithmetic for the schematic map: the zoom range, latitude and longitude to
 * pixels and back, and ground distance in pixels. Pure functions, so the tile maps and the
 * tests use the same numbers as the drawing.
 */
import type { MapPoint, MapSize } from './types.js';

export const MIN_ZOOM = 3;
export const MAX_ZOOM = 20;
/** Pixels spanned by the whole world at zoom 0, as with web map tiles. */
const WORLD_PX = 256;
/** Web-Mercator cannot show the poles; tiles stop here. */
const MAX_LAT = 85.05112878;
const EARTH_CIRCUMFERENCE_KM = 40075.016686;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/** Clamps a zoom level to the range the map supports (3 to 20). */
export const clampZoom = (zoom: number) => clamp(zoom, MIN_ZOOM, MAX_ZOOM);

export function worldPixel(point: MapPoint, zoom: number): { x: number; y: number } {
  const scale = WORLD_PX * 2 ** zoom;
  const sin = Math.sin((clamp(point.lat, -MAX_LAT, MAX_LAT) * Math.PI) / 180);
  return {
    x: ((point.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/**
 * Web-Mercator position of `point` in a `size` box whose middle shows `center` at `zoom`
 * (x grows east, y grows south; the scale doubles with each zoom level).
 */
export function project(
  point: MapPoint,
  center: MapPoint,
  zoom: number,
  size: MapSize,
): { x: number; y: number } {
  const p = worldPixel(point, zoom);
  const c = worldPixel(center, zoom);
  return { x: p.x - c.x + size.width / 2, y: p.y - c.y + size.height / 2 };
}

/** The inverse of {@link project}: the latitude and longitude shown at `position`. */
export function unproject(
  position: { x: number; y: number },
  center: MapPoint,
  zoom: number,
  size: MapSize,
): MapPoint {
  const scale = WORLD_PX * 2 ** zoom;
  const c = worldPixel(center, zoom);
  const x = position.x - size.width / 2 + c.x;
  const y = position.y - size.height / 2 + c.y;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  return {
    lat: clamp((180 / Math.PI) * Math.atan(Math.sinh(n)), -MAX_LAT, MAX_LAT),
    lng: wrapLng((x / scale) * 360 - 180),
  };
}

/** Map pixels per kilometre on the ground at latitude `lat` and `zoom` (about 460 around Dubai at zoom 16). */
export function pixelsPerKm(lat: number, zoom: number): number {
  const cos = Math.cos((clamp(lat, -MAX_LAT, MAX_LAT) * Math.PI) / 180);
  return (WORLD_PX * 2 ** zoom) / (EARTH_CIRCUMFERENCE_KM * cos);
}
