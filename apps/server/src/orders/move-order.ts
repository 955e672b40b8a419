import { releaseSlot } from '../kitchen/slot-capacity.js';
import { transitionStatus, type Fils, type UnixSeconds } from '@storefront/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { saidByCore, type Said } from '../http/messages.js';
import { orders, paymentAttempts, paymentRefunds, walletEntries, type OrderRow } from '../db/schema.js';
import type { PaymentGateways, PaymentsLogger } from '../payments/gateway.js';
import { recordStatus } from '../push/status-feed.js';
import { giveBackEntries, giveBackOverpaid, type GiveBacks } from '../table-sessions/overpaid.js';
import { lockSession, type Tx } from '../table-sessions/session-store.js';
import { issueCreditNote, issueOrderInvoice } from '../invoices/issue.js';
import { giveBackClaimed, noteOnOrder, type ClaimedRefund, type OrderRefund } from './give-back.js';
import { paymentLock } from './unplaced-payments.js';

export type MoveResult =
  | { ok: true; refund?: OrderRefund }
  | { ok: false; notFound: true }
  | { ok: false; notFound: false; message: Said };

export interface MoveOptions {
  reason?: string | null;
  scope?: (row: OrderRow) => boolean;
  /**
   * The payment gateways: a paid order cancelled or rejected is refunded through them after the
   * commit. Without them (or when the process stops first) the claimed refund is sent by the
   * abandoned-payment sweep a few minutes later, with the same idempotency key.
   */
  gateways?: PaymentGateways | undefined;
  logger?: PaymentsLogger | undefined;
  now?: Date;
}

const GATEWAYS = ['intent', 'frames', 'hosted'] as const;
const gatewayNamed = (name: string | undefined) => GATEWAYS.find((gateway) => gateway === name);

/**
 * Moves an order to a new status along the allowed transitions (packages/core); completing a
 * delivery order credits its cashback once (a unique ledger row per order and kind). Cancelling or
 * rejecting gives back, once each: the wallet redemption, the card payment (claimed in the same
 * transaction, sent to its gateway after the commit), and for a table session's round the shares
 * paid beyond the smaller bill.
 */
export async function moveOrder(
  db: Db,
  orderNumber: string,
  to: OrderRow['status'],
  options: MoveOptions = {},
): Promise<MoveResult> {
  const moved = await db.transaction(async (tx) => {
    // A round's session is locked before its order, in the order share payments take them.
    const [peek] = await tx
      .select({ sessionId: orders.tableSessionId })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    if (peek?.sessionId) await lockSession(tx, peek.sessionId);
    const [row] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
    // Outside the caller's scope (a staff member's store or brand) reads as not found.
    if (!row || (options.scope && !options.scope(row)))
      return { result: { ok: false, notFound: true } } as const;
    const allowed = transitionStatus(row.status, to);
    if (!allowed.ok) {
      return { result: { ok: false, notFound: false, message: saidByCore(allowed.error) } } as const;
    }
    const reason = options.reason?.trim() || null;
    await tx
      .update(orders)
      .set({ status: to, statusReason: reason, updatedAt: new Date() })
      .where(eq(orders.id, row.id));
    // Every process hears of it on commit (LISTEN/NOTIFY), the board and the customer's tracker too.
    await recordStatus(tx, row, to, reason);
    const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
    // Paid on delivery or at the counter: completing it settles it, and its invoice is issued
    // (an order paid online has had its invoice since it was placed; docs/invoices.md).
    if (to === 'COMPLETE') await issueOrderInvoice(tx, row, nowSeconds);
    // A table session's round has no customer, so no wallet: its cashback and loyalty stay at 0.
    if (to === 'COMPLETE' && row.cashbackAmount > 0 && row.userId) {
      await tx
        .insert(walletEntries)
        .values({
          userId: row.userId,
          brandId: row.brandId,
          amount: row.cashbackAmount,
          kind: 'cashback',
          orderId: row.id,
        })
        .onConflictDoNothing();
    }
    if (to !== 'CANCELLED' && to !== 'REJECTED') return { result: { ok: true } } as const;
    // The place it held in a capped slot goes back to the store's customers (docs/kitchen.md).
    await releaseSlot(tx, row.id, Math.floor((options.now ?? new Date()).getTime() / 1000) as UnixSeconds);
    if (row.loyaltyAmount > 0 && row.userId) {
      await tx
        .insert(walletEntries)
        .values({
          userId: row.userId,
          brandId: row.brandId,
          amount: row.loyaltyAmount,
          kind: 'refund',
          orderId: row.id,
        })
        .onConflictDoNothing();
    }
    const shares = row.tableSessionId
      ? await giveBackOverpaid(tx, {
          sessionId: row.tableSessionId,
          orderNumber: row.orderNumber,
          now: options.now ?? new Date(),
        })
      : undefined;
    const giveBacks = shares ? giveBackEntries(shares) : [];
    if (giveBacks.length > 0) {
      await tx
        .update(orders)
        .set({
          details: sql`jsonb_set(${orders.details}, '{giveBacks}', ${JSON.stringify(giveBacks)}::jsonb)`,
        })
        .where(eq(orders.id, row.id));
    }
    const claim = await claimOrderRefund(tx, row, to, reason);
    // The money going back gets its credit note, referring to the order's invoice.
    if (claim) await issueCreditNote(tx, { orderId: row.id }, claim.amount, nowSeconds, row);
    return { result: { ok: true }, claim, shares } as const;
  });
  if (!moved.result.ok) return moved.result;
  if ('shares' in moved && moved.shares) await sendShareGiveBacks(db, moved.shares, options);
  if (!('claim' in moved) || !moved.claim) return { ok: true };
  if (!options.gateways) {
    options.logger?.warn(
      { reference: moved.claim.reference, amount: moved.claim.amount },
      'refund claimed; the abandoned-payment sweep sends it to the gateway',
    );
    return { ok: true, refund: { status: 'requested', amount: moved.claim.amount } };
  }
  const refund = await giveBackClaimed(
    { db, gateways: options.gateways, logger: options.logger },
    moved.claim,
    `order ${orderNumber} ${to === 'CANCELLED' ? 'cancelled' : 'rejected'} by the store`,
  );
  return { ok: true, refund };
}

