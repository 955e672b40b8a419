import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { paymentRefunds } from '../db/schema.js';
import type { PaymentGateways } from '../payments/gateway.js';
import { isPaymentError } from '../payments/payment-error.js';
import type { LinkRow } from './link-store.js';

/** Why a link payment is given back, for the provider's and the staff's records. */
export const SECOND_PAYMENT_REASON = 'The payment link was already paid by another payment';

/**
 * A link is paid once. Should a second Checkout.com payment for the same link go through (two
 * tabs, each past its own 3-D Secure page), it is voided or refunded through the gateway, once
 * (the refund row is the claim; the provider's idempotency key the guarantee), and the payer is
 * told the link was already paid. Answers whether money was given back.
 */
export async function giveBackSecondFramesPayment(
  deps: { db: Db; gateways: PaymentGateways },
  link: LinkRow,
  paymentId: string,
): Promise<boolean> {
  if (paymentId === link.transactionRef) return false;
  const details = await deps.gateways.frames.getPaymentDetails(paymentId).catch(() => undefined);
  if (!details?.approved || details.reference !== link.cartId || details.id === link.transactionRef)
    return false;
  const claimed = await deps.db
    .insert(paymentRefunds)
    .values({
      transactionRef: details.id,
      gateway: 'frames',
      brandId: link.brandId,
      storeId: link.storeId ?? '',
      userId: null,
      amount: details.amount,
      reason: SECOND_PAYMENT_REASON,
      status: 'requested',
    })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return true;
  try {
    const result = await deps.gateways.frames.refundPayment({
      reference: details.id,
      amount: details.amount,
      reason: SECOND_PAYMENT_REASON,
      idempotencyKey: `refund-${details.id}`,
    });
    await deps.db
      .update(paymentRefunds)
      .set({ status: result.status, gatewayRefundId: result.id, updatedAt: new Date() })
      .where(and(eq(paymentRefunds.transactionRef, details.id), eq(paymentRefunds.part, 0)));
  } catch (error) {
    const failure = isPaymentError(error) ? `${error.code}: ${error.detail ?? ''}` : String(error);
    await deps.db
      .update(paymentRefunds)
      .set({ status: 'failed', failure: failure.slice(0, 500), updatedAt: new Date() })
      .where(and(eq(paymentRefunds.transactionRef, details.id), eq(paymentRefunds.part, 0)));
  }
  return true;
}
