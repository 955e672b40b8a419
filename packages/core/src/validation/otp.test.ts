import { describe, expect, it } from 'vitest';
import { isOtpComplete, normalizeOtpInput, resendSecondsLeft, validateOtp } from './otp.js';

describe('one-time code', () => {
  it('accepts exactly 4 digits and refuses 3 and 5', () => {
    expect(validateOtp('1234')).toEqual({ ok: true, value: '1234' });
    expect(validateOtp('123').ok).toBe(false);
    expect(validateOtp('12345').ok).toBe(false);
    expect(validateOtp('12a4')).toEqual({ ok: false, error: { key: 'invalidOtp', params: {} } });
  });
  it('converts Arabic-Indic digits', () => {
    expect(validateOtp('١٢٣٤')).toEqual({ ok: true, value: '1234' });
  });
  it('fires verification at exactly length 4', () => {
    expect(isOtpComplete('123')).toBe(false);
    expect(isOtpComplete('1234')).toBe(true);
    expect(normalizeOtpInput('12-345')).toBe('1234');
  });
  it('counts the resend down from 30 seconds', () => {
    expect(resendSecondsLeft(100, 100)).toBe(30);
    expect(resendSecondsLeft(100, 129)).toBe(1);
    expect(resendSecondsLeft(100, 130)).toBe(0);
    expect(resendSecondsLeft(100, 200)).toBe(0);
  });
});
