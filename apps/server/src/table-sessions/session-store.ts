import { randomBytes, randomInt } from 'node:crypto';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  tableDiners,
  tableJoinFailures,
  tableSessions,
  tableShares,
  type BasketLineRecord,
  type TableSessionRow,
} from './table-sessions.schema.js';
import { TABLE_JOIN_ATTEMPTS, TABLE_JOIN_CODE_DIGITS } from '@storefront/core';
import type { TableRef } from './tokens.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The NOTIFY channel a session's change is announced on (`{sessionId, version}`), by any process. */
export const TABLE_SESSION_CHANNEL = 'table_session';

/**
 * Wrong join codes per session and network in {@link JOIN_WINDOW_MS} after which that network's
 * wrong codes answer 429; the right code is still taken (a guesser on the restaurant's Wi-Fi must
 * not lock out the diners behind it: the session's own limit bounds the guessing).
 */
export const JOIN_ATTEMPTS = 5;
export const JOIN_WINDOW_MS = 10 * 60_000;

/** Announces a change in the caller's transaction (delivered on commit) or at once outside one. */
export async function announceSession(tx: Db | Tx, session: { id: string; version: number }): Promise<void> {
  const payload = JSON.stringify({ sessionId: session.id, version: session.version });
  await tx.execute(sql`select pg_notify(${TABLE_SESSION_CHANNEL}, ${payload})`);
}

export const newShortId = (prefix: string) => `${prefix}_${randomBytes(6).toString('base64url')}`;

export async function sessionById(db: Db | Tx, id: string): Promise<TableSessionRow | undefined> {
  const [row] = await db.select().from(tableSessions).where(eq(tableSessions.id, id));
  return row;
}

/** The row, locked for the rest of the caller's transaction: one change of a session at a time. */
export async function lockSession(tx: Tx, id: string): Promise<TableSessionRow | undefined> {
  const [row] = await tx.select().from(tableSessions).where(eq(tableSessions.id, id)).for('update');
  return row;
}

export async function openSessionAt(db: Db | Tx, table: TableRef): Promise<TableSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(tableSessions)
    .where(
      and(
        eq(tableSessions.brandId, table.brandId),
        eq(tableSessions.storeId, table.storeId),
        eq(tableSessions.tableNumber, table.tableNumber),
        eq(tableSessions.status, 'open'),
      ),
    );
  return row;
}

/** A random 4-digit code, 0000-9999. */
export function newJoinCode(): string {
  return String(randomInt(10 ** TABLE_JOIN_CODE_DIGITS)).padStart(TABLE_JOIN_CODE_DIGITS, '0');
}

/** Adds a diner (the next number), bumping the version; answers the diner's id. */
export async function addDiner(
  tx: Tx,
  sessionId: string,
  name: string | null,
): Promise<{ dinerId: string; version: number }> {
  const [row] = await tx
    .update(tableSessions)
    .set({ diners: sql`${tableSessions.diners} + 1`, version: sql`${tableSessions.version} + 1` })
    .where(eq(tableSessions.id, sessionId))
    .returning({ diners: tableSessions.diners, version: tableSessions.version });
  const number = row!.diners;
  const dinerId = `d${number}`;
  await tx.insert(tableDiners).values({ sessionId, dinerId, number, name });
  await announceSession(tx, { id: sessionId, version: row!.version });
  return { dinerId, version: row!.version };
}

/**
 * Opens the table's session with the caller as diner 1, or answers the open one (undefined
 * `dinerId`). Two first scans at once: the partial unique index lets one insert win; the other
 * reads the winner's session and is asked for its code.
 */
export async function openOrFind(
  db: Db,
  table: TableRef,
  name: string | null,
  now: Date,
): Promise<{ session: TableSessionRow; dinerId?: string }> {
  const existing = await openSessionAt(db, table);
  if (existing) return { session: existing };
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tableSessions)
      .values({ id: newShortId('ts'), ...table, status: 'open', joinCode: newJoinCode(), createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    const { dinerId } = await addDiner(tx, row.id, name);
    return { session: (await sessionById(tx, row.id))!, dinerId };
  });
  if (created) return created;
  const winner = await openSessionAt(db, table);
  if (!winner) throw new Error('table session neither opened nor found');
  return { session: winner };
}

