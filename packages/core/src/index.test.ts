import { describe, expect, it } from 'vitest';
import * as core from './index.js';

describe('public API', () => {
  it('has no default export', () => {
    expect('default' in core).toBe(false);
  });
  it('exposes one entry point per concern', () => {
    const expected = [
      'fromAed',
      'percentOf',
      'parsePriceInput',
      'errorCatalogue',
      'coreCatalogue',
      'lineTotal',
      'cartTotal',
      'validateBasketLine',
      'applyDiscount',
      'redeemableAmount',
      'cashbackAmount',
      'taxAmount',
      'tipAmount',
      'deliveryFee',
      'priceOrder',
      'splitEvenly',
      'checkOnlinePaymentAmount',
      'defaultOrderTiming',
      'generatePreOrderSlots',
      'isOutOfStock',
      'trackerView',
      'validatePhone',
      'validateOtp',
      'validateUserInfo',
      'validateAddressForm',
      'validateMapConfirm',
      'validateAreaChoice',
      'validateCheckoutOrder',
      'isValidValue',
      'isPointInPolygon',
      'haversineKm',
      'searchMenu',
      'searchAreas',
      'searchStores',
    ];
    for (const name of expected)
      expect(typeof (core as Record<string, unknown>)[name], name).not.toBe('undefined');
  });
});
