import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BasketLine } from './basket.js';
import { type Percent, fils } from './money.js';
import { discountBase, inputArb, loyaltyPolicy, now } from './pricing.arbitraries.js';
import { type PriceOrderInput, priceOrder } from './pricing.js';
import { splitEvenly } from './split.js';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const option = (id: string, price: number, quantity = 1) => ({ _id: id, price: fils(price), quantity });
const line = (
  itemId: string,
  price: number,
  quantity: number,
  options: ReturnType<typeof option>[] = [],
): BasketLine => ({
  itemId,
  price: fils(price),
  quantity,
  sections: options.length ? [{ _id: `${itemId}-options`, options }] : [],
});
const unwrap = (input: PriceOrderInput) => {
  const result = priceOrder(input);
  if (!result.ok) throw new Error(`refused: ${result.error.key}`);
  return result.value;
};

describe('worked examples (docs/pricing.md)', () => {
  it('worked example 1: delivery with a 15% discount and an order-amount waiver', () => {
    const priced = unwrap({
      serviceType: 'DELIVERY',
      storeId: 'marina',
      taxRate: 5 as Percent,
      lines: [
        line('chicken-burger', 3200, 2, [option('extra-cheese', 300), option('fries-upgrade', 550)]),
        line('lemon-mint', 1400, 1),
        line('caesar-salad', 2750, 1, [option('grilled-chicken', 800)]),
      ],
      discount: {
        ...discountBase,
        discountType: 'percentage',
        discountAmount: 15 as Percent,
        maximumDiscountValue: fils(2500),
        minOrderValue: fils(5000),
      },
      loyaltyPolicy,
      delivery: {
        areaFee: fils(1000),
        areaMinOrder: fils(3000),
        waiver: { onOrderAmount: { isEnabled: true, amount: fils(10_000) } },
      },
      now,
    });
    expect(priced.lines.map((l) => [l.unitPrice, l.lineTotal])).toEqual([
      [4050, 8100],
      [1400, 1400],
      [3550, 3550],
    ]);
    expect(priced).toMatchObject({
      originalPrice: 13_050,
      cartTotal: 13_050,
      discountAmount: 1958,
      amountAfterDiscount: 11_092,
      loyaltyAmount: 0,
      itemsGrossAmount: 11_092,
      deliveryFee: 0,
      deliveryChargesWaiverInfo: {
        isWaiver: true,
        waiverAmount: 1000,
        WaiverInfo: { type: 'onOrderAmount', amount: 10_000 },
      },
      orderGrossAmount: 11_092,
      taxAmount: 555,
      tipAmount: 0,
      grandTotal: 11_647,
      cashbackAmount: 222,
      minimumOrder: { met: true, minimum: 3000, missing: 0 },
    });
  });

  it('worked example 2: pickup redeeming loyalty credits', () => {
    const priced = unwrap({
      serviceType: 'PICKUP',
      storeId: 'marina',
      taxRate: 5 as Percent,
      lines: [line('family-meal', 8900, 1, [option('extra-drink', 600, 2)]), line('brownie', 1225, 2)],
      loyaltyPolicy,
      walletBalance: fils(1540),
      redeemLoyalty: true,
      now,
    });
    expect(priced).toMatchObject({
      cartTotal: 12_550,
      discountAmount: 0,
      amountAfterDiscount: 12_550,
      loyaltyAmount: 941,
      itemsGrossAmount: 11_609,
      deliveryFee: 0,
      orderGrossAmount: 11_609,
      taxAmount: 580,
      grandTotal: 12_189,
      cashbackAmount: 0,
      minimumOrder: { met: true, minimum: 0, missing: 0 },
    });
  });

  it('worked example 3: dine-in with a 15% tip and 5% tax, split three ways', () => {
    const priced = unwrap({
      serviceType: 'DINE_IN',
      storeId: 'marina',
      taxRate: 5 as Percent,
      lines: [
        line('mezze-platter', 4500, 1, [option('extra-pita', 250, 2)]),
        line('grilled-hammour', 6800, 2),
        line('fresh-juice', 1850, 3),
      ],
      tip: { type: 'default', value: 0.15, unit: 'percent' },
      delivery: { areaFee: fils(1000), areaMinOrder: fils(5000) },
      now,
    });
    expect(priced).toMatchObject({
      cartTotal: 24_150,
      deliveryFee: 0,
      orderGrossAmount: 24_150,
      taxAmount: 1208,
      tipAmount: 3623,
      grandTotal: 28_981,
      minimumOrder: { met: true, minimum: 0, missing: 0 },
    });
    expect(splitEvenly(priced.grandTotal, 3)).toEqual([9661, 9660, 9660]);
  });
});

describe('menu prices that include VAT (docs/invoices.md)', () => {
  it('charges the prices as shown and says the VAT inside them: 2 x 10.50 + 5.00 fee at 5% holds 1.24', () => {
    const input: PriceOrderInput = {
      serviceType: 'DELIVERY',
      storeId: 's',
      lines: [line('karak', 1050, 2)],
      taxRate: 5 as Percent,
      taxIncluded: true,
      delivery: { areaFee: fils(500), areaMinOrder: fils(0), waiver: null },
      now,
    };
    const priced = priceOrder(input);
    if (!priced.ok) throw new Error('not priced');
    // 26.00 holds 26.00 x 5 / 105 = 1.238… → 1.24 of VAT; nothing is added to it.
    expect(priced.value).toMatchObject({
      orderGrossAmount: 2600,
      taxAmount: 124,
      taxIncluded: true,
      grandTotal: 2600,
    });
    const onTop = priceOrder({ ...input, taxIncluded: false });
    if (!onTop.ok) throw new Error('not priced');
    expect(onTop.value).toMatchObject({ taxAmount: 130, taxIncluded: false, grandTotal: 2730 });
  });
});

