import { fils, type Fils } from '@storefront/core';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orders, paymentRefunds, walletEntries } from '../db/schema.js';
import { walletBalance } from '../orders/order-store.js';
import type { PaymentGateways } from '../payments/gateway.js';
import { giveBackClaimed } from '../orders/give-back.js';
import { issueShareInvoice } from '../invoices/table-invoices.js';
import { isClaimedForRefund, paymentLock } from '../orders/unplaced-payments.js';
import { announceSession, bumpVersion, liveShares, lockSession, type Tx } from './session-store.js';
import { billOf, roundsOf } from './snapshot.js';
import {
  tableSessions,
  tableShares,
  type TableSessionRow,
  type TableShareRow,
} from './table-sessions.schema.js';

/** How long a payer holds a share; an abandoned payment lets it go then. */
export const SHARE_CLAIM_MS = 5 * 60_000;

/** What a share's card payment says it is for; verify accepts only an intent made for that share. */
export const sharePaymentDescription = (shareId: string) => `Table share ${shareId}`;

export type Claim =
  | { ok: true; share: TableShareRow; fresh: boolean }
  | { ok: false; reason: 'missing' | 'void' | 'paid' | 'paying' | 'closed' };

/**
 * Holds the share for the diner BEFORE any gateway call, in one conditional update: open (or
 * lapsed, or already the same diner's) becomes paying. Of two payers at once exactly one row
 * update succeeds; the other is refused and nothing is charged.
 */
export async function claimShare(
  db: Db,
  input: { session: TableSessionRow; shareId: string; dinerId: string; tip: Fils; now: Date },
): Promise<Claim> {
  const { session, shareId, dinerId, tip, now } = input;
  if (session.status !== 'open') return { ok: false, reason: 'closed' };
  return db.transaction(async (tx) => {
    const [same] = await tx
      .update(tableShares)
      .set({ tip, claimUntil: new Date(now.getTime() + SHARE_CLAIM_MS) })
      .where(
        and(
          eq(tableShares.id, shareId),
          eq(tableShares.sessionId, session.id),
          eq(tableShares.status, 'paying'),
          eq(tableShares.payerDinerId, dinerId),
          eq(tableShares.tip, tip),
        ),
      )
      .returning();
    if (same) return { ok: true as const, share: same, fresh: false };
    const [claimed] = await tx
      .update(tableShares)
      .set({
        status: 'paying',
        payerDinerId: dinerId,
        tip,
        claimUntil: new Date(now.getTime() + SHARE_CLAIM_MS),
        claims: sql`${tableShares.claims} + 1`,
        intentId: null,
      })
      .where(
        and(
          eq(tableShares.id, shareId),
          eq(tableShares.sessionId, session.id),
          or(
            eq(tableShares.status, 'open'),
            and(
              eq(tableShares.status, 'paying'),
              or(
                isNull(tableShares.claimUntil),
                lt(tableShares.claimUntil, now),
                eq(tableShares.payerDinerId, dinerId),
              ),
            ),
          ),
        ),
      )
      .returning();
    if (claimed) {
      await bumpVersion(tx, session.id);
      return { ok: true as const, share: claimed, fresh: true };
    }
    const [row] = await tx
      .select()
      .from(tableShares)
      .where(and(eq(tableShares.id, shareId), eq(tableShares.sessionId, session.id)));
    if (!row) return { ok: false as const, reason: 'missing' as const };
    if (row.status === 'void') return { ok: false as const, reason: 'void' as const };
    return { ok: false as const, reason: row.status === 'paid' ? ('paid' as const) : ('paying' as const) };
  });
}

/**
 * Records the intent made for this claim: only while the claim is still the one it was made for
 * (same payer, same press count, same tip). False when a newer press superseded it meanwhile: that
 * intent is never confirmed by the client, so it charges nothing.
 */
export async function recordIntent(db: Db, share: TableShareRow, intentId: string): Promise<boolean> {
  const updated = await db
    .update(tableShares)
    .set({ intentId })
    .where(
      and(
        eq(tableShares.id, share.id),
        eq(tableShares.status, 'paying'),
        eq(tableShares.payerDinerId, share.payerDinerId!),
        eq(tableShares.claims, share.claims),
        eq(tableShares.tip, share.tip),
      ),
    )
    .returning({ id: tableShares.id });
  return updated.length > 0;
}

/** Lets go of the diner's hold (the gateway refused, or the payment did not go through). */
export async function releaseShare(
  db: Db,
  share: Pick<TableShareRow, 'id' | 'sessionId'>,
  dinerId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const released = await tx
      .update(tableShares)
      .set({ status: 'open', payerDinerId: null, claimUntil: null, tip: fils(0) })
      .where(
        and(
          eq(tableShares.id, share.id),
          eq(tableShares.status, 'paying'),
          eq(tableShares.payerDinerId, dinerId),
        ),
      )
      .returning({ id: tableShares.id });
    if (released.length > 0) await bumpVersion(tx, share.sessionId);
  });
}

