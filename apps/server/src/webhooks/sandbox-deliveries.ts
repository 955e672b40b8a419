import type { FastifyInstance } from 'fastify';
import type { SandboxPaymentChange } from '../payments/sandbox/payment-changes.js';
import type { SandboxGateway } from '../payments/sandbox/sandbox-gateway.js';
import { checkoutPaymentEvent, checkoutReportEvent, signCheckoutPayload } from './checkout-events.js';
import { CHECKOUT_WEBHOOK_PATH, STRIPE_WEBHOOK_PATH } from './routes.js';
import { signStripePayload, stripeChargeEvent, stripeIntentEvent } from './stripe-events.js';

type Outgoing = { url: string; payload: string; sign: () => Record<string, string> };

/** Deliveries of one event before the sandbox gives up (Stripe keeps trying for three days). */
export const MAX_ATTEMPTS = 6;
const RETRY_MS = 500;

/**
 * How the sandbox delivers its events, to exercise the real endpoint as a gateway would: late
 * (`delayMs`), more than once (`copies`), or not at all (`drop`). Defaults: at once, once.
 */
export interface SandboxWebhookOptions {
  delayMs?: number;
  copies?: number;
  drop?: boolean;
  /** The first retry's wait (default 500 ms); each next one waits twice as long. */
  retryMs?: number;
  /**
   * Out of order: the events announced within a window (`delayMs`, at least 20 ms) are delivered
   * newest first, as a gateway may deliver them.
   */
  reorder?: boolean;
}

/**
 * The sandbox sends its intents' events to this server's own endpoint, signed with the endpoint's
 * secret exactly as Stripe signs them, so the signature check and the event handling run for
 * every sandbox payment. Deliveries still in flight when the server closes are awaited.
 */
export function deliverSandboxEvents(
  app: FastifyInstance,
  sandbox: SandboxGateway,
  options: SandboxWebhookOptions & {
    secrets: { stripe: string | null; checkout: string | null };
    clock: () => Date;
  },
): void {
  if (options.drop) return;
  const inFlight = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  let closing = false;
  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  /** One delivery; refused or failed, it is tried again later, as Stripe retries its webhooks. */
  const send = (event: Outgoing, attempt = 1) => {
    if (closing) return;
    const headers = { 'content-type': 'application/json', ...event.sign() };
    const delivery = app
      .inject({ method: 'POST', url: event.url, headers, payload: event.payload })
      .then(
        (response) => response.statusCode,
        () => 0,
      )
      .then((status) => {
        if (status === 200) return;
        app.log.warn({ status, attempt }, 'sandbox webhook not accepted; trying again');
        if (attempt < MAX_ATTEMPTS)
          later(() => send(event, attempt + 1), (options.retryMs ?? RETRY_MS) * 2 ** (attempt - 1));
      })
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  };
  /** The event as its gateway would send it, signed at each delivery (Stripe signs the time). */
  const outgoing = (change: SandboxPaymentChange): Outgoing | null => {
    const { stripe, checkout } = options.secrets;
    if (change.gateway === 'intent') {
      if (!stripe) return null;
      const payload =
        change.type === 'charge.refunded'
          ? stripeChargeEvent(
              { kind: 'refund', amount: change.refundedTotal, total: true },
              change.intent.id,
              change.intent.amount,
              options.clock(),
            )
          : stripeIntentEvent(change.type, change.intent, options.clock());
      return {
        url: STRIPE_WEBHOOK_PATH,
        payload,
        sign: () => ({ 'stripe-signature': signStripePayload(payload, stripe, options.clock()) }),
      };
    }
    if (!checkout) return null;
    const payload =
      change.type === 'payment_refunded'
        ? checkoutReportEvent(
            { kind: 'refund', amount: change.amount, total: false },
            change.payment.id,
            options.clock(),
          )
        : checkoutPaymentEvent(change.type, change.payment, options.clock());
    return {
      url: CHECKOUT_WEBHOOK_PATH,
      payload,
      sign: () => ({ 'cko-signature': signCheckoutPayload(payload, checkout) }),
    };
  };
  let held: Outgoing[] = [];
  const stop = sandbox.onPaymentChange((change) => {
    const event = outgoing(change);
    if (!event) return;
    if (options.reorder) {
      held.push(event);
      if (held.length > 1) return;
      later(
        () => {
          const newestFirst = held.reverse();
          held = [];
          for (const each of newestFirst)
            for (let copy = 0; copy < (options.copies ?? 1); copy += 1) send(each);
        },
        Math.max(20, options.delayMs ?? 0),
      );
      return;
    }
    for (let copy = 0; copy < (options.copies ?? 1); copy += 1) {
      if (!options.delayMs) {
        // After the answer that caused it, as a real gateway's event arrives.
        setImmediate(() => send(event));
        continue;
      }
      later(() => send(event), options.delayMs);
    }
  });
  app.addHook('preClose', async () => {
    closing = true;
    stop();
    for (const timer of timers) clearTimeout(timer);
    await Promise.allSettled([...inFlight]);
  });
}
