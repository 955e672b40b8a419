import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PlaceOrderDeps } from '../orders/place-order.js';
import type { PaymentsLogger } from '../payments/gateway.js';
import { completePayment } from './complete-payment.js';
import { markHandled, storeEvent } from './event-store.js';
import { notePayment } from './payment-notices.js';
import { webhookEvents } from '../ops/metrics.js';
import { verifyCheckoutEvent } from './checkout-events.js';
import { verifyStripeEvent, type GatewayEvent } from './stripe-events.js';

/** Where Stripe and Checkout.com are told to send this server's events (README, "Configuration"). */
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';
export const CHECKOUT_WEBHOOK_PATH = '/webhooks/checkout';

/** The events that say a payment went through. */
const SUCCEEDED = new Set(['payment_intent.succeeded', 'payment_approved', 'payment_captured']);

/**
 * A success the server cannot act on yet: the payment is not known here (its start has not been
 * recorded: the event overtook the gateway's own answer) or the gateway does not say it succeeded
 * yet. Such an event stays unhandled and is refused (503), so the gateway delivers it again, for
 * this long after it first came; after that it is recorded as it is (the sweep remains).
 */
const NOT_YET = new Set(['pending', 'unknownPayment']);
export const RETRY_WINDOW_MS = 10 * 60_000;

/** A Stripe event body is small; anything larger is not one. */
const MAX_EVENT_BYTES = 256 * 1024;

export interface WebhookRoutesOptions extends PlaceOrderDeps {
  logger: PaymentsLogger;
  /** The endpoint's signing secret (`whsec_…`); null: events are refused (no secret configured). */
  stripeSecret: string | null;
  /** Checkout.com's webhook secret key; null: its events are refused. */
  checkoutSecret: string | null;
}

/**
 * What an event does: a payment that succeeded is completed now (its order placed, its link or
 * share settled); a dispute or a refund made in the gateway's dashboard is noted on its order;
 * every other event is kept for the record. Handled once per event id, whatever the deliveries.
 */
export async function handleGatewayEvent(
  options: Omit<WebhookRoutesOptions, 'stripeSecret' | 'checkoutSecret'>,
  gateway: 'stripe' | 'checkout',
  event: GatewayEvent,
  now: Date,
): Promise<string> {
  const stored = await storeEvent(options.db, gateway, event, now);
  if (stored.kind === 'handled') return stored.outcome;
  const outcome = !event.reference
    ? 'recorded'
    : SUCCEEDED.has(event.type)
      ? await completePayment(options, event.reference, now)
      : event.report
        ? await notePayment(options.db, event.reference, event.report, now)
        : 'recorded';
  if (NOT_YET.has(outcome) && now.getTime() - stored.receivedAt.getTime() < RETRY_WINDOW_MS) return 'notYet';
  await markHandled(options.db, event.id, outcome, now);
  webhookEvents.inc({ gateway, outcome });
  return outcome;
}

/** 200 with what was done; 503 with Retry-After for an event to be delivered again later. */
function answer(reply: FastifyReply, outcome: string) {
  if (outcome === 'notYet')
    return reply.status(503).header('retry-after', '30').send({ received: false, outcome });
  return reply.send({ received: true, outcome });
}

/**
 * `POST /webhooks/stripe` and `POST /webhooks/checkout`: the raw body is checked against the
 * gateway's signature header before anything is read from it; an unsigned, wrongly signed (or, for
 * Stripe, stale) event gets 400 and writes nothing.
 */
export async function webhookRoutes(app: FastifyInstance, options: WebhookRoutesOptions): Promise<void> {
  // The signature covers the exact bytes sent: the body is kept as text, not parsed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_EVENT_BYTES },
    (_r, body, done) => done(null, body),
  );
  const handled = async (gateway: 'stripe' | 'checkout', event: GatewayEvent, now: Date) => {
    const outcome = await handleGatewayEvent(options, gateway, event, now);
    if (outcome === 'refunded')
      options.logger.warn({ event: event.id, reference: event.reference }, 'webhook: payment given back');
    return outcome;
  };
  app.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
    if (!options.stripeSecret) return reply.status(503).send({ error: 'webhook secret not configured' });
    const header = request.headers['stripe-signature'];
    const payload = typeof request.body === 'string' ? request.body : '';
    const now = options.clock();
    const event = verifyStripeEvent(
      payload,
      typeof header === 'string' ? header : undefined,
      options.stripeSecret,
      now,
    );
    if (!event) return reply.status(400).send({ error: 'invalid signature' });
    return answer(reply, await handled('stripe', event, now));
  });
  app.post(CHECKOUT_WEBHOOK_PATH, async (request, reply) => {
    if (!options.checkoutSecret) return reply.status(503).send({ error: 'webhook secret not configured' });
    const header = request.headers['cko-signature'];
    const payload = typeof request.body === 'string' ? request.body : '';
    const event = verifyCheckoutEvent(
      payload,
      typeof header === 'string' ? header : undefined,
      options.checkoutSecret,
    );
    if (!event) return reply.status(400).send({ error: 'invalid signature' });
    return answer(reply, await handled('checkout', event, options.clock()));
  });
}
