/**
 * Local calendar arithmetic for fixed-offset time zones. The product runs in the UAE
 * ('Asia/Dubai', UTC+4, no daylight saving), so core keeps a table of the Gulf zones' fixed
 * offsets instead of depending on the host's time-zone database; this keeps slot generation
 * deterministic on every server. Zones with daylight saving are not supported.
 */
import type { UnixSeconds } from './money.js';

/** Default time zone of the product (spec §1: UAE). */
export const DEFAULT_TIME_ZONE = 'Asia/Dubai';

/** Fixed UTC offsets in minutes of the supported zones. */
export const TIME_ZONE_OFFSETS: Readonly<Record<string, number>> = {
  'Asia/Dubai': 240,
  'Asia/Muscat': 240,
  'Asia/Riyadh': 180,
  'Asia/Qatar': 180,
  'Asia/Bahrain': 180,
  'Asia/Kuwait': 180,
  UTC: 0,
  'Etc/UTC': 0,
};

/** Weekday names, index 0 = Sunday (as `Date#getUTCDay`). */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A local calendar date. `month` is 1-12. */
export interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: Weekday;
}

/** Offset of a supported zone in minutes; throws RangeError for zones core does not know. */
export function utcOffsetMinutes(timeZone: string): number {
  const offset = TIME_ZONE_OFFSETS[timeZone];
  if (offset === undefined)
    throw new RangeError(
      `unsupported time zone ${timeZone}; supported: ${Object.keys(TIME_ZONE_OFFSETS).join(', ')}`,
    );
  return offset;
}

const DAY_MS = 86_400_000;

function fromUtcMs(ms: number): LocalDate {
  const date = new Date(ms);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: WEEKDAYS[date.getUTCDay()] ?? 'sunday',
  };
}

/** The local date at an instant. */
export function localDateAt(instant: UnixSeconds, timeZone: string = DEFAULT_TIME_ZONE): LocalDate {
  return fromUtcMs(instant * 1000 + utcOffsetMinutes(timeZone) * 60_000);
}

/** Minutes since local midnight at an instant (0..1439). */
export function localMinutesOfDay(instant: UnixSeconds, timeZone: string = DEFAULT_TIME_ZONE): number {
  const localSeconds = instant + utcOffsetMinutes(timeZone) * 60;
  return Math.floor((((localSeconds % 86_400) + 86_400) % 86_400) / 60);
}

const pad2 = (value: number): string => value.toString().padStart(2, '0');

/** 'YYYY-MM-DD' of a local date. */
export function formatIsoDate(date: Pick<LocalDate, 'year' | 'month' | 'day'>): string {
  return `${date.year.toString().padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`;
}

/** Parses 'YYYY-MM-DD'; null when malformed or not a real date. */
export function parseIsoDate(text: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = fromUtcMs(Date.UTC(year, month - 1, day));
  return parsed.year === year && parsed.month === month && parsed.day === day ? parsed : null;
}

/** The date `days` after a local date (negative goes back). */
export function addDays(date: Pick<LocalDate, 'year' | 'month' | 'day'>, days: number): LocalDate {
  return fromUtcMs(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
}

/** The instant of local midnight starting a date. */
export function localMidnight(
  date: Pick<LocalDate, 'year' | 'month' | 'day'>,
  timeZone: string = DEFAULT_TIME_ZONE,
): UnixSeconds {
  return (Date.UTC(date.year, date.month - 1, date.day) / 1000 -
    utcOffsetMinutes(timeZone) * 60) as UnixSeconds;
}

/** Parses 'HH:mm' (00:00-23:59, or 24:00) to minutes; null when malformed. */
export function parseClock(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const mins = Number(match[2]);
  if (mins > 59 || hours > 24 || (hours === 24 && mins !== 0)) return null;
  return hours * 60 + mins;
}

/** Formats minutes of a day as 'HH:mm' (wrapping past midnight). */
export function formatClock(minutesOfDay: number): string {
  const wrapped = ((minutesOfDay % 1440) + 1440) % 1440;
  return `${pad2(Math.floor(wrapped / 60))}:${pad2(wrapped % 60)}`;
}
