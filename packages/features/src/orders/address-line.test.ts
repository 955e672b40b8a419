import type { Schemas } from '@storefront/api';
import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line.js';

const flat = {
  _id: 'a1',
  address: 'Al Manara Residences, Sheikh Zayed Road',
  apartmentNo: '1405 East Tower B',
  building: 'Al Manara Residences Tower',
  floor: '14',
  street: '',
  area: 'Jumeirah',
  city: 'Dubai',
} as unknown as Schemas['UserAddress'];

describe('a delivery address as one line', () => {
  it('keeps the apartment, the labelled floor and the building before the address', () => {
    expect(addressLine(flat, 'en', 'Floor')).toBe(
      '1405 East Tower B, Floor 14, Al Manara Residences Tower, Sheikh Zayed Road, Jumeirah, Dubai',
    );
    expect(addressLine(flat, 'ar', 'الطابق')).toContain('الطابق 14');
  });

  it('leaves out what is empty and says nothing twice', () => {
    const villa = {
      ...flat,
      apartmentNo: '',
      floor: '',
      building: 'Villa 12',
      address: 'Villa 12',
      area: 'Dubai',
      city: 'Dubai',
    };
    expect(addressLine(villa as Schemas['UserAddress'], 'en', 'Floor')).toBe('Villa 12, Dubai');
  });
});
