import { describe, expect, it } from 'vitest';
import {
  ASAP_WINDOW_MINUTES,
  busyExtraMinutes,
  fullSlotKey,
  nextOpeningAt,
  pausedUntil,
  slotPlace,
  soldOutUntil,
} from './kitchen.js';
import type { UnixSeconds } from './money.js';
import type { WeeklyOpeningHours } from './pre-order-slots.js';

/** Sunday 22 November 2026, 19:42 in Dubai (15:42 UTC). */
const now = (Date.UTC(2026, 10, 22, 15, 42) / 1000) as UnixSeconds;
const at = (hoursUtc: number, minutes = 0, day = 22) =>
  (Date.UTC(2026, 10, day, hoursUtc, minutes) / 1000) as UnixSeconds;

const hours: WeeklyOpeningHours = {
  sunday: [{ open: '08:00', close: '23:00' }],
  monday: [{ open: '08:00', close: '23:00' }],
  tuesday: [
    { open: '07:30', close: '11:00' },
    { open: '12:00', close: '23:00' },
  ],
};

describe('kitchen controls', () => {
  it('a pause holds until its instant and ends by itself at exactly that instant', () => {
    const pauses = { delivery: (now + 900) as UnixSeconds };
    expect(pausedUntil(pauses, 'delivery', now)).toBe(now + 900);
    expect(pausedUntil(pauses, 'delivery', (now + 900) as UnixSeconds)).toBeNull();
    expect(pausedUntil(pauses, 'pickup', now)).toBeNull();
    expect(pausedUntil(undefined, 'delivery', now)).toBeNull();
  });

  it('a busy kitchen adds its minutes until its end, nothing after', () => {
    const busy = { extraMinutes: 20, until: (now + 3600) as UnixSeconds };
    expect(busyExtraMinutes(busy, now)).toBe(20);
    expect(busyExtraMinutes(busy, (now + 3600) as UnixSeconds)).toBe(0);
    expect(busyExtraMinutes(null, now)).toBe(0);
  });

  it("'until tomorrow's opening' is the next period's start in Dubai, after today's has begun", () => {
    // Sunday evening: Monday 08:00 Dubai = 04:00 UTC on the 23rd.
    expect(nextOpeningAt(hours, now)).toBe(at(4, 0, 23));
    // Tuesday 11:30 Dubai, between two periods: the same day's second period (12:00 = 08:00 UTC).
    expect(nextOpeningAt(hours, at(7, 30, 24))).toBe(at(8, 0, 24));
    // Tuesday night: no hours on Wednesday to Saturday, so the next Sunday 08:00.
    expect(nextOpeningAt(hours, at(20, 0, 24))).toBe(at(4, 0, 29));
    expect(nextOpeningAt({}, now)).toBeNull();
  });

  it('sold out for an hour, until the next opening, or until turned back on', () => {
    expect(soldOutUntil('HOUR', hours, now)).toBe(now + 3600);
    expect(soldOutUntil('NEXT_OPENING', hours, now)).toBe(at(4, 0, 23));
    expect(soldOutUntil('UNTIL_BACK_ON', hours, now)).toBeNull();
  });

  it('places a pre-order in its slot and an ASAP order in the 15-minute window it is placed in', () => {
    const slot = 1_795_600_800 as UnixSeconds;
    expect(slotPlace(slot, 1_795_590_000 as UnixSeconds)).toEqual({ kind: 'slot', startsAt: slot });
    // 10:13:20 and 10:14:59 share the window from 10:00; 10:15:00 starts the next.
    const tenOClock = 1_795_593_600;
    expect(slotPlace(null, (tenOClock + 800) as UnixSeconds)).toEqual({ kind: 'asap', startsAt: tenOClock });
    expect(slotPlace(null, (tenOClock + 899) as UnixSeconds).startsAt).toBe(tenOClock);
    expect(slotPlace(null, (tenOClock + 900) as UnixSeconds).startsAt).toBe(tenOClock + 900);
    expect(ASAP_WINDOW_MINUTES).toBe(15);
    expect(fullSlotKey('pickup', tenOClock)).toBe(`pickup:${tenOClock}`);
  });
});
