import type { SessionService } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { errorBody, type Handler } from '../http/api-types.js';
import { orderMessages } from '../orders/order-messages.js';
import { orderByNumber } from '../orders/order-store.js';
import { streamStatusEvents, tooManyStreams, type OpenStreams } from './event-stream.js';
import type { StatusEvent, StatusFeed } from './status-feed.js';
import { customerOf } from '../http/security.js';

export interface PushContext {
  db: Db;
  sessions: SessionService;
  feed: StatusFeed;
  streams: OpenStreams;
  clock: () => Date;
}

/** What a customer's stream says of an event: the order's own status, nothing of the store's. */
export function customerEventData(event: StatusEvent) {
  return { orderNumber: event.orderNumber, status: event.status, reason: event.reason, at: event.at };
}

/** The customer's push channel: their own order's status changes (Server-Sent Events). */
export function pushHandlers(context: PushContext) {
  const followOrderStatus: Handler<'followOrderStatus'> = async ({ params, request, reply, caller }) => {
    const customer = customerOf(caller);
    const order = await orderByNumber(context.db, params.orderId);
    // Someone else's order reads as not found: numbers never confirm what exists.
    if (!order || order.userId !== customer.user.id) {
      return { status: 404, body: errorBody('NOT_FOUND', orderMessages.orderNotFound) };
    }
    const ticket = context.streams.admit(request.ip, `customer:${customer.sessionId}`);
    if (!ticket) return tooManyStreams(reply);
    await streamStatusEvents(
      request,
      reply,
      { feed: context.feed, streams: context.streams, ticket, scope: { kind: 'order', orderId: order.id } },
      customerEventData,
    );
    return { status: 200, body: undefined as never };
  };
  return { followOrderStatus };
}
