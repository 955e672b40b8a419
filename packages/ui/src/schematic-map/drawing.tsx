/**
 * What the schematic map draws besides its frame: delivery areas turned into SVG paths and
 * circles with a place for their labels, the halo label, and the zoom button icon. Kept apart
 * from the component so its render reads as layout only.
 */
import type { MapPoint, MapShape } from './types.js';
import { pixelsPerKm } from './projection.js';

/**
 * The brand colour straight from `--brand-color` (set by `brandThemeVariables` on the brand's
 * container), translucent so the grid and overlapping areas show through.
 */
export const AREA_CLASS =
  'fill-[color:var(--brand-color,#2f6b3a)]/20 stroke-[color:var(--brand-color,#2f6b3a)]';

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

export function drawShapes(
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

export function MapLabel({
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
