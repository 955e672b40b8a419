import { describe, expect, it } from 'vitest';
import {
  isPlaceholderPoint,
  isReusableMapAddress,
  isZoomSufficient,
  validateMapConfirm,
  validateSearchBarAddress,
  withGeocodeFallbacks,
} from './map.js';

const point = { lat: 25.2, lng: 55.27 };

describe('map rules', () => {
  it('treats the placeholder point 23/54 as unset', () => {
    expect(isPlaceholderPoint({ lat: 23, lng: 54 })).toBe(true);
    expect(validateMapConfirm({ location: { lat: 23, lng: 54 }, zoom: 18, streetAddress: 'x' })?.key).toBe(
      'chooseLocation',
    );
    expect(validateMapConfirm({ location: null, zoom: 18, streetAddress: 'x' })?.key).toBe('chooseLocation');
  });
  it('refuses zoom exactly 15 and accepts 16', () => {
    expect(isZoomSufficient(15)).toBe(false);
    expect(isZoomSufficient(15.5)).toBe(true);
    expect(validateMapConfirm({ location: point, zoom: 15, streetAddress: 'x' })?.key).toBe('increaseZoom');
    expect(validateMapConfirm({ location: point, zoom: 16, streetAddress: 'x' })).toBeNull();
  });
  it('asks for the exact location when the street did not resolve', () => {
    expect(validateMapConfirm({ location: point, zoom: 16, streetAddress: '' })?.key).toBe('exactLocation');
  });
  it('needs search-bar text with coordinates', () => {
    expect(validateSearchBarAddress('Dubai Mall', point)).toBeNull();
    expect(validateSearchBarAddress('', point)?.key).toBe('typeAddressInSearch');
    expect(validateSearchBarAddress('Dubai Mall', null)?.key).toBe('typeAddressInSearch');
  });
  it('reuses a saved map address only with coordinates, a street and not the placeholder', () => {
    expect(isReusableMapAddress({ coordinates: point, streetAddress: 'Al Wasl Rd' })).toBe(true);
    expect(isReusableMapAddress({ coordinates: { lat: 23, lng: 54 }, streetAddress: 'Al Wasl Rd' })).toBe(
      false,
    );
    expect(isReusableMapAddress({ coordinates: point, streetAddress: ' ' })).toBe(false);
    expect(isReusableMapAddress(null)).toBe(false);
  });
  it("falls back to 'unknown' for missing geocoded parts", () => {
    expect(withGeocodeFallbacks({ city: 'Dubai', country: '', area: null })).toEqual({
      city: 'Dubai',
      country: 'unknown',
      area: 'unknown',
    });
  });
});
