import { describe, expect, it } from 'vitest';
import {
  coreCatalogue,
  coreError,
  errorCatalogue,
  formatMessageEn,
  interpolate,
  message,
  messageCatalogue,
} from './errors.js';

describe('catalogue', () => {
  it('holds the spec texts exactly', () => {
    expect(errorCatalogue.minOrderValue).toBe('Sorry, Basket total must be greater than or equal to {value}');
    expect(errorCatalogue.couponNotFound).toBe("Sorry, We didn't find any coupon with provided code");
    expect(errorCatalogue.invalidPhone).toBe('Please provide a working mobile number');
    expect(errorCatalogue.selectSlot).toBe('Please select a slot');
    expect(errorCatalogue.modifierMaxQuantity).toBe('{quantity} is the maximum quantity allowed for {name}');
  });
  it('uses short camelCase keys with no clash between errors and messages', () => {
    for (const key of Object.keys(coreCatalogue)) expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/);
    const errorKeys = new Set(Object.keys(errorCatalogue));
    for (const key of Object.keys(messageCatalogue)) expect(errorKeys.has(key)).toBe(false);
  });
});

describe('messages', () => {
  it('carries typed parameters and formats English', () => {
    const error = coreError('minOrderValue', { value: '50.00' });
    expect(error).toEqual({ key: 'minOrderValue', params: { value: '50.00' } });
    expect(formatMessageEn(error)).toBe('Sorry, Basket total must be greater than or equal to 50.00');
    expect(message('today')).toEqual({ key: 'today', params: {} });
  });
  it('leaves unknown placeholders in place', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
