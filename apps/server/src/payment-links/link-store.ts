import { issueLinkInvoice } from '../invoices/issue.js';
import { and, eq, sql } from 'drizzle-orm';
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
  // Paid and invoiced in one transaction (docs/invoices.md): the invoice is what was charged.
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(paymentLinks)
      .set({ paymentStatus: 'VERIFIED', ...payment })
      .where(and(eq(paymentLinks.cartId, cartId), eq(paymentLinks.paymentStatus, 'NOT_VERIFIED')))
      .returning();
    if (updated) await issueLinkInvoice(tx, updated, payment.paidAt);
    return updated;
  });
}

/** A link whose expiry has passed takes no payment (beyond the spec). */
export function linkExpired(row: Pick<LinkRow, 'expiresAt'>, now: Date): boolean {
  return row.expiresAt !== null && row.expiresAt * 1000 <= now.getTime();
}

/** The lock every start of a link payment is decided under (inside a transaction). */
function linkLock(cartId: string) {
  return sql`select pg_advisory_xact_lock(hashtext(${`payment-link:${cartId}`}))`;
}

export type LinkClaim = 'claimed' | 'missing' | 'paid' | 'expired' | 'underway';

/**
 * Claims the link for one payment start, under the link's lock: refused when it is paid, expired,
 * or another start holds it (until `holdUntil` at the latest, should that start never release it).
 * Gateway calls happen outside the lock; the claim is what keeps a second one out meanwhile.
 */
export async function claimLinkPayment(
  db: Db,
  cartId: string,
  now: Date,
  holdUntil: Date,
): Promise<LinkClaim> {
  return db.transaction(async (tx) => {
    await tx.execute(linkLock(cartId));
    const [row] = await tx.select().from(paymentLinks).where(eq(paymentLinks.cartId, cartId));
    if (!row) return 'missing';
    if (row.paymentStatus === 'VERIFIED') return 'paid';
    if (linkExpired(row, now)) return 'expired';
    if (row.payingUntil && row.payingUntil.getTime() > now.getTime()) return 'underway';
    await tx.update(paymentLinks).set({ payingUntil: holdUntil }).where(eq(paymentLinks.cartId, cartId));
    return 'claimed';
  });
}

/** Lets the next payment start once this one has its answer from the gateway. */
export async function releaseLinkPayment(db: Db, cartId: string): Promise<void> {
  await db.update(paymentLinks).set({ payingUntil: null }).where(eq(paymentLinks.cartId, cartId));
}
