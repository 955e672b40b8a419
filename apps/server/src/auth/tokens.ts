import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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

/** `v1.<claims base64url>.<HMAC-SHA256 base64url>`: compact, signed, not encrypted (holds no secret). */
export function signToken(claims: TokenClaims, secret: Buffer): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${VERSION}.${body}`).digest('base64url');
  return `${VERSION}.${body}.${signature}`;
}

/** The claims of a well-signed, unexpired token; undefined for anything else. */
export function verifyToken(token: string, secret: Buffer, now: number): TokenClaims | undefined {
  const [version, body, signature] = token.split('.');
  if (version !== VERSION || !body || !signature) return undefined;
  const expected = createHmac('sha256', secret).update(`${VERSION}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TokenClaims>;
    if (
      typeof claims.sid !== 'string' ||
      typeof claims.uid !== 'string' ||
      typeof claims.bid !== 'string' ||
      typeof claims.exp !== 'number' ||
      claims.exp <= now
    ) {
      return undefined;
    }
    return claims as TokenClaims;
  } catch {
    return undefined;
  }
}
