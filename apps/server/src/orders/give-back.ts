import type { Fils } from '@storefront/core';
import { refunds } from '../ops/metrics.js';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orders, paymentRefunds } from '../db/schema.js';
import type { PaymentGateways, PaymentsLogger, RefundResult, RefundStatus } from '../payments/gateway.js';
import { isPaymentError } from '../payments/payment-error.js';
import { bumpVersion } from '../table-sessions/session-store.js';

/** A payment_refunds row already claimed ('requested', or 'failed' when retried): what to give back. */
export interface ClaimedRefund {
  reference: string;
  /** Which part of the payment's give-back (payment_refunds.part): 0 unless given back before. */
  part?: number;
  /** A table share's give-back: the round whose card lists it (payment_refunds.order_number). */
  orderNumber?: string | null;
  gateway: 'intent' | 'frames' | 'hosted';
  amount: Fils;
  reason: string;
}

/** A refund as its order carries it: claimed (`requested`), then what its gateway answered. */
export interface OrderRefund {
  status: 'requested' | RefundStatus | 'failed';
  amount: Fils;
}

/** What happened to a claimed refund at its gateway. */
export interface GivenBack {
  status: RefundStatus | 'failed';
  amount: Fils;
}

/**
 * The provider's idempotency key of a payment's refund: one refund per payment and part, however
 * often asked (part 0 keeps the key every payment's first refund always had).
 */
export const refundKeyOf = (reference: string, part = 0) =>
  part === 0 ? `refund-${reference}` : `refund-${reference}-part-${part}`;

/** A card give-back's key on its round's card (OrderDetails.giveBacks): its payment and part. */
export const giveBackKey = (claim: { reference: string; part?: number | undefined }) =>
  `${claim.reference}#${claim.part ?? 0}`;

/** A claimed refund older than this with no gateway answer was cut off (the process died): redone. */
export const STALE_REFUND_MS = 5 * 60_000;

/**
 * Gives a claimed payment back through its gateway, with the payment's one idempotency key, and
 * records the answer on its refund row (and on the order that payment paid, if any, for its
 * customer and the board). A refusal is recorded as `failed` with its reason, and logged loudly:
 * staff must refund it by hand. Never throws for a gateway refusal.
 */
export async function giveBackClaimed(
  deps: { db: Db; gateways: PaymentGateways; logger?: PaymentsLogger | undefined },
  claim: ClaimedRefund,
  why: string,
): Promise<GivenBack> {
  const { db } = deps;
  const record = async (set: Partial<typeof paymentRefunds.$inferInsert>, outcome: GivenBack) => {
    await db
      .update(paymentRefunds)
      .set({ ...set, updatedAt: new Date() })
      .where(
        and(eq(paymentRefunds.transactionRef, claim.reference), eq(paymentRefunds.part, claim.part ?? 0)),
      );
    await noteOnOrder(db, claim.reference, outcome);
    if (claim.orderNumber) await setGiveBackStatus(db, claim.orderNumber, giveBackKey(claim), outcome.status);
    refunds.inc({ gateway: claim.gateway, status: outcome.status });
  };
  const base = {
    reference: claim.reference,
    part: claim.part ?? 0,
    gateway: claim.gateway,
    amount: claim.amount,
  };
  // The gateway's answer first, recorded after: a failure to record is not a refused refund (the
  // claim stays `requested`, and the sweep asks again with the same key, which answers the same refund).
  let answer: RefundResult | { failure: string };
  try {
    answer = await deps.gateways[claim.gateway].refundPayment({
      reference: claim.reference,
      amount: claim.amount,
      reason: claim.reason,
      idempotencyKey: refundKeyOf(claim.reference, claim.part),
    });
  } catch (error) {
    answer = { failure: isPaymentError(error) ? `${error.code}: ${error.detail ?? ''}` : String(error) };
  }
  if ('failure' in answer) {
    const { failure } = answer;
    const outcome = { status: 'failed' as const, amount: claim.amount };
    await record({ status: 'failed', failure: failure.slice(0, 500) }, outcome);
    deps.logger?.warn({ ...base, failure }, `REFUND FAILED (${why}): staff must refund this payment by hand`);
    return outcome;
  }
  const outcome = { status: answer.status, amount: claim.amount };
  await record({ status: answer.status, gatewayRefundId: answer.id, failure: null }, outcome);
  deps.logger?.warn({ ...base, status: answer.status }, `payment given back: ${why}`);
  return outcome;
}

