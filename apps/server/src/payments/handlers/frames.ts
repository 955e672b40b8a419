/**
 * The Frames flow's handlers (Checkout.com-like): pay with a tokenised or saved card, 3-D Secure
 * by redirect, verify the payment afterwards, and list the saved cards in that provider's shape.
 */
import { randomBytes } from 'node:crypto';
import { attemptKeepKey } from '../../orders/kept-checkouts.js';
import { customerOf } from '../../http/security.js';
import { errorBody, type Handler } from '../../http/api-types.js';
import { declineSaid, paymentErrorSaid } from '../payment-error.js';
import { paymentMessages } from '../messages.js';
import { isOwnUrl, ORDER_REFERENCE_PREFIX } from '../order-payments.js';
import { failure, notFound, type PaymentsContext, type PaymentSteps } from '../payments-context.js';

export function framesHandlers(context: PaymentsContext, steps: PaymentSteps) {
  const { gateways } = context;
  const { recordAttempt, once, isOwn } = steps;

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

  return { getUserPaymentCards, initiateFramesPayment, verifyFramesPayment };
}
