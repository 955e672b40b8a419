import { randomBytes } from 'node:crypto';
import { fils, type Fils } from '@storefront/core';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { checkCard, type CardBehaviour, type CardInput, type CheckedCard } from './card.js';
import type {
  CreatedIntent,
  CreateIntentInput,
  FramesGateway,
  FramesPaymentDetails,
  FramesPaymentInput,
  FramesPaymentResult,
  FramesStatus,
  HostedPage,
  HostedPageGateway,
  HostedPageInput,
  HostedPaymentDetails,
  HostedPaymentStatus,
  IntentDetails,
  IntentGateway,
  IntentStatus,
  PaymentFailure,
  PaymentsLogger,
  RefundInput,
  RefundResult,
  RefundStatus,
  SavedCard,
} from './gateway.js';
import { AUTHENTICATION_FAILED_MESSAGE, DECLINED_MESSAGE, PaymentError } from './payment-error.js';
import {
  sandboxCardTokens,
  sandboxPayments,
  sandboxRefunds,
  sandboxSavedCards,
  type SandboxFlow,
  type SandboxPaymentRow,
  type SandboxStatus,
} from './payments.schema.js';

/**
 * The offline gateway: the three provider flows with the public Stripe test cards, state in the
 * database. It behaves like the providers: the browser confirms or tokenises the card and passes
 * 3-D Secure on a challenge page; the server only ever learns the outcome by asking.
 *
 * Safety rules, enforced by compare-and-set updates (`WHERE status = <expected>`):
 * - a final status (succeeded, declined, cancelled) never changes;
 * - a 3-D Secure challenge is decided once; a second decision is refused;
 * - the amount is written at creation and never updated.
 * The one non-final step back mirrors Stripe: a declined or failed-authentication intent returns
 * to `requires_payment_method` so that the payer can try another card.
 */

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
  /** The page's language (Stripe.js `locale`): the 3-D Secure page speaks it (report D30). */
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

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ID_ALPHABET[byte % ID_ALPHABET.length];
  return out;
}

function randomId(prefix: string): string {
  return `${prefix}${randomToken(24)}`;
}

