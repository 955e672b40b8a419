/**
 * The sandbox's webhook announcements: a payment that succeeded, was declined or was refunded is
 * told to the listeners (webhooks/sandbox-deliveries.ts) in the shape its provider's webhook
 * would carry, so the server's webhook handling runs for sandbox payments too (docs/payments.md).
 */
import type { FramesPaymentDetails, IntentDetails } from '../gateway.js';
import type { SandboxPaymentRow } from '../payments.schema.js';
import type { SandboxPaymentStore } from './payment-store.js';
import { framesDetails, intentDetails } from './provider-statuses.js';

/** A change to a sandbox payment that its gateway announces by webhook (webhooks/). */
export type SandboxPaymentChange =
  | {
      gateway: 'intent';
      type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
      intent: IntentDetails;
    }
  | { gateway: 'frames'; type: 'payment_approved' | 'payment_declined'; payment: FramesPaymentDetails }
  /** A refund made: Stripe tells the charge's running total, Checkout.com this refund alone. */
  | { gateway: 'intent'; type: 'charge.refunded'; intent: IntentDetails; refundedTotal: number }
  | { gateway: 'frames'; type: 'payment_refunded'; payment: FramesPaymentDetails; amount: number };

/** A payment that succeeded or was declined, told to the listeners as its gateway tells webhooks. */
export function announce(store: SandboxPaymentStore, row: SandboxPaymentRow): void {
  if (store.listeners.size === 0) return;
  const succeeded = row.status === 'succeeded';
  const declined = row.status === 'declined' || (row.flow === 'intent' && row.declineCode !== null);
  if (!succeeded && !declined) return;
  let change: SandboxPaymentChange;
  if (row.flow === 'intent') {
    const intent = intentDetails(row);
    change = {
      gateway: 'intent',
      type: succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
      intent,
    };
  } else if (row.flow === 'frames') {
    change = {
      gateway: 'frames',
      type: succeeded ? 'payment_approved' : 'payment_declined',
      payment: framesDetails(row),
    };
  } else return;
  for (const listener of store.listeners) listener(change);
}

/** A refund, told as its gateway tells it (a voided Frames payment sends no refund event). */
export function announceRefund(store: SandboxPaymentStore, row: SandboxPaymentRow, amount: number): void {
  if (store.listeners.size === 0) return;
  let change: SandboxPaymentChange;
  if (row.flow === 'intent') {
    change = {
      gateway: 'intent',
      type: 'charge.refunded',
      intent: intentDetails(row),
      refundedTotal: row.refundedAmount,
    };
  } else if (row.flow === 'frames' && row.status === 'refunded') {
    change = { gateway: 'frames', type: 'payment_refunded', payment: framesDetails(row), amount };
  } else return;
  for (const listener of store.listeners) listener(change);
}
