import type { Schemas } from '@storefront/contract';
import { customerOf, dinerOf } from '../../http/security.js';
import { fils } from '@storefront/core';
import { errorBody, type Handler } from '../../http/api-types.js';
import { said } from '../../http/messages.js';
import { recordPaymentAttempt } from '../../payments/attempt-store.js';
import { intentDetail } from '../../payments/intent-answer.js';
import { isPaymentError } from '../../payments/payment-error.js';
import { sharePaymentPayer } from '../share-sweep.js';
import type { TableSessionsContext } from '../handlers.js';
import { tableSessionMessages as messages } from '../messages.js';
import {
  claimShare,
  giveBackSharePayment,
  recordIntent,
  releaseShare,
  settleShare,
  settleLapsedPayment,
  sharePaymentDescription,
  type Claim,
} from '../shares.js';
import { sessionById, shareOfSession } from '../session-store.js';
import type { TableSessionRow } from '../table-sessions.schema.js';

/** A card payment that did not go through (the payment links' words, same key). */
const notPaid = said('paymentFailedOrCancelled', 'Payment failed or cancelled');

const claimRefusals: Record<
  Exclude<Claim, { ok: true }>['reason'],
  { status: 404 | 409; said: typeof notPaid }
> = {
  missing: { status: 404, said: messages.shareNotFound },
  void: { status: 404, said: messages.shareNotFound },
  paid: { status: 409, said: messages.sharePaid },
  paying: { status: 409, said: messages.shareBeingPaid },
  closed: { status: 409, said: messages.closed },
};

interface Helpers {
  snapshot: (session: TableSessionRow, me: string) => Promise<Schemas['TableSession']>;
}

