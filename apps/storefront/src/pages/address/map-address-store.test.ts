import { memoryStorage } from '@storefront/core/testing/memory-storage';
import { createBrandStorage } from '@storefront/flows';
import { describe, expect, it } from 'vitest';
import {
  clearMapAddress,
  loadMapAddress,
  loadMapPin,
  saveMapAddress,
  saveMapPin,
  type MapAddress,
} from './map-address-store.js';

const place: MapAddress = {
  streetAddress: 'Al Wasl Road',
  area: 'Jumeirah 1',
  city: 'Dubai',
  country: 'United Arab Emirates',
  coordinates: { lat: 25.2102, lng: 55.2561 },
};
const pin = { pin: place.coordinates, center: place.coordinates, zoom: 16 };

describe('map address store', () => {
  it('finds the chosen place again after a reload (a new storage object on the same browser storage)', () => {
    const browser = memoryStorage();
    saveMapAddress(createBrandStorage(browser, 'zaatar'), place);
    saveMapPin(createBrandStorage(browser, 'zaatar'), pin);
    const reloaded = createBrandStorage(browser, 'zaatar');
    expect(loadMapAddress(reloaded)).toEqual(place);
    expect(loadMapPin(reloaded)).toEqual(pin);
  });

  it('keeps each brand its own pin', () => {
    const browser = memoryStorage();
    saveMapAddress(createBrandStorage(browser, 'zaatar'), place);
    expect(loadMapAddress(createBrandStorage(browser, 'karak'))).toBeNull();
    expect(loadMapPin(createBrandStorage(browser, 'karak'))).toBeNull();
  });

  it('forgets the place and the pin once the address is saved, and a removed pin', () => {
    const storage = createBrandStorage(memoryStorage(), 'zaatar');
    saveMapAddress(storage, place);
    saveMapPin(storage, pin);
    clearMapAddress(storage);
    expect(loadMapAddress(storage)).toBeNull();
    expect(loadMapPin(storage)).toBeNull();
    saveMapPin(storage, pin);
    saveMapPin(storage, null);
    expect(loadMapPin(storage)).toBeNull();
  });

  it('ignores a stored value without a usable point', () => {
    const storage = createBrandStorage(memoryStorage(), 'zaatar');
    storage.save('mapAddress', { ...place, coordinates: { lat: 'x' } });
    storage.save('mapPin', { pin: null, center: place.coordinates, zoom: 16 });
    expect(loadMapAddress(storage)).toBeNull();
    expect(loadMapPin(storage)).toBeNull();
  });
});
