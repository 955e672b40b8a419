import { fils } from '@storefront/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { paymentAttempts, paymentLinks, paymentRefunds } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { sandboxPayments } from '../payments/payments.schema.js';
import { useTestApp } from '../testing/app.js';
import { loopbackAddress, postFrom } from '../testing/loopback.js';
import { engines } from '../testing/test-database.js';
import { linkMessages } from './handlers.js';
import { linkPaymentDescription, linkPaymentPayer } from './link-payments.js';
import { SECOND_PAYMENT_REASON } from './second-payment.js';

/** Sunday 22 November 2026, 12:00 in Dubai. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
const zaatar = demoBrandIds.zaatarHouse;
const CARD_OK = '4242424242424242';
const CARD_3DS = '4000002760003184';
/** How long the sweep waits before it treats a payment as abandoned, in these tests. */
const ABANDON_AFTER_MS = 30 * 60_000;

/**
 * One payment per payment link (hardening round three, item 1) and a link that can always be
 * paid after its payer left a 3-D Secure page (new-customer report D01): docs/payments.md
 * "Payment links".
 */
describe.each(engines)('payment link payments, on %s', (engine) => {
  let database: Database;
  let services: AppServices;
  let origin: string;
  const now = NOW;
  const test = useTestApp(engine, {
    clock: () => now,
    // No gateway events here: what the payer's own calls and the sweep do (webhooks/ has the events).
    sandboxWebhooks: { drop: true },
  });

  const linkRow = async (cartId: string) =>
    (await database.db.select().from(paymentLinks).where(eq(paymentLinks.cartId, cartId)))[0]!;
  /** The gateway payments made for a link: Checkout.com's carry its cart id as their reference. */
  const framesPayments = (cartId: string) =>
    database.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.flow, 'frames'), eq(sandboxPayments.reference, cartId)));
  const intents = (cartId: string) =>
    database.db
      .select()
      .from(sandboxPayments)
      .where(
        and(
          eq(sandboxPayments.flow, 'intent'),
          eq(sandboxPayments.description, linkPaymentDescription(cartId)),
        ),
      );
  const refundsOf = (reference: string) =>
    database.db.select().from(paymentRefunds).where(eq(paymentRefunds.transactionRef, reference));

  async function post(path: string, body: unknown, from = '127.0.0.1') {
    return postFrom(from, `${origin}${path}`, body);
  }
  async function cardToken(number: string): Promise<string> {
    const answer = await post('/sandbox/frames/tokens', { number, expMonth: 12, expYear: 2030, cvc: '100' });
    return answer.body.token as string;
  }
  const initiate = (cartId: string, token: string, from?: string) =>
    post(
      '/api/v1/payment-links/checkout-dot-com/initiate',
      {
        brandId: zaatar,
        cartId,
        token,
        successUrl: `${origin}/zaatar-house/payment-link/${cartId}?paymentStatus=success`,
        failureUrl: `${origin}/zaatar-house/payment-link/${cartId}?paymentStatus=failure`,
      },
      from,
    );
  const verifyFrames = (cartId: string, paymentId: string) =>
    post('/api/v1/payment-links/checkout-dot-com/verify', { brandId: zaatar, cartId, paymentId });
  const createIntent = (cartId: string, from?: string) =>
    post('/api/v1/payment-links/stripe/create-payment-intent', { brandId: zaatar, cartId }, from);
  const verifyIntent = (cartId: string, paymentIntentId: string) =>
    post('/api/v1/payment-links/stripe/verify-payment-intent', { brandId: zaatar, cartId, paymentIntentId });
  const confirm = (clientSecret: string, number: string) =>
    post('/sandbox/intent/confirm', {
      clientSecret,
      card: { number, expMonth: 12, expYear: 2030, cvc: '123' },
      returnUrl: `${origin}/zaatar-house/payment-link/back`,
    });
  /** The payer's answer on the 3-D Secure page: 303 on to the return page, or refused. */
  const decide = (paymentId: string, decision: 'approve' | 'deny') =>
    fetch(`${origin}/sandbox/3ds/${paymentId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decision }),
      redirect: 'manual',
    });
  const intentDetail = (answer: { body: Record<string, unknown> }) =>
    (answer.body.fetchedLink as { transactionDetail: { id: string; client_secret: string } })
      .transactionDetail;
  const framesDetail = (answer: { body: Record<string, unknown> }) =>
    (answer.body.gatewayData as { transactionDetail: { id: string; status: string; redirectLink?: string } })
      .transactionDetail;
  const sweepLater = () =>
    services.unplaced.sweepAbandoned({
      now: new Date(now.getTime() + ABANDON_AFTER_MS + 60_000),
      abandonAfterMs: ABANDON_AFTER_MS,
    });

  beforeAll(async () => {
    ({ database, services, origin } = test);
    const link = {
      brandId: zaatar,
      amount: fils(25_000),
      purposeOfPayment: 'Catering deposit',
      linkCreationDate: NOW_SECONDS - 3600,
    };
    const cko = ['PL-T-CKO-50', 'PL-T-CKO-TWO-3DS', 'PL-T-CKO-SWEEP', 'PL-T-CKO-BACK', 'PL-T-CKO-LATE'];
    const stripe = ['PL-T-S-BACK', 'PL-T-S-50', 'PL-T-S-UNVERIFIED', 'PL-T-S-SWEEP', 'PL-T-S-RACE'];
    await database.db
      .insert(paymentLinks)
      .values([
        ...cko.map((cartId) => ({ ...link, cartId, paymentGateway: 'CHECKOUTDOTCOM' as const })),
        ...stripe.map((cartId) => ({ ...link, cartId, paymentGateway: 'STRIPE' as const })),
      ]);
  });

  it('charges a Checkout.com link once when 50 payers start it at once from several addresses', async () => {
    const tokens = await Promise.all(Array.from({ length: 50 }, () => cardToken(CARD_OK)));
    const answers = await Promise.all(
      tokens.map((token, n) => initiate('PL-T-CKO-50', token, loopbackAddress(n))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect([linkMessages.underway.text, linkMessages.alreadyPaid.text]).toContain(refused.body.message);
    }
    // One charge, and the link paid by it at once (approved without 3-D Secure).
    const made = await framesPayments('PL-T-CKO-50');
    expect(made).toHaveLength(1);
    const link = await linkRow('PL-T-CKO-50');
    expect(link).toMatchObject({ paymentStatus: 'VERIFIED', transactionRef: made[0]!.id, payingUntil: null });
    // A second tab later, before any verify: refused, charges nothing.
    const later = await initiate('PL-T-CKO-50', await cardToken(CARD_OK), '127.0.0.9');
    expect(later.status).toBe(409);
    expect(later.body.message).toBe(linkMessages.alreadyPaid.text);
    expect(await framesPayments('PL-T-CKO-50')).toHaveLength(1);
    // The payer's own verify still answers the receipt.
    const verified = await verifyFrames('PL-T-CKO-50', made[0]!.id);
    expect(verified.status).toBe(200);
  });

  it('gives back the second of two Checkout.com payments that both passed 3-D Secure, verified at once', async () => {
    const one = await initiate('PL-T-CKO-TWO-3DS', await cardToken(CARD_3DS));
    const two = await initiate('PL-T-CKO-TWO-3DS', await cardToken(CARD_3DS), '127.0.0.3');
    expect([one.status, two.status]).toEqual([200, 200]);
    const ids = [one, two].map((answer) => framesDetail(answer).id);
    for (const id of ids) expect((await decide(id, 'approve')).status).toBe(303);
    const verified = await Promise.all(ids.map((id) => verifyFrames('PL-T-CKO-TWO-3DS', id)));
    expect(verified.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const link = await linkRow('PL-T-CKO-TWO-3DS');
    const loser = ids.find((id) => id !== link.transactionRef)!;
    expect(await refundsOf(loser)).toEqual([
      expect.objectContaining({ gateway: 'frames', amount: 25_000, reason: SECOND_PAYMENT_REASON }),
    ]);
    // Asked again, nothing more is given back, and the winner's receipt stands.
    expect((await verifyFrames('PL-T-CKO-TWO-3DS', loser)).status).toBe(409);
    expect(await refundsOf(loser)).toHaveLength(1);
    expect((await verifyFrames('PL-T-CKO-TWO-3DS', link.transactionRef!)).status).toBe(200);
  });

  it('knows every Checkout.com link payment: two tabs past 3-D Secure that never verify keep one charge', async () => {
    const one = await initiate('PL-T-CKO-SWEEP', await cardToken(CARD_3DS));
    const two = await initiate('PL-T-CKO-SWEEP', await cardToken(CARD_3DS));
    const ids = [one, two].map((answer) => framesDetail(answer).id);
    for (const id of ids) expect((await decide(id, 'approve')).status).toBe(303);
    // Both tabs closed before their return page: the sweep settles both.
    const swept = await sweepLater();
    expect(swept).toMatchObject({ applied: 1, refunded: 1 });
    const link = await linkRow('PL-T-CKO-SWEEP');
    expect(link.paymentStatus).toBe('VERIFIED');
    expect(ids).toContain(link.transactionRef);
    const loser = ids.find((id) => id !== link.transactionRef)!;
    expect(await refundsOf(loser)).toEqual([expect.objectContaining({ reason: SECOND_PAYMENT_REASON })]);
    expect(await refundsOf(link.transactionRef!)).toEqual([]);
    // Decided: both attempts closed; a second sweep does nothing more.
    const open = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.userId, linkPaymentPayer('PL-T-CKO-SWEEP')));
    expect(open.map((attempt) => attempt.closedAt)).not.toContain(null);
    expect(await sweepLater()).toMatchObject({ applied: 0 });
    expect(await refundsOf(loser)).toHaveLength(1);
  });

  it('lets a Checkout.com payer back from 3-D Secure pay with another card; the abandoned page pays nothing later', async () => {
    const left = await initiate('PL-T-CKO-BACK', await cardToken(CARD_3DS));
    expect(framesDetail(left).status).toBe('Pending');
    // Back, then pay again: a new payment, approved at once.
    const again = await initiate('PL-T-CKO-BACK', await cardToken(CARD_OK));
    expect(again.status).toBe(200);
    const paid = framesDetail(again).id;
    expect((await verifyFrames('PL-T-CKO-BACK', paid)).status).toBe(200);
    // The payer goes forward to the old 3-D Secure page and approves it: given back, not kept.
    const abandoned = framesDetail(left).id;
    await decide(abandoned, 'approve');
    const late = await verifyFrames('PL-T-CKO-BACK', abandoned);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(linkMessages.alreadyPaid.text);
    expect(await refundsOf(abandoned)).toEqual([expect.objectContaining({ reason: SECOND_PAYMENT_REASON })]);
    expect((await linkRow('PL-T-CKO-BACK')).transactionRef).toBe(paid);
  });

  it('pays a Checkout.com link with a payment whose 3-D Secure finished after the payer started again, once', async () => {
    const first = await initiate('PL-T-CKO-LATE', await cardToken(CARD_3DS));
    const firstId = framesDetail(first).id;
    await decide(firstId, 'approve');
    // The payer did not wait for the return page and pressed pay again: the first payment went
    // through, so the link is paid by it and nothing new is charged.
    const second = await initiate('PL-T-CKO-LATE', await cardToken(CARD_OK));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(linkMessages.alreadyPaid.text);
    expect(await framesPayments('PL-T-CKO-LATE')).toHaveLength(1);
    expect(await linkRow('PL-T-CKO-LATE')).toMatchObject({
      paymentStatus: 'VERIFIED',
      transactionRef: firstId,
    });
  });

  it('starts a new Stripe payment after Back from 3-D Secure and cancels the one left there (D01)', async () => {
    const first = await createIntent('PL-T-S-BACK');
    expect(first.status).toBe(200);
    const left = intentDetail(first);
    const challenged = await confirm(left.client_secret, CARD_3DS);
    expect(challenged.body.status).toBe('requires_action');
    // Back from the 3-D Secure page, 'continue to payment' again: a new intent that can be paid.
    const again = await createIntent('PL-T-S-BACK', '127.0.0.4');
    expect(again.status).toBe(200);
    const fresh = intentDetail(again);
    expect(fresh.id).not.toBe(left.id);
    const [old] = (await intents('PL-T-S-BACK')).filter((row) => row.id === left.id);
    expect(old!.status).toBe('cancelled');
    // The old page can no longer charge.
    expect((await decide(left.id, 'approve')).status).not.toBe(303);
    // Another card on the new intent pays the link.
    expect((await confirm(fresh.client_secret, CARD_OK)).body.status).toBe('succeeded');
    const verified = await verifyIntent('PL-T-S-BACK', fresh.id);
    expect(verified.status).toBe(200);
    expect(await linkRow('PL-T-S-BACK')).toMatchObject({
      paymentStatus: 'VERIFIED',
      transactionRef: fresh.id,
    });
    const charged = (await intents('PL-T-S-BACK')).filter((row) => row.status === 'succeeded');
    expect(charged.map((row) => row.id)).toEqual([fresh.id]);
  });

  it('keeps at most one Stripe intent open for a link when 50 start it at once from several addresses', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => createIntent('PL-T-S-50', loopbackAddress(n))),
    );
    // Each start is either refused while another holds the link, or cancels the one before it
    // (PGlite runs them one after another; PostgreSQL overlaps them).
    const started = answers.filter((answer) => answer.status === 200);
    expect(started.length).toBeGreaterThanOrEqual(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(linkMessages.underway.text);
    }
    const made = await intents('PL-T-S-50');
    expect(made).toHaveLength(started.length);
    const open = made.filter((row) => row.status !== 'cancelled');
    expect(open).toHaveLength(1);
    expect(started.map((answer) => intentDetail(answer).id)).toContain(open[0]!.id);
    // Every one of them confirmed at once: one charge at most.
    await Promise.all(started.map((answer) => confirm(intentDetail(answer).client_secret, CARD_OK)));
    const charged = (await intents('PL-T-S-50')).filter((row) => row.status === 'succeeded');
    expect(charged.map((row) => row.id)).toEqual([open[0]!.id]);
    expect((await verifyIntent('PL-T-S-50', open[0]!.id)).status).toBe(200);
    expect((await createIntent('PL-T-S-50')).status).toBe(409);
  });

  it('counts a Stripe payment the payer never verified: the next start is refused, the link paid by it', async () => {
    const created = intentDetail(await createIntent('PL-T-S-UNVERIFIED'));
    expect((await confirm(created.client_secret, CARD_OK)).body.status).toBe('succeeded');
    // The tab closed before verify; another phone opens the link and presses pay.
    const second = await createIntent('PL-T-S-UNVERIFIED', '127.0.0.5');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(linkMessages.alreadyPaid.text);
    expect(await intents('PL-T-S-UNVERIFIED')).toHaveLength(1);
    expect(await linkRow('PL-T-S-UNVERIFIED')).toMatchObject({
      paymentStatus: 'VERIFIED',
      transactionRef: created.id,
    });
  });

  it('sweeps Stripe link payments: one paid and never verified pays its link, one left on 3-D Secure is cancelled', async () => {
    const paid = intentDetail(await createIntent('PL-T-S-SWEEP'));
    expect((await confirm(paid.client_secret, CARD_OK)).body.status).toBe('succeeded');
    const left = intentDetail(await createIntent('PL-T-S-RACE'));
    expect((await confirm(left.client_secret, CARD_3DS)).body.status).toBe('requires_action');
    const swept = await sweepLater();
    expect(swept.applied).toBeGreaterThanOrEqual(1);
    expect(await linkRow('PL-T-S-SWEEP')).toMatchObject({
      paymentStatus: 'VERIFIED',
      transactionRef: paid.id,
    });
    const [cancelled] = (await intents('PL-T-S-RACE')).filter((row) => row.id === left.id);
    expect(cancelled!.status).toBe('cancelled');
    expect((await linkRow('PL-T-S-RACE')).paymentStatus).toBe('NOT_VERIFIED');
    // The link still takes a payment.
    const again = await createIntent('PL-T-S-RACE');
    expect(again.status).toBe(200);
    expect((await intents('PL-T-S-RACE')).filter((row) => row.status !== 'cancelled')).toHaveLength(1);
  });
});
