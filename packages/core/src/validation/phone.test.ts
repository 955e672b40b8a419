import { describe, expect, it } from 'vitest';
import { canSendCode, stripOneLeadingZero, validatePhone, withLeadingZero } from './phone.js';

describe('validatePhone (UAE default)', () => {
  it('accepts a UAE mobile with or without the leading zero', () => {
    const expected = {
      ok: true,
      value: { e164: '+971501234567', nationalNumber: '501234567', dialCode: '+971', country: 'AE' },
    };
    expect(validatePhone('0501234567')).toEqual(expected);
    expect(validatePhone('501234567')).toEqual(expected);
    expect(validatePhone('+971501234567')).toEqual(expected);
    expect(validatePhone('050 123 4567')).toEqual(expected);
  });
  it('converts Arabic-Indic and Persian digits', () => {
    expect(validatePhone('٠٥٠١٢٣٤٥٦٧').ok).toBe(true);
    expect(validatePhone('۰۵۰۱۲۳۴۵۶۷').ok).toBe(true);
  });
  it("refuses a Dubai fixed line, letters and short numbers with 'Please provide a working mobile number'", () => {
    const invalid = { ok: false, error: { key: 'invalidPhone', params: {} } };
    expect(validatePhone('042345678')).toEqual(invalid);
    expect(validatePhone('05012345a7')).toEqual(invalid);
    expect(validatePhone('05012')).toEqual(invalid);
    expect(validatePhone('')).toEqual(invalid);
  });
  it('strips one leading zero for submission; the international 00 prefix still parses', () => {
    expect(stripOneLeadingZero('00501234567')).toBe('0501234567');
    expect(stripOneLeadingZero('501234567')).toBe('501234567');
    expect(validatePhone('00971501234567')).toMatchObject({
      ok: true,
      value: { e164: '+971501234567', nationalNumber: '501234567' },
    });
  });
  it('accepts a mobile of another country when asked', () => {
    expect(validatePhone('+447400123456').ok).toBe(true);
    expect(validatePhone('07400123456', 'GB')).toMatchObject({ ok: true, value: { country: 'GB' } });
  });
  it('shows a leading zero in the field and keeps send disabled while loading', () => {
    expect(withLeadingZero('501234567')).toBe('0501234567');
    expect(withLeadingZero('0501234567')).toBe('0501234567');
    expect(withLeadingZero('')).toBe('');
    expect(canSendCode('0501234567', false)).toBe(true);
    expect(canSendCode('0501234567', true)).toBe(false);
    expect(canSendCode('123', false)).toBe(false);
  });
});
