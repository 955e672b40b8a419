import { describe, expect, it } from 'vitest';
import { formatMessageEn } from './errors.js';
import type { Minutes, UnixSeconds } from './money.js';
import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  canTransition,
  deliveryDuration,
  estimatedDeliveryMinutes,
  formatDeliveryDurationEn,
  happyHourMessage,
  isActiveStatus,
  isFinalStatus,
  trackerView,
  transitionStatus,
} from './order-status.js';

describe('statuses', () => {
  it('COMPLETE, CANCELLED and REJECTED are final; the rest are active', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['COMPLETE', 'CANCELLED', 'REJECTED']);
    expect(ORDER_STATUSES.filter(isActiveStatus)).toEqual([
      'PENDING',
      'PREPARING',
      'SCHEDULED',
      'ON_THE_WAY',
    ]);
  });
  it('allows the designed transitions only', () => {
    expect(canTransition('PENDING', 'PREPARING')).toBe(true);
    expect(canTransition('PENDING', 'SCHEDULED')).toBe(true);
    expect(canTransition('SCHEDULED', 'PREPARING')).toBe(true);
    expect(canTransition('PREPARING', 'ON_THE_WAY')).toBe(true);
    expect(canTransition('ON_THE_WAY', 'COMPLETE')).toBe(true);
    expect(canTransition('PREPARING', 'REJECTED')).toBe(false);
    expect(canTransition('PENDING', 'COMPLETE')).toBe(false);
    expect(canTransition('ON_THE_WAY', 'PREPARING')).toBe(false);
    expect(transitionStatus('COMPLETE', 'CANCELLED')).toEqual({
      ok: false,
      error: { key: 'invalidStatusTransition', params: { from: 'COMPLETE', to: 'CANCELLED' } },
    });
    expect(transitionStatus('PENDING', 'CANCELLED')).toEqual({ ok: true, value: 'CANCELLED' });
  });
  it('final statuses never move and every active status can be cancelled', () => {
    for (const status of ORDER_STATUSES) {
      if (isFinalStatus(status)) expect(ORDER_TRANSITIONS[status]).toEqual([]);
      else expect(ORDER_TRANSITIONS[status]).toContain('CANCELLED');
    }
  });
});

describe('tracker', () => {
  const text = (view: ReturnType<typeof trackerView>): string =>
    view.kind === 'active'
      ? `${view.step} ${formatMessageEn(view.title)}: ${formatMessageEn(view.text)}`
      : formatMessageEn(view.message);
  it('shows the three steps with the spec texts', () => {
    expect(text(trackerView({ orderStatus: 'PENDING', serviceType: 'DELIVERY' }))).toBe(
      '1 New: Your order has been sent',
    );
    expect(text(trackerView({ orderStatus: 'PREPARING', serviceType: 'DELIVERY' }))).toBe(
      '2 In Progress: Your order is being prepared!',
    );
    expect(text(trackerView({ orderStatus: 'SCHEDULED', serviceType: 'PICKUP' }))).toBe(
      '2 In Progress: Your order is being prepared!',
    );
    expect(text(trackerView({ orderStatus: 'ON_THE_WAY', serviceType: 'DELIVERY' }))).toBe(
      '3 In route: Your order is on its way!',
    );
    expect(text(trackerView({ orderStatus: 'ON_THE_WAY', serviceType: 'PICKUP' }))).toBe(
      '3 Ready: Your order is ready for the PICKUP service',
    );
  });
  it('shows final messages and the not-found text', () => {
    expect(text(trackerView({ orderStatus: 'COMPLETE', serviceType: 'DELIVERY' }))).toBe(
      'Your order has been delivered',
    );
    expect(text(trackerView({ orderStatus: 'REJECTED', serviceType: 'DELIVERY' }))).toBe(
      'Your order has been Rejected',
    );
    expect(text(trackerView({ orderStatus: 'CANCELLED', serviceType: 'DELIVERY' }))).toBe(
      'Your order has been Rejected',
    );
    expect(text(trackerView(null))).toBe("Sorry, we couldn't find the order.");
  });
});

