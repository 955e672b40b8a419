import { and, eq, isNull } from 'drizzle-orm';
import type { Fils } from '@storefront/core';
import type { Db } from '../db/database.js';
import { paymentAttempts } from '../db/schema.js';
import { payments } from '../ops/metrics.js';

export interface PaymentAttempt {
  reference: string;
  gateway: 'intent' | 'frames' | 'hosted';
  brandId: string;
  storeId: string;
  userId: string;
  amount: Fils;
  /** Hosted page: the cart id the payer comes back with. */
  cartId?: string;
  /** The checkout attempt's key it was started with (an order's payment; see orders/kept-checkouts.ts). */
  attemptKey?: string;
}

/**
 * Remembers a card payment started for an order, until it pays one or is given back (see
 * orders/unplaced-payments.ts); recording the same reference twice keeps the first. It is also
 * what binds the payment to its payer: only this customer, at this brand, may verify it or place
 * an order with it.
 */
export async function recordPaymentAttempt(db: Db, attempt: PaymentAttempt, createdAt: Date): Promise<void> {
  const recorded = await db
    .insert(paymentAttempts)
    .values({ ...attempt, createdAt })
    .onConflictDoNothing()
    .returning({ reference: paymentAttempts.reference });
  if (recorded.length > 0) payments.inc({ gateway: attempt.gateway, outcome: 'started' });
}

/** The payment started for an order, by its gateway reference or (hosted page) its cart id. */
export async function paymentAttemptOf(
  db: Db,
  by: { reference: string } | { cartId: string },
): Promise<typeof paymentAttempts.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(
      'reference' in by ? eq(paymentAttempts.reference, by.reference) : eq(paymentAttempts.cartId, by.cartId),
    );
  return row;
}

/** Closes a payment once it paid what it was for or was given back: the sweep no longer looks at it. */
export async function closeAttempt(db: Db, reference: string, now: Date): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ closedAt: now })
    .where(and(eq(paymentAttempts.reference, reference), isNull(paymentAttempts.closedAt)));
}
