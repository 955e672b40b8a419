/**
 * One-time code (spec §5 "Code exactly 4 characters; verification fires at length 4", §9).
 */
import { type CoreError, type Result, coreError, fail, ok } from '../errors.js';
import { normalizeDigits } from '../money.js';

/** Verification code length (spec §9). */
export const OTP_LENGTH = 4;
/** Resend countdown in seconds (spec §9). */
export const OTP_RESEND_SECONDS = 30;

/** The code with Arabic-Indic digits converted and anything but digits dropped, at most 4 long. */
export function normalizeOtpInput(input: string): string {
  return normalizeDigits(input).replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** Verification fires when the entry reaches exactly 4 digits. */
export function isOtpComplete(input: string): boolean {
  return /^\d{4}$/.test(normalizeDigits(input));
}

/** Exactly 4 digits (Arabic-Indic accepted) → the ASCII code; else `invalidOtp`. */
export function validateOtp(input: string): Result<string, CoreError<'invalidOtp'>> {
  const code = normalizeDigits(input.trim());
  return /^\d{4}$/.test(code) ? ok(code) : fail(coreError('invalidOtp'));
}

/** Seconds left on the resend countdown, from when the code was sent (never negative). */
export function resendSecondsLeft(sentAt: number, now: number): number {
  return Math.max(0, OTP_RESEND_SECONDS - Math.max(0, now - sentAt));
}
