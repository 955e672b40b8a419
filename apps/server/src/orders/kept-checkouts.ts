import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { keptCheckouts, users } from '../db/schema.js';
import type { Customer } from '../auth/sessions.js';
import { paymentAttemptOf } from '../payments/attempt-store.js';
import type { PlaceOrderBody } from './place-order.js';

/**
 * Keeps the order a payment will become (order/keep-checkout), for the customer who started that
 * payment at its brand: 'kept', or 'notYours' when the payment is not theirs (or not known).
 * A later keep for the same payment replaces the earlier one.
 */
export async function keepCheckout(
  db: Db,
  customer: Customer,
  body: PlaceOrderBody,
  now: Date,
): Promise<'kept' | 'notYours' | 'noPayment'> {
  const transaction = body.payment.transactionInfo;
  if (!transaction) return 'noPayment';
  const attempt = await paymentAttemptOf(db, { reference: transaction.reference });
  if (
    !attempt ||
    attempt.gateway !== transaction.gateway ||
    attempt.userId !== customer.user.id ||
    attempt.brandId !== body.brandId
  )
    return 'notYours';
  const row = {
    reference: transaction.reference,
    userId: customer.user.id,
    brandId: body.brandId,
    body,
    createdAt: now,
  };
  await db
    .insert(keptCheckouts)
    .values(row)
    .onConflictDoUpdate({
      target: keptCheckouts.reference,
      set: { body, createdAt: now },
      where: sql`${keptCheckouts.userId} = ${customer.user.id}`,
    });
  return 'kept';
}

/** The kept order of a payment, with the customer it is for (a session id is not needed to place it). */
export async function keptCheckoutOf(
  db: Db,
  reference: string,
): Promise<{ customer: Customer; body: PlaceOrderBody } | undefined> {
  const [kept] = await db.select().from(keptCheckouts).where(eq(keptCheckouts.reference, reference));
  if (!kept) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, kept.userId));
  if (!user) return undefined;
  return { customer: { user, sessionId: '' }, body: kept.body as PlaceOrderBody };
}
