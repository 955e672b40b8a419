import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The product's signed tokens (a customer's session, a staff member's session, a diner's place at
 * a table): `<version>.<claims as base64url JSON>.<HMAC-SHA256 base64url>`, signed, not encrypted
 * (they hold no secret). One way to make and check them, so every token refuses the same things.
 */

/** True only for the one canonical spelling of the signature: the bytes of its base64url text. */
export function sameSignature(given: string, expected: Buffer): boolean {
  // Base64url decoding forgives junk characters, padding and trailing bits, so several texts
  // decode to the right bytes; only the text the signer wrote is accepted.
  const canonical = Buffer.from(expected.toString('base64url'), 'utf8');
  const text = Buffer.from(given, 'utf8');
  return text.length === canonical.length && timingSafeEqual(text, canonical);
}

const macOf = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** A token for these claims; `context` (e.g. 'diner:') keeps one kind's signatures from another's. */
export function signClaims(key: Buffer, version: string, claims: object, context = ''): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${version}.${body}.${macOf(key, `${context}${version}.${body}`).toString('base64url')}`;
}

/**
 * The claims of a token signed with this key, version and context, as parsed JSON (the caller
 * checks their shape and expiry); undefined for any other text: another version, more or fewer
 * parts, a signature spelled otherwise, a body that is not JSON.
 */
export function openClaims(key: Buffer, version: string, token: string, context = ''): unknown {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [given, body, signature] = parts as [string, string, string];
  if (given !== version || !body || !signature) return undefined;
  if (!sameSignature(signature, macOf(key, `${context}${version}.${body}`))) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return claims !== null && typeof claims === 'object' ? claims : undefined;
  } catch {
    return undefined;
  }
}