describe('estimated delivery', () => {
  const placed = 1_767_225_600 as UnixSeconds;
  it('subtracts whole minutes since placement from the stated minutes', () => {
    expect(
      estimatedDeliveryMinutes(
        { orderStatus: 'PREPARING', deliveryTime: 45 as Minutes, orderPlacedTime: placed },
        (placed + 10 * 60 + 59) as UnixSeconds,
      ),
    ).toBe(35);
  });
  it('is null for final orders', () => {
    expect(
      estimatedDeliveryMinutes(
        { orderStatus: 'COMPLETE', deliveryTime: 45 as Minutes, orderPlacedTime: placed },
        placed,
      ),
    ).toBeNull();
  });
  describe('of a pre-order', () => {
    // Placed at 18:00, scheduled for 08:00 the next morning (14 hours later), 20 minutes stated.
    const slotStart = (placed + 14 * 3600) as UnixSeconds;
    const preOrder = {
      orderStatus: 'SCHEDULED' as const,
      deliveryTime: 20 as Minutes,
      orderPlacedTime: placed,
      preOrderStartsAt: slotStart,
    };
    it('counts from the slot start, not from placement: 14 hours 20 minutes right after placing', () => {
      expect(estimatedDeliveryMinutes(preOrder, placed)).toBe(14 * 60 + 20);
      expect(formatDeliveryDurationEn(deliveryDuration(estimatedDeliveryMinutes(preOrder, placed)!))).toBe(
        '14 hours 20 minutes',
      );
    });
    it('reads the stated minutes at exactly the slot start and counts down after it', () => {
      expect(estimatedDeliveryMinutes(preOrder, slotStart)).toBe(20);
      expect(
        estimatedDeliveryMinutes(
          { ...preOrder, orderStatus: 'PREPARING' },
          (slotStart + 5 * 60) as UnixSeconds,
        ),
      ).toBe(15);
    });
    it("reaches 'Delivering soon' at exactly the stated minutes after the slot start", () => {
      const due = estimatedDeliveryMinutes(preOrder, (slotStart + 20 * 60) as UnixSeconds)!;
      expect(due).toBe(0);
      expect(deliveryDuration(due).kind).toBe('soon');
    });
    it('counts from placement when the slot is null (an ASAP order)', () => {
      expect(estimatedDeliveryMinutes({ ...preOrder, preOrderStartsAt: null }, placed)).toBe(20);
    });
    it('is null once the pre-order is final', () => {
      expect(estimatedDeliveryMinutes({ ...preOrder, orderStatus: 'CANCELLED' }, placed)).toBeNull();
    });
  });
  it("shows 'Delivering soon' at exactly 0 and below, a duration at 1 minute", () => {
    expect(formatDeliveryDurationEn(deliveryDuration(0 as Minutes))).toBe('Delivering soon');
    expect(formatDeliveryDurationEn(deliveryDuration(-5 as Minutes))).toBe('Delivering soon');
    expect(formatDeliveryDurationEn(deliveryDuration(1 as Minutes))).toBe('1 minute');
    expect(deliveryDuration((1440 + 125) as Minutes)).toEqual({
      kind: 'duration',
      days: 1,
      hours: 2,
      minutes: 5,
    });
    expect(formatDeliveryDurationEn(deliveryDuration((2880 + 60) as Minutes))).toBe('2 days 1 hour');
  });
});

describe('happy hour', () => {
  const end = 1_767_225_600 as UnixSeconds;
  const before = (mins: number): UnixSeconds => (end - mins * 60) as UnixSeconds;
  it('shows 2 hours at exactly 120 minutes left and 1 hour at 119', () => {
    expect(happyHourMessage(end, before(120))?.key).toBe('happyHourTwoHours');
    expect(happyHourMessage(end, before(300))?.key).toBe('happyHourTwoHours');
    expect(happyHourMessage(end, before(119))?.key).toBe('happyHourOneHour');
  });
  it('shows 1 hour at exactly 60 minutes and minutes at 59', () => {
    expect(happyHourMessage(end, before(60))?.key).toBe('happyHourOneHour');
    expect(happyHourMessage(end, before(59))).toEqual({ key: 'happyHourMinutes', params: { minutes: 59 } });
  });
  it('shows the expired message up to exactly 15 minutes after the end, then nothing', () => {
    expect(happyHourMessage(end, end)?.key).toBe('happyHourExpired');
    expect(happyHourMessage(end, (end + 15 * 60) as UnixSeconds)?.key).toBe('happyHourExpired');
    expect(happyHourMessage(end, (end + 15 * 60 + 1) as UnixSeconds)).toBeNull();
  });
});