function absoluteHttpUrl(value: string, field: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new PaymentError('invalidRequest', `${field} must be an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PaymentError('invalidRequest', `${field} must be an http(s) URL`);
  }
  return url.toString();
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function positiveFils(amount: number): Fils {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > 2_147_483_647) {
    throw new PaymentError('invalidRequest', 'amount must be a positive whole number of fils');
  }
  return fils(amount);
}

function intentStatusOf(status: SandboxStatus): IntentStatus {
  switch (status) {
    case 'awaiting_3ds':
      return 'requires_action';
    case 'succeeded':
    case 'refunded':
      // Like Stripe: a refunded intent stays succeeded; the refund is its own object.
      return 'succeeded';
    case 'cancelled':
      return 'canceled';
    case 'awaiting_card':
    case 'declined':
      return 'requires_payment_method';
  }
}

function framesStatusOf(status: SandboxStatus): FramesStatus {
  switch (status) {
    case 'awaiting_card':
    case 'awaiting_3ds':
      return 'Pending';
    case 'succeeded':
      return 'Authorized';
    case 'declined':
      return 'Declined';
    case 'cancelled':
    case 'refunded':
      // Checkout.com's Voided / Refunded: no money held.
      return 'Canceled';
  }
}

function hostedStatusOf(status: SandboxStatus): HostedPaymentStatus {
  switch (status) {
    case 'awaiting_card':
    case 'awaiting_3ds':
      return 'pending';
    case 'succeeded':
      return 'paid';
    case 'declined':
      return 'declined';
    case 'cancelled':
    case 'refunded':
      return 'cancelled';
  }
}

function lastErrorOf(row: SandboxPaymentRow): PaymentFailure | undefined {
  if (row.status !== 'awaiting_card' || !row.declineReason) return undefined;
  return { code: row.declineCode ?? 'card_declined', message: row.declineReason };
}

type PaymentPatch = Partial<
  Omit<typeof sandboxPayments.$inferInsert, 'id' | 'flow' | 'amount' | 'createdAt'>
>;

type CardFields = Pick<PaymentPatch, 'cardBrand' | 'cardLast4' | 'cardExpMonth' | 'cardExpYear' | 'saveCard'>;

/** A typed card confirms with what its number says; brand, last four and expiry are kept. */
function cardPayment(
  card: CheckedCard,
  saveCard: boolean,
): { behaviour: CardBehaviour; cardFields: CardFields } {
  return {
    behaviour: card.behaviour,
    cardFields: {
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
      saveCard,
    },
  };
}

/**
 * A wallet's token confirms without a challenge (the wallet authenticated the payer): approved,
 * or declined for `tok_declined`. The sandbox cannot read a card out of the token, so none is kept.
 */
function walletPayment(wallet: WalletInput): { behaviour: CardBehaviour; cardFields: CardFields } {
  if (wallet.token.trim() === '' || wallet.token.length > MAX_WALLET_TOKEN_LENGTH) {
    throw new PaymentError('invalidRequest', 'wallet token missing or too long');
  }
  return {
    behaviour: wallet.token === SANDBOX_WALLET_TOKENS.declined ? 'decline' : 'approve',
    cardFields: { cardBrand: null, cardLast4: null, cardExpMonth: null, cardExpYear: null, saveCard: false },
  };
}

/** The sandbox implements all three gateway shapes plus the steps a browser takes. */
/** A change to a sandbox payment that its gateway announces by webhook (webhooks/). */
export type SandboxPaymentChange =
  | {
      gateway: 'intent';
      type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
      intent: IntentDetails;
    }
  | { gateway: 'frames'; type: 'payment_approved' | 'payment_declined'; payment: FramesPaymentDetails }
  /** A refund made: Stripe tells the charge's running total, Checkout.com this refund alone. */
  | { gateway: 'intent'; type: 'charge.refunded'; intent: IntentDetails; refundedTotal: number }
  | { gateway: 'frames'; type: 'payment_refunded'; payment: FramesPaymentDetails; amount: number };

export class SandboxGateway implements IntentGateway, FramesGateway, HostedPageGateway {
  readonly mode = 'sandbox' as const;
  readonly #listeners = new Set<(change: SandboxPaymentChange) => void>();
  readonly #db: Db;
  readonly #origin: string;
  readonly #now: () => Date;
  readonly #logger: PaymentsLogger | undefined;
  readonly #tokenTtlMs: number;

  constructor(db: Db, options: SandboxOptions = {}) {
    this.#db = db;
    this.#origin = options.publicOrigin ? new URL(options.publicOrigin).origin : '';
    this.#now = options.now ?? (() => new Date());
    this.#logger = options.logger;
    this.#tokenTtlMs = (options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS) * 1000;
  }

  /** Link to the 3-D Secure challenge page of a payment. */
  challengeUrl(paymentId: string): string {
    return `${this.#origin}/sandbox/3ds/${encodeURIComponent(paymentId)}`;
  }

  /** Link to the hosted payment page of a reference. */
  hostedPageUrl(reference: string): string {
    return `${this.#origin}/sandbox/hosted/${encodeURIComponent(reference)}`;
  }

  /** Calls `listener` with every change its gateway would send a webhook for; returns its removal. */
  onPaymentChange(listener: (change: SandboxPaymentChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** A payment that succeeded or was declined, told to the listeners as its gateway tells webhooks. */
  #announce(row: SandboxPaymentRow): void {
    if (this.#listeners.size === 0) return;
    const succeeded = row.status === 'succeeded';
    const declined = row.status === 'declined' || (row.flow === 'intent' && row.declineCode !== null);
    if (!succeeded && !declined) return;
    let change: SandboxPaymentChange;
    if (row.flow === 'intent') {
      const intent = this.#intentDetails(row);
      change = {
        gateway: 'intent',
        type: succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
        intent,
      };
    } else if (row.flow === 'frames') {
      change = {
        gateway: 'frames',
        type: succeeded ? 'payment_approved' : 'payment_declined',
        payment: this.#framesDetails(row),
      };
    } else return;
    for (const listener of this.#listeners) listener(change);
  }

  /** A refund, told as its gateway tells it (a voided Frames payment sends no refund event). */
  #announceRefund(row: SandboxPaymentRow, amount: number): void {
    if (this.#listeners.size === 0) return;
    let change: SandboxPaymentChange;
    if (row.flow === 'intent') {
      change = {
        gateway: 'intent',
        type: 'charge.refunded',
        intent: this.#intentDetails(row),
        refundedTotal: row.refundedAmount,
      };
    } else if (row.flow === 'frames' && row.status === 'refunded') {
      change = { gateway: 'frames', type: 'payment_refunded', payment: this.#framesDetails(row), amount };
    } else return;
    for (const listener of this.#listeners) listener(change);
  }

  #intentDetails(row: SandboxPaymentRow): IntentDetails {
    const lastError = lastErrorOf(row);
    return {
      id: row.id,
      status: intentStatusOf(row.status),
      amount: row.amount,
      currency: 'aed',
      ...(row.description ? { description: row.description } : {}),
      ...(row.customerRef ? { customerRef: row.customerRef } : {}),
      ...(lastError ? { lastError } : {}),
    };
  }

  #framesDetails(row: SandboxPaymentRow): FramesPaymentDetails {
    const status = framesStatusOf(row.status);
    return {
      id: row.id,
      status,
      approved: status === 'Authorized' || status === 'Captured',
      amount: row.amount,
      currency: row.currency,
      reference: row.reference ?? '',
      ...(row.customerRef ? { customerRef: row.customerRef } : {}),
      ...(row.status === 'declined' && row.declineReason ? { declineReason: row.declineReason } : {}),
    };
  }

  // -------------------------------------------------------------------------------------------
  // Intent flow

  async createPaymentIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const amount = positiveFils(input.amount);
    if (amount < MIN_INTENT_AMOUNT_FILS) throw new PaymentError('addMoreThanTwoAED');
    if (input.currency !== 'aed') throw new PaymentError('invalidRequest', 'currency must be aed');
    if (input.idempotencyKey) {
      const existing = await this.#byIdempotencyKey('intent', input.idempotencyKey);
      if (existing) return this.#createdIntent(this.#sameAmount(existing, amount));
    }

    let card: { brand: string; last4: string; expMonth: number; expYear: number } | null = null;
    if (input.storedCardId !== undefined) {
      card = await this.#savedCard(input.storedCardId, input.customerRef);
    }
    const id = randomId('pi_sbx_');
    const now = this.#now();
    const inserted = await this.#db
      .insert(sandboxPayments)
      .values({
        id,
        flow: 'intent',
        amount,
        currency: 'aed',
        status: card ? 'succeeded' : 'awaiting_card',
        paymentMethod: input.paymentMethod,
        clientSecret: `${id}_secret_${randomToken(24)}`,
        idempotencyKey: input.idempotencyKey ?? null,
        description: input.description,
        customerRef: input.customerRef ?? null,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        cardExpMonth: card?.expMonth ?? null,
        cardExpYear: card?.expYear ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    const row = inserted[0] ?? (await this.#byIdempotencyKey('intent', input.idempotencyKey ?? ''));
    if (!row) throw new PaymentError('invalidRequest', 'intent could not be created');
    this.#log(row, card ? 'sandbox intent paid with a saved card' : 'sandbox intent created');
    if (inserted[0]) this.#announce(row);
    return this.#createdIntent(this.#sameAmount(row, amount));
  }

  async retrievePaymentIntent(id: string): Promise<IntentDetails> {
    const row = await this.#find(id);
    if (!row || row.flow !== 'intent') throw new PaymentError('invalidPaymentIntent', 'unknown intent');
    return this.#intentDetails(row);
  }

  /**
   * Cancels an intent waiting for a card or on its 3-D Secure page (Stripe's cancel): its client
   * secret confirms nothing and its challenge can no longer be approved. One that succeeded first
   * throws `paymentAlreadyProcessed`; a cancelled one answers as it is.
   */
  async cancelPaymentIntent(id: string): Promise<IntentDetails> {
    const row = await this.#find(id);
    if (!row || row.flow !== 'intent') throw new PaymentError('invalidPaymentIntent', 'unknown intent');
    if (row.status !== 'cancelled') {
      const cancellable: SandboxStatus[] = ['awaiting_card', 'awaiting_3ds'];
      if (!cancellable.includes(row.status)) throw new PaymentError('paymentAlreadyProcessed', row.status);
      const updated = await this.#transition(row.id, row.status, { status: 'cancelled' });
      if (!updated) throw new PaymentError('paymentAlreadyProcessed', 'changed concurrently');
      this.#log(updated, 'sandbox intent cancelled');
    }
    return this.retrievePaymentIntent(id);
  }

  /**
   * The browser's confirmation of an intent with a typed card or a wallet's token. Invalid card
   * details throw `pleaseEnterValidCardDetails` and change nothing. A wallet token is approved
   * like 4242, except `tok_declined`, declined like 0002; the token itself is never stored or
   * logged, and no card is saved from a wallet.
   */
  async confirmIntent(input: ConfirmIntentInput): Promise<ConfirmIntentResult> {
    const [row] = await this.#db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.clientSecret, input.clientSecret), eq(sandboxPayments.flow, 'intent')));
    if (!row) throw new PaymentError('invalidPaymentIntent', 'unknown client secret');
    if (row.status !== 'awaiting_card') throw new PaymentError('paymentAlreadyProcessed', row.status);
    const returnUrl = input.returnUrl ? absoluteHttpUrl(input.returnUrl, 'returnUrl') : null;
    const { behaviour, cardFields, method } = input.wallet
      ? { ...walletPayment(input.wallet), method: input.wallet.type }
      : { ...cardPayment(checkCard(input.card, this.#now()), input.saveCard === true), method: 'card' };
    const patches: Record<CardBehaviour, PaymentPatch> = {
      approve: { status: 'succeeded', ...cardFields, declineCode: null, declineReason: null },
      challenge: {
        status: 'awaiting_3ds',
        ...cardFields,
        returnUrl,
        declineCode: null,
        declineReason: null,
        ...(input.locale && { language: input.locale === 'ar' ? ('AR' as const) : ('EN' as const) }),
      },
      decline: {
        status: 'awaiting_card',
        ...cardFields,
        declineCode: 'card_declined',
        declineReason: DECLINED_MESSAGE,
      },
    };
    const updated = await this.#transition(row.id, 'awaiting_card', patches[behaviour]);
    if (!updated) throw new PaymentError('paymentAlreadyProcessed', 'changed concurrently');
    if (updated.status === 'succeeded') await this.#saveCardOf(updated);
    this.#log(updated, `sandbox intent confirmed with ${method} (${behaviour})`);
    this.#announce(updated);
    const lastError = lastErrorOf(updated);
    return {
      id: updated.id,
      status: intentStatusOf(updated.status),
      ...(updated.status === 'awaiting_3ds' ? { nextActionUrl: this.challengeUrl(updated.id) } : {}),
      ...(lastError ? { lastError } : {}),
    };
  }

  async listCards(customerRef: string): Promise<SavedCard[]> {
    const rows = await this.#db
      .select()
      .from(sandboxSavedCards)
      .where(eq(sandboxSavedCards.customerRef, customerRef))
      .orderBy(asc(sandboxSavedCards.createdAt), asc(sandboxSavedCards.id));
    return rows.map((row) => ({
      id: row.id,
      brand: row.brand,
      last4: row.last4,
      expMonth: row.expMonth,
      expYear: row.expYear,
    }));
  }

  // -------------------------------------------------------------------------------------------
  // Frames flow

  /**
   * Tokenises a typed card (Checkout.com Frames). The card's behaviour is decided here from its
   * number; only brand, last four, expiry and that flag are stored. Single use, short lived.
   */
  async tokenizeCard(input: CardInput): Promise<SandboxCardToken> {
    const card = checkCard(input, this.#now());
    const now = this.#now();
    const expiresAt = new Date(now.getTime() + this.#tokenTtlMs);
    const token = randomId('tok_sbx_');
    await this.#db.insert(sandboxCardTokens).values({
      id: token,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      behaviour: card.behaviour,
      createdAt: now,
      expiresAt,
    });
    return {
      token,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      expiresAt: expiresAt.toISOString(),
    };
  }

  async requestPayment(input: FramesPaymentInput): Promise<FramesPaymentResult> {
    const amount = positiveFils(input.amount);
    if (input.currency !== 'AED') throw new PaymentError('invalidRequest', 'currency must be AED');
    const successUrl = absoluteHttpUrl(input.successUrl, 'successUrl');
    const failureUrl = absoluteHttpUrl(input.failureUrl, 'failureUrl');
    if (input.idempotencyKey) {
      const existing = await this.#byIdempotencyKey('frames', input.idempotencyKey);
      if (existing) return this.#framesResult(this.#sameAmount(existing, amount));
    }

    let card: { brand: string; last4: string; expMonth: number; expYear: number };
    let behaviour: CardBehaviour;
    if (input.source.type === 'token') {
      const [claimed] = await this.#db
        .update(sandboxCardTokens)
        .set({ usedAt: this.#now() })
        .where(
          and(
            eq(sandboxCardTokens.id, input.source.token),
            isNull(sandboxCardTokens.usedAt),
            gt(sandboxCardTokens.expiresAt, this.#now()),
          ),
        )
        .returning();
      if (!claimed) throw new PaymentError('tokenExpired', 'token unknown, used or expired');
      card = claimed;
      behaviour = claimed.behaviour;
    } else {
      card = await this.#savedCard(input.source.id, input.customerRef);
      behaviour = 'approve';
    }

    const status: SandboxStatus =
      behaviour === 'approve' ? 'succeeded' : behaviour === 'challenge' ? 'awaiting_3ds' : 'declined';
    const now = this.#now();
    const inserted = await this.#db
      .insert(sandboxPayments)
      .values({
        id: randomId('pay_sbx_'),
        flow: 'frames',
        amount,
        currency: 'AED',
        status,
        idempotencyKey: input.idempotencyKey ?? null,
        reference: input.reference,
        customerRef: input.customerRef ?? null,
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardExpMonth: card.expMonth,
        cardExpYear: card.expYear,
        saveCard: input.source.type === 'token' && input.storeForFutureUse === true,
        successUrl,
        failureUrl,
        declineCode: status === 'declined' ? '20005' : null,
        declineReason: status === 'declined' ? DECLINED_MESSAGE : null,
        language: input.language ?? 'EN',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    const row = inserted[0] ?? (await this.#byIdempotencyKey('frames', input.idempotencyKey ?? ''));
    if (!row) throw new PaymentError('invalidRequest', 'payment could not be created');
    if (row.status === 'succeeded') await this.#saveCardOf(row);
    this.#log(row, `sandbox frames payment requested (${behaviour})`);
    if (inserted[0]) this.#announce(row);
    return this.#framesResult(this.#sameAmount(row, amount));
  }

  async getPaymentDetails(id: string): Promise<FramesPaymentDetails> {
    const row = await this.#find(id);
    if (!row || row.flow !== 'frames') throw new PaymentError('paymentNotFound', 'unknown payment');
    return this.#framesDetails(row);
  }

  // -------------------------------------------------------------------------------------------
  // Giving money back (all flows)

  /**
   * Gives a succeeded payment's money back: a frames payment (authorised, not yet captured) is
   * voided, a hosted payment refunded, each once and in whole (the same payment again answers the
   * first refund); an intent is refunded in whole or in parts, as Stripe allows, each refund named
   * by its idempotency key (the same key answers the same refund), never beyond what was paid.
   * Unknown id: `paymentNotFound`; a payment that never succeeded: `paymentAlreadyProcessed`;
   * another amount (more than is left, none, a part of a non-intent), or a key used for another
   * payment: `invalidRequest`.
   */
  async refundPayment(input: RefundInput): Promise<RefundResult> {
    const row = await this.#find(input.reference);
    if (!row) throw new PaymentError('paymentNotFound', 'unknown payment');
    const status: RefundStatus = row.flow === 'frames' ? 'voided' : 'refunded';
    const known = async () => {
      const [made] = await this.#db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
      if (made && made.paymentId !== row.id) {
        throw new PaymentError('invalidRequest', 'this idempotency key named another payment');
      }
      return made ? { id: made.id, status } : undefined;
    };
    const again = await known();
    if (again) return again;
    if (row.status === 'refunded') {
      // Refunded before refunds were kept by key (migration 0010): it answers that refund, as then.
      const [kept] = await this.#db
        .select({ id: sandboxRefunds.id })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, row.id))
        .limit(1);
      if (!kept) return { id: row.refundId ?? '', status };
    }
    const inParts = row.flow === 'intent';
    if (!inParts && row.status === 'refunded') return { id: row.refundId ?? '', status };
    if (!(input.amount > 0) || input.amount > row.amount - row.refundedAmount) {
      throw new PaymentError('invalidRequest', 'refund of another amount');
    }
    if (!inParts && input.amount !== row.amount)
      throw new PaymentError('invalidRequest', 'refund of another amount');
    const refundId = randomId('re_sbx_');
    let updated: SandboxPaymentRow | undefined;
    try {
      updated = await this.#db.transaction(async (tx) => {
        const [payment] = await tx
          .update(sandboxPayments)
          .set({
            status: 'refunded',
            refundedAmount: sql`${sandboxPayments.refundedAmount} + ${input.amount}`,
            refundId: sql`coalesce(${sandboxPayments.refundId}, ${refundId})`,
            refundReason: sql`coalesce(${sandboxPayments.refundReason}, ${input.reason.slice(0, 500)})`,
            updatedAt: this.#now(),
          })
          .where(
            and(
              eq(sandboxPayments.id, row.id),
              inArray(sandboxPayments.status, inParts ? ['succeeded', 'refunded'] : ['succeeded']),
              sql`${sandboxPayments.refundedAmount} + ${input.amount} <= ${sandboxPayments.amount}`,
            ),
          )
          .returning();
        if (!payment) return undefined;
        await tx.insert(sandboxRefunds).values({
          id: refundId,
          paymentId: row.id,
          idempotencyKey: input.idempotencyKey,
          amount: input.amount,
          reason: input.reason.slice(0, 500),
        });
        return payment;
      });
    } catch (error) {
      // The same key at the same time: the other call's refund is the answer.
      const made = await known();
      if (made) return made;
      throw error;
    }
    if (!updated) {
      const made = await known();
      if (made) return made;
      const now = await this.#find(row.id);
      if (now?.status === 'refunded' && !inParts) return { id: now.refundId ?? '', status };
      if (now?.status === 'refunded') throw new PaymentError('invalidRequest', 'refund of another amount');
      throw new PaymentError('paymentAlreadyProcessed', row.status);
    }
    this.#log(updated, 'sandbox payment refunded');
    this.#announceRefund(updated, input.amount);
    return { id: refundId, status };
  }

  // -------------------------------------------------------------------------------------------
  // Hosted page flow

  async createHostedPage(input: HostedPageInput): Promise<HostedPage> {
    const amount = positiveFils(input.amount);
    if (input.currency !== 'AED') throw new PaymentError('invalidRequest', 'currency must be AED');
    if (input.cartId.trim() === '') throw new PaymentError('invalidRequest', 'cartId is required');
    const urls = {
      successUrl: absoluteHttpUrl(input.successUrl, 'successUrl'),
      failureUrl: absoluteHttpUrl(input.failureUrl, 'failureUrl'),
      cancelUrl: absoluteHttpUrl(input.cancelUrl, 'cancelUrl'),
    };
    const now = this.#now();
    const inserted = await this.#db
      .insert(sandboxPayments)
      .values({
        id: randomId('hp_sbx_'),
        flow: 'hosted',
        amount,
        currency: 'AED',
        status: 'awaiting_card',
        reference: input.cartId,
        description: input.description,
        ...urls,
        language: input.language,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    let row = inserted[0];
    if (!row) {
      // Like Telr (E56 "Duplicate transaction"): a cart id is one payment. The same unpaid
      // request again gets the same page back; anything else is refused.
      const [existing] = await this.#db
        .select()
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.flow, 'hosted'), eq(sandboxPayments.reference, input.cartId)));
      if (!existing || existing.amount !== amount || existing.status !== 'awaiting_card') {
        throw new PaymentError('invalidRequest', 'duplicate cart id');
      }
      row = existing;
    }
    this.#log(row, 'sandbox hosted page created');
    return { reference: row.id, paymentUrl: this.hostedPageUrl(row.id) };
  }

  async checkHostedPayment(reference: string): Promise<HostedPaymentDetails> {
    const row = await this.#find(reference);
    if (!row || row.flow !== 'hosted') throw new PaymentError('paymentNotFound', 'unknown reference');
    return {
      reference: row.id,
      status: hostedStatusOf(row.status),
      amount: row.amount,
      ...(row.reference ? { cartId: row.reference } : {}),
    };
  }

  /**
   * The hosted page's card form. Invalid details throw `pleaseEnterValidCardDetails` and change
   * nothing; otherwise the payer goes to the success or failure URL, or to 3-D Secure first.
   */
  async submitHostedPayment(reference: string, input: CardInput): Promise<SandboxRedirect> {
    const row = await this.#find(reference);
    if (!row || row.flow !== 'hosted') throw new PaymentError('paymentNotFound', 'unknown reference');
    if (row.status !== 'awaiting_card') throw new PaymentError('paymentAlreadyProcessed', row.status);
    const card = checkCard(input, this.#now());
    const cardFields = {
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
    };
    const patches: Record<CardBehaviour, PaymentPatch> = {
      approve: { status: 'succeeded', ...cardFields },
      challenge: { status: 'awaiting_3ds', ...cardFields },
      decline: {
        status: 'declined',
        ...cardFields,
        declineCode: 'declined',
        declineReason: DECLINED_MESSAGE,
      },
    };
    const updated = await this.#transition(row.id, 'awaiting_card', patches[card.behaviour]);
    if (!updated) throw new PaymentError('paymentAlreadyProcessed', 'changed concurrently');
    this.#log(updated, `sandbox hosted payment submitted (${card.behaviour})`);
    const redirectUrl =
      updated.status === 'awaiting_3ds'
        ? this.challengeUrl(updated.id)
        : updated.status === 'succeeded'
          ? updated.successUrl
          : updated.failureUrl;
    return { redirectUrl, status: updated.status };
  }

  /** The payer leaves the hosted page: the payment is cancelled and they go to the cancel URL. */
  async cancelHostedPayment(reference: string): Promise<SandboxRedirect> {
    const row = await this.#find(reference);
    if (!row || row.flow !== 'hosted') throw new PaymentError('paymentNotFound', 'unknown reference');
    const updated = await this.#transition(row.id, 'awaiting_card', { status: 'cancelled' });
    if (!updated) throw new PaymentError('paymentAlreadyProcessed', row.status);
    this.#log(updated, 'sandbox hosted payment cancelled');
    return { redirectUrl: updated.cancelUrl, status: updated.status };
  }

  // -------------------------------------------------------------------------------------------
  // 3-D Secure challenge (all flows)

  /** A payment as its pages show it. Throws `paymentNotFound` for an unknown id. */
  async viewPayment(id: string): Promise<SandboxPaymentView> {
    const row = await this.#find(id);
    if (!row) throw new PaymentError('paymentNotFound', 'unknown payment');
    return {
      id: row.id,
      flow: row.flow,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      description: row.description,
      language: row.language,
      cardBrand: row.cardBrand,
      cardLast4: row.cardLast4,
    };
  }

  /**
   * The payer's answer on the challenge page. Decided once: a second answer throws
   * `paymentAlreadyProcessed`. Returns where the browser goes next: the intent's return URL
   * (with `payment_intent` and `redirect_status`), the frames success/failure URL with
   * `cko-session-id`, or the hosted page's success/failure URL.
   */
  async decideChallenge(id: string, decision: 'approve' | 'deny'): Promise<SandboxRedirect> {
    const row = await this.#find(id);
    if (!row) throw new PaymentError('paymentNotFound', 'unknown payment');
    const approved = decision === 'approve';
    const patch: PaymentPatch = approved
      ? { status: 'succeeded' }
      : {
          status: row.flow === 'intent' ? 'awaiting_card' : 'declined',
          declineCode:
            row.flow === 'intent' ? 'payment_intent_authentication_failure' : 'authentication_failed',
          declineReason: AUTHENTICATION_FAILED_MESSAGE,
        };
    const updated = await this.#transition(row.id, 'awaiting_3ds', patch);
    if (!updated) throw new PaymentError('paymentAlreadyProcessed', row.status);
    if (approved) await this.#saveCardOf(updated);
    this.#log(updated, `sandbox 3-D Secure ${approved ? 'approved' : 'denied'}`);
    this.#announce(updated);
    return { redirectUrl: this.#returnUrlAfterChallenge(updated, approved), status: updated.status };
  }

  // -------------------------------------------------------------------------------------------

  #returnUrlAfterChallenge(row: SandboxPaymentRow, approved: boolean): string | null {
    if (row.flow === 'intent') {
      if (!row.returnUrl) return null;
      return withQuery(row.returnUrl, {
        payment_intent: row.id,
        payment_intent_client_secret: row.clientSecret ?? '',
        redirect_status: approved ? 'succeeded' : 'failed',
      });
    }
    const target = approved ? row.successUrl : row.failureUrl;
    if (!target) return null;
    return row.flow === 'frames' ? withQuery(target, { 'cko-session-id': row.id }) : target;
  }

  async #find(id: string): Promise<SandboxPaymentRow | undefined> {
    const [row] = await this.#db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row;
  }

  async #byIdempotencyKey(flow: SandboxFlow, key: string): Promise<SandboxPaymentRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.flow, flow), eq(sandboxPayments.idempotencyKey, key)));
    return row;
  }

  /** Like the providers: reusing an idempotency key for a different request is refused. */
  #sameAmount(row: SandboxPaymentRow, amount: Fils): SandboxPaymentRow {
    if (row.amount !== amount)
      throw new PaymentError('invalidRequest', 'idempotency key reused with another amount');
    return row;
  }

  /** Compare-and-set: applies `patch` only while the payment is still in `from`. */
  async #transition(
    id: string,
    from: SandboxStatus,
    patch: PaymentPatch,
  ): Promise<SandboxPaymentRow | undefined> {
    const [row] = await this.#db
      .update(sandboxPayments)
      .set({ ...patch, updatedAt: this.#now() })
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, from)))
      .returning();
    return row;
  }

  async #savedCard(
    cardId: string,
    customerRef: string | undefined,
  ): Promise<{ brand: string; last4: string; expMonth: number; expYear: number }> {
    if (!customerRef) throw new PaymentError('savedCardNotFound', 'a saved card needs its customer');
    const [card] = await this.#db
      .select()
      .from(sandboxSavedCards)
      .where(and(eq(sandboxSavedCards.id, cardId), eq(sandboxSavedCards.customerRef, customerRef)));
    if (!card) throw new PaymentError('savedCardNotFound', 'unknown card for this customer');
    return card;
  }

  /** Saves the payment's card for its customer when asked, once per brand/last4/expiry. */
  async #saveCardOf(row: SandboxPaymentRow): Promise<void> {
    if (
      !row.saveCard ||
      !row.customerRef ||
      !row.cardBrand ||
      !row.cardLast4 ||
      row.cardExpMonth === null ||
      row.cardExpYear === null
    ) {
      return;
    }
    const same = await this.#db
      .select({ id: sandboxSavedCards.id })
      .from(sandboxSavedCards)
      .where(
        and(
          eq(sandboxSavedCards.customerRef, row.customerRef),
          eq(sandboxSavedCards.brand, row.cardBrand),
          eq(sandboxSavedCards.last4, row.cardLast4),
          eq(sandboxSavedCards.expMonth, row.cardExpMonth),
          eq(sandboxSavedCards.expYear, row.cardExpYear),
        ),
      );
    if (same.length > 0) return;
    await this.#db.insert(sandboxSavedCards).values({
      id: randomId('card_sbx_'),
      customerRef: row.customerRef,
      brand: row.cardBrand,
      last4: row.cardLast4,
      expMonth: row.cardExpMonth,
      expYear: row.cardExpYear,
      createdAt: this.#now(),
    });
  }

  #createdIntent(row: SandboxPaymentRow): CreatedIntent {
    const lastError = lastErrorOf(row);
    return {
      id: row.id,
      clientSecret: row.clientSecret ?? '',
      status: intentStatusOf(row.status),
      ...(lastError ? { lastError } : {}),
    };
  }

  #framesResult(row: SandboxPaymentRow): FramesPaymentResult {
    const status = framesStatusOf(row.status);
    const challenge = row.status === 'awaiting_3ds';
    return {
      id: row.id,
      status,
      approved: status === 'Authorized' || status === 'Captured',
      threeDSRedirectionRequired: challenge,
      ...(challenge ? { redirectLink: this.challengeUrl(row.id) } : {}),
      ...(row.status === 'declined' && row.declineReason ? { declineReason: row.declineReason } : {}),
      reference: row.reference ?? '',
    };
  }

  #log(row: SandboxPaymentRow, message: string): void {
    this.#logger?.info(
      {
        paymentId: row.id,
        flow: row.flow,
        status: row.status,
        amount: row.amount,
        cardBrand: row.cardBrand,
        cardLast4: row.cardLast4,
      },
      message,
    );
  }
}
