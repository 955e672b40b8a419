import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { fils } from '@storefront/core';
import type { Db } from '../db/database.js';
import type { paymentAttempts } from '../db/schema.js';
import type { PaymentGateways } from '../payments/gateway.js';
import { isPaymentError } from '../payments/payment-error.js';
import { bumpVersion } from './session-store.js';
import { giveBackSharePayment, settleShare, sharePaymentDescription } from './shares.js';
import { tableShares } from './table-sessions.schema.js';

/**
 * A share's card payment is remembered as a payment attempt (so the abandoned-payment sweep finds
 * it); its payer is a diner, not a customer, so the attempt names the share in its user column.
 */
const SHARE_PAYER_PREFIX = 'table-share:';
export const sharePaymentPayer = (shareId: string) => `${SHARE_PAYER_PREFIX}${shareId}`;
export const isSharePaymentAttempt = (attempt: { userId: string }) =>
  attempt.userId.startsWith(SHARE_PAYER_PREFIX);

/**
 * `applied`: the payment paid its share; `refunded`: it could not (share paid otherwise, voided,
 * session closed, bill smaller) and was given back; `released`: it never went through and its
 * lapsed hold was let go; `pending`: nothing to do yet; `done`: the share already holds it.
 */
export type ShareSweepOutcome = 'applied' | 'refunded' | 'released' | 'pending' | 'done';

/**
 * Never money without an order, for a share whose payer never came back to verify: a payment that
 * succeeded for the share pays it when the share is still this payment's and the bill allows it,
 * else it is given back once; one that never succeeded lets the share go (back to open).
 */
export async function sweepSharePayment(
  deps: { db: Db; gateways: PaymentGateways },
  attempt: typeof paymentAttempts.$inferSelect,
  now: Date,
): Promise<ShareSweepOutcome> {
  const { db, gateways } = deps;
  const shareId = attempt.userId.slice(SHARE_PAYER_PREFIX.length);
  const shareNow = async () => (await db.select().from(tableShares).where(eq(tableShares.id, shareId)))[0];
  const share = await shareNow();
  if (share?.transactionRef === attempt.reference) return 'done';
  let intent;
  try {
    intent = await gateways.intent.retrievePaymentIntent(attempt.reference);
  } catch (error) {
    if (isPaymentError(error)) return 'pending';
    throw error;
  }
  if (intent.status === 'succeeded' && intent.description === sharePaymentDescription(shareId)) {
    if (share && share.intentId === intent.id && intent.amount === share.amount + share.tip) {
      const settled = await settleShare(db, {
        kind: 'card',
        sessionId: share.sessionId,
        shareId: share.id,
        intentId: intent.id,
        now,
      });
      if (settled.ok) return 'applied';
      if ((await shareNow())?.transactionRef === intent.id) return 'done';
    }
    await giveBackSharePayment({ db, gateways }, attempt, { id: intent.id, amount: intent.amount });
    return 'refunded';
  }
  if (!share) return 'pending';
  const released = await db.transaction(async (tx) => {
    const rows = await tx
      .update(tableShares)
      .set({ status: 'open', payerDinerId: null, claimUntil: null, tip: fils(0) })
      .where(
        and(
          eq(tableShares.id, share.id),
          eq(tableShares.status, 'paying'),
          eq(tableShares.intentId, attempt.reference),
          or(isNull(tableShares.claimUntil), lt(tableShares.claimUntil, now)),
        ),
      )
      .returning({ id: tableShares.id });
    if (rows.length > 0) await bumpVersion(tx, share.sessionId);
    return rows.length > 0;
  });
  return released ? 'released' : 'pending';
}
