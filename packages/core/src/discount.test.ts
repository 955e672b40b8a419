import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BasketLine } from './basket.js';
import {
  type Discount,
  type FixedDiscount,
  type PercentageDiscount,
  applicableItems,
  applyDiscount,
  bestAutomaticDiscount,
  checkDiscountEligibility,
  discountOn,
  discountedUnitPrice,
  eligibleItemsTotal,
  findDiscountByCode,
  itemDisplayPrice,
  listedDiscounts,
  perCustomerUseLabel,
  saleBadgeDiscount,
  saleMinimumOrder,
} from './discount.js';
import { formatMessageEn } from './errors.js';
import { type Fils, type Percent, fils } from './money.js';

const base = {
  _id: 'd1',
  discountCode: 'SAVE10',
  maximumDiscountValue: fils(0),
  minOrderValue: fils(0),
  isApplicableOnAllStores: true,
  isApplicableOnAllItems: true,
  discountAppliedOnSpecificItems: [],
  discountAppliedOnSpecificStores: [],
  serviceType: [],
  discountApplication: 'manual',
  isActive: true,
} as const;
const pct = (amount: number, extra: Partial<PercentageDiscount> = {}): PercentageDiscount => ({
  ...base,
  discountType: 'percentage',
  discountAmount: amount as Percent,
  ...extra,
});
const fixed = (amount: number, extra: Partial<FixedDiscount> = {}): FixedDiscount => ({
  ...base,
  discountType: 'fixed',
  discountAmount: fils(amount),
  ...extra,
});
const line = (itemId: string, price: number, quantity = 1): BasketLine => ({
  itemId,
  price: fils(price),
  quantity,
  sections: [],
});
const ctx = (lines: readonly BasketLine[]) => ({ lines, storeId: 's1', serviceType: 'DELIVERY' as const });

describe('code matching', () => {
  it('matches trimmed and case-insensitively', () => {
    const result = findDiscountByCode([pct(10)], '  save10 ');
    expect(result.ok).toBe(true);
  });
  it("answers 'Sorry, We didn't find any coupon with provided code' for unknown and empty codes", () => {
    expect(findDiscountByCode([pct(10)], 'NOPE')).toEqual({
      ok: false,
      error: { key: 'couponNotFound', params: {} },
    });
    expect(findDiscountByCode([pct(10)], '   ').ok).toBe(false);
  });
});

describe('amounts', () => {
  it('takes a percentage of the basket (10% of 80.00 = 8.00)', () => {
    expect(discountOn(pct(10), fils(8000))).toBe(800);
  });
  it('caps the percentage at 100', () => {
    expect(discountOn(pct(150), fils(8000))).toBe(8000);
  });
  it('caps at maximumDiscountValue when above 0, and not at 0', () => {
    expect(discountOn(pct(50, { maximumDiscountValue: fils(1500) }), fils(8000))).toBe(1500);
    expect(discountOn(pct(50, { maximumDiscountValue: fils(0) }), fils(8000))).toBe(4000);
    expect(discountOn(pct(50, { maximumDiscountValue: fils(4000) }), fils(8000))).toBe(4000);
  });
  it('never takes a fixed discount above the basket', () => {
    expect(discountOn(fixed(5000), fils(3000))).toBe(3000);
    expect(discountOn(fixed(2000), fils(3000))).toBe(2000);
  });
  it('applies item-specific discounts to the eligible items only', () => {
    const d = pct(50, { isApplicableOnAllItems: false, discountAppliedOnSpecificItems: [{ itemId: 'a' }] });
    const lines = [line('a', 1000, 2), line('b', 5000)];
    expect(eligibleItemsTotal(d, lines)).toBe(2000);
    expect(applyDiscount(d, ctx(lines))).toEqual({
      ok: true,
      value: { discountAmount: fils(1000), amountAfterDiscount: fils(6000), eligibleTotal: fils(2000) },
    });
    const f = fixed(5000, {
      isApplicableOnAllItems: false,
      discountAppliedOnSpecificItems: [{ itemId: 'a' }],
    });
    expect(applyDiscount(f, ctx(lines))).toMatchObject({ ok: true, value: { discountAmount: 2000 } });
  });
  it('never discounts more than the eligible items, nor below zero', () => {
    const discount: fc.Arbitrary<Discount> = fc.oneof(
      fc
        .record({ a: fc.integer({ min: 0, max: 200 }), m: fc.integer({ min: 0, max: 10_000 }) })
        .map(({ a, m }) => pct(a, { maximumDiscountValue: fils(m) })),
      fc.integer({ min: 0, max: 100_000 }).map((a) => fixed(a)),
    );
    fc.assert(
      fc.property(discount, fc.integer({ min: 0, max: 1_000_000 }), (d, b) => {
        const amount = discountOn(d, b as Fils);
        return amount >= 0 && amount <= b;
      }),
    );
  });
});

