import type { paths, Schemas } from '@storefront/api';
import type { PaymentType, ShownMessage } from '@storefront/core';
import type { CheckoutDraft, TransactionInfo } from '@storefront/flows';
import { serverError } from './server-error.js';

/** Where a payment that left the page is waiting to be verified (session storage). */
export const PENDING_PAYMENT_KEY = 'storefront.pending-payment';

type PlaceOrderBody = paths['/order/place-order-v2']['post']['requestBody']['content']['application/json'];

/** The order exactly as the customer confirmed it; the gateway's payment is added when placing it. */
export type OrderDraft = Omit<PlaceOrderBody, 'payment'> & { payment: { paymentType: PaymentType } };

/**
 * A payment that sent the browser to a 3-D Secure or hosted page, with the whole order it pays
 * for: on return the same order is placed, whatever the page shows by then (discount code,
 * loyalty, pre-order slot and total included).
 */
export interface PendingPayment {
  transaction: TransactionInfo;
  order: OrderDraft;
}

export function savePendingPayment(pending: PendingPayment): void {
  window.sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(pending));
}

/** The payment waiting for its order, taken out of storage (it resumes once). */
export function takePendingPayment(): PendingPayment | null {
  const pending = peekPendingPayment();
  forgetPendingPayment();
  return pending;
}

/** The payment waiting for its order, left in storage (reading it twice gives the same answer). */
export function peekPendingPayment(): PendingPayment | null {
  const raw = window.sessionStorage.getItem(PENDING_PAYMENT_KEY);
  try {
    const pending = raw ? (JSON.parse(raw) as Partial<PendingPayment>) : null;
    return pending?.transaction && pending.order ? (pending as PendingPayment) : null;
  } catch {
    return null;
  }
}

/** Once resumed, the payment is not verified again (a reload does not resume it twice). */
export function forgetPendingPayment(): void {
  window.sessionStorage.removeItem(PENDING_PAYMENT_KEY);
}

/** The order the checkout machine carries: always one this page built as an {@link OrderDraft}. */
export function asOrderDraft(draft: CheckoutDraft): OrderDraft {
  return draft as OrderDraft;
}

/** The place-order body for a draft and the gateway payment that paid it (none for cash). */
export function placeOrderBody(order: OrderDraft, transactionInfo: TransactionInfo | null): PlaceOrderBody {
  return { ...order, payment: { ...order.payment, ...(transactionInfo ? { transactionInfo } : {}) } };
}

/**
 * What the customer reads when place-order refuses: the reason in their language and, when the
 * payment had gone through and was given back, what happened to their money (the server's
 * `orderRefusedRefunded` / `orderRefusedRefundFailed` answer carries both sentences by key).
 */
export function placeOrderRefusal(error: Schemas['ErrorResponse'] | undefined): ShownMessage {
  return serverError(error);
}
