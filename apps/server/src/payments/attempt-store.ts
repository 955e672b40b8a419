import type { Db } from '../db/database.js';
import { paymentAttempts } from '../db/schema.js';

export interface PaymentAttempt {
  reference: string;
  gateway: 'intent' | 'frames' | 'hosted';
  brandId: string;
  storeId: string;
  userId: string;
  amount: number;
}

/**
 * Remembers a card payment started for an order, until it pays one or is given back (see
 * orders/unplaced-payments.ts); recording the same reference twice keeps the first.
 */
export async function recordPaymentAttempt(db: Db, attempt: PaymentAttempt, createdAt: Date): Promise<void> {
  await db
    .insert(paymentAttempts)
    .values({ ...attempt, createdAt })
    .onConflictDoNothing();
}
