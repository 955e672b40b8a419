import { staffOf } from '../../http/security.js';
import type { CatalogueService } from '../../catalogue/catalogue-service.js';
import type { Db } from '../../db/database.js';
import type { PaymentGateways } from '../../payments/gateway.js';
import { errorBody, type Handler } from '../../http/api-types.js';
import { orderMessages } from '../../orders/order-messages.js';
import type { StaffMember, StaffSessions } from '../../staff/staff-sessions.js';
import { tableSessionMessages as messages } from '../messages.js';
import { reopenJoining, sessionById } from '../session-store.js';
import { settleLapsedPayment, settleShare } from '../shares.js';
import { signStoreToken, signTableToken } from '../tokens.js';

import {
  closeOwingNothing,
  openSessionsAt,
  shareAtTable,
  shareById,
  toStaffSession,
} from '../staff-session-store.js';

export interface StaffTablesContext {
  db: Db;
  catalogue: CatalogueService;
  staffSessions: StaffSessions;
  gateways: PaymentGateways;
  clock: () => Date;
  tableSecret: Buffer;
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
    const open = await openSessionsAt(db, member.staff.brandId, data.storeId);
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
    const row = await shareAtTable(db, {
      shareId: params.shareId,
      brandId: member.staff.brandId,
      storeId: store.id,
      tableNumber: params.tableNumber,
    });
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
      const share = await shareById(db, row.share.id);
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
