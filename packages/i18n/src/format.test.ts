import { fils } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import {
  aedParts,
  dubaiIsoDate,
  formatAed,
  formatAedDeduction,
  formatAmount,
  formatLinkDate,
  formatOrderDate,
  formatOrderDetailDate,
  formatPreOrderDay,
  formatSlotRange,
  formatTime,
  joinAddress,
  joinList,
  listSeparator,
  parseDigits,
  withCurrency,
  formatPhone,
  currencyLabel,
  setArabicCurrencyLabel,
} from './format.js';

/** 2026-01-05 21:05 in Dubai (17:05 UTC), a Monday. */
const MON_2105 = 1767632700;
/** 2026-01-05 23:30 UTC = 2026-01-06 03:30 in Dubai. */
const LATE_UTC = 1767655800;

describe("the brand's Arabic currency name", () => {
  it("writes 'د.إ' on Arabic pages of a brand that chose it, 'AED' in English and by default", () => {
    try {
      setArabicCurrencyLabel('د.إ');
      expect(formatAed(fils(1250), 'ar')).toBe('12.50 د.إ');
      expect(formatAedDeduction(fils(500), 'ar')).toBe('- 5.00 د.إ');
      expect(aedParts(fils(1250), 'ar').currency).toBe('د.إ');
      expect(formatAed(fils(1250), 'en')).toBe('AED 12.50');
      expect(currencyLabel('en')).toBe('AED');
      setArabicCurrencyLabel(undefined);
      expect(formatAed(fils(1250), 'ar')).toBe('12.50 AED');
    } finally {
      setArabicCurrencyLabel('AED');
    }
  });
});

describe('money (spec §2 My Orders, §9)', () => {
  it('puts AED before the amount in English and after it in Arabic', () => {
    expect(formatAed(fils(1250), 'en')).toBe('AED 12.50');
    expect(formatAed(fils(1250), 'ar')).toBe('12.50 AED');
  });

  it('always shows two decimals', () => {
    expect(formatAed(fils(0), 'en')).toBe('AED 0.00');
    expect(formatAed(fils(5), 'en')).toBe('AED 0.05');
    expect(formatAed(fils(200), 'ar')).toBe('2.00 AED');
    expect(formatAed(fils(123456789), 'en')).toBe('AED 1234567.89');
  });

  it('keeps the sign with the amount', () => {
    expect(formatAed(fils(-500), 'en')).toBe('AED -5.00');
    expect(formatAed(fils(-500), 'ar')).toBe('-5.00 AED');
  });

  it('rounds stray fractions of a fils half away from zero', () => {
    expect(formatAmount(1250.5)).toBe('12.51');
    expect(formatAmount(-1250.5)).toBe('-12.51');
    expect(formatAmount(-0.4)).toBe('0.00');
  });

  it('labels ready amount strings and exposes the parts', () => {
    expect(withCurrency('50.00', 'en')).toBe('AED 50.00');
    expect(withCurrency('50.00', 'ar')).toBe('50.00 AED');
    expect(aedParts(fils(1250), 'ar')).toEqual({ amount: '12.50', currency: 'AED', currencyFirst: false });
    expect(aedParts(fils(1250), 'en').currencyFirst).toBe(true);
  });
});

describe('deductions', () => {
  it("writes '- AED 5.00' in English and the mirrored '- 5.00 AED' in Arabic", () => {
    expect(formatAedDeduction(fils(500), 'en')).toBe('- AED 5.00');
    expect(formatAedDeduction(fils(500), 'ar')).toBe('- 5.00 AED');
  });

  it('writes a deduction from its size, whatever its sign', () => {
    expect(formatAedDeduction(fils(-500), 'en')).toBe('- AED 5.00');
    expect(formatAedDeduction(fils(-1), 'ar')).toBe('- 0.01 AED');
  });

  it('writes a zero deduction without a doubled sign', () => {
    expect(formatAedDeduction(fils(0), 'en')).toBe('- AED 0.00');
  });
});

