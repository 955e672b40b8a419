import { completeLinkPayment, isLinkPaymentAttempt } from '../payment-links/link-payments.js';
import { closeAttempt, paymentAttemptOf } from '../payments/attempt-store.js';
import { keptCheckoutOf } from '../orders/kept-checkouts.js';
import { placeOrder, type PlaceOrderDeps } from '../orders/place-order.js';
import type { PaymentsLogger } from '../payments/gateway.js';
import { isSharePaymentAttempt, sweepSharePayment } from '../table-sessions/share-sweep.js';

/**
 * What a gateway's word that a payment went through did: `applied` (it paid its link or share),
 * `refunded` (it could not, and was given back once), `done` (the browser was first), `pending`
 * (the gateway does not say so on asking), `placed` (an order's payment: its kept order placed),
 * `awaitingBrowser` (an order's payment with no order kept: the payer's return places it, and the
 * sweep gives it back if they never come), `unknownPayment`.
 */
export type Completion =
  'applied' | 'placed' | 'refunded' | 'done' | 'pending' | 'awaitingBrowser' | 'unknownPayment';

type Deps = PlaceOrderDeps & { logger?: PaymentsLogger | undefined };

/**
 * An order's payment: the order kept for it before the payer left for the gateway's page is placed
 * now, by place-order itself (as the payer's return would, re-priced and checked like any order;
 * refused, the payment is given back once). Without a kept order the payer's return places it.
 */
export async function placeKeptOrder(deps: Deps, reference: string): Promise<Completion> {
  const kept = await keptCheckoutOf(deps.db, reference);
  if (!kept) return 'awaitingBrowser';
  const answer = await placeOrder(deps, kept.customer, kept.body);
  if (answer.status === 200) return 'placed';
  deps.logger?.warn({ reference, status: answer.status }, 'webhook: kept order refused, payment given back');
  return 'refunded';
}

/**
 * Completes a payment its gateway announced as succeeded, by the same code the payer's own
 * return runs (under the same row locks), so whichever comes first settles it and the other
 * finds it settled. The event's body is not trusted: the gateway is asked for the payment.
 */
export async function completePayment(deps: Deps, reference: string, now: Date): Promise<Completion> {
  const attempt = await paymentAttemptOf(deps.db, { reference });
  if (!attempt) return 'unknownPayment';
  if (isSharePaymentAttempt(attempt)) {
    const outcome = await sweepSharePayment(deps, attempt, now);
    if (outcome === 'applied' || outcome === 'refunded' || outcome === 'done') {
      await closeAttempt(deps.db, reference, now);
      return outcome;
    }
    return 'pending';
  }
  if (isLinkPaymentAttempt(attempt)) {
    const outcome = await completeLinkPayment(deps, attempt, now);
    return outcome === 'released' ? 'pending' : outcome;
  }
  return placeKeptOrder(deps, reference);
}
