import { randomBytes } from 'node:crypto';
import { said, type Said } from '../http/messages.js';
import type { Schemas } from '@storefront/contract';
import type { FastifyRequest } from 'fastify';
import type { BrandService } from '../brands/brand-service.js';
import type { Db } from '../db/database.js';
import type { IntegrationRow } from '../db/schema.js';
import { errorBody, type Handler } from '../http/api-types.js';
import type { PaymentGateways } from '../payments/gateway.js';
import { declineSaid, isPaymentError } from '../payments/payment-error.js';
import { paymentMessages } from '../payments/messages.js';
import { isOwnUrl } from '../payments/order-payments.js';
import {
  claimLinkPayment,
  linkByCartId,
  linkExpired,
  markLinkVerified,
  releaseLinkPayment,
  type LinkClaim,
  type LinkRow,
} from './link-store.js';
import { giveBackSecondFramesPayment } from './second-payment.js';

export interface PaymentLinksContext {
  db: Db;
  brands: BrandService;
  gateways: PaymentGateways;
  clock: () => Date;
}

/** Spec section 5 "Payment link" texts. */
export const linkMessages = {
  invalidCartId: said('invalidCartId', 'Invalid cart Id'),
  brandOrCart: said('invalidBrandOrCart', 'brandId or cartId is not valid, please try again'),
  gatewayDisabled: said(
    'paymentLinkGatewayDisabled',
    'The payment link gateway is not enabled, please contact the store',
  ),
  invalidGateway: said('invalidPaymentGateway', 'Invalid Payment Gateway'),
  alreadyPaid: said('paymentLinkAlreadyPaid', 'This payment link has already been paid'),
  notVerified: said('paymentFailedOrCancelled', 'Payment failed or cancelled'),
  expired: said('paymentLinkExpired', 'This payment link has expired'),
  underway: said(
    'paymentLinkPaymentUnderway',
    'A payment for this link is already underway, please wait a moment and try again',
  ),
} as const;

/** How long a payment start may hold its link at most (a gateway call that never answers). */
export const LINK_CLAIM_MS = 60_000;

function toApiLinkAt(row: LinkRow, integrations: IntegrationRow[], now: Date): Schemas['PaymentLink'] {
  const stripe = integrations.find((integration) => integration.name === 'stripe' && integration.isActive);
  return {
    cartId: row.cartId,
    brandId: row.brandId,
    amount: row.amount,
    linkCreationDate: row.linkCreationDate,
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
    purposeOfPayment: row.purposeOfPayment,
    message: row.message,
    paymentGateway: row.paymentGateway,
    paymentStatus: row.paymentStatus,
    taxIncluded: true,
    receipt:
      row.paymentStatus === 'VERIFIED' && row.receiptNumber && row.paidAt
        ? { receiptNumber: row.receiptNumber, paidAt: row.paidAt }
        : null,
    ...(row.paymentGateway === 'STRIPE' &&
      stripe?.metaData.publishableKey && { publishableKey: stripe.metaData.publishableKey }),
    expiresAt: row.expiresAt,
    expired: row.paymentStatus === 'NOT_VERIFIED' && linkExpired(row, now),
  };
}

/**
 * A link can be paid through its gateway only when the brand has that integration active (and
 * for Stripe a publishable key): spec section 5.
 */
export function gatewayEnabled(gateway: LinkRow['paymentGateway'], integrations: IntegrationRow[]): boolean {
  const active = (name: string) =>
    integrations.find((integration) => integration.name === name && integration.isActive);
  if (gateway === 'STRIPE') return Boolean(active('stripe')?.metaData.publishableKey);
  return Boolean(active('checkout'));
}

/** What a payment-link intent says it is for; verify accepts only an intent made for that link. */
export function linkPaymentDescription(cartId: string): string {
  return `Payment link ${cartId}`;
}