describe('lists', () => {
  it("joins with ', ' in English and the Arabic comma '، ' in Arabic", () => {
    expect(listSeparator('en')).toBe(', ');
    expect(listSeparator('ar')).toBe('، ');
    expect(joinList(['Extra cheese', 'Pickles'], 'en')).toBe('Extra cheese, Pickles');
    expect(joinList(['جبنة إضافية', 'مخلل'], 'ar')).toBe('جبنة إضافية، مخلل');
  });

  it('drops empty, blank and missing parts', () => {
    expect(joinList(['', '  ', null, undefined, false, 'Dubai'], 'en')).toBe('Dubai');
    expect(joinList([], 'ar')).toBe('');
  });

  it('says a repeated part once, whatever its letter case', () => {
    expect(joinList(['Al Barsha 1', 'Al Barsha 1'], 'en')).toBe('Al Barsha 1');
    expect(joinList(['Jumeirah 1', 'jumeirah 1', 'Dubai'], 'en')).toBe('Jumeirah 1, Dubai');
  });

  it("drops a part already said inside an earlier one: 'Villa 12, Villa 12, Street 4b'", () => {
    expect(joinList(['Villa 12', 'Villa 12, Street 4b', 'Al Barsha 1', 'Al Barsha 1'], 'en')).toBe(
      'Villa 12, Street 4b, Al Barsha 1',
    );
    expect(joinList(['Marina Walk, Dubai Marina', 'Dubai Marina'], 'en')).toBe('Marina Walk, Dubai Marina');
    expect(joinList(['Dubai Marina', 'Dubai'], 'en')).toBe('Dubai Marina');
  });

  it("rewrites an Arabic address with '،' and without repeats", () => {
    expect(joinList(['ممشى المارينا, دبي مارينا', 'دبي مارينا', 'دبي مارينا'], 'ar')).toBe(
      'ممشى المارينا، دبي مارينا',
    );
    expect(joinList(['فيلا 3، شارع الوصل', 'جميرا 1'], 'en')).toBe('فيلا 3, شارع الوصل, جميرا 1');
  });

  it('keeps a later part that says more where the shorter one stood', () => {
    expect(joinList(['Apt 4', 'Villa 12', 'Villa 12 Street 4b', 'Dubai'], 'en')).toBe(
      'Apt 4, Villa 12 Street 4b, Dubai',
    );
  });

  it('matches whole words only, and never a bare number', () => {
    expect(joinList(['Villa 12', 'Villa 1'], 'en')).toBe('Villa 12, Villa 1');
    expect(joinList(['Street 4b', 'Street 4'], 'en')).toBe('Street 4b, Street 4');
    expect(joinList(['3', 'Villa 3, Al Wasl Road'], 'en')).toBe('3, Villa 3, Al Wasl Road');
    expect(joinList(['3', '3'], 'en')).toBe('3');
  });

  it('collapses spaces inside parts and never mutates its input', () => {
    const parts = ['  Villa   12 ', 'villa 12'] as const;
    expect(joinList(parts, 'en')).toBe('Villa 12');
    expect(parts).toEqual(['  Villa   12 ', 'villa 12']);
  });

  it("leaves the geocoder's 'unknown' out of an address", () => {
    expect(joinAddress(['Villa 3', 'unknown', 'Jumeirah 1', 'Unknown'], 'en')).toBe('Villa 3, Jumeirah 1');
    expect(joinAddress(['unknown'], 'ar')).toBe('');
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

describe('phone numbers', () => {
  it.each([
    ['+97143951234', '+971 4 395 1234'],
    ['+971 4 395 1234', '+971 4 395 1234'],
    ['+971501234567', '+971 50 123 4567'],
    ['0501234567', '+971 50 123 4567'],
    ['+97124451234', '+971 2 445 1234'],
    ['8004567', '8004567'],
    ['+442071234567', '+442071234567'],
  ])('%s is written %s', (given, shown) => {
    expect(formatPhone(given)).toBe(shown);
  });
});
