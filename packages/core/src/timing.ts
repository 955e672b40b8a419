/**
 * Order timing: ASAP or pre-order, slot choice and confirmation, day and slot labels, and the
 * store row's state (spec §3 "Order timing", §4 "Order timing", "Service type and store
 * selection", §9 "pre-order day 'dddd, DD MMM YYYY'; pre-order slots as 12-hour ranges").
 */
import { type CoreError, type MessageKey, coreError } from './errors.js';
import { type LocalDate, formatIsoDate, parseClock, parseIsoDate } from './time-zone.js';

/** Timing types (spec §9). */
export type TimingType = 'ASAP' | 'PREORDER';

/** A slot as local 24-hour clock times 'HH:mm' (end may be past midnight, e.g. '00:15'). */
export interface SlotRange {
  readonly start: string;
  readonly end: string;
}

/** A pre-order day (spec §3 `availablePreOrderSlotsFor…` `[{day, slots[]}]`); `day` is 'YYYY-MM-DD' local. */
export interface PreOrderDay<S extends SlotRange = SlotRange> {
  readonly day: string;
  readonly slots: readonly S[];
}

/** The chosen slot (spec §3 `preOrderSlot {day, time, slotIndex}`). */
export interface PreOrderSlot {
  readonly day: string | null;
  readonly time: SlotRange | null;
  readonly slotIndex: number | null;
}

/** Timing state of an order (spec §3). */
export interface OrderTiming {
  readonly timingType: TimingType | null;
  readonly isPreOrderAvailable: boolean;
  readonly preOrderSlot: PreOrderSlot;
}

/** What the timing rules need to know about the store. */
export interface TimingStore {
  readonly isOpen: boolean;
  /** `isPreOrderEnabledForDelivery` / `…ForPickup` for the service type. */
  readonly isPreOrderEnabled: boolean;
  /** `availablePreOrderSlotsForDelivery` / `…ForPickup` for the service type. */
  readonly days: readonly PreOrderDay[];
}

/** No slot chosen. */
export const EMPTY_SLOT: PreOrderSlot = { day: null, time: null, slotIndex: null };

/** True when pre-order is enabled and at least one day has a slot. */
export function hasPreOrderSlots(store: Pick<TimingStore, 'isPreOrderEnabled' | 'days'>): boolean {
  return store.isPreOrderEnabled && store.days.some((day) => day.slots.length > 0);
}

/** Ordering is allowed when the store is open or pre-order slots exist (spec §4). */
export function isOrderingAllowed(store: TimingStore): boolean {
  return store.isOpen || hasPreOrderSlots(store);
}

/** Which choices the timing widget offers: ASAP only when open, Later only when slots exist. */
export function timingChoices(store: TimingStore): { readonly asap: boolean; readonly later: boolean } {
  return { asap: store.isOpen, later: hasPreOrderSlots(store) };
}

function firstSlotOf(days: readonly PreOrderDay[]): PreOrderSlot {
  const day = days.find((candidate) => candidate.slots.length > 0);
  const time = day?.slots[0];
  return day && time ? { day: day.day, time, slotIndex: 0 } : EMPTY_SLOT;
}

/**
 * Default timing after menu load (spec §4): ASAP when open; else PREORDER with the first day and
 * slot 0 when pre-order is enabled with slots; else none.
 */
export function defaultOrderTiming(store: TimingStore): OrderTiming {
  const isPreOrderAvailable = hasPreOrderSlots(store);
  if (store.isOpen) return { timingType: 'ASAP', isPreOrderAvailable, preOrderSlot: EMPTY_SLOT };
  if (isPreOrderAvailable)
    return { timingType: 'PREORDER', isPreOrderAvailable, preOrderSlot: firstSlotOf(store.days) };
  return { timingType: null, isPreOrderAvailable, preOrderSlot: EMPTY_SLOT };
}

/** Chooses ASAP (ignored when the store is closed). */
export function chooseAsap(timing: OrderTiming, store: TimingStore): OrderTiming {
  return store.isOpen ? { ...timing, timingType: 'ASAP', preOrderSlot: EMPTY_SLOT } : timing;
}

/** Chooses Later: the first day with slots and slot index 0 (ignored without slots). */
export function chooseLater(timing: OrderTiming, store: TimingStore): OrderTiming {
  return hasPreOrderSlots(store)
    ? { ...timing, timingType: 'PREORDER', isPreOrderAvailable: true, preOrderSlot: firstSlotOf(store.days) }
    : timing;
}

