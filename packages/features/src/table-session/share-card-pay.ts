/**
 * A share's card payment over the brand's gateway, by the one payment machine (as checkout and
 * the payment link): the share claimed with its tip is the intent, the card confirms it, and the
 * server's verify of the share is the payment's verify.
 */
import type { ResolvedError } from '@storefront/api';
import { shownMessage, ZERO_FILS, type Fils, type ShownMessage } from '@storefront/core';
import { paymentMachine, type CardDetails, type PaymentInput, type TransactionInfo } from '@storefront/flows';
import type { Language } from '@storefront/i18n';
import type { CardFormValue } from '@storefront/ui/card-form';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { StripeCardField } from '../payments/card-payment.js';
import { confirmIntent, rememberIntent } from '../payments/confirm-intent.js';
import { ONLINE_PAYMENT_UNAVAILABLE } from '../payments/stripe-confirm.js';
import type { TableCalls, TableSession } from './table-api.js';

/**
 * The card as the share's payer gave it: typed in our form (the server's sandbox confirms it), or
 * in Stripe's own field when the brand has a real Stripe account (same path as checkout and the
 * payment link: Stripe.js confirms the intent's client secret, 3-D Secure in Stripe's modal).
 */
export type ShareCard =
  { kind: 'sandbox'; card: CardFormValue } | { kind: 'stripe'; field: StripeCardField | null };

const unavailable: ResolvedError = {
  message: ONLINE_PAYMENT_UNAVAILABLE,
  key: 'errors:onlinePaymentUnavailable',
};

export type ShareOutcome =
  { kind: 'paid'; session: TableSession } | { kind: 'failed'; error: ResolvedError } | { kind: 'redirected' };

/** Where a share's payment that went to 3-D Secure is remembered until the payer comes back. */
export const PENDING_SHARE_KEY = 'storefront.tableSharePayment';

/** The share being paid: its id and what the payer is charged (share and tip). */
export interface SharePay {
  readonly shareId: string;
  readonly total: Fils;
}

type IntentStart = {
  amount: Fils;
  savedCardId: string | null;
  paymentMethod: 'CARD' | 'WALLET';
  idempotencyKey?: string;
};

/** A failed payment as the share shows it: its key (the machine's own refusals too) and the words sent. */
const asResolved = (said: ShownMessage): ResolvedError => ({
  message: said.text ?? '',
  ...(said.key && { key: said.key.includes(':') ? said.key : `errors:${said.key}` }),
  ...(said.params && { params: { ...said.params } }),
});

/**
 * Runs the payment machine for one share with the share's calls. `refusal` keeps the server's own
 * answer (its key and parameters) for the step that refused, so the payer reads it in their
 * language; `session` is the table after the share was verified.
 */
