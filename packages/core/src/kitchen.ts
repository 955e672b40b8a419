/**
 * The kitchen's own controls over a store (docs/kitchen.md): a service paused for a
 * while, a busy kitchen adding minutes to its prep times, and the times a sold-out item comes
 * back. Each ends by itself at its time: every rule here takes `now`, nothing is swept.
 */
import type { UnixSeconds } from './money.js';
import type { WeeklyOpeningHours } from './pre-order-slots.js';
import { addDays, DEFAULT_TIME_ZONE, localDateAt, localMidnight, parseClock } from './time-zone.js';

/** The three services a store offers, as the kitchen names them. */
export type KitchenService = 'delivery' | 'pickup' | 'dineIn';

/** Per service, the instant online orders resume (absent: not paused). */
export type ServicePauses = Readonly<Partial<Record<KitchenService, UnixSeconds>>>;

/** A busy kitchen: minutes added to every prep time until `until`. */
export interface BusyMode {
  readonly extraMinutes: number;
  readonly until: UnixSeconds;
}

/** How long staff sell out an item: an hour, until the store's next opening, or until turned back on. */
export type SoldOutFor = 'HOUR' | 'NEXT_OPENING' | 'UNTIL_BACK_ON';

/** The pauses staff may pick, in minutes. */
export const PAUSE_MINUTES = [15, 30, 60] as const;
/** The minutes a busy kitchen may add. */
export const BUSY_EXTRA_MINUTES = [10, 20, 30] as const;
/** How long a busy mode may last, in minutes. */
export const BUSY_FOR_MINUTES = [30, 60, 120] as const;

export function serviceKey(serviceType: 'DELIVERY' | 'PICKUP' | 'DINE_IN'): KitchenService {
  return serviceType === 'DELIVERY' ? 'delivery' : serviceType === 'PICKUP' ? 'pickup' : 'dineIn';
}

/** When the service's pause ends, or null when it is taking orders at `now`. */
export function pausedUntil(
  pauses: ServicePauses | null | undefined,
  service: KitchenService,
  now: UnixSeconds,
): UnixSeconds | null {
  const until = pauses?.[service];
  return until !== undefined && until > now ? until : null;
}

/** Minutes a busy kitchen adds to its prep times at `now` (0 when not busy). */
export function busyExtraMinutes(busy: BusyMode | null | undefined, now: UnixSeconds): number {
  return busy && busy.until > now ? busy.extraMinutes : 0;
}

/**
 * The next instant the store opens after `now`: the start of the first opening period that begins
 * later than `now`, within the coming 8 days; null when the store has no hours at all. 'Until
 * tomorrow's opening' sells out the rest of today.
 */
export function nextOpeningAt(
  hours: WeeklyOpeningHours,
  now: UnixSeconds,
  timeZone: string = DEFAULT_TIME_ZONE,
): UnixSeconds | null {
  const today = localDateAt(now, timeZone);
  for (let offset = 0; offset <= 8; offset += 1) {
    const date = addDays(today, offset);
    const starts = (hours[date.weekday] ?? [])
      .map((period) => parseClock(period.open))
      .filter((minutes): minutes is number => minutes !== null)
      .map((minutes) => (localMidnight(date, timeZone) + minutes * 60) as UnixSeconds)
      .filter((start) => start > now)
      .sort((a, b) => a - b);
    if (starts[0] !== undefined) return starts[0];
  }
  return null;
}

/** When an item sold out at `now` for `soldOutFor` comes back (null: when staff turn it back on). */
export function soldOutUntil(
  soldOutFor: SoldOutFor,
  hours: WeeklyOpeningHours,
  now: UnixSeconds,
): UnixSeconds | null {
  if (soldOutFor === 'HOUR') return (now + 3600) as UnixSeconds;
  if (soldOutFor === 'NEXT_OPENING') return nextOpeningAt(hours, now);
  return null;
}

/** The ASAP orders a store's capacity counts together: those placed in one 15-minute window. */
export const ASAP_WINDOW_MINUTES = 15;
/** The most orders a manager may let one slot take (a capacity is 1 to this; none: no limit). */
export const SLOT_CAPACITY_MAX = 500;

/** Where the capacity holds an order: the pre-order slot's start, or the start of the ASAP window placed in. */
export interface SlotPlace {
  kind: 'slot' | 'asap';
  startsAt: UnixSeconds;
}

/** The place an order takes: its pre-order slot when it has one, else the 15-minute window of `now`. */
export function slotPlace(preOrderSlotStart: UnixSeconds | null, now: UnixSeconds): SlotPlace {
  if (preOrderSlotStart !== null) return { kind: 'slot', startsAt: preOrderSlotStart };
  const window = ASAP_WINDOW_MINUTES * 60;
  return { kind: 'asap', startsAt: (Math.floor(now / window) * window) as UnixSeconds };
}

/** The key of a full pre-order slot on the store ('<service>:<startsAt>'). */
export function fullSlotKey(service: KitchenService, startsAt: number): string {
  return `${service}:${startsAt}`;
}
