/**
 * How the schematic map answers the pointer and the keyboard: a tap places the pin, a drag pans
 * (the drawing follows the finger until release), +/- and the buttons zoom, arrow keys pan and
 * Enter or Space drops the pin at the centre. Apart from the component so its render is layout.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clampZoom, unproject } from './projection.js';
import type { MapSize, SchematicMapProps } from './types.js';

const DRAG_THRESHOLD_PX = 6;
const KEY_PAN_PX = 64;

/** The view, its size and the callbacks the interaction reports to. */
type InteractionInput = Pick<SchematicMapProps, 'center' | 'zoom' | 'onPinChange' | 'onViewChange'> & {
  size: MapSize;
};

/** The drag offset to draw with, whether a drag is under way, and the handlers of the map's element. */
export function useMapInteraction({ center, zoom, size, onPinChange, onViewChange }: InteractionInput) {
  const drag = useRef<{ pointerId: number; x: number; y: number; moved: boolean } | null>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);

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

  return {
    offset,
    dragging,
    setZoom,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: endDrag,
    onLostPointerCapture: () => drag.current && endDrag(),
    onKeyDown,
  };
}
