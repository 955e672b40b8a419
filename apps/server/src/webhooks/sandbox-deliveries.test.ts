import Fastify from 'fastify';
import { fils } from '@storefront/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SandboxPaymentChange } from '../payments/sandbox/payment-changes.js';
import type { SandboxGateway } from '../payments/sandbox/sandbox-gateway.js';
import { checkoutReportEvent, signCheckoutPayload, verifyCheckoutEvent } from './checkout-events.js';
import { STRIPE_WEBHOOK_PATH } from './routes.js';
import { MAX_ATTEMPTS, deliverSandboxEvents } from './sandbox-deliveries.js';
import { signStripePayload, stripeChargeEvent, verifyStripeEvent } from './stripe-events.js';

const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const SECRET = 'whsec_test_sandbox_deliveries_7c21';

/** A sandbox that only announces what a test tells it to. */
function announcer() {
  const listeners = new Set<(change: SandboxPaymentChange) => void>();
  const sandbox = {
    onPaymentChange: (listener: (change: SandboxPaymentChange) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as Pick<SandboxGateway, 'onPaymentChange'> as SandboxGateway;
  const succeeded = (id: string) =>
    listeners.forEach((listener) =>
      listener({
        gateway: 'intent',
        type: 'payment_intent.succeeded',
        intent: { id, amount: fils(4200), currency: 'aed', status: 'succeeded' } as never,
      }),
    );
  return { sandbox, succeeded };
}

describe("the sandbox's deliveries are retried as a gateway retries them", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  /** An endpoint that refuses the first `refusals` deliveries, checking each signature. */
  async function endpoint(refusals: number) {
    const app = Fastify();
    const seen: { valid: boolean; id: string | undefined }[] = [];
    app.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const payload = JSON.stringify(request.body);
      const signature = request.headers['stripe-signature'];
      const event = verifyStripeEvent(payload, String(signature), SECRET, NOW);
      seen.push({ valid: event !== null, id: event?.id });
      return reply.status(seen.length <= refusals ? 503 : 200).send({});
    });
    const { sandbox, succeeded } = announcer();
    deliverSandboxEvents(app, sandbox, {
      secrets: { stripe: SECRET, checkout: null },
      clock: () => NOW,
      retryMs: 5,
    });
    await app.ready();
    close = () => app.close();
    return { seen, succeeded };
  }

  it('an event refused twice is delivered a third time, the same event, signed each time', async () => {
    const { seen, succeeded } = await endpoint(2);
    succeeded('pi_sbx_retried');
    await vi.waitFor(() => expect(seen).toHaveLength(3), { timeout: 2000, interval: 5 });
    expect(seen.every((delivery) => delivery.valid)).toBe(true);
    expect(new Set(seen.map((delivery) => delivery.id)).size).toBe(1);
    // Accepted: no more deliveries.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(3);
  });

  it(`an endpoint that never accepts gets ${MAX_ATTEMPTS} deliveries, then the sandbox gives up`, async () => {
    const { seen, succeeded } = await endpoint(1000);
    succeeded('pi_sbx_refused');
    await vi.waitFor(() => expect(seen).toHaveLength(MAX_ATTEMPTS), { timeout: 3000, interval: 5 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seen).toHaveLength(MAX_ATTEMPTS);
  });
});

describe('the sandbox can deliver its events out of order', () => {
  it('events announced together arrive newest first', async () => {
    const app = Fastify();
    const seen: string[] = [];
    app.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const event = request.body as { data: { object: { id: string } } };
      seen.push(event.data.object.id);
      return reply.send({});
    });
    const { sandbox, succeeded } = announcer();
    deliverSandboxEvents(app, sandbox, {
      secrets: { stripe: SECRET, checkout: null },
      clock: () => NOW,
      reorder: true,
    });
    await app.ready();
    try {
      succeeded('pi_first');
      succeeded('pi_second');
      succeeded('pi_third');
      await vi.waitFor(() => expect(seen).toHaveLength(3), { timeout: 2000, interval: 5 });
      expect(seen).toEqual(['pi_third', 'pi_second', 'pi_first']);
    } finally {
      await app.close();
    }
  });
});

describe('refund and dispute events are read as each gateway sends them', () => {
  it("Stripe: charge.refunded gives the running total refunded; a dispute its amount and reason, both of the charge's intent", () => {
    const refund = stripeChargeEvent({ kind: 'refund', amount: 1500, total: true }, 'pi_1', 4200, NOW);
    expect(verifyStripeEvent(refund, signStripePayload(refund, SECRET, NOW), SECRET, NOW)).toMatchObject({
      type: 'charge.refunded',
      reference: 'pi_1',
      report: { kind: 'refund', amount: 1500, total: true },
    });
    const dispute = stripeChargeEvent(
      { kind: 'dispute', amount: 4200, reason: 'fraudulent' },
      'pi_1',
      4200,
      NOW,
    );
    expect(verifyStripeEvent(dispute, signStripePayload(dispute, SECRET, NOW), SECRET, NOW)).toMatchObject({
      type: 'charge.dispute.created',
      reference: 'pi_1',
      report: { kind: 'dispute', amount: 4200, reason: 'fraudulent' },
    });
  });

  it('Checkout.com: payment_refunded is this refund alone; dispute_received names the payment by payment_id', () => {
    const refund = checkoutReportEvent({ kind: 'refund', amount: 700, total: false }, 'pay_1', NOW);
    expect(verifyCheckoutEvent(refund, signCheckoutPayload(refund, SECRET), SECRET)).toMatchObject({
      type: 'payment_refunded',
      reference: 'pay_1',
      report: { kind: 'refund', amount: 700, total: false },
    });
    const dispute = checkoutReportEvent(
      { kind: 'dispute', amount: 4200, reason: 'fraudulent' },
      'pay_1',
      NOW,
    );
    expect(verifyCheckoutEvent(dispute, signCheckoutPayload(dispute, SECRET), SECRET)).toMatchObject({
      type: 'dispute_received',
      reference: 'pay_1',
      report: { kind: 'dispute', amount: 4200, reason: 'fraudulent' },
    });
    // A report whose body was changed after signing is not read at all.
    expect(
      verifyCheckoutEvent(dispute.replace('4200', '1'), signCheckoutPayload(dispute, SECRET), SECRET),
    ).toBeNull();
  });
});
