import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { orders, OrderRow } from '../db/schema.js';
import { STATUS_CHANNEL } from '../push/status-feed.js';

/**
 * The order's write as one statement (one round trip, and its own transaction when run outside
 * one): the order row, its first status event and the NOTIFY that announces it (delivered on
 * commit only), with the idempotency check folded into the insert (`on conflict do nothing` on
 * the customer's key) and the catalogue's version checked in the same snapshot, so an order
 * priced from a catalogue that changed since is never written. Nothing written is read back: the
 * row is the one given, with the database's timestamps.
 */

export type NewOrderRow = typeof orders.$inferInsert & {
  id: string;
  userId: string;
  brandId: string;
  storeId: string;
  orderNumber: string;
  idempotencyKey: string;
  status: OrderRow['status'];
};

/** Another order holds the customer's idempotency key: the twin that won answers. */
export class DuplicateOrder extends Error {}

/** The catalogue the order was priced from is no longer the brand's current one. */
export class CatalogueChanged extends Error {}

/** SQLSTATE raised by `storefront_check_catalogue_version` (migration 0007). */
const CATALOGUE_CHANGED = 'SF001';

/** The SQLSTATE of a driver error (node-postgres and PGlite both name it `code`). */
function sqlState(error: unknown): string | undefined {
  for (let cause: unknown = error; cause && typeof cause === 'object';) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The row's timestamps, as the statement answers them (a type: `execute` wants an indexable row). */
type Written = {
  created_ms: number;
  updated_ms: number;
};

/**
 * Writes the order and its first status in one statement. Throws DuplicateOrder when the
 * customer's idempotency key is already taken (nothing written) and CatalogueChanged when the
 * brand's catalogue version is no longer `catalogueVersion` (nothing written).
 */
export async function writeOrderRow(db: Db, row: NewOrderRow, catalogueVersion: number): Promise<OrderRow> {
  // Written out (rather than drizzle's insert builder, which maps every column of every call): the
  // statement is the hot path of place-order, and its text is the same for every order.
  const statement = sql`
    with checked as (select storefront_check_catalogue_version(${row.brandId}, ${catalogueVersion}) as ok),
    ins as (
      insert into orders (
        id, order_number, brand_id, store_id, user_id, table_session_id, service_type, status,
        placed_at, delivery_time, items_total, discount_amount, loyalty_amount, delivery_fee, tax_rate,
        tax_amount, tip_amount, total, cashback_amount, payment_type, is_paid, transaction_ref,
        idempotency_key, discount_id, table_number, pay_later, details
      ) values (
        ${row.id}, ${row.orderNumber}, ${row.brandId}, ${row.storeId}, ${row.userId},
        ${row.tableSessionId ?? null}, ${row.serviceType}, ${row.status}, ${row.placedAt},
        ${row.deliveryTime}, ${row.itemsTotal}, ${row.discountAmount}, ${row.loyaltyAmount},
        ${row.deliveryFee}, ${row.taxRate}, ${row.taxAmount}, ${row.tipAmount}, ${row.total},
        ${row.cashbackAmount ?? 0}, ${row.paymentType}, ${row.isPaid}, ${row.transactionRef ?? null},
        ${row.idempotencyKey}, ${row.discountId ?? null}, ${row.tableNumber ?? null}, ${row.payLater ?? false},
        ${JSON.stringify(row.details)}::jsonb
      )
      on conflict (user_id, idempotency_key) do nothing
      returning id, created_at, updated_at
    ),
    ev as (
      insert into order_status_events (order_id, status, reason)
      select id, ${row.status}::text, null from ins
      returning id, at
    )
    select
      (extract(epoch from ins.created_at) * 1000)::float8 as created_ms,
      (extract(epoch from ins.updated_at) * 1000)::float8 as updated_ms,
      pg_notify(${STATUS_CHANNEL}, json_build_object(
        'id', ev.id, 'orderId', ${row.id}::text, 'orderNumber', ${row.orderNumber}::text,
        'brandId', ${row.brandId}::text, 'storeId', ${row.storeId}::text, 'status', ${row.status}::text,
        'reason', null, 'at', floor(extract(epoch from ev.at))::bigint
      )::text) as notified
    from ins cross join ev cross join checked
    where checked.ok`;
  let written: Written | undefined;
  try {
    const { rows } = await db.execute<Written>(statement);
    written = rows[0];
  } catch (error) {
    if (sqlState(error) === CATALOGUE_CHANGED) throw new CatalogueChanged();
    throw error;
  }
  if (!written) throw new DuplicateOrder();
  return {
    tableSessionId: null,
    transactionRef: null,
    discountId: null,
    tableNumber: null,
    statusReason: null,
    cashbackAmount: 0,
    payLater: false,
    ...row,
    createdAt: new Date(written.created_ms),
    updatedAt: new Date(written.updated_ms),
  } as OrderRow;
}
