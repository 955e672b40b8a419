import { randomBytes } from 'node:crypto';
import type { Fils } from '@storefront/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { paymentAttempts } from '../db/schema.js';
import { closeAttempt, recordPaymentAttempt } from '../payments/attempt-store.js';
import type { PaymentGateways, PaymentsLogger } from '../payments/gateway.js';
import { isPaymentError, PaymentError } from '../payments/payment-error.js';
import { linkByCartId, markLinkVerified, type LinkRow } from './link-store.js';
import { giveBackSecondLinkPayment, type SucceededLinkPayment } from './second-payment.js';

/**
 * Every payment started for a payment link is remembered as a payment attempt (so the
 * abandoned-payment sweep finds it, docs/payments.md "Payment links"); its payer is whoever holds
 * the link, so the attempt names the link in its user column.
 */
const LINK_PAYER_PREFIX = 'payment-link:';
export const linkPaymentPayer = (cartId: string) => `${LINK_PAYER_PREFIX}${cartId}`;
export const isLinkPaymentAttempt = (attempt: { userId: string }) =>
  attempt.userId.startsWith(LINK_PAYER_PREFIX);
const cartIdOf = (attempt: { userId: string }) => attempt.userId.slice(LINK_PAYER_PREFIX.length);

/** What a payment-link intent says it is for; verify accepts only an intent made for that link. */
export function linkPaymentDescription(cartId: string): string {
  return `Payment link ${cartId}`;
}

type Deps = { db: Db; gateways: PaymentGateways; logger?: PaymentsLogger | undefined };
type Attempt = typeof paymentAttempts.$inferSelect;

/** A link payment just started at its gateway, remembered before its answer reaches the payer. */
export async function recordLinkPayment(
  db: Db,
  link: LinkRow,
  payment: { gateway: 'intent' | 'frames'; id: string; amount: Fils },
  now: Date,
): Promise<void> {
  await recordPaymentAttempt(
    db,
    {
      reference: payment.id,
      gateway: payment.gateway,
      brandId: link.brandId,
      storeId: link.storeId ?? '',
      userId: linkPaymentPayer(link.cartId),
      amount: payment.amount,
    },
    now,
  );
}

/** The link's payments that are not yet decided (oldest first). */
export async function openLinkPayments(db: Db, cartId: string): Promise<Attempt[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.userId, linkPaymentPayer(cartId)), isNull(paymentAttempts.closedAt)))
    .orderBy(asc(paymentAttempts.createdAt));
}

/**
 * A link payment as its gateway sees it now: `succeeded` for this link, `open` (it may still
 * succeed: waiting for a card or on its 3-D Secure page), `over` (declined, cancelled, or not a
 * payment of this link), or `unknown` (the gateway did not answer).
 */
export type LinkPaymentState =
  { kind: 'succeeded'; payment: SucceededLinkPayment } | { kind: 'open' | 'over' | 'unknown' };

export async function linkPaymentState(
  gateways: PaymentGateways,
  cartId: string,
  payment: { gateway: 'intent' | 'frames' | 'hosted'; reference: string },
): Promise<LinkPaymentState> {
  try {
    if (payment.gateway === 'intent') {
      const intent = await gateways.intent.retrievePaymentIntent(payment.reference);
      if (intent.description !== linkPaymentDescription(cartId)) return { kind: 'over' };
      if (intent.status === 'succeeded')
        return { kind: 'succeeded', payment: { gateway: 'intent', id: intent.id, amount: intent.amount } };
      return { kind: intent.status === 'canceled' ? 'over' : 'open' };
    }
    if (payment.gateway === 'frames') {
      const details = await gateways.frames.getPaymentDetails(payment.reference);
      if (details.reference !== cartId) return { kind: 'over' };
      if (details.approved)
        return { kind: 'succeeded', payment: { gateway: 'frames', id: details.id, amount: details.amount } };
      return { kind: details.status === 'Pending' ? 'open' : 'over' };
    }
    return { kind: 'over' };
  } catch (error) {
    if (isPaymentError(error)) return { kind: 'unknown' };
    throw error;
  }
}

/**
 * The payment's state, an intent that may still succeed cancelled first (it can then charge
 * nothing). A cancel that loses to the payer's own 3-D Secure answer reads the payment again.
 */
async function stateAfterCancelling(
  gateways: PaymentGateways,
  cartId: string,
  attempt: Attempt,
): Promise<LinkPaymentState> {
  const state = await linkPaymentState(gateways, cartId, attempt);
  if (state.kind !== 'open' || attempt.gateway !== 'intent') return state;
  try {
    await gateways.intent.cancelPaymentIntent(attempt.reference);
    return { kind: 'over' };
  } catch (error) {
    if (!isPaymentError(error)) throw error;
    return linkPaymentState(gateways, cartId, attempt);
  }
}

/**
 * NOT_VERIFIED becomes VERIFIED exactly once, with a receipt: the link as paid by this payment,
 * or undefined when it was not waiting for one (or the payment already pays another link).
 */
