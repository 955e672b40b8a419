import { CardElement } from '@stripe/react-stripe-js';
import type { PaymentIntentResult, Stripe, StripeElements } from '@stripe/stripe-js';
import { MessageError, type ShownMessage } from '@storefront/core';

/** Spec section 8: what checkout says when online payment cannot go ahead. */
export const ONLINE_PAYMENT_UNAVAILABLE =
  'Online payment is facing some issues, please use other payment method';

/** The same as an error its machine keeps untranslated until a screen shows it. */
export const onlinePaymentUnavailable = () =>
  new MessageError({ key: 'onlinePaymentUnavailable', text: ONLINE_PAYMENT_UNAVAILABLE });

/** A confirmation as the payment machine reads it. */
export interface PaymentConfirmation {
  status: 'succeeded' | 'requires_action' | 'failed';
  nextActionUrl?: string;
  message?: ShownMessage;
}

/**
 * Stripe.js's answer as the payment machine reads it; the server verifies the intent after.
 * `processing` and `requires_capture` count as paid (the money is held); anything else failed.
 */
export function stripeConfirmation(result: PaymentIntentResult): PaymentConfirmation {
  if (result.error)
    return { status: 'failed', ...(result.error.message ? { message: { text: result.error.message } } : {}) };
  const status = result.paymentIntent.status;
  return status === 'succeeded' || status === 'processing' || status === 'requires_capture'
    ? { status: 'succeeded' }
    : { status: 'failed' };
}

/**
 * Confirms the intent with the card typed in Elements' `CardElement` (the number never reaches
 * our code); 3-D Secure runs in Stripe's own modal. `saveCard` keeps the card for next time.
 */
export async function confirmCardElement(
  stripe: Stripe,
  elements: StripeElements,
  clientSecret: string,
  saveCard: boolean,
): Promise<PaymentIntentResult> {
  const card = elements.getElement(CardElement);
  if (!card) throw onlinePaymentUnavailable();
  return stripe.confirmCardPayment(clientSecret, {
    payment_method: { card },
    ...(saveCard ? { setup_future_usage: 'off_session' as const } : {}),
  });
}

/** Google Pay tokenised for Stripe hands over Stripe's token object as JSON: its id. */
export function stripeTokenId(token: string): string | null {
  try {
    const parsed = JSON.parse(token) as { id?: unknown };
    return typeof parsed.id === 'string' ? parsed.id : null;
  } catch {
    return token.startsWith('tok_') ? token : null;
  }
}

/** Confirms the intent with a wallet's Stripe token; a token Stripe did not make cannot pay. */
export async function confirmWalletToken(
  stripe: Stripe,
  clientSecret: string,
  walletToken: string,
): Promise<PaymentIntentResult> {
  const token = stripeTokenId(walletToken);
  if (!token) throw onlinePaymentUnavailable();
  return stripe.confirmCardPayment(clientSecret, { payment_method: { card: { token } } });
}
