import { formatFils, type Fils } from '@storefront/core';
import { and, asc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { innerParams, said, type Said } from '../http/messages.js';
import { orders, paymentAttempts, paymentRefunds } from '../db/schema.js';
import type { PaymentGateways, PaymentsLogger, RefundStatus } from '../payments/gateway.js';
import { completeStaleRefunds, giveBackClaimed } from './give-back.js';
import { forgetKeptCheckouts } from './kept-checkouts.js';
import { isOrderPaymentDescription, ORDER_REFERENCE_PREFIX } from '../payments/order-payments.js';
import { isPaymentError } from '../payments/payment-error.js';
import { isSharePaymentAttempt, sweepSharePayment } from '../table-sessions/share-sweep.js';
import { isLinkPaymentAttempt, sweepLinkPayment } from '../payment-links/link-payments.js';

/** A gateway payment as the storefront names it when placing an order. */
export interface OrderPayment {
  gateway: 'intent' | 'frames' | 'hosted';
  reference: string;
}

/** What happened to a payment that could not become an order; the payer is told this. */
export interface RefundOutcome {
  status: RefundStatus | 'failed';
  /** Integer fils given back (or to be given back by the store when `failed`). */
  amount: Fils;
}

export const refundMessages = {
  refunded: 'Your payment of AED {amount} has been refunded to your card.',
  failed:
    'Your payment of AED {amount} could not be refunded automatically; the store has been told and will refund it.',
} as const;

/**
 * The refusal followed by what happened to the money, in English, with its key
 * (`orderRefusedRefunded` / `orderRefusedRefundFailed`): the refusal is its parameter `reason`,
 * with `reasonKey` and `reason.*` so the storefront says both sentences in the payer's language.
 */
export function withRefundSentence(reason: Said, outcome: RefundOutcome): Said {
  const failed = outcome.status === 'failed';
  const text = failed ? refundMessages.failed : refundMessages.refunded;
  const amount = formatFils(outcome.amount);
  const stop = /[.!?]$/.test(reason.text.trim()) ? '' : '.';
  const shownAs = `${reason.text.trim()}${stop}`;
  return said(
    failed ? 'orderRefusedRefundFailed' : 'orderRefusedRefunded',
    `${shownAs} ${text.replace('{amount}', amount)}`,
    { ...innerParams('reason', reason, shownAs), amount: `AED ${amount}` },
  );
}

/**
 * The lock a payment is placed or refunded under (inside a transaction): a payment being refunded
 * can never also become an order, and an order's payment is never refunded.
 */
export function paymentLock(reference: string): SQL {
  return sql`select pg_advisory_xact_lock(hashtext(${`payment:${reference}`}))`;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** True when the payment was (or is being) given back: it can no longer pay for an order. */
export async function isClaimedForRefund(tx: Tx | Db, reference: string): Promise<boolean> {
  const [row] = await tx
    .select({ ref: paymentRefunds.transactionRef })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.transactionRef, reference));
  return row !== undefined;
}

/**
 * Never money without an order: when place-order refuses an order that came with a gateway
 * payment, the payment is asked about at its gateway; if it was paid (for an order, by this
 * customer) and no order holds it, it is voided or refunded through that gateway, once.
 */
