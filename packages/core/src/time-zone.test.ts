import { describe, expect, it } from 'vitest';
import type { UnixSeconds } from './money.js';
import {
  addDays,
  formatClock,
  formatIsoDate,
  localDateAt,
  localMidnight,
  localMinutesOfDay,
  parseClock,
  parseIsoDate,
  utcOffsetMinutes,
} from './time-zone.js';

const at = (iso: string): UnixSeconds => (Date.parse(iso) / 1000) as UnixSeconds;

describe('fixed-offset local time', () => {
  it('Dubai is UTC+4 with no daylight saving', () => {
    expect(utcOffsetMinutes('Asia/Dubai')).toBe(240);
    expect(localDateAt(at('2026-07-01T12:00:00Z')).day).toBe(1);
    expect(() => utcOffsetMinutes('Europe/London')).toThrow(RangeError);
  });
  it('turns to the next local day at 20:00 UTC (midnight in Dubai)', () => {
    expect(formatIsoDate(localDateAt(at('2026-01-04T19:59:59Z')))).toBe('2026-01-04');
    expect(formatIsoDate(localDateAt(at('2026-01-04T20:00:00Z')))).toBe('2026-01-05');
    expect(localDateAt(at('2026-01-04T20:00:00Z')).weekday).toBe('monday');
    expect(localMinutesOfDay(at('2026-01-04T20:30:00Z'))).toBe(30);
  });
  it('finds local midnight and adds days across month ends', () => {
    expect(localMidnight({ year: 2026, month: 1, day: 5 })).toBe(at('2026-01-04T20:00:00Z'));
    expect(formatIsoDate(addDays({ year: 2026, month: 1, day: 31 }, 1))).toBe('2026-02-01');
    expect(formatIsoDate(addDays({ year: 2026, month: 3, day: 1 }, -1))).toBe('2026-02-28');
  });
  it('parses dates and clocks strictly', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-1-5')).toBeNull();
    expect(parseIsoDate('2026-01-05')?.weekday).toBe('monday');
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock('24:00')).toBe(1440);
    expect(parseClock('24:01')).toBeNull();
    expect(parseClock('9:60')).toBeNull();
    expect(formatClock(1445)).toBe('00:05');
  });
});
