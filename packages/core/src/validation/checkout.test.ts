import { describe, expect, it } from 'vitest';
import { fils } from '../money.js';
import { type CheckoutOrderInput, validateCheckoutOrder } from './checkout.js';

const valid: CheckoutOrderInput = {
  serviceType: 'DELIVERY',
  store: {
    _id: 's1',
    taxRate: 0,
    baseLanguage: { name: 'Marina' },
    mapAddress: 'Marina Walk',
    manualAddress: 'Shop 3',
    storeLocation: { coordinates: [55.14, 25.08] },
    vehicleInfoForPickup: { isActive: true, isRequired: true },
  },
  shippingMethod: 'AREA_BASED',
  selectedArea: { deliveryFee: 0, deliveryTime: 30, minOrder: 0 },
  deliveryAddress: { city: 'dubai', addressType: 'Home', address: 'Villa 3', street: 'Al Wasl' },
  paymentMethod: 'cash',
  brandId: 'b1',
  user: { phoneNumber: '501234567', userId: 'u1' },
  totals: { grandTotal: fils(5000) },
  timingType: 'ASAP',
  preOrderSlot: null,
};
const key = (order: CheckoutOrderInput): string | null => validateCheckoutOrder(order)?.key ?? null;

describe('checkout order validation, in the spec order', () => {
  it('passes a complete delivery order (a fee, tax rate and minimum of 0 are valid)', () => {
    expect(validateCheckoutOrder(valid)).toBeNull();
  });
  it('1. pickup with required vehicle info of 1 character', () => {
    expect(key({ ...valid, serviceType: 'PICKUP', pickupVehicleInfo: 'x', paymentMethod: null })).toBe(
      'vehicleInfo',
    );
    expect(key({ ...valid, serviceType: 'PICKUP', pickupVehicleInfo: 'xy' })).toBeNull();
  });
  it('2. delivery without a shipping method, before the address', () => {
    expect(key({ ...valid, shippingMethod: null, deliveryAddress: null })).toBe('noDeliveryMethod');
  });
  it('3. delivery without area fee, time, min order or address parts', () => {
    expect(key({ ...valid, deliveryAddress: null, paymentMethod: null })).toBe('chooseAddress');
    expect(key({ ...valid, selectedArea: { deliveryFee: 0, deliveryTime: null, minOrder: 0 } })).toBe(
      'chooseAddress',
    );
    expect(
      key({
        ...valid,
        deliveryAddress: { city: 'dubai', addressType: 'Home', address: 'Villa 3', street: 'undefined' },
      }),
    ).toBe('chooseAddress');
    expect(
      key({ ...valid, serviceType: 'PICKUP', deliveryAddress: null, pickupVehicleInfo: 'white lexus' }),
    ).toBeNull();
  });
  it('4. a payment method, before the store data', () => {
    expect(key({ ...valid, paymentMethod: '', store: null })).toBe('choosePaymentMethod');
  });
  it('5. store id, tax rate, brand, user, store name → generic; map address its own message; then manual address, location, totals', () => {
    const store = valid.store ?? {};
    expect(key({ ...valid, store: { ...store, _id: null } })).toBe('somethingIncorrect');
    expect(key({ ...valid, store: { ...store, taxRate: null } })).toBe('somethingIncorrect');
    expect(key({ ...valid, brandId: 'null' })).toBe('somethingIncorrect');
    expect(key({ ...valid, user: { phoneNumber: '501234567', userId: undefined } })).toBe(
      'somethingIncorrect',
    );
    expect(key({ ...valid, store: { ...store, baseLanguage: { name: '' } } })).toBe('somethingIncorrect');
    expect(key({ ...valid, store: { ...store, mapAddress: '', manualAddress: '' } })).toBe('mapAddress');
    expect(key({ ...valid, store: { ...store, manualAddress: '' } })).toBe('somethingIncorrect');
    expect(key({ ...valid, store: { ...store, storeLocation: { coordinates: [] } } })).toBe(
      'somethingIncorrect',
    );
    expect(key({ ...valid, totals: null })).toBe('somethingIncorrect');
  });
  it('6. a pre-order needs a day and a time, checked last', () => {
    expect(key({ ...valid, timingType: 'PREORDER', preOrderSlot: { day: '2026-01-05', time: null } })).toBe(
      'preOrderTime',
    );
    expect(
      key({
        ...valid,
        timingType: 'PREORDER',
        preOrderSlot: { day: '2026-01-05', time: { start: '10:00', end: '10:30' } },
      }),
    ).toBeNull();
    expect(key({ ...valid, timingType: 'PREORDER', preOrderSlot: null, totals: null })).toBe(
      'somethingIncorrect',
    );
  });
  it('7. a business tax invoice asked for needs the company name and a 15-digit TRN', () => {
    const business = (name: string, trn: string) => key({ ...valid, taxRecipient: { name, trn } });
    expect(business('Al Fahidi Trading L.L.C.', '100987654300003')).toBeNull();
    // Spaces as typed are fine; 14 digits, letters or no name are not.
    expect(business('Al Fahidi Trading L.L.C.', '100 9876 5430 0003')).toBeNull();
    expect(business('Al Fahidi Trading L.L.C.', '10098765430000')).toBe('businessTrn');
    expect(business('Al Fahidi Trading L.L.C.', '10098765430000A')).toBe('businessTrn');
    expect(business(' ', '100987654300003')).toBe('businessTrn');
    expect(key({ ...valid, taxRecipient: null })).toBeNull();
    expect(key({ ...valid, paymentMethod: null, taxRecipient: { name: '', trn: '' } })).toBe(
      'choosePaymentMethod',
    );
  });
});
