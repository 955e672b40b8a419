import { createHmac } from 'node:crypto';
import { openClaims, sameSignature, signClaims } from '../auth/signed-token.js';

/**
 * The signed tokens of a dine-in table (docs/dine-in.md).
 *
 * The table token is what a printed table code carries (`?table=`): `t1.{storeId}.{tableNumber}.{sig}`
 * with `sig` the HMAC-SHA256 (base64url, first 128 bits) of the key version, brand, store and table
 * under the server's table-code secret. A table number alone opens nothing; a token of another brand
 * does not verify. `t1` is the key version: a new secret gets `t2` and the old codes stop working.
 * A code comes in two kinds, signed into it so a guest cannot switch one to the other: `t1` opens
 * the table's shared session (the phones order together), `p1` lets each phone order on its own
 * (the single-phone flow: its own basket, the table's pay-later tab). Either proves the phone is
 * at that table, which every dine-in call asks for.
 *
 * A store code (`s1.{storeId}.0.{sig}`, printed once for a counter or a menu stand) names the store
 * and no table: its link has no table number, so the diner types theirs, and the code then opens
 * any dine-in table of that store the way a `p1` code opens its own (each phone on its own, never
 * a shared session). What it can reach is the reach of the table numbers it may be given.
 *
 * The diner token is what a diner's phone sends as `X-Diner-Token`: `dn1.{claims}.{sig}`, bound to
 * one session, one diner and one brand. It reads that session only, never a later one of the table;
 * it expires 12 hours after issue, and 2 hours after its session closed.
 */

/** How the phones at a table order: together in one shared session, or each on its own ('store': any table, typed). */
export type TableCodeKind = 'shared' | 'phone' | 'store';
const TABLE_VERSIONS: Record<TableCodeKind, string> = { shared: 't1', phone: 'p1', store: 's1' };
/** The table number a store code is signed with: it names none. */
const NO_TABLE = 0;
const DINER_VERSION = 'dn1';

function mac(secret: Buffer, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

export interface TableRef {
  brandId: string;
  storeId: string;
  tableNumber: number;
}

const tableSignature = (secret: Buffer, version: string, table: TableRef) =>
  mac(secret, `table:${version}:${table.brandId}:${table.storeId}:${table.tableNumber}`).subarray(0, 16);

export function signTableToken(secret: Buffer, table: TableRef, kind: TableCodeKind = 'shared'): string {
  const version = TABLE_VERSIONS[kind];
  const signature = tableSignature(secret, version, table).toString('base64url');
  return `${version}.${table.storeId}.${table.tableNumber}.${signature}`;
}

/** The code of a whole store, whose link leaves the table number to the diner. */
export function signStoreToken(secret: Buffer, store: { brandId: string; storeId: string }): string {
  return signTableToken(secret, { ...store, tableNumber: NO_TABLE }, 'store');
}

/** The table a token names and its kind when it is well signed for this brand; undefined otherwise. */
export function verifyTableToken(
  secret: Buffer,
  brandId: string,
  token: string,
): (TableRef & { kind: TableCodeKind }) | undefined {
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [version, storeId, number, signature] = parts;
  const kind = (Object.keys(TABLE_VERSIONS) as TableCodeKind[]).find(
    (key) => TABLE_VERSIONS[key] === version,
  );
  if (!kind || !storeId || !number || !signature || !/^\d{1,4}$/.test(number)) return undefined;
  // A store code names no table; a table's code names one.
  if ((kind === 'store') !== (Number(number) === NO_TABLE)) return undefined;
  const table = { brandId, storeId, tableNumber: Number(number) };
  return sameSignature(signature, tableSignature(secret, version!, table)) ? { ...table, kind } : undefined;
}

/**
 * True when the token is a well-signed code of exactly this brand's store and table, or this
 * store's code (any table of it: the caller checks that the table exists).
 */
export function tokenOpensTable(secret: Buffer, token: string | undefined, table: TableRef): boolean {
  if (!token) return false;
  const named = verifyTableToken(secret, table.brandId, token);
  if (!named || named.storeId !== table.storeId) return false;
  return named.kind === 'store' || named.tableNumber === table.tableNumber;
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
