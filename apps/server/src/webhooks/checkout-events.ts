/**
 * Checkout.com's webhook events: the `Cko-Signature` header is the HMAC-SHA256 (hex) of the raw
 * body with the endpoint's secret key; the sandbox signs its events the same way. Checkout.com
 * signs no timestamp: a replayed event is answered by its id (each is handled once) and its
 * handling asks the gateway for the payment. See docs/payments.md, "Webhooks".
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FramesPaymentDetails } from '../payments/gateway.js';
import type { GatewayEvent, PaymentReport } from './stripe-events.js';

export function signCheckoutPayload(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** The event when its signature is the secret's for this exact body; else null. */
export function verifyCheckoutEvent(
  payload: string,
  signature: string | undefined,
  secret: string,
): GatewayEvent | null {
  if (!signature || !payload || !/^[0-9a-f]{64}$/i.test(signature)) return null;
  const expected = Buffer.from(signCheckoutPayload(payload, secret), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
  let event: {
    id?: unknown;
    type?: unknown;
    data?: { id?: unknown; payment_id?: unknown; amount?: unknown; reason?: unknown };
  };
  try {
    event = JSON.parse(payload) as typeof event;
  } catch {
    return null;
  }
  if (typeof event.id !== 'string' || typeof event.type !== 'string') return null;
  const data = event.data ?? {};
  // A dispute's own id is `dsp_…`; the payment it is about is `payment_id`.
  const reference =
    typeof data.payment_id === 'string' ? data.payment_id : typeof data.id === 'string' ? data.id : null;
  const amount =
    Number.isSafeInteger(data.amount) && (data.amount as number) >= 0 ? (data.amount as number) : 0;
  const report: PaymentReport | undefined =
    event.type === 'payment_refunded'
      ? { kind: 'refund', amount, total: false }
      : event.type === 'dispute_received'
        ? { kind: 'dispute', amount, reason: String(data.reason ?? 'unknown').slice(0, 100) }
        : undefined;
  return { id: event.id, type: event.type, reference, ...(report && { report }) };
}

/** A refund's or dispute's event as Checkout.com sends it (tests). */
export function checkoutReportEvent(report: PaymentReport, paymentId: string, now: Date): string {
  const data =
    report.kind === 'refund'
      ? {
          id: paymentId,
          action_id: `act_sbx_${randomBytes(8).toString('hex')}`,
          amount: report.amount,
          currency: 'AED',
        }
      : {
          id: `dsp_sbx_${randomBytes(8).toString('hex')}`,
          payment_id: paymentId,
          amount: report.amount,
          currency: 'AED',
          reason: report.reason,
        };
  return JSON.stringify({
    id: `evt_sbx_${randomBytes(12).toString('hex')}`,
    type: report.kind === 'refund' ? 'payment_refunded' : 'dispute_received',
    version: '1.0.33',
    created_on: now.toISOString(),
    data,
  });
}

/** An event as Checkout.com sends it for a payment (the sandbox's deliveries and tests). */
export function checkoutPaymentEvent(
  type: 'payment_approved' | 'payment_declined',
  payment: FramesPaymentDetails,
  now: Date,
): string {
  return JSON.stringify({
    id: `evt_sbx_${randomBytes(12).toString('hex')}`,
    type,
    version: '1.0.33',
    created_on: now.toISOString(),
    data: {
      id: payment.id,
      action_id: `act_sbx_${randomBytes(8).toString('hex')}`,
      amount: payment.amount,
      currency: payment.currency,
      reference: payment.reference,
      status: payment.status,
      ...(payment.declineReason ? { response_summary: payment.declineReason } : {}),
    },
  });
}