/**
 * Closes the session when the paid shares cover the bill and nothing is left in the basket; its
 * rounds become paid. In the caller's transaction, under the session's lock.
 */
export async function closeIfPaid(tx: Tx, session: TableSessionRow, now: Date): Promise<boolean> {
  const [rounds, shares] = await Promise.all([roundsOf(tx, session.id), liveShares(tx, session.id)]);
  const bill = billOf(rounds, shares);
  if (session.basket.length > 0 || bill.total <= 0 || bill.paid < bill.total) return false;
  await tx
    .update(tableSessions)
    .set({ status: 'closed', closedAt: now })
    .where(eq(tableSessions.id, session.id));
  const ids = rounds.map((round) => round.id);
  if (ids.length > 0)
    await tx.update(orders).set({ isPaid: true, updatedAt: now }).where(inArray(orders.id, ids));
  return true;
}

export type Settle =
  { ok: true; session: TableSessionRow } | { ok: false; reason: 'notApplicable' | 'walletShort' };

/** Thrown inside the settling transaction to roll it back: the share would pay more than the bill. */
class OverBill extends Error {}
/** Thrown inside the settling transaction to roll it back: the wallet does not cover the share. */
class WalletShort extends Error {}

/** A share paid from a customer's wallet: its redemption is the wallet entry of this share. */
export interface WalletSettle {
  kind: 'wallet';
  sessionId: string;
  shareId: string;
  dinerId: string;
  userId: string;
  tip: Fils;
  now: Date;
}

/**
 * Marks the share paid exactly once, under the session's lock: by the card payment its claim made
 * (`intentId`, while the share is still this payer's and not voided), or in cash by staff (an open
 * share, or one whose payer let the hold lapse). Then closes the session when the bill is paid.
 */
export async function settleShare(
  db: Db,
  input:
    | { kind: 'card'; sessionId: string; shareId: string; intentId: string; now: Date }
    | { kind: 'cash'; sessionId: string; shareId: string; staffId: string; now: Date }
    | WalletSettle,
): Promise<Settle> {
  return settleOnce(db, input).catch((error: unknown) => {
    if (error instanceof OverBill) return { ok: false as const, reason: 'notApplicable' as const };
    if (error instanceof WalletShort) return { ok: false as const, reason: 'walletShort' as const };
    throw error;
  });
}

/**
 * The wallet's side, in the settling transaction: the share (open, lapsed, or this diner's own
 * hold) becomes paid with its tip, and the customer's balance at the brand, read under the wallet's
 * lock, must cover it; the redemption is written once per share.
 */
async function payFromWallet(tx: Tx, session: TableSessionRow, input: WalletSettle) {
  const [paid] = await tx
    .update(tableShares)
    .set({
      status: 'paid',
      method: 'WALLET',
      tip: input.tip,
      payerDinerId: input.dinerId,
      claimUntil: null,
      transactionRef: `wallet:${input.shareId}`,
      paidAt: input.now,
    })
    .where(
      and(
        eq(tableShares.id, input.shareId),
        eq(tableShares.sessionId, session.id),
        or(
          eq(tableShares.status, 'open'),
          and(
            eq(tableShares.status, 'paying'),
            or(
              isNull(tableShares.claimUntil),
              lt(tableShares.claimUntil, input.now),
              eq(tableShares.payerDinerId, input.dinerId),
            ),
          ),
        ),
      ),
    )
    .returning();
  if (!paid) return undefined;
  const total = fils(paid.amount + input.tip);
  if ((await walletBalance(tx, input.userId, session.brandId)) < total) throw new WalletShort();
  await tx.insert(walletEntries).values({
    userId: input.userId,
    brandId: session.brandId,
    amount: fils(-total),
    kind: 'redemption',
    orderId: paid.id,
  });
  return paid;
}

