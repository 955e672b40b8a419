import type { Schemas } from '@storefront/contract';
import { fils, formatFils, splitByItems, splitEvenly, sumFils, type Fils } from '@storefront/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { Said } from '../http/messages.js';
import { tableSessionMessages } from './messages.js';
import { voidOpenShares } from './rounds.js';
import { announceSession, dinersOf, liveShares, lockSession, newShortId, type Tx } from './session-store.js';
import { billLines, billOf, roundsOf, shareStatus } from './snapshot.js';
import { tableSessions, tableShares, type TableSessionRow } from './table-sessions.schema.js';

export type SplitOutcome =
  | { ok: true; session: TableSessionRow }
  | { ok: false; status: 400 | 409; said: Said; conflict?: 'changed' | 'closed' };

interface PlannedShare {
  label: string;
  amount: Fils;
  dinerId: string | null;
  lineKeys: Schemas['TableShare']['lineKeys'] | null;
}

type Plan = { ok: true; shares: PlannedShare[] } | { ok: false; said: Said };

/**
 * The shares of what is left to pay. Every mode adds back to `remaining` to the fils: equal and
 * items through packages/core `allocate` (largest remainder: the fils left after flooring go one
 * each to the largest remainders, earlier shares first on ties); custom as given, plus the rest.
 */
async function plan(
  tx: Tx,
  session: TableSessionRow,
  split: Schemas['TableSplitChoice'],
  remaining: Fils,
  rounds: Awaited<ReturnType<typeof roundsOf>>,
): Promise<Plan> {
  if (split.mode === 'equal') {
    return {
      ok: true,
      shares: splitEvenly(remaining, split.parts).map((amount, index) => ({
        label: `Share ${index + 1}`,
        amount,
        dinerId: null,
        lineKeys: null,
      })),
    };
  }
  if (split.mode === 'custom') {
    const given = sumFils(split.amounts.map((amount) => fils(amount)));
    if (given > remaining)
      return { ok: false, said: tableSessionMessages.splitTooMuch(`AED ${formatFils(remaining)}`) };
    if (split.amounts.some((amount) => amount < 1))
      return { ok: false, said: tableSessionMessages.splitBadClaim };
    const amounts = given < remaining ? [...split.amounts, remaining - given] : split.amounts;
    return {
      ok: true,
      shares: amounts.map((amount, index) => ({
        label: `Share ${index + 1}`,
        amount: fils(amount),
        dinerId: null,
        lineKeys: null,
      })),
    };
  }
  const diners = await dinersOf(tx, session.id);
  const labels = new Map(diners.map((diner) => [diner.dinerId, diner.name ?? `Guest ${diner.number}`]));
  if (split.claims.some((claim) => !labels.has(claim.dinerId)))
    return { ok: false, said: tableSessionMessages.splitBadClaim };
  const result = splitByItems(
    remaining,
    billLines(rounds),
    split.claims.map((claim) => ({ ...claim, party: claim.dinerId })),
  );
  if (!result.ok) return { ok: false, said: tableSessionMessages.splitBadClaim };
  return {
    ok: true,
    shares: result.shares.map((share) => ({
      label: share.party ? labels.get(share.party)! : 'Not claimed',
      amount: share.amount,
      dinerId: share.party,
      lineKeys: share.claims.map(({ lineKey, numerator, denominator }) => ({
        lineKey,
        numerator,
        denominator,
      })),
    })),
  };
}

/**
 * Splits what is left of the bill, under the session's row lock: paid shares stay as they are, a
 * share being paid refuses a new split, the open shares of the last split are voided.
 */
export async function chooseSplit(
  db: Db,
  input: {
    sessionId: string;
    version: number;
    dinerId: string;
    split: Schemas['TableSplitChoice'];
    now: Date;
  },
): Promise<SplitOutcome> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, input.sessionId);
    if (!session) throw new Error('session vanished');
    if (session.status !== 'open')
      return { ok: false, status: 409, said: tableSessionMessages.closed, conflict: 'closed' };
    if (session.version !== input.version) {
      return { ok: false, status: 409, said: tableSessionMessages.changed, conflict: 'changed' };
    }
    const [rounds, shares] = await Promise.all([roundsOf(tx, session.id), liveShares(tx, session.id)]);
    if (shares.some((share) => shareStatus(share, input.now) === 'paying')) {
      return { ok: false, status: 409, said: tableSessionMessages.shareBeingPaid };
    }
    const { remaining } = billOf(rounds, shares);
    if (remaining <= 0) return { ok: false, status: 400, said: tableSessionMessages.nothingToPay };
    const planned = await plan(tx, session, input.split, remaining, rounds);
    if (!planned.ok) return { ok: false, status: 400, said: planned.said };
    await voidOpenShares(tx, session.id, input.now);
    const splitNo = session.splits + 1;
    // A share of 0 fils (more parts than fils left, a claim on a free line) has nothing to pay.
    const payable = planned.shares.filter((share) => share.amount > 0);
    await tx.insert(tableShares).values(
      payable.map((share, index) => ({
        id: newShortId('sh'),
        sessionId: session.id,
        splitNo,
        number: index + 1,
        label: share.label,
        amount: share.amount,
        dinerId: share.dinerId,
        lineKeys: share.lineKeys,
        status: 'open' as const,
        tip: fils(0),
      })),
    );
    const [updated] = await tx
      .update(tableSessions)
      .set({
        split: { mode: input.split.mode, chosenBy: input.dinerId, splitNo },
        splits: splitNo,
        version: session.version + 1,
      })
      .where(eq(tableSessions.id, session.id))
      .returning();
    await announceSession(tx, updated!);
    return { ok: true, session: updated! };
  });
}
