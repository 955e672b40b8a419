/**
 * The sandbox's Stripe-like intent flow: the server creates an intent, the browser confirms it
 * with a typed card or a wallet's token (3-D Secure on the challenge page when the card asks for
 * it), and the server learns the outcome only by retrieving it.
 */
import { and, asc, eq } from 'drizzle-orm';
import { checkCard, type CardBehaviour } from '../card.js';
import type { CreatedIntent, CreateIntentInput, IntentDetails, SavedCard } from '../gateway.js';
import { DECLINED_MESSAGE, PaymentError } from '../payment-error.js';
import {
  sandboxPayments,
  sandboxSavedCards,
  type SandboxPaymentRow,
  type SandboxStatus,
} from '../payments.schema.js';
import { cardPayment, walletPayment } from './card-decisions.js';
import { randomId, randomToken } from './ids.js';
import { absoluteHttpUrl, positiveFils } from './input-checks.js';
import { announce } from './payment-changes.js';
import type { PaymentPatch, SandboxPaymentStore } from './payment-store.js';
import { intentDetails, intentStatusOf, lastErrorOf } from './provider-statuses.js';
import { MIN_INTENT_AMOUNT_FILS, type ConfirmIntentInput, type ConfirmIntentResult } from './types.js';

export async function createPaymentIntent(
  store: SandboxPaymentStore,
  input: CreateIntentInput,
): Promise<CreatedIntent> {
  const amount = positiveFils(input.amount);
  if (amount < MIN_INTENT_AMOUNT_FILS) throw new PaymentError('addMoreThanTwoAED');
  if (input.currency !== 'aed') throw new PaymentError('invalidRequest', 'currency must be aed');
  if (input.idempotencyKey) {
    const existing = await store.byIdempotencyKey('intent', input.idempotencyKey);
    if (existing) return createdIntent(store.sameAmount(existing, amount));
  }

  let card: { brand: string; last4: string; expMonth: number; expYear: number } | null = null;
  if (input.storedCardId !== undefined) {
    card = await store.savedCard(input.storedCardId, input.customerRef);
  }
  const id = randomId('pi_sbx_');
  const now = store.now();
  const inserted = await store.db
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
  const row = inserted[0] ?? (await store.byIdempotencyKey('intent', input.idempotencyKey ?? ''));
  if (!row) throw new PaymentError('invalidRequest', 'intent could not be created');
  store.log(row, card ? 'sandbox intent paid with a saved card' : 'sandbox intent created');
  if (inserted[0]) announce(store, row);
  return createdIntent(store.sameAmount(row, amount));
}

export async function retrievePaymentIntent(store: SandboxPaymentStore, id: string): Promise<IntentDetails> {
  const row = await store.find(id);
  if (!row || row.flow !== 'intent') throw new PaymentError('invalidPaymentIntent', 'unknown intent');
  return intentDetails(row);
}

/**
 * Cancels an intent waiting for a card or on its 3-D Secure page (Stripe's cancel): its client
 * secret confirms nothing and its challenge can no longer be approved. One that succeeded first
 * throws `paymentAlreadyProcessed`; a cancelled one answers as it is.
 */
export async function cancelPaymentIntent(store: SandboxPaymentStore, id: string): Promise<IntentDetails> {
  const row = await store.find(id);
  if (!row || row.flow !== 'intent') throw new PaymentError('invalidPaymentIntent', 'unknown intent');
  if (row.status !== 'cancelled') {
    const cancellable: SandboxStatus[] = ['awaiting_card', 'awaiting_3ds'];
    if (!cancellable.includes(row.status)) throw new PaymentError('paymentAlreadyProcessed', row.status);
    const updated = await store.transition(row.id, row.status, { status: 'cancelled' });
    if (!updated) throw new PaymentError('paymentAlreadyProcessed', 'changed concurrently');
    store.log(updated, 'sandbox intent cancelled');
  }
  return retrievePaymentIntent(store, id);
}

/**
 * The browser's confirmation of an intent with a typed card or a wallet's token. Invalid card
 * details throw `pleaseEnterValidCardDetails` and change nothing. A wallet token is approved
 * like 4242, except `tok_declined`, declined like 0002; the token itself is never stored or
 * logged, and no card is saved from a wallet.
 */
export async function confirmIntent(
  store: SandboxPaymentStore,
  input: ConfirmIntentInput,
): Promise<ConfirmIntentResult> {
  const [row] = await store.db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.clientSecret, input.clientSecret), eq(sandboxPayments.flow, 'intent')));
  if (!row) throw new PaymentError('invalidPaymentIntent', 'unknown client secret');
  if (row.status !== 'awaiting_card') throw new PaymentError('paymentAlreadyProcessed', row.status);
  const returnUrl = input.returnUrl ? absoluteHttpUrl(input.returnUrl, 'returnUrl') : null;
  const { behaviour, cardFields, method } = input.wallet
    ? { ...walletPayment(input.wallet), method: input.wallet.type }
    : { ...cardPayment(checkCard(input.card, store.now()), input.saveCard === true), method: 'card' };
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
  const updated = await store.transition(row.id, 'awaiting_card', patches[behaviour]);
  if (!updated) throw new PaymentError('paymentAlreadyProcessed', 'changed concurrently');
  if (updated.status === 'succeeded') await store.saveCardOf(updated);
  store.log(updated, `sandbox intent confirmed with ${method} (${behaviour})`);
  announce(store, updated);
  const lastError = lastErrorOf(updated);
  return {
    id: updated.id,
    status: intentStatusOf(updated.status),
    ...(updated.status === 'awaiting_3ds' ? { nextActionUrl: store.challengeUrl(updated.id) } : {}),
    ...(lastError ? { lastError } : {}),
  };
}

export async function listCards(store: SandboxPaymentStore, customerRef: string): Promise<SavedCard[]> {
  const rows = await store.db
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

function createdIntent(row: SandboxPaymentRow): CreatedIntent {
  const lastError = lastErrorOf(row);
  return {
    id: row.id,
    clientSecret: row.clientSecret ?? '',
    status: intentStatusOf(row.status),
    ...(lastError ? { lastError } : {}),
  };
}
