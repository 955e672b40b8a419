/**
 * Generated orders for the pricing laws and every other law over priced orders (the tax invoice's):
 * baskets of up to 8 lines with options, a discount or loyalty, tax, tips and delivery fees.
 * Test-only: nothing of the package imports it.
 */
import fc from 'fast-check';
import type { BasketLine } from './basket.js';
import type { Discount } from './discount.js';
import type { LoyaltyPolicy } from './loyalty.js';
import { type Fils, type Percent, type UnixSeconds, fils } from './money.js';
import type { PriceOrderInput } from './pricing.js';
import type { ServiceType } from './service-type.js';

export const now = 1_767_600_000 as UnixSeconds;
export const discountBase = {
  _id: 'welcome15',
  discountCode: 'WELCOME15',
  isApplicableOnAllStores: true,
  isApplicableOnAllItems: true,
  discountAppliedOnSpecificItems: [],
  discountAppliedOnSpecificStores: [],
  serviceType: [],
  discountApplication: 'manual',
  isActive: true,
} as const;
export const loyaltyPolicy: LoyaltyPolicy = {
  isLoyaltyActive: true,
  minOrderValueForCashback: fils(10_000),
  specificToDelivery: { isActive: true, cashbackPercentage: 2 as Percent },
  redeemablePercentagePerOrder: 7.5 as Percent,
  maxRedeemableValuePerOrder: fils(2000),
};

const money = (max: number) => fc.integer({ min: 0, max }).map((n) => n as Fils);
const lineArb: fc.Arbitrary<BasketLine> = fc.record({
  itemId: fc.constantFrom('a', 'b', 'c', 'd'),
  quantity: fc.integer({ min: 1, max: 20 }),
  price: money(50_000),
  sections: fc.array(
    fc.record({
      _id: fc.constantFrom('s1', 's2'),
      options: fc.array(
        fc.record({
          _id: fc.constantFrom('o1', 'o2', 'o3'),
          quantity: fc.integer({ min: 1, max: 3 }),
          price: money(2000),
        }),
        { maxLength: 3 },
      ),
    }),
    { maxLength: 2 },
  ),
});
const discountArb: fc.Arbitrary<Discount> = fc.oneof(
  fc
    .record({
      amount: fc.integer({ min: 1, max: 120 }),
      max: money(10_000),
      min: money(20_000),
      all: fc.boolean(),
    })
    .map(({ amount, max, min, all }) => ({
      ...discountBase,
      discountType: 'percentage' as const,
      discountAmount: amount as Percent,
      maximumDiscountValue: max,
      minOrderValue: min,
      isApplicableOnAllItems: all,
      discountAppliedOnSpecificItems: [{ itemId: 'a' }],
    })),
  fc
    .record({ amount: fc.integer({ min: 1, max: 100_000 }), min: money(20_000), all: fc.boolean() })
    .map(({ amount, min, all }) => ({
      ...discountBase,
      discountType: 'fixed' as const,
      discountAmount: amount as Fils,
      maximumDiscountValue: fils(0),
      minOrderValue: min,
      isApplicableOnAllItems: all,
      discountAppliedOnSpecificItems: [{ itemId: 'b' }],
    })),
);
export const inputArb: fc.Arbitrary<PriceOrderInput> = fc
  .record({
    serviceType: fc.constantFrom<ServiceType>('DELIVERY', 'PICKUP', 'DINE_IN'),
    lines: fc.array(lineArb, { minLength: 0, maxLength: 8 }),
    taxRate: fc.integer({ min: 0, max: 2000 }).map((n) => (n / 100) as Percent),
    benefit: fc.oneof(fc.constant(null), discountArb, fc.constant('loyalty' as const)),
    wallet: fc.integer({ min: -500, max: 50_000 }).map((n) => n as Fils),
    loyaltyPct: fc.integer({ min: 0, max: 1000 }).map((n) => (n / 10) as Percent),
    tip: fc.oneof(
      fc.constant(null),
      fc
        .constantFrom(0.05, 0.1, 0.15)
        .map((value) => ({ type: 'default' as const, value, unit: 'percent' as const })),
      money(10_000).map((value) => ({ type: 'custom' as const, value, unit: 'fixed' as const })),
    ),
    areaFee: money(3000),
    waiverAmount: money(30_000),
    waiverOn: fc.boolean(),
  })
  .map((r) => ({
    serviceType: r.serviceType,
    storeId: 'store',
    lines: r.lines,
    taxRate: r.taxRate,
    discount: r.benefit !== null && r.benefit !== 'loyalty' ? r.benefit : null,
    redeemLoyalty: r.benefit === 'loyalty',
    loyaltyPolicy: { ...loyaltyPolicy, redeemablePercentagePerOrder: r.loyaltyPct },
    walletBalance: r.wallet,
    tip: r.tip,
    delivery: {
      areaFee: r.areaFee,
      areaMinOrder: fils(2000),
      waiver: { onOrderAmount: { isEnabled: r.waiverOn, amount: r.waiverAmount } },
    },
    now,
  }));
