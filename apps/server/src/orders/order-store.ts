import { and, count, desc, eq, inArray, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { subtractFils, ZERO_FILS, type Fils, type UnixSeconds } from '@storefront/core';
import type { Db } from '../db/database.js';
import { sumOfFils } from '../db/fils.js';
import {
  addresses,
  feedbacks,
  orders,
  orderStatusEvents,
  walletEntries,
  type AddressRow,
  type OrderRow,
} from '../db/schema.js';
import { issueOrderInvoice } from '../invoices/issue.js';
import { holdSlot, type SlotHold } from '../kitchen/slot-capacity.js';
import { writeOrderRow, type NewOrderRow } from './order-insert.js';
import { isClaimedForRefund, paymentLock } from './unplaced-payments.js';

/** The orders' SQL: what the order handlers and the place-order service read and write. */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const ACTIVE_STATUSES = ['PENDING', 'PREPARING', 'SCHEDULED', 'ON_THE_WAY', 'COMPLETE'] as const;

/** Loyalty credits of a customer at a brand (integer fils). */
export async function walletBalance(db: Db | Tx, userId: string, brandId: string): Promise<Fils> {
  const [row] = await db
    .select({ balance: sumOfFils(walletEntries.amount) })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.brandId, brandId)));
  return row?.balance ?? ZERO_FILS;
}

/**
 * The customer's active orders at a brand, all of them and those with this discount: one query,
 * so concurrent orders always read the same counts.
 */
export async function countActiveOrders(
  db: Db,
  userId: string,
  brandId: string,
  discountId: string,
): Promise<{ all: number; withDiscount: number }> {
  const [row] = await db
    .select({
      all: count(),
      withDiscount: sql<number>`count(*) filter (where ${orders.discountId} = ${discountId})`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.brandId, brandId),
        inArray(orders.status, [...ACTIVE_STATUSES]),
      ),
    );
  return { all: row?.all ?? 0, withDiscount: row?.withDiscount ?? 0 };
}

export async function orderByIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

export async function orderByTransactionRef(db: Db, reference: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.transactionRef, reference));
  return row;
}

export async function customerAddress(
  db: Db,
  userId: string,
  addressId: string,
): Promise<AddressRow | undefined> {
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return address;
}

export class PriceChanged extends Error {}
export class DiscountUsedUp extends Error {}
export class PaymentRefunded extends Error {}
/** A pay-later order the new order would settle is no longer open on the table's tab. */
export class TabAlreadySettled extends Error {}

/** The table's pay-later orders a new order pays (dine-in 'Complete Payment'). */
export interface TabSettlement {
  table: { brandId: string; storeId: string; tableNumber: number };
  orderIds: string[];
  /** Σ their stored totals, as priced into the payment. */
  roundsTotal: number;
  /** True when the settling order is paid (card, wallet); cash is paid to the staff. */
  paid: boolean;
}

export interface NewOrder {
  row: NewOrderRow;
  /** The brand's catalogue version the order was priced from (checked as it is written). */
  catalogueVersion: number;
  /** The gateway payment it is paid with, placed under that payment's lock. */
  transactionRef: string | null;
  loyaltyAmount: Fils;
  discount: { id: string; perCustomerUse: number } | null;
  /** The pay-later orders it settles, marked in the same transaction under the table's lock. */
  settles?: TabSettlement | null;
  /** The place it takes in its slot where the store caps orders per slot (docs/kitchen.md). */
  slot?: SlotHold | null;
}

/** Orders by id (any brand, store or table: the caller checks they belong to the tab). */
export async function ordersByIds(db: Db, ids: readonly string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
}

/**
 * Under the table's lock, marks the tab's orders settled by the new order: they leave the tab
 * (`payLater` false), are paid when the settling order is, and name it in `details.settledBy`.
 * Throws TabAlreadySettled (rolling everything back) unless every one was still open at exactly
 * the total that was charged: two settlements of one tab, at once or one after the other, pay once.
 */
async function settleTab(tx: Tx, settles: TabSettlement, by: { id: string; orderNumber: string }) {
  const { table } = settles;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`table:${table.brandId}:${table.storeId}:${table.tableNumber}`}))`,
  );
  const settledBy = { _id: by.id, orderNumber: by.orderNumber };
  const settled = await tx
    .update(orders)
    .set({
      payLater: false,
      isPaid: settles.paid,
      details: sql`${orders.details} || ${JSON.stringify({ settledBy })}::jsonb`,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(orders.id, settles.orderIds),
        eq(orders.brandId, table.brandId),
        eq(orders.storeId, table.storeId),
        eq(orders.tableNumber, table.tableNumber),
        eq(orders.payLater, true),
        eq(orders.isPaid, false),
        notInArray(orders.status, ['CANCELLED', 'REJECTED']),
      ),
    )
    .returning({ total: orders.total });
  const total = settled.reduce((sum, row) => sum + row.total, 0);
  if (settled.length !== settles.orderIds.length || total !== settles.roundsTotal) {
    throw new TabAlreadySettled();
  }
}

/** Under the payment's lock: a payment being given back never becomes an order. */
async function holdPayment(tx: Tx, reference: string): Promise<void> {
  await tx.execute(paymentLock(reference));
  if (await isClaimedForRefund(tx, reference)) throw new PaymentRefunded();
}

/** One redemption at a time per customer, and never more than the balance. */
async function holdLoyalty(tx: Tx, userId: string, brandId: string, amount: Fils): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallet:${userId}`}))`);
  if ((await walletBalance(tx, userId, brandId)) < amount) throw new PriceChanged();
}

/** Counted again under a lock: concurrent orders (on any process) cannot both take the last use. */
async function holdDiscountUse(tx: Tx, userId: string, discount: { id: string; perCustomerUse: number }) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`discount:${userId}:${discount.id}`}))`);
  const [used] = await tx
    .select({ value: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.discountId, discount.id),
        inArray(orders.status, [...ACTIVE_STATUSES]),
      ),
    );
  if ((used?.value ?? 0) >= discount.perCustomerUse) throw new DiscountUsedUp();
}

