/**
 * The schematic map's drawing size, measured from its element and kept up to date as it
 * resizes, so the SVG is drawn at the size it is shown. A fixed size stands in until measured.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { MapSize } from './types.js';

/** Until the element is measured (and in tests): the panel width and a 60vh-like height. */
const FALLBACK_SIZE: MapSize = { width: 460, height: 360 };

/** The element to measure, and its size in whole pixels. */
export function useSurfaceSize() {
  const surface = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<MapSize>(FALLBACK_SIZE);

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

  return { surface, size };
}
