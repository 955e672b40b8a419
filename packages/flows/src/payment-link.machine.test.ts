import type { Fils } from '@storefront/core';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LinkSummary, PaymentLinkInput } from './payment-link-types.js';
import { paymentLinkMachine } from './payment-link.machine.js';
import { paymentMachine } from './payment.machine.js';

type Confirmation = { status: 'succeeded' | 'requires_action' | 'failed'; message?: string };

const CARD = { number: '4242424242424242', expMonth: '12', expYear: '30', cvc: '123' };
const unpaid = (gateway: string, extra: Partial<LinkSummary> = {}): LinkSummary => ({
  amount: 12000 as Fils,
  paymentGateway: gateway,
  paymentStatus: 'NOT_VERIFIED',
  ...extra,
});
const PAID: LinkSummary = { ...unpaid('STRIPE'), paymentStatus: 'VERIFIED' };

/** The machine with fakes: `links` are answered in turn by loadLink (the last one repeats). */
function run(links: LinkSummary[], input: PaymentLinkInput = {}, overrides: Record<string, unknown> = {}) {
  const calls: string[] = [];
  let load = 0;
  const fake = <T, I>(name: string, answer: (input: I) => T) =>
    fromPromise<T, I>(async ({ input: given }) => {
      calls.push(name);
      return answer(given);
    });
  const { loadLink, ...paymentOverrides } = overrides;
  const payment = {
    createIntent: fake('createIntent', () => ({
      id: 'pi_1',
      clientSecret: 'pi_1_secret_x',
      isVerified: false,
    })),
    confirmCard: fake('confirmCard', (): Confirmation => ({ status: 'succeeded' })),
    confirmWallet: fake('confirmWallet', (): Confirmation => ({ status: 'succeeded' })),
    verifyIntent: fake('verifyIntent', ({ id }: { id: string }) => ({ isVerified: id === 'pi_1' })),
    tokenizeCard: fake('tokenizeCard', () => ({ token: 'tok_1' })),
    initiateFrames: fake('initiateFrames', () => ({
      reference: 'pay_1',
      redirectUrl: null,
      threeDsRequired: false,
    })),
    verifyFrames: fake('verifyFrames', () => ({ isVerified: true })),
    redirect: fake('redirect', () => undefined),
    // The link is settled by its verify: completing the payment places nothing.
    placeOrder: fromPromise(async () => ({ orderNumber: 'cart-1' })),
    ...paymentOverrides,
  };
  const actors = {
    loadLink: loadLink ?? fake('loadLink', () => links[Math.min(load++, links.length - 1)]!),
    payment: paymentMachine.provide({ actors: payment as never }),
  };
  const actor = createActor(paymentLinkMachine.provide({ actors: actors as never }), { input }).start();
  return { actor, calls };
}

const settle = (actor: ReturnType<typeof run>['actor'], state: string) =>
  waitFor(actor, (snapshot) => snapshot.matches(state as never), { timeout: 1000 });