export function unplacedPayments(deps: { db: Db; gateways: PaymentGateways; logger?: PaymentsLogger }) {
  const { db, gateways } = deps;

  /** The amount the payer was charged for an order, or null when nothing is held for one. */
  async function paidAmount(payment: OrderPayment, userId: string | null): Promise<Fils | null> {
    const ours = (customerRef: string | undefined) => !customerRef || !userId || customerRef === userId;
    try {
      if (payment.gateway === 'intent') {
        const intent = await gateways.intent.retrievePaymentIntent(payment.reference);
        return intent.status === 'succeeded' &&
          isOrderPaymentDescription(intent.description) &&
          ours(intent.customerRef)
          ? intent.amount
          : null;
      }
      if (payment.gateway === 'frames') {
        const details = await gateways.frames.getPaymentDetails(payment.reference);
        return details.approved &&
          details.reference.startsWith(ORDER_REFERENCE_PREFIX) &&
          ours(details.customerRef)
          ? details.amount
          : null;
      }
      const hosted = await gateways.hosted.checkHostedPayment(payment.reference);
      return hosted.status === 'paid' ? hosted.amount : null;
    } catch (error) {
      if (!isPaymentError(error)) throw error;
      return null;
    }
  }

  async function refundIfPaid(input: {
    payment: OrderPayment;
    brandId: string;
    storeId: string;
    userId: string | null;
    reason: string;
  }): Promise<RefundOutcome | null> {
    const { payment } = input;
    const [known] = await db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.transactionRef, payment.reference), eq(paymentRefunds.part, 0)));
    if (known && known.status !== 'requested' && known.status !== 'failed') {
      // Given back already: said again to its payer only.
      return known.userId === input.userId ? { status: known.status, amount: known.amount } : null;
    }
    // Only the payer's own payment is given back: naming another customer's payment in an order
    // must not refund it under them.
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, payment.reference));
    if (attempt && (attempt.userId !== input.userId || attempt.brandId !== input.brandId)) return null;
    if (!attempt && payment.gateway === 'hosted') return null;
    const amount = await paidAmount(payment, input.userId);
    if (amount === null) return null;
    const claim = await db.transaction(async (tx) => {
      await tx.execute(paymentLock(payment.reference));
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.transactionRef, payment.reference));
      if (order) return { kind: 'order' as const };
      const [existing] = await tx
        .select()
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.transactionRef, payment.reference), eq(paymentRefunds.part, 0)));
      if (existing) return { kind: 'existing' as const, row: existing };
      await tx.insert(paymentRefunds).values({
        transactionRef: payment.reference,
        gateway: payment.gateway,
        brandId: input.brandId,
        storeId: input.storeId,
        userId: input.userId,
        amount,
        reason: input.reason.slice(0, 500),
        status: 'requested',
      });
      return { kind: 'claimed' as const };
    });
    if (claim.kind === 'order') return null;
    if (claim.kind === 'existing' && claim.row.status !== 'requested' && claim.row.status !== 'failed') {
      return { status: claim.row.status, amount: claim.row.amount };
    }
    // Claimed now, or an earlier try that did not reach the gateway: the same key refunds once.
    return giveBackClaimed(
      { db, gateways, logger: deps.logger },
      { reference: payment.reference, gateway: payment.gateway, amount, reason: input.reason },
      'its order could not be placed',
    );
  }

  /**
   * Payments started for an order that the payer never came back from: after `abandonAfterMs`
   * without an order, one that went through is given back; one still unpaid a day later is
   * closed (its 3-D Secure or hosted page has expired by then). A table share's payment pays its
   * share or is given back, or lets its lapsed share go (table-sessions/share-sweep.ts); a payment
   * link's payment pays its link or is given back, or is cancelled (payment-links/link-payments.ts).
   * Safe on several processes at once.
   */
  async function sweepAbandoned(options: {
    now: Date;
    abandonAfterMs: number;
    limit?: number;
    /**
     * Places the order kept for a paid payment (webhooks/complete-payment.ts): a payment whose
     * payer never came back, and whose gateway's word never arrived (or never comes: a hosted
     * page), becomes its order rather than a refund when its order was kept.
     */
    placeKept?: (reference: string) => Promise<string>;
  }): Promise<{ refunded: number; closed: number; applied: number; released: number }> {
    const cutoff = new Date(options.now.getTime() - options.abandonAfterMs);
    const expired = new Date(options.now.getTime() - ABANDONED_EXPIRY_MS);
    const open = await db
      .select()
      .from(paymentAttempts)
      .where(and(isNull(paymentAttempts.closedAt), lt(paymentAttempts.createdAt, cutoff)))
      .orderBy(asc(paymentAttempts.createdAt))
      .limit(options.limit ?? 50);
    let refunded = 0;
    let closed = 0;
    let applied = 0;
    let released = 0;
    const close = async (reference: string) => {
      await db
        .update(paymentAttempts)
        .set({ closedAt: options.now })
        .where(eq(paymentAttempts.reference, reference));
      closed += 1;
    };
    // A refund claimed but never sent (the process stopped in between) is sent now, once.
    const completed = await completeStaleRefunds(
      { db, gateways, logger: deps.logger },
      { now: options.now, ...(options.limit !== undefined && { limit: options.limit }) },
    );
    refunded += completed.filter((outcome) => outcome.status !== 'failed').length;
    await forgetKeptCheckouts(db, expired);
    for (const attempt of open) {
      if (isSharePaymentAttempt(attempt)) {
        const outcome = await sweepSharePayment({ db, gateways }, attempt, options.now);
        if (outcome === 'refunded') refunded += 1;
        if (outcome === 'applied') applied += 1;
        if (outcome === 'released') released += 1;
        const settled = outcome === 'applied' || outcome === 'refunded' || outcome === 'done';
        if (settled || attempt.createdAt < expired) await close(attempt.reference);
        continue;
      }
      if (isLinkPaymentAttempt(attempt)) {
        const outcome = await sweepLinkPayment({ db, gateways, logger: deps.logger }, attempt, options.now);
        if (outcome === 'refunded') refunded += 1;
        if (outcome === 'applied') applied += 1;
        if (outcome === 'released') released += 1;
        if (outcome === 'pending' && attempt.createdAt < expired) await close(attempt.reference);
        else if (outcome !== 'pending') closed += 1;
        continue;
      }
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.transactionRef, attempt.reference));
      const payment = { gateway: attempt.gateway, reference: attempt.reference };
      if (!order && options.placeKept && (await paidAmount(payment, attempt.userId)) !== null) {
        if ((await options.placeKept(attempt.reference)) === 'placed') {
          applied += 1;
          await close(attempt.reference);
          continue;
        }
      }
      const outcome = order
        ? null
        : await refundIfPaid({
            payment,
            brandId: attempt.brandId,
            storeId: attempt.storeId,
            userId: attempt.userId,
            reason: ABANDONED_REASON,
          });
      if (outcome && outcome.status !== 'failed') refunded += 1;
      const done = order !== undefined || (outcome !== null && outcome.status !== 'failed');
      if (done || attempt.createdAt < expired) await close(attempt.reference);
    }
    return { refunded, closed, applied, released };
  }

  return { refundIfPaid, sweepAbandoned };
}

export type UnplacedPayments = ReturnType<typeof unplacedPayments>;

/** Why an abandoned payment was given back, for the provider's and the store's records. */
export const ABANDONED_REASON = 'The payer did not come back to place the order';
/** An unpaid attempt is given up after a day: no 3-D Secure or hosted page lives that long. */
export const ABANDONED_EXPIRY_MS = 24 * 60 * 60 * 1000;