/**
 * Writes an order, its loyalty redemption, its first status and the tab it settles in one
 * transaction, under the locks of its payment, the table, the customer's wallet and the discount's
 * per-customer use. An order needing none of those locks (a cash or card-on-delivery order without
 * loyalty or a limited discount) is one statement, its own transaction (`writeOrderRow`). Throws
 * DuplicateOrder (its idempotency key is taken), CatalogueChanged, PaymentRefunded,
 * TabAlreadySettled, PriceChanged or DiscountUsedUp when the order can no longer be.
 */
export async function insertOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  const { row, catalogueVersion, transactionRef, loyaltyAmount, discount, settles, slot } = order;
  const limitedDiscount = discount !== null && discount.perCustomerUse > 0;
  if (!transactionRef && !settles && loyaltyAmount <= 0 && !limitedDiscount && !slot && !row.isPaid) {
    return writeOrderRow(db, row, catalogueVersion);
  }
  return db.transaction(async (tx) => {
    if (transactionRef) await holdPayment(tx, transactionRef);
    if (settles) await settleTab(tx, settles, row);
    if (loyaltyAmount > 0) await holdLoyalty(tx, row.userId, row.brandId, loyaltyAmount);
    if (discount && limitedDiscount) await holdDiscountUse(tx, row.userId, discount);
    const inserted = await writeOrderRow(tx, row, catalogueVersion);
    // After the order's row: marking a slot full moves the catalogue on, which the row's check reads.
    if (slot) await holdSlot(tx, slot, row.id, row.placedAt as UnixSeconds);
    if (loyaltyAmount > 0) {
      await tx.insert(walletEntries).values({
        userId: row.userId,
        brandId: row.brandId,
        amount: subtractFils(ZERO_FILS, loyaltyAmount),
        kind: 'redemption',
        orderId: row.id,
      });
    }
    // Paid online: its invoice is issued as it is placed (docs/invoices.md). Its number is taken
    // last, so the brand's counter row is held for the shortest time.
    if (row.isPaid) await issueOrderInvoice(tx, inserted, row.placedAt);
    return inserted;
  });
}

/** Orders per page of a customer's history when the call names none, and the most it may ask. */
export const ORDER_PAGE_DEFAULT = 20;
export const ORDER_PAGE_MAX = 100;

/** Where a page of the history ends: the last order's placement second and id (`1795590000.<id>`). */
export function orderCursor(row: Pick<OrderRow, 'placedAt' | 'id'>): string {
  return `${row.placedAt}.${row.id}`;
}

function parseOrderCursor(cursor: string): { placedAt: number; id: string } | undefined {
  const match = /^(\d{1,12})\.([a-f0-9]{24})$/.exec(cursor);
  return match ? { placedAt: Number(match[1]), id: match[2]! } : undefined;
}

/**
 * A page of the customer's orders at the brand, newest first (placement second, then id, so pages
 * never overlap or skip even when orders share a second), after `cursor` when given.
 */
export async function customerOrders(
  db: Db,
  userId: string,
  brandId: string,
  page: { limit?: number | undefined; cursor?: string | undefined } = {},
): Promise<{ rows: OrderRow[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(Math.trunc(page.limit ?? ORDER_PAGE_DEFAULT), 1), ORDER_PAGE_MAX);
  const after = page.cursor ? parseOrderCursor(page.cursor) : undefined;
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.brandId, brandId),
        after &&
          or(
            lt(orders.placedAt, after.placedAt),
            and(eq(orders.placedAt, after.placedAt), lt(orders.id, after.id)),
          ),
      ),
    )
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  return { rows: pageRows, nextCursor: hasMore ? orderCursor(pageRows[pageRows.length - 1]!) : null };
}

/** The order when it is this customer's. */
export async function customerOrder(db: Db, userId: string, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

export async function orderById(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function orderByNumber(db: Db, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row;
}

export async function statusHistory(db: Db, orderId: string) {
  return db
    .select()
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(orderStatusEvents.id);
}

/**
 * The table's open pay-later orders: unpaid, not settled by another order, neither cancelled nor
 * rejected, oldest first.
 */
export async function openTableOrders(
  db: Db,
  table: { brandId: string; storeId: string; tableNumber: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.brandId, table.brandId),
        eq(orders.storeId, table.storeId),
        eq(orders.tableNumber, table.tableNumber),
        eq(orders.payLater, true),
        eq(orders.isPaid, false),
        ne(orders.status, 'CANCELLED'),
        ne(orders.status, 'REJECTED'),
      ),
    )
    .orderBy(orders.placedAt);
}

/** Records a rating once per order (false when it was already rated) and copies it to the order. */
export async function addFeedback(
  db: Db,
  feedback: { orderId: string; userId: string; rating: number; comment: string },
): Promise<boolean> {
  const { orderId, userId, rating, comment } = feedback;
  const inserted = await db
    .insert(feedbacks)
    .values({ orderId, userId, rating, comment })
    .onConflictDoNothing()
    .returning({ id: feedbacks.id });
  if (inserted.length === 0) return false;
  await db
    .update(orders)
    .set({
      details: sql`${orders.details} || ${JSON.stringify({ feedback: { rating, comment } })}::jsonb`,
    })
    .where(eq(orders.id, orderId));
  return true;
}
