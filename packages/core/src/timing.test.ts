import { describe, expect, it } from 'vitest';
import {
  type OrderTiming,
  type PreOrderDay,
  type TimingStore,
  chooseAsap,
  chooseDay,
  chooseLater,
  chooseTime,
  confirmTiming,
  dayLabel,
  defaultOrderTiming,
  formatDayLabelEn,
  formatSlotRange12h,
  isOrderingAllowed,
  storeRowState,
  timingChoices,
  to12HourClock,
} from './timing.js';

const days: PreOrderDay[] = [
  { day: '2026-01-04', slots: [] },
  {
    day: '2026-01-05',
    slots: [
      { start: '10:00', end: '10:30' },
      { start: '10:30', end: '11:00' },
    ],
  },
  { day: '2026-01-06', slots: [{ start: '12:00', end: '12:30' }] },
];
const open: TimingStore = { isOpen: true, isPreOrderEnabled: true, days };
const closed: TimingStore = { isOpen: false, isPreOrderEnabled: true, days };
const shut: TimingStore = { isOpen: false, isPreOrderEnabled: false, days };
const none: OrderTiming = {
  timingType: null,
  isPreOrderAvailable: false,
  preOrderSlot: { day: null, time: null, slotIndex: null },
};

describe('default timing after menu load', () => {
  it('is ASAP when the store is open', () => {
    expect(defaultOrderTiming(open).timingType).toBe('ASAP');
  });
  it('is PREORDER with the first day with slots and slot 0 when closed with pre-order', () => {
    expect(defaultOrderTiming(closed)).toEqual({
      timingType: 'PREORDER',
      isPreOrderAvailable: true,
      preOrderSlot: { day: '2026-01-05', time: { start: '10:00', end: '10:30' }, slotIndex: 0 },
    });
  });
  it('is none when closed without pre-order', () => {
    expect(defaultOrderTiming(shut).timingType).toBeNull();
    expect(defaultOrderTiming({ ...closed, days: [{ day: '2026-01-05', slots: [] }] }).timingType).toBeNull();
  });
});

describe('choosing', () => {
  it('offers ASAP only when open and Later only with slots', () => {
    expect(timingChoices(open)).toEqual({ asap: true, later: true });
    expect(timingChoices(shut)).toEqual({ asap: false, later: false });
    expect(chooseAsap(none, closed)).toBe(none);
  });
  it('Later picks the first day and slot 0', () => {
    expect(chooseLater(none, open).preOrderSlot).toEqual({
      day: '2026-01-05',
      time: { start: '10:00', end: '10:30' },
      slotIndex: 0,
    });
  });
  it('a day picks its first slot; a time keeps the day', () => {
    const later = chooseLater(none, open);
    const day = chooseDay(later, open, '2026-01-06');
    expect(day.preOrderSlot).toEqual({
      day: '2026-01-06',
      time: { start: '12:00', end: '12:30' },
      slotIndex: 0,
    });
    const backToFirst = chooseDay(day, open, '2026-01-05');
    const time = chooseTime(backToFirst, open, 1);
    expect(time.preOrderSlot).toEqual({
      day: '2026-01-05',
      time: { start: '10:30', end: '11:00' },
      slotIndex: 1,
    });
    expect(chooseTime(time, open, 9)).toBe(time);
    expect(chooseDay(time, open, '2030-01-01')).toBe(time);
  });
});

describe('confirm', () => {
  it('closes for ASAP with the store open', () => {
    expect(confirmTiming(chooseAsap(none, open), open)).toBeNull();
  });
  it("answers 'Please select a slot' for ASAP once the store has closed, or an incomplete slot", () => {
    expect(confirmTiming({ ...none, timingType: 'ASAP' }, closed)).toEqual({ key: 'selectSlot', params: {} });
    const dayOnly = chooseDay(chooseLater(none, open), open, '2026-01-04');
    expect(dayOnly.preOrderSlot.time).toBeNull();
    expect(confirmTiming(dayOnly, open)?.key).toBe('selectSlot');
    expect(confirmTiming(none, open)?.key).toBe('selectSlot');
  });
  it('closes for a complete pre-order slot', () => {
    expect(confirmTiming(chooseLater(none, closed), closed)).toBeNull();
  });
});

describe('labels', () => {
  it("labels today 'today' and other days 'dddd, DD MMM YYYY'", () => {
    const today = dayLabel('2026-01-05', '2026-01-05');
    expect(today && formatDayLabelEn(today)).toBe('today');
    const other = dayLabel('2026-01-05', '2026-01-04');
    expect(other && formatDayLabelEn(other)).toBe('Monday, 05 Jan 2026');
    expect(dayLabel('not a day', '2026-01-04')).toBeNull();
  });
  it('formats 12-hour slot ranges, including noon and midnight', () => {
    expect(formatSlotRange12h({ start: '09:00', end: '09:30' })).toBe('09:00 AM - 09:30 AM');
    expect(formatSlotRange12h({ start: '11:45', end: '12:10' })).toBe('11:45 AM - 12:10 PM');
    expect(formatSlotRange12h({ start: '23:45', end: '00:10' })).toBe('11:45 PM - 12:10 AM');
    expect(to12HourClock('nope')).toBe('nope');
  });
});

describe('store rows', () => {
  it('open: clickable with Quick Orders (and Pre Orders when slots exist)', () => {
    expect(storeRowState(open)).toEqual({ clickable: true, badges: ['quickOrders', 'preOrders'] });
  });
  it('closed with pre-order: clickable with Pre Orders', () => {
    expect(storeRowState(closed)).toEqual({ clickable: true, badges: ['preOrders'] });
  });
  it("closed without pre-order: not clickable, 'Store is closed'", () => {
    expect(storeRowState(shut)).toEqual({ clickable: false, badges: ['storeClosed'] });
    expect(isOrderingAllowed(shut)).toBe(false);
    expect(isOrderingAllowed(closed)).toBe(true);
  });
});