describe('eligibility messages (spec §5)', () => {
  const lines = [line('a', 3000)];
  it('refuses a basket just below minOrderValue and accepts at exactly the minimum', () => {
    const d = pct(10, { minOrderValue: fils(3001) });
    const error = checkDiscountEligibility(d, ctx(lines));
    expect(error && formatMessageEn(error)).toBe(
      'Sorry, Basket total must be greater than or equal to 30.01',
    );
    expect(checkDiscountEligibility(pct(10, { minOrderValue: fils(3000) }), ctx(lines))).toBeNull();
  });
  it('refuses another store', () => {
    const d = pct(10, {
      isApplicableOnAllStores: false,
      discountAppliedOnSpecificStores: [{ storeId: 'other' }],
    });
    expect(checkDiscountEligibility(d, ctx(lines))?.key).toBe('storeNotEligible');
    expect(
      checkDiscountEligibility({ ...d, discountAppliedOnSpecificStores: [{ storeId: 's1' }] }, ctx(lines)),
    ).toBeNull();
  });
  it('refuses another service type (names compared loosely)', () => {
    expect(
      checkDiscountEligibility(pct(10, { serviceType: [{ serviceName: 'PICKUP' }] }), ctx(lines))?.key,
    ).toBe('serviceNotEligible');
    expect(
      checkDiscountEligibility(pct(10, { serviceType: [{ serviceName: 'delivery' }] }), ctx(lines)),
    ).toBeNull();
    expect(
      checkDiscountEligibility(pct(10, { serviceType: [{ serviceName: 'Dine In' }] }), {
        ...ctx(lines),
        serviceType: 'DINE_IN',
      }),
    ).toBeNull();
  });
  it('refuses when no basket item is eligible, offering the item list when there is one', () => {
    const listed = pct(10, {
      isApplicableOnAllItems: false,
      discountAppliedOnSpecificItems: [{ itemId: 'z' }],
    });
    expect(checkDiscountEligibility(listed, ctx(lines))?.key).toBe('specificItemsOnly');
    expect(checkDiscountEligibility(pct(10, { isApplicableOnAllItems: false }), ctx(lines))?.key).toBe(
      'itemsNotEligible',
    );
  });
  it('treats an inactive discount as not found and one without amount as not working', () => {
    expect(checkDiscountEligibility(pct(10, { isActive: false }), ctx(lines))?.key).toBe('couponNotFound');
    expect(checkDiscountEligibility(pct(0), ctx(lines))?.key).toBe('invalidPromoCode');
  });
});

