import type { CreatedIntent, PaymentGateways } from './gateway.js';

/** Where the browser confirms a sandbox intent (Stripe.js `confirmCardPayment` stand-in). */
export const SANDBOX_INTENT_CONFIRM_PATH = '/sandbox/intent/confirm';

/** Where the browser tokenises a card for the sandbox's Checkout.com-like flow (Frames stand-in). */
export const SANDBOX_FRAMES_TOKENS_PATH = '/sandbox/frames/tokens';

/** What the browser is told of an intent it is to confirm. */
export interface IntentDetail {
  id: string;
  client_secret: string;
  /** The sandbox's confirm address, when intents are the sandbox's. */
  confirmUrl?: string;
  /** A real Stripe account's publishable key, for surfaces that load Stripe.js on demand. */
  publishableKey?: string;
}

/**
 * The one answer every surface (checkout, payment link, table share) gives for an intent it
 * created: its id, the client secret, and where
 * to confirm it: the sandbox's address, or Stripe.js with the brand's publishable key.
 */
export function intentDetail(
  gateways: Pick<PaymentGateways, 'modes'>,
  intent: CreatedIntent,
  options: { publishableKey?: string | undefined } = {},
): IntentDetail {
  const sandbox = gateways.modes.intent === 'sandbox';
  return {
    id: intent.id,
    client_secret: intent.clientSecret,
    ...(sandbox && { confirmUrl: SANDBOX_INTENT_CONFIRM_PATH }),
    ...(!sandbox && options.publishableKey && { publishableKey: options.publishableKey }),
  };
}