export function paymentLinksHandlers(context: PaymentLinksContext) {
  const { db, gateways } = context;
  /** The link as the API describes it, `expired` by the server's clock. */
  const toApiLink = (row: LinkRow, integrations: IntegrationRow[]) =>
    toApiLinkAt(row, integrations, context.clock());

  type Refusal = { status: 400 | 404; body: ReturnType<typeof errorBody> };

  async function load(
    brandId: string,
    cartId: string,
  ): Promise<Refusal | { row: LinkRow; integrations: IntegrationRow[] }> {
    const row = await linkByCartId(db, cartId);
    if (!row) return { status: 404 as const, body: errorBody('NOT_FOUND', linkMessages.invalidCartId) };
    const brand = await context.brands.byId(brandId);
    if (!brand || row.brandId !== brandId) {
      return { status: 400 as const, body: errorBody('BAD_REQUEST', linkMessages.brandOrCart) };
    }
    return { row, integrations: brand.activeIntegrations as IntegrationRow[] };
  }

  /** NOT_VERIFIED becomes VERIFIED exactly once, and a gateway payment pays one link only. */
  async function markPaid(row: LinkRow, reference: string): Promise<LinkRow | undefined> {
    const now = context.clock();
    try {
      return await markLinkVerified(db, row.cartId, {
        transactionRef: reference,
        receiptNumber: `R-${randomBytes(5).toString('hex').toUpperCase()}`,
        paidAt: Math.floor(now.getTime() / 1000),
        updatedAt: now,
      });
    } catch {
      return undefined;
    }
  }

  /** The link's own gateway, enabled for its brand (spec section 5); checked on initiate and on verify. */
  function gatewayRefusal(row: LinkRow, integrations: IntegrationRow[], gateway: LinkRow['paymentGateway']) {
    if (row.paymentGateway !== gateway)
      return { status: 400 as const, body: errorBody('BAD_REQUEST', linkMessages.invalidGateway) };
    if (!gatewayEnabled(gateway, integrations)) {
      return { status: 400 as const, body: errorBody('BAD_REQUEST', linkMessages.gatewayDisabled) };
    }
    return undefined;
  }

  function payable(row: LinkRow, integrations: IntegrationRow[], gateway: LinkRow['paymentGateway']) {
    const refused = gatewayRefusal(row, integrations, gateway);
    if (refused) return refused;
    if (row.paymentStatus === 'VERIFIED')
      return { status: 409 as const, body: errorBody('CONFLICT', linkMessages.alreadyPaid) };
    if (linkExpired(row, context.clock()))
      return { status: 409 as const, body: errorBody('CONFLICT', linkMessages.expired) };
    return undefined;
  }

  const claimRefusals: Record<Exclude<LinkClaim, 'claimed' | 'missing'>, Said> = {
    paid: linkMessages.alreadyPaid,
    expired: linkMessages.expired,
    underway: linkMessages.underway,
  };

  /**
   * One payment start per link at a time (beyond the spec: a link is single-use): the start holds
   * the link while the gateway answers, so a second start meanwhile is refused and charges nothing.
   */
  const initiateFramesOnce: Handler<'initiatePaymentLinkFrames'> = async (args) => {
    const loaded = await load(args.body.brandId, args.body.cartId);
    if ('status' in loaded) return loaded;
    const refused = payable(loaded.row, loaded.integrations, 'CHECKOUTDOTCOM');
    if (refused) return refused;
    const now = context.clock();
    const claim = await claimLinkPayment(db, args.body.cartId, now, new Date(now.getTime() + LINK_CLAIM_MS));
    if (claim === 'missing') return initiatePaymentLinkFrames(args);
    if (claim !== 'claimed') return { status: 409, body: errorBody('CONFLICT', claimRefusals[claim]) };
    try {
      return await initiatePaymentLinkFrames(args);
    } finally {
      await releaseLinkPayment(db, args.body.cartId);
    }
  };

  /**
   * A link is paid once: a verification that lost to another payment of the same link (or came
   * after it) gives its own payment back and says the link was already paid.
   */
  const verifyFramesOnce: Handler<'verifyPaymentLinkFrames'> = async (args) => {
    const answer = await verifyPaymentLinkFrames(args);
    if (answer.status !== 200 && answer.status !== 409) return answer;
    const link = await linkByCartId(db, args.body.cartId);
    if (!link || link.paymentStatus !== 'VERIFIED' || link.transactionRef === args.body.paymentId)
      return answer;
    await giveBackSecondFramesPayment({ db, gateways }, link, args.body.paymentId);
    return { status: 409, body: errorBody('CONFLICT', linkMessages.alreadyPaid) };
  };

  const getPaymentLinkInfo: Handler<'getPaymentLinkInfo'> = async ({ body }) => {
    const loaded = await load(body.brandId, body.cartId);
    if ('status' in loaded) return loaded;
    return { status: 200, body: { success: 1, data: toApiLink(loaded.row, loaded.integrations) } };
  };

  const initiatePaymentLinkFrames: Handler<'initiatePaymentLinkFrames'> = async ({ body, request }) => {
    const loaded = await load(body.brandId, body.cartId);
    if ('status' in loaded) return loaded;
    const refused = payable(loaded.row, loaded.integrations, 'CHECKOUTDOTCOM');
    if (refused) return refused;
    if (
      !isOwnUrl(request as FastifyRequest, body.successUrl) ||
      !isOwnUrl(request as FastifyRequest, body.failureUrl)
    ) {
      return { status: 400, body: errorBody('BAD_REQUEST', paymentMessages.returnUrl) };
    }
    try {
      const payment = await gateways.frames.requestPayment({
        amount: loaded.row.amount,
        currency: 'AED',
        source: { type: 'token', token: body.token },
        reference: loaded.row.cartId,
        successUrl: body.successUrl,
        failureUrl: body.failureUrl,
        language: body.language ?? 'EN',
      });
      if (payment.status === 'Declined') {
        return {
          status: 400,
          body: errorBody('PAYMENT_FAILED', declineSaid(payment.declineReason)),
        };
      }
      return {
        status: 200,
        body: {
          success: 1,
          gatewayData: {
            three_d_secure_redirection_required: payment.threeDSRedirectionRequired,
            transactionDetail: {
              id: payment.id,
              status: payment.status,
              ...(payment.redirectLink && { redirectLink: payment.redirectLink }),
            },
          },
        },
      };
    } catch (error) {
      if (isPaymentError(error)) return { status: 400, body: errorBody('PAYMENT_FAILED', error.said) };
      throw error;
    }
  };

  const verifyPaymentLinkFrames: Handler<'verifyPaymentLinkFrames'> = async ({ body }) => {
    const loaded = await load(body.brandId, body.cartId);
    if ('status' in loaded) return loaded;
    if (loaded.row.paymentStatus === 'VERIFIED') {
      return loaded.row.transactionRef === body.paymentId
        ? { status: 200, body: { success: 1, data: toApiLink(loaded.row, loaded.integrations) } }
        : { status: 409, body: errorBody('CONFLICT', linkMessages.alreadyPaid) };
    }
    const refused = gatewayRefusal(loaded.row, loaded.integrations, 'CHECKOUTDOTCOM');
    if (refused) return refused;
    const payment = await gateways.frames.getPaymentDetails(body.paymentId).catch(() => undefined);
    if (
      !payment?.approved ||
      payment.amount !== loaded.row.amount ||
      payment.reference !== loaded.row.cartId
    ) {
      return { status: 400, body: errorBody('PAYMENT_FAILED', linkMessages.notVerified) };
    }
    const updated = await markPaid(loaded.row, payment.id);
    const current = await linkByCartId(db, body.cartId);
    return { status: 200, body: { success: 1, data: toApiLink(updated ?? current!, loaded.integrations) } };
  };

  const createPaymentLinkIntent: Handler<'createPaymentLinkIntent'> = async ({ body }) => {
    const loaded = await load(body.brandId, body.cartId);
    if ('status' in loaded) return loaded;
    const refused = payable(loaded.row, loaded.integrations, 'STRIPE');
    if (refused) return refused;
    try {
      const intent = await gateways.intent.createPaymentIntent({
        amount: loaded.row.amount,
        currency: 'aed',
        paymentMethod: 'CARD',
        description: linkPaymentDescription(loaded.row.cartId),
        idempotencyKey: `payment-link-${loaded.row.cartId}`,
      });
      return {
        status: 200,
        body: {
          success: 1,
          gatewayData: { isVerified: intent.status === 'succeeded' },
          fetchedLink: {
            transactionDetail: {
              id: intent.id,
              client_secret: intent.clientSecret,
              ...(gateways.modes.intent === 'sandbox' && { confirmUrl: '/sandbox/intent/confirm' }),
            },
          },
        },
      };
    } catch (error) {
      if (isPaymentError(error)) return { status: 400, body: errorBody('PAYMENT_FAILED', error.said) };
      throw error;
    }
  };

  const verifyPaymentLinkIntent: Handler<'verifyPaymentLinkIntent'> = async ({ body }) => {
    const loaded = await load(body.brandId, body.cartId);
    if ('status' in loaded) return loaded;
    if (loaded.row.paymentStatus === 'VERIFIED') {
      return loaded.row.transactionRef === body.paymentIntentId
        ? { status: 200, body: { success: 1, data: toApiLink(loaded.row, loaded.integrations) } }
        : { status: 409, body: errorBody('CONFLICT', linkMessages.alreadyPaid) };
    }
    const refused = gatewayRefusal(loaded.row, loaded.integrations, 'STRIPE');
    if (refused) return refused;
    const intent = await gateways.intent.retrievePaymentIntent(body.paymentIntentId).catch(() => undefined);
    if (
      intent?.status !== 'succeeded' ||
      intent.amount !== loaded.row.amount ||
      intent.description !== linkPaymentDescription(loaded.row.cartId)
    ) {
      return { status: 400, body: errorBody('PAYMENT_FAILED', linkMessages.notVerified) };
    }
    const updated = await markPaid(loaded.row, intent.id);
    const current = await linkByCartId(db, body.cartId);
    return { status: 200, body: { success: 1, data: toApiLink(updated ?? current!, loaded.integrations) } };
  };

  return {
    getPaymentLinkInfo,
    initiatePaymentLinkFrames: initiateFramesOnce,
    verifyPaymentLinkFrames: verifyFramesOnce,
    createPaymentLinkIntent,
    verifyPaymentLinkIntent,
  };
}
