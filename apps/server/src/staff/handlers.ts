import type { Schemas } from '@storefront/contract';
import { staffOf } from '../http/security.js';
import type { Db } from '../db/database.js';
import type { PaymentGateways, PaymentsLogger } from '../payments/gateway.js';
import { errorBody, type Handler } from '../http/api-types.js';
import { said } from '../http/messages.js';
import { moveOrder } from '../orders/move-order.js';
import { orderMessages } from '../orders/order-messages.js';
import { setGiveBackStatus } from '../orders/give-back.js';
import { orderByNumber } from '../orders/order-store.js';
import { streamStatusEvents, tooManyStreams, type OpenStreams } from '../push/event-stream.js';
import type { StatusEvent, StatusFeed } from '../push/status-feed.js';
import { cashGiveBackKey } from '../table-sessions/overpaid.js';
import { sessionById } from '../table-sessions/session-store.js';
import type { TableSessionFeed } from '../table-sessions/session-feed.js';
import { orderDocuments } from '../invoices/links.js';
import { feedScopeOf, inMemberScope, staffOrders, toStaffOrder } from './staff-orders.js';
import type { StaffMember, StaffSessions } from './staff-sessions.js';
import { tableHandlers } from './handlers/tables.js';
import type { CatalogueService } from '../catalogue/catalogue-service.js';

export const staffMessages = {
  wrong: said('staffSignInWrong', 'The e-mail or the password is not right'),
  tooMany: (minutes: number) =>
    said('staffSignInTooMany', `Too many attempts. Please try again in ${minutes} minutes`, { minutes }),
  loginRequired: said('staffLoginRequired', 'Please sign in to the order board'),
  reasonRequired: said('statusReasonRequired', 'Please tell the customer why'),
  noCashToHandBack: said('noCashToHandBack', 'This order has no cash to hand back for that share'),
};

export interface StaffContext {
  db: Db;
  catalogue: CatalogueService;
  staffSessions: StaffSessions;
  feed: StatusFeed;
  /** Table sessions' changes (a share paid, a round sent), for the board's Tables page. */
  tableFeed?: TableSessionFeed;
  streams: OpenStreams;
  clock: () => Date;
  /** A cancelled or rejected paid order is refunded through its gateway. */
  gateways: PaymentGateways;
  logger?: PaymentsLogger;
  /** The key of tax documents' links (docs/invoices.md). */
  invoiceSecret: Buffer;
}

/** What a board's stream says of an event (one function, so each event's frame is built once). */
function staffEventData(event: StatusEvent) {
  return {
    orderNumber: event.orderNumber,
    storeId: event.storeId,
    status: event.status,
    reason: event.reason,
    at: event.at,
  };
}

export function toStaffMember(member: StaffMember): Schemas['StaffMember'] {
  const { staff } = member;
  return {
    _id: staff.id,
    name: staff.name,
    nameAr: staff.nameAr,
    email: staff.email,
    role: staff.role,
    brandId: staff.brandId,
    storeIds: member.storeIds ? [...member.storeIds] : null,
  };
}

