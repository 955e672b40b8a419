/**
 * The sandbox's Telr-like hosted page flow: the server creates a page for a cart id, the payer
 * types the card on the sandbox's own page (or leaves it), and the server checks the outcome by
 * reference on the payer's return.
 */
import { and, eq } from 'drizzle-orm';
import { checkCard, type CardBehaviour, type CardInput } from '../card.js';
import type { HostedPage, HostedPageInput, HostedPaymentDetails } from '../gateway.js';
import { DECLINED_MESSAGE, PaymentError } from '../payment-error.js';
import { sandboxPayments } from '../payments.schema.js';
import { randomId } from './ids.js';
import { absoluteHttpUrl, positiveFils } from './input-checks.js';
import type { PaymentPatch, SandboxPaymentStore } from './payment-store.js';
import { hostedStatusOf } from './provider-statuses.js';
import type { SandboxRedirect } from './types.js';

export async function createHostedPage(
  store: SandboxPaymentStore,
  input: HostedPageInput,
): Promise<HostedPage> {
  const amount = positiveFils(input.amount);
  if (input.currency !== 'AED') throw new PaymentError('invalidRequest', 'currency must be AED');
  if (input.cartId.trim() === '') throw new PaymentError('invalidRequest', 'cartId is required');
  const urls = {
    successUrl: absoluteHttpUrl(input.successUrl, 'successUrl'),
    failureUrl: absoluteHttpUrl(input.failureUrl, 'failureUrl'),
    cancelUrl: absoluteHttpUrl(input.cancelUrl, 'cancelUrl'),
  };
  const now = store.now();
  const inserted = await store.db
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
    const [existing] = await store.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.flow, 'hosted'), eq(sandboxPayments.reference, input.cartId)));
    if (!existing || existing.amount !== amount || existing.status !== 'awaiting_card') {
      throw new PaymentError('invalidRequest', 'duplicate cart id');
    }
    row = existing;
  }
  store.log(row, 'sandbox hosted page created');
  return { reference: row.id, paymentUrl: store.hostedPageUrl(row.id) };
}

export async function checkHostedPayment(
  store: SandboxPaymentStore,
  reference: string,
): Promise<HostedPaymentDetails> {
  const row = await store.find(reference);
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
export async function submitHostedPayment(
  store: SandboxPaymentStore,
  reference: string,
  input: CardInput,
): Promise<SandboxRedirect> {
  const row = await store.find(reference);
  if (!row || row.flow !== 'hosted') throw new PaymentError('paymentNotFound', 'unknown reference');
  if (row.status !== 'awaiting_card') throw new PaymentError('paymentAlreadyProcessed', row.status);
  const card = checkCard(input, store.now());
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
  const updated = await store.transition(row.id, 'awaiting_card', patches[card.behaviour]);
  if (!updated) throw new PaymentError('paymentAlreadyProcessed', 'changed concurrently');
  store.log(updated, `sandbox hosted payment submitted (${card.behaviour})`);
  const redirectUrl =
    updated.status === 'awaiting_3ds'
      ? store.challengeUrl(updated.id)
      : updated.status === 'succeeded'
        ? updated.successUrl
        : updated.failureUrl;
  return { redirectUrl, status: updated.status };
}

/** The payer leaves the hosted page: the payment is cancelled and they go to the cancel URL. */
export async function cancelHostedPayment(
  store: SandboxPaymentStore,
  reference: string,
): Promise<SandboxRedirect> {
  const row = await store.find(reference);
  if (!row || row.flow !== 'hosted') throw new PaymentError('paymentNotFound', 'unknown reference');
  const updated = await store.transition(row.id, 'awaiting_card', { status: 'cancelled' });
  if (!updated) throw new PaymentError('paymentAlreadyProcessed', row.status);
  store.log(updated, 'sandbox hosted payment cancelled');
  return { redirectUrl: updated.cancelUrl, status: updated.status };
}
