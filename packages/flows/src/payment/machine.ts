/**
 * The payment state chart itself: its guards, actions and states over the injected calls, with
 * `isProcessing` for the screens. The contract, the calls and the input rules live beside it.
 */
import { MIN_ONLINE_PAYMENT } from '@storefront/core';
import { and, assign, setup, type SnapshotFrom } from 'xstate';
import { paymentActors } from './actors.js';
import { failureMessage, isUnanswered, notVerified, refusedWith, type PaymentErrorKey } from './errors.js';
import { followsCheckoutRules, hasCard, hasSavedCard, keyOf, paysWithWallet } from './input.js';
import type { PaymentContext, PaymentInput, PaymentOutput, TransactionInfo } from './types.js';

/**
 * One card payment, the same for every surface that takes one (checkout and dine-in, the table
 * share, the payment link): each drives this machine with its own calls for starting, verifying
 * and completing the payment. For the checkout (spec section 4 "Payment" and "Place order"):
 * the store must be open unless it is a pre-order; card routes need more than 2 AED; a stripe-like
 * intent is created, confirmed (new card, optionally kept for next time, or an Apple Pay / Google
 * Pay token as a WALLET intent) and verified, while a saved card is charged at creation and only
 * verified; a checkout.com-like payment is started
 * from a token or stored card and verified unless 3-D Secure sends the browser away; a hosted
 * page always sends the browser away. Coming back resumes with the reference kept before leaving
 * and verifies it exactly once. Every call is an injected actor; the machine starts as soon as
 * its actor starts and ends in `placed`, `failed` or `redirecting`. `placeOrder` is what a
 * verified payment completes: the checkout's order; a link or a share is settled by its verify.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
  },
  actors: paymentActors,
  actions: {
    fail: assign((_, params: { error: PaymentErrorKey }) => ({ error: refusedWith(params.error) })),
    failWithActorError: assign({
      error: ({ event }) => failureMessage(event.error),
      unanswered: ({ event }) => isUnanswered(event.error),
    }),
  },
  guards: {
    resumingFailure: ({ context }) => context.input.resume?.outcome === 'failure',
    resumingIntent: ({ context }) => context.input.resume?.gateway === 'intent',
    resumingFrames: ({ context }) => context.input.resume?.gateway === 'frames',
    resumingHosted: ({ context }) => context.input.resume?.gateway === 'hosted',
    tooLittleForCard: ({ context }) =>
      followsCheckoutRules(context.input) &&
      context.input.route !== 'direct' &&
      context.input.amount <= MIN_ONLINE_PAYMENT,
    noCardGiven: ({ context }) =>
      (context.input.route === 'intent' || context.input.route === 'frames') &&
      !paysWithWallet(context.input) &&
      !hasSavedCard(context.input) &&
      !hasCard(context.input),
    skipsStoreCheck: ({ context }) => context.input.preOrder || !followsCheckoutRules(context.input),
    isIntent: ({ context }) => context.input.route === 'intent',
    isFrames: ({ context }) => context.input.route === 'frames',
    isHosted: ({ context }) => context.input.route === 'hosted',
    usesSavedCard: ({ context }) => hasSavedCard(context.input),
    usesWallet: ({ context }) => paysWithWallet(context.input),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    input,
    transaction: input.resume ? { gateway: input.resume.gateway, reference: input.resume.reference } : null,
    clientSecret: null,
    cardToken: null,
    redirect: null,
    orderNumber: null,
    error: null,
    unanswered: false,
  }),
  initial: 'starting',
  output: ({ context }): PaymentOutput => {
    if (context.orderNumber !== null) return { status: 'placed', orderNumber: context.orderNumber };
    if (context.error !== null) {
      return { status: 'failed', error: context.error, ...(context.unanswered && { unanswered: true }) };
    }
    if (context.redirect !== null) return { status: 'redirecting', pending: context.redirect.pending };
    return { status: 'failed', error: refusedWith('somethingWentWrong') };
  },
  states: {
    starting: {
      always: [
        {
          guard: 'resumingFailure',
          target: 'failed',
          actions: { type: 'fail', params: { error: 'paymentFailedOrCancelled' } },
        },
        { guard: 'resumingIntent', target: 'verifyingIntent' },
        { guard: 'resumingFrames', target: 'verifyingFrames' },
        { guard: 'resumingHosted', target: 'verifyingHosted' },
        {
          guard: 'tooLittleForCard',
          target: 'failed',
          actions: { type: 'fail', params: { error: 'addMoreThanTwoAED' } },
        },
        {
          guard: 'noCardGiven',
          target: 'failed',
          actions: { type: 'fail', params: { error: 'savedCardRequired' } },
        },
        { guard: 'skipsStoreCheck', target: 'choosingRoute' },
        { target: 'checkingStore' },
      ],
    },
    checkingStore: {
      invoke: {
        src: 'checkStoreAvailability',
        onDone: [
          { guard: ({ event }) => event.output === true, target: 'choosingRoute' },
          { target: 'failed', actions: { type: 'fail', params: { error: 'storeClosedNow' } } },
        ],
        onError: { target: 'failed', actions: 'failWithActorError' },
      },
    },
    choosingRoute: {
      always: [
        { guard: 'isIntent', target: 'creatingIntent' },
        { guard: and(['isFrames', 'usesSavedCard']), target: 'initiatingFrames' },
        { guard: 'isFrames', target: 'tokenizingCard' },
        { guard: 'isHosted', target: 'requestingHostedPage' },
        { target: 'placingOrder' },
      ],
    },

    creatingIntent: {
      invoke: {
        src: 'createIntent',
        input: ({ context }) => ({
          amount: context.input.amount,
          savedCardId: hasSavedCard(context.input) ? context.input.savedCardId : null,
          paymentMethod: paysWithWallet(context.input) ? ('WALLET' as const) : ('CARD' as const),
          ...keyOf(context.input),
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.isVerified,
            target: 'placingOrder',
            actions: assign({
              transaction: ({ event }) => ({ gateway: 'intent', reference: event.output.id }),
            }),
          },
          {
            guard: 'usesSavedCard',
            target: 'verifyingIntent',
            actions: assign({
              transaction: ({ event }) => ({ gateway: 'intent', reference: event.output.id }),
            }),
          },
          {
            guard: ({ event }) => !event.output.clientSecret,
            target: 'failed',
            actions: { type: 'fail', params: { error: 'invalidPaymentIntent' } },
          },
          {
            guard: 'usesWallet',
            target: 'confirmingWallet',
            actions: assign({
              transaction: ({ event }) => ({ gateway: 'intent', reference: event.output.id }),
              clientSecret: ({ event }) => event.output.clientSecret,
            }),
          },
          {
            target: 'confirmingCard',
            actions: assign({
              transaction: ({ event }) => ({ gateway: 'intent', reference: event.output.id }),
              clientSecret: ({ event }) => event.output.clientSecret,
            }),
          },
        ],
        onError: { target: 'failed', actions: 'failWithActorError' },
      },
    },
    confirmingCard: {
      invoke: {
        src: 'confirmCard',
        input: ({ context }) => ({
          clientSecret: context.clientSecret ?? '',
          card: context.input.card ?? null,
          saveCard: context.input.saveCard === true,
        }),
        onDone: [
          { guard: ({ event }) => event.output.status === 'succeeded', target: 'verifyingIntent' },
          {
            guard: ({ event }) => event.output.status === 'requires_action' && !!event.output.nextActionUrl,
            target: 'openingGateway',
            actions: assign({
              redirect: ({ context, event }) => ({
                url: event.output.nextActionUrl ?? '',
                pending: { gateway: 'intent', reference: context.transaction?.reference ?? '' },
              }),
            }),
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => event.output.message ?? refusedWith('paymentDeclined'),
            }),
          },
        ],
        onError: { target: 'failed', actions: 'failWithActorError' },
      },
    },
    /** The wallet sheet said yes; its token confirms the intent in place of a typed card. */
    confirmingWallet: {
      invoke: {
        src: 'confirmWallet',
        input: ({ context }) => ({
          clientSecret: context.clientSecret ?? '',
          wallet: context.input.wallet ?? { method: 'googlePay', token: '' },
        }),
        onDone: [
          { guard: ({ event }) => event.output.status === 'succeeded', target: 'verifyingIntent' },
          {
            guard: ({ event }) => event.output.status === 'requires_action' && !!event.output.nextActionUrl,
            target: 'openingGateway',
            actions: assign({
              redirect: ({ context, event }) => ({
                url: event.output.nextActionUrl ?? '',
                pending: { gateway: 'intent', reference: context.transaction?.reference ?? '' },
              }),
            }),
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => event.output.message ?? refusedWith('paymentDeclined'),
            }),
          },
        ],
        onError: { target: 'failed', actions: 'failWithActorError' },
      },
    },
    verifyingIntent: {
      invoke: {
        src: 'verifyIntent',
        input: ({ context }) => ({ id: context.transaction?.reference ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output.isVerified, target: 'placingOrder' },
          { target: 'failed', actions: assign({ error: ({ event }) => notVerified(event.output) }) },
        ],
        onError: { target: 'failed', actions: 'failWithActorError' },
      },
    },

    initiatingFrames: {
      invoke: {
        src: 'initiateFrames',
        input: ({ context }) => ({
          amount: context.input.amount,
          token: hasSavedCard(context.input) ? null : context.cardToken,
          savedCardId: hasSavedCard(context.input) ? context.input.savedCardId : null,
          ...keyOf(context.input),
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.threeDsRequired && !!event.output.redirectUrl,
            target: 'openingGateway',
            actions: assign(({ event }) => {
              const pending: TransactionInfo = { gateway: 'frames', reference: event.output.reference };
              return { transaction: pending, redirect: { url: event.output.redirectUrl ?? '', pending } };
            }),
          },
          {
            guard: ({ event }) => event.output.threeDsRequired,
            target: 'failed',
            actions: { type: 'fail', params: { error: 'somethingWentWrong' } },
          },
          {
            target: 'verifyingFrames',
            actions: assign({
              transaction: ({ event }) => ({ gateway: 'frames', reference: event.output.reference }),
            }),
          },
        ],
        onError: { target: 'failed', actions: 'failWithActorError' },
      },
    },
    tokenizingCard: {
      invoke: {
        src: 'tokenizeCard',
        input: ({ context }) => ({
          card: context.input.card ?? { number: '', expMonth: '', expYear: '', cvc: '' },
        }),
        onDone: {
          target: 'initiatingFrames',
          actions: assign({ cardToken: ({ event }) => event.output.token }),
        },
        onError: { target: 'failed', actions: 'failWithActorError' },
      },
    },
    verifyingFrames: {
      invoke: {
        src: 'verifyFrames',
        input: ({ context }) => ({ reference: context.transaction?.reference ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output.isVerified, target: 'placingOrder' },
          { target: 'failed', actions: assign({ error: ({ event }) => notVerified(event.output) }) },
        ],
        onError: { target: 'failed', actions: 'failWithActorError' },
      },
    },

    requestingHostedPage: {
      invoke: {
        src: 'requestHostedPage',
        input: ({ context }) => ({ amount: context.input.amount, ...keyOf(context.input) }),
        onDone: [
          {
            guard: ({ event }) => !!event.output.paymentUrl && !!event.output.reference,
            target: 'openingGateway',
            actions: assign(({ event }) => {
              const pending: TransactionInfo = { gateway: 'hosted', reference: event.output.reference };
              return { transaction: pending, redirect: { url: event.output.paymentUrl, pending } };
            }),
          },
          { target: 'failed', actions: { type: 'fail', params: { error: 'somethingWentWrong' } } },
        ],
        onError: { target: 'failed', actions: 'failWithActorError' },
      },
    },
    verifyingHosted: {
      invoke: {
        src: 'verifyHosted',
        input: ({ context }) => ({ reference: context.transaction?.reference ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output.isVerified, target: 'placingOrder' },
          { target: 'failed', actions: assign({ error: ({ event }) => notVerified(event.output) }) },
        ],
        onError: { target: 'failed', actions: 'failWithActorError' },
      },
    },

    openingGateway: {
      invoke: {
        src: 'redirect',
        input: ({ context }) =>
          context.redirect ?? {
            url: '',
            pending: context.transaction ?? { gateway: 'hosted', reference: '' },
          },
        onDone: { target: 'redirecting' },
        onError: { target: 'failed', actions: 'failWithActorError' },
      },
    },
    placingOrder: {
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({ transactionInfo: context.transaction }),
        onDone: {
          target: 'placed',
          actions: assign({ orderNumber: ({ event }) => event.output.orderNumber }),
        },
        onError: { target: 'failed', actions: 'failWithActorError' },
      },
    },

    placed: { type: 'final' },
    failed: { type: 'final' },
    /** The browser is leaving for the gateway; the app resumes with `input.resume` on return. */
    redirecting: { type: 'final' },
  },
});

/** True while a payment is under way, including while the browser leaves for a gateway ('Payment processing…'). */
export function isProcessing(snapshot: SnapshotFrom<typeof paymentMachine>): boolean {
  return !snapshot.matches('placed') && !snapshot.matches('failed');
}
