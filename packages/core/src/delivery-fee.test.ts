import { describe, expect, it } from 'vitest';
import {
  type DeliveryChargesWaiverConfig,
  checkMinimumOrder,
  deliveryFee,
  deliveryTerms,
  minimumOrderFor,
} from './delivery-fee.js';
import { type UnixSeconds, fils } from './money.js';

const now = 1_767_225_600 as UnixSeconds;
const waiver: DeliveryChargesWaiverConfig = {
  onOrderAmount: { isEnabled: true, amount: fils(10_000) },
  onDateRange: {
    isEnabled: false,
    startDateTime: (now - 100) as UnixSeconds,
    endDateTime: (now + 100) as UnixSeconds,
  },
};
const input = {
  serviceType: 'DELIVERY' as const,
  areaFee: fils(700),
  amountAfterDiscount: fils(5000),
  waiver,
  now,
};

describe('deliveryFee', () => {
  it('charges nothing for pickup and dine-in', () => {
    expect(deliveryFee({ ...input, serviceType: 'PICKUP' }).deliveryFee).toBe(0);
    expect(deliveryFee({ ...input, serviceType: 'DINE_IN' })).toEqual({
      deliveryFee: 0,
      deliveryChargesWaiverInfo: { isWaiver: false, waiverAmount: 0, WaiverInfo: null },
    });
  });
  it('waives the fee at exactly the threshold and records the waiver', () => {
    expect(deliveryFee({ ...input, amountAfterDiscount: fils(10_000) })).toEqual({
      deliveryFee: 0,
      deliveryChargesWaiverInfo: {
        isWaiver: true,
        waiverAmount: 700,
        WaiverInfo: { type: 'onOrderAmount', amount: 10_000 },
      },
    });
  });
  it('charges the fee one fils below the threshold', () => {
    expect(deliveryFee({ ...input, amountAfterDiscount: fils(9999) }).deliveryFee).toBe(700);
  });
  it('ignores a disabled amount waiver', () => {
    expect(
      deliveryFee({
        ...input,
        amountAfterDiscount: fils(50_000),
        waiver: { onOrderAmount: { isEnabled: false, amount: fils(1) } },
      }).deliveryFee,
    ).toBe(700);
  });
  it('waives by date range at exactly the start and end, not one second outside', () => {
    const range = {
      onDateRange: { isEnabled: true, startDateTime: now, endDateTime: (now + 3600) as UnixSeconds },
    };
    expect(deliveryFee({ ...input, waiver: range }).deliveryChargesWaiverInfo.WaiverInfo?.type).toBe(
      'onDateRange',
    );
    expect(deliveryFee({ ...input, waiver: range, now: (now + 3600) as UnixSeconds }).deliveryFee).toBe(0);
    expect(deliveryFee({ ...input, waiver: range, now: (now - 1) as UnixSeconds }).deliveryFee).toBe(700);
    expect(deliveryFee({ ...input, waiver: range, now: (now + 3601) as UnixSeconds }).deliveryFee).toBe(700);
  });
  it('prefers the amount waiver over the date waiver', () => {
    const both = {
      onOrderAmount: { isEnabled: true, amount: fils(1000) },
      onDateRange: { isEnabled: true, startDateTime: now, endDateTime: now },
    };
    expect(deliveryFee({ ...input, waiver: both }).deliveryChargesWaiverInfo.WaiverInfo?.type).toBe(
      'onOrderAmount',
    );
  });
  it('charges the area fee without a waiver config', () => {
    expect(deliveryFee({ ...input, waiver: null })).toEqual({
      deliveryFee: 700,
      deliveryChargesWaiverInfo: { isWaiver: false, waiverAmount: 0, WaiverInfo: null },
    });
  });
});

describe('minimum order', () => {
  it('is the area minimum for delivery and 0 for dine-in and pickup', () => {
    expect(minimumOrderFor('DELIVERY', fils(3000))).toBe(3000);
    expect(minimumOrderFor('DINE_IN', fils(3000))).toBe(0);
    expect(minimumOrderFor('PICKUP', fils(3000))).toBe(0);
  });
  it('is met at exactly the minimum', () => {
    expect(
      checkMinimumOrder({ serviceType: 'DELIVERY', cartTotal: fils(3000), areaMinOrder: fils(3000) }),
    ).toEqual({ met: true, minimum: 3000, missing: 0 });
  });
  it('reports the missing amount one fils below', () => {
    expect(
      checkMinimumOrder({ serviceType: 'DELIVERY', cartTotal: fils(2999), areaMinOrder: fils(3000) }),
    ).toEqual({ met: false, minimum: 3000, missing: 1 });
  });
});

describe('deliveryTerms (store page, before the basket)', () => {
  const terms = {
    serviceType: 'DELIVERY' as const,
    areaFee: fils(700),
    areaMinOrder: fils(4000),
    waiver,
    now,
  };
  it('names the area fee, its minimum order and the free-delivery threshold of an order-amount waiver', () => {
    expect(deliveryTerms(terms)).toEqual({ fee: 700, minimumOrder: 4000, freeFrom: 10_000 });
  });
  it('names no threshold without an enabled order-amount waiver', () => {
    expect(deliveryTerms({ ...terms, waiver: null })?.freeFrom).toBeNull();
    expect(
      deliveryTerms({ ...terms, waiver: { onOrderAmount: { isEnabled: false, amount: fils(10_000) } } })
        ?.freeFrom,
    ).toBeNull();
  });
  it('says the fee is 0 while a date-range waiver runs (inclusive bounds), with no threshold', () => {
    const running = { ...waiver, onDateRange: { ...waiver.onDateRange!, isEnabled: true } };
    expect(deliveryTerms({ ...terms, waiver: running })).toEqual({
      fee: 0,
      minimumOrder: 4000,
      freeFrom: null,
    });
    const atEnd = { ...terms, waiver: running, now: running.onDateRange.endDateTime };
    expect(deliveryTerms(atEnd)?.fee).toBe(0);
    const after = { ...terms, waiver: running, now: (running.onDateRange.endDateTime + 1) as UnixSeconds };
    expect(deliveryTerms(after)).toEqual({ fee: 700, minimumOrder: 4000, freeFrom: 10_000 });
  });
  it('agrees with deliveryFee: free from exactly the threshold', () => {
    const from = deliveryTerms(terms)!.freeFrom!;
    expect(deliveryFee({ ...input, amountAfterDiscount: from }).deliveryFee).toBe(0);
    expect(deliveryFee({ ...input, amountAfterDiscount: fils(from - 1) }).deliveryFee).toBe(700);
  });
  it('says nothing for pickup and dine-in', () => {
    expect(deliveryTerms({ ...terms, serviceType: 'PICKUP' })).toBeNull();
    expect(deliveryTerms({ ...terms, serviceType: 'DINE_IN' })).toBeNull();
  });
});
