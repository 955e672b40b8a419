import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type MappedArea,
  type Polygon,
  haversineKm,
  isInDeliveryArea,
  isOnRingBoundary,
  isPointInMultiPolygon,
  isPointInPolygon,
} from './geo.js';

// A 10×10 square with a 2×2 hole in the middle, [lng, lat].
const square: Polygon = [
  [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
    [0, 0],
  ],
  [
    [4, 4],
    [6, 4],
    [6, 6],
    [4, 6],
    [4, 4],
  ],
];

describe('point in polygon', () => {
  it('is inside in the body and outside beyond the ring', () => {
    expect(isPointInPolygon([1, 1], square)).toBe(true);
    expect(isPointInPolygon([11, 5], square)).toBe(false);
    expect(isPointInPolygon([-0.0001, 5], square)).toBe(false);
  });
  it('counts points exactly on an edge or a vertex as inside', () => {
    expect(isPointInPolygon([0, 5], square)).toBe(true);
    expect(isPointInPolygon([10, 10], square)).toBe(true);
    expect(isPointInPolygon([5, 0], square)).toBe(true);
  });
  it('is outside strictly inside a hole and inside on the hole edge', () => {
    expect(isPointInPolygon([5, 5], square)).toBe(false);
    expect(isPointInPolygon([4, 5], square)).toBe(true);
    expect(isPointInPolygon([3.9999, 5], square)).toBe(true);
  });
  it('handles a diagonal edge and an open ring', () => {
    const triangle: Polygon = [
      [
        [0, 0],
        [10, 0],
        [0, 10],
      ],
    ];
    expect(isPointInPolygon([5, 5], triangle)).toBe(true);
    expect(isPointInPolygon([5.01, 5.01], triangle)).toBe(false);
    expect(isOnRingBoundary([2.5, 7.5], triangle[0] ?? [])).toBe(true);
  });
  it('handles real Dubai coordinates and multi-polygons', () => {
    const downtown: Polygon = [
      [
        [55.26, 25.18],
        [55.29, 25.18],
        [55.29, 25.21],
        [55.26, 25.21],
        [55.26, 25.18],
      ],
    ];
    const marina: Polygon = [
      [
        [55.13, 25.07],
        [55.15, 25.07],
        [55.15, 25.09],
        [55.13, 25.09],
        [55.13, 25.07],
      ],
    ];
    expect(isPointInPolygon([55.2744, 25.1972], downtown)).toBe(true);
    expect(isPointInMultiPolygon([55.14, 25.08], [downtown, marina])).toBe(true);
    expect(isPointInMultiPolygon([55.2, 25.1], [downtown, marina])).toBe(false);
  });
  it('refuses a degenerate polygon', () => {
    expect(isPointInPolygon([0, 0], [])).toBe(false);
    expect(
      isPointInPolygon(
        [0, 0],
        [
          [
            [0, 0],
            [1, 1],
          ],
        ],
      ),
    ).toBe(false);
  });
  it('agrees with the rectangle test on a grid that includes every edge exactly', () => {
    const coordinate = fc.integer({ min: -5000, max: 15000 }).map((n) => n / 1000);
    fc.assert(
      fc.property(coordinate, coordinate, (x, y) => {
        const inOuter = x >= 0 && x <= 10 && y >= 0 && y <= 10;
        const inHole = x > 4 && x < 6 && y > 4 && y < 6;
        return isPointInPolygon([x, y], square) === (inOuter && !inHole);
      }),
    );
  });
});

describe('haversine', () => {
  it('measures Dubai Mall to Dubai Marina at about 19.2 km', () => {
    expect(haversineKm([55.2796, 25.1985], [55.1404, 25.0805])).toBeCloseTo(19.196, 3);
  });
  it('is 0 for the same point and symmetric', () => {
    expect(haversineKm([55, 25], [55, 25])).toBe(0);
    expect(haversineKm([55, 25], [56, 24])).toBeCloseTo(haversineKm([56, 24], [55, 25]), 9);
  });
  it('one degree of latitude is about 111.2 km', () => {
    expect(haversineKm([0, 0], [0, 1])).toBeCloseTo(111.2, 1);
  });
  it('includes a point at exactly the area distance and excludes one beyond', () => {
    const center = [55.27, 25.2] as const;
    const point = [55.27, 25.25] as const;
    const d = haversineKm(center, point);
    const area = (distanceKm: number): MappedArea => ({ mappedAreaType: 'DISTANCE', center, distanceKm });
    expect(isInDeliveryArea(area(d), point)).toBe(true);
    expect(isInDeliveryArea(area(d - 0.001), point)).toBe(false);
    expect(isInDeliveryArea({ mappedAreaType: 'POLYGON', polygons: [square] }, [5, 5])).toBe(false);
  });
});