function shareRun(calls: TableCalls, share: SharePay, tip: Fils, card: ShareCard, language: Language) {
  const seen: {
    refusal: ResolvedError | null;
    session: TableSession | null;
    claimed: string | null;
    verified: boolean;
  } = {
    refusal: null,
    session: null,
    claimed: null,
    verified: false,
  };
  const refuse = (error: ResolvedError): never => {
    seen.refusal = error;
    throw new Error(error.message);
  };
  const verify = fromPromise<{ isVerified: boolean }, { id: string }>(async ({ input }) => {
    seen.verified = true;
    const verified = await calls.verifyShare(share.shareId, input.id);
    if (verified.kind !== 'ok') return refuse(verified.error);
    seen.session = verified.session;
    return { isVerified: true };
  });
  const machine = paymentMachine.provide({
    actors: {
      createIntent: fromPromise<
        { id: string; clientSecret: string | null; isVerified: boolean },
        IntentStart
      >(async () => {
        const intent = await calls.payShare(share.shareId, tip);
        if (intent.kind === 'error') return refuse(intent.error);
        seen.claimed = intent.id;
        rememberIntent(intent);
        // The gateway this page has is not the one the server made the intent for: nothing is
        // charged, and the failure hands the share back at once.
        const sandboxIntent = Boolean(intent.confirmUrl);
        if (sandboxIntent !== (card.kind === 'sandbox')) return refuse(unavailable);
        return { id: intent.id, clientSecret: intent.clientSecret, isVerified: false };
      }),
      confirmCard: fromPromise(
        async ({ input }: { input: { clientSecret: string; card: CardDetails | null; saveCard: boolean } }) =>
          confirmIntent(
            input.clientSecret,
            { kind: 'card', card: card.kind === 'sandbox' ? card.card : null, saveCard: false },
            {
              language,
              returnUrl: window.location.href,
              stripeField: () => (card.kind === 'stripe' ? card.field : null),
            },
          ),
      ),
      verifyIntent: verify,
      // The verified share is the table's to apply: there is no order to place.
      placeOrder: fromPromise(async () => ({ orderNumber: share.shareId })),
      redirect: fromPromise<void, { url: string; pending: TransactionInfo }>(async ({ input }) => {
        window.sessionStorage.setItem(
          PENDING_SHARE_KEY,
          JSON.stringify({ shareId: share.shareId, intentId: input.pending.reference }),
        );
        window.location.assign(input.url);
      }),
    },
  });
  return { machine, seen };
}

async function outcomeOf(
  calls: TableCalls,
  share: SharePay,
  run: ReturnType<typeof shareRun>,
  input: PaymentInput,
): Promise<ShareOutcome> {
  const output = await toPromise(createActor(run.machine, { input }).start());
  const { seen } = run;
  if (output.status === 'placed' && seen.session) return { kind: 'paid', session: seen.session };
  if (output.status === 'redirecting') return { kind: 'redirected' };
  const error =
    seen.refusal ??
    asResolved(output.status === 'failed' ? output.error : shownMessage('somethingWentWrong'));
  if (seen.claimed && !seen.verified) {
    // A card that failed is verified too, so the server hands the share back at once.
    const released = await calls.verifyShare(share.shareId, seen.claimed);
    if (released.kind === 'ok') return { kind: 'paid', session: released.session };
    if (released.kind === 'conflict') return { kind: 'failed', error: released.error };
  }
  return { kind: 'failed', error };
}

/**
 * Claims the share with its tip (refused before any charge when someone else is paying it),
 * confirms the card with the gateway, then has the server verify and mark the share paid; 3-D
 * Secure sends the payer away with the share remembered.
 */
export async function payShareByCard(
  calls: TableCalls,
  share: SharePay,
  tip: Fils,
  card: ShareCard,
  language: Language,
): Promise<ShareOutcome> {
  if (card.kind === 'stripe' && !card.field) return { kind: 'failed', error: unavailable };
  const run = shareRun(calls, share, tip, card, language);
  return outcomeOf(calls, share, run, {
    route: 'intent',
    amount: share.total,
    preOrder: false,
    checkoutRules: false,
    card: card.kind === 'sandbox' ? card.card : null,
    cardInGatewayField: card.kind === 'stripe',
  });
}

/** After 3-D Secure: the share remembered before the redirect is verified once. */
export async function resumeSharePayment(
  calls: TableCalls,
  language: Language,
): Promise<ShareOutcome | null> {
  const pending = window.sessionStorage.getItem(PENDING_SHARE_KEY);
  if (!pending) return null;
  window.sessionStorage.removeItem(PENDING_SHARE_KEY);
  const { shareId, intentId } = JSON.parse(pending) as { shareId: string; intentId: string };
  const share: SharePay = { shareId, total: ZERO_FILS };
  const run = shareRun(calls, share, ZERO_FILS, { kind: 'stripe', field: null }, language);
  return outcomeOf(calls, share, run, {
    route: 'intent',
    amount: share.total,
    preOrder: false,
    checkoutRules: false,
    resume: { gateway: 'intent', reference: intentId, outcome: 'success' },
  });
}
