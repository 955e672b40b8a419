/**
 * Giving a sandbox payment's money back, in every flow, the way its provider does: a Frames
 * payment is voided, a hosted one refunded, each once and in whole; an intent is refunded in
 * whole or in parts, each refund kept by its idempotency key so a retried call never refunds twice.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RefundInput, RefundResult, RefundStatus } from '../gateway.js';
import { PaymentError } from '../payment-error.js';
import { sandboxPayments, sandboxRefunds, type SandboxPaymentRow } from '../payments.schema.js';
import { randomId } from './ids.js';
import { announceRefund } from './payment-changes.js';
import type { SandboxPaymentStore } from './payment-store.js';

/**
 * Gives a succeeded payment's money back: a frames payment (authorised, not yet captured) is
 * voided, a hosted payment refunded, each once and in whole (the same payment again answers the
 * first refund); an intent is refunded in whole or in parts, as Stripe allows, each refund named
 * by its idempotency key (the same key answers the same refund), never beyond what was paid.
 * Unknown id: `paymentNotFound`; a payment that never succeeded: `paymentAlreadyProcessed`;
 * another amount (more than is left, none, a part of a non-intent), or a key used for another
 * payment: `invalidRequest`.
 */
export async function refundPayment(store: SandboxPaymentStore, input: RefundInput): Promise<RefundResult> {
  const row = await store.find(input.reference);
  if (!row) throw new PaymentError('paymentNotFound', 'unknown payment');
  const status: RefundStatus = row.flow === 'frames' ? 'voided' : 'refunded';
  const known = async () => {
    const [made] = await store.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
    if (made && made.paymentId !== row.id) {
      throw new PaymentError('invalidRequest', 'this idempotency key named another payment');
    }
    return made ? { id: made.id, status } : undefined;
  };
  const again = await known();
  if (again) return again;
  if (row.status === 'refunded') {
    // Refunded before refunds were kept by key (migration 0010): it answers that refund, as then.
    const [kept] = await store.db
      .select({ id: sandboxRefunds.id })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, row.id))
      .limit(1);
    if (!kept) return { id: row.refundId ?? '', status };
  }
  const inParts = row.flow === 'intent';
  if (!inParts && row.status === 'refunded') return { id: row.refundId ?? '', status };
  if (!(input.amount > 0) || input.amount > row.amount - row.refundedAmount) {
    throw new PaymentError('invalidRequest', 'refund of another amount');
  }
  if (!inParts && input.amount !== row.amount)
    throw new PaymentError('invalidRequest', 'refund of another amount');
  const refundId = randomId('re_sbx_');
  let updated: SandboxPaymentRow | undefined;
  try {
    updated = await store.db.transaction(async (tx) => {
      const [payment] = await tx
        .update(sandboxPayments)
        .set({
          status: 'refunded',
          refundedAmount: sql`${sandboxPayments.refundedAmount} + ${input.amount}`,
          refundId: sql`coalesce(${sandboxPayments.refundId}, ${refundId})`,
          refundReason: sql`coalesce(${sandboxPayments.refundReason}, ${input.reason.slice(0, 500)})`,
          updatedAt: store.now(),
        })
        .where(
          and(
            eq(sandboxPayments.id, row.id),
            inArray(sandboxPayments.status, inParts ? ['succeeded', 'refunded'] : ['succeeded']),
            sql`${sandboxPayments.refundedAmount} + ${input.amount} <= ${sandboxPayments.amount}`,
          ),
        )
        .returning();
      if (!payment) return undefined;
      await tx.insert(sandboxRefunds).values({
        id: refundId,
        paymentId: row.id,
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        reason: input.reason.slice(0, 500),
      });
      return payment;
    });
  } catch (error) {
    // The same key at the same time: the other call's refund is the answer.
    const made = await known();
    if (made) return made;
    throw error;
  }
  if (!updated) {
    const made = await known();
    if (made) return made;
    const now = await store.find(row.id);
    if (now?.status === 'refunded' && !inParts) return { id: now.refundId ?? '', status };
    if (now?.status === 'refunded') throw new PaymentError('invalidRequest', 'refund of another amount');
    throw new PaymentError('paymentAlreadyProcessed', row.status);
  }
  store.log(updated, 'sandbox payment refunded');
  announceRefund(store, updated, input.amount);
  return { id: refundId, status };
}
