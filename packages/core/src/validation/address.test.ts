import { describe, expect, it } from 'vitest';
import {
  firstInvalidAddressField,
  showsVehicleInfo,
  validateAddressForm,
  validateMapAddressParts,
  validateVehicleInfo,
} from './address.js';

describe('address form', () => {
  it('requires the full address and a type', () => {
    const errors = validateAddressForm({});
    expect(errors.address?.key).toBe('fullAddressRequired');
    expect(errors.addressType?.key).toBe('addressTypeRequired');
    expect(firstInvalidAddressField(errors)).toBe('address');
  });
  it('refuses 4 trimmed characters and accepts exactly 5', () => {
    expect(validateAddressForm({ address: '  abcd  ', addressType: 'Home' }).address?.key).toBe(
      'fullAddressMinLength',
    );
    expect(validateAddressForm({ address: ' abcde ', addressType: 'Home' })).toEqual({});
  });
  it('accepts only Home, Office and Other', () => {
    expect(validateAddressForm({ address: 'Villa 12, Street 5', addressType: 'Office' })).toEqual({});
    expect(validateAddressForm({ address: 'Villa 12, Street 5', addressType: 'home' }).addressType?.key).toBe(
      'addressTypeRequired',
    );
    expect(firstInvalidAddressField(validateAddressForm({ address: 'Villa 12', addressType: null }))).toBe(
      'addressType',
    );
    expect(firstInvalidAddressField({})).toBeNull();
  });
  it('needs street, city and country on the map address', () => {
    expect(
      validateMapAddressParts({ streetAddress: 'Sheikh Zayed Rd', city: 'Dubai', country: 'UAE' }),
    ).toBeNull();
    expect(validateMapAddressParts({ streetAddress: ' ', city: 'Dubai', country: 'UAE' })?.key).toBe(
      'mapAddress',
    );
    expect(validateMapAddressParts(null)?.key).toBe('mapAddress');
  });
});

describe('vehicle info', () => {
  const required = { isActive: true, isRequired: true };
  it('is shown only for pickup with the setting active', () => {
    expect(showsVehicleInfo(required, 'PICKUP')).toBe(true);
    expect(showsVehicleInfo(required, 'DELIVERY')).toBe(false);
    expect(showsVehicleInfo({ isActive: false, isRequired: true }, 'PICKUP')).toBe(false);
  });
  it('refuses 1 trimmed character and accepts exactly 2 when required', () => {
    expect(validateVehicleInfo(' a ', required, 'PICKUP')?.key).toBe('vehicleInfo');
    expect(validateVehicleInfo(' ab ', required, 'PICKUP')).toBeNull();
  });
  it('does not check optional or inactive vehicle info, nor other services', () => {
    expect(validateVehicleInfo('', { isActive: true, isRequired: false }, 'PICKUP')).toBeNull();
    expect(validateVehicleInfo('', { isActive: false, isRequired: true }, 'PICKUP')).toBeNull();
    expect(validateVehicleInfo('', required, 'DELIVERY')).toBeNull();
  });
});
