import { randomBytes } from 'node:crypto';
import { openClaims, signClaims } from './signed-token.js';

export interface TokenClaims {
  /** Session id (a row in `sessions`, so logout can revoke it). */
  sid: string;
  /** User id. */
  uid: string;
  /** Brand id: a token is valid for one brand only. */
  bid: string;
  /** Expiry, Unix seconds. */
  exp: number;
}

const VERSION = 'v1';

export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

/** `v1.<claims base64url>.<HMAC-SHA256 base64url>` (auth/signed-token.ts). */
export function signToken(claims: TokenClaims, secret: Buffer): string {
  return signClaims(secret, VERSION, claims);
}

/** The claims of a well-signed, unexpired token; undefined for anything else. */
export function verifyToken(token: string, secret: Buffer, now: number): TokenClaims | undefined {
  const claims = openClaims(secret, VERSION, token) as Partial<TokenClaims> | undefined;
  if (
    !claims ||
    typeof claims.sid !== 'string' ||
    typeof claims.uid !== 'string' ||
    typeof claims.bid !== 'string' ||
    typeof claims.exp !== 'number' ||
    claims.exp <= now
  ) {
    return undefined;
  }
  return claims as TokenClaims;
}
