/**
 * The shapes the payment machine works with: what a surface starts a payment with, what the
 * machine keeps while it runs, what it ends with, and the answers its gateway calls give. Kept
 * apart so the surfaces and the actors can read the contract without the state chart.
 */
import type { Fils, ShownMessage } from '@storefront/core';
import type { WalletPayment } from '../wallet-availability.js';

/** direct = cash, card machine or pay later: no gateway. */
export type PaymentRoute = 'direct' | 'intent' | 'frames' | 'hosted';
export type Gateway = Exclude<PaymentRoute, 'direct'>;

export interface CardDetails {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

export interface PaymentInput {
  route: PaymentRoute;
  /** Grand total. */
  amount: Fils;
  /** Pre-orders skip the store availability check. */
  preOrder: boolean;
  /**
   * The checkout's own rules before paying (default true): the store open unless it is a
   * pre-order, and a card total over 2 AED. A payment link or a table share has its amount set
   * by the restaurant and checks it itself.
   */
  checkoutRules?: boolean;
  /** A new card typed in the form (intent and frames routes). */
  card?: CardDetails | null;
  /** A saved card (intent: skips confirmation; frames: stored card). Wins over `card` when both are set. */
  savedCardId?: string | null;
  /**
   * The new card is typed into the gateway's own field (Stripe Elements): the app never sees it,
   * and the confirmCard actor confirms with that field.
   */
  cardInGatewayField?: boolean;
  /** Keep the new card at the gateway for the next orders (intent route). */
  saveCard?: boolean;
  /** Apple Pay / Google Pay (intent route): the wallet's token, confirmed instead of a card. Wins over cards. */
  wallet?: WalletPayment | null;
  /**
   * One key per checkout attempt (the order's idempotency key), sent with every payment start so
   * a tap sent twice, or a retry of a start whose answer was lost, charges once.
   */
  idempotencyKey?: string | null;
  /** Resuming after the browser came back from a 3-D Secure page or a hosted payment page. */
  resume?: { gateway: Gateway; reference: string; outcome: 'success' | 'failure' } | null;
}

/** The gateway payment an order is placed with; also what is kept while the browser is away. */
export type TransactionInfo = { gateway: Gateway; reference: string };

export interface PaymentContext {
  readonly input: PaymentInput;
  /** The gateway payment once the gateway has named it. */
  readonly transaction: TransactionInfo | null;
  readonly clientSecret: string | null;
  readonly cardToken: string | null;
  /** Where the browser is being sent, with what the app keeps to resume on return. */
  readonly redirect: { url: string; pending: TransactionInfo } | null;
  readonly orderNumber: string | null;
  /** Why it failed, translated where it is shown. */
  readonly error: ShownMessage | null;
  /** The failing call got no answer (network down, connection cut): it may have reached the gateway. */
  readonly unanswered: boolean;
}

export type PaymentOutput =
  | { readonly status: 'placed'; readonly orderNumber: string }
  | {
      readonly status: 'failed';
      readonly error: ShownMessage;
      /** No answer came: the next try must reuse the attempt's idempotency key (it may have charged). */
      readonly unanswered?: boolean;
    }
  | { readonly status: 'redirecting'; readonly pending: TransactionInfo };

export type Verification = { isVerified: boolean; message?: ShownMessage };

export type Confirmation = {
  status: 'succeeded' | 'requires_action' | 'failed';
  nextActionUrl?: string;
  message?: ShownMessage;
};