/** The order a payment paid carries its refund (amount and status) for its customer and the board. */
export async function noteOnOrder(db: Db | Tx, reference: string, outcome: { status: string; amount: Fils }) {
  await db
    .update(orders)
    .set({
      details: sql`jsonb_set(${orders.details}, '{refund}', ${JSON.stringify(outcome)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(orders.transactionRef, reference));
}

/**
 * Sets one give-back's status on a round's card (OrderDetails.giveBacks; the entry named by its
 * key), when its status is one of `from` (any, without), and moves the round's session on (the
 * boards hear a `table` event and read their orders again). Answers whether the round lists it.
 */
export async function setGiveBackStatus(
  db: Db,
  orderNumber: string,
  key: string,
  status: string,
  from?: readonly string[],
): Promise<boolean> {
  const moves = sql`entry->>'key' = ${key}${
    from
      ? sql` and entry->>'status' in (${sql.join(
          from.map((value) => sql`${value}`),
          sql`, `,
        )})`
      : sql``
  }`;
  const updated = await db
    .update(orders)
    .set({
      details: sql`jsonb_set(${orders.details}, '{giveBacks}', (
        select coalesce(jsonb_agg(case when ${moves}
          then jsonb_set(entry, '{status}', to_jsonb(${status}::text)) else entry end order by position), '[]'::jsonb)
        from jsonb_array_elements(${orders.details}->'giveBacks') with ordinality as given(entry, position)))`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(orders.orderNumber, orderNumber),
        sql`${orders.details}->'giveBacks' @> ${JSON.stringify([{ key }])}::jsonb`,
      ),
    )
    .returning({ sessionId: orders.tableSessionId });
  const [round] = updated;
  // The round's session moves on, so every board following it reads the round again.
  if (round?.sessionId) await bumpVersion(db, round.sessionId);
  return round !== undefined;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Refunds claimed but never sent (the process stopped between the claim's commit and the gateway
 * call) are completed with the same idempotency key, so the payer is refunded exactly once. Each
 * is taken by one process at a time (its `updated_at` moved forward in a conditional update).
 */
export async function completeStaleRefunds(
  deps: { db: Db; gateways: PaymentGateways; logger?: PaymentsLogger | undefined },
  options: { now: Date; staleAfterMs?: number; limit?: number },
): Promise<GivenBack[]> {
  const cutoff = new Date(options.now.getTime() - (options.staleAfterMs ?? STALE_REFUND_MS));
  const stale = await deps.db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, 'requested'), lt(paymentRefunds.updatedAt, cutoff)))
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(options.limit ?? 50);
  const done: GivenBack[] = [];
  for (const row of stale) {
    const [taken] = await deps.db
      .update(paymentRefunds)
      .set({ updatedAt: options.now })
      .where(
        and(
          eq(paymentRefunds.transactionRef, row.transactionRef),
          eq(paymentRefunds.part, row.part),
          eq(paymentRefunds.status, 'requested'),
          lt(paymentRefunds.updatedAt, cutoff),
        ),
      )
      .returning();
    if (!taken) continue;
    done.push(
      await giveBackClaimed(
        deps,
        {
          reference: taken.transactionRef,
          part: taken.part,
          orderNumber: taken.orderNumber,
          gateway: taken.gateway,
          amount: taken.amount,
          reason: taken.reason,
        },
        'a refund claimed before a stop, completed by the sweep',
      ),
    );
  }
  return done;
}
