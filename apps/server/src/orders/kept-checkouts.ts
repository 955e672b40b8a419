import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { keptCheckouts, users } from '../db/schema.js';
import type { Customer } from '../auth/sessions.js';
import { paymentAttemptOf } from '../payments/attempt-store.js';
import type { PlaceOrderBody } from './place-order.js';

/**
 * The key of an order kept before its payment exists: the checkout attempt's own key (the order's
 * idempotency key, which every payment start of that attempt carries), scoped to its customer and
 * brand so two customers' keys never meet.
 */
export function attemptKeepKey(userId: string, brandId: string, attemptKey: string): string {
  const digest = createHash('sha256').update(`${userId}\n${brandId}\n${attemptKey}`).digest('hex');
  return `attempt:${digest.slice(0, 48)}`;
}

/**
 * Keeps the order a payment will become (order/keep-checkout). Without `transactionInfo` it is
 * kept by the checkout attempt, before any money moves: the payment started next with the
 * attempt's key places it. With one, it is kept by that payment, for the customer who started it
 * at its brand only ('notYours' otherwise, or when the payment is not known). A later keep of the
 * same attempt or payment replaces the earlier one.
 */
export async function keepCheckout(
  db: Db,
  customer: Customer,
  body: PlaceOrderBody,
  now: Date,
): Promise<'kept' | 'notYours'> {
  const transaction = body.payment.transactionInfo;
  let reference: string;
  if (transaction) {
    const attempt = await paymentAttemptOf(db, { reference: transaction.reference });
    if (
      !attempt ||
      attempt.gateway !== transaction.gateway ||
      attempt.userId !== customer.user.id ||
      attempt.brandId !== body.brandId
    )
      return 'notYours';
    reference = transaction.reference;
  } else {
    reference = attemptKeepKey(customer.user.id, body.brandId, body.idempotencyKey);
  }
  await db
    .insert(keptCheckouts)
    .values({ reference, userId: customer.user.id, brandId: body.brandId, body, createdAt: now })
    .onConflictDoUpdate({
      target: keptCheckouts.reference,
      set: { body, createdAt: now },
      where: sql`${keptCheckouts.userId} = ${customer.user.id}`,
    });
  return 'kept';
}

/**
 * The kept order of a payment, with the customer it is for (a session id is not needed to place
 * it): kept by the payment itself, or by the checkout attempt the payment was started for, which
 * then names this payment as the one it is paid with.
 */
export async function keptCheckoutOf(
  db: Db,
  reference: string,
): Promise<{ customer: Customer; body: PlaceOrderBody } | undefined> {
  const byRow = async (key: string) =>
    (await db.select().from(keptCheckouts).where(eq(keptCheckouts.reference, key)))[0];
  let kept = await byRow(reference);
  let body = kept?.body as PlaceOrderBody | undefined;
  if (!kept) {
    const attempt = await paymentAttemptOf(db, { reference });
    if (!attempt?.attemptKey) return undefined;
    kept = await byRow(attemptKeepKey(attempt.userId, attempt.brandId, attempt.attemptKey));
    if (!kept || kept.userId !== attempt.userId || kept.brandId !== attempt.brandId) return undefined;
    const keptBody = kept.body as PlaceOrderBody;
    body = {
      ...keptBody,
      payment: { ...keptBody.payment, transactionInfo: { gateway: attempt.gateway, reference } },
    };
  }
  const [user] = await db.select().from(users).where(eq(users.id, kept.userId));
  if (!user || !body) return undefined;
  return { customer: { user, sessionId: '' }, body };
}

/** Kept orders older than `before` are of attempts long over (placed, given back or expired). */
export async function forgetKeptCheckouts(db: Db, before: Date): Promise<void> {
  await db.delete(keptCheckouts).where(lt(keptCheckouts.createdAt, before));
}