describe('display', () => {
  it('percentage price = price × (100 − p) / 100; fixed = price − amount, never below 0', () => {
    expect(discountedUnitPrice(fils(2000), pct(25))).toBe(1500);
    expect(discountedUnitPrice(fils(1999), pct(15))).toBe(1699); // 19.99 × 0.85 = 16.9915
    expect(discountedUnitPrice(fils(2000), pct(120))).toBe(0);
    expect(discountedUnitPrice(fils(2000), fixed(500))).toBe(1500);
    expect(discountedUnitPrice(fils(2000), fixed(2500))).toBe(0);
  });
  it("shows 'Price On Selection' at a price of 0 and below, and the struck price under a sale", () => {
    expect(itemDisplayPrice(fils(0), null)).toEqual({ kind: 'priceOnSelection' });
    expect(itemDisplayPrice(fils(1), null)).toEqual({ kind: 'price', price: 1, originalPrice: null });
    expect(itemDisplayPrice(fils(2000), pct(25))).toEqual({
      kind: 'price',
      price: 1500,
      originalPrice: 2000,
    });
  });
  it('shows a sale badge only for active manual discounts covering the item at the store', () => {
    const target = { itemId: 'a', storeId: 's1' };
    expect(saleBadgeDiscount([pct(10, { discountApplication: 'automatic' })], target)).toBeNull();
    expect(saleBadgeDiscount([pct(10, { discountApplication: 'hidden' })], target)).toBeNull();
    expect(saleBadgeDiscount([pct(10, { isActive: false })], target)).toBeNull();
    expect(
      saleBadgeDiscount(
        [pct(10, { isApplicableOnAllItems: false, discountAppliedOnSpecificItems: [{ itemId: 'b' }] })],
        target,
      ),
    ).toBeNull();
    expect(saleBadgeDiscount([pct(10, { isApplicableOnAllStores: false })], target)).toBeNull();
    expect(saleBadgeDiscount([pct(10)], target)?._id).toBe('d1');
  });
  it('gives no item a sale price from a fixed amount, which comes off the order', () => {
    const target = { itemId: 'a', storeId: 's1' };
    const save15 = fixed(1500, { _id: 'save15', minOrderValue: fils(8000) });
    expect(saleBadgeDiscount([save15], target)).toBeNull();
    expect(saleBadgeDiscount([save15, pct(20, { _id: 'welcome' })], target)?._id).toBe('welcome');
  });
  it('takes no more off one unit than maximumDiscountValue when above 0, so the price shown can be had', () => {
    expect(discountedUnitPrice(fils(20000), pct(20, { maximumDiscountValue: fils(2500) }))).toBe(17500);
    expect(discountedUnitPrice(fils(2400), pct(20, { maximumDiscountValue: fils(2500) }))).toBe(1920);
    expect(discountedUnitPrice(fils(12500), pct(20, { maximumDiscountValue: fils(2500) }))).toBe(10000);
    expect(discountedUnitPrice(fils(20000), pct(20, { maximumDiscountValue: fils(0) }))).toBe(16000);
  });
  it('prices one unit exactly as the basket charges a one-unit basket', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 150 }),
        fc.integer({ min: 0, max: 5000 }),
        (price, amount, cap) => {
          for (const discount of [pct(amount, { maximumDiscountValue: fils(cap) }), fixed(amount * 10)]) {
            const shown = discountedUnitPrice(fils(price), discount);
            expect(shown).toBe(price - discountOn(discount, fils(price)));
            expect(shown).toBeGreaterThanOrEqual(0);
            expect(shown).toBeLessThanOrEqual(price);
          }
        },
      ),
    );
  });
  it('shows no sale price for a code this customer can no longer use, nor for another service', () => {
    const target = { itemId: 'a', storeId: 's1' };
    expect(saleBadgeDiscount([pct(10, { usableByCustomer: false })], target)).toBeNull();
    expect(saleBadgeDiscount([pct(10, { usableByCustomer: true })], target)?._id).toBe('d1');
    // A guest (nothing said) sees it.
    expect(saleBadgeDiscount([pct(10)], target)?._id).toBe('d1');
    // The first code the customer can use wins.
    expect(
      saleBadgeDiscount(
        [pct(20, { _id: 'welcome', usableByCustomer: false }), pct(15, { _id: 'save15' })],
        target,
      )?._id,
    ).toBe('save15');
    const pickupOnly = pct(10, { serviceType: [{ serviceName: 'PICKUP' }] });
    expect(saleBadgeDiscount([pickupOnly], { ...target, serviceType: 'DELIVERY' })).toBeNull();
    expect(saleBadgeDiscount([pickupOnly], { ...target, serviceType: 'PICKUP' })?._id).toBe('d1');
  });
  it('names the basket a sale price needs: the minimum order when above 0, else none', () => {
    expect(saleMinimumOrder(fixed(200, { minOrderValue: fils(1500) }))).toBe(1500);
    expect(saleMinimumOrder(pct(20, { minOrderValue: fils(0) }))).toBeNull();
    expect(saleMinimumOrder(pct(20, { minOrderValue: fils(1) }))).toBe(1);
  });
  it('lists at most 10 applicable items', () => {
    const items = Array.from({ length: 15 }, (_, i) => ({ _id: `i${i}` }));
    expect(applicableItems(pct(10), items)).toHaveLength(10);
    expect(
      applicableItems(
        pct(10, { isApplicableOnAllItems: false, discountAppliedOnSpecificItems: [{ itemId: 'i3' }] }),
        items,
      ),
    ).toEqual([{ _id: 'i3' }]);
  });
  it('shows per-customer use only from 1 to 10', () => {
    expect(perCustomerUseLabel({ perCustomerUse: 0 })).toBeNull();
    expect(perCustomerUseLabel({ perCustomerUse: 1 })).toBe(1);
    expect(perCustomerUseLabel({ perCustomerUse: 10 })).toBe(10);
    expect(perCustomerUseLabel({ perCustomerUse: 11 })).toBeNull();
    expect(perCustomerUseLabel({})).toBeNull();
  });
  it('lists active manual and automatic discounts, never hidden ones', () => {
    const list = listedDiscounts([
      pct(10),
      pct(10, { _id: 'h', discountApplication: 'hidden' }),
      pct(10, { _id: 'a', discountApplication: 'automatic' }),
      pct(10, { _id: 'x', isActive: false }),
    ]);
    expect(list.map((d) => d._id)).toEqual(['d1', 'a']);
  });
  it('picks the eligible automatic discount taking the most off', () => {
    const lines = [line('a', 10_000)];
    const picked = bestAutomaticDiscount(
      [
        pct(10, { _id: 'manual' }),
        pct(10, { _id: 'auto10', discountApplication: 'automatic' }),
        fixed(1500, { _id: 'auto15', discountApplication: 'automatic' }),
        pct(50, { _id: 'far', discountApplication: 'automatic', minOrderValue: fils(20_000) }),
      ],
      ctx(lines),
    );
    expect(picked?._id).toBe('auto15');
    expect(bestAutomaticDiscount([pct(10)], ctx(lines))).toBeNull();
  });
});
