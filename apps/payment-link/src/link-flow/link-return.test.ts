import { memoryStorage } from '@storefront/core/testing/memory-storage';
import { describe, expect, it } from 'vitest';
import { PAYMENT_VERIFIED_KEY, returnOf, takeReturn, withoutReturn } from './link-return.js';

describe('payment-link return', () => {
  it('reads a Checkout.com return (cko-session-id, paymentStatus) and a Stripe one', () => {
    expect(returnOf(new URLSearchParams('paymentStatus=success&cko-session-id=pay_1'))).toEqual({
      reference: 'pay_1',
      outcome: 'success',
    });
    expect(returnOf(new URLSearchParams('paymentStatus=failure&cko-session-id=pay_1'))?.outcome).toBe(
      'failure',
    );
    expect(returnOf(new URLSearchParams('payment_intent=pi_1&redirect_status=succeeded'))).toEqual({
      reference: 'pi_1',
      outcome: 'success',
    });
    expect(returnOf(new URLSearchParams('paymentStatus=success'))).toBeNull();
  });

  it('hands a return over once: the paymentVerified marker stops a reload from verifying again', () => {
    const storage = memoryStorage();
    const search = new URLSearchParams('paymentStatus=success&cko-session-id=pay_1');
    expect(takeReturn(search, storage)).toEqual({ reference: 'pay_1', outcome: 'success' });
    expect(storage.getItem(PAYMENT_VERIFIED_KEY)).toBe('pay_1');
    expect(takeReturn(search, storage)).toBeNull();
    expect(
      takeReturn(new URLSearchParams('paymentStatus=success&cko-session-id=pay_2'), storage),
    ).not.toBeNull();
  });

  it('drops the return parameters from the address', () => {
    expect(
      withoutReturn(new URL('http://x/zh/payment-link/PL-1?paymentStatus=success&cko-session-id=p&lang=ar')),
    ).toBe('/zh/payment-link/PL-1?lang=ar');
  });
});