export async function markLinkPaid(db: Db, cartId: string, reference: string, now: Date) {
  try {
    return await markLinkVerified(db, cartId, {
      transactionRef: reference,
      receiptNumber: `R-${randomBytes(5).toString('hex').toUpperCase()}`,
      paidAt: Math.floor(now.getTime() / 1000),
      updatedAt: now,
    });
  } catch {
    return undefined;
  }
}

/**
 * A payment that went through for a link: the first one pays it, any later one is given back.
 * Answers `paid` (this payment pays the link) or `givenBack`; either way the payment is decided.
 */
export async function applyLinkPayment(
  deps: Deps,
  link: LinkRow,
  payment: SucceededLinkPayment,
  now: Date,
): Promise<{ outcome: 'paid' | 'givenBack'; link: LinkRow }> {
  let current = link;
  if (current.paymentStatus !== 'VERIFIED') {
    current =
      (await markLinkPaid(deps.db, link.cartId, payment.id, now)) ??
      (await linkByCartId(deps.db, link.cartId))!;
  }
  if (current.transactionRef === payment.id) {
    await closeAttempt(deps.db, payment.id, now);
    return { outcome: 'paid', link: current };
  }
  await giveBackSecondLinkPayment(deps, current, payment);
  await closeAttempt(deps.db, payment.id, now);
  return { outcome: 'givenBack', link: current };
}

/**
 * Before a new payment of a link starts (under the link's claim): every earlier payment is
 * decided. One that went through pays the link (the new start is then refused: the link is
 * paid); an intent waiting for a card or left on its 3-D Secure page is cancelled at Stripe, so
 * a payer who came back from that page starts afresh and the old one can charge nothing; a
 * Checkout.com payment on its 3-D Secure page cannot be cancelled there, so it stays known: if
 * it goes through after another paid the link, it is given back. A gateway that cannot say what
 * an earlier payment became refuses the new start (`gatewayUnavailable`): it might have charged.
 */
export async function settleEarlierLinkPayments(deps: Deps, link: LinkRow, now: Date): Promise<LinkRow> {
  let current = link;
  for (const attempt of await openLinkPayments(deps.db, link.cartId)) {
    const state = await stateAfterCancelling(deps.gateways, link.cartId, attempt);
    if (state.kind === 'unknown' || (state.kind === 'open' && attempt.gateway === 'intent')) {
      throw new PaymentError(
        'gatewayUnavailable',
        `link ${link.cartId}: payment ${attempt.reference} undecided`,
      );
    }
    if (state.kind === 'succeeded')
      current = (await applyLinkPayment(deps, current, state.payment, now)).link;
    if (state.kind === 'over') await closeAttempt(deps.db, attempt.reference, now);
  }
  return current;
}

/**
 * A link payment its gateway says went through (its webhook): it pays the link, or is given back
 * when another paid it first (`applied` / `refunded`); `pending` when the gateway does not (yet)
 * say it succeeded. Nothing is cancelled here: the payer may still be on its 3-D Secure page.
 */
export async function completeLinkPayment(
  deps: Deps,
  attempt: Attempt,
  now: Date,
): Promise<LinkSweepOutcome> {
  const link = await linkByCartId(deps.db, cartIdOf(attempt));
  if (!link) return 'released';
  const state = await linkPaymentState(deps.gateways, link.cartId, attempt);
  if (state.kind !== 'succeeded') return 'pending';
  const { outcome } = await applyLinkPayment(deps, link, state.payment, now);
  return outcome === 'paid' ? 'applied' : 'refunded';
}

/**
 * `applied`: the payment paid its link; `refunded`: it went through after the link was paid
 * otherwise and was given back; `released`: it never went through and was cancelled or is over;
 * `pending`: nothing to do yet (a Checkout.com 3-D Secure page still open, or no answer).
 */
export type LinkSweepOutcome = 'applied' | 'refunded' | 'released' | 'pending';

/**
 * A link payment whose payer never came back to verify it: one that went through pays the link
 * (or is given back when another paid it first); an intent that never did is cancelled, so a
 * 3-D Secure page left open charges nothing later. Closes the attempt unless `pending`.
 */
export async function sweepLinkPayment(deps: Deps, attempt: Attempt, now: Date): Promise<LinkSweepOutcome> {
  const link = await linkByCartId(deps.db, cartIdOf(attempt));
  if (!link) {
    await closeAttempt(deps.db, attempt.reference, now);
    return 'released';
  }
  const state = await stateAfterCancelling(deps.gateways, link.cartId, attempt);
  if (state.kind === 'succeeded') {
    const { outcome } = await applyLinkPayment(deps, link, state.payment, now);
    return outcome === 'paid' ? 'applied' : 'refunded';
  }
  if (state.kind === 'over') {
    await closeAttempt(deps.db, attempt.reference, now);
    return 'released';
  }
  return 'pending';
}
