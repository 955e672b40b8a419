/**
 * Provider-neutral card payment gateways (ARCHITECTURE.md "External services"): three flow shapes
 * the storefront knows (spec §4 "Payment"), each with a real adapter and the offline sandbox.
 *
 * The server never trusts the browser about a payment: after any redirect or client-side
 * confirmation it asks the gateway for the status (`retrievePaymentIntent`, `getPaymentDetails`,
 * `checkHostedPayment`) and compares the amount with the order's before placing it.
 *
 * This file is the contract only: gateway-factory.ts chooses the adapters that fulfil it.
 */
import type { Fils } from '@storefront/core';
import type { SandboxGateway } from './sandbox/sandbox-gateway.js';

/** A card kept by the provider for a customer: never more than brand, last four and expiry. */
export interface SavedCard {
  /** Provider id to pay with later (Stripe `pm_…`, Checkout.com `src_…`, sandbox `card_sbx_…`). */
  id: string;
  /** Lower-case network name, e.g. 'visa', 'mastercard'. */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Why the last attempt failed, in words the storefront can show (spec §8). */
export interface PaymentFailure {
  /** Provider code, e.g. 'card_declined', 'payment_intent_authentication_failure'. */
  code: string;
  /** Text for the payer; 'Bank declined payment, please try again' when the provider gives none. */
  message: string;
}

/** Minimal logger (pino and Fastify's logger fit). Never given card numbers or security codes. */
export interface PaymentsLogger {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
}

// ---------------------------------------------------------------------------------------------
// Giving money back (every flow)

export interface RefundInput {
  /** The payment: intent id, frames payment id or hosted-page reference. */
  reference: string;
  /** Integer fils: the whole amount paid (the server only refunds payments that became no order). */
  amount: Fils;
  /** Why, for the provider's records (never shown to the payer by the provider). */
  reason: string;
  /** Same key, same refund: a retried call never refunds twice. */
  idempotencyKey: string;
}

/**
 * `voided`: the hold was released before capture (no money ever left the card); `refunded`: the
 * captured money goes back; `pending`: the provider accepted the refund and settles it later.
 */
export type RefundStatus = 'voided' | 'refunded' | 'pending';

export interface RefundResult {
  /** The provider's id of the refund or void action. */
  id: string;
  status: RefundStatus;
}

/** Gives a payment's money back: a void while only authorised, else a refund. */
export interface Refunds {
  refundPayment(input: RefundInput): Promise<RefundResult>;
}

// ---------------------------------------------------------------------------------------------
// Intent flow (Stripe Payment Intents)

/** Stripe's payment intent statuses, narrowed to what the storefront acts on. */
export type IntentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface CreateIntentInput {
  /** Integer fils (AED minor units). */
  amount: Fils;
  currency: 'aed';
  /** The provider's customer id; needed for stored cards and for listing cards. */
  customerRef?: string;
  /** Pay with a saved card: confirmed at once server-side (off-session). */
  storedCardId?: string;
  /** WALLET = Apple Pay / Google Pay through the payment request button; both are card payments. */
  paymentMethod: 'CARD' | 'WALLET';
  description: string;
  /** Same key, same intent: retries never create a second charge. Random when omitted. */
  idempotencyKey?: string;
  /** The checkout attempt it pays (its kept order's key), carried in the payment's metadata. */
  checkoutAttempt?: string;
}

export interface CreatedIntent {
  id: string;
  /** Handed to the browser to confirm the card (Stripe.js `confirmCardPayment`). */
  clientSecret: string;
  status: IntentStatus;
  lastError?: PaymentFailure;
}

export interface IntentDetails {
  id: string;
  status: IntentStatus;
  /** Integer fils, as created. */
  amount: Fils;
  currency: 'aed';
  /** The description given at creation: says what the payment is for (an order, a payment link). */
  description?: string;
  /** The provider's customer the intent was made for, when it has one. */
  customerRef?: string;
  lastError?: PaymentFailure;
}

/** Stripe-like gateway: create an intent on the server, confirm it in the browser, verify here. */
export interface IntentGateway extends Refunds {
  /** Creates a payment intent; with `storedCardId` it is confirmed at once (succeeded or declined). */
  createPaymentIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** The intent as the provider sees it now. Throws `invalidPaymentIntent` for an unknown id. */
  retrievePaymentIntent(id: string): Promise<IntentDetails>;
  /**
   * Cancels an intent that has not succeeded (never confirmed, declined, or left on its 3-D Secure
   * page): it can charge nothing after this. Throws `paymentAlreadyProcessed` when it succeeded
   * first; an intent already cancelled answers as it is.
   */
  cancelPaymentIntent(id: string): Promise<IntentDetails>;
  /** The customer's saved cards, oldest first; empty for an unknown customer. */
  listCards(customerRef: string): Promise<SavedCard[]>;
}

// ---------------------------------------------------------------------------------------------
// Frames flow (Checkout.com Frames + 3-D Secure redirect)

/**
 * Checkout.com payment statuses. Provider statuses with no money held (Expired, Voided, Refunded)
 * read as `Canceled`; Partially Captured as `Captured`.
 */
export type FramesStatus = 'Pending' | 'Authorized' | 'Captured' | 'Declined' | 'Canceled';

export type FramesSource = { type: 'token'; token: string } | { type: 'id'; id: string };

export interface FramesPaymentInput {
  /** Integer fils (AED minor units, 1:1). */
  amount: Fils;
  currency: 'AED';
  /** A new card tokenised in the browser (`tok_…`) or a saved card (`src_…`). */
  source: FramesSource;
  /** The merchant's reference (order or cart id), echoed back by `getPaymentDetails`. */
  reference: string;
  customerRef?: string;
  customerEmail?: string;
  /** Where the 3-D Secure page sends the payer; `cko-session-id` is appended. */
  successUrl: string;
  failureUrl: string;
  /** Keep a tokenised card for `customerRef` once the payment succeeds. */
  storeForFutureUse?: boolean;
  language?: 'EN' | 'AR';
  /** Same key, same payment. Random when omitted. */
  idempotencyKey?: string;
  /** The checkout attempt it pays (its kept order's key), carried in the payment's metadata. */
  checkoutAttempt?: string;
}

export interface FramesPaymentResult {
  id: string;
  status: FramesStatus;
  /** Authorized or Captured. */
  approved: boolean;
  threeDSRedirectionRequired: boolean;
  /** The 3-D Secure page to send the browser to, when required. */
  redirectLink?: string;
  /** Payer-facing reason when Declined ('Bank declined payment, please try again' fallback). */
  declineReason?: string;
  reference: string;
}

export interface FramesPaymentDetails {
  id: string;
  status: FramesStatus;
  /** True only while money is held or taken (Authorized, Captured). */
  approved: boolean;
  /** Integer fils. */
  amount: Fils;
  currency: string;
  reference: string;
  /** The provider's customer the payment was made for, when it has one. */
  customerRef?: string;
  declineReason?: string;
}

/** Checkout.com-like gateway: tokenised card in, payment request out, 3-D Secure by redirect. */
export interface FramesGateway extends Refunds {
  requestPayment(input: FramesPaymentInput): Promise<FramesPaymentResult>;
  /** By payment id or by the `cko-session-id` a 3-D Secure redirect carried. */
  getPaymentDetails(id: string): Promise<FramesPaymentDetails>;
  listCards(customerRef: string): Promise<SavedCard[]>;
}

// ---------------------------------------------------------------------------------------------
// Hosted page flow (Telr)

export type HostedPaymentStatus = 'paid' | 'pending' | 'declined' | 'cancelled';

export interface HostedPageInput {
  /** Integer fils. */
  amount: Fils;
  currency: 'AED';
  /** Unique per attempt: the provider refuses a cart id it has seen. */
  cartId: string;
  description: string;
  successUrl: string;
  failureUrl: string;
  cancelUrl: string;
  language: 'EN' | 'AR';
}

export interface HostedPage {
  /** Provider order reference; keep it to check the payment on return. */
  reference: string;
  /** Where to send the browser. */
  paymentUrl: string;
}

export interface HostedPaymentDetails {
  reference: string;
  status: HostedPaymentStatus;
  /** Integer fils. */
  amount: Fils;
  cartId?: string;
}

/** Telr-like gateway: the provider's own page takes the card. */
export interface HostedPageGateway extends Refunds {
  createHostedPage(input: HostedPageInput): Promise<HostedPage>;
  checkHostedPayment(reference: string): Promise<HostedPaymentDetails>;
}

// ---------------------------------------------------------------------------------------------
// The bundle (gateway-factory.ts builds it)

/** `off`: production with no provider keys for the flow; its card payments are refused. */
export type GatewayMode = 'sandbox' | 'live' | 'off';

export interface PaymentGateways {
  intent: IntentGateway;
  frames: FramesGateway;
  hosted: HostedPageGateway;
  /** 'live' only when all three flows use real providers. */
  mode: GatewayMode;
  /** Per flow, for a "test mode" notice in the storefront. */
  modes: { intent: GatewayMode; frames: GatewayMode; hosted: GatewayMode };
  /**
   * The sandbox, when at least one flow uses it: register `sandboxRoutes` with it so its
   * 3-D Secure and hosted pages are reachable. Null when every flow is live.
   */
  sandbox: SandboxGateway | null;
}
