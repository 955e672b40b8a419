import { MessageError, type Fils, type ShownMessage } from '@storefront/core';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import {
  isProcessing,
  paymentMachine,
  pickPaymentRoute,
  type CardDetails,
  type PaymentInput,
  type TransactionInfo,
} from './payment.machine.js';
import type { WalletPayment } from './wallet-availability.js';

const card: CardDetails = { number: '4242424242424242', expMonth: '12', expYear: '2030', cvc: '123' };
const amount = 5250 as Fils;

type Verification = { isVerified: boolean; message?: ShownMessage };
type Confirmation = {
  status: 'succeeded' | 'requires_action' | 'failed';
  nextActionUrl?: string;
  message?: ShownMessage;
};

/** Fake gateway and order calls; each one succeeds unless a test replaces it. */
function fakes() {
  return {
    checkStoreAvailability: vi.fn(async (): Promise<boolean> => true),
    createIntent: vi.fn(
      async (_: { amount: Fils; savedCardId: string | null; paymentMethod: 'CARD' | 'WALLET' }) =>
        ({ id: 'pi_1', clientSecret: 'pi_1_secret_x', isVerified: false }) as {
          id: string;
          clientSecret: string | null;
          isVerified: boolean;
        },
    ),
    confirmCard: vi.fn(
      async (_: { clientSecret: string; card: CardDetails | null; saveCard: boolean }) =>
        ({ status: 'succeeded' }) as Confirmation,
    ),
    confirmWallet: vi.fn(
      async (_: { clientSecret: string; wallet: WalletPayment }) => ({ status: 'succeeded' }) as Confirmation,
    ),
    verifyIntent: vi.fn(async (_: { id: string }): Promise<Verification> => ({ isVerified: true })),
    tokenizeCard: vi.fn(async (_: { card: CardDetails }) => ({ token: 'tok_1' })),
    initiateFrames: vi.fn(
      async (_: { amount: Fils; token: string | null; savedCardId: string | null }) =>
        ({ reference: 'pay_1', redirectUrl: null, threeDsRequired: false }) as {
          reference: string;
          redirectUrl: string | null;
          threeDsRequired: boolean;
        },
    ),
    verifyFrames: vi.fn(async (_: { reference: string }): Promise<Verification> => ({ isVerified: true })),
    requestHostedPage: vi.fn(async (_: { amount: Fils }) => ({
      reference: 'cart_1',
      paymentUrl: 'https://pay.example/hosted/cart_1',
    })),
    verifyHosted: vi.fn(async (_: { reference: string }): Promise<Verification> => ({ isVerified: true })),
    placeOrder: vi.fn(async (_: { transactionInfo: TransactionInfo | null }) => ({ orderNumber: '1001' })),
    redirect: vi.fn(async (_: { url: string; pending: TransactionInfo }): Promise<void> => undefined),
  };
}

type Fakes = ReturnType<typeof fakes>;

