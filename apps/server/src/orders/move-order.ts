import { transitionStatus } from '@storefront/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { saidByCore, type Said } from '../http/messages.js';
import { orders, walletEntries, type OrderRow } from '../db/schema.js';
import { recordStatus } from '../push/status-feed.js';

/**
 * Moves an order to a new status along the allowed transitions (packages/core); completing a
 * delivery order credits its cashback once (a unique ledger row per order and kind).
 */
export async function moveOrder(
  db: Db,
  orderNumber: string,
  to: OrderRow['status'],
  options: { reason?: string | null; scope?: (row: OrderRow) => boolean } = {},
): Promise<{ ok: true } | { ok: false; notFound: true } | { ok: false; notFound: false; message: Said }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
    // Outside the caller's scope (a staff member's store or brand) reads as not found.
    if (!row || (options.scope && !options.scope(row))) return { ok: false, notFound: true };
    const allowed = transitionStatus(row.status, to);
    if (!allowed.ok) return { ok: false, notFound: false, message: saidByCore(allowed.error) };
    const reason = options.reason?.trim() || null;
    await tx
      .update(orders)
      .set({ status: to, statusReason: reason, updatedAt: new Date() })
      .where(eq(orders.id, row.id));
    // Every process hears of it on commit (LISTEN/NOTIFY), the board and the customer's tracker too.
    await recordStatus(tx, row, to, reason);
    // A table session's round has no customer, so no wallet: its cashback and loyalty stay at 0.
    if (to === 'COMPLETE' && row.cashbackAmount > 0 && row.userId) {
      await tx
        .insert(walletEntries)
        .values({
          userId: row.userId,
          brandId: row.brandId,
          amount: row.cashbackAmount,
          kind: 'cashback',
          orderId: row.id,
        })
        .onConflictDoNothing();
    }
    if ((to === 'CANCELLED' || to === 'REJECTED') && row.loyaltyAmount > 0 && row.userId) {
      await tx
        .insert(walletEntries)
        .values({
          userId: row.userId,
          brandId: row.brandId,
          amount: row.loyaltyAmount,
          kind: 'refund',
          orderId: row.id,
        })
        .onConflictDoNothing();
    }
    return { ok: true };
  });
}
