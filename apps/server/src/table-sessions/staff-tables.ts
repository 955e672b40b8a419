import type { Schemas } from '@storefront/contract';
import { staffOf } from '../http/security.js';
import { TABLE_JOIN_ATTEMPTS, type Fils } from '@storefront/core';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { orders } from '../db/schema.js';
import type { CatalogueService } from '../catalogue/catalogue-service.js';
import type { Db } from '../db/database.js';
import type { PaymentGateways } from '../payments/gateway.js';
import { errorBody, type Handler } from '../http/api-types.js';
import { orderMessages } from '../orders/order-messages.js';
import type { StaffMember, StaffSessions } from '../staff/staff-sessions.js';
import { tableSessionMessages as messages } from './messages.js';
import { voidOpenShares } from './rounds.js';
import { announceSession, liveShares, lockSession, reopenJoining, sessionById } from './session-store.js';
import { settleLapsedPayment, settleShare } from './shares.js';
import { billOf, roundsOf, toApiShare } from './snapshot.js';
import { tableSessions, tableShares, type TableSessionRow } from './table-sessions.schema.js';
import { DINER_TOKEN_TTL_S, signStoreToken, signTableToken } from './tokens.js';

export interface StaffTablesContext {
  db: Db;
  catalogue: CatalogueService;
  staffSessions: StaffSessions;
  gateways: PaymentGateways;
  clock: () => Date;
  tableSecret: Buffer;
}

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

/**
 * The board's side of table sessions: the printed codes' signed tokens and the open sessions on
 * staff/tables, and 'Cash received' for one share.
 */
export function staffTableSessionHandlers(
  context: StaffTablesContext,
  getStaffTables: Handler<'getStaffTables'>,
) {
  const { db } = context;

  const withSessions: Handler<'getStaffTables'> = async (input) => {
    const answer = await getStaffTables(input);
    if (answer.status !== 200) return answer;
    const { data } = answer.body;
    const member = staffOf(input.caller);
    const open = await db
      .select()
      .from(tableSessions)
      .where(
        and(
          eq(tableSessions.brandId, member.staff.brandId),
          eq(tableSessions.storeId, data.storeId),
          eq(tableSessions.status, 'open'),
        ),
      )
      .orderBy(tableSessions.tableNumber);
    const now = context.clock();
    return {
      status: 200,
      body: {
        success: 1,
        data: {
          ...data,
          tableCodes: data.tableNumbers.map((tableNumber) => {
            const table = { brandId: member.staff.brandId, storeId: data.storeId, tableNumber };
            return {
              tableNumber,
              tableToken: signTableToken(context.tableSecret, table, 'shared'),
              phoneToken: signTableToken(context.tableSecret, table, 'phone'),
            };
          }),
          storeToken: signStoreToken(context.tableSecret, {
            brandId: member.staff.brandId,
            storeId: data.storeId,
          }),
          sessions: await Promise.all(open.map((session) => toStaffSession(db, session, now))),
        },
      },
    };
  };

  async function storeOf(member: StaffMember, storeId: string) {
    const catalogue = await context.catalogue.forBrand(member.staff.brandId);
    return catalogue.stores.find(
      (store) => store.id === storeId && (!member.storeIds || member.storeIds.includes(store.id)),
    );
  }

  const settleTableShareInCash: Handler<'settleTableShareInCash'> = async ({ params, body, caller }) => {
    const member = staffOf(caller);
    const store = await storeOf(member, body.storeId);
    if (!store) return { status: 404, body: errorBody('NOT_FOUND', orderMessages.storeNotFound) };
    const [row] = await db
      .select({ share: tableShares, session: tableSessions })
      .from(tableShares)
      .innerJoin(tableSessions, eq(tableSessions.id, tableShares.sessionId))
      .where(
        and(
          eq(tableShares.id, params.shareId),
          eq(tableSessions.brandId, member.staff.brandId),
          eq(tableSessions.storeId, store.id),
          eq(tableSessions.tableNumber, params.tableNumber),
        ),
      );
    if (!row || row.share.status === 'void') {
      return { status: 404, body: errorBody('NOT_FOUND', messages.shareNotFound) };
    }
    const now = context.clock();
    // A card payment that went through before its payer's hold lapsed pays it, not the cash.
    const paidByCard = await settleLapsedPayment({ db, gateways: context.gateways }, row.share, now);
    const settled = paidByCard
      ? { ok: false as const }
      : await settleShare(db, {
          kind: 'cash',
          sessionId: row.session.id,
          shareId: row.share.id,
          staffId: member.staff.id,
          now,
        });
    if (!settled.ok) {
      const [share] = await db.select().from(tableShares).where(eq(tableShares.id, row.share.id));
      const said =
        row.session.status !== 'open'
          ? messages.closed
          : share?.status === 'paid'
            ? messages.sharePaid
            : share?.status === 'void'
              ? messages.shareNotFound
              : messages.shareBeingPaid;
      return { status: 409, body: errorBody('CONFLICT', said) };
    }
    const session = (await sessionById(db, row.session.id))!;
    return { status: 200, body: { success: 1, data: await toStaffSession(db, session, now) } };
  };

  /** A session of the member's stores, by id; undefined otherwise (another store's reads as unknown). */
  async function sessionInScope(member: StaffMember, sessionId: string) {
    const session = await sessionById(db, sessionId);
    if (!session || session.brandId !== member.staff.brandId) return undefined;
    if (member.storeIds && !member.storeIds.includes(session.storeId)) return undefined;
    return session;
  }

  const closeStaffTableSession: Handler<'closeStaffTableSession'> = async ({ params, caller }) => {
    const member = staffOf(caller);
    const session = await sessionInScope(member, params.sessionId);
    if (!session) return { status: 404, body: errorBody('NOT_FOUND', messages.sessionNotFound) };
    const now = context.clock();
    const closed = await closeOwingNothing(db, session.id, now);
    if (!closed.ok) {
      return {
        status: 409,
        body: errorBody('CONFLICT', 'owes' in closed ? messages.sessionOwes(closed.owes) : messages.closed),
      };
    }
    return { status: 200, body: { success: 1, data: await toStaffSession(db, closed.session, now) } };
  };

  const newStaffTableCode: Handler<'newStaffTableCode'> = async ({ params, caller }) => {
    const member = staffOf(caller);
    const session = await sessionInScope(member, params.sessionId);
    if (!session) return { status: 404, body: errorBody('NOT_FOUND', messages.sessionNotFound) };
    const reopened = await reopenJoining(db, session.id);
    if (!reopened) return { status: 409, body: errorBody('CONFLICT', messages.closed) };
    return { status: 200, body: { success: 1, data: await toStaffSession(db, reopened, context.clock()) } };
  };

  return {
    getStaffTables: withSessions,
    settleTableShareInCash,
    closeStaffTableSession,
    newStaffTableCode,
  };
}
