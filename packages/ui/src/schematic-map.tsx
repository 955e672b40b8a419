import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapShape {
  id: string;
  label: string;
  kind: 'polygon' | 'circle';
  /** Rings of [lng, lat], outer first then holes. */
  polygon?: [number, number][][];
  center?: MapPoint;
  radiusKm?: number;
}

export interface MapMarker {
  id: string;
  label: string;
  point: MapPoint;
}

export interface SchematicMapProps {
  center: MapPoint;
  zoom: number;
  pin: MapPoint | null;
  shapes?: readonly MapShape[];
  markers?: readonly MapMarker[];
  onPinChange(point: MapPoint): void;
  onViewChange(view: { center: MapPoint; zoom: number }): void;
  label: string;
  zoomInLabel: string;
  zoomOutLabel: string;
  className?: string;
}

export const MIN_ZOOM = 3;
export const MAX_ZOOM = 20;
const TILE = 256;
const WIDTH = 460;
const HEIGHT = 360;

function mercator(point: MapPoint, zoom: number): { x: number; y: number } {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((point.lat * Math.PI) / 180);
  return {
    x: ((point.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** Web-Mercator pixel position of `point` in a `size` box centred on `center` at `zoom`. */
export function project(
  point: MapPoint,
  center: MapPoint,
  zoom: number,
  size: { width: number; height: number },
): { x: number; y: number } {
  const p = mercator(point, zoom);
  const c = mercator(center, zoom);
  return { x: p.x - c.x + size.width / 2, y: p.y - c.y + size.height / 2 };
}

/** The inverse of {@link project}. */
export function unproject(
  position: { x: number; y: number },
  center: MapPoint,
  zoom: number,
  size: { width: number; height: number },
): MapPoint {
  const scale = TILE * 2 ** zoom;
  const c = mercator(center, zoom);
  const x = position.x - size.width / 2 + c.x;
  const y = position.y - size.height / 2 + c.y;
  const lng = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat, lng };
}

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/**
 * The offline default map: an SVG of the delivery areas and stores around `center`, in
 * Web-Mercator like the real tiles. A tap places the pin; dragging pans; buttons and +/- zoom;
 * arrow keys pan and Enter drops the pin at the centre. The map itself never mirrors in Arabic.
 */
export function SchematicMap({
  center,
  zoom,
  pin,
  shapes = [],
  markers = [],
  onPinChange,
  onViewChange,
  label,
  zoomInLabel,
  zoomOutLabel,
  className = '',
}: SchematicMapProps) {
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const size = { width: WIDTH, height: HEIGHT };
  const at = (point: MapPoint) => project(point, center, zoom, size);

  const toViewBox = (event: PointerEvent) => {
    const box = svg.current!.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = { ...toViewBox(event), moved: false };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag.current || event.buttons === 0) return;
    const now = toViewBox(event);
    const dx = now.x - drag.current.x;
    const dy = now.y - drag.current.y;
    if (Math.abs(dx) + Math.abs(dy) > 6) drag.current.moved = true;
    if (drag.current.moved) setOffset({ x: dx, y: dy });
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start) return;
    const end = toViewBox(event);
    if (start.moved) {
      setOffset({ x: 0, y: 0 });
      onViewChange({
        center: unproject(
          { x: WIDTH / 2 - (end.x - start.x), y: HEIGHT / 2 - (end.y - start.y) },
          center,
          zoom,
          size,
        ),
        zoom,
      });
    } else {
      onPinChange(unproject(end, center, zoom, size));
    }
  };

  const pan = (dx: number, dy: number) =>
    onViewChange({ center: unproject({ x: WIDTH / 2 + dx, y: HEIGHT / 2 + dy }, center, zoom, size), zoom });
  const onKeyDown = (event: KeyboardEvent) => {
    const step = 60;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => pan(-step, 0),
      ArrowRight: () => pan(step, 0),
      ArrowUp: () => pan(0, -step),
      ArrowDown: () => pan(0, step),
      '+': () => onViewChange({ center, zoom: clampZoom(zoom + 1) }),
      '=': () => onViewChange({ center, zoom: clampZoom(zoom + 1) }),
      '-': () => onViewChange({ center, zoom: clampZoom(zoom - 1) }),
      Enter: () => onPinChange(center),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const kmToPixels = (km: number, point: MapPoint) => {
    const east = { lat: point.lat, lng: point.lng + km / (111.32 * Math.cos((point.lat * Math.PI) / 180)) };
    return Math.abs(at(east).x - at(point).x);
  };
  const pinAt = pin ? at(pin) : null;

  return (
    <div dir="ltr" className={`relative w-full overflow-hidden bg-canvas ${className}`}>
      <svg
        ref={svg}
        role="application"
        aria-label={label}
        aria-roledescription="map"
        tabIndex={0}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="block h-auto max-h-[480px] w-full touch-none select-none focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={onKeyDown}
      >
        <defs>
          <pattern id="schematic-grid" width="32" height="32" patternUnits="userSpaceOnUse">
            <path d="M32 0H0V32" fill="none" stroke="currentColor" strokeOpacity="0.08" />
          </pattern>
        </defs>
        <rect width={WIDTH} height={HEIGHT} fill="url(#schematic-grid)" className="text-ink" />
        <g transform={`translate(${offset.x} ${offset.y})`}>
          {shapes.map((shape) => {
            if (shape.kind === 'circle' && shape.center && shape.radiusKm) {
              const c = at(shape.center);
              return (
                <g key={shape.id}>
                  <circle
                    cx={c.x}
                    cy={c.y}
                    r={kmToPixels(shape.radiusKm, shape.center)}
                    className="fill-brand/15 stroke-brand"
                    strokeWidth="2"
                  />
                  <text x={c.x} y={c.y} textAnchor="middle" className="fill-ink text-[11px]">
                    {shape.label}
                  </text>
                </g>
              );
            }
            const rings = shape.polygon ?? [];
            const d = rings
              .map(
                (ring) =>
                  ring
                    .map(([lng, lat], index) => {
                      const p = at({ lat, lng });
                      return `${index ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
                    })
                    .join(' ') + 'Z',
              )
              .join(' ');
            const first = rings[0]?.[0];
            const labelAt = first ? at({ lng: first[0], lat: first[1] }) : null;
            return (
              <g key={shape.id}>
                <path d={d} fillRule="evenodd" className="fill-brand/15 stroke-brand" strokeWidth="2" />
                {labelAt && (
                  <text x={labelAt.x + 4} y={labelAt.y + 14} className="fill-ink text-[11px]">
                    {shape.label}
                  </text>
                )}
              </g>
            );
          })}
          {markers.map((marker) => {
            const p = at(marker.point);
            return (
              <g key={marker.id} aria-label={marker.label} role="img">
                <rect x={p.x - 7} y={p.y - 7} width="14" height="14" rx="3" className="fill-ink" />
                <text x={p.x + 10} y={p.y + 4} className="fill-ink text-[11px]">
                  {marker.label}
                </text>
              </g>
            );
          })}
          {pinAt && (
            <g
              role="img"
              aria-label={`${pin!.lat.toFixed(5)}, ${pin!.lng.toFixed(5)}`}
              transform={`translate(${pinAt.x} ${pinAt.y})`}
            >
              <path
                d="M0 0c-7-10-11-15-11-21a11 11 0 1 1 22 0c0 6-4 11-11 21z"
                className="fill-danger stroke-white"
                strokeWidth="2"
              />
              <circle cx="0" cy="-21" r="4" className="fill-white" />
            </g>
          )}
        </g>
      </svg>
      <p aria-live="polite" className="sr-only">
        {`${label}: ${zoom}`}
      </p>
      <div className="absolute end-2 top-2 grid gap-1">
        <button
          type="button"
          aria-label={zoomInLabel}
          disabled={zoom >= MAX_ZOOM}
          onClick={() => onViewChange({ center, zoom: clampZoom(zoom + 1) })}
          className="size-11 rounded-lg bg-surface text-xl font-bold text-ink shadow focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
        >
          +
        </button>
        <button
          type="button"
          aria-label={zoomOutLabel}
          disabled={zoom <= MIN_ZOOM}
          onClick={() => onViewChange({ center, zoom: clampZoom(zoom - 1) })}
          className="size-11 rounded-lg bg-surface text-xl font-bold text-ink shadow focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
        >
          −
        </button>
      </div>
    </div>
  );
}
