import type { Db } from '../db/database.js';
import { sessionById } from './session-store.js';
import type { TableSessionRow } from './table-sessions.schema.js';
import { CLOSED_SESSION_READ_MS, verifyDinerToken } from './tokens.js';

/** A phone at a table: its session and its diner in it. */
export interface Diner {
  session: TableSessionRow;
  dinerId: string;
}

/**
 * The session and diner a diner token names, for this brand: a well-signed, unexpired token of
 * the brand whose session exists (a closed one only for 2 hours, to read its receipt).
 */
export async function dinerOfToken(
  db: Db,
  secret: Buffer,
  brandId: string,
  token: string,
  now: Date,
): Promise<Diner | undefined> {
  const claims = verifyDinerToken(secret, brandId, token, now);
  if (!claims) return undefined;
  const session = await sessionById(db, claims.s);
  if (!session || session.brandId !== brandId) return undefined;
  if (session.closedAt && now.getTime() - session.closedAt.getTime() >= CLOSED_SESSION_READ_MS)
    return undefined;
  return { session, dinerId: claims.d };
}
