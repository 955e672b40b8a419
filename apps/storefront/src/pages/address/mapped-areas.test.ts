import { describe, expect, it } from 'vitest';
import { addressFormPath, shapeCentre, toShape, zoneOf, type MappedArea } from './mapped-areas.js';

const names = { en: { name: 'Within 5 km of Al Qusais' }, ar: { name: 'ضمن 5 كم من القصيص' } };
const terms = { deliveryFee: 500, deliveryTime: 35, minOrder: 4000 };

const circle = {
  mappedAreaId: 'qusais',
  mappedAreaType: 'DISTANCE',
  storeId: 's1',
  translations: names,
  center: { lat: 25.28, lng: 55.38 },
  radiusKm: 5,
  ...terms,
} as unknown as MappedArea;

const square = {
  mappedAreaId: 'majaz',
  mappedAreaType: 'POLYGON',
  storeId: 's2',
  translations: { en: { name: 'Al Majaz' }, ar: { name: 'المجاز' } },
  polygon: [
    [
      [55.0, 25.0],
      [55.2, 25.0],
      [55.2, 25.2],
      [55.0, 25.2],
    ],
  ],
  ...terms,
} as unknown as MappedArea;

describe('shapeCentre', () => {
  it("is a circle's centre", () => {
    expect(shapeCentre(circle)).toEqual({ lat: 25.28, lng: 55.38 });
  });
  it("averages the polygon's outer ring", () => {
    const centre = shapeCentre(square)!;
    expect(centre.lat).toBeCloseTo(25.1);
    expect(centre.lng).toBeCloseTo(55.1);
  });
  it('is null without a centre or a ring', () => {
    expect(shapeCentre({ polygon: [] })).toBeNull();
    expect(shapeCentre({})).toBeNull();
  });
});

describe('toShape', () => {
  const english = (text: { en: string; ar: string }) => text.en;
  const arabic = (text: { en: string; ar: string }) => text.ar;
  it('draws a distance area as a circle, labelled in the chosen language', () => {
    expect(toShape(circle, arabic)).toEqual({
      id: 'qusais',
      label: 'ضمن 5 كم من القصيص',
      kind: 'circle',
      center: { lat: 25.28, lng: 55.38 },
      radiusKm: 5,
    });
  });
  it('draws a polygon area with its rings', () => {
    expect(toShape(square, english)).toMatchObject({ id: 'majaz', label: 'Al Majaz', kind: 'polygon' });
    expect(toShape(square, english).polygon).toHaveLength(1);
  });
});

describe('zoneOf', () => {
  it('keeps the id, both names and the delivery terms', () => {
    expect(zoneOf(circle)).toEqual({
      areaId: 'qusais',
      name: { en: 'Within 5 km of Al Qusais', ar: 'ضمن 5 كم من القصيص' },
      ...terms,
    });
  });
});

describe('addressFormPath', () => {
  it('goes from the checkout map to the delivery address form', () => {
    expect(addressFormPath('/zaatar-house/address/map-address')).toBe(
      '/zaatar-house/address/add-delivery-address?redirectedFrom=map-address',
    );
  });
  it('goes from a new map address to the manual address form', () => {
    expect(addressFormPath('/address/add-new-map-address')).toBe(
      '/address/add-new-manual-address?redirectedFrom=map-address',
    );
  });
});
