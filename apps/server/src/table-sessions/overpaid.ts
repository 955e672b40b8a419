import { fils, type Fils } from '@storefront/core';
import { and, desc, eq } from 'drizzle-orm';
import { paymentRefunds, walletEntries } from '../db/schema.js';
import { issueCreditNote } from '../invoices/issue.js';
import { giveBackKey, type ClaimedRefund } from '../orders/give-back.js';
import type { OrderDetails } from '../db/schema.js';
import { bumpVersion, liveShares, lockSession, type Tx } from './session-store.js';
import { closeIfPaid } from './shares.js';
import { billOf, counted, roundsOf } from './snapshot.js';
import { tableShares, type TableShareRow } from './table-sessions.schema.js';

/** Why a share's payment was given back in part or whole, for the provider's and the store's records. */
export const overpaidReason = (orderNumber: string) =>
  `Round ${orderNumber} of the table was cancelled after this share was paid: the bill shrank below what was paid`;

/** What a shrunk bill gave back: card refunds to send after the commit, wallet credits and cash owed. */
export interface GiveBacks {
  cards: ClaimedRefund[];
  wallet: { shareId: string; amount: Fils }[];
  /** Cash the staff must hand back to the table (its share's amount is lowered by it). */
  cash: { shareId: string; amount: Fils }[];
}

const METHOD_ORDER = { CREDIT_CARD: 0, WALLET: 1, CASH: 2 } as const;

/** A cash give-back's key on its round's card: its share (a share gives cash back once per round). */
export const cashGiveBackKey = (shareId: string) => `cash:${shareId}`;

/** What the round's card on the board lists, in the order given (cards, then wallet, then cash). */
export function giveBackEntries(given: GiveBacks): NonNullable<OrderDetails['giveBacks']> {
  return [
    ...given.cards.map((claim) => ({
      key: giveBackKey(claim),
      method: 'CREDIT_CARD' as const,
      amount: claim.amount,
      status: 'requested' as const,
    })),
    ...given.wallet.map(({ shareId, amount }) => ({
      key: `wallet:${shareId}`,
      method: 'WALLET' as const,
      amount,
      status: 'credited' as const,
      shareId,
    })),
    ...given.cash.map(({ shareId, amount }) => ({
      key: cashGiveBackKey(shareId),
      method: 'CASH' as const,
      amount,
      status: 'toHandBack' as const,
      shareId,
    })),
  ];
}

/**
 * After a round was cancelled or rejected, in the same transaction (session locked by the
 * caller): the paid shares (tips apart) may exceed the bill. The excess goes back, from the most
 * recently paid card shares first (one refund row per payment, claimed here, sent after the
 * commit), then wallet shares (a refund ledger row per share), then cash shares (for staff to
 * hand back). Each share's amount is lowered by what it gave back, so the bill never shows more
 * paid than its total. When no round counts any more, everything paid, tips too, goes back.
 * A share bill that shrinks again gives back again: each give-back of a payment is its own part
 * (payment_refunds.part, with its own idempotency key; a wallet share's its own ledger row), and
 * a share never gives back more than it still pays (its amount is lowered each time).
 */
export async function giveBackOverpaid(
  tx: Tx,
  input: { sessionId: string; orderNumber: string; now: Date },
): Promise<GiveBacks> {
  const given: GiveBacks = { cards: [], wallet: [], cash: [] };
  const session = await lockSession(tx, input.sessionId);
  if (!session) return given;
  const [rounds, shares] = await Promise.all([roundsOf(tx, session.id), liveShares(tx, session.id)]);
  const bill = billOf(rounds, shares);
  const nothingCounts = !rounds.some(counted);
  let excess = bill.paid - bill.total;
  if (excess <= 0) return given;
  const paid = shares
    .filter((share) => share.status === 'paid' && share.amount > 0)
    .sort(
      (a, b) =>
        METHOD_ORDER[a.method ?? 'CASH'] - METHOD_ORDER[b.method ?? 'CASH'] ||
        (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0) ||
        b.splitNo - a.splitNo ||
        b.number - a.number,
    );
  const reason = overpaidReason(input.orderNumber);
  for (const share of paid) {
    if (excess <= 0) break;
    const part = fils(Math.min(excess, share.amount));
    // With no round left, the tip goes back too: nothing was served to tip for.
    const whole = nothingCounts && part === share.amount;
    const back = fils(part + (whole ? share.tip : 0));
    const done = await giveBackShare(tx, session, share, back, reason, input.orderNumber);
    if (!done) continue;
    // What it gave back is credited against its invoice (docs/invoices.md).
    await issueCreditNote(tx, { tableShareId: share.id }, back, Math.floor(input.now.getTime() / 1000));
    if (done !== true) given.cards.push(done);
    else (share.method === 'WALLET' ? given.wallet : given.cash).push({ shareId: share.id, amount: back });
    await tx
      .update(tableShares)
      .set({ amount: fils(share.amount - part), ...(whole && { tip: fils(0) }) })
      .where(eq(tableShares.id, share.id));
    excess -= part;
  }
  if (given.cards.length + given.wallet.length + given.cash.length === 0) return given;
  if (session.status === 'open') await closeIfPaid(tx, session, input.now);
  await bumpVersion(tx, session.id);
  return given;
}

/**
 * Claims one share's give-back: a card payment's refund, the payment's next part (sent after the
 * commit), `true` when the wallet was credited or the cash is owed, null when there is nothing to
 * give back through (no card payment, no wallet redemption).
 */
async function giveBackShare(
  tx: Tx,
  session: { brandId: string; storeId: string },
  share: TableShareRow,
  amount: Fils,
  reason: string,
  orderNumber: string,
): Promise<ClaimedRefund | true | null> {
  if (share.method === 'CREDIT_CARD') {
    if (!share.transactionRef) return null;
    // The session is locked: no other give-back of this payment is being numbered meanwhile.
    const part = await tx.$count(paymentRefunds, eq(paymentRefunds.transactionRef, share.transactionRef));
    const claimed = await tx
      .insert(paymentRefunds)
      .values({
        transactionRef: share.transactionRef,
        part,
        gateway: 'intent',
        brandId: session.brandId,
        storeId: session.storeId,
        userId: null,
        amount,
        reason,
        status: 'requested',
        orderNumber,
      })
      .onConflictDoNothing()
      .returning();
    return claimed.length > 0
      ? { reference: share.transactionRef, part, gateway: 'intent', amount, reason, orderNumber }
      : null;
  }
  if (share.method === 'WALLET') {
    const [redemption] = await tx
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.orderId, share.id), eq(walletEntries.kind, 'redemption')))
      .orderBy(desc(walletEntries.createdAt));
    if (!redemption) return null;
    const part = await tx.$count(
      walletEntries,
      and(eq(walletEntries.orderId, share.id), eq(walletEntries.kind, 'refund')),
    );
    const credited = await tx
      .insert(walletEntries)
      .values({
        userId: redemption.userId,
        brandId: session.brandId,
        amount,
        kind: 'refund',
        orderId: share.id,
        part,
      })
      .onConflictDoNothing()
      .returning();
    return credited.length > 0 ? true : null;
  }
  // Cash: the staff hand it back; the share shows what it now pays.
  return true;
}
