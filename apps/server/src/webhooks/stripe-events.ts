/**
 * Stripe's webhook events: checked with the Stripe SDK's own signature check over the raw body
 * (HMAC-SHA256 of `timestamp.payload` with the endpoint's secret, a 5-minute tolerance), and made
 * the same way for the sandbox, so the same check runs in every test. See docs/payments.md,
 * "Webhooks".
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { IntentDetails } from '../payments/gateway.js';

/** Stripe's default: an event signed more than 5 minutes before it arrives is refused (replays). */
export const STRIPE_TOLERANCE_SECONDS = 300;

/**
 * What a gateway reported about a payment after it was made: money given back (`total`: all given
 * back so far, as Stripe says it; else this refund alone, as Checkout.com does) or a dispute the
 * payer opened with their bank.
 */
export type PaymentReport =
  { kind: 'refund'; amount: number; total: boolean } | { kind: 'dispute'; amount: number; reason: string };

/** What the server reads of an event: its id, type and the payment it is about. */
export interface GatewayEvent {
  id: string;
  type: string;
  /** The payment intent the event is about, when it is about one. */
  reference: string | null;
  /** A refund or dispute event's report (signed by the gateway: read as it is, it moves no money). */
  report?: PaymentReport;
}

const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The event when the signature is Stripe's (or the sandbox's) for this body and recent; else null. */
export function verifyStripeEvent(
  payload: string,
  signature: string | undefined,
  secret: string,
  now: Date,
): GatewayEvent | null {
  if (!signature || !payload) return null;
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      payload,
      signature,
      secret,
      STRIPE_TOLERANCE_SECONDS,
      undefined,
      // Milliseconds: the SDK measures the signature's age from here (this server's clock).
      now.getTime(),
    );
  } catch {
    return null;
  }
  const report = reportOf(event);
  return { id: event.id, type: event.type, reference: referenceOf(event), ...(report && { report }) };
}

const count = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : 0;

function reportOf(event: Stripe.Event): PaymentReport | undefined {
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    return { kind: 'refund', amount: count(charge.amount_refunded), total: true };
  }
  if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object;
    return { kind: 'dispute', amount: count(dispute.amount), reason: String(dispute.reason).slice(0, 100) };
  }
  return undefined;
}

/** The intent an event is about: the intent itself, or the one a charge or dispute belongs to. */
function referenceOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
  if (object.object === 'payment_intent' && typeof object.id === 'string') return object.id;
  const intent = object.payment_intent;
  if (typeof intent === 'string') return intent;
  if (intent && typeof intent === 'object' && 'id' in intent && typeof intent.id === 'string')
    return intent.id;
  return null;
}

/** An event as Stripe sends it for a payment intent (the sandbox's deliveries and tests). */
export function stripeIntentEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  intent: IntentDetails,
  now: Date,
): string {
  return stripeEvent(type, now, {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    description: intent.description ?? null,
    customer: intent.customerRef ?? null,
    last_payment_error: intent.lastError ? { message: intent.lastError.message } : null,
  });
}

/** The `Stripe-Signature` header Stripe would send with `payload`, signed at `now`. */
export function signStripePayload(payload: string, secret: string, now: Date): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: unixSeconds(now) });
}

/** A charge's or dispute's event as Stripe sends it (tests): `charge.refunded` or `charge.dispute.created`. */
export function stripeChargeEvent(
  report: PaymentReport,
  intentId: string,
  amount: number,
  now: Date,
): string {
  const object =
    report.kind === 'refund'
      ? {
          id: `ch_sbx_${randomBytes(8).toString('hex')}`,
          object: 'charge',
          amount,
          amount_refunded: report.amount,
          currency: 'aed',
          payment_intent: intentId,
          refunded: report.amount >= amount,
        }
      : {
          id: `dp_sbx_${randomBytes(8).toString('hex')}`,
          object: 'dispute',
          amount: report.amount,
          currency: 'aed',
          payment_intent: intentId,
          reason: report.reason,
          status: 'needs_response',
        };
  return stripeEvent(report.kind === 'refund' ? 'charge.refunded' : 'charge.dispute.created', now, object);
}

/** Stripe's event envelope around `object`, with an id of its own. */
function stripeEvent(type: string, now: Date, object: Record<string, unknown>): string {
  return JSON.stringify({
    id: `evt_sbx_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2024-06-20',
    created: unixSeconds(now),
    livemode: false,
    type,
    data: { object },
  });
}
