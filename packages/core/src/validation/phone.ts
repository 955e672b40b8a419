/**
 * Phone number rules for sign-in (spec §5 "Sign-in", §1 default country UAE +971).
 * Uses libphonenumber-js with `max` metadata, which is needed to tell mobile numbers from
 * fixed lines.
 */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { type CoreError, type Result, coreError, fail, ok } from '../errors.js';
import { normalizeDigits } from '../money.js';

/** Default country (spec §1). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'AE';
/** Default dial code (spec §1). */
export const DEFAULT_DIAL_CODE = '+971';

/** A number accepted for sign-in. */
export interface ValidPhone {
  /** '+971501234567'. */
  readonly e164: string;
  /** National number without the trunk zero: '501234567' (what the sign-in call sends). */
  readonly nationalNumber: string;
  /** '+971'. */
  readonly dialCode: string;
  readonly country: CountryCode;
}

/** Converts Arabic-Indic/Persian digits and drops spaces, dashes, dots and brackets. */
export function normalizePhoneInput(input: string): string {
  return normalizeDigits(input).replace(/[\s().-]/g, '');
}

/** Removes one leading zero (spec §5 "one leading zero stripped on submit"). */
export function stripOneLeadingZero(digits: string): string {
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/** The field shows national numbers with a leading 0 (spec §5 "leading 0 added in field"). */
export function withLeadingZero(digits: string): string {
  return digits === '' || digits.startsWith('0') || digits.startsWith('+') ? digits : `0${digits}`;
}

/**
 * Validates a sign-in number: digits only (an optional leading '+', Arabic-Indic digits
 * accepted; a leading '00' read as '+'), one leading zero stripped, parsed for `country` (default UAE), and accepted only when
 * valid and of type MOBILE or FIXED_LINE_OR_MOBILE. Else 'Please provide a working mobile number'.
 */
export function validatePhone(
  input: string,
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): Result<ValidPhone, CoreError<'invalidPhone'>> {
  const invalid = fail(coreError('invalidPhone'));
  const text = normalizePhoneInput(input);
  if (!/^\+?\d+$/.test(text)) return invalid;
  const candidate = text.startsWith('+')
    ? text
    : text.startsWith('00')
      ? `+${text.slice(2)}`
      : stripOneLeadingZero(text);
  const parsed = parsePhoneNumberFromString(candidate, country);
  if (!parsed || !parsed.isValid()) return invalid;
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return invalid;
  return ok({
    e164: parsed.number,
    nationalNumber: parsed.nationalNumber,
    dialCode: `+${parsed.countryCallingCode}`,
    country: parsed.country ?? country,
  });
}

/** True when the send-code button may be enabled (spec §5: disabled until valid or while loading). */
export function canSendCode(
  input: string,
  loading: boolean,
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): boolean {
  return !loading && validatePhone(input, country).ok;
}