/**
 * A paid order's card payment, claimed for refund under the payment's lock: the order's own total
 * (never more than its payment attempt charged), once per payment (the refund row's key). Cash, pay-later and
 * wallet-only orders hold no card payment; a round's payments are its session's shares.
 */
async function claimOrderRefund(
  tx: Tx,
  row: OrderRow,
  to: 'CANCELLED' | 'REJECTED',
  reason: string | null,
): Promise<ClaimedRefund | null> {
  const reference = row.transactionRef;
  if (!row.isPaid || !reference || row.tableSessionId) return null;
  await tx.execute(paymentLock(reference));
  const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference));
  const gateway = attempt?.gateway ?? gatewayNamed(row.details.transactionInfo?.gateway);
  if (!gateway) return null;
  // The order's own total: a payment that also settled a table's tab keeps the settled rounds'
  // part (they were served; each is cancelled on its own), so only this round goes back.
  const amount = attempt ? (Math.min(attempt.amount, row.total) as Fils) : row.total;
  const why = `Order ${row.orderNumber} was ${to === 'CANCELLED' ? 'cancelled' : 'rejected'} by the store${reason ? `: ${reason}` : ''}`;
  const claimed = await tx
    .insert(paymentRefunds)
    .values({
      transactionRef: reference,
      gateway,
      brandId: row.brandId,
      storeId: row.storeId,
      userId: row.userId,
      amount,
      reason: why.slice(0, 500),
      status: 'requested',
    })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return null;
  await noteOnOrder(tx, reference, { status: 'requested', amount });
  return { reference, gateway, amount, reason: why.slice(0, 500) };
}

/** Sends a shrunk table bill's card refunds; wallet credits are written already; cash is for staff. */
async function sendShareGiveBacks(db: Db, given: GiveBacks, options: MoveOptions) {
  for (const cash of given.cash) {
    options.logger?.warn(
      cash,
      'CASH TO HAND BACK: a paid table share exceeds the bill after a round was cancelled',
    );
  }
  if (!options.gateways) return;
  for (const claim of given.cards) {
    await giveBackClaimed(
      { db, gateways: options.gateways, logger: options.logger },
      claim,
      'a table share paid beyond a bill that shrank',
    );
  }
}
