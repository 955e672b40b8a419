/**
 * Checks on the values a sandbox request brings (return URLs, amounts): refused with
 * `invalidRequest` as the providers refuse them, before anything is stored.
 */
import { fils, type Fils } from '@storefront/core';
import { PaymentError } from '../payment-error.js';

export function absoluteHttpUrl(value: string, field: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new PaymentError('invalidRequest', `${field} must be an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PaymentError('invalidRequest', `${field} must be an http(s) URL`);
  }
  return url.toString();
}

export function positiveFils(amount: number): Fils {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > 2_147_483_647) {
    throw new PaymentError('invalidRequest', 'amount must be a positive whole number of fils');
  }
  return fils(amount);
}
