import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type LoyaltyPolicy,
  canRedeemLoyalty,
  cashbackAmount,
  checkBenefitExclusivity,
  redeemableAmount,
  requestBenefit,
} from './loyalty.js';
import { type Fils, type Percent, fils } from './money.js';

const policy: LoyaltyPolicy = {
  isLoyaltyActive: true,
  minOrderValueForCashback: fils(5000),
  specificToDelivery: { isActive: true, cashbackPercentage: 5 as Percent },
  redeemablePercentagePerOrder: 20 as Percent,
  maxRedeemableValuePerOrder: fils(2500),
};

describe('redeemableAmount = min(max per order, pct of cart, wallet)', () => {
  it('is limited by the percentage (20% of 100.00 = 20.00)', () => {
    expect(redeemableAmount({ policy, cartTotal: fils(10_000), walletBalance: fils(100_000) })).toBe(2000);
  });
  it('is limited by the per-order maximum (20% of 200.00 = 40.00 → 25.00)', () => {
    expect(redeemableAmount({ policy, cartTotal: fils(20_000), walletBalance: fils(100_000) })).toBe(2500);
  });
  it('is limited by the wallet balance', () => {
    expect(redeemableAmount({ policy, cartTotal: fils(20_000), walletBalance: fils(1234) })).toBe(1234);
  });
  it('rounds the percentage to the fils (20% of 33.33 = 6.666 → 6.67)', () => {
    expect(redeemableAmount({ policy, cartTotal: fils(3333), walletBalance: fils(100_000) })).toBe(667);
  });
  it('is 0 at a wallet balance of exactly 0 and 0.01 just above', () => {
    expect(redeemableAmount({ policy, cartTotal: fils(10_000), walletBalance: fils(0) })).toBe(0);
    expect(canRedeemLoyalty(policy, fils(0))).toBe(false);
    expect(redeemableAmount({ policy, cartTotal: fils(10_000), walletBalance: fils(1) })).toBe(1);
  });
  it('is 0 when the policy is inactive or missing', () => {
    expect(
      redeemableAmount({
        policy: { ...policy, isLoyaltyActive: false },
        cartTotal: fils(10_000),
        walletBalance: fils(5000),
      }),
    ).toBe(0);
    expect(redeemableAmount({ policy: null, cartTotal: fils(10_000), walletBalance: fils(5000) })).toBe(0);
  });
  it('never exceeds the wallet, the cart or the per-order maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -1000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 0, max: 100_000 }),
        (cart, wallet, pct, max) => {
          const amount = redeemableAmount({
            policy: {
              ...policy,
              redeemablePercentagePerOrder: pct as Percent,
              maxRedeemableValuePerOrder: max as Fils,
            },
            cartTotal: cart as Fils,
            walletBalance: wallet as Fils,
          });
          return amount >= 0 && amount <= Math.max(0, wallet) && amount <= cart && amount <= max;
        },
      ),
    );
  });
});

describe('cashbackAmount', () => {
  it('earns 5% at exactly the minimum order for cashback', () => {
    expect(cashbackAmount({ policy, serviceType: 'DELIVERY', orderTotal: fils(5000) })).toBe(250);
  });
  it('earns nothing just below the minimum', () => {
    expect(cashbackAmount({ policy, serviceType: 'DELIVERY', orderTotal: fils(4999) })).toBe(0);
  });
  it('rounds to the fils (5% of 50.01 = 2.5005 → 2.50)', () => {
    expect(cashbackAmount({ policy, serviceType: 'DELIVERY', orderTotal: fils(5001) })).toBe(250);
  });
  it('earns nothing when delivery cashback is off, for other services, or with an inactive policy', () => {
    expect(
      cashbackAmount({
        policy: { ...policy, specificToDelivery: { isActive: false, cashbackPercentage: 5 as Percent } },
        serviceType: 'DELIVERY',
        orderTotal: fils(9000),
      }),
    ).toBe(0);
    expect(cashbackAmount({ policy, serviceType: 'PICKUP', orderTotal: fils(9000) })).toBe(0);
    expect(
      cashbackAmount({
        policy: { ...policy, isLoyaltyActive: false },
        serviceType: 'DELIVERY',
        orderTotal: fils(9000),
      }),
    ).toBe(0);
  });
});

describe('discount and loyalty are mutually exclusive', () => {
  it('refuses both together', () => {
    expect(checkBenefitExclusivity({ discountApplied: true, loyaltyApplied: true })?.key).toBe(
      'discountLoyaltyExclusive',
    );
    expect(checkBenefitExclusivity({ discountApplied: true, loyaltyApplied: false })).toBeNull();
  });
  it('asks to confirm and removes the other credit', () => {
    expect(requestBenefit({ discountApplied: false, loyaltyApplied: true }, 'discount')).toEqual({
      confirm: 'useDiscountCode',
      next: { discountApplied: true, loyaltyApplied: false },
    });
    expect(requestBenefit({ discountApplied: true, loyaltyApplied: false }, 'loyalty')).toEqual({
      confirm: 'useLoyaltyCredits',
      next: { discountApplied: false, loyaltyApplied: true },
    });
    expect(requestBenefit({ discountApplied: false, loyaltyApplied: false }, 'loyalty').confirm).toBeNull();
  });
});
