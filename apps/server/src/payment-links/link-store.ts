import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { paymentLinks } from '../db/schema.js';

/** The payment links' SQL. */

export type LinkRow = typeof paymentLinks.$inferSelect;

export async function linkByCartId(db: Db, cartId: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.cartId, cartId));
  return row;
}

/**
 * NOT_VERIFIED becomes VERIFIED exactly once: the link as paid, or undefined when it was not
 * waiting for a payment. Throws when the gateway payment already pays another link.
 */
export async function markLinkVerified(
  db: Db,
  cartId: string,
  payment: { transactionRef: string; receiptNumber: string; paidAt: number; updatedAt: Date },
): Promise<LinkRow | undefined> {
  const [updated] = await db
    .update(paymentLinks)
    .set({ paymentStatus: 'VERIFIED', ...payment })
    .where(and(eq(paymentLinks.cartId, cartId), eq(paymentLinks.paymentStatus, 'NOT_VERIFIED')))
    .returning();
  return updated;
}
