/** A share's card payment over the brand's gateway: claim the share, confirm the card, verify. */
import type { ResolvedError } from '@storefront/api';
import type { Fils } from '@storefront/core';
import type { CardFormValue } from '@storefront/ui/card-form';
import type { StripeCardField } from '../payments/card-payment.js';
import { ONLINE_PAYMENT_UNAVAILABLE, stripeConfirmation } from '../payments/stripe-confirm.js';
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

type GatewayAnswer = {
  status?: string;
  nextActionUrl?: string;
  lastError?: { message?: string; messageKey?: string };
};

async function confirmCard(url: string, clientSecret: string, card: CardFormValue): Promise<GatewayAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientSecret, card, returnUrl: window.location.href }),
  });
  return ((await response.json().catch(() => undefined)) as GatewayAnswer | undefined) ?? {};
}

/**
 * Claims the share with its tip (refused before any charge when someone else is paying it),
 * confirms the card with the gateway, then has the server verify and mark the share paid. A card
 * that fails is verified too, so the server hands the share back at once.
 */
export async function payShareByCard(
  calls: TableCalls,
  shareId: string,
  tip: Fils,
  card: ShareCard,
): Promise<ShareOutcome> {
  if (card.kind === 'stripe' && !card.field) return { kind: 'failed', error: unavailable };
  const intent = await calls.payShare(shareId, tip);
  if (intent.kind === 'error') return { kind: 'failed', error: intent.error };
  const answer = await confirmShare(intent, card);
  if (answer === null) {
    // The gateway the page has is not the one the server made the intent for: nothing was
    // charged; verifying hands the share back at once.
    await calls.verifyShare(shareId, intent.id);
    return { kind: 'failed', error: unavailable };
  }
  if (answer.status === 'requires_action' && answer.nextActionUrl) {
    window.sessionStorage.setItem(PENDING_SHARE_KEY, JSON.stringify({ shareId, intentId: intent.id }));
    window.location.assign(answer.nextActionUrl);
    return { kind: 'redirected' };
  }
  const verified = await calls.verifyShare(shareId, intent.id);
  if (verified.kind === 'ok') return { kind: 'paid', session: verified.session };
  // Paid but it could not be applied (the server gave the money back): the reason is shown.
  if (verified.kind === 'conflict') return { kind: 'failed', error: verified.error };
  const message = answer.lastError?.message;
  const key = answer.lastError?.messageKey;
  return { kind: 'failed', error: message ? { message, ...(key && { key }) } : verified.error };
}

/** Confirms the intent with the card; null when the page's gateway does not fit the intent. */
async function confirmShare(
  intent: { clientSecret: string; confirmUrl?: string | undefined },
  card: ShareCard,
): Promise<GatewayAnswer | null> {
  if (card.kind === 'stripe') {
    if (intent.confirmUrl || !card.field) return null;
    const result = await card.field.confirm(intent.clientSecret, false).catch(() => null);
    if (!result) return {};
    const confirmation = stripeConfirmation(result);
    return {
      status: confirmation.status,
      ...(confirmation.message && { lastError: { message: confirmation.message } }),
    };
  }
  if (!intent.confirmUrl) return null;
  const url = new URL(intent.confirmUrl, window.location.origin).toString();
  return confirmCard(url, intent.clientSecret, card.card).catch((): GatewayAnswer => ({}));
}

/** After 3-D Secure: the share remembered before the redirect is verified once. */
export async function resumeSharePayment(calls: TableCalls): Promise<ShareOutcome | null> {
  const pending = window.sessionStorage.getItem(PENDING_SHARE_KEY);
  if (!pending) return null;
  window.sessionStorage.removeItem(PENDING_SHARE_KEY);
  const { shareId, intentId } = JSON.parse(pending) as { shareId: string; intentId: string };
  const verified = await calls.verifyShare(shareId, intentId);
  if (verified.kind === 'ok') return { kind: 'paid', session: verified.session };
  return { kind: 'failed', error: verified.error };
}
