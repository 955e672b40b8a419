import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  signDinerToken,
  signTableToken,
  verifyDinerToken,
  verifyTableToken,
} from '../table-sessions/tokens.js';
import { openClaims, signClaims } from './signed-token.js';
import { signToken, verifyToken } from './tokens.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Other spellings of a signature that decode to the same bytes (hardening round three, item 11):
 * the last character's unused low bits changed, padding, junk characters inside it.
 */
function otherSpellings(signature: string): string[] {
  const last = signature.at(-1)!;
  const alias = `${signature.slice(0, -1)}${ALPHABET[ALPHABET.indexOf(last) ^ 1]}`;
  // Base64url's decoder reads every one of these as the same bytes: the reason for the check.
  for (const spelling of [alias, `${signature}=`, `${signature.slice(0, 5)}!${signature.slice(5)}`]) {
    expect(Buffer.from(spelling, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
  }
  return [
    alias,
    `${signature}=`,
    `${signature}==`,
    `${signature.slice(0, 5)}!${signature.slice(5)}`,
    `${signature.slice(0, 5)} ${signature.slice(5)}`,
    `${signature.slice(0, 5)}\n${signature.slice(5)}`,
  ];
}

const withSignature = (token: string, signature: string) =>
  `${token.slice(0, token.lastIndexOf('.'))}.${signature}`;
const signatureOf = (token: string) => token.slice(token.lastIndexOf('.') + 1);

describe('signed tokens accept only the signature as it was written', () => {
  const key = randomBytes(32);
  const now = 1_795_000_000;

  it('a customer session token', () => {
    const token = signToken({ sid: 's1', uid: 'u1', bid: 'b1', exp: now + 60 }, key);
    expect(verifyToken(token, key, now)).toMatchObject({ sid: 's1' });
    for (const spelling of otherSpellings(signatureOf(token)))
      expect(verifyToken(withSignature(token, spelling), key, now)).toBeUndefined();
    expect(verifyToken(`${token}.extra`, key, now)).toBeUndefined();
  });

  it('a diner token', () => {
    const claims = { s: 'session', d: 'diner', b: 'brand', i: now };
    const token = signDinerToken(key, claims);
    const at = new Date(now * 1000);
    expect(verifyDinerToken(key, 'brand', token, at)).toEqual(claims);
    for (const spelling of otherSpellings(signatureOf(token)))
      expect(verifyDinerToken(key, 'brand', withSignature(token, spelling), at)).toBeUndefined();
    expect(verifyDinerToken(key, 'brand', `${token}.extra`, at)).toBeUndefined();
  });

  it.each(['shared', 'phone'] as const)('a printed table code (%s)', (kind) => {
    const table = { brandId: 'brand', storeId: '6650a1e0c0ffee1000000001', tableNumber: 7 };
    const token = signTableToken(key, table, kind);
    expect(verifyTableToken(key, 'brand', token)).toEqual({ ...table, kind });
    for (const spelling of otherSpellings(signatureOf(token)))
      expect(verifyTableToken(key, 'brand', withSignature(token, spelling))).toBeUndefined();
    expect(verifyTableToken(key, 'brand', `${token}.extra`)).toBeUndefined();
    // The kind is signed: a code relabelled to the other kind does not verify.
    const relabelled = `${kind === 'shared' ? 'p1' : 't1'}${token.slice(2)}`;
    expect(verifyTableToken(key, 'brand', relabelled)).toBeUndefined();
  });

  it('the shared form: another kind, another key or a body that is not JSON is refused', () => {
    const token = signClaims(key, 'v9', { a: 1 }, 'kind:');
    expect(openClaims(key, 'v9', token, 'kind:')).toEqual({ a: 1 });
    expect(openClaims(key, 'v9', token)).toBeUndefined();
    expect(openClaims(randomBytes(32), 'v9', token, 'kind:')).toBeUndefined();
    const notJson = signClaims(key, 'v9', { a: 1 }).replace(
      /^v9\.[^.]+/,
      `v9.${Buffer.from('nope').toString('base64url')}`,
    );
    expect(openClaims(key, 'v9', notJson)).toBeUndefined();
  });
});
