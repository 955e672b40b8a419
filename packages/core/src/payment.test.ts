import { describe, expect, it } from 'vitest';
import { fils } from './money.js';
import {
  type PaymentOption,
  checkOnlinePaymentAmount,
  checkoutPaymentOptions,
  isOnlinePayment,
  walletPaymentRequest,
} from './payment.js';

describe('online payment minimum (over 2 AED)', () => {
  it("refuses a card payment at exactly 2.00 AED with 'addMoreThanTwoAED'", () => {
    expect(checkOnlinePaymentAmount(fils(200), { paymentType: 'CREDIT_CARD' })).toEqual({
      key: 'addMoreThanTwoAED',
      params: {},
    });
  });
  it('accepts a card payment just above, at 2.01 AED', () => {
    expect(checkOnlinePaymentAmount(fils(201), { paymentType: 'CREDIT_CARD' })).toBeNull();
  });
  it('applies the same rule to wallets and not to cash', () => {
    expect(checkOnlinePaymentAmount(fils(150), { methodName: 'applePay' })?.key).toBe('addMoreThanTwoAED');
    expect(checkOnlinePaymentAmount(fils(150), { methodName: 'googlePay' })?.key).toBe('addMoreThanTwoAED');
    expect(checkOnlinePaymentAmount(fils(150), { paymentType: 'CASH', methodName: 'cash' })).toBeNull();
    expect(isOnlinePayment({ paymentType: 'CARD_MACHINE' })).toBe(false);
  });
  it('asks wallets for the amount in fils (AED × 100)', () => {
    expect(walletPaymentRequest(fils(4567))).toEqual({ country: 'AE', currency: 'aed', amount: 4567 });
  });
});

describe('checkout payment options', () => {
  const options: PaymentOption[] = [
    { _id: 'cash', paymentType: 'CASH' },
    { _id: 'later', paymentType: 'PAY_LATER' },
    { _id: 'card', paymentType: 'CREDIT_CARD' },
  ];
  it('lists the credit card first and hides pay-later for delivery and pickup', () => {
    expect(checkoutPaymentOptions(options, 'DELIVERY').map((o) => o._id)).toEqual(['card', 'cash']);
    expect(checkoutPaymentOptions(options, 'PICKUP').map((o) => o._id)).toEqual(['card', 'cash']);
    expect(checkoutPaymentOptions(options, 'DINE_IN').map((o) => o._id)).toEqual(['card', 'cash', 'later']);
  });
});