export function staffHandlers(context: StaffContext) {
  const { db } = context;

  const staffSignIn: Handler<'staffSignIn'> = async ({ body, request, reply }) => {
    const result = await context.staffSessions.signIn(
      body.email,
      body.password,
      request.ip,
      context.clock(),
      body.deviceToken,
    );
    if (result.ok) {
      return {
        status: 200,
        body: {
          success: 1,
          data: { token: result.token, deviceToken: result.deviceToken, staff: toStaffMember(result.member) },
        },
      };
    }
    if (result.reason === 'tooMany') {
      reply.header('retry-after', String(result.retryAfter));
      return {
        status: 429,
        body: {
          ...errorBody('RATE_LIMITED', staffMessages.tooMany(Math.ceil(result.retryAfter / 60))),
          retryAfter: result.retryAfter,
        },
      };
    }
    return { status: 401, body: errorBody('UNAUTHORIZED', staffMessages.wrong) };
  };

  const getStaffMember: Handler<'getStaffMember'> = async ({ caller }) => {
    const member = staffOf(caller);
    const signInAlert = await context.staffSessions.signInAlert(member, context.clock());
    return { status: 200, body: { success: 1, data: { ...toStaffMember(member), signInAlert } } };
  };

  const clearStaffSignInAlert: Handler<'clearStaffSignInAlert'> = async ({ caller }) => {
    const member = staffOf(caller);
    await context.staffSessions.clearSignInAlert(member, context.clock());
    const signInAlert = await context.staffSessions.signInAlert(member, context.clock());
    return { status: 200, body: { success: 1, data: { ...toStaffMember(member), signInAlert } } };
  };

  const staffSignOut: Handler<'staffSignOut'> = async ({ caller }) => {
    const member = staffOf(caller);
    await context.staffSessions.revoke(member.sessionId, context.clock());
    return { status: 200, body: { success: 1 } };
  };

  const getStaffOrders: Handler<'getStaffOrders'> = async ({ query, caller }) => {
    const member = staffOf(caller);
    const rows = await staffOrders(db, member, { status: query.status, now: context.clock() });
    // Each order's invoice and credit notes, in one read for the board (docs/invoices.md).
    const documents = await orderDocuments(
      db,
      context.invoiceSecret,
      rows.map((row) => row.id),
    );
    return {
      status: 200,
      body: {
        success: 1,
        data: rows.map((row) => ({ ...toStaffOrder(row), taxDocuments: documents.get(row.id) ?? [] })),
      },
    };
  };

  const moveStaffOrder: Handler<'moveStaffOrder'> = async ({ params, body, caller }) => {
    const member = staffOf(caller);
    const reason = body.reason?.trim() ?? '';
    if ((body.status === 'REJECTED' || body.status === 'CANCELLED') && !reason) {
      return { status: 400, body: errorBody('BAD_REQUEST', staffMessages.reasonRequired) };
    }
    const result = await moveOrder(db, params.orderNumber, body.status, {
      reason: reason || null,
      scope: inMemberScope(member),
      gateways: context.gateways,
      logger: context.logger,
      now: context.clock(),
    });
    if (!result.ok) {
      return result.notFound
        ? { status: 404, body: errorBody('NOT_FOUND', orderMessages.orderNotFound) }
        : { status: 409, body: errorBody('CONFLICT', result.message) };
    }
    const row = await orderByNumber(db, params.orderNumber);
    return { status: 200, body: { success: 1, data: toStaffOrder(row!) } };
  };

  const handBackStaffCash: Handler<'handBackStaffCash'> = async ({ params, body, caller }) => {
    const member = staffOf(caller);
    const row = await orderByNumber(db, params.orderNumber);
    if (!row || !inMemberScope(member)(row)) {
      return { status: 404, body: errorBody('NOT_FOUND', orderMessages.orderNotFound) };
    }
    const listed = await setGiveBackStatus(db, row.orderNumber, cashGiveBackKey(body.shareId), 'handedBack', [
      'toHandBack',
      'handedBack',
    ]);
    if (!listed) return { status: 404, body: errorBody('NOT_FOUND', staffMessages.noCashToHandBack) };
    const after = await orderByNumber(db, row.orderNumber);
    return { status: 200, body: { success: 1, data: toStaffOrder(after!) } };
  };

  const followStaffOrders: Handler<'followStaffOrders'> = async ({ request, reply, caller }) => {
    const member = staffOf(caller);
    const ticket = context.streams.admit(request.ip, `staff:${member.sessionId}`);
    if (!ticket) return tooManyStreams(reply);
    const scope = feedScopeOf(member);
    const { tableFeed } = context;
    const also =
      tableFeed &&
      ((write: (event: string, data: unknown) => void) =>
        tableFeed.subscribeAll(({ sessionId, version }) => {
          void tableFeed.reads
            .get(sessionId, version, () => sessionById(context.db, sessionId))
            .then(
              (session) => {
                if (!session || session.brandId !== scope.brandId) return;
                if (scope.storeIds && !scope.storeIds.includes(session.storeId)) return;
                const { storeId, tableNumber } = session;
                write('table', { sessionId, storeId, tableNumber, version });
              },
              (error: unknown) => request.log.error({ err: error }, 'table change not pushed to the board'),
            );
        }));
    await streamStatusEvents(
      request,
      reply,
      { feed: context.feed, streams: context.streams, ticket, scope, ...(also && { also }) },
      staffEventData,
    );
    return { status: 200, body: undefined as never };
  };

  return {
    staffSignIn,
    getStaffMember,
    clearStaffSignInAlert,
    staffSignOut,
    getStaffOrders,
    moveStaffOrder,
    handBackStaffCash,
    followStaffOrders,
    ...tableHandlers(context),
  };
}
