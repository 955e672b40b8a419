/**
 * The hosted page flow's handlers (Telr-like): hand the browser the provider's payment page, and
 * verify the payment by reference or cart id when the payer comes back.
 */
import { randomBytes } from 'node:crypto';
import { customerOf } from '../../http/security.js';
import { errorBody, type Handler } from '../../http/api-types.js';
import { paymentAttemptOf } from '../attempt-store.js';
import { paymentErrorSaid } from '../payment-error.js';
import { paymentMessages } from '../messages.js';
import { isOwnUrl } from '../order-payments.js';
import { failure, notFound, type PaymentsContext, type PaymentSteps } from '../payments-context.js';

export function hostedPageHandlers(context: PaymentsContext, steps: PaymentSteps) {
  const { gateways } = context;
  const { recordAttempt, once } = steps;

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

  return { getHostedPaymentPage, verifyHostedPayment };
}
