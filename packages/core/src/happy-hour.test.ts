import { describe, expect, it } from 'vitest';
import { happyHourEnd, happyHourWindow, isDiscountLive } from './happy-hour.js';
import type { UnixSeconds } from './money.js';
import { happyHourMessage } from './order-status.js';

/** An instant in Dubai (UTC+4) on 29 November 2026. */
const dubai = (hours: number, minutes = 0, day = 29) =>
  (Date.UTC(2026, 10, day, hours - 4, minutes) / 1000) as UnixSeconds;
const period = { isActive: true, startsAt: dubai(0, 0, 1), endsAt: dubai(0, 0, 30 + 1) };
const fourToSeven = { from: '16:00', to: '19:00' };

describe('happy hours', () => {
  it("is today's window while it runs, and ends at its end", () => {
    expect(happyHourWindow(fourToSeven, dubai(17, 30))).toEqual({ start: dubai(16), end: dubai(19) });
    expect(isDiscountLive({ ...period, dailyHours: fourToSeven }, dubai(16))).toBe(true);
    expect(isDiscountLive({ ...period, dailyHours: fourToSeven }, dubai(18, 59))).toBe(true);
    expect(isDiscountLive({ ...period, dailyHours: fourToSeven }, dubai(19))).toBe(false);
    expect(isDiscountLive({ ...period, dailyHours: fourToSeven }, dubai(15, 59))).toBe(false);
  });

  it('runs past midnight when it ends before it starts', () => {
    const lateNight = { from: '22:00', to: '02:00' };
    expect(isDiscountLive({ ...period, dailyHours: lateNight }, dubai(23))).toBe(true);
    expect(isDiscountLive({ ...period, dailyHours: lateNight }, dubai(1, 30))).toBe(true);
    expect(isDiscountLive({ ...period, dailyHours: lateNight }, dubai(2))).toBe(false);
    expect(happyHourWindow(lateNight, dubai(1))).toEqual({ start: dubai(22, 0, 28), end: dubai(2) });
  });

  it('is never live outside its dates or switched off, and always live without hours within them', () => {
    expect(isDiscountLive({ ...period, isActive: false }, dubai(12))).toBe(false);
    expect(isDiscountLive({ ...period, endsAt: dubai(12) }, dubai(12))).toBe(false);
    expect(isDiscountLive({ ...period, startsAt: dubai(13) }, dubai(12))).toBe(false);
    expect(isDiscountLive(period, dubai(3))).toBe(true);
    expect(isDiscountLive({ ...period, dailyHours: { from: '16:00', to: '16:00' } }, dubai(16))).toBe(false);
    expect(isDiscountLive({ ...period, dailyHours: { from: 'soon', to: '19:00' } }, dubai(17))).toBe(false);
  });

  it('says how long is left, then that it has ended, for 15 minutes', () => {
    const said = (now: UnixSeconds) => {
      const end = happyHourEnd(fourToSeven, now);
      return end === null ? null : happyHourMessage(end, now)?.key;
    };
    expect(said(dubai(16, 30))).toBe('happyHourTwoHours');
    expect(said(dubai(17, 30))).toBe('happyHourOneHour');
    expect(said(dubai(18, 20))).toBe('happyHourMinutes');
    expect(happyHourMessage(happyHourEnd(fourToSeven, dubai(18, 20))!, dubai(18, 20))?.params).toEqual({
      minutes: 40,
    });
    expect(said(dubai(19, 15))).toBe('happyHourExpired');
    expect(said(dubai(19, 16))).toBeNull();
    expect(happyHourEnd(null, dubai(17))).toBeNull();
  });
});
