/**
 * Pre-order slot generation for the server, computed from the store's data and `now` only
 * (tested across midnight, odd intervals, closed days and today vs other days).
 *
 * Rules:
 * - Each opening period is cut into slots of `intervalMinutes` anchored at the period's opening
 *   time (10:00 with 25 min gives 10:00, 10:25, 10:50, 11:15 …), never at the clock hour, so
 *   intervals that do not divide 60 never drift.
 * - A slot is offered only when it ends at or before the period closes (no partial last slot)
 *   and starts at or after `now + leadMinutes`.
 * - A period whose close is at or before its open runs past midnight (18:00–02:00); '00:00'–'00:00' is 24 hours.
 * - Slots are grouped by the local calendar date on which they start, so the 00:30 slot of
 *   Friday night's period is listed under Saturday. Days without slots are left out.
 * - Overlapping periods do not produce duplicate slots. No slot starts on a `closedDates` date.
 */
import type { Minutes, UnixSeconds } from './money.js';
import {
  DEFAULT_TIME_ZONE,
  type Weekday,
  addDays,
  formatClock,
  formatIsoDate,
  localDateAt,
  localMidnight,
  parseClock,
} from './time-zone.js';
import type { PreOrderDay, SlotRange } from './timing.js';

/** An opening period, local 'HH:mm'. */
export interface OpeningPeriod {
  readonly open: string;
  readonly close: string;
}

/** Opening periods per weekday; a missing or empty weekday is closed. */
export type WeeklyOpeningHours = Readonly<Partial<Record<Weekday, readonly OpeningPeriod[]>>>;

/** A generated slot: local clock range plus its instants. */
export interface GeneratedSlot extends SlotRange {
  readonly startsAt: UnixSeconds;
  readonly endsAt: UnixSeconds;
}

/** Input of {@link generatePreOrderSlots}. */
export interface PreOrderSlotsInput {
  readonly openingHours: WeeklyOpeningHours;
  /** Preparation lead time: no slot starts before `now + leadMinutes`. */
  readonly leadMinutes: Minutes;
  readonly intervalMinutes: Minutes;
  readonly now: UnixSeconds;
  /** IANA zone with a fixed offset; default 'Asia/Dubai' (UTC+4). */
  readonly timeZone?: string;
  /** How many days, today included (default 7). */
  readonly days?: number;
  /** Local dates ('YYYY-MM-DD') the store is closed all day (holidays). */
  readonly closedDates?: readonly string[];
}

/** Default number of pre-order days, today included. */
export const DEFAULT_PRE_ORDER_DAYS = 7;

/** Generates the pre-order days and slots (see the module note for the rules). */
export function generatePreOrderSlots(input: PreOrderSlotsInput): readonly PreOrderDay<GeneratedSlot>[] {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const dayCount = input.days ?? DEFAULT_PRE_ORDER_DAYS;
  const interval = input.intervalMinutes;
  if (!Number.isInteger(interval) || interval <= 0 || dayCount <= 0) return [];
  const earliest = input.now + Math.max(0, input.leadMinutes) * 60;
  const today = localDateAt(input.now, timeZone);
  const firstDay = formatIsoDate(today);
  const lastDay = formatIsoDate(addDays(today, dayCount - 1));
  const closed = new Set(input.closedDates ?? []);
  const byDay = new Map<string, Map<number, GeneratedSlot>>();

  // Start a day early so a period running past last midnight can still offer today's slots.
  for (let offset = -1; offset < dayCount; offset += 1) {
    const date = addDays(today, offset);
    if (closed.has(formatIsoDate(date))) continue;
    const midnight = localMidnight(date, timeZone);
    for (const period of input.openingHours[date.weekday] ?? []) {
      const open = parseClock(period.open);
      const close = parseClock(period.close);
      if (open === null || close === null) continue;
      const end = close <= open ? close + 1440 : close;
      for (let start = open; start + interval <= end; start += interval) {
        const startsAt = midnight + start * 60;
        if (startsAt < earliest) continue;
        const dayOfSlot = formatIsoDate(localDateAt(startsAt as UnixSeconds, timeZone));
        if (dayOfSlot < firstDay || dayOfSlot > lastDay || closed.has(dayOfSlot)) continue;
        const slots = byDay.get(dayOfSlot) ?? new Map<number, GeneratedSlot>();
        slots.set(startsAt, {
          start: formatClock(start),
          end: formatClock(start + interval),
          startsAt: startsAt as UnixSeconds,
          endsAt: (startsAt + interval * 60) as UnixSeconds,
        });
        byDay.set(dayOfSlot, slots);
      }
    }
  }

  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, slots]) => ({ day, slots: [...slots.values()].sort((a, b) => a.startsAt - b.startsAt) }))
    .filter((day) => day.slots.length > 0);
}
