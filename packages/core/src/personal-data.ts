/**
 * Keeping personal data out of error reports (spec §7 "error reports ... to third-party
 * services"): phone numbers are replaced by a hash of the number, and fields that hold a sign-in
 * code, a card or a credential are dropped with their values. Pure: the caller hashes (the server
 * with node:crypto, the browser with Web Crypto), so the same rules run on both sides.
 */

/**
 * Phone numbers as they appear in text: E.164 (+971501234567, or %2B971501234567 in a URL),
 * 00971..., 9715..., 05XXXXXXXX.
 */
const PHONE_NUMBER = /(?:\+|%2B)\d{8,15}\b|\b00\d{8,15}\b|\b9715\d{8}\b|\b05\d{8}\b/g;

/** Keys whose values never leave: sign-in codes, cards, credentials, request bodies and cookies. */
const SECRET_KEY =
  /^(otp|otpcode|code|password|secret|token|accesstoken|authorization|cookie|cookies|set-cookie|cvc|cvv|number|cardnumber|pan|expiry|expirymonth|expiryyear|clientsecret|x-admin-key)$/i;

/** Every phone number found in the strings of `value` (keys and nested values included). */
export function phoneNumbersIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.match(PHONE_NUMBER) ?? []) found.add(match);
  } else if (Array.isArray(value)) {
    for (const item of value) phoneNumbersIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      phoneNumbersIn(key, found);
      phoneNumbersIn(item, found);
    }
  }
  return found;
}

/** The E.164-like form a phone number is hashed in: digits and a leading plus only. */
export function normalisedPhone(text: string): string {
  return text.replace(/^%2B/i, '+').replace(/[^\d+]/g, '');
}

/**
 * A copy of `value` without personal data: each phone number replaced by `[phone:{hash}]` from
 * `hashes` (number as found to its hash), secret keys removed. The input is not changed.
 */
export function scrubPersonalData<T>(value: T, hashes: ReadonlyMap<string, string>): T {
  return scrub(value, hashes, 0) as T;
}

/**
 * An error report (a Sentry event or transaction) without personal data: phone numbers replaced
 * by their hashes, secret keys removed, and no request body, cookies, query string (in the URL
 * either) or user IP address. What the server and the browser both hand their reporter.
 */
export function scrubReport<T extends object>(report: T, hashes: ReadonlyMap<string, string>): T {
  const clean = scrubPersonalData(report, hashes) as T & {
    request?: { data?: unknown; cookies?: unknown; query_string?: unknown; url?: string };
    user?: Record<string, unknown>;
  };
  if (clean.request) {
    delete clean.request.data;
    delete clean.request.cookies;
    delete clean.request.query_string;
    if (clean.request.url) clean.request.url = clean.request.url.split('?')[0];
  }
  if (clean.user) delete clean.user['ip_address'];
  return clean;
}

function scrubText(text: string, hashes: ReadonlyMap<string, string>): string {
  return text.replace(PHONE_NUMBER, (match) => `[phone:${hashes.get(match) ?? 'redacted'}]`);
}

function scrub(value: unknown, hashes: ReadonlyMap<string, string>, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value, hashes);
  if (depth > 20) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => scrub(item, hashes, depth + 1));
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (SECRET_KEY.test(key)) continue;
      copy[scrubText(key, hashes)] = scrub(item, hashes, depth + 1);
    }
    return copy;
  }
  return value;
}
