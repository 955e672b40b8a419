/**
 * The sandbox gateway's own public shapes: its options, the wallet and card inputs its browser
 * routes take (sandbox-routes.ts), and what its pages are shown. The provider-neutral shapes it
 * also answers with are in ../gateway.ts.
 */
import type { Fils } from '@storefront/core';
import type { CardInput } from '../card.js';
import type { IntentStatus, PaymentFailure, PaymentsLogger } from '../gateway.js';
import type { SandboxFlow, SandboxStatus } from '../payments.schema.js';

/** Stripe's smallest AED charge, 2.00 AED (spec §9: card payments over 2 AED). */
export const MIN_INTENT_AMOUNT_FILS = 200;
/** Card tokens live 15 minutes, like Checkout.com's. */
export const DEFAULT_TOKEN_TTL_SECONDS = 15 * 60;

export interface SandboxOptions {
  /**
   * Absolute origin that reaches this server's `/sandbox/…` routes (e.g. http://localhost:3000).
   * Without it the links the sandbox hands out are root-relative paths.
   */
  publicOrigin?: string;
  now?: () => Date;
  logger?: PaymentsLogger;
  tokenTtlSeconds?: number;
}

/** The wallets whose payment-request token can confirm an intent in place of a typed card. */
export type SandboxWalletType = 'googlePay' | 'applePay';

/** A wallet's one-time token, as the browser's payment sheet handed it over. */
export interface WalletInput {
  type: SandboxWalletType;
  token: string;
}

/** The sandbox's wallet test tokens: any other non-empty token is approved, like card 4242. */
export const SANDBOX_WALLET_TOKENS = {
  /** Declined by the issuer, like card 4000 0000 0000 0002. */
  declined: 'tok_declined',
} as const;

/** The longest wallet token the sandbox takes (Apple Pay's payment data as JSON is a few KB). */
export const MAX_WALLET_TOKEN_LENGTH = 16_384;

interface ConfirmBase {
  clientSecret: string;
  /** Where the 3-D Secure page returns the payer, with `payment_intent` and `redirect_status`. */
  returnUrl?: string;
  /** The page's language (Stripe.js `locale`): the 3-D Secure page speaks it. */
  locale?: 'en' | 'ar';
}

/**
 * What the browser sends to confirm an intent (Stripe.js `confirmCardPayment`): a typed card, or
 * the token of an Apple Pay / Google Pay sheet. A wallet's card is never kept.
 */
export type ConfirmIntentInput =
  | (ConfirmBase & {
      card: CardInput;
      wallet?: undefined;
      /** Keep brand, last four and expiry for the intent's customer once it succeeds. */
      saveCard?: boolean;
    })
  | (ConfirmBase & { wallet: WalletInput; card?: undefined; saveCard?: undefined });

export interface ConfirmIntentResult {
  id: string;
  status: IntentStatus;
  /** The 3-D Secure challenge page, when `status` is `requires_action`. */
  nextActionUrl?: string;
  lastError?: PaymentFailure;
}

/** A Frames-style card token: what the browser gets back for a typed card. */
export interface SandboxCardToken {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** ISO 8601. */
  expiresAt: string;
}

/** What the 3-D Secure and hosted pages show about a payment. */
export interface SandboxPaymentView {
  id: string;
  flow: SandboxFlow;
  status: SandboxStatus;
  amount: Fils;
  currency: string;
  description: string | null;
  language: 'EN' | 'AR';
  cardBrand: string | null;
  cardLast4: string | null;
}

/** Where a browser-facing step sends the payer next; null when there is nowhere to go back to. */
export interface SandboxRedirect {
  redirectUrl: string | null;
  status: SandboxStatus;
}
