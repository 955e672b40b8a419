/**
 * The offline schematic map component, and the entry point of `@storefront/ui/schematic-map`:
 * the map's types and projection helpers are re-exported here for the tile maps and the pages.
 * Drawing, interaction and measuring live by concern in ./schematic-map/.
 */
import { useId, useMemo } from 'react';
import { MinusIcon, PlusIcon } from './icons/index.js';
import { AREA_CLASS, drawShapes, MapLabel } from './schematic-map/drawing.js';
import { MAX_ZOOM, MIN_ZOOM, project, worldPixel } from './schematic-map/projection.js';
import type { MapMarker, MapPoint, MapShape, SchematicMapProps } from './schematic-map/types.js';
import { useMapInteraction } from './schematic-map/use-map-interaction.js';
import { useSurfaceSize } from './schematic-map/use-surface-size.js';

export {
  clampZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  pixelsPerKm,
  project,
  unproject,
} from './schematic-map/projection.js';
export type {
  MapMarker,
  MapPoint,
  MapShape,
  MapSize,
  MapView,
  SchematicMapProps,
} from './schematic-map/types.js';

const GRID_PX = 40;
const NO_SHAPES: readonly MapShape[] = [];
const NO_MARKERS: readonly MapMarker[] = [];

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
  const { surface, size } = useSurfaceSize();
  const {
    offset,
    dragging,
    setZoom,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel,
    onLostPointerCapture,
    onKeyDown,
  } = useMapInteraction({ center, zoom, size, onPinChange, onViewChange });
  const id = useId();
  const gridId = `${id}-grid`;
  const instructionsId = `${id}-instructions`;

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
        onPointerCancel={onPointerCancel}
        onLostPointerCapture={onLostPointerCapture}
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
          <PlusIcon className="size-5" />
        </button>
        <button
          type="button"
          aria-label={zoomOutLabel}
          aria-disabled={zoom <= MIN_ZOOM || undefined}
          onClick={() => setZoom(zoom - 1)}
          className={buttonClass}
        >
          <MinusIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
