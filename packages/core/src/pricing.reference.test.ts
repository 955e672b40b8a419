/**
 * The single-pass `priceOrder` (written for speed) must give exactly what the composed engine it
 * replaced gave: the same refusal, the same thrown RangeError, or the same priced order to the
 * fils (deep strict equality, -0 apart from 0, and the same key order).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referencePriceOrder } from './__reference__/price-order.js';
import type { BasketLine } from './basket.js';
import type { Discount } from './discount.js';
import type { LoyaltyPolicy } from './loyalty.js';
import type { Fils, Percent, UnixSeconds } from './money.js';
import { type PriceOrderInput, priceOrder } from './pricing.js';
import type { TipChoice } from './tip.js';

type Outcome = { readonly threw: string } | { readonly returned: unknown };
const run = (price: (input: PriceOrderInput) => unknown, input: PriceOrderInput): Outcome => {
  try {
    return { returned: price(input) };
  } catch (error) {
    return { threw: `${(error as Error).name}: ${(error as Error).message}` };
  }
};

function expectSame(input: PriceOrderInput): void {
  const before = JSON.stringify(input);
  const expected = run(referencePriceOrder, input);
  const actual = run(priceOrder, input);
  expect(actual).toStrictEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
  expect(JSON.stringify(input)).toBe(before);
}

const fils = (min: number, max: number) => fc.integer({ min, max }).map((n) => n as Fils);
const now = 1_767_600_000;
const ITEM_IDS = Array.from({ length: 12 }, (_, i) => `item-${i}`);
const STORE_IDS = ['store-1', 'store-2', 'store-3'];
const itemId = fc.constantFrom(...ITEM_IDS);
const storeId = fc.constantFrom(...STORE_IDS);

// ---- realistic inputs ----
const option = fc.record({
  _id: fc.constantFrom('cheese', 'sauce', 'size-1', 'size-2', 'fries'),
  quantity: fc.integer({ min: 1, max: 4 }),
  price: fc.oneof(fils(0, 0), fils(0, 2_000)),
});
const section = fc.record({
  _id: fc.constantFrom('size', 'extras', 'sides'),
  options: fc.array(option, { maxLength: 4 }),
});
const line: fc.Arbitrary<BasketLine> = fc.record({
  itemId,
  quantity: fc.integer({ min: 1, max: 12 }),
  price: fils(0, 20_000),
  sections: fc.array(section, { maxLength: 3 }),
});
const serviceType = fc.constantFrom('DELIVERY', 'PICKUP', 'DINE_IN') as fc.Arbitrary<
  PriceOrderInput['serviceType']
>;
const discountFields = fc.record({
  _id: fc.constant('d1'),
  discountCode: fc.constant('SAVE'),
  maximumDiscountValue: fc.oneof(fils(0, 0), fils(1, 10_000)),
  minOrderValue: fc.oneof(fils(0, 0), fils(1, 60_000)),
  isApplicableOnAllStores: fc.boolean(),
  isApplicableOnAllItems: fc.boolean(),
  discountAppliedOnSpecificItems: fc.array(
    itemId.map((id) => ({ itemId: id })),
    { maxLength: 14 },
  ),
  discountAppliedOnSpecificStores: fc.array(
    storeId.map((id) => ({ storeId: id })),
    { maxLength: 2 },
  ),
  serviceType: fc.array(
    fc
      .constantFrom('DELIVERY', 'delivery', ' Pickup ', 'PICKUP', 'dine-in', 'Dine In', 'DINE_IN', 'TAKEAWAY')
      .map((serviceName) => ({ serviceName })),
    { maxLength: 3 },
  ),
  discountApplication: fc.constantFrom('manual', 'automatic', 'hidden') as fc.Arbitrary<
    Discount['discountApplication']
  >,
  isActive: fc.oneof(fc.constant(true), fc.constant(true), fc.constant(false)),
});
const discount: fc.Arbitrary<Discount> = fc.oneof(
  fc
    .tuple(
      discountFields,
      fc.oneof(fc.integer({ min: 1, max: 100 }), fc.double({ min: 0, max: 150, noNaN: true })),
    )
    .map(([fields, amount]) => ({
      ...fields,
      discountType: 'percentage' as const,
      discountAmount: amount as Percent,
    })),
  fc
    .tuple(discountFields, fc.oneof(fils(0, 0), fils(1, 50_000)))
    .map(([fields, amount]) => ({ ...fields, discountType: 'fixed' as const, discountAmount: amount })),
);
const loyaltyPolicy: fc.Arbitrary<LoyaltyPolicy> = fc.record({
  isLoyaltyActive: fc.boolean(),
  minOrderValueForCashback: fils(0, 30_000),
  specificToDelivery: fc.record({
    isActive: fc.boolean(),
    cashbackPercentage: fc
      .oneof(fc.integer({ min: 0, max: 20 }), fc.double({ min: -5, max: 120, noNaN: true }))
      .map((p) => p as Percent),
  }),
  redeemablePercentagePerOrder: fc
    .oneof(fc.integer({ min: 0, max: 100 }), fc.constant(7.5))
    .map((p) => p as Percent),
  maxRedeemableValuePerOrder: fils(0, 10_000),
});
const tip: fc.Arbitrary<TipChoice | null | undefined> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc
    .constantFrom(0.05, 0.1, 0.15, 0.125, 0)
    .map((value) => ({ type: 'default', value, unit: 'percent' }) as const),
  fils(0, 5_000).map((value) => ({ type: 'custom', value, unit: 'fixed' }) as const),
);
const waiver = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.record(
    {
      onOrderAmount: fc.oneof(
        fc.constant(null),
        fc.record({ isEnabled: fc.boolean(), amount: fils(0, 60_000) }),
      ),
      onDateRange: fc.oneof(
        fc.constant(null),
        fc.record({
          isEnabled: fc.boolean(),
          startDateTime: fc.integer({ min: now - 1000, max: now + 10 }).map((t) => t as UnixSeconds),
          endDateTime: fc.integer({ min: now - 10, max: now + 1000 }).map((t) => t as UnixSeconds),
        }),
      ),
    },
    { requiredKeys: [] },
  ),
);
const delivery = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 5,
    arbitrary: fc.record({ areaFee: fils(-100, 2_000), areaMinOrder: fils(-100, 10_000), waiver }),
  },
);
const taxRate = fc.oneof(
  fc.constantFrom(5, 0, 7.5, 12.3456, -5, Number.NaN, Number.POSITIVE_INFINITY),
  fc.double({ min: 0, max: 30, noNaN: true }),
  fc.constant(null),
  fc.constant(undefined),
) as fc.Arbitrary<Percent | null | undefined>;

const input = (lines: fc.Arbitrary<readonly BasketLine[]>): fc.Arbitrary<PriceOrderInput> =>
  fc.record(
    {
      serviceType,
      storeId,
      lines,
      taxRate,
      discount: fc.oneof(
        { weight: 4, arbitrary: discount },
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
      loyaltyPolicy: fc.oneof(loyaltyPolicy, fc.constant(null)),
      walletBalance: fils(0, 5_000),
      redeemLoyalty: fc.oneof(
        { weight: 1, arbitrary: fc.constant(true) },
        { weight: 3, arbitrary: fc.constant(false) },
      ),
      tip,
      delivery,
      now: fc.constant(now as UnixSeconds),
    },
    { requiredKeys: ['serviceType', 'storeId', 'lines', 'now'] },
  );

// ---- inputs at and past the edges: refusals, odd numbers, sums beyond 2^53 ----
const oddNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  2 ** 60,
);
const edgeOption = fc.record({
  _id: fc.constant('x'),
  quantity: fc.oneof(fc.integer({ min: 1, max: 3 }), oddNumber),
  price: fc.oneof(
    fils(0, 500),
    oddNumber.map((n) => n as Fils),
    fils(2 ** 40, 2 ** 52),
  ),
});
const edgeLine: fc.Arbitrary<BasketLine> = fc.record({
  itemId,
  quantity: fc.oneof(fc.integer({ min: 1, max: 3 }), oddNumber, fc.integer({ min: 2 ** 20, max: 2 ** 31 })),
  price: fc.oneof(
    fils(0, 5_000),
    oddNumber.map((n) => n as Fils),
    fils(2 ** 40, 2 ** 52),
  ),
  sections: fc.array(fc.record({ _id: fc.constant('s'), options: fc.array(edgeOption, { maxLength: 2 }) }), {
    maxLength: 2,
  }),
});
const edgeDiscount: fc.Arbitrary<Discount> = fc
  .tuple(
    discount,
    fc.record(
      {
        discountAmount: fc.oneof(oddNumber, fc.constant(0.5)),
        maximumDiscountValue: fc.oneof(oddNumber, fc.constant(0.5)),
        minOrderValue: fc.oneof(oddNumber, fc.constant(0.5)),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([base, odd]) => ({ ...base, ...odd }) as Discount);

describe('priceOrder equals the engine it replaced (reference)', () => {
  it('on realistic baskets, every fils of the result', () => {
    fc.assert(fc.property(input(fc.array(line, { maxLength: 25 })), expectSame), {
      numRuns: 3000,
      seed: 15,
    });
  }, 60_000);

  it('on realistic baskets redeeming loyalty credits (no discount)', () => {
    const loyaltyInput = fc
      .tuple(input(fc.array(line, { maxLength: 25 })), loyaltyPolicy, fils(1, 8_000))
      .map(([base, policy, walletBalance]) => ({
        ...base,
        discount: null,
        redeemLoyalty: true,
        loyaltyPolicy: { ...policy, isLoyaltyActive: true },
        walletBalance,
      }));
    fc.assert(fc.property(loyaltyInput, expectSame), { numRuns: 1000, seed: 16 });
  }, 60_000);

  it('on baskets at the edges: bad quantities and prices, odd discounts, sums past 2^53', () => {
    const edgeInput = fc
      .tuple(input(fc.array(fc.oneof(line, edgeLine), { maxLength: 6 })), fc.option(edgeDiscount))
      .map(([base, odd]) => (odd ? { ...base, discount: odd } : base));
    fc.assert(fc.property(edgeInput, expectSame), { numRuns: 4000, seed: 151 });
  }, 60_000);

  it('on the benchmark basket shape (20 lines, 3 options, item-specific 15 % capped)', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 20, maxLength: 20 }), fils(0, 60_000), (lines, waiverAmount) =>
        expectSame({
          serviceType: 'DELIVERY',
          storeId: 'store-1',
          lines,
          taxRate: 5 as Percent,
          discount: {
            _id: 'd1',
            discountCode: 'SAVE15',
            discountType: 'percentage',
            discountAmount: 15 as Percent,
            maximumDiscountValue: 5000 as Fils,
            minOrderValue: 5000 as Fils,
            isApplicableOnAllStores: true,
            isApplicableOnAllItems: false,
            discountAppliedOnSpecificItems: [
              ...ITEM_IDS.filter((_, i) => i % 2 === 0),
              ...Array.from({ length: 24 }, (_, i) => `other-${i}`),
            ].map((id) => ({ itemId: id })),
            discountAppliedOnSpecificStores: [],
            serviceType: [{ serviceName: 'DELIVERY' }],
            discountApplication: 'manual',
            isActive: true,
          },
          delivery: {
            areaFee: 1000 as Fils,
            areaMinOrder: 3000 as Fils,
            waiver: { onOrderAmount: { isEnabled: true, amount: waiverAmount } },
          },
          now: now as UnixSeconds,
        }),
      ),
      { numRuns: 1000, seed: 1515 },
    );
  }, 60_000);
});
