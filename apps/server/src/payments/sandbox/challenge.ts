/**
 * The sandbox's 3-D Secure challenge, shared by every flow: what the challenge and hosted pages
 * show of a payment, the payer's one decision, and where the browser goes back to afterwards.
 */
import { AUTHENTICATION_FAILED_MESSAGE, PaymentError } from '../payment-error.js';
import type { SandboxPaymentRow } from '../payments.schema.js';
import { announce } from './payment-changes.js';
import type { PaymentPatch, SandboxPaymentStore } from './payment-store.js';
import type { SandboxPaymentView, SandboxRedirect } from './types.js';

/** A payment as its pages show it. Throws `paymentNotFound` for an unknown id. */
export async function viewPayment(store: SandboxPaymentStore, id: string): Promise<SandboxPaymentView> {
  const row = await store.find(id);
  if (!row) throw new PaymentError('paymentNotFound', 'unknown payment');
  return {
    id: row.id,
    flow: row.flow,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    description: row.description,
    language: row.language,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
  };
}

/**
 * The payer's answer on the challenge page. Decided once: a second answer throws
 * `paymentAlreadyProcessed`. Returns where the browser goes next: the intent's return URL
 * (with `payment_intent` and `redirect_status`), the frames success/failure URL with
 * `cko-session-id`, or the hosted page's success/failure URL.
 */
export async function decideChallenge(
  store: SandboxPaymentStore,
  id: string,
  decision: 'approve' | 'deny',
): Promise<SandboxRedirect> {
  const row = await store.find(id);
  if (!row) throw new PaymentError('paymentNotFound', 'unknown payment');
  const approved = decision === 'approve';
  const patch: PaymentPatch = approved
    ? { status: 'succeeded' }
    : {
        status: row.flow === 'intent' ? 'awaiting_card' : 'declined',
        declineCode:
          row.flow === 'intent' ? 'payment_intent_authentication_failure' : 'authentication_failed',
        declineReason: AUTHENTICATION_FAILED_MESSAGE,
      };
  const updated = await store.transition(row.id, 'awaiting_3ds', patch);
  if (!updated) throw new PaymentError('paymentAlreadyProcessed', row.status);
  if (approved) await store.saveCardOf(updated);
  store.log(updated, `sandbox 3-D Secure ${approved ? 'approved' : 'denied'}`);
  announce(store, updated);
  return { redirectUrl: returnUrlAfterChallenge(updated, approved), status: updated.status };
}

function returnUrlAfterChallenge(row: SandboxPaymentRow, approved: boolean): string | null {
  if (row.flow === 'intent') {
    if (!row.returnUrl) return null;
    return withQuery(row.returnUrl, {
      payment_intent: row.id,
      payment_intent_client_secret: row.clientSecret ?? '',
      redirect_status: approved ? 'succeeded' : 'failed',
    });
  }
  const target = approved ? row.successUrl : row.failureUrl;
  if (!target) return null;
  return row.flow === 'frames' ? withQuery(target, { 'cko-session-id': row.id }) : target;
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
