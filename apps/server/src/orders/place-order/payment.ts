import { checkOnlinePaymentAmount, type Fils } from '@storefront/core';
import { errorBody } from '../../http/api-types.js';
import { saidByCore } from '../../http/messages.js';
import { paymentAttemptOf } from '../../payments/attempt-store.js';
import type { PaymentGateways } from '../../payments/gateway.js';
import { paymentErrorSaid } from '../../payments/payment-error.js';
import { ORDER_REFERENCE_PREFIX, orderPaymentDescription } from '../../payments/order-payments.js';
import { orderMessages } from '../order-messages.js';
import { isPaidOnline } from '../order-row.js';
import { orderByTransactionRef } from '../order-store.js';
import { isClaimedForRefund } from '../unplaced-payments.js';
import {
  type PlaceOrderAnswer,
  type PlaceOrderBody,
  type PlaceOrderDeps,
  type Store,
  type Transaction,
  bad,
  placed,
} from './types.js';

/**
 * The payment of an order: an option of the store, and a card payment this customer started,
 * verified with its own gateway for exactly the amount due (docs/payments.md).
 */

/**
 * The payment: an option of the store for this service; a card payment verified with its gateway,
 * unused by another order and not being given back. A payment already holding this customer's
 * order answers that order.
 */
export async function checkPayment(
  deps: PlaceOrderDeps,
  order: { userId: string; body: PlaceOrderBody; store: Store; amountDue: Fils },
): Promise<PlaceOrderAnswer | null> {
  const { userId, body, store, amountDue } = order;
  const options =
    body.serviceType === 'DELIVERY'
      ? store.paymentOptions.delivery
      : body.serviceType === 'PICKUP'
        ? store.paymentOptions.pickup
        : store.paymentOptions.dineIn;
  const paymentType = body.payment.paymentType;
  if (!options.includes(paymentType)) return bad(orderMessages.choosePayment);
  if (!isPaidOnline(paymentType)) return null;
  const transaction = body.payment.transactionInfo;
  const amountError = checkOnlinePaymentAmount(amountDue, { paymentType: 'CREDIT_CARD' });
  if (amountError) return bad(saidByCore(amountError));
  if (!transaction) return bad(orderMessages.paymentFailed, 'PAYMENT_FAILED');
  // Only the customer who started the payment, at this brand, pays an order with it; to anyone
  // else it does not exist (whether it went through, or holds an order, is not theirs to learn).
  const attempt = await paymentAttemptOf(deps.db, { reference: transaction.reference });
  if (
    !attempt ||
    attempt.gateway !== transaction.gateway ||
    attempt.userId !== userId ||
    attempt.brandId !== body.brandId
  ) {
    return { status: 404, body: errorBody('NOT_FOUND', paymentErrorSaid('paymentNotFound')) };
  }
  const used = await orderByTransactionRef(deps.db, transaction.reference);
  if (used) {
    if (used.userId === userId) return placed(used);
    return { status: 409, body: errorBody('CONFLICT', orderMessages.paymentUsed) };
  }
  if (await isClaimedForRefund(deps.db, transaction.reference))
    return bad(orderMessages.paymentFailed, 'PAYMENT_FAILED');
  if (!(await verifyPayment(deps.gateways, transaction, amountDue, store.id)))
    return bad(orderMessages.paymentFailed, 'PAYMENT_FAILED');
  return null;
}

/** Asks the gateway itself whether a card payment went through for exactly this amount. */
async function verifyPayment(
  gateways: PaymentGateways,
  transaction: Transaction,
  amount: number,
  storeId: string,
): Promise<boolean> {
  try {
    // Paid, for exactly this amount, and made for an order at this store (not a payment link).
    if (transaction.gateway === 'intent') {
      const intent = await gateways.intent.retrievePaymentIntent(transaction.reference);
      return (
        intent.status === 'succeeded' &&
        intent.amount === amount &&
        intent.description === orderPaymentDescription(storeId)
      );
    }
    if (transaction.gateway === 'frames') {
      const payment = await gateways.frames.getPaymentDetails(transaction.reference);
      return (
        payment.approved && payment.amount === amount && payment.reference.startsWith(ORDER_REFERENCE_PREFIX)
      );
    }
    const hosted = await gateways.hosted.checkHostedPayment(transaction.reference);
    return hosted.status === 'paid' && hosted.amount === amount;
  } catch {
    return false;
  }
}
