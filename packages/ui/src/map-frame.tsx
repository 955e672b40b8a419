import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { MapViewProps } from './maps.js';
import { MAX_ZOOM, type MapPoint } from './schematic-map.js';

export interface MapFrameProps {
  props: MapViewProps;
  /** The element the map library draws into. */
  mapRef: Ref<HTMLDivElement>;
  /** 'region' when the library's own map takes focus inside (Google's), else 'application'. */
  role: 'region' | 'application';
  /** The map's centre now, where Enter or Space drops the pin; null before the map exists. */
  centre(): MapPoint | null;
  /** Controls drawn over the map (e.g. zoom buttons). */
  children?: ReactNode;
}

/**
 * The frame a map library draws in (Google's, the open map): a left-to-right map with its name,
 * instructions and a live line that says the zoom and the pin, and Enter or Space dropping the pin
 * at the centre, as on the schematic map.
 */
export function MapFrame({ props, mapRef, role, centre, children }: MapFrameProps) {
  const instructionsId = useId();
  const { label, instructions, zoomStatus = (level) => `${level} / ${MAX_ZOOM}`, className = '' } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const point = event.key === 'Enter' || event.key === ' ' ? centre() : null;
    if (!point) return;
    event.preventDefault();
    props.onPinChange(point);
  };
  const pinText = props.pin
    ? (props.pinLabel ?? `${props.pin.lat.toFixed(5)}, ${props.pin.lng.toFixed(5)}`)
    : '';
  return (
    <div className={`relative isolate h-[min(60vh,480px)] w-full overflow-hidden bg-canvas ${className}`}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the library's focusable map is inside; its keys bubble here */}
      <div
        ref={mapRef}
        dir="ltr"
        role={role}
        aria-label={label}
        aria-describedby={instructions ? instructionsId : undefined}
        className="absolute inset-0 z-0"
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
      {children}
    </div>
  );
}
