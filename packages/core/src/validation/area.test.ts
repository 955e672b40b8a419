import { describe, expect, it } from 'vitest';
import { validateAreaChoice, validateSavedAddressForMethod } from './area.js';

describe('area choice by method', () => {
  it('country-based needs a country', () => {
    expect(validateAreaChoice('COUNTRY_BASED', {})?.error.key).toBe('selectCountry');
    expect(validateAreaChoice('COUNTRY_BASED', { countryId: 'ae' })).toBeNull();
  });
  it('city-based needs a city and its country', () => {
    expect(validateAreaChoice('CITY_BASED', { countryId: 'ae' })).toEqual({
      field: 'cityId',
      error: { key: 'selectCity', params: {} },
    });
    expect(validateAreaChoice('CITY_BASED', { cityId: 'dxb' })?.field).toBe('countryId');
    expect(validateAreaChoice('CITY_BASED', { countryId: 'ae', cityId: 'dxb' })).toBeNull();
  });
  it('area-based needs an area, its city and country', () => {
    expect(validateAreaChoice('AREA_BASED', { countryId: 'ae', cityId: 'dxb' })).toEqual({
      field: 'areaId',
      error: { key: 'selectArea', params: {} },
    });
    expect(
      validateAreaChoice('AREA_BASED', { countryId: 'ae', cityId: 'dxb', areaId: 'undefined' })?.field,
    ).toBe('areaId');
    expect(validateAreaChoice('AREA_BASED', { countryId: 'ae', cityId: 'dxb', areaId: 'barsha' })).toBeNull();
    expect(validateAreaChoice('MAPPED_AREA_BASED', {})).toBeNull();
  });
  it('saved addresses need the ids and lat/lng, and a method must exist', () => {
    const coordinates = { lat: 25.1, lng: 55.2 };
    expect(validateSavedAddressForMethod(null, { coordinates })?.key).toBe('noDeliveryMethod');
    expect(
      validateSavedAddressForMethod('AREA_BASED', { countryId: 'ae', cityId: 'dxb', areaId: 'a' })?.key,
    ).toBe('doesNotDeliver');
    expect(
      validateSavedAddressForMethod('AREA_BASED', { countryId: 'ae', cityId: 'dxb', coordinates })?.key,
    ).toBe('doesNotDeliver');
    expect(
      validateSavedAddressForMethod('AREA_BASED', {
        countryId: 'ae',
        cityId: 'dxb',
        areaId: 'a',
        coordinates,
      }),
    ).toBeNull();
    expect(validateSavedAddressForMethod('MAPPED_AREA_BASED', { coordinates })?.key).toBe('doesNotDeliver');
    expect(
      validateSavedAddressForMethod('MAPPED_AREA_BASED', { coordinates, mappedAreaId: 'm1' }),
    ).toBeNull();
  });
});
