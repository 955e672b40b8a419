import { describe, expect, it } from 'vitest';
import {
  type DeliveryChargesWaiverConfig,
  checkMinimumOrder,
  deliveryFee,
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
