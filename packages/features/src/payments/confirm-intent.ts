/**
 * Confirming an intent in the browser, one way for every surface (checkout, dine-in, table share,
 * payment link): the server names the sandbox's confirm address with each intent it creates;
 * without one, the brand has a real Stripe account and Stripe.js confirms (the card in Stripe's
 * own field, a wallet by its Stripe token). See docs/architecture.md, "Front end".
 */
import type { CardDetails, WalletPayment } from '@storefront/flows';
import type { Language } from '@storefront/i18n';
import type { Stripe } from '@stripe/stripe-js';
import { serverError, serverFailure } from '../checkout/server-error.js';
import type { StripeCardField } from './card-payment.js';
import {
  confirmWalletToken,
  onlinePaymentUnavailable,
  stripeConfirmation,
  type PaymentConfirmation,
} from './stripe-confirm.js';

/** The sandbox's Frames token endpoint (the sandbox's intents name their confirm address themselves). */
const SANDBOX_FRAMES_TOKENS = '/sandbox/frames/tokens';

/** Where the sandbox confirms each intent the server created, by intent id. */
const confirmUrls = new Map<string, string>();

/** Keeps the sandbox's confirm address the server named with an intent (none for real Stripe). */
export function rememberIntent(intent: { id: string; confirmUrl?: string | undefined }): void {
  if (intent.confirmUrl)
    confirmUrls.set(intent.id, new URL(intent.confirmUrl, window.location.origin).toString());
}

/** The intent id inside a client secret ('pi_…_secret_…'). */
const intentOf = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? '';

/** Who pays the intent: a card (null when typed into Stripe's own field) or a wallet's token. */
export type IntentPayer =
  | { readonly kind: 'card'; readonly card: CardDetails | null; readonly saveCard: boolean }
  | { readonly kind: 'wallet'; readonly wallet: WalletPayment };

export interface ConfirmOptions {
  readonly language: Language;
  /** Where the sandbox's 3-D Secure page sends the payer back. */
  readonly returnUrl: string;
  /** Stripe's mounted card field, when the card is typed there. */
  readonly stripeField: () => StripeCardField | null;
  /** Stripe.js, for a wallet token on a real Stripe account. */
  readonly stripe?: () => Promise<Stripe | null>;
}

/** The sandbox confirmation endpoint's answer. */
type SandboxAnswer = {
  status?: string;
  nextActionUrl?: string;
  /** The decline, with the key of its text (the sandbox's stand-in for Stripe.js's own messages). */
  lastError?: { message?: string; messageKey?: string };
};

/** Posts to one of the sandbox gateway's browser endpoints (never our API: card data goes there). */
async function postToGateway<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => undefined)) as T | undefined;
  if (!response.ok || !data) throw serverFailure(data);
  return data;
}

/** The sandbox's answer read as Stripe.js's confirmation. */
export function fromSandbox(answer: SandboxAnswer): PaymentConfirmation {
  if (answer.status === 'succeeded') return { status: 'succeeded' };
  if (answer.status === 'requires_action' && answer.nextActionUrl)
    return { status: 'requires_action', nextActionUrl: answer.nextActionUrl };
  return {
    status: 'failed',
    ...(answer.lastError?.message && { message: serverError(answer.lastError) }),
  };
}

/**
 * Confirms the intent behind `clientSecret` with the payer's card or wallet. Throws 'Online payment
 * is facing some issues…' when this page has no way to confirm it (nothing was charged).
 */
export async function confirmIntent(
  clientSecret: string,
  payer: IntentPayer,
  options: ConfirmOptions,
): Promise<PaymentConfirmation> {
  const { language } = options;
  const url = confirmUrls.get(intentOf(clientSecret));
  if (url) {
    if (payer.kind === 'wallet') {
      const wallet = { type: payer.wallet.method, token: payer.wallet.token };
      const body = { clientSecret, wallet, returnUrl: options.returnUrl, locale: language };
      return fromSandbox(await postToGateway<SandboxAnswer>(url, body));
    }
    if (payer.card) {
      // The page's language goes with it, as Stripe.js's `locale` does: 3-D Secure speaks it.
      const body = {
        clientSecret,
        card: payer.card,
        saveCard: payer.saveCard,
        returnUrl: options.returnUrl,
        locale: language,
      };
      return fromSandbox(await postToGateway<SandboxAnswer>(url, body));
    }
  } else if (payer.kind === 'wallet') {
    const stripe = await options.stripe?.();
    if (stripe) return stripeConfirmation(await confirmWalletToken(stripe, clientSecret, payer.wallet.token));
  } else {
    // A real Stripe account: the card is in Elements' CardElement, 3-D Secure runs in Stripe's modal.
    const field = options.stripeField();
    if (field) return stripeConfirmation(await field.confirm(clientSecret, payer.saveCard));
  }
  throw onlinePaymentUnavailable();
}

/** The sandbox's Checkout.com-like flow: the typed card becomes a token at its Frames endpoint. */
export async function tokenizeCard(card: CardDetails): Promise<{ token: string }> {
  const url = new URL(SANDBOX_FRAMES_TOKENS, window.location.origin).toString();
  const answer = await postToGateway<{ token?: string }>(url, card);
  if (!answer.token) throw serverFailure(answer);
  return { token: answer.token };
}