describe('refusals', () => {
  const base: PriceOrderInput = { serviceType: 'PICKUP', storeId: 's', lines: [line('a', 1000, 1)], now };
  it('refuses a discount together with loyalty', () => {
    const result = priceOrder({
      ...base,
      discount: {
        ...discountBase,
        discountType: 'fixed',
        discountAmount: fils(100),
        maximumDiscountValue: fils(0),
        minOrderValue: fils(0),
      },
      redeemLoyalty: true,
    });
    expect(result).toEqual({ ok: false, error: { key: 'discountLoyaltyExclusive', params: {} } });
  });
  it('refuses an ineligible discount with its message', () => {
    const result = priceOrder({
      ...base,
      discount: {
        ...discountBase,
        discountType: 'fixed',
        discountAmount: fils(100),
        maximumDiscountValue: fils(0),
        minOrderValue: fils(5000),
      },
    });
    expect(result).toEqual({ ok: false, error: { key: 'minOrderValue', params: { value: '50.00' } } });
  });
  it('refuses a quantity of 0, a negative price and a delivery without an area', () => {
    expect(priceOrder({ ...base, lines: [line('a', 1000, 0)] })).toMatchObject({
      ok: false,
      error: { key: 'invalidQuantity' },
    });
    expect(priceOrder({ ...base, lines: [line('a', -1, 1)] })).toMatchObject({
      ok: false,
      error: { key: 'somethingIncorrect' },
    });
    expect(priceOrder({ ...base, serviceType: 'DELIVERY' })).toMatchObject({
      ok: false,
      error: { key: 'chooseAddress' },
    });
  });
  it('reports, not refuses, a delivery one fils below the minimum order', () => {
    const priced = unwrap({
      ...base,
      serviceType: 'DELIVERY',
      delivery: { areaFee: fils(500), areaMinOrder: fils(1001) },
    });
    expect(priced.minimumOrder).toEqual({ met: false, minimum: 1001, missing: 1 });
    expect(priced.grandTotal).toBe(1500);
  });
});

// ---- properties ----
const within = (value: number, exact: number): boolean => Math.abs(value - exact) <= 0.5 + 1e-9;

describe('pricing laws', () => {
  it('no total is negative and the grand total is the sum of its parts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = priceOrder(input);
        if (!result.ok) return true;
        const p = result.value;
        const amounts = [
          p.cartTotal,
          p.discountAmount,
          p.amountAfterDiscount,
          p.loyaltyAmount,
          p.itemsGrossAmount,
          p.deliveryFee,
          p.orderGrossAmount,
          p.taxAmount,
          p.tipAmount,
          p.grandTotal,
          p.cashbackAmount,
        ];
        return (
          amounts.every((a) => Number.isSafeInteger(a) && a >= 0) &&
          p.grandTotal ===
            p.cartTotal - p.discountAmount - p.loyaltyAmount + p.deliveryFee + p.taxAmount + p.tipAmount
        );
      }),
    );
  });
  it('a discount never exceeds the basket and loyalty never exceeds the wallet', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = priceOrder(input);
        if (!result.ok) return true;
        return (
          result.value.discountAmount <= result.value.cartTotal &&
          result.value.loyaltyAmount <= Math.max(0, input.walletBalance ?? 0)
        );
      }),
    );
  });
  it('prices a deeply frozen input (nothing is written back)', () => {
    const freeze = <T>(value: T): T => {
      if (value && typeof value === 'object') {
        for (const inner of Object.values(value)) freeze(inner);
        Object.freeze(value);
      }
      return value;
    };
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(() => priceOrder(freeze(clone(input)))).not.toThrow();
      }),
    );
  });
  it('re-pricing is deterministic and never changes its input', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const copy = clone(input);
        const first = priceOrder(input);
        const second = priceOrder(clone(input));
        expect(second).toEqual(first);
        expect(input).toEqual(copy);
      }),
    );
  });
  it('each rounding point is within half a fils of the exact amount', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = priceOrder(input);
        if (!result.ok) return true;
        const p = result.value;
        const rate = input.taxRate ?? 0;
        const taxOk = within(p.taxAmount, (p.orderGrossAmount * rate) / 100);
        const tipOk =
          input.tip?.type === 'default' ? within(p.tipAmount, p.cartTotal * input.tip.value) : true;
        const discount = input.discount;
        const discountOk =
          discount?.discountType === 'percentage' &&
          discount.isApplicableOnAllItems &&
          discount.maximumDiscountValue === 0
            ? within(p.discountAmount, (p.cartTotal * Math.min(discount.discountAmount, 100)) / 100)
            : true;
        return taxOk && tipOk && discountOk;
      }),
    );
  });
  it('the delivery fee is 0 outside delivery, and waived at exactly the threshold', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = priceOrder(input);
        if (!result.ok) return true;
        const p = result.value;
        if (input.serviceType !== 'DELIVERY') return p.deliveryFee === 0;
        const waiver = input.delivery?.waiver?.onOrderAmount;
        const waived = Boolean(waiver?.isEnabled) && p.amountAfterDiscount >= (waiver?.amount ?? 0);
        return p.deliveryFee === (waived ? 0 : input.delivery?.areaFee);
      }),
    );
  });
});
