import type { Schemas } from '@storefront/api';
import { describe, expect, it } from 'vitest';
import { addressZones, choiceOfZone, matching, zoneIdOfChoice } from './address-zones.js';

const zone = { deliveryFee: 700, deliveryTime: 30, minOrder: 4000 };
const areaBased = {
  deliveryMethod: 'AREA_BASED',
  deliveryAreas: [
    {
      cityInfo: { _id: 'dubai', cityNameEN: 'Dubai', cityNameAR: 'دبي' },
      countryInfo: { _id: 'uae', countryNameEN: 'United Arab Emirates', countryNameAR: 'الإمارات' },
      cityAreas: [
        { areaInfo: { _id: 'jumeirah', areaNameEN: 'Jumeirah', areaNameAR: 'جميرا' }, ...zone },
        { areaInfo: { _id: 'marina', areaNameEN: 'Dubai Marina', areaNameAR: 'دبي مارينا' }, ...zone },
      ],
    },
    {
      cityInfo: { _id: 'abu-dhabi', cityNameEN: 'Abu Dhabi', cityNameAR: 'أبوظبي' },
      countryInfo: { _id: 'uae', countryNameEN: 'United Arab Emirates', countryNameAR: 'الإمارات' },
      cityAreas: [
        { areaInfo: { _id: 'reem', areaNameEN: 'Al Reem Island', areaNameAR: 'جزيرة الريم' }, ...zone },
      ],
    },
  ],
} as unknown as Schemas['DeliveryAreas'];

describe('the address form lists', () => {
  it('lists one country, its cities and the areas of each city', () => {
    const zones = addressZones(areaBased);
    expect(zones.countries.map((country) => country.id)).toEqual(['uae']);
    expect(zones.cities.map((city) => [city.id, city.parentId])).toEqual([
      ['dubai', 'uae'],
      ['abu-dhabi', 'uae'],
    ]);
    expect(zones.areas.map((area) => [area.id, area.parentId])).toEqual([
      ['jumeirah', 'dubai'],
      ['marina', 'dubai'],
      ['reem', 'abu-dhabi'],
    ]);
  });

  it('fills the city and country of the area chosen, and reads the zone back', () => {
    const zones = addressZones(areaBased);
    const choice = choiceOfZone(zones, 'AREA_BASED', 'reem');
    expect(choice).toEqual({ areaId: 'reem', cityId: 'abu-dhabi', countryId: 'uae' });
    expect(zoneIdOfChoice('AREA_BASED', choice)).toBe('reem');
    expect(choiceOfZone(zones, 'AREA_BASED', 'nowhere')).toEqual({});
    expect(choiceOfZone(zones, 'AREA_BASED', undefined)).toEqual({});
  });

  it('lists cities and their countries for a city-based brand, countries alone for a country-based one', () => {
    const cityBased = {
      deliveryMethod: 'CITY_BASED',
      deliveryAreas: [
        {
          cityID: 'dubai',
          cityNameEN: 'Dubai',
          cityNameAR: 'دبي',
          countryID: 'uae',
          countryNameEN: 'UAE',
          countryNameAR: 'الإمارات',
          ...zone,
        },
        {
          cityID: 'sharjah',
          cityNameEN: 'Sharjah',
          cityNameAR: 'الشارقة',
          countryID: 'uae',
          countryNameEN: 'UAE',
          countryNameAR: 'الإمارات',
          ...zone,
        },
      ],
    } as unknown as Schemas['DeliveryAreas'];
    const zones = addressZones(cityBased);
    expect(zones.countries).toHaveLength(1);
    expect(choiceOfZone(zones, 'CITY_BASED', 'sharjah')).toEqual({ cityId: 'sharjah', countryId: 'uae' });
    expect(zoneIdOfChoice('CITY_BASED', { cityId: 'sharjah', countryId: 'uae' })).toBe('sharjah');
  });

  it('searches names in English and Arabic', () => {
    const { areas } = addressZones(areaBased);
    expect(matching(areas, 'marina').map((area) => area.id)).toEqual(['marina']);
    expect(matching(areas, 'الريم').map((area) => area.id)).toEqual(['reem']);
    expect(matching(areas, '  ')).toHaveLength(3);
  });
});
