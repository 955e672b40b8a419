import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';

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

export const MIN_ZOOM = 3;
export const MAX_ZOOM = 20;
/** Pixels spanned by the whole world at zoom 0, as with web map tiles. */
const WORLD_PX = 256;
/** Web-Mercator cannot show the poles; tiles stop here. */
const MAX_LAT = 85.05112878;
const EARTH_CIRCUMFERENCE_KM = 40075.016686;
/** Until the element is measured (and in tests): the panel width and a 60vh-like height. */
const FALLBACK_SIZE: MapSize = { width: 460, height: 360 };
const DRAG_THRESHOLD_PX = 6;
const KEY_PAN_PX = 64;
const GRID_PX = 40;
/**
 * The brand colour straight from `--brand-color` (set by `brandThemeVariables` on the brand's
 * container), translucent so the grid and overlapping areas show through.
 */
const AREA_CLASS = 'fill-[color:var(--brand-color,#2f6b3a)]/20 stroke-[color:var(--brand-color,#2f6b3a)]';
const NO_SHAPES: readonly MapShape[] = [];
const NO_MARKERS: readonly MapMarker[] = [];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/** Clamps a zoom level to the range the map supports (3 to 20). */
export const clampZoom = (zoom: number) => clamp(zoom, MIN_ZOOM, MAX_ZOOM);

