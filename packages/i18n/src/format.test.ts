import { describe, expect, it } from 'vitest';
import {
  aedParts,
  dubaiIsoDate,
  formatAed,
  formatAmount,
  formatLinkDate,
  formatOrderDate,
  formatOrderDetailDate,
  formatPreOrderDay,
  formatSlotRange,
  formatTime,
  parseDigits,
  withCurrency,
} from './format.js';

/** 2026-01-05 21:05 in Dubai (17:05 UTC), a Monday. */
const MON_2105 = 1767632700;
/** 2026-01-05 23:30 UTC = 2026-01-06 03:30 in Dubai. */
const LATE_UTC = 1767655800;

describe('money (spec §2 My Orders, §9)', () => {
  it('puts AED before the amount in English and after it in Arabic', () => {
    expect(formatAed(1250, 'en')).toBe('AED 12.50');
    expect(formatAed(1250, 'ar')).toBe('12.50 AED');
  });

  it('always shows two decimals', () => {
    expect(formatAed(0, 'en')).toBe('AED 0.00');
    expect(formatAed(5, 'en')).toBe('AED 0.05');
    expect(formatAed(200, 'ar')).toBe('2.00 AED');
    expect(formatAed(123456789, 'en')).toBe('AED 1234567.89');
  });

  it('keeps the sign with the amount', () => {
    expect(formatAed(-500, 'en')).toBe('AED -5.00');
    expect(formatAed(-500, 'ar')).toBe('-5.00 AED');
  });

  it('rounds stray fractions of a fils half away from zero', () => {
    expect(formatAmount(1250.5)).toBe('12.51');
    expect(formatAmount(-1250.5)).toBe('-12.51');
    expect(formatAmount(-0.4)).toBe('0.00');
  });

  it('labels ready amount strings and exposes the parts', () => {
    expect(withCurrency('50.00', 'en')).toBe('AED 50.00');
    expect(withCurrency('50.00', 'ar')).toBe('50.00 AED');
    expect(aedParts(1250, 'ar')).toEqual({ amount: '12.50', currency: 'AED', currencyFirst: false });
    expect(aedParts(1250, 'en').currencyFirst).toBe(true);
  });
});

describe('dates in Asia/Dubai (spec §9)', () => {
  it('formats order dates DD/MM/YYYY', () => {
    expect(formatOrderDate(MON_2105, 'en')).toBe('05/01/2026');
    expect(formatOrderDate(MON_2105, 'ar')).toBe('05/01/2026');
  });

  it('formats payment-link and order-detail dates DD-MM-YYYY', () => {
    expect(formatLinkDate(MON_2105, 'en')).toBe('05-01-2026');
    expect(formatOrderDetailDate(MON_2105, 'ar')).toBe('05-01-2026');
  });

  it('uses the Dubai date, not UTC, near midnight', () => {
    expect(formatOrderDate(LATE_UTC, 'en')).toBe('06/01/2026');
    expect(dubaiIsoDate(LATE_UTC)).toBe('2026-01-06');
    expect(formatTime(LATE_UTC, 'en')).toBe('03:30 AM');
  });

  it('accepts Date objects', () => {
    expect(formatOrderDate(new Date(MON_2105 * 1000), 'en')).toBe('05/01/2026');
  });
});

describe('times hh:mm A', () => {
  it('formats instants in Dubai time with AM/PM and ص/م', () => {
    expect(formatTime(MON_2105, 'en')).toBe('09:05 PM');
    expect(formatTime(MON_2105, 'ar')).toBe('09:05 م');
  });

  it('formats local clocks, midnight and noon', () => {
    expect(formatTime('00:00', 'en')).toBe('12:00 AM');
    expect(formatTime('12:00', 'en')).toBe('12:00 PM');
    expect(formatTime('13:05', 'en')).toBe('01:05 PM');
    expect(formatTime('09:30', 'ar')).toBe('09:30 ص');
    expect(formatTime('24:00', 'en')).toBe('12:00 AM');
  });

  it('returns a malformed clock unchanged', () => {
    expect(formatTime('25:00', 'en')).toBe('25:00');
  });

  it('formats pre-order slots as 12-hour ranges', () => {
    expect(formatSlotRange({ start: '10:00', end: '10:30' }, 'en')).toBe('10:00 AM - 10:30 AM');
    expect(formatSlotRange({ start: '23:45', end: '00:15' }, 'en')).toBe('11:45 PM - 12:15 AM');
    expect(formatSlotRange({ start: '10:00', end: '10:30' }, 'ar')).toBe('10:00 ص - 10:30 ص');
  });
});

describe('pre-order days dddd, DD MMM YYYY', () => {
  it('matches the spec example in both languages', () => {
    expect(formatPreOrderDay('2026-01-05', 'en')).toBe('Monday, 05 Jan 2026');
    expect(formatPreOrderDay('2026-01-05', 'ar')).toBe('الاثنين، 05 يناير 2026');
  });

  it('accepts date parts and instants', () => {
    expect(formatPreOrderDay({ year: 2026, month: 12, day: 31 }, 'en')).toBe('Thursday, 31 Dec 2026');
    expect(formatPreOrderDay(LATE_UTC, 'ar')).toBe('الثلاثاء، 06 يناير 2026');
  });

  it("labels today's day 'today'", () => {
    const today = dubaiIsoDate(MON_2105);
    expect(formatPreOrderDay('2026-01-05', 'en', { today })).toBe('today');
    expect(formatPreOrderDay('2026-01-05', 'ar', { today })).toBe('اليوم');
    expect(formatPreOrderDay('2026-01-06', 'en', { today })).toBe('Tuesday, 06 Jan 2026');
  });

  it('returns malformed days unchanged', () => {
    expect(formatPreOrderDay('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatPreOrderDay('Monday', 'en')).toBe('Monday');
  });
});

describe('digits', () => {
  it('converts Arabic-Indic and Persian digits to Western digits', () => {
    expect(parseDigits('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(parseDigits('۱۲٫۵')).toBe('12.5');
    expect(parseDigits('AED 12')).toBe('AED 12');
  });

  it('accepts Arabic-Indic digits in clocks and days', () => {
    expect(formatTime('١٣:٠٥', 'en')).toBe('01:05 PM');
    expect(formatPreOrderDay('٢٠٢٦-٠١-٠٥', 'en')).toBe('Monday, 05 Jan 2026');
  });
});
