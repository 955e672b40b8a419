/**
 * The sandbox's Checkout.com-like Frames flow: the browser tokenises a typed card, the server
 * requests a payment with the token (or a saved card) and sends the payer to 3-D Secure when the
 * card asks for it, then reads the payment's details by id or by `cko-session-id`.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { checkCard, type CardBehaviour, type CardInput } from '../card.js';
import type { FramesPaymentDetails, FramesPaymentInput, FramesPaymentResult } from '../gateway.js';
import { DECLINED_MESSAGE, PaymentError } from '../payment-error.js';
import {
  sandboxCardTokens,
  sandboxPayments,
  type SandboxPaymentRow,
  type SandboxStatus,
} from '../payments.schema.js';
import { randomId } from './ids.js';
import { absoluteHttpUrl, positiveFils } from './input-checks.js';
import { announce } from './payment-changes.js';
import type { SandboxPaymentStore } from './payment-store.js';
import { framesDetails, framesStatusOf } from './provider-statuses.js';
import type { SandboxCardToken } from './types.js';

/**
 * Tokenises a typed card (Checkout.com Frames). The card's behaviour is decided here from its
 * number; only brand, last four, expiry and that flag are stored. Single use, short lived.
 */
export async function tokenizeCard(store: SandboxPaymentStore, input: CardInput): Promise<SandboxCardToken> {
  const card = checkCard(input, store.now());
  const now = store.now();
  const expiresAt = new Date(now.getTime() + store.tokenTtlMs);
  const token = randomId('tok_sbx_');
  await store.db.insert(sandboxCardTokens).values({
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

export async function requestPayment(
  store: SandboxPaymentStore,
  input: FramesPaymentInput,
): Promise<FramesPaymentResult> {
  const amount = positiveFils(input.amount);
  if (input.currency !== 'AED') throw new PaymentError('invalidRequest', 'currency must be AED');
  const successUrl = absoluteHttpUrl(input.successUrl, 'successUrl');
  const failureUrl = absoluteHttpUrl(input.failureUrl, 'failureUrl');
  if (input.idempotencyKey) {
    const existing = await store.byIdempotencyKey('frames', input.idempotencyKey);
    if (existing) return framesResult(store, store.sameAmount(existing, amount));
  }

  let card: { brand: string; last4: string; expMonth: number; expYear: number };
  let behaviour: CardBehaviour;
  if (input.source.type === 'token') {
    const [claimed] = await store.db
      .update(sandboxCardTokens)
      .set({ usedAt: store.now() })
      .where(
        and(
          eq(sandboxCardTokens.id, input.source.token),
          isNull(sandboxCardTokens.usedAt),
          gt(sandboxCardTokens.expiresAt, store.now()),
        ),
      )
      .returning();
    if (!claimed) throw new PaymentError('tokenExpired', 'token unknown, used or expired');
    card = claimed;
    behaviour = claimed.behaviour;
  } else {
    card = await store.savedCard(input.source.id, input.customerRef);
    behaviour = 'approve';
  }

  const status: SandboxStatus =
    behaviour === 'approve' ? 'succeeded' : behaviour === 'challenge' ? 'awaiting_3ds' : 'declined';
  const now = store.now();
  const inserted = await store.db
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
  const row = inserted[0] ?? (await store.byIdempotencyKey('frames', input.idempotencyKey ?? ''));
  if (!row) throw new PaymentError('invalidRequest', 'payment could not be created');
  if (row.status === 'succeeded') await store.saveCardOf(row);
  store.log(row, `sandbox frames payment requested (${behaviour})`);
  if (inserted[0]) announce(store, row);
  return framesResult(store, store.sameAmount(row, amount));
}

export async function getPaymentDetails(
  store: SandboxPaymentStore,
  id: string,
): Promise<FramesPaymentDetails> {
  const row = await store.find(id);
  if (!row || row.flow !== 'frames') throw new PaymentError('paymentNotFound', 'unknown payment');
  return framesDetails(row);
}

function framesResult(store: SandboxPaymentStore, row: SandboxPaymentRow): FramesPaymentResult {
  const status = framesStatusOf(row.status);
  const challenge = row.status === 'awaiting_3ds';
  return {
    id: row.id,
    status,
    approved: status === 'Authorized' || status === 'Captured',
    threeDSRedirectionRequired: challenge,
    ...(challenge ? { redirectLink: store.challengeUrl(row.id) } : {}),
    ...(row.status === 'declined' && row.declineReason ? { declineReason: row.declineReason } : {}),
    reference: row.reference ?? '',
  };
}
