import { describe, expect, it } from 'vitest';
import { project, unproject } from './schematic-map.js';

const size = { width: 460, height: 360 };
const sharjah = { lat: 25.32, lng: 55.39 };

describe('schematic map projection', () => {
  it('puts the centre in the middle of the box', () => {
    expect(project(sharjah, sharjah, 13, size)).toEqual({ x: 230, y: 180 });
  });

  it('round-trips a point within a millionth of a degree', () => {
    const point = { lat: 25.2339, lng: 55.2661 };
    for (const zoom of [7, 13, 16]) {
      const back = unproject(project(point, sharjah, zoom, size), sharjah, zoom, size);
      expect(Math.abs(back.lat - point.lat)).toBeLessThan(1e-6);
      expect(Math.abs(back.lng - point.lng)).toBeLessThan(1e-6);
    }
  });

  it('doubles distances with each zoom level', () => {
    const east = { lat: sharjah.lat, lng: sharjah.lng + 0.01 };
    const at13 = project(east, sharjah, 13, size).x - 230;
    const at14 = project(east, sharjah, 14, size).x - 230;
    expect(at14).toBeCloseTo(at13 * 2, 6);
  });
});