/** Chooses a day: its first slot is picked (no slot when the day has none; unknown days are ignored). */
export function chooseDay(timing: OrderTiming, store: TimingStore, day: string): OrderTiming {
  const found = store.days.find((candidate) => candidate.day === day);
  if (!found) return timing;
  const time = found.slots[0] ?? null;
  return { ...timing, timingType: 'PREORDER', preOrderSlot: { day, time, slotIndex: time ? 0 : null } };
}

/** Chooses a time of the current day by index; the day is kept (ignored without a day or for a bad index). */
export function chooseTime(timing: OrderTiming, store: TimingStore, slotIndex: number): OrderTiming {
  const day = store.days.find((candidate) => candidate.day === timing.preOrderSlot.day);
  const time = day?.slots[slotIndex];
  if (!day || !time) return timing;
  return { ...timing, timingType: 'PREORDER', preOrderSlot: { day: day.day, time, slotIndex } };
}

/** True when the pre-order slot is complete and is one of the store's slots. */
export function isCompleteSlot(slot: PreOrderSlot, days: readonly PreOrderDay[]): boolean {
  if (slot.day === null || slot.time === null || slot.slotIndex === null) return false;
  const offered = days.find((day) => day.day === slot.day)?.slots[slot.slotIndex];
  return offered !== undefined && offered.start === slot.time.start && offered.end === slot.time.end;
}

/**
 * Confirm closes the widget only for ASAP with the store open, or a complete pre-order slot;
 * otherwise 'Please select a slot' (spec §4).
 */
export function confirmTiming(timing: OrderTiming, store: TimingStore): CoreError<'selectSlot'> | null {
  if (timing.timingType === 'ASAP' && store.isOpen) return null;
  if (timing.timingType === 'PREORDER' && isCompleteSlot(timing.preOrderSlot, store.days)) return null;
  return coreError('selectSlot');
}

/** A pre-order day label as data, for any locale's formatter. */
export type DayLabel = { readonly kind: 'today' } | ({ readonly kind: 'date' } & LocalDate);

/** Turns a day label into text; the apps plug in their locale's formatter. */
export type DayLabelFormatter = (label: DayLabel) => string;

/** Labels a pre-order day: 'today' when it is `today` ('YYYY-MM-DD'), else the date parts. Null for a malformed day. */
export function dayLabel(day: string, today: string): DayLabel | null {
  const parsed = parseIsoDate(day);
  if (!parsed) return null;
  return formatIsoDate(parsed) === today ? { kind: 'today' } : { kind: 'date', ...parsed };
}

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** English 'dddd, DD MMM YYYY' ('Monday, 05 Jan 2026'), or 'today'. */
export const formatDayLabelEn: DayLabelFormatter = (label) => {
  if (label.kind === 'today') return 'today';
  const weekday = label.weekday.charAt(0).toUpperCase() + label.weekday.slice(1);
  return `${weekday}, ${label.day.toString().padStart(2, '0')} ${MONTHS_EN[label.month - 1] ?? ''} ${label.year}`;
};

/** 'HH:mm' → 'hh:mm AM/PM' ('13:05' → '01:05 PM', '00:00' → '12:00 AM'); the input unchanged when malformed. */
export function to12HourClock(clock: string): string {
  const total = parseClock(clock);
  if (total === null) return clock;
  const wrapped = total % 1440;
  const hours = Math.floor(wrapped / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12.toString().padStart(2, '0')}:${(wrapped % 60).toString().padStart(2, '0')} ${suffix}`;
}

/** A slot as a 12-hour range: '09:00 AM - 09:30 AM'. */
export function formatSlotRange12h(slot: SlotRange): string {
  return `${to12HourClock(slot.start)} - ${to12HourClock(slot.end)}`;
}

/** A store row in the store picker. */
export interface StoreRowState {
  readonly clickable: boolean;
  readonly badges: readonly Extract<MessageKey, 'quickOrders' | 'preOrders' | 'storeClosed'>[];
}

/**
 * Store row (spec §4): clickable unless closed (not open and no pre-order for the service type).
 * Badges: 'Quick Orders' when open, 'Pre Orders' when pre-order slots exist, 'Store is closed' when not clickable.
 */
export function storeRowState(store: TimingStore): StoreRowState {
  const preOrder = hasPreOrderSlots(store);
  const clickable = store.isOpen || preOrder;
  const badges: StoreRowState['badges'][number][] = [];
  if (store.isOpen) badges.push('quickOrders');
  if (preOrder) badges.push('preOrders');
  if (!clickable) badges.push('storeClosed');
  return { clickable, badges };
}
