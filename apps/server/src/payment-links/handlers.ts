import { randomUUID } from 'node:crypto';
import { said, type Said } from '../http/messages.js';
import type { Schemas } from '@storefront/contract';
import type { FastifyRequest } from 'fastify';
import type { BrandService } from '../brands/brand-service.js';
import type { Db } from '../db/database.js';
import type { IntegrationRow } from '../db/schema.js';
import { linkInvoicePath } from '../invoices/links.js';
import { errorBody, type Handler } from '../http/api-types.js';
import type { PaymentGateways, PaymentsLogger } from '../payments/gateway.js';
import { intentDetail } from '../payments/intent-answer.js';
import { declineSaid, isPaymentError } from '../payments/payment-error.js';
import { paymentMessages } from '../payments/messages.js';
import { isOwnUrl } from '../payments/order-payments.js';
import {
  applyLinkPayment,
  linkPaymentDescription,
  linkPaymentState,
  recordLinkPayment,
  settleEarlierLinkPayments,
} from './link-payments.js';
import {
  claimLinkPayment,
  linkByCartId,
  linkExpired,
  releaseLinkPayment,
  type LinkClaim,
  type LinkRow,
} from './link-store.js';

export interface PaymentLinksContext {
  db: Db;
  brands: BrandService;
  gateways: PaymentGateways;
  clock: () => Date;
  logger?: PaymentsLogger;
  /** The key of tax documents' links (docs/invoices.md). */
  invoiceSecret: Buffer;
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
    purposeOfPaymentAr: row.purposeOfPaymentAr,
    messageAr: row.messageAr,
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

export { linkPaymentDescription };

export function paymentLinksHandlers(context: PaymentLinksContext) {
  const { db, gateways } = context;
  const deps = { db, gateways, logger: context.logger };
  /** The link as the API describes it, `expired` by the server's clock; a paid one with its invoice. */
  const toApiLink = async (row: LinkRow, integrations: IntegrationRow[]) => {
    const link = toApiLinkAt(row, integrations, context.clock());
    if (!link.receipt) return link;
    const invoiceUrl = await linkInvoicePath(db, context.invoiceSecret, row.cartId);
    return invoiceUrl ? { ...link, receipt: { ...link.receipt, invoiceUrl } } : link;
  };

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
   * One payment start per link at a time, and one payment per link (beyond the spec: a link is
   * single-use; docs/payments.md "Payment links"): the start claims the link before any gateway
   * call (a second start meanwhile is refused and charges nothing), decides every earlier payment
   * of the link (one that went through pays it; an intent left on its 3-D Secure page is
   * cancelled), and only then asks the gateway for a new payment, remembered for the sweep.
   */
  async function startPayment<T>(
    row: LinkRow,
    start: (link: LinkRow, now: Date) => Promise<T>,
  ): Promise<T | { status: 400 | 404 | 409; body: ReturnType<typeof errorBody> }> {
    const now = context.clock();
    const claim = await claimLinkPayment(db, row.cartId, now, new Date(now.getTime() + LINK_CLAIM_MS));
    // The link went away between reading it and claiming it: it is not found, not busy.
    if (claim === 'missing') return { status: 404, body: errorBody('NOT_FOUND', linkMessages.invalidCartId) };
    if (claim !== 'claimed') return { status: 409, body: errorBody('CONFLICT', claimRefusals[claim]) };
    try {
      const link = await settleEarlierLinkPayments(deps, row, now);
      if (link.paymentStatus === 'VERIFIED')
        return { status: 409, body: errorBody('CONFLICT', linkMessages.alreadyPaid) };
      return await start(link, now);
    } catch (error) {
      if (isPaymentError(error)) return { status: 400, body: errorBody('PAYMENT_FAILED', error.said) };
      throw error;
    } finally {
      await releaseLinkPayment(db, row.cartId);
    }
  }

  /**
   * A payment that went through for the link pays it, or (another paid it first) is given back
   * and the payer told the link was already paid; one that did not is 'Payment failed or cancelled'.
   */
  async function verify(
    loaded: { row: LinkRow; integrations: IntegrationRow[] },
    gateway: LinkRow['paymentGateway'],
    reference: string,
  ) {
    const { row, integrations } = loaded;
    if (row.paymentStatus === 'VERIFIED' && row.transactionRef === reference)
      return {
        status: 200 as const,
        body: { success: 1 as const, data: await toApiLink(row, integrations) },
      };
    if (row.paymentStatus !== 'VERIFIED') {
      const refused = gatewayRefusal(row, integrations, gateway);
      if (refused) return refused;
    }
    const state = await linkPaymentState(gateways, row.cartId, {
      gateway: gateway === 'STRIPE' ? 'intent' : 'frames',
      reference,
    });
    if (state.kind !== 'succeeded' || state.payment.amount !== row.amount) {
      return row.paymentStatus === 'VERIFIED'
        ? { status: 409 as const, body: errorBody('CONFLICT', linkMessages.alreadyPaid) }
        : { status: 400 as const, body: errorBody('PAYMENT_FAILED', linkMessages.notVerified) };
    }
    const applied = await applyLinkPayment(deps, row, state.payment, context.clock());
    return applied.outcome === 'paid'
      ? {
          status: 200 as const,
          body: { success: 1 as const, data: await toApiLink(applied.link, integrations) },
        }
      : { status: 409 as const, body: errorBody('CONFLICT', linkMessages.alreadyPaid) };
  }

  const getPaymentLinkInfo: Handler<'getPaymentLinkInfo'> = async ({ body }) => {
    const loaded = await load(body.brandId, body.cartId);
    if ('status' in loaded) return loaded;
    return { status: 200, body: { success: 1, data: await toApiLink(loaded.row, loaded.integrations) } };
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
    return startPayment(loaded.row, async (link, now) => {
      const payment = await gateways.frames.requestPayment({
        amount: link.amount,
        currency: 'AED',
        source: { type: 'token', token: body.token },
        reference: link.cartId,
        successUrl: body.successUrl,
        failureUrl: body.failureUrl,
        language: body.language ?? 'EN',
        idempotencyKey: `payment-link-${link.cartId}-${randomUUID()}`,
      });
      const made = { gateway: 'frames' as const, id: payment.id, amount: link.amount };
      await recordLinkPayment(db, link, made, now);
      if (payment.status === 'Declined') {
        return {
          status: 400 as const,
          body: errorBody('PAYMENT_FAILED', declineSaid(payment.declineReason)),
        };
      }
      // Approved without 3-D Secure: the link is paid now, before any other start can charge.
      if (payment.approved) await applyLinkPayment(deps, link, made, now);
      return {
        status: 200 as const,
        body: {
          success: 1 as const,
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
    });
  };

  const verifyPaymentLinkFrames: Handler<'verifyPaymentLinkFrames'> = async ({ body }) => {
    const loaded = await load(body.brandId, body.cartId);
    if ('status' in loaded) return loaded;
    return verify(loaded, 'CHECKOUTDOTCOM', body.paymentId);
  };

  const createPaymentLinkIntent: Handler<'createPaymentLinkIntent'> = async ({ body }) => {
    const loaded = await load(body.brandId, body.cartId);
    if ('status' in loaded) return loaded;
    const refused = payable(loaded.row, loaded.integrations, 'STRIPE');
    if (refused) return refused;
    return startPayment(loaded.row, async (link, now) => {
      const intent = await gateways.intent.createPaymentIntent({
        amount: link.amount,
        currency: 'aed',
        paymentMethod: 'CARD',
        description: linkPaymentDescription(link.cartId),
        idempotencyKey: `payment-link-${link.cartId}-${randomUUID()}`,
      });
      await recordLinkPayment(db, link, { gateway: 'intent', id: intent.id, amount: link.amount }, now);
      return {
        status: 200 as const,
        body: {
          success: 1 as const,
          gatewayData: { isVerified: intent.status === 'succeeded' },
          fetchedLink: {
            transactionDetail: intentDetail(gateways, intent),
          },
        },
      };
    });
  };

  const verifyPaymentLinkIntent: Handler<'verifyPaymentLinkIntent'> = async ({ body }) => {
    const loaded = await load(body.brandId, body.cartId);
    if ('status' in loaded) return loaded;
    return verify(loaded, 'STRIPE', body.paymentIntentId);
  };

  return {
    getPaymentLinkInfo,
    initiatePaymentLinkFrames,
    verifyPaymentLinkFrames,
    createPaymentLinkIntent,
    verifyPaymentLinkIntent,
  };
}
