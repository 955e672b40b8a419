import { describe, expect, it } from 'vitest';
import { orderSavedAddresses, unsaidDetails } from './saved-address-list.js';

const KEYS = ['appartmentNo', 'building', 'floor'] as const;

describe('unsaidDetails', () => {
  it('leaves out a building the full address already names', () => {
    expect(
      unsaidDetails(
        { address: 'Villa 12, Street 4b, Al Barsha 1', building: 'villa 12', floor: '2' },
        KEYS,
        'en',
      ),
    ).toEqual(['floor']);
  });

  it('keeps details the address does not say, and never a blank one', () => {
    expect(
      unsaidDetails(
        { address: 'Street 4b, Al Barsha 1', appartmentNo: '3', building: 'Villa 12', floor: ' ' },
        KEYS,
        'en',
      ),
    ).toEqual(['appartmentNo', 'building']);
  });

  it('reads an Arabic address with either comma', () => {
    expect(unsaidDetails({ address: 'فيلا 12، شارع 4', building: 'فيلا 12' }, KEYS, 'ar')).toEqual([]);
  });
});

describe('orderSavedAddresses', () => {
  it('puts the selected address first and keeps the others in order', () => {
    const list = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];
    expect(orderSavedAddresses(list, 'c').map((address) => address._id)).toEqual(['c', 'a', 'b']);
    expect(orderSavedAddresses(list, null).map((address) => address._id)).toEqual(['a', 'b', 'c']);
  });
});
