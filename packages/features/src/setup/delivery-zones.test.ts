import type { Schemas } from '@storefront/api';
import { describe, expect, it } from 'vitest';
import { zoneCities } from './delivery-zones.js';

const terms = { deliveryFee: 700, deliveryTime: 40, minOrder: 7500 };
const zones = (deliveryMethod: string, deliveryAreas: unknown[]) =>
  ({ deliveryMethod, deliveryAreas }) as unknown as Schemas['DeliveryAreas'];

describe('zoneCities', () => {
  it('area-based: cities with their areas, each carrying its fee, time and minimum', () => {
    const cities = zoneCities(
      zones('AREA_BASED', [
        {
          cityInfo: { _id: 'dxb', cityNameEN: 'Dubai', cityNameAR: 'دبي' },
          cityAreas: [{ areaInfo: { _id: 'jum', areaNameEN: 'Jumeirah', areaNameAR: 'جميرا' }, ...terms }],
        },
      ]),
    );
    expect(cities).toEqual([
      {
        cityInfo: { cityNameEN: 'Dubai', cityNameAR: 'دبي' },
        cityAreas: [
          {
            areaInfo: { _id: 'jum', areaNameEN: 'Jumeirah', areaNameAR: 'جميرا' },
            zone: { areaId: 'jum', name: { en: 'Jumeirah', ar: 'جميرا' }, ...terms },
          },
        ],
      },
    ]);
  });

  it('city-based: each city is its own only area, of the same name and id', () => {
    const [city] = zoneCities(
      zones('CITY_BASED', [
        {
          cityID: 'shj',
          countryID: 'ae',
          cityNameEN: 'Sharjah',
          cityNameAR: 'الشارقة',
          countryNameEN: 'UAE',
          countryNameAR: 'الإمارات',
          ...terms,
        },
      ]),
    );
    expect(city!.cityInfo.cityNameEN).toBe('Sharjah');
    expect(city!.cityAreas).toHaveLength(1);
    expect(city!.cityAreas[0]!.areaInfo).toEqual({
      _id: 'shj',
      areaNameEN: 'Sharjah',
      areaNameAR: 'الشارقة',
    });
    expect(city!.cityAreas[0]!.zone.areaId).toBe('shj');
  });

  it('country-based: one zone per country', () => {
    const [country] = zoneCities(
      zones('COUNTRY_BASED', [
        { countryID: 'ae', countryNameEN: 'UAE', countryNameAR: 'الإمارات', ...terms },
      ]),
    );
    expect(country!.cityAreas[0]!.zone).toEqual({
      areaId: 'ae',
      name: { en: 'UAE', ar: 'الإمارات' },
      ...terms,
    });
  });

  it('mapped areas: grouped by their city, named from their translations', () => {
    const [city] = zoneCities(
      zones('MAPPED_AREA_BASED', [
        {
          city: { en: 'Dubai', ar: 'دبي' },
          areas: [
            {
              mappedAreaId: 'qusais',
              mappedAreaType: 'DISTANCE',
              storeId: 's1',
              translations: { en: { name: 'Within 5 km of Al Qusais' }, ar: { name: 'ضمن 5 كم من القصيص' } },
              ...terms,
            },
          ],
        },
      ]),
    );
    expect(city!.cityInfo).toEqual({ cityNameEN: 'Dubai', cityNameAR: 'دبي' });
    expect(city!.cityAreas[0]!.zone).toEqual({
      areaId: 'qusais',
      name: { en: 'Within 5 km of Al Qusais', ar: 'ضمن 5 كم من القصيص' },
      ...terms,
    });
  });
});
