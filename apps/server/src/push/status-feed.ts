import { EventEmitter } from 'node:events';
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/database.js';
import { orders, orderStatusEvents, type OrderRow, type OrderStatus } from '../db/schema.js';

/** The NOTIFY channel every status change is announced on, by whichever process made it. */
export const STATUS_CHANNEL = 'order_status';

/** One status change: `id` is the row of order_status_events, so it orders events and resumes streams. */
export interface StatusEvent {
  id: number;
  orderId: string;
  orderNumber: string;
  brandId: string;
  storeId: string;
  status: OrderStatus;
  reason: string | null;
  /** Unix seconds. */
  at: number;
}

/** Whose events a stream carries: one order (its customer), or a brand's orders, maybe one store's. */
export type FeedScope =
  { kind: 'order'; orderId: string } | { kind: 'brand'; brandId: string; storeIds?: readonly string[] };

export function inScope(event: StatusEvent, scope: FeedScope): boolean {
  if (scope.kind === 'order') return event.orderId === scope.orderId;
  if (event.brandId !== scope.brandId) return false;
  return !scope.storeIds || scope.storeIds.includes(event.storeId);
}

function scopeConditions(scope: FeedScope): SQL[] {
  if (scope.kind === 'order') return [eq(orders.id, scope.orderId)];
  const conditions = [eq(orders.brandId, scope.brandId)];
  if (scope.storeIds) conditions.push(inArray(orders.storeId, [...scope.storeIds]));
  return conditions;
}

/**
 * Announces a status change inside the transaction that made it: PostgreSQL delivers a NOTIFY on
 * commit only, so listeners never hear of a change that was rolled back.
 */
export async function announceStatus(tx: Db, event: StatusEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${STATUS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** Writes a status change's event row and announces it, in the caller's transaction. */
export async function recordStatus(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'brandId' | 'storeId'>,
  status: OrderStatus,
  reason: string | null = null,
): Promise<StatusEvent> {
  const [row] = await tx
    .insert(orderStatusEvents)
    .values({ orderId: order.id, status, reason })
    .returning({ id: orderStatusEvents.id, at: orderStatusEvents.at });
  const event: StatusEvent = {
    id: row!.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    brandId: order.brandId,
    storeId: order.storeId,
    status,
    reason,
    at: Math.floor(row!.at.getTime() / 1000),
  };
  await announceStatus(tx, event);
  return event;
}

/**
 * The live feed of status changes in this process: it LISTENs on the database (so changes made by
 * another server process, or the `order:status` command, arrive too) and hands each event to the
 * streams whose scope it falls in. Streams that reconnect catch up from the table with `since`.
 */
export class StatusFeed {
  readonly #events = new EventEmitter();
  #stop: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {
    this.#events.setMaxListeners(0);
  }

  async start(): Promise<void> {
    this.#stop = await this.database.listen(STATUS_CHANNEL, (payload) => {
      try {
        this.#events.emit('event', JSON.parse(payload) as StatusEvent);
      } catch {
        // Not one of ours: ignored.
      }
    });
  }

  async stop(): Promise<void> {
    await this.#stop?.();
    this.#events.removeAllListeners();
  }

  /** Calls `listener` with each new event in scope; answers the call that unsubscribes. */
  subscribe(scope: FeedScope, listener: (event: StatusEvent) => void): () => void {
    const handler = (event: StatusEvent) => inScope(event, scope) && listener(event);
    this.#events.on('event', handler);
    return () => this.#events.off('event', handler);
  }

  /** The id of the newest event in scope (0 when none): where a first connection starts. */
  async latestId(scope: FeedScope): Promise<number> {
    const [row] = await this.database.db
      .select({ id: sql<number | null>`max(${orderStatusEvents.id})` })
      .from(orderStatusEvents)
      .innerJoin(orders, eq(orders.id, orderStatusEvents.orderId))
      .where(and(...scopeConditions(scope)));
    return Number(row?.id ?? 0);
  }

  /** The events in scope after `lastId`, oldest first (a reconnecting stream's catch-up). */
  async since(lastId: number, scope: FeedScope, limit = 500): Promise<StatusEvent[]> {
    const conditions = [gt(orderStatusEvents.id, lastId), ...scopeConditions(scope)];
    const rows = await this.database.db
      .select({ event: orderStatusEvents, order: orders })
      .from(orderStatusEvents)
      .innerJoin(orders, eq(orders.id, orderStatusEvents.orderId))
      .where(and(...conditions))
      .orderBy(orderStatusEvents.id)
      .limit(limit);
    return rows.map(({ event, order }) => ({
      id: event.id,
      orderId: order.id,
      orderNumber: order.orderNumber,
      brandId: order.brandId,
      storeId: order.storeId,
      status: event.status as OrderStatus,
      reason: event.reason,
      at: Math.floor(event.at.getTime() / 1000),
    }));
  }
}
