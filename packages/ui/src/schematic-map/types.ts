/**
 * The schematic map's vocabulary: points, delivery areas, stores, the view and the component's
 * props. Shared by the offline map, the tile maps and the pages that hand them data, so it
 * depends on nothing.
 */
export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapShape {
  id: string;
  /** Already localised by the caller. */
  label: string;
  kind: 'polygon' | 'circle';
  /** Rings of [lng, lat], outer first then holes (POLYGON areas). */
  polygon?: [number, number][][];
  /** Centre and radius of a DISTANCE area. */
  center?: MapPoint;
  radiusKm?: number;
}

/** A store on the map. */
export interface MapMarker {
  id: string;
  label: string;
  point: MapPoint;
}

export interface MapView {
  center: MapPoint;
  zoom: number;
}

export interface MapSize {
  width: number;
  height: number;
}

export interface SchematicMapProps {
  /** View centre. */
  center: MapPoint;
  /** Web-Mercator zoom level: 7 by default, 16 after locating; the page requires more than 15 to confirm. */
  zoom: number;
  /** The chosen location; null when none is chosen yet. */
  pin: MapPoint | null;
  shapes?: readonly MapShape[];
  markers?: readonly MapMarker[];
  /** A tap or click on the map (not a drag), or Enter, places the pin there. */
  onPinChange(point: MapPoint): void;
  /** Zoom buttons, +/- keys, dragging and arrow keys. */
  onViewChange(view: MapView): void;
  /** Accessible name of the map, e.g. 'Set Delivery Location'. */
  label: string;
  zoomInLabel: string;
  zoomOutLabel: string;
  /** Accessible name of the pin; the coordinates when omitted. */
  pinLabel?: string;
  /** Keyboard and pointer instructions, read when the map takes focus. */
  instructions?: string;
  /** Text announced when the zoom changes, e.g. `Zoom level 16`; `16 / 20` when omitted. */
  zoomStatus?: (zoom: number) => string;
  className?: string;
}
