import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { paymentAttempts } from '../db/schema.js';
import { completeLinkPayment, isLinkPaymentAttempt } from '../payment-links/link-payments.js';
import { paymentAttemptOf } from '../payments/attempt-store.js';
import type { PaymentGateways, PaymentsLogger } from '../payments/gateway.js';
import { isSharePaymentAttempt, sweepSharePayment } from '../table-sessions/share-sweep.js';

/**
 * What a gateway's word that a payment went through did: `applied` (it paid its link or share),
 * `refunded` (it could not, and was given back once), `done` (the browser was first), `pending`
 * (the gateway does not say so on asking), `awaitingBrowser` (an order's payment: the order is
 * placed by the payer's return, and the sweep gives it back if they never come), `unknownPayment`.
 */
export type Completion = 'applied' | 'refunded' | 'done' | 'pending' | 'awaitingBrowser' | 'unknownPayment';

type Deps = { db: Db; gateways: PaymentGateways; logger?: PaymentsLogger | undefined };

async function closeAttempt(db: Db, reference: string, now: Date): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ closedAt: now })
    .where(and(eq(paymentAttempts.reference, reference), isNull(paymentAttempts.closedAt)));
}

/**
 * Completes a payment its gateway announced as succeeded, by the same code the payer's own
 * return runs (under the same row locks), so whichever comes first settles it and the other
 * finds it settled. The event's body is not trusted: the gateway is asked for the payment.
 */
export async function completePayment(deps: Deps, reference: string, now: Date): Promise<Completion> {
  const attempt = await paymentAttemptOf(deps.db, { reference });
  if (!attempt) return 'unknownPayment';
  if (isSharePaymentAttempt(attempt)) {
    const outcome = await sweepSharePayment(deps, attempt, now);
    if (outcome === 'applied' || outcome === 'refunded' || outcome === 'done') {
      await closeAttempt(deps.db, reference, now);
      return outcome;
    }
    return 'pending';
  }
  if (isLinkPaymentAttempt(attempt)) {
    const outcome = await completeLinkPayment(deps, attempt, now);
    return outcome === 'released' ? 'pending' : outcome;
  }
  return 'awaitingBrowser';
}