function start(input: PaymentInput, change: (calls: Fakes) => void = () => undefined) {
  const calls = fakes();
  change(calls);
  const machine = paymentMachine.provide({
    actors: {
      checkStoreAvailability: fromPromise(() => calls.checkStoreAvailability()),
      createIntent: fromPromise(
        ({
          input,
        }: {
          input: { amount: Fils; savedCardId: string | null; paymentMethod: 'CARD' | 'WALLET' };
        }) => calls.createIntent(input),
      ),
      confirmCard: fromPromise(
        ({ input }: { input: { clientSecret: string; card: CardDetails | null; saveCard: boolean } }) =>
          calls.confirmCard(input),
      ),
      confirmWallet: fromPromise(({ input }: { input: { clientSecret: string; wallet: WalletPayment } }) =>
        calls.confirmWallet(input),
      ),
      verifyIntent: fromPromise(({ input }: { input: { id: string } }) => calls.verifyIntent(input)),
      tokenizeCard: fromPromise(({ input }: { input: { card: CardDetails } }) => calls.tokenizeCard(input)),
      initiateFrames: fromPromise(
        ({ input }: { input: { amount: Fils; token: string | null; savedCardId: string | null } }) =>
          calls.initiateFrames(input),
      ),
      verifyFrames: fromPromise(({ input }: { input: { reference: string } }) => calls.verifyFrames(input)),
      requestHostedPage: fromPromise(({ input }: { input: { amount: Fils } }) =>
        calls.requestHostedPage(input),
      ),
      verifyHosted: fromPromise(({ input }: { input: { reference: string } }) => calls.verifyHosted(input)),
      placeOrder: fromPromise(({ input }: { input: { transactionInfo: TransactionInfo | null } }) =>
        calls.placeOrder(input),
      ),
      redirect: fromPromise(({ input }: { input: { url: string; pending: TransactionInfo } }) =>
        calls.redirect(input),
      ),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, calls };
}

/** Runs a payment to its end and returns the last snapshot with the fakes. */
async function pay(input: PaymentInput, change?: (calls: Fakes) => void) {
  const { actor, calls } = start(input, change);
  await toPromise(actor);
  return { snapshot: actor.getSnapshot(), calls };
}

function gatewayCalls(calls: Fakes) {
  const { checkStoreAvailability: _store, placeOrder: _place, ...gateway } = calls;
  return Object.values(gateway).reduce((sum, fn) => sum + fn.mock.calls.length, 0);
}

function totalCalls(calls: Fakes) {
  return Object.values(calls).reduce((sum, fn) => sum + fn.mock.calls.length, 0);
}

const rejectWith = (error: unknown) => () => Promise.reject(error);

describe('paymentMachine: direct payments (cash, card machine, pay later)', () => {
  it('checks the store, then places the order without transaction info', async () => {
    const { snapshot, calls } = await pay({ route: 'direct', amount, preOrder: false });
    expect(snapshot.value).toBe('placed');
    expect(snapshot.output).toEqual({ status: 'placed', orderNumber: '1001' });
    expect(calls.checkStoreAvailability).toHaveBeenCalledTimes(1);
    expect(calls.placeOrder).toHaveBeenCalledTimes(1);
    expect(calls.placeOrder).toHaveBeenCalledWith({ transactionInfo: null });
    expect(gatewayCalls(calls)).toBe(0);
  });

  it('has no 2 AED minimum', async () => {
    const { snapshot } = await pay({ route: 'direct', amount: 100 as Fils, preOrder: false });
    expect(snapshot.value).toBe('placed');
  });

  it('a failed order placement fails with its message', async () => {
    const { snapshot } = await pay({ route: 'direct', amount, preOrder: false }, (calls) =>
      calls.placeOrder.mockImplementation(rejectWith(new Error('Some items are no longer available'))),
    );
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toEqual({ text: 'Some items are no longer available' });
    expect(snapshot.output).toEqual({
      status: 'failed',
      error: { text: 'Some items are no longer available' },
    });
  });
});

describe('paymentMachine: store availability', () => {
  it('a closed store fails with storeClosedNow and places nothing', async () => {
    const { snapshot, calls } = await pay({ route: 'intent', amount, preOrder: false, card }, (fake) =>
      fake.checkStoreAvailability.mockResolvedValue(false),
    );
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toEqual({ key: 'storeClosedNow' });
    expect(calls.placeOrder).not.toHaveBeenCalled();
    expect(gatewayCalls(calls)).toBe(0);
  });

  it('pre-orders skip the check', async () => {
    const { snapshot, calls } = await pay({ route: 'direct', amount, preOrder: true }, (fake) =>
      fake.checkStoreAvailability.mockResolvedValue(false),
    );
    expect(snapshot.value).toBe('placed');
    expect(calls.checkStoreAvailability).not.toHaveBeenCalled();
  });

  it('a failing check fails with its message', async () => {
    const { snapshot, calls } = await pay({ route: 'direct', amount, preOrder: false }, (fake) =>
      fake.checkStoreAvailability.mockImplementation(rejectWith(new Error('Network Error'))),
    );
    expect(snapshot.context.error).toEqual({ text: 'Network Error' });
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });
});

describe('paymentMachine: a payment link or a table share (checkoutRules false)', () => {
  it('checks no store and no 2 AED minimum: the restaurant set the amount', async () => {
    const { snapshot, calls } = await pay(
      { route: 'intent', amount: 150 as Fils, preOrder: false, checkoutRules: false, card },
      (fake) => fake.checkStoreAvailability.mockResolvedValue(false),
    );
    expect(snapshot.value).toBe('placed');
    expect(calls.checkStoreAvailability).not.toHaveBeenCalled();
    expect(calls.createIntent).toHaveBeenCalledTimes(1);
    expect(calls.verifyIntent).toHaveBeenCalledTimes(1);
  });

  it('still needs a card', async () => {
    const { snapshot, calls } = await pay({ route: 'frames', amount, preOrder: false, checkoutRules: false });
    expect(snapshot.context.error).toEqual({ key: 'savedCardRequired' });
    expect(totalCalls(calls)).toBe(0);
  });
});

describe('paymentMachine: what a card payment needs before any call', () => {
  it.each(['intent', 'frames', 'hosted'] as const)(
    '%s: refuses exactly 200 fils (2 AED) with addMoreThanTwoAED and calls nothing',
    async (route) => {
      const { snapshot, calls } = await pay({ route, amount: 200 as Fils, preOrder: false, card });
      expect(snapshot.value).toBe('failed');
      expect(snapshot.context.error).toEqual({ key: 'addMoreThanTwoAED' });
      expect(totalCalls(calls)).toBe(0);
    },
  );

  it.each(['intent', 'frames', 'hosted'] as const)('%s: accepts 201 fils', async (route) => {
    const { snapshot, calls } = await pay({ route, amount: 201 as Fils, preOrder: false, card });
    expect(snapshot.context.error).toBeNull();
    expect(calls.checkStoreAvailability).toHaveBeenCalledTimes(1);
    expect(gatewayCalls(calls)).toBeGreaterThan(0);
  });

  it.each(['intent', 'frames'] as const)(
    '%s: without a new card or a saved card fails with savedCardRequired and calls nothing',
    async (route) => {
      const { snapshot, calls } = await pay({
        route,
        amount,
        preOrder: false,
        card: null,
        savedCardId: null,
      });
      expect(snapshot.context.error).toEqual({ key: 'savedCardRequired' });
      expect(totalCalls(calls)).toBe(0);
    },
  );

  it('an empty saved card id is no saved card', async () => {
    const { snapshot } = await pay({ route: 'intent', amount, preOrder: false, savedCardId: '' });
    expect(snapshot.context.error).toEqual({ key: 'savedCardRequired' });
  });

  it('hosted pages need no card', async () => {
    const { snapshot } = await pay({ route: 'hosted', amount, preOrder: false });
    expect(snapshot.value).toBe('redirecting');
  });
});

describe('paymentMachine: one idempotency key per checkout attempt', () => {
  it("hands the checkout attempt's key to every payment start (intent, frames, hosted page)", async () => {
    const idempotencyKey = 'attempt-key-1';
    const intent = await pay({
      route: 'intent',
      amount,
      preOrder: false,
      savedCardId: 'pm_1',
      idempotencyKey,
    });
    expect(intent.calls.createIntent).toHaveBeenCalledWith({
      amount,
      savedCardId: 'pm_1',
      paymentMethod: 'CARD',
      idempotencyKey,
    });
    const frames = await pay({
      route: 'frames',
      amount,
      preOrder: false,
      savedCardId: 'src_1',
      idempotencyKey,
    });
    expect(frames.calls.initiateFrames).toHaveBeenCalledWith({
      amount,
      token: null,
      savedCardId: 'src_1',
      idempotencyKey,
    });
    const hosted = await pay({ route: 'hosted', amount, preOrder: false, idempotencyKey });
    expect(hosted.calls.requestHostedPage).toHaveBeenCalledWith({ amount, idempotencyKey });
  });
});

describe('paymentMachine: intent (stripe-like)', () => {
  it('new card: creates the intent, confirms the card, verifies it and places the order with it', async () => {
    const { snapshot, calls } = await pay({ route: 'intent', amount, preOrder: false, card });
    expect(calls.createIntent).toHaveBeenCalledWith({ amount, savedCardId: null, paymentMethod: 'CARD' });
    expect(calls.confirmCard).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x', card, saveCard: false });
    expect(calls.verifyIntent).toHaveBeenCalledWith({ id: 'pi_1' });
    expect(calls.placeOrder).toHaveBeenCalledWith({
      transactionInfo: { gateway: 'intent', reference: 'pi_1' },
    });
    expect(snapshot.output).toEqual({ status: 'placed', orderNumber: '1001' });
    expect(calls.createIntent.mock.invocationCallOrder[0]).toBeGreaterThan(
      calls.checkStoreAvailability.mock.invocationCallOrder[0]!,
    );
  });

  it('saved card: skips confirmCard and verifies the intent directly', async () => {
    const { snapshot, calls } = await pay(
      { route: 'intent', amount, preOrder: false, savedCardId: 'card_1' },
      (fake) => fake.createIntent.mockResolvedValue({ id: 'pi_2', clientSecret: null, isVerified: false }),
    );
    expect(calls.createIntent).toHaveBeenCalledWith({ amount, savedCardId: 'card_1', paymentMethod: 'CARD' });
    expect(calls.confirmCard).not.toHaveBeenCalled();
    expect(calls.verifyIntent).toHaveBeenCalledWith({ id: 'pi_2' });
    expect(calls.placeOrder).toHaveBeenCalledWith({
      transactionInfo: { gateway: 'intent', reference: 'pi_2' },
    });
    expect(snapshot.value).toBe('placed');
  });

  it('a saved card wins over a card left in the form', async () => {
    const { calls } = await pay({ route: 'intent', amount, preOrder: false, card, savedCardId: 'card_1' });
    expect(calls.createIntent).toHaveBeenCalledWith({ amount, savedCardId: 'card_1', paymentMethod: 'CARD' });
    expect(calls.confirmCard).not.toHaveBeenCalled();
  });

  it('an intent already verified places the order at once', async () => {
    const { snapshot, calls } = await pay({ route: 'intent', amount, preOrder: false, card }, (fake) =>
      fake.createIntent.mockResolvedValue({ id: 'pi_3', clientSecret: 'pi_3_secret', isVerified: true }),
    );
    expect(calls.confirmCard).not.toHaveBeenCalled();
    expect(calls.verifyIntent).not.toHaveBeenCalled();
    expect(calls.placeOrder).toHaveBeenCalledWith({
      transactionInfo: { gateway: 'intent', reference: 'pi_3' },
    });
    expect(snapshot.value).toBe('placed');
  });

  it('a declined card fails with the bank message and places nothing', async () => {
    const { snapshot, calls } = await pay({ route: 'intent', amount, preOrder: false, card }, (fake) =>
      fake.confirmCard.mockResolvedValue({ status: 'failed', message: { text: 'Your card was declined.' } }),
    );
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toEqual({ text: 'Your card was declined.' });
    expect(calls.verifyIntent).not.toHaveBeenCalled();
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('a declined card without a message falls back to paymentDeclined', async () => {
    const { snapshot, calls } = await pay({ route: 'intent', amount, preOrder: false, card }, (fake) =>
      fake.confirmCard.mockResolvedValue({ status: 'failed' }),
    );
    expect(snapshot.context.error).toEqual({ key: 'paymentDeclined' });
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('3-D Secure: hands the next-action URL and the pending intent to redirect, then waits in redirecting', async () => {
    const { snapshot, calls } = await pay({ route: 'intent', amount, preOrder: false, card }, (fake) =>
      fake.confirmCard.mockResolvedValue({
        status: 'requires_action',
        nextActionUrl: 'https://bank.example/3ds',
      }),
    );
    const pending = { gateway: 'intent', reference: 'pi_1' };
    expect(calls.redirect).toHaveBeenCalledTimes(1);
    expect(calls.redirect).toHaveBeenCalledWith({ url: 'https://bank.example/3ds', pending });
    expect(snapshot.value).toBe('redirecting');
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ status: 'redirecting', pending });
    expect(isProcessing(snapshot)).toBe(true);
    expect(calls.verifyIntent).not.toHaveBeenCalled();
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('requires_action without a URL cannot continue and places nothing', async () => {
    const { snapshot, calls } = await pay({ route: 'intent', amount, preOrder: false, card }, (fake) =>
      fake.confirmCard.mockResolvedValue({ status: 'requires_action' }),
    );
    expect(snapshot.context.error).toEqual({ key: 'paymentDeclined' });
    expect(calls.redirect).not.toHaveBeenCalled();
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('an intent the server does not verify fails with paymentFailedOrCancelled', async () => {
    const { snapshot, calls } = await pay({ route: 'intent', amount, preOrder: false, card }, (fake) =>
      fake.verifyIntent.mockResolvedValue({ isVerified: false }),
    );
    expect(snapshot.context.error).toEqual({ key: 'paymentFailedOrCancelled' });
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('a new card with no client secret fails with invalidPaymentIntent', async () => {
    const { snapshot, calls } = await pay({ route: 'intent', amount, preOrder: false, card }, (fake) =>
      fake.createIntent.mockResolvedValue({ id: 'pi_4', clientSecret: null, isVerified: false }),
    );
    expect(snapshot.context.error).toEqual({ key: 'invalidPaymentIntent' });
    expect(calls.confirmCard).not.toHaveBeenCalled();
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('a failing call fails with its message, or somethingWentWrong without one', async () => {
    const withMessage = await pay({ route: 'intent', amount, preOrder: false, card }, (fake) =>
      fake.createIntent.mockImplementation(rejectWith(new Error('Stripe is not configured'))),
    );
    expect(withMessage.snapshot.context.error).toEqual({ text: 'Stripe is not configured' });
    const without = await pay({ route: 'intent', amount, preOrder: false, card }, (fake) =>
      fake.confirmCard.mockImplementation(rejectWith({ code: 'timeout' })),
    );
    expect(without.snapshot.context.error).toEqual({ key: 'somethingWentWrong' });
    expect(without.calls.placeOrder).not.toHaveBeenCalled();
  });

  it('a call with no answer says so in the output, so the next try keeps its idempotency key', async () => {
    const lost = await pay({ route: 'intent', amount, preOrder: false, card }, (fake) =>
      fake.createIntent.mockImplementation(rejectWith(new TypeError('Failed to fetch'))),
    );
    expect(lost.snapshot.output).toEqual({
      status: 'failed',
      error: { text: 'Failed to fetch' },
      unanswered: true,
    });
    const refused = await pay({ route: 'intent', amount, preOrder: false, card }, (fake) =>
      fake.createIntent.mockImplementation(rejectWith(new Error('Your card was declined.'))),
    );
    expect(refused.snapshot.output).toEqual({ status: 'failed', error: { text: 'Your card was declined.' } });
  });
});

describe('paymentMachine: intent with a saved card, a card to keep, or a wallet', () => {
  it('a saved card the gateway charged at creation places the order without confirm or verify', async () => {
    const { snapshot, calls } = await pay(
      { route: 'intent', amount, preOrder: false, savedCardId: 'card_sbx_1' },
      (fake) => fake.createIntent.mockResolvedValue({ id: 'pi_5', clientSecret: null, isVerified: true }),
    );
    expect(calls.createIntent).toHaveBeenCalledWith({
      amount,
      savedCardId: 'card_sbx_1',
      paymentMethod: 'CARD',
    });
    expect(calls.confirmCard).not.toHaveBeenCalled();
    expect(calls.verifyIntent).not.toHaveBeenCalled();
    expect(calls.placeOrder).toHaveBeenCalledWith({
      transactionInfo: { gateway: 'intent', reference: 'pi_5' },
    });
    expect(snapshot.value).toBe('placed');
  });

  it('a saved card the gateway declines at creation fails with its message and places nothing', async () => {
    const { snapshot, calls } = await pay(
      { route: 'intent', amount, preOrder: false, savedCardId: 'card_sbx_1' },
      (fake) =>
        fake.createIntent.mockImplementation(
          rejectWith(new Error('Bank declined payment, please try again')),
        ),
    );
    expect(snapshot.context.error).toEqual({ text: 'Bank declined payment, please try again' });
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('a new card to keep is confirmed with saveCard true', async () => {
    const { calls } = await pay({ route: 'intent', amount, preOrder: false, card, saveCard: true });
    expect(calls.confirmCard).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x', card, saveCard: true });
  });

  it("a card typed into the gateway's own field needs no card details and confirms with card null", async () => {
    const { snapshot, calls } = await pay({
      route: 'intent',
      amount,
      preOrder: false,
      card: null,
      cardInGatewayField: true,
    });
    expect(calls.confirmCard).toHaveBeenCalledWith({
      clientSecret: 'pi_1_secret_x',
      card: null,
      saveCard: false,
    });
    expect(snapshot.value).toBe('placed');
  });

  it("the gateway's own field counts only for the intent route", async () => {
    const { snapshot, calls } = await pay({
      route: 'frames',
      amount,
      preOrder: false,
      card: null,
      cardInGatewayField: true,
    });
    expect(snapshot.context.error).toEqual({ key: 'savedCardRequired' });
    expect(totalCalls(calls)).toBe(0);
  });

  const wallet: WalletPayment = { method: 'googlePay', token: '{"id":"tok_wallet"}' };

  it('a wallet creates a WALLET intent, confirms its token instead of a card, verifies and places', async () => {
    const { snapshot, calls } = await pay({ route: 'intent', amount, preOrder: false, wallet });
    expect(calls.createIntent).toHaveBeenCalledWith({ amount, savedCardId: null, paymentMethod: 'WALLET' });
    expect(calls.confirmWallet).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x', wallet });
    expect(calls.confirmCard).not.toHaveBeenCalled();
    expect(calls.verifyIntent).toHaveBeenCalledWith({ id: 'pi_1' });
    expect(calls.placeOrder).toHaveBeenCalledWith({
      transactionInfo: { gateway: 'intent', reference: 'pi_1' },
    });
    expect(snapshot.value).toBe('placed');
  });

  it('a wallet wins over a saved card and a typed card', async () => {
    const { calls } = await pay({ route: 'intent', amount, preOrder: false, wallet, card, savedCardId: 'c' });
    expect(calls.createIntent).toHaveBeenCalledWith({ amount, savedCardId: null, paymentMethod: 'WALLET' });
    expect(calls.confirmWallet).toHaveBeenCalledTimes(1);
    expect(calls.confirmCard).not.toHaveBeenCalled();
  });

  it('a wallet payment the gateway declines fails with its message and places nothing', async () => {
    const { snapshot, calls } = await pay({ route: 'intent', amount, preOrder: false, wallet }, (fake) =>
      fake.confirmWallet.mockResolvedValue({
        status: 'failed',
        message: { text: 'Your card was declined.' },
      }),
    );
    expect(snapshot.context.error).toEqual({ text: 'Your card was declined.' });
    expect(calls.verifyIntent).not.toHaveBeenCalled();
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('a wallet intent without a client secret fails with invalidPaymentIntent', async () => {
    const { snapshot, calls } = await pay({ route: 'intent', amount, preOrder: false, wallet }, (fake) =>
      fake.createIntent.mockResolvedValue({ id: 'pi_6', clientSecret: null, isVerified: false }),
    );
    expect(snapshot.context.error).toEqual({ key: 'invalidPaymentIntent' });
    expect(calls.confirmWallet).not.toHaveBeenCalled();
  });

  it('a wallet needs more than 2 AED like a card', async () => {
    const { snapshot, calls } = await pay({ route: 'intent', amount: 200 as Fils, preOrder: false, wallet });
    expect(snapshot.context.error).toEqual({ key: 'addMoreThanTwoAED' });
    expect(totalCalls(calls)).toBe(0);
  });

  it('a wallet with an empty token is no payment at all', async () => {
    const { snapshot } = await pay({
      route: 'intent',
      amount,
      preOrder: false,
      wallet: { method: 'applePay', token: '' },
    });
    expect(snapshot.context.error).toEqual({ key: 'savedCardRequired' });
  });
});

describe('paymentMachine: frames (checkout.com-like)', () => {
  it('new card: tokenises it, starts the payment, verifies it and places the order', async () => {
    const { snapshot, calls } = await pay({ route: 'frames', amount, preOrder: false, card });
    expect(calls.tokenizeCard).toHaveBeenCalledWith({ card });
    expect(calls.initiateFrames).toHaveBeenCalledWith({ amount, token: 'tok_1', savedCardId: null });
    expect(calls.verifyFrames).toHaveBeenCalledWith({ reference: 'pay_1' });
    expect(calls.placeOrder).toHaveBeenCalledWith({
      transactionInfo: { gateway: 'frames', reference: 'pay_1' },
    });
    expect(snapshot.value).toBe('placed');
  });

  it('stored card: starts the payment with it and does not tokenise', async () => {
    const { calls } = await pay({ route: 'frames', amount, preOrder: false, card, savedCardId: 'src_1' });
    expect(calls.tokenizeCard).not.toHaveBeenCalled();
    expect(calls.initiateFrames).toHaveBeenCalledWith({ amount, token: null, savedCardId: 'src_1' });
    expect(calls.placeOrder).toHaveBeenCalledTimes(1);
  });

  it('3-D Secure: redirects with the pending reference and verifies nothing yet', async () => {
    const { snapshot, calls } = await pay({ route: 'frames', amount, preOrder: false, card }, (fake) =>
      fake.initiateFrames.mockResolvedValue({
        reference: 'pay_2',
        redirectUrl: 'https://3ds.example/pay_2',
        threeDsRequired: true,
      }),
    );
    expect(calls.redirect).toHaveBeenCalledWith({
      url: 'https://3ds.example/pay_2',
      pending: { gateway: 'frames', reference: 'pay_2' },
    });
    expect(snapshot.value).toBe('redirecting');
    expect(calls.verifyFrames).not.toHaveBeenCalled();
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('a redirect link without 3-D Secure required is not followed: the payment is verified at once', async () => {
    const { calls } = await pay({ route: 'frames', amount, preOrder: false, card }, (fake) =>
      fake.initiateFrames.mockResolvedValue({
        reference: 'pay_3',
        redirectUrl: 'https://3ds.example/pay_3',
        threeDsRequired: false,
      }),
    );
    expect(calls.redirect).not.toHaveBeenCalled();
    expect(calls.verifyFrames).toHaveBeenCalledWith({ reference: 'pay_3' });
  });

  it('3-D Secure required without a link fails and places nothing', async () => {
    const { snapshot, calls } = await pay({ route: 'frames', amount, preOrder: false, card }, (fake) =>
      fake.initiateFrames.mockResolvedValue({ reference: 'pay_4', redirectUrl: null, threeDsRequired: true }),
    );
    expect(snapshot.context.error).toEqual({ key: 'somethingWentWrong' });
    expect(calls.redirect).not.toHaveBeenCalled();
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('a payment not verified fails with the verifier message and places nothing', async () => {
    const { snapshot, calls } = await pay({ route: 'frames', amount, preOrder: false, card }, (fake) =>
      fake.verifyFrames.mockResolvedValue({
        isVerified: false,
        message: { text: 'Declined - Do Not Honour' },
      }),
    );
    expect(snapshot.context.error).toEqual({ text: 'Declined - Do Not Honour' });
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('a card the gateway cannot tokenise fails before any payment starts', async () => {
    const { snapshot, calls } = await pay({ route: 'frames', amount, preOrder: false, card }, (fake) =>
      fake.tokenizeCard.mockImplementation(
        rejectWith(new MessageError({ key: 'pleaseEnterValidCardDetails' })),
      ),
    );
    expect(snapshot.context.error).toEqual({ key: 'pleaseEnterValidCardDetails' });
    expect(calls.initiateFrames).not.toHaveBeenCalled();
  });
});

describe('paymentMachine: hosted payment page (telr-like)', () => {
  it('requests the page for the amount and redirects to it with the pending reference', async () => {
    const { snapshot, calls } = await pay({ route: 'hosted', amount, preOrder: false });
    expect(calls.requestHostedPage).toHaveBeenCalledWith({ amount });
    expect(calls.redirect).toHaveBeenCalledWith({
      url: 'https://pay.example/hosted/cart_1',
      pending: { gateway: 'hosted', reference: 'cart_1' },
    });
    expect(snapshot.value).toBe('redirecting');
    expect(snapshot.output).toEqual({
      status: 'redirecting',
      pending: { gateway: 'hosted', reference: 'cart_1' },
    });
    expect(calls.verifyHosted).not.toHaveBeenCalled();
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('no payment page URL fails (error modal) and redirects nowhere', async () => {
    const { snapshot, calls } = await pay({ route: 'hosted', amount, preOrder: false }, (fake) =>
      fake.requestHostedPage.mockResolvedValue({ reference: 'cart_1', paymentUrl: '' }),
    );
    expect(snapshot.context.error).toEqual({ key: 'somethingWentWrong' });
    expect(calls.redirect).not.toHaveBeenCalled();
  });

  it('a redirect that throws fails with its message', async () => {
    const { snapshot } = await pay({ route: 'hosted', amount, preOrder: false }, (fake) =>
      fake.redirect.mockImplementation(rejectWith(new Error('sessionStorage is full'))),
    );
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toEqual({ text: 'sessionStorage is full' });
  });
});

describe('paymentMachine: resuming after the gateway page', () => {
  const verifierOf = { intent: 'verifyIntent', frames: 'verifyFrames', hosted: 'verifyHosted' } as const;

  it.each(['intent', 'frames', 'hosted'] as const)(
    '%s success: verifies exactly once with the right verifier and places the order once',
    async (gateway) => {
      const { snapshot, calls } = await pay({
        route: gateway,
        amount,
        preOrder: false,
        resume: { gateway, reference: 'ref_9', outcome: 'success' },
      });
      const verifier = calls[verifierOf[gateway]];
      expect(verifier).toHaveBeenCalledTimes(1);
      expect(verifier).toHaveBeenCalledWith(gateway === 'intent' ? { id: 'ref_9' } : { reference: 'ref_9' });
      expect(calls.placeOrder).toHaveBeenCalledTimes(1);
      expect(calls.placeOrder).toHaveBeenCalledWith({ transactionInfo: { gateway, reference: 'ref_9' } });
      expect(snapshot.output).toEqual({ status: 'placed', orderNumber: '1001' });
      // only the verifier and the order: no store check, no new payment, no redirect
      expect(totalCalls(calls)).toBe(2);
    },
  );

  it.each(['intent', 'frames', 'hosted'] as const)(
    '%s failure: fails with paymentFailedOrCancelled, verifies nothing and places nothing',
    async (gateway) => {
      const { snapshot, calls } = await pay({
        route: gateway,
        amount,
        preOrder: false,
        resume: { gateway, reference: 'ref_9', outcome: 'failure' },
      });
      expect(snapshot.value).toBe('failed');
      expect(snapshot.output).toEqual({ status: 'failed', error: { key: 'paymentFailedOrCancelled' } });
      expect(totalCalls(calls)).toBe(0);
    },
  );

  it('success that the verifier does not confirm fails and places nothing', async () => {
    const { snapshot, calls } = await pay(
      {
        route: 'hosted',
        amount,
        preOrder: false,
        resume: { gateway: 'hosted', reference: 'cart_1', outcome: 'success' },
      },
      (fake) => fake.verifyHosted.mockResolvedValue({ isVerified: false }),
    );
    expect(snapshot.context.error).toEqual({ key: 'paymentFailedOrCancelled' });
    expect(calls.verifyHosted).toHaveBeenCalledTimes(1);
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('the resumed gateway, not the route, picks the verifier', async () => {
    const { calls } = await pay({
      route: 'direct',
      amount,
      preOrder: true,
      resume: { gateway: 'frames', reference: 'pay_5', outcome: 'success' },
    });
    expect(calls.verifyFrames).toHaveBeenCalledWith({ reference: 'pay_5' });
    expect(calls.placeOrder).toHaveBeenCalledWith({
      transactionInfo: { gateway: 'frames', reference: 'pay_5' },
    });
  });

  it('a payment already made is not refused by the 2 AED minimum on return', async () => {
    const { snapshot } = await pay({
      route: 'intent',
      amount: 150 as Fils,
      preOrder: false,
      resume: { gateway: 'intent', reference: 'pi_1', outcome: 'success' },
    });
    expect(snapshot.value).toBe('placed');
  });
});

describe('isProcessing', () => {
  it('is true while the payment is under way and false once placed or failed', async () => {
    let answer: (value: { orderNumber: string }) => void = () => undefined;
    const { actor } = start({ route: 'direct', amount, preOrder: true }, (fake) =>
      fake.placeOrder.mockImplementation(() => new Promise((resolve) => (answer = resolve))),
    );
    expect(actor.getSnapshot().value).toBe('placingOrder');
    expect(isProcessing(actor.getSnapshot())).toBe(true);
    answer({ orderNumber: '1002' });
    await toPromise(actor);
    expect(isProcessing(actor.getSnapshot())).toBe(false);

    const failed = await pay({ route: 'intent', amount: 100 as Fils, preOrder: false, card });
    expect(isProcessing(failed.snapshot)).toBe(false);
  });
});

describe('paymentMachine without provided actors', () => {
  it('fails instead of pretending to pay', async () => {
    const actor = createActor(paymentMachine, { input: { route: 'direct', amount, preOrder: true } });
    actor.start();
    await toPromise(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.text).toMatch(/placeOrder/);
  });
});

describe('pickPaymentRoute', () => {
  const stripe = { name: 'stripe', isActive: true };
  const checkout = { name: 'checkout', isActive: true };
  const telr = { name: 'telr', isActive: true };

  it.each(['CREDIT_CARD', 'PAYMENT_GATEWAY'] as const)('%s uses the active gateway', (type) => {
    expect(pickPaymentRoute(type, [stripe])).toBe('intent');
    expect(pickPaymentRoute(type, [checkout])).toBe('frames');
    expect(pickPaymentRoute(type, [telr])).toBe('hosted');
  });

  it('prefers stripe, then checkout, then telr, whatever the list order', () => {
    expect(pickPaymentRoute('CREDIT_CARD', [telr, checkout, stripe])).toBe('intent');
    expect(pickPaymentRoute('CREDIT_CARD', [telr, checkout])).toBe('frames');
  });

  it('ignores inactive and unknown integrations', () => {
    expect(pickPaymentRoute('CREDIT_CARD', [{ name: 'stripe', isActive: false }, telr])).toBe('hosted');
    expect(pickPaymentRoute('CREDIT_CARD', [{ name: 'facebookPixel', isActive: true }])).toBeNull();
  });

  it('card payment with no active gateway is unavailable (null)', () => {
    expect(pickPaymentRoute('CREDIT_CARD', [])).toBeNull();
    expect(pickPaymentRoute('PAYMENT_GATEWAY', [{ name: 'checkout', isActive: false }])).toBeNull();
  });

  it.each(['CASH', 'CARD_MACHINE', 'PAY_LATER'] as const)(
    '%s is direct, with or without gateways',
    (type) => {
      expect(pickPaymentRoute(type, [])).toBe('direct');
      expect(pickPaymentRoute(type, [stripe])).toBe('direct');
    },
  );
});
