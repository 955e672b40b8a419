/**
 * The intent flow's handlers (Stripe-like): start an intent for the browser to confirm, verify it
 * with the gateway afterwards, and list the customer's saved cards.
 */
import { attemptKeepKey } from '../../orders/kept-checkouts.js';
import { customerOf } from '../../http/security.js';
import { errorBody, type Handler } from '../../http/api-types.js';
import { intentDetail } from '../intent-answer.js';
import { declineSaid } from '../payment-error.js';
import { orderPaymentDescription } from '../order-payments.js';
import { failure, notFound, type PaymentsContext, type PaymentSteps } from '../payments-context.js';

export function intentHandlers(context: PaymentsContext, steps: PaymentSteps) {
  const { gateways } = context;
  const { recordAttempt, once, isOwn } = steps;

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

  return { createPaymentIntent, verifyPaymentIntent, getCustomerCards };
}
