import type { Schemas } from '@storefront/contract';
import { TABLE_JOIN_ATTEMPTS, type Fils } from '@storefront/core';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { orders } from '../db/schema.js';
import type { Db } from '../db/database.js';
import { voidOpenShares } from './rounds.js';
import { announceSession, liveShares, lockSession, sessionById } from './session-store.js';
import { billOf, roundsOf, toApiShare } from './snapshot.js';
import { tableSessions, tableShares, type TableSessionRow } from './table-sessions.schema.js';
import { DINER_TOKEN_TTL_S } from './tokens.js';

/**
 * What the board reads and changes of a store's table sessions: a session with its bill and
 * shares, the store's open sessions, a share at a table, and closing a session that owes nothing
 * (by staff, or by itself when it ordered nothing; docs/dine-in.md).
 */

/** A session as the board shows it: its bill and its shares. */
export async function toStaffSession(
  db: Db,
  session: TableSessionRow,
  now: Date,
): Promise<Schemas['StaffTableSession']> {
  const [rounds, shares] = await Promise.all([roundsOf(db, session.id), liveShares(db, session.id)]);
  return {
    sessionId: session.id,
    tableNumber: session.tableNumber,
    status: session.status,
    joinCode: session.status === 'open' ? session.joinCode : '',
    joinPaused: session.status === 'open' && session.joinFailures >= TABLE_JOIN_ATTEMPTS,
    diners: session.diners,
    rounds: rounds.length,
    openedAt: Math.floor(session.createdAt.getTime() / 1000),
    bill: billOf(rounds, shares),
    shares: session.split ? shares.map((share) => toApiShare(share, now)) : [],
  };
}

/**
 * Closes a session that owes nothing (nothing ordered, or every round paid): its phones are told,
 * and the next scan of the table opens a new one. Answers the closed row, or why not.
 */
export async function closeOwingNothing(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<{ ok: true; session: TableSessionRow } | { ok: false; owes: Fils } | { ok: false; closed: true }> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (!session || session.status !== 'open') return { ok: false as const, closed: true as const };
    const [rounds, shares] = await Promise.all([roundsOf(tx, session.id), liveShares(tx, session.id)]);
    const bill = billOf(rounds, shares);
    if (bill.remaining > 0) return { ok: false as const, owes: bill.remaining };
    const version = session.version + 1;
    await voidOpenShares(tx, session.id, now);
    await tx
      .update(tableSessions)
      .set({ status: 'closed', closedAt: now, version })
      .where(eq(tableSessions.id, session.id));
    await announceSession(tx, { id: session.id, version });
    return { ok: true as const, session: (await sessionById(tx, session.id))! };
  });
}

/** A session building its first basket and never sending it closes after a meal's length. */
export const UNSENT_BASKET_CLOSE_MS = DINER_TOKEN_TTL_S * 1000;

/**
 * Sessions that ordered nothing close by themselves (a guest who scanned and left, or someone
 * holding tables by scanning their codes): with an empty basket `idleMs` after they opened, with
 * lines in the basket but no round sent only after a meal's length (the diners' tokens have
 * expired by then), so a table still choosing is never closed under it. Answers how many closed.
 */
export async function closeIdleEmptySessions(db: Db, now: Date, idleMs: number): Promise<number> {
  const stale = await db
    .select({ id: tableSessions.id })
    .from(tableSessions)
    .where(
      and(
        eq(tableSessions.status, 'open'),
        lt(tableSessions.createdAt, new Date(now.getTime() - idleMs)),
        or(
          sql`jsonb_array_length(${tableSessions.basket}) = 0`,
          lt(tableSessions.createdAt, new Date(now.getTime() - Math.max(idleMs, UNSENT_BASKET_CLOSE_MS))),
        ),
        sql`not exists (select 1 from ${orders} where ${orders.tableSessionId} = ${tableSessions.id})`,
      ),
    )
    .limit(200);
  let closed = 0;
  for (const { id } of stale) if ((await closeOwingNothing(db, id, now)).ok) closed += 1;
  return closed;
}

/** The store's open sessions, by table. */
export function openSessionsAt(db: Db, brandId: string, storeId: string) {
  return db
    .select()
    .from(tableSessions)
    .where(
      and(
        eq(tableSessions.brandId, brandId),
        eq(tableSessions.storeId, storeId),
        eq(tableSessions.status, 'open'),
      ),
    )
    .orderBy(tableSessions.tableNumber);
}

/** A share of a session at this table of this store (a share of another table reads as unknown). */
export async function shareAtTable(
  db: Db,
  at: { shareId: string; brandId: string; storeId: string; tableNumber: number },
) {
  const [row] = await db
    .select({ share: tableShares, session: tableSessions })
    .from(tableShares)
    .innerJoin(tableSessions, eq(tableSessions.id, tableShares.sessionId))
    .where(
      and(
        eq(tableShares.id, at.shareId),
        eq(tableSessions.brandId, at.brandId),
        eq(tableSessions.storeId, at.storeId),
        eq(tableSessions.tableNumber, at.tableNumber),
      ),
    );
  return row;
}

export async function shareById(db: Db, shareId: string) {
  const [share] = await db.select().from(tableShares).where(eq(tableShares.id, shareId));
  return share;
}
