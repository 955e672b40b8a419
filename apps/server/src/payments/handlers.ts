import { randomBytes } from 'node:crypto';
import { attemptKeepKey } from '../orders/kept-checkouts.js';
import { customerOf } from '../http/security.js';
import type { SessionService } from '../auth/sessions.js';
import type { BrandService } from '../brands/brand-service.js';
import type { Db } from '../db/database.js';
import { errorBody, type Handler } from '../http/api-types.js';
import { isApplePayError, type ApplePayMerchantValidator } from './apple-pay.js';
import { paymentAttemptOf, recordPaymentAttempt, type PaymentAttempt } from './attempt-store.js';
import type { PaymentGateways } from './gateway.js';
import { intentDetail } from './intent-answer.js';
import { declineSaid, isPaymentError, paymentErrorSaid } from './payment-error.js';
import { paymentMessages } from './messages.js';
import {
  gatewayIdempotencyKey,
  paymentOnce,
  requestFingerprint,
  type PaymentRequestScope,
} from './payment-requests.js';
import { isOwnUrl, ORDER_REFERENCE_PREFIX, orderPaymentDescription } from './order-payments.js';

export interface PaymentsContext {
  db: Db;
  brands: BrandService;
  sessions: SessionService;
  gateways: PaymentGateways;
  /** Apple Pay merchant validation: Apple over mutual TLS when configured, else the offline sandbox. */
  applePay: ApplePayMerchantValidator;
  clock: () => Date;
}

function failure(error: unknown) {
  if (isPaymentError(error)) return { status: 400 as const, body: errorBody('PAYMENT_FAILED', error.said) };
  throw error;
}

/** Another customer's (or brand's) payment, or none: the same answer, so nothing about it leaks. */
const notFound = { status: 404 as const, body: errorBody('NOT_FOUND', paymentErrorSaid('paymentNotFound')) };

