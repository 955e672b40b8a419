/**
 * The payment gateways' webhook endpoint, and the sandbox's own events delivered to it, signed as
 * a live gateway would sign them, so the sandbox exercises the same path as production.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { webhookRoutes } from '../webhooks/routes.js';
import { deliverSandboxEvents } from '../webhooks/sandbox-deliveries.js';
import type { AppOptions, AppServices } from './types.js';

/**
 * The gateways' webhook endpoint. With the sandbox, the server signs its own sandbox's events
 * with a secret of this process (unless one is configured) and delivers them to itself.
 */
export async function registerWebhooks(
  app: FastifyInstance,
  options: AppOptions,
  services: AppServices,
  clock: () => Date,
): Promise<void> {
  const { gateways } = services;
  const sandboxSecret = (flow: 'intent' | 'frames', prefix: string) =>
    gateways.sandbox !== null && gateways.modes[flow] === 'sandbox'
      ? `${prefix}${randomBytes(24).toString('hex')}`
      : null;
  const stripeSecret = options.payments?.STRIPE_WEBHOOK_SECRET ?? sandboxSecret('intent', 'whsec_sbx_');
  const checkoutSecret = options.payments?.CHECKOUT_WEBHOOK_SECRET ?? sandboxSecret('frames', 'ckosbx_');
  if (!stripeSecret && gateways.modes.intent === 'live')
    app.log.warn('payments: STRIPE_WEBHOOK_SECRET is not set; Stripe webhook events are refused');
  if (!checkoutSecret && gateways.modes.frames === 'live')
    app.log.warn('payments: CHECKOUT_WEBHOOK_SECRET is not set; Checkout.com webhook events are refused');
  const { db } = options.database;
  await app.register(webhookRoutes, {
    db,
    brands: services.brands,
    catalogue: services.catalogue,
    gateways,
    clock,
    unplaced: services.unplaced,
    tableSecret: services.tableSecret,
    logger: services.logger,
    stripeSecret,
    checkoutSecret,
  });
  if (gateways.sandbox) {
    // The sandbox's own events only: a live gateway's secret never signs sandbox events.
    const secrets = {
      stripe: gateways.modes.intent === 'sandbox' ? stripeSecret : null,
      checkout: gateways.modes.frames === 'sandbox' ? checkoutSecret : null,
    };
    deliverSandboxEvents(app, gateways.sandbox, { ...options.sandboxWebhooks, secrets, clock });
  }
}