function worldPixel(point: MapPoint, zoom: number): { x: number; y: number } {
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

function ringPath(ring: readonly [number, number][], at: (point: MapPoint) => { x: number; y: number }) {
  return (
    ring
      .map(([lng, lat], index) => {
        const p = at({ lat, lng });
        return `${index === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
      })
      .join('') + 'Z'
  );
}

/** Area centroid of a projected ring; the mean of its points when the ring has no area. */
function centroid(points: readonly { x: number; y: number }[]): { x: number; y: number } | null {
  if (points.length === 0) return null;
  let area = 0;
  let cx = 0;
  let cy = 0;
  points.forEach((a, index) => {
    const b = points[(index + 1) % points.length]!;
    const cross = a.x * b.y - b.x * a.y;
    area += cross;
    cx += (a.x + b.x) * cross;
    cy += (a.y + b.y) * cross;
  });
  if (Math.abs(area) < 1e-6) {
    return {
      x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
      y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
    };
  }
  return { x: cx / (3 * area), y: cy / (3 * area) };
}

interface DrawnShape {
  id: string;
  label: string;
  d?: string;
  circle?: { cx: number; cy: number; r: number };
  labelAt: { x: number; y: number } | null;
}

function drawShapes(
  shapes: readonly MapShape[],
  at: (point: MapPoint) => { x: number; y: number },
  zoom: number,
): DrawnShape[] {
  return shapes.flatMap((shape): DrawnShape[] => {
    if (shape.kind === 'circle') {
      if (!shape.center || !shape.radiusKm || shape.radiusKm <= 0) return [];
      const c = at(shape.center);
      const r = shape.radiusKm * pixelsPerKm(shape.center.lat, zoom);
      // Inside the top of the circle: its centre is usually the store, which has its own label.
      const labelAt = r > 60 ? { x: c.x, y: c.y - r + 22 } : { x: c.x, y: c.y - r - 8 };
      return [{ id: shape.id, label: shape.label, circle: { cx: c.x, cy: c.y, r }, labelAt }];
    }
    const rings = (shape.polygon ?? []).filter((ring) => ring.length >= 3);
    if (rings.length === 0) return [];
    const outer = rings[0]!.map(([lng, lat]) => at({ lat, lng }));
    return [
      {
        id: shape.id,
        label: shape.label,
        d: rings.map((ring) => ringPath(ring, at)).join(''),
        labelAt: centroid(outer),
      },
    ];
  });
}

function MapLabel({
  x,
  y,
  children,
  anchor = 'middle',
}: {
  x: number;
  y: number;
  children: string;
  anchor?: 'middle' | 'start';
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      fontSize="12"
      fontWeight="600"
      strokeWidth="3"
      paintOrder="stroke"
      strokeLinejoin="round"
      className="pointer-events-none fill-ink stroke-surface"
    >
      {children}
    </text>
  );
}

function ZoomIcon({ plus }: { plus: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <path d={plus ? 'M5 12h14M12 5v14' : 'M5 12h14'} />
    </svg>
  );
}

/**
 * The offline default map (spec section 2 "Map page"): the delivery areas and stores around
 * `center`, drawn as SVG in Web-Mercator like real map tiles, with no network. A tap or click
 * places the pin, dragging pans, the buttons and +/- zoom between 3 and 20, arrow keys pan and
 * Enter drops the pin at the centre. The map itself never mirrors in Arabic; its buttons sit at
 * the inline end.
 */
export function SchematicMap({
  center,
  zoom,
  pin,
  shapes = NO_SHAPES,
  markers = NO_MARKERS,
  onPinChange,
  onViewChange,
  label,
  zoomInLabel,
  zoomOutLabel,
  pinLabel,
  instructions,
  zoomStatus = (level) => `${level} / ${MAX_ZOOM}`,
  className = '',
}: SchematicMapProps) {
  const surface = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number; moved: boolean } | null>(null);
  const [size, setSize] = useState<MapSize>(FALLBACK_SIZE);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const gridId = `${id}-grid`;
  const instructionsId = `${id}-instructions`;

  useLayoutEffect(() => {
    const element = surface.current;
    if (!element) return undefined;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width <= 0 || height <= 0) return;
      setSize((old) =>
        Math.round(width) === old.width && Math.round(height) === old.height
          ? old
          : { width: Math.round(width), height: Math.round(height) },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const drawn = useMemo(() => {
    const at = (point: MapPoint) => project(point, center, zoom, size);
    return {
      shapes: drawShapes(shapes, at, zoom),
      markers: markers.map((marker) => ({ ...marker, at: at(marker.point) })),
      pin: pin ? at(pin) : null,
    };
  }, [center, zoom, size, shapes, markers, pin]);

  // The grid is fixed to the ground, so it moves while panning.
  const origin = worldPixel(center, zoom);
  const gridX = (((size.width / 2 - origin.x + offset.x) % GRID_PX) + GRID_PX) % GRID_PX;
  const gridY = (((size.height / 2 - origin.y + offset.y) % GRID_PX) + GRID_PX) % GRID_PX;

  const toMap = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / (box.width || 1)) * size.width,
      y: ((event.clientY - box.top) / (box.height || 1)) * size.height,
    };
  };
  const setZoom = (next: number) => {
    const clamped = clampZoom(next);
    if (clamped !== zoom) onViewChange({ center, zoom: clamped });
  };
  const panBy = (dx: number, dy: number) =>
    onViewChange({
      center: unproject({ x: size.width / 2 + dx, y: size.height / 2 + dy }, center, zoom, size),
      zoom,
    });
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
    setOffset({ x: 0, y: 0 });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (drag.current) return; // a second finger: ignored
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, ...toMap(event), moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const now = toMap(event);
    const dx = now.x - start.x;
    const dy = now.y - start.y;
    if (!start.moved && Math.hypot(dx, dy) > DRAG_THRESHOLD_PX) {
      start.moved = true;
      setDragging(true);
    }
    if (start.moved) setOffset({ x: dx, y: dy });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const end = toMap(event);
    endDrag();
    if (start.moved) panBy(start.x - end.x, start.y - end.y);
    else onPinChange(unproject(end, center, zoom, size));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => panBy(-KEY_PAN_PX, 0),
      ArrowRight: () => panBy(KEY_PAN_PX, 0),
      ArrowUp: () => panBy(0, -KEY_PAN_PX),
      ArrowDown: () => panBy(0, KEY_PAN_PX),
      '+': () => setZoom(zoom + 1),
      '=': () => setZoom(zoom + 1),
      '-': () => setZoom(zoom - 1),
      _: () => setZoom(zoom - 1),
      Enter: () => onPinChange(center),
      ' ': () => onPinChange(center),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const pinText = pin ? (pinLabel ?? `${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}`) : '';
  const buttonClass =
    'flex size-11 items-center justify-center rounded-lg border border-line bg-surface text-ink shadow-md hover:bg-canvas aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

  return (
    <div className={`relative h-[min(60vh,480px)] w-full overflow-hidden bg-canvas ${className}`}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- role="application" is the ARIA pattern for a widget that handles its own pointer and keys */}
      <div
        ref={surface}
        dir="ltr"
        role="application"
        aria-label={label}
        aria-describedby={instructions ? instructionsId : undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the map itself takes focus for its arrow, +/- and Enter keys
        tabIndex={0}
        className={`group absolute inset-0 touch-none select-none focus-visible:-outline-offset-4 ${dragging ? 'cursor-grabbing' : 'cursor-crosshair'}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={endDrag}
        onLostPointerCapture={() => drag.current && endDrag()}
        onKeyDown={onKeyDown}
      >
        <svg
          width={size.width}
          height={size.height}
          viewBox={`0 0 ${size.width} ${size.height}`}
          className="block size-full"
        >
          <defs>
            <pattern
              id={gridId}
              width={GRID_PX}
              height={GRID_PX}
              patternUnits="userSpaceOnUse"
              patternTransform={`translate(${gridX.toFixed(1)} ${gridY.toFixed(1)})`}
            >
              <path d={`M${GRID_PX} 0H0V${GRID_PX}`} fill="none" className="stroke-ink/10" />
            </pattern>
          </defs>
          <rect width={size.width} height={size.height} fill={`url(#${gridId})`} />
          <g transform={`translate(${offset.x} ${offset.y})`}>
            {drawn.shapes.map((shape) => (
              <g key={shape.id} strokeLinejoin="round">
                {/* A dark casing under the brand line keeps the edge visible for pale brand colours. */}
                {shape.circle ? (
                  <>
                    <circle {...shape.circle} strokeWidth="5" className="fill-none stroke-ink/35" />
                    <circle {...shape.circle} strokeWidth="2.5" className={AREA_CLASS} />
                  </>
                ) : (
                  <>
                    <path d={shape.d} strokeWidth="5" className="fill-none stroke-ink/35" />
                    <path d={shape.d} fillRule="evenodd" strokeWidth="2.5" className={AREA_CLASS} />
                  </>
                )}
              </g>
            ))}
            {drawn.shapes.map(
              (shape) =>
                shape.labelAt && (
                  <MapLabel key={shape.id} x={shape.labelAt.x} y={shape.labelAt.y}>
                    {shape.label}
                  </MapLabel>
                ),
            )}
            {drawn.markers.map((marker) => (
              <g
                key={marker.id}
                role="img"
                aria-label={marker.label}
                transform={`translate(${marker.at.x} ${marker.at.y})`}
              >
                <rect
                  x="-10"
                  y="-10"
                  width="20"
                  height="20"
                  rx="5"
                  strokeWidth="2"
                  className="fill-ink stroke-surface"
                />
                <path
                  d="M-5 -1h10v6h-10zM-6 -1l2-5h8l2 5"
                  strokeWidth="1.5"
                  strokeLinejoin="round"
                  fill="none"
                  className="stroke-surface"
                />
                <MapLabel x={15} y={4} anchor="start">
                  {marker.label}
                </MapLabel>
              </g>
            ))}
            {drawn.pin && (
              <g role="img" aria-label={pinText} transform={`translate(${drawn.pin.x} ${drawn.pin.y})`}>
                <ellipse cx="0" cy="0" rx="7" ry="3" className="fill-ink/30" />
                <path
                  d="M0 0C-3-9-14-16-14-26a14 14 0 1 1 28 0C14-16 3-9 0 0Z"
                  strokeWidth="2.5"
                  className="fill-danger stroke-surface"
                />
                <circle cx="0" cy="-26" r="5" className="fill-surface" />
              </g>
            )}
          </g>
          <g aria-hidden="true" className="opacity-0 group-focus-visible:opacity-100">
            <path
              d={`M${size.width / 2 - 12} ${size.height / 2}h24M${size.width / 2} ${size.height / 2 - 12}v24`}
              strokeWidth="2"
              className="stroke-ink"
            />
          </g>
        </svg>
      </div>
      {instructions && (
        <p id={instructionsId} className="sr-only">
          {instructions}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        <span>{zoomStatus(zoom)}</span> <span>{pinText}</span>
      </p>
      <div className="absolute end-2 top-2 flex flex-col gap-2">
        <button
          type="button"
          aria-label={zoomInLabel}
          aria-disabled={zoom >= MAX_ZOOM || undefined}
          onClick={() => setZoom(zoom + 1)}
          className={buttonClass}
        >
          <ZoomIcon plus />
        </button>
        <button
          type="button"
          aria-label={zoomOutLabel}
          aria-disabled={zoom <= MIN_ZOOM || undefined}
          onClick={() => setZoom(zoom - 1)}
          className={buttonClass}
        >
          <ZoomIcon plus={false} />
        </button>
      </div>
    </div>
  );
}
