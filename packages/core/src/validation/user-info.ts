/**
 * User-info form (spec §5 "User info form": name required, trimmed length at least 1, brand
 * missing 'Please login to continue'; email optional but well-formed).
 */
import { type CoreError, coreError } from '../errors.js';
import { isValidValue } from './value.js';

/** The user-info form. */
export interface UserInfoForm {
  readonly name?: string | null;
  readonly email?: string | null;
  readonly brandId?: string | null;
}

/** Field errors of the form; empty when valid. */
export type UserInfoErrors = Partial<Record<'brandId' | 'name' | 'email', CoreError>>;

/** A standard email pattern: local@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** True for a well-formed email (trimmed). */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/**
 * Validates the form: brand missing → 'Please login to continue'; name missing → 'Please enter
 * your name'; name only spaces → 'Name must be at least 1 character'; a non-blank email that does
 * not match → 'Please enter a valid email address'.
 */
export function validateUserInfo(form: UserInfoForm): UserInfoErrors {
  const errors: { -readonly [K in keyof UserInfoErrors]: UserInfoErrors[K] } = {};
  if (!isValidValue(form.brandId)) errors.brandId = coreError('loginToContinue');
  if (form.name === null || form.name === undefined || form.name === '')
    errors.name = coreError('nameRequired');
  else if (form.name.trim().length < 1) errors.name = coreError('nameMinLength');
  const email = form.email?.trim() ?? '';
  if (email !== '' && !isValidEmail(email)) errors.email = coreError('invalidEmail');
  return errors;
}
