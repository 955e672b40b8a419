/**
 * Happy hours: a discount offered every day between two clock times in Asia/Dubai (the brand
 * file's `dailyHours`), within its dates. One rule says whether a discount is live at an instant,
 * so the server prices by it and the storefront lists by it; the message counting down to the
 * window's end is `happyHourMessage` (order-status.ts).
 */
import type { UnixSeconds } from './money.js';
import { HAPPY_HOUR_EXPIRED_GRACE } from './order-status.js';
import { localDateAt, localMidnight, parseClock } from './time-zone.js';

/** 'HH:mm' in Asia/Dubai; a window whose end is before its start runs past midnight. */
export interface DailyHours {
  readonly from: string;
  readonly to: string;
}

/** What decides whether a discount is live: switched on, within its dates, within its hours if any. */
export interface DiscountPeriod {
  readonly isActive: boolean;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly dailyHours?: DailyHours | null;
}

const DAY_S = 86_400;

/**
 * The window of `hours` that began last at or before `now` (today's, or yesterday's when today's
 * has not begun): it holds `now` when `now < end`. Null for hours that are not clock times or
 * that are empty (from = to).
 */
export function happyHourWindow(
  hours: DailyHours,
  now: UnixSeconds,
): { start: UnixSeconds; end: UnixSeconds } | null {
  const from = parseClock(hours.from);
  const to = parseClock(hours.to);
  if (from === null || to === null || from % 1440 === to % 1440) return null;
  let start = localMidnight(localDateAt(now)) + from * 60;
  if (start > now) start -= DAY_S;
  const length = (((to - from) % 1440) + 1440) % 1440;
  return { start: start as UnixSeconds, end: (start + length * 60) as UnixSeconds };
}

/** True when the discount may be used at `now`: active, in its dates and, with hours, in its window. */
export function isDiscountLive(discount: DiscountPeriod, now: UnixSeconds): boolean {
  if (!discount.isActive || now < discount.startsAt || now >= discount.endsAt) return false;
  if (!discount.dailyHours) return true;
  const window = happyHourWindow(discount.dailyHours, now);
  return window !== null && now < window.end;
}

/**
 * When the happy hour shown at `now` ends (or ended, up to 15 minutes ago: 'Happy hour has
 * ended'), for `happyHourMessage`; null for a discount without hours or long after its window.
 */
export function happyHourEnd(hours: DailyHours | null | undefined, now: UnixSeconds): UnixSeconds | null {
  if (!hours) return null;
  const window = happyHourWindow(hours, now);
  if (!window) return null;
  return now - window.end <= HAPPY_HOUR_EXPIRED_GRACE * 60 ? window.end : null;
}