/** Paying one share by card: claim first, then the gateway; verify marks it paid exactly once. */
export function shareHandlers(context: TableSessionsContext, helpers: Helpers) {
  const { db, gateways } = context;
  const { snapshot } = helpers;

  const payTableShare: Handler<'payTableShare'> = async ({ params, body, caller }) => {
    const diner = dinerOf(caller);
    const tip = fils(body.tip);
    const held = await shareOfSession(db, diner.session.id, params.shareId);
    if (
      held &&
      held.payerDinerId !== diner.dinerId &&
      (await settleLapsedPayment({ db, gateways }, held, context.clock()))
    ) {
      return { status: 409, body: errorBody('CONFLICT', messages.sharePaid) };
    }
    const claim = await claimShare(db, {
      session: diner.session,
      shareId: params.shareId,
      dinerId: diner.dinerId,
      tip,
      now: context.clock(),
    });
    if (!claim.ok) {
      const refusal = claimRefusals[claim.reason];
      return {
        status: refusal.status,
        body: errorBody(refusal.status === 404 ? 'NOT_FOUND' : 'CONFLICT', refusal.said),
      };
    }
    const { share } = claim;
    const total = fils(share.amount + tip);
    try {
      const intent = await gateways.intent.createPaymentIntent({
        amount: total,
        currency: 'aed',
        paymentMethod: 'CARD',
        description: sharePaymentDescription(share.id),
        idempotencyKey: `table-share-${share.id}-${share.claims}-${tip}`,
      });
      if (!(await recordIntent(db, share, intent.id))) {
        return { status: 409, body: errorBody('CONFLICT', messages.shareBeingPaid) };
      }
      // Remembered for the abandoned-payment sweep: a payer who never verifies never holds money.
      await recordPaymentAttempt(
        db,
        {
          reference: intent.id,
          gateway: 'intent',
          brandId: diner.session.brandId,
          storeId: diner.session.storeId,
          userId: sharePaymentPayer(share.id),
          amount: total,
        },
        context.clock(),
      );
      const brand = await context.brands.byId(body.brandId);
      const stripe = brand?.activeIntegrations.find((integration) => integration.name === 'stripe');
      const publishableKey = (stripe?.metaData as Record<string, string> | undefined)?.publishableKey;
      return {
        status: 200,
        body: {
          success: 1,
          data: { shareId: share.id, amount: share.amount, tip, total },
          gatewayData: { isVerified: intent.status === 'succeeded' },
          fetchedLink: {
            transactionDetail: intentDetail(gateways, intent, { publishableKey }),
          },
        },
      };
    } catch (error) {
      await releaseShare(db, share, diner.dinerId);
      if (isPaymentError(error)) return { status: 400, body: errorBody('PAYMENT_FAILED', error.said) };
      throw error;
    }
  };

  const verifyTableShare: Handler<'verifyTableShare'> = async ({ params, body, caller }) => {
    const diner = dinerOf(caller);
    const { session } = diner;
    const share = await shareOfSession(db, session.id, params.shareId);
    if (!share) return { status: 404, body: errorBody('NOT_FOUND', messages.shareNotFound) };
    const current = async () => ({
      status: 200 as const,
      body: {
        success: 1 as const,
        data: await snapshot((await sessionById(db, session.id))!, diner.dinerId),
      },
    });
    if (share.transactionRef === body.paymentIntentId) return current();
    const intent = await gateways.intent.retrievePaymentIntent(body.paymentIntentId).catch(() => undefined);
    if (intent?.status !== 'succeeded' || intent.description !== sharePaymentDescription(share.id)) {
      if (share.intentId === body.paymentIntentId) await releaseShare(db, share, diner.dinerId);
      return { status: 400, body: errorBody('PAYMENT_FAILED', notPaid) };
    }
    const applies = share.intentId === intent.id && intent.amount === share.amount + share.tip;
    const settled = applies
      ? await settleShare(db, {
          kind: 'card',
          sessionId: session.id,
          shareId: share.id,
          intentId: intent.id,
          now: context.clock(),
        })
      : { ok: false as const };
    if (settled.ok) return current();
    const again = await shareOfSession(db, session.id, share.id);
    if (again?.transactionRef === intent.id) return current();
    await giveBackSharePayment({ db, gateways }, session, { id: intent.id, amount: intent.amount });
    return { status: 409, body: errorBody('CONFLICT', messages.shareRefunded) };
  };

  /**
   * A share (+ tip) from the signed-in customer's wallet: debited and marked paid in one
   * transaction under the wallet's and the session's locks; refused with nothing changed otherwise.
   */
  const payTableShareFromWallet: Handler<'payTableShareFromWallet'> = async ({ params, body, caller }) => {
    const diner = dinerOf(caller);
    const customer = customerOf(caller);
    const held = await shareOfSession(db, diner.session.id, params.shareId);
    if (!held || held.status === 'void')
      return { status: 404, body: errorBody('NOT_FOUND', messages.shareNotFound) };
    if (
      held.payerDinerId !== diner.dinerId &&
      (await settleLapsedPayment({ db, gateways }, held, context.clock()))
    )
      return { status: 409, body: errorBody('CONFLICT', messages.sharePaid) };
    const settled = await settleShare(db, {
      kind: 'wallet',
      sessionId: diner.session.id,
      shareId: held.id,
      dinerId: diner.dinerId,
      userId: customer.user.id,
      tip: fils(body.tip),
      now: context.clock(),
    });
    if (settled.ok)
      return { status: 200, body: { success: 1, data: await snapshot(settled.session, diner.dinerId) } };
    if (settled.reason === 'walletShort')
      return { status: 409, body: errorBody('CONFLICT', messages.walletShort) };
    const now = await shareOfSession(db, diner.session.id, held.id);
    const session = await sessionById(db, diner.session.id);
    const said =
      session?.status !== 'open'
        ? messages.closed
        : now?.status === 'paid'
          ? messages.sharePaid
          : now?.status === 'paying'
            ? messages.shareBeingPaid
            : messages.shareNotFound;
    return { status: 409, body: errorBody('CONFLICT', said) };
  };

  return { payTableShare, verifyTableShare, payTableShareFromWallet };
}