export function paymentsHandlers(context: PaymentsContext) {
  const { gateways } = context;

  /** Remembered until it pays an order or is given back (see orders/unplaced-payments.ts). */
  async function recordAttempt(attempt: PaymentAttempt) {
    await recordPaymentAttempt(context.db, attempt, context.clock());
  }

  /**
   * Runs a payment start once per idempotency key (see payment-requests.ts), handing the gateway
   * the scoped key. Every payment start carries one (the API requires it): without it, the same
   * request sent 200 times at once could charge 200 times.
   */
  function once<Answer extends { status: number; body: unknown }>(
    scope: Omit<PaymentRequestScope, 'idempotencyKey'>,
    idempotencyKey: string,
    asked: Record<string, unknown>,
    start: (gatewayKey: string) => Promise<Answer>,
  ): Promise<Answer> {
    const scoped = { ...scope, idempotencyKey };
    return paymentOnce(
      context.db,
      scoped,
      requestFingerprint(asked),
      () => start(gatewayIdempotencyKey(scoped)),
      {
        now: context.clock,
      },
    );
  }

  /** True when this customer started the payment, at this brand, through this flow. */
  async function isOwn(
    reference: string,
    gateway: PaymentAttempt['gateway'],
    customer: { user: { id: string } },
    brandId: string,
  ): Promise<boolean> {
    const attempt = await paymentAttemptOf(context.db, { reference });
    return (
      attempt !== undefined &&
      attempt.gateway === gateway &&
      attempt.userId === customer.user.id &&
      attempt.brandId === brandId
    );
  }

  const createPaymentIntent: Handler<'createPaymentIntent'> = async ({ body, caller }) => {
    const customer = customerOf(caller);
    const asked = {
      amount: body.amount,
      storeId: body.storeId,
      paymentMethod: body.paymentMethod,
      cardId: body.isStoredCard ? body.cardId : undefined,
    };
    const scope = { userId: customer.user.id, brandId: body.brandId, flow: 'intent' } as const;
    return once(scope, body.idempotencyKey, asked, async (idempotencyKey) => {
      try {
        const intent = await gateways.intent.createPaymentIntent({
          amount: body.amount,
          currency: 'aed',
          customerRef: customer.user.id,
          ...(body.isStoredCard && body.cardId && { storedCardId: body.cardId }),
          paymentMethod: body.paymentMethod,
          description: orderPaymentDescription(body.storeId),
          idempotencyKey,
          checkoutAttempt: attemptKeepKey(customer.user.id, body.brandId, body.idempotencyKey),
        });
        await recordAttempt({
          reference: intent.id,
          gateway: 'intent',
          brandId: body.brandId,
          storeId: body.storeId,
          userId: customer.user.id,
          amount: body.amount,
          attemptKey: body.idempotencyKey,
        });
        if (body.isStoredCard && intent.status !== 'succeeded') {
          return {
            status: 400,
            body: errorBody('PAYMENT_FAILED', declineSaid(intent.lastError?.message)),
          };
        }
        // A saved card was charged at creation: there is nothing for the browser to confirm.
        const { client_secret: clientSecret, ...detail } = intentDetail(gateways, intent);
        return {
          status: 200,
          body: {
            success: 1,
            gatewayData: {
              isVerified: intent.status === 'succeeded',
              data: {
                ...detail,
                status: intent.status,
                ...(!body.isStoredCard && { client_secret: clientSecret }),
              },
            },
          },
        };
      } catch (error) {
        return failure(error);
      }
    });
  };

  const verifyPaymentIntent: Handler<'verifyPaymentIntent'> = async ({ body, caller }) => {
    const customer = customerOf(caller);
    if (!(await isOwn(body.paymentIntentId, 'intent', customer, body.brandId))) return notFound;
    try {
      const intent = await gateways.intent.retrievePaymentIntent(body.paymentIntentId);
      return {
        status: 200,
        body: {
          success: 1,
          gatewayData: {
            isVerified: intent.status === 'succeeded',
            status: intent.status,
            ...(intent.lastError && { message: intent.lastError.message }),
          },
        },
      };
    } catch (error) {
      return failure(error);
    }
  };

  const getCustomerCards: Handler<'getCustomerCards'> = async ({ caller }) => {
    const customer = customerOf(caller);
    const cards = await gateways.intent.listCards(customer.user.id);
    return { status: 200, body: { success: 1, cards } };
  };

  /** The spec's saved-card call: the same customer's cards, in the second provider's shape. */
  const getUserPaymentCards: Handler<'getUserPaymentCards'> = async ({ caller }) => {
    const customer = customerOf(caller);
    const cards = await gateways.frames.listCards(customer.user.id);
    return {
      status: 200,
      body: {
        success: 1,
        data: {
          paymentCards: cards.map((card) => ({
            _id: card.id,
            cardType: card.brand,
            lastFourDigit: card.last4,
            expMonth: card.expMonth,
            expYear: card.expYear,
            paymentGateway: 'CHECKOUTDOTCOM' as const,
          })),
        },
      },
    };
  };

  const initiateFramesPayment: Handler<'initiateFramesPayment'> = async ({ body, request, caller }) => {
    const customer = customerOf(caller);
    if (!isOwnUrl(request, body.successUrl) || !isOwnUrl(request, body.failureUrl)) {
      return { status: 400, body: errorBody('BAD_REQUEST', paymentMessages.returnUrl) };
    }
    const source =
      body.isStoredCard && body.storeCardId
        ? ({ type: 'id', id: body.storeCardId } as const)
        : body.token
          ? ({ type: 'token', token: body.token } as const)
          : undefined;
    if (!source) {
      return {
        status: 400,
        body: errorBody('BAD_REQUEST', paymentErrorSaid('pleaseEnterValidCardDetails')),
      };
    }
    const asked = {
      amount: body.amount,
      storeId: body.storeId,
      source: source.type === 'id' ? source.id : source.token,
      successUrl: body.successUrl,
      failureUrl: body.failureUrl,
    };
    const scope = { userId: customer.user.id, brandId: body.brandId, flow: 'frames' } as const;
    return once(scope, body.idempotencyKey, asked, async (idempotencyKey) => {
      try {
        const payment = await gateways.frames.requestPayment({
          amount: body.amount,
          currency: 'AED',
          source,
          reference: `${ORDER_REFERENCE_PREFIX}${randomBytes(8).toString('hex')}`,
          customerRef: customer.user.id,
          successUrl: body.successUrl,
          failureUrl: body.failureUrl,
          language: body.language ?? 'EN',
          idempotencyKey,
          checkoutAttempt: attemptKeepKey(customer.user.id, body.brandId, body.idempotencyKey),
        });
        if (payment.status === 'Declined') {
          return {
            status: 400,
            body: errorBody('PAYMENT_FAILED', declineSaid(payment.declineReason)),
          };
        }
        await recordAttempt({
          reference: payment.id,
          gateway: 'frames',
          brandId: body.brandId,
          storeId: body.storeId,
          userId: customer.user.id,
          amount: body.amount,
          attemptKey: body.idempotencyKey,
        });
        return {
          status: 200,
          body: {
            success: 1,
            gatewayData: {
              axiosResData: {
                framesResponse: {
                  id: payment.id,
                  status: payment.status,
                  approved: payment.approved,
                  ...(payment.redirectLink && { redirectLink: payment.redirectLink }),
                },
              },
              three_d_secure_redirection_required: payment.threeDSRedirectionRequired,
            },
          },
        };
      } catch (error) {
        return failure(error);
      }
    });
  };

  const verifyFramesPayment: Handler<'verifyFramesPayment'> = async ({ body, params, caller }) => {
    const customer = customerOf(caller);
    try {
      const payment = await gateways.frames.getPaymentDetails(params.reference);
      // By payment id or by the cko-session-id of a 3-D Secure return: the payment's own id decides.
      if (!(await isOwn(payment.id, 'frames', customer, body.brandId))) return notFound;
      return {
        status: 200,
        body: {
          success: 1,
          message: payment.approved
            ? 'Payment approved'
            : (payment.declineReason ?? paymentMessages.failed.text),
          gatewayData: { isVerified: payment.approved, status: payment.status, paymentId: payment.id },
        },
      };
    } catch (error) {
      return failure(error);
    }
  };

  const getHostedPaymentPage: Handler<'getHostedPaymentPage'> = async ({ body, request, caller }) => {
    const customer = customerOf(caller);
    const { hosted } = body;
    if (!isOwnUrl(request, hosted.successRedirectUrl) || !isOwnUrl(request, hosted.failureRedirectUrl)) {
      return { status: 400, body: errorBody('BAD_REQUEST', paymentMessages.returnUrl) };
    }
    const asked = {
      amount: hosted.amountPaid,
      storeId: hosted.storeId,
      successUrl: hosted.successRedirectUrl,
      failureUrl: hosted.failureRedirectUrl,
    };
    const scope = { userId: customer.user.id, brandId: body.brandId, flow: 'hosted' } as const;
    // The hosted page charges nothing itself; the same key answers the same page all the same.
    return once(scope, body.idempotencyKey, asked, async () => {
      const brand = await context.brands.byId(body.brandId);
      const cartId = `cart-${randomBytes(8).toString('hex')}`;
      try {
        const page = await gateways.hosted.createHostedPage({
          amount: hosted.amountPaid,
          currency: 'AED',
          cartId,
          description: `${brand?.brand.brandName ?? 'Order'} online order`,
          successUrl: hosted.successRedirectUrl,
          failureUrl: hosted.failureRedirectUrl,
          cancelUrl: hosted.failureRedirectUrl,
          language: hosted.language ?? body.language ?? 'EN',
        });
        await recordAttempt({
          reference: page.reference,
          gateway: 'hosted',
          brandId: body.brandId,
          storeId: hosted.storeId,
          userId: customer.user.id,
          amount: hosted.amountPaid,
          cartId,
          attemptKey: body.idempotencyKey,
        });
        return {
          status: 200,
          body: {
            success: 1,
            data: { transactionInfo: { reference: page.reference, cartId }, paymentURL: page.paymentUrl },
          },
        };
      } catch (error) {
        return failure(error);
      }
    });
  };

  const verifyHostedPayment: Handler<'verifyHostedPayment'> = async ({ body, caller }) => {
    const customer = customerOf(caller);
    // The spec's client comes back with the cart id; ours may send the reference instead.
    const lookup = body.reference
      ? { reference: body.reference }
      : body.cartId
        ? { cartId: body.cartId }
        : null;
    if (!lookup) return { status: 400, body: errorBody('BAD_REQUEST', paymentErrorSaid('paymentNotFound')) };
    const attempt = await paymentAttemptOf(context.db, lookup);
    if (
      !attempt ||
      attempt.gateway !== 'hosted' ||
      attempt.userId !== customer.user.id ||
      attempt.brandId !== body.brandId ||
      (body.cartId !== undefined && attempt.cartId !== body.cartId)
    ) {
      return notFound;
    }
    try {
      const payment = await gateways.hosted.checkHostedPayment(attempt.reference);
      return {
        status: 200,
        body: {
          success: 1,
          data: {
            isVerified: payment.status === 'paid',
            status: payment.status,
            transactionInfo: { reference: attempt.reference, cartId: attempt.cartId ?? body.cartId ?? '' },
          },
        },
      };
    } catch (error) {
      return failure(error);
    }
  };

  const createApplePayMerchantSession: Handler<'createApplePayMerchantSession'> = async ({
    body,
    request,
    caller,
  }) => {
    customerOf(caller);
    const brand = await context.brands.byId(body.brandId);
    if (!brand) return { status: 404, body: errorBody('NOT_FOUND', paymentMessages.brandNotFound) };
    try {
      const merchantSession = await context.applePay.requestMerchantSession({
        validationURL: body.validationURL,
        domainName: body.domainName,
        displayName: brand.brand.brandName,
      });
      return { status: 200, body: { success: 1, data: { merchantSession } } };
    } catch (error) {
      if (!isApplePayError(error)) throw error;
      request.log.warn({ code: error.code, detail: error.detail }, 'apple pay merchant validation refused');
      return {
        status: 400,
        body: errorBody(
          error.code === 'untrustedValidationUrl' ? 'BAD_REQUEST' : 'PAYMENT_FAILED',
          error.said,
        ),
      };
    }
  };

  return {
    createPaymentIntent,
    verifyPaymentIntent,
    getCustomerCards,
    getUserPaymentCards,
    initiateFramesPayment,
    verifyFramesPayment,
    getHostedPaymentPage,
    verifyHostedPayment,
    createApplePayMerchantSession,
  };
}