describe('paymentLinkMachine', () => {
  it('shows a paid link as VERIFIED and an expired one as expired, taking no payment', async () => {
    expect((await settle(run([PAID]).actor, 'verified')).status).toBe('done');
    const expired = run([unpaid('STRIPE', { expired: true })]);
    await settle(expired.actor, 'expired');
    expect(expired.calls).toEqual(['loadLink']);
  });

  it("says 'Please select payment method' when paying with none", async () => {
    const { actor } = run([unpaid('STRIPE')]);
    await settle(actor, 'notVerified');
    actor.send({ type: 'link.pay', payment: null });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'selectPaymentMethod' });
  });

  it('STRIPE: intent for the cart, confirm the card, verify with the intent id, then get the link again', async () => {
    const { actor, calls } = run([unpaid('STRIPE'), PAID]);
    await settle(actor, 'notVerified');
    actor.send({ type: 'link.pay', payment: { method: 'card', card: null } });
    await settle(actor, 'verified');
    expect(calls).toEqual(['loadLink', 'createIntent', 'confirmCard', 'verifyIntent', 'loadLink']);
  });

  it('STRIPE: a declined card leaves the link NOT_VERIFIED with the gateway message', async () => {
    const { actor, calls } = run(
      [unpaid('STRIPE')],
      {},
      {
        confirmCard: fromPromise(async () => ({
          status: 'failed',
          message: { text: 'Bank declined payment, please try again' },
        })),
      },
    );
    await settle(actor, 'notVerified');
    actor.send({ type: 'link.pay', payment: { method: 'card', card: CARD } });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toBe('notVerified');
    expect(actor.getSnapshot().context.error).toEqual({
      said: { text: 'Bank declined payment, please try again' },
    });
    expect(calls).not.toContain('verifyIntent');
  });

  it("a wallet with no amount says 'Invalid Amount'; a Checkout.com link takes no wallet", async () => {
    const zero = run([unpaid('STRIPE', { amount: 0 as Fils })]);
    await settle(zero.actor, 'notVerified');
    zero.actor.send({
      type: 'link.pay',
      payment: { method: 'wallet', wallet: { method: 'googlePay', token: 't' } },
    });
    expect(zero.actor.getSnapshot().context.error).toEqual({ key: 'invalidAmount' });
    expect(zero.calls).toEqual(['loadLink']);
    const unknown = run([unpaid('PAYPAL')]);
    await settle(unknown.actor, 'notVerified');
    unknown.actor.send({ type: 'link.pay', payment: { method: 'card', card: CARD } });
    expect(unknown.actor.getSnapshot().context.error).toEqual({ key: 'invalidGateway' });
  });

  it('CHECKOUTDOTCOM without 3-D Secure: token, initiate, verify with the payment id, get the link again', async () => {
    const verifyFrames = vi.fn(async ({ input }: { input: { reference: string } }) => ({
      isVerified: input.reference === 'pay_1',
    }));
    const { actor, calls } = run(
      [unpaid('CHECKOUTDOTCOM'), PAID],
      {},
      { verifyFrames: fromPromise(verifyFrames) },
    );
    await settle(actor, 'notVerified');
    actor.send({ type: 'link.pay', payment: { method: 'card', card: CARD } });
    await settle(actor, 'verified');
    expect(calls).toEqual(['loadLink', 'tokenizeCard', 'initiateFrames', 'loadLink']);
    expect(verifyFrames).toHaveBeenCalledOnce();
  });

  it('CHECKOUTDOTCOM with 3-D Secure: redirects and verifies nothing yet', async () => {
    const redirect = vi.fn(async () => new Promise<void>(() => undefined));
    const { actor, calls } = run(
      [unpaid('CHECKOUTDOTCOM')],
      {},
      {
        initiateFrames: fromPromise(async () => ({
          reference: 'pay_2',
          redirectUrl: 'https://3ds.example/pay_2',
          threeDsRequired: true,
        })),
        redirect: fromPromise(redirect),
      },
    );
    await settle(actor, 'notVerified');
    actor.send({ type: 'link.pay', payment: { method: 'card', card: CARD } });
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    expect(actor.getSnapshot().value).toBe('paying');
    expect(redirect.mock.calls[0]).toMatchObject([{ input: { url: 'https://3ds.example/pay_2' } }]);
    expect(calls).not.toContain('verifyFrames');
  });

  it('CHECKOUTDOTCOM: a card is needed', async () => {
    const { actor } = run([unpaid('CHECKOUTDOTCOM')]);
    await settle(actor, 'notVerified');
    actor.send({ type: 'link.pay', payment: { method: 'card', card: null } });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'selectPaymentMethod' });
    expect(actor.getSnapshot().value).toBe('notVerified');
  });

  it('back from 3-D Secure: verifies the returned payment once, then shows the paid link', async () => {
    const { actor, calls } = run([unpaid('CHECKOUTDOTCOM'), PAID], {
      resume: { reference: 'pay_1', outcome: 'success' },
    });
    await settle(actor, 'verified');
    expect(calls).toEqual(['loadLink', 'verifyFrames', 'loadLink']);
  });

  it('back from a failed 3-D Secure: NOT_VERIFIED with the failure, nothing verified', async () => {
    const { actor, calls } = run([unpaid('CHECKOUTDOTCOM')], {
      resume: { reference: 'pay_1', outcome: 'failure' },
    });
    await settle(actor, 'notVerified');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'paymentFailed' });
    expect(calls).toEqual(['loadLink']);
  });

  it('back from 3-D Secure on a link already paid: no second verification', async () => {
    const { actor, calls } = run([PAID], { resume: { reference: 'pay_1', outcome: 'success' } });
    await settle(actor, 'verified');
    expect(calls).toEqual(['loadLink']);
  });

  it('a link that cannot be read (invalid cart id) is unavailable with the server text', async () => {
    const { actor } = run(
      [],
      {},
      {
        loadLink: fromPromise(async () => {
          throw new Error('Invalid cart Id');
        }),
      },
    );
    await settle(actor, 'unavailable');
    expect(actor.getSnapshot().context.error).toEqual({ said: { text: 'Invalid cart Id' } });
  });

  it('a refused verification keeps the link NOT_VERIFIED with the refusal', async () => {
    const { actor } = run(
      [unpaid('STRIPE')],
      {},
      {
        verifyIntent: fromPromise(async () => {
          throw new Error('Payment failed or cancelled');
        }),
      },
    );
    await settle(actor, 'notVerified');
    actor.send({ type: 'link.pay', payment: { method: 'card', card: CARD } });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ said: { text: 'Payment failed or cancelled' } });
  });
});
