/**
 * Checkout.com's webhook events: the `Cko-Signature` header is the HMAC-SHA256 (hex) of the raw
 * body with the endpoint's secret key; the sandbox signs its events the same way. Checkout.com
 * signs no timestamp: a replayed event is answered by its id (each is handled once) and its
 * handling asks the gateway for the payment. See docs/payments.md, "Webhooks".
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FramesPaymentDetails } from '../payments/gateway.js';
import type { GatewayEvent } from './stripe-events.js';

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
  let event: { id?: unknown; type?: unknown; data?: { id?: unknown } };
  try {
    event = JSON.parse(payload) as typeof event;
  } catch {
    return null;
  }
  if (typeof event.id !== 'string' || typeof event.type !== 'string') return null;
  return {
    id: event.id,
    type: event.type,
    reference: typeof event.data?.id === 'string' ? event.data.id : null,
  };
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
