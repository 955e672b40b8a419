import { describe, expect, it } from 'vitest';
import { clampZoom, MAX_ZOOM, MIN_ZOOM, pixelsPerKm, project, unproject } from './schematic-map.js';

const size = { width: 460, height: 360 };
const sharjah = { lat: 25.32, lng: 55.39 };
const qusais = { lat: 25.2712, lng: 55.3795 };
const defaultCentre = { lat: 23, lng: 54 };

describe('project', () => {
  it('puts the view centre in the middle of the box', () => {
    expect(project(sharjah, sharjah, 13, size)).toEqual({ x: 230, y: 180 });
    expect(project(defaultCentre, defaultCentre, 7, { width: 390, height: 480 })).toEqual({ x: 195, y: 240 });
  });

  it('draws east to the right and north upwards', () => {
    const east = project({ ...sharjah, lng: sharjah.lng + 0.01 }, sharjah, 13, size);
    const north = project({ ...sharjah, lat: sharjah.lat + 0.01 }, sharjah, 13, size);
    expect(east.x).toBeGreaterThan(230);
    expect(east.y).toBeCloseTo(180, 9);
    expect(north.y).toBeLessThan(180);
    expect(north.x).toBeCloseTo(230, 9);
  });

  it('doubles distances from the centre with each zoom level', () => {
    const point = { lat: 25.33, lng: 55.41 };
    for (let zoom = MIN_ZOOM; zoom < MAX_ZOOM; zoom += 1) {
      const near = project(point, sharjah, zoom, size);
      const far = project(point, sharjah, zoom + 1, size);
      expect(far.x - 230).toBeCloseTo((near.x - 230) * 2, 6);
      expect(far.y - 180).toBeCloseTo((near.y - 180) * 2, 6);
    }
  });
});

describe('unproject', () => {
  it('round-trips points within a millionth of a degree at every zoom', () => {
    const points = [
      sharjah,
      qusais,
      defaultCentre,
      { lat: 24.4539, lng: 54.3773 },
      { lat: -33.86, lng: 151.21 },
    ];
    const views = [
      { center: sharjah, size },
      { center: defaultCentre, size: { width: 390, height: 480 } },
    ];
    for (const { center, size: box } of views) {
      for (let zoom = MIN_ZOOM; zoom <= MAX_ZOOM; zoom += 1) {
        for (const point of points) {
          const back = unproject(project(point, center, zoom, box), center, zoom, box);
          expect(Math.abs(back.lat - point.lat)).toBeLessThan(1e-6);
          expect(Math.abs(back.lng - point.lng)).toBeLessThan(1e-6);
        }
      }
    }
  });

  it('reads the view centre back from the middle of the box', () => {
    const back = unproject({ x: 230, y: 180 }, qusais, 16, size);
    expect(back.lat).toBeCloseTo(qusais.lat, 9);
    expect(back.lng).toBeCloseTo(qusais.lng, 9);
  });

  it('keeps longitudes within -180 to 180 and latitudes within the Mercator limit', () => {
    const west = unproject({ x: -1000, y: -1000 }, { lat: 80, lng: -179.9 }, MIN_ZOOM, size);
    expect(west.lng).toBeGreaterThanOrEqual(-180);
    expect(west.lng).toBeLessThan(180);
    expect(west.lat).toBeLessThanOrEqual(85.06);
  });
});

describe('pixelsPerKm', () => {
  it('shows about 400 px per km around Dubai at zoom 16', () => {
    const scale = pixelsPerKm(qusais.lat, 16);
    expect(scale).toBeGreaterThan(380);
    expect(scale).toBeLessThan(480);
  });

  it('agrees with project for a kilometre east and doubles per zoom level', () => {
    const kmEast = {
      lat: qusais.lat,
      lng: qusais.lng + 1 / (111.32 * Math.cos((qusais.lat * Math.PI) / 180)),
    };
    const dx = project(kmEast, qusais, 13, size).x - 230;
    expect(dx / pixelsPerKm(qusais.lat, 13)).toBeCloseTo(1, 3);
    expect(pixelsPerKm(qusais.lat, 14)).toBeCloseTo(pixelsPerKm(qusais.lat, 13) * 2, 9);
  });
});

describe('clampZoom', () => {
  it('stops at zoom 3 and zoom 20', () => {
    expect(clampZoom(2)).toBe(3);
    expect(clampZoom(3)).toBe(3);
    expect(clampZoom(16)).toBe(16);
    expect(clampZoom(20)).toBe(20);
    expect(clampZoom(21)).toBe(20);
  });
});
