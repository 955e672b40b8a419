import { describe, expect, it } from 'vitest';
import type { Minutes, UnixSeconds } from './money.js';
import { type WeeklyOpeningHours, generatePreOrderSlots } from './pre-order-slots.js';

// 2026-01-05 is a Monday. Dubai is UTC+4.
const at = (dubaiLocal: string): UnixSeconds => (Date.parse(`${dubaiLocal}+04:00`) / 1000) as UnixSeconds;
const everyDay = (open: string, close: string): WeeklyOpeningHours => ({
  sunday: [{ open, close }],
  monday: [{ open, close }],
  tuesday: [{ open, close }],
  wednesday: [{ open, close }],
  thursday: [{ open, close }],
  friday: [{ open, close }],
  saturday: [{ open, close }],
});
const starts = (day: { slots: readonly { start: string }[] } | undefined): string[] =>
  day?.slots.map((slot) => slot.start) ?? [];

describe('generatePreOrderSlots', () => {
  it('starts today after the lead time and other days at opening', () => {
    const result = generatePreOrderSlots({
      openingHours: everyDay('10:00', '12:00'),
      leadMinutes: 30 as Minutes,
      intervalMinutes: 30 as Minutes,
      now: at('2026-01-05T10:10:00'),
      days: 2,
    });
    expect(result.map((d) => d.day)).toEqual(['2026-01-05', '2026-01-06']);
    expect(starts(result[0])).toEqual(['11:00', '11:30']);
    expect(starts(result[1])).toEqual(['10:00', '10:30', '11:00', '11:30']);
  });
  it('offers a slot starting at exactly now + lead, not one a minute earlier', () => {
    const result = generatePreOrderSlots({
      openingHours: everyDay('10:00', '12:00'),
      leadMinutes: 30 as Minutes,
      intervalMinutes: 30 as Minutes,
      now: at('2026-01-05T10:30:00'),
      days: 1,
    });
    expect(starts(result[0])[0]).toBe('11:00');
    const later = generatePreOrderSlots({
      openingHours: everyDay('10:00', '12:00'),
      leadMinutes: 30 as Minutes,
      intervalMinutes: 30 as Minutes,
      now: at('2026-01-05T10:30:01'),
      days: 1,
    });
    expect(starts(later[0])[0]).toBe('11:30');
  });
  it('anchors a 25-minute interval at opening, without drifting, and drops the partial last slot', () => {
    const result = generatePreOrderSlots({
      openingHours: everyDay('10:00', '12:00'),
      leadMinutes: 0 as Minutes,
      intervalMinutes: 25 as Minutes,
      now: at('2026-01-04T08:00:00'),
      days: 2,
    });
    expect(starts(result[1])).toEqual(['10:00', '10:25', '10:50', '11:15']);
    expect(result[1]?.slots.at(-1)).toMatchObject({ start: '11:15', end: '11:40' });
  });
  it('anchors a 45-minute interval at an opening of 09:15', () => {
    const result = generatePreOrderSlots({
      openingHours: { monday: [{ open: '09:15', close: '12:15' }] },
      leadMinutes: 0 as Minutes,
      intervalMinutes: 45 as Minutes,
      now: at('2026-01-05T00:00:00'),
      days: 1,
    });
    expect(result[0]?.slots.map((s) => `${s.start}-${s.end}`)).toEqual([
      '09:15-10:00',
      '10:00-10:45',
      '10:45-11:30',
      '11:30-12:15',
    ]);
  });
  it('lists slots past midnight under the next day', () => {
    const hours: WeeklyOpeningHours = { monday: [{ open: '22:00', close: '01:00' }] };
    const result = generatePreOrderSlots({
      openingHours: hours,
      leadMinutes: 0 as Minutes,
      intervalMinutes: 60 as Minutes,
      now: at('2026-01-05T12:00:00'),
      days: 2,
    });
    expect(result.map((d) => [d.day, starts(d)])).toEqual([
      ['2026-01-05', ['22:00', '23:00']],
      ['2026-01-06', ['00:00']],
    ]);
    expect(result[1]?.slots[0]?.startsAt).toBe(at('2026-01-06T00:00:00'));
  });
  it("offers today's early hours from last night's period", () => {
    const hours: WeeklyOpeningHours = { sunday: [{ open: '20:00', close: '02:00' }] };
    const result = generatePreOrderSlots({
      openingHours: hours,
      leadMinutes: 0 as Minutes,
      intervalMinutes: 30 as Minutes,
      now: at('2026-01-05T00:40:00'),
      days: 1,
    });
    expect(result).toEqual([
      {
        day: '2026-01-05',
        slots: [
          expect.objectContaining({ start: '01:00', end: '01:30' }),
          expect.objectContaining({ start: '01:30', end: '02:00' }),
        ],
      },
    ]);
  });
  it('leaves out closed weekdays and closed dates', () => {
    const hours: WeeklyOpeningHours = {
      monday: [{ open: '10:00', close: '11:00' }],
      wednesday: [{ open: '10:00', close: '11:00' }],
      thursday: [],
    };
    const result = generatePreOrderSlots({
      openingHours: hours,
      leadMinutes: 0 as Minutes,
      intervalMinutes: 30 as Minutes,
      now: at('2026-01-05T00:00:00'),
      days: 7,
      closedDates: ['2026-01-07'],
    });
    expect(result.map((d) => d.day)).toEqual(['2026-01-05']);
  });
  it('does not duplicate slots of overlapping periods and supports a 24-hour day', () => {
    const overlap: WeeklyOpeningHours = {
      monday: [
        { open: '10:00', close: '11:00' },
        { open: '10:30', close: '11:30' },
      ],
    };
    const result = generatePreOrderSlots({
      openingHours: overlap,
      leadMinutes: 0 as Minutes,
      intervalMinutes: 30 as Minutes,
      now: at('2026-01-05T00:00:00'),
      days: 1,
    });
    expect(starts(result[0])).toEqual(['10:00', '10:30', '11:00']);
    const allDay = generatePreOrderSlots({
      openingHours: { monday: [{ open: '00:00', close: '00:00' }] },
      leadMinutes: 0 as Minutes,
      intervalMinutes: 60 as Minutes,
      now: at('2026-01-05T00:00:00'),
      days: 1,
    });
    expect(allDay[0]?.slots).toHaveLength(24);
  });
  it('returns nothing for a zero interval, a past-closing today only, or no hours', () => {
    expect(
      generatePreOrderSlots({
        openingHours: everyDay('10:00', '12:00'),
        leadMinutes: 0 as Minutes,
        intervalMinutes: 0 as Minutes,
        now: at('2026-01-05T00:00:00'),
      }),
    ).toEqual([]);
    expect(
      generatePreOrderSlots({
        openingHours: everyDay('10:00', '12:00'),
        leadMinutes: 0 as Minutes,
        intervalMinutes: 30 as Minutes,
        now: at('2026-01-05T12:00:00'),
        days: 1,
      }),
    ).toEqual([]);
    expect(
      generatePreOrderSlots({
        openingHours: {},
        leadMinutes: 0 as Minutes,
        intervalMinutes: 30 as Minutes,
        now: at('2026-01-05T00:00:00'),
      }),
    ).toEqual([]);
  });
  it('is deterministic and defaults to 7 days in Asia/Dubai', () => {
    const input = {
      openingHours: everyDay('09:00', '10:00'),
      leadMinutes: 0 as Minutes,
      intervalMinutes: 30 as Minutes,
      now: at('2026-01-05T08:00:00'),
    };
    const result = generatePreOrderSlots(input);
    expect(result).toHaveLength(7);
    expect(result.at(-1)?.day).toBe('2026-01-11');
    expect(generatePreOrderSlots(input)).toEqual(result);
    expect(generatePreOrderSlots({ ...input, timeZone: 'UTC' })[0]?.slots[0]?.startsAt).toBe(
      Date.parse('2026-01-05T09:00:00Z') / 1000,
    );
  });
});
