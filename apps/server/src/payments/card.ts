import { PaymentError } from './payment-error.js';

/**
 * Card checks for the sandbox: the same checks a provider's hosted fields make before a card is
 * ever charged. Only brand, last four digits and expiry leave this module; the number and the
 * security code are dropped as soon as they have been checked.
 */

/** Card details as a payer types them. The number may contain spaces or dashes. */
export interface CardInput {
  number: string;
  expMonth: number | string;
  /** Two or four digits. */
  expYear: number | string;
  cvc: string;
}

/** Card networks, named as Stripe names them. */
export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** What the sandbox does with a card, decided from its number at the moment it is checked. */
export type CardBehaviour = 'approve' | 'challenge' | 'decline';

/** A checked card: everything the sandbox may keep. */
export interface CheckedCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
}

/** The public Stripe test numbers the sandbox honours (ARCHITECTURE.md "External services"). */
export const SANDBOX_TEST_CARDS = {
  /** Succeeds without authentication. */
  success: '4242424242424242',
  /** Asks for 3-D Secure; the payer approves or denies on the challenge page. */
  threeDSecure: '4000002760003184',
  /** Declined by the issuer ('Bank declined payment, please try again'). */
  declined: '4000000000000002',
} as const;

/** Luhn (mod 10) check over a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The card network from the leading digits (IIN ranges). */
export function detectBrand(digits: string): CardBrand {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (digits.startsWith('6011') || two === 65 || (four >= 6440 && four <= 6499)) return 'discover';
  if (two === 36 || two === 38 || (four >= 3000 && four <= 3059)) return 'diners';
  if (four >= 3528 && four <= 3589) return 'jcb';
  if (two === 62) return 'unionpay';
  return 'unknown';
}

function behaviourOf(digits: string): CardBehaviour {
  if (digits === SANDBOX_TEST_CARDS.threeDSecure) return 'challenge';
  if (digits === SANDBOX_TEST_CARDS.declined) return 'decline';
  return 'approve';
}

function wholeNumber(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}

/**
 * Checks a typed card and keeps only what may be stored. Throws `pleaseEnterValidCardDetails`
 * (detail names the field: number, expiry or cvc) for a Luhn-invalid number, a past expiry or a
 * malformed security code. A card is valid through the last day of its expiry month (UTC).
 */
export function checkCard(card: CardInput, now: Date): CheckedCard {
  const digits = String(card.number).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    throw new PaymentError('pleaseEnterValidCardDetails', 'number');
  }
  const brand = detectBrand(digits);
  const month = wholeNumber(card.expMonth);
  const rawYear = wholeNumber(card.expYear);
  if (month === null || month < 1 || month > 12 || rawYear === null) {
    throw new PaymentError('pleaseEnterValidCardDetails', 'expiry');
  }
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  if (year < nowYear || (year === nowYear && month < nowMonth) || year > nowYear + 50) {
    throw new PaymentError('pleaseEnterValidCardDetails', 'expiry');
  }
  const cvcPattern = brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/;
  if (!cvcPattern.test(String(card.cvc).trim())) {
    throw new PaymentError('pleaseEnterValidCardDetails', 'cvc');
  }
  return { brand, last4: digits.slice(-4), expMonth: month, expYear: year, behaviour: behaviourOf(digits) };
}
