import { createHmac } from 'node:crypto';
import { openClaims, sameSignature, signClaims } from '../auth/signed-token.js';

/**
 * The two signed tokens of a table session (issue 16).
 *
 * The table token is what a printed table code carries (`?table=`): `t1.{storeId}.{tableNumber}.{sig}`
 * with `sig` the HMAC-SHA256 (base64url, first 128 bits) of the key version, brand, store and table
 * under the server's table-code secret. A table number alone opens nothing; a token of another brand
 * does not verify. `t1` is the key version: a new secret gets `t2` and the old codes stop working.
 *
 * The diner token is what a diner's phone sends as `X-Diner-Token`: `dn1.{claims}.{sig}`, bound to
 * one session, one diner and one brand. It reads that session only, never a later one of the table;
 * it expires 12 hours after issue, and 2 hours after its session closed.
 */

const TABLE_VERSION = 't1';
const DINER_VERSION = 'dn1';

function mac(secret: Buffer, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

export interface TableRef {
  brandId: string;
  storeId: string;
  tableNumber: number;
}

const tableSignature = (secret: Buffer, table: TableRef) =>
  mac(secret, `table:${TABLE_VERSION}:${table.brandId}:${table.storeId}:${table.tableNumber}`).subarray(
    0,
    16,
  );

export function signTableToken(secret: Buffer, table: TableRef): string {
  const signature = tableSignature(secret, table).toString('base64url');
  return `${TABLE_VERSION}.${table.storeId}.${table.tableNumber}.${signature}`;
}

/** The table a token names when it is well signed for this brand; undefined otherwise. */
export function verifyTableToken(secret: Buffer, brandId: string, token: string): TableRef | undefined {
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [version, storeId, number, signature] = parts;
  if (version !== TABLE_VERSION || !storeId || !number || !signature || !/^\d{1,4}$/.test(number)) {
    return undefined;
  }
  const table = { brandId, storeId, tableNumber: Number(number) };
  return sameSignature(signature, tableSignature(secret, table)) ? table : undefined;
}

export interface DinerClaims {
  /** Session id. */
  s: string;
  /** Diner id in the session. */
  d: string;
  /** Brand id. */
  b: string;
  /** Issued at (unix seconds): the token lasts DINER_TOKEN_TTL_S from then. */
  i: number;
}

/** A diner token lasts 12 hours from its issue: a meal, never the next day's table. */
export const DINER_TOKEN_TTL_S = 12 * 60 * 60;
/** After its session closes, a token reads only that closed session's thank-you, for 2 hours. */
export const CLOSED_SESSION_READ_MS = 2 * 60 * 60 * 1000;

export function signDinerToken(secret: Buffer, claims: DinerClaims): string {
  return signClaims(secret, DINER_VERSION, { s: claims.s, d: claims.d, b: claims.b, i: claims.i }, 'diner:');
}

/** The claims of a well-signed, unexpired diner token of this brand; undefined for anything else. */
export function verifyDinerToken(
  secret: Buffer,
  brandId: string,
  token: string,
  now: Date,
): DinerClaims | undefined {
  const claims = openClaims(secret, DINER_VERSION, token, 'diner:') as Partial<DinerClaims> | undefined;
  if (!claims || typeof claims.s !== 'string' || typeof claims.d !== 'string' || claims.b !== brandId)
    return undefined;
  if (typeof claims.i !== 'number' || now.getTime() / 1000 >= claims.i + DINER_TOKEN_TTL_S) return undefined;
  return { s: claims.s, d: claims.d, b: claims.b, i: claims.i };
}