function settleOnce(db: Db, input: Parameters<typeof settleShare>[1]): Promise<Settle> {
  return db.transaction(async (tx) => {
    if (input.kind === 'card') {
      await tx.execute(paymentLock(input.intentId));
      // A payment already being given back (it could not pay this share before) never pays it later.
      if (await isClaimedForRefund(tx, input.intentId)) {
        return { ok: false as const, reason: 'notApplicable' as const };
      }
    }
    // The same lock as an order's loyalty redemption: one debit of a wallet at a time.
    if (input.kind === 'wallet')
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallet:${input.userId}`}))`);
    const session = await lockSession(tx, input.sessionId);
    if (!session || session.status !== 'open')
      return { ok: false as const, reason: 'notApplicable' as const };
    const base = and(eq(tableShares.id, input.shareId), eq(tableShares.sessionId, session.id));
    const [paid] =
      input.kind === 'wallet'
        ? [await payFromWallet(tx, session, input)]
        : input.kind === 'card'
          ? await tx
              .update(tableShares)
              .set({
                status: 'paid',
                method: 'CREDIT_CARD',
                transactionRef: input.intentId,
                paidAt: input.now,
              })
              .where(
                and(
                  base,
                  inArray(tableShares.status, ['paying', 'open']),
                  eq(tableShares.intentId, input.intentId),
                ),
              )
              .returning()
          : await tx
              .update(tableShares)
              .set({
                status: 'paid',
                method: 'CASH',
                staffId: input.staffId,
                tip: fils(0),
                paidAt: input.now,
                payerDinerId: null,
              })
              .where(
                and(
                  base,
                  or(
                    eq(tableShares.status, 'open'),
                    and(
                      eq(tableShares.status, 'paying'),
                      or(isNull(tableShares.claimUntil), lt(tableShares.claimUntil, input.now)),
                    ),
                  ),
                ),
              )
              .returning();
    if (!paid) return { ok: false as const, reason: 'notApplicable' as const };
    // Never more than the bill (a round cancelled after the split shrinks it): undone, not applied.
    const bill = billOf(await roundsOf(tx, session.id), await liveShares(tx, session.id));
    if (bill.paid > bill.total) throw new OverBill();
    await closeIfPaid(tx, session, input.now);
    // Its invoice, in the transaction that marks it paid (docs/invoices.md).
    await issueShareInvoice(tx, session, paid, input.now);
    const [updated] = await tx
      .update(tableSessions)
      .set({ version: session.version + 1 })
      .where(eq(tableSessions.id, session.id))
      .returning();
    await announceSession(tx, updated!);
    return { ok: true as const, session: updated! };
  });
}

export const SHARE_REFUND_REASON =
  'The table share was paid, voided or closed before this payment could apply';

/**
 * A card payment that succeeded but cannot pay its share (paid in cash or by another payer
 * meanwhile, split again, the session closed) is given back through the gateway once: the refund
 * row is the claim, the provider's idempotency key the guarantee. Answers whether money went back.
 */
export async function giveBackSharePayment(
  deps: { db: Db; gateways: PaymentGateways },
  session: Pick<TableSessionRow, 'brandId' | 'storeId'>,
  payment: { id: string; amount: Fils },
): Promise<boolean> {
  const claimed = await deps.db.transaction(async (tx) => {
    await tx.execute(paymentLock(payment.id));
    const [share] = await tx.select().from(tableShares).where(eq(tableShares.transactionRef, payment.id));
    if (share) return 'applied' as const;
    const rows = await tx
      .insert(paymentRefunds)
      .values({
        transactionRef: payment.id,
        gateway: 'intent',
        brandId: session.brandId,
        storeId: session.storeId,
        userId: null,
        amount: payment.amount,
        reason: SHARE_REFUND_REASON,
        status: 'requested',
      })
      .onConflictDoNothing()
      .returning();
    return rows.length > 0 ? ('claimed' as const) : ('already' as const);
  });
  if (claimed === 'applied') return false;
  if (claimed === 'already') return true;
  await giveBackClaimed(
    deps,
    { reference: payment.id, gateway: 'intent', amount: payment.amount, reason: SHARE_REFUND_REASON },
    'a table share payment that could not apply',
  );
  return true;
}

/**
 * A payer whose hold lapsed may still have paid (the card went through, the phone never came back
 * to verify). Before anyone else takes the share, its last intent is asked: when it succeeded for
 * this share, it pays the share now (true), so the share is never charged twice.
 */
export async function settleLapsedPayment(
  deps: { db: Db; gateways: PaymentGateways },
  share: TableShareRow,
  now: Date,
): Promise<boolean> {
  const lapsed = share.status === 'paying' && (!share.claimUntil || share.claimUntil <= now);
  if (!lapsed || !share.intentId) return false;
  const intent = await deps.gateways.intent.retrievePaymentIntent(share.intentId).catch(() => undefined);
  if (
    intent?.status !== 'succeeded' ||
    intent.description !== sharePaymentDescription(share.id) ||
    intent.amount !== share.amount + share.tip
  ) {
    return false;
  }
  const settled = await settleShare(deps.db, {
    kind: 'card',
    sessionId: share.sessionId,
    shareId: share.id,
    intentId: intent.id,
    now,
  });
  return settled.ok;
}