export async function recentJoinFailures(
  db: Db | Tx,
  sessionId: string,
  ip: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(tableJoinFailures)
    .where(
      and(
        eq(tableJoinFailures.sessionId, sessionId),
        eq(tableJoinFailures.ip, ip),
        gt(tableJoinFailures.at, new Date(now.getTime() - JOIN_WINDOW_MS)),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Replaces the basket when the session is still open at `version` (bumping it and announcing the
 * change); undefined when it moved on or closed meanwhile, and nothing is written.
 */
export async function replaceBasket(
  db: Db,
  session: TableSessionRow,
  version: number,
  basket: BasketLineRecord[],
): Promise<TableSessionRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tableSessions)
      .set({ basket, version: sql`${tableSessions.version} + 1` })
      .where(
        and(
          eq(tableSessions.id, session.id),
          eq(tableSessions.version, version),
          eq(tableSessions.status, 'open'),
        ),
      )
      .returning();
    if (row) await announceSession(tx, row);
    return row;
  });
}

/** Bumps the version (a change outside the session row: a share claimed, a diner's payment) and announces it. */
export async function bumpVersion(tx: Db | Tx, sessionId: string): Promise<number> {
  const [row] = await tx
    .update(tableSessions)
    .set({ version: sql`${tableSessions.version} + 1` })
    .where(eq(tableSessions.id, sessionId))
    .returning({ id: tableSessions.id, version: tableSessions.version });
  await announceSession(tx, row!);
  return row!.version;
}

export async function dinersOf(db: Db | Tx, sessionId: string) {
  return db
    .select()
    .from(tableDiners)
    .where(eq(tableDiners.sessionId, sessionId))
    .orderBy(tableDiners.number);
}

export async function liveShares(db: Db | Tx, sessionId: string) {
  return db
    .select()
    .from(tableShares)
    .where(and(eq(tableShares.sessionId, sessionId), ne(tableShares.status, 'void')))
    .orderBy(tableShares.splitNo, tableShares.number);
}

export type JoinDecision =
  | { kind: 'joined'; session: TableSessionRow; dinerId: string }
  | { kind: 'wrong'; networkLimited: boolean; paused: boolean }
  | { kind: 'paused' }
  | { kind: 'notOpen' };

/**
 * A phone's join code, decided under the session's row lock: a paused session takes no code; the
 * right code adds the diner; a wrong one is counted on the session (atomically, so 50 guesses at
 * once count 50 and at most TABLE_JOIN_ATTEMPTS are ever checked) and per network. The tenth wrong
 * code pauses joining (the session's version moves, so the table's phones show it).
 */
export async function decideJoin(
  db: Db,
  input: { sessionId: string; joinCode: string; ip: string; name: string | null; now: Date },
): Promise<JoinDecision> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, input.sessionId);
    if (!session || session.status !== 'open') return { kind: 'notOpen' as const };
    if (session.joinFailures >= TABLE_JOIN_ATTEMPTS) return { kind: 'paused' as const };
    if (input.joinCode === session.joinCode) {
      const { dinerId } = await addDiner(tx, session.id, input.name);
      return { kind: 'joined' as const, session: (await sessionById(tx, session.id))!, dinerId };
    }
    const failures = session.joinFailures + 1;
    const paused = failures >= TABLE_JOIN_ATTEMPTS;
    await tx
      .update(tableSessions)
      .set({ joinFailures: failures, ...(paused && { version: session.version + 1 }) })
      .where(eq(tableSessions.id, session.id));
    if (paused) await announceSession(tx, { id: session.id, version: session.version + 1 });
    const recent = await recentJoinFailures(tx, session.id, input.ip, input.now);
    await tx.insert(tableJoinFailures).values({ sessionId: session.id, ip: input.ip, at: input.now });
    return { kind: 'wrong' as const, networkLimited: recent + 1 > JOIN_ATTEMPTS, paused };
  });
}

/** The table lets people join again: a new code, the wrong codes forgotten, the version moved. */
export async function reopenJoining(db: Db, sessionId: string): Promise<TableSessionRow | undefined> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (!session || session.status !== 'open') return undefined;
    const version = session.version + 1;
    await tx
      .update(tableSessions)
      .set({ joinCode: newJoinCode(), joinFailures: 0, version })
      .where(eq(tableSessions.id, sessionId));
    await announceSession(tx, { id: sessionId, version });
    return sessionById(tx, sessionId);
  });
}

/** A share of this session by its id (a share of another session reads as unknown). */
export async function shareOfSession(db: Db | Tx, sessionId: string, shareId: string) {
  const [share] = await db
    .select()
    .from(tableShares)
    .where(and(eq(tableShares.id, shareId), eq(tableShares.sessionId, sessionId)));
  return share;
}
