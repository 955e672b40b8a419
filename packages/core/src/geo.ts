/**
 * Delivery-area geometry for the server (spec §3 mapped areas POLYGON / DISTANCE): polygons with
 * holes, a point on an edge inside, DISTANCE in km by haversine.
 * Coordinates are GeoJSON-style `[lng, lat]`.
 */

/** `[lng, lat]`. */
export type Position = readonly [lng: number, lat: number];
/** A closed or open ring of positions (the closing point may repeat the first). */
export type Ring = readonly Position[];
/** A polygon: outer ring first, then holes. */
export type Polygon = readonly Ring[];

/** Mean Earth radius in km used by {@link haversineKm}. */
export const EARTH_RADIUS_KM = 6371.0088;

const EPSILON = 1e-12;

function onSegment(point: Position, a: Position, b: Position): boolean {
  const [px, py] = point;
  const [ax, ay] = a;
  const [bx, by] = b;
  const cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
  const scale = Math.max(1, Math.abs(bx - ax), Math.abs(by - ay));
  if (Math.abs(cross) > EPSILON * scale * scale) return false;
  return (
    px >= Math.min(ax, bx) - EPSILON &&
    px <= Math.max(ax, bx) + EPSILON &&
    py >= Math.min(ay, by) - EPSILON &&
    py <= Math.max(ay, by) + EPSILON
  );
}

function edges(ring: Ring): readonly (readonly [Position, Position])[] {
  return ring.map((point, i) => [point, ring[(i + 1) % ring.length] ?? point] as const);
}

/** True when the point lies on the ring's boundary. */
export function isOnRingBoundary(point: Position, ring: Ring): boolean {
  return edges(ring).some(([a, b]) => onSegment(point, a, b));
}

/** Even-odd ray casting: true when strictly inside the ring (boundary is not decided here). */
function insideRing(point: Position, ring: Ring): boolean {
  const [px, py] = point;
  let inside = false;
  for (const [[ax, ay], [bx, by]] of edges(ring)) {
    if (ay > py !== by > py && px < ((bx - ax) * (py - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside;
}

/**
 * Point in polygon with holes. A point on any edge (outer ring or hole) counts as inside, so an
 * address on the line drawn by the merchant is delivered to; a point strictly inside a hole is outside.
 */
export function isPointInPolygon(point: Position, polygon: Polygon): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || outer.length < 3) return false;
  if (polygon.some((ring) => isOnRingBoundary(point, ring))) return true;
  return insideRing(point, outer) && !holes.some((hole) => insideRing(point, hole));
}

/** Point in any polygon of a multi-polygon. */
export function isPointInMultiPolygon(point: Position, polygons: readonly Polygon[]): boolean {
  return polygons.some((polygon) => isPointInPolygon(point, polygon));
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in km: `2R·asin(√(sin²(Δφ/2) + cos φ1 cos φ2 sin²(Δλ/2)))`. */
export function haversineKm(a: Position, b: Position): number {
  const [lng1, lat1] = a;
  const [lng2, lat2] = b;
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A store's mapped delivery area (spec §3 `mappedAreaType` POLYGON or DISTANCE). */
export type MappedArea =
  | { readonly mappedAreaType: 'POLYGON'; readonly polygons: readonly Polygon[] }
  | { readonly mappedAreaType: 'DISTANCE'; readonly center: Position; readonly distanceKm: number };

/** True when the point is in the area: inside (or on the edge of) a polygon, or within `distanceKm` (inclusive). */
export function isInDeliveryArea(area: MappedArea, point: Position): boolean {
  return area.mappedAreaType === 'POLYGON'
    ? isPointInMultiPolygon(point, area.polygons)
    : haversineKm(area.center, point) <= area.distanceKm;
}
