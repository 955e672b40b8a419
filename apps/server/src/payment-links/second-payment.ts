import type { Fils } from '@storefront/core';
import type { Db } from '../db/database.js';
import { paymentRefunds } from '../db/schema.js';
import { giveBackClaimed } from '../orders/give-back.js';
import type { PaymentGateways, PaymentsLogger } from '../payments/gateway.js';
import type { LinkRow } from './link-store.js';

/** Why a link payment is given back, for the provider's and the staff's records. */
export const SECOND_PAYMENT_REASON = 'The payment link was already paid by another payment';

/** A link payment that went through, as its gateway reports it. */
export interface SucceededLinkPayment {
  gateway: 'intent' | 'frames';
  id: string;
  amount: Fils;
}

/**
 * A link is paid once. Should a second payment for the same link go through (a Checkout.com
 * payment left on its 3-D Secure page and completed after another paid the link: Checkout.com
 * cannot cancel a payment waiting on 3-D Secure), it is given back through its gateway, once
 * (the refund row is the claim; the provider's idempotency key the guarantee). The caller has
 * checked that the payment succeeded for this link. Answers whether money is given back.
 */
export async function giveBackSecondLinkPayment(
  deps: { db: Db; gateways: PaymentGateways; logger?: PaymentsLogger | undefined },
  link: LinkRow,
  payment: SucceededLinkPayment,
): Promise<boolean> {
  if (payment.id === link.transactionRef) return false;
  const claimed = await deps.db
    .insert(paymentRefunds)
    .values({
      transactionRef: payment.id,
      gateway: payment.gateway,
      brandId: link.brandId,
      storeId: link.storeId ?? '',
      userId: null,
      amount: payment.amount,
      reason: SECOND_PAYMENT_REASON,
      status: 'requested',
    })
    .onConflictDoNothing()
    .returning();
  // Claimed before: given back then (or by the stale-refund sweep, should that stop have died).
  if (claimed.length === 0) return true;
  await giveBackClaimed(
    deps,
    {
      reference: payment.id,
      gateway: payment.gateway,
      amount: payment.amount,
      reason: SECOND_PAYMENT_REASON,
    },
    'a second payment of a payment link',
  );
  return true;
}
