/**
 * The random ids and secrets the sandbox hands out, prefixed like the providers' own (`pi_`,
 * `pay_`, `tok_`, `re_`…) so a log line tells which flow made them.
 */
import { randomBytes } from 'node:crypto';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ID_ALPHABET[byte % ID_ALPHABET.length];
  return out;
}

export function randomId(prefix: string): string {
  return `${prefix}${randomToken(24)}`;
}
