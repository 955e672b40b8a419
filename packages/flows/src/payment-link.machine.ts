import { assign, fromPromise, setup } from 'xstate';
import type {
  LinkConfirmation,
  LinkPayment,
  LinkSummary,
  PaymentLinkContext,
  PaymentLinkError,
  PaymentLinkErrorKey,
  PaymentLinkEvent,
  PaymentLinkInput,
} from './payment-link-types.js';
import type { CardDetails } from './payment.machine.js';

/** Spec section 9: the payment-link loader stays 3 s after initiate. */
export const LINK_LOADER_MS = 3000;

function missing(name: string): never {
  throw new Error(`${name}: provide an implementation with paymentLinkMachine.provide()`);
}

const actorText = (error: unknown): PaymentLinkError =>
  error instanceof Error && error.message ? { text: error.message } : { key: 'paymentFailed' };

/**
 * One payment link (spec sections 4 and 5 "Payment link"): get the link; NOT_VERIFIED takes a
 * payment through its own gateway. STRIPE: request the intent for the cart, confirm the card (or
 * wallet) with the client secret, verify with the intent id, then get the link again. CHECKOUTDOTCOM:
 * tokenise the card, initiate with the token (the loader stays 3 s), then 3-D Secure redirects or
 * the payment is verified at once. A return from 3-D Secure verifies once, then gets the link again.
 * Every call is an injected actor.
 */
export const paymentLinkMachine = setup({
  types: {
    context: {} as PaymentLinkContext,
    input: {} as PaymentLinkInput,
    events: {} as PaymentLinkEvent,
  },
  delays: { linkLoader: LINK_LOADER_MS },
  actors: {
    loadLink: fromPromise<LinkSummary, void>(async () => missing('loadLink')),
    createIntent: fromPromise<{ id: string; clientSecret: string; isVerified: boolean }, void>(async () =>
      missing('createIntent'),
    ),
    confirmIntent: fromPromise<LinkConfirmation, { clientSecret: string; payment: LinkPayment }>(async () =>
      missing('confirmIntent'),
    ),
    verifyIntent: fromPromise<{ isVerified: boolean }, { id: string }>(async () => missing('verifyIntent')),
    tokenizeCard: fromPromise<{ token: string }, { card: CardDetails }>(async () => missing('tokenizeCard')),
    initiateFrames: fromPromise<
      { reference: string; redirectUrl: string | null; threeDsRequired: boolean },
      { token: string }
    >(async () => missing('initiateFrames')),
    verifyFrames: fromPromise<{ isVerified: boolean }, { reference: string }>(async () =>
      missing('verifyFrames'),
    ),
    redirect: fromPromise<void, { url: string }>(async () => missing('redirect')),
  },
  actions: {
    fail: assign((_, params: { key: PaymentLinkErrorKey }) => ({ error: { key: params.key } })),
    failWithActorError: assign({ error: ({ event }) => actorText((event as { error?: unknown }).error) }),
  },
  guards: {
    isVerified: ({ context }) => context.link?.paymentStatus === 'VERIFIED',
    isExpired: ({ context }) => context.link?.expired === true,
    resuming: ({ context }) => context.resume !== null,
    resumedFailure: ({ context }) => context.resume?.outcome === 'failure',
    noMethod: ({ event }) => event.type === 'link.pay' && event.payment === null,
    badAmount: ({ context }) => !context.link || context.link.amount <= 0,
    isStripe: ({ context }) => context.link?.paymentGateway === 'STRIPE',
    isFrames: ({ context }) => context.link?.paymentGateway === 'CHECKOUTDOTCOM',
    framesNeedsCard: ({ context }) => context.payment?.method !== 'card' || context.payment.card === null,
  },
}).createMachine({
  id: 'paymentLink',
  context: ({ input }) => ({
    link: null,
    resume: input.resume ?? null,
    payment: null,
    intent: null,
    reference: input.resume?.reference ?? null,
    token: null,
    redirectUrl: null,
    error: null,
  }),
  initial: 'loading',
  on: { 'link.dismiss': { actions: assign({ error: null }) } },
  states: {
    loading: {
      invoke: {
        src: 'loadLink',
        onDone: { target: 'deciding', actions: assign({ link: ({ event }) => event.output }) },
        onError: { target: 'unavailable', actions: 'failWithActorError' },
      },
    },
    deciding: {
      always: [
        { guard: 'isVerified', target: 'verified' },
        { guard: 'isExpired', target: 'expired' },
        {
          guard: 'resumedFailure',
          target: 'notVerified',
          actions: [{ type: 'fail', params: { key: 'paymentFailed' } }, assign({ resume: null })],
        },
        { guard: 'resuming', target: 'verifyingReturn' },
        { target: 'notVerified' },
      ],
    },
    notVerified: {
      on: {
        'link.pay': [
          { guard: 'noMethod', actions: { type: 'fail', params: { key: 'selectPaymentMethod' } } },
          {
            guard: ({ event }) => event.payment?.method === 'wallet',
            target: 'checkingWallet',
            actions: assign({ payment: ({ event }) => event.payment, error: null }),
          },
          { target: 'paying', actions: assign({ payment: ({ event }) => event.payment, error: null }) },
        ],
      },
    },
    checkingWallet: {
      always: [
        {
          guard: 'badAmount',
          target: 'notVerified',
          actions: { type: 'fail', params: { key: 'invalidAmount' } },
        },
        { target: 'paying' },
      ],
    },
    paying: {
      always: [
        { guard: 'isStripe', target: 'creatingIntent' },
        {
          guard: ({ context }) =>
            context.link?.paymentGateway === 'CHECKOUTDOTCOM' && context.payment?.method === 'wallet',
          target: 'notVerified',
          actions: { type: 'fail', params: { key: 'invalidGateway' } },
        },
        { guard: 'isFrames', target: 'checkingCard' },
        { target: 'notVerified', actions: { type: 'fail', params: { key: 'invalidGateway' } } },
      ],
    },
    creatingIntent: {
      invoke: {
        src: 'createIntent',
        onDone: [
          {
            guard: ({ event }) => event.output.isVerified,
            target: 'verifyingIntent',
            actions: assign({ intent: ({ event }) => event.output }),
          },
          { target: 'confirmingIntent', actions: assign({ intent: ({ event }) => event.output }) },
        ],
        onError: { target: 'notVerified', actions: 'failWithActorError' },
      },
    },
    confirmingIntent: {
      invoke: {
        src: 'confirmIntent',
        input: ({ context }) => ({ clientSecret: context.intent!.clientSecret, payment: context.payment! }),
        onDone: [
          { guard: ({ event }) => event.output.status === 'succeeded', target: 'verifyingIntent' },
          {
            guard: ({ event }) =>
              event.output.status === 'requires_action' && Boolean(event.output.nextActionUrl),
            target: 'redirecting',
            actions: assign({ redirectUrl: ({ event }) => event.output.nextActionUrl ?? null }),
          },
          {
            target: 'notVerified',
            actions: assign({
              error: ({ event }): PaymentLinkError =>
                event.output.message ? { text: event.output.message } : { key: 'paymentFailed' },
            }),
          },
        ],
        onError: { target: 'notVerified', actions: 'failWithActorError' },
      },
    },
    verifyingIntent: {
      invoke: {
        src: 'verifyIntent',
        input: ({ context }) => ({ id: context.intent!.id }),
        onDone: [
          { guard: ({ event }) => event.output.isVerified, target: 'loading' },
          { target: 'notVerified', actions: { type: 'fail', params: { key: 'paymentFailed' } } },
        ],
        onError: { target: 'notVerified', actions: 'failWithActorError' },
      },
    },
    checkingCard: {
      always: [
        {
          guard: 'framesNeedsCard',
          target: 'notVerified',
          actions: { type: 'fail', params: { key: 'selectPaymentMethod' } },
        },
        { target: 'tokenizing' },
      ],
    },
    tokenizing: {
      invoke: {
        src: 'tokenizeCard',
        input: ({ context }) => ({ card: (context.payment as { card: CardDetails }).card }),
        onDone: { target: 'initiating', actions: assign({ token: ({ event }) => event.output.token }) },
        onError: { target: 'notVerified', actions: 'failWithActorError' },
      },
    },
    initiating: {
      invoke: {
        src: 'initiateFrames',
        input: ({ context }) => ({ token: context.token! }),
        onDone: {
          target: 'initiated',
          actions: assign({
            reference: ({ event }) => event.output.reference,
            redirectUrl: ({ event }) => (event.output.threeDsRequired ? event.output.redirectUrl : null),
          }),
        },
        onError: { target: 'notVerified', actions: 'failWithActorError' },
      },
    },
    initiated: {
      after: {
        linkLoader: [
          { guard: ({ context }) => context.redirectUrl !== null, target: 'redirecting' },
          { target: 'verifyingFrames' },
        ],
      },
    },
    redirecting: {
      invoke: {
        src: 'redirect',
        input: ({ context }) => ({ url: context.redirectUrl! }),
        onError: { target: 'notVerified', actions: 'failWithActorError' },
      },
    },
    verifyingReturn: {
      always: [
        {
          guard: 'isStripe',
          target: 'verifyingIntent',
          actions: assign({
            intent: ({ context }) => ({ id: context.reference!, clientSecret: '' }),
            resume: null,
          }),
        },
        { target: 'verifyingFrames', actions: assign({ resume: null }) },
      ],
    },
    verifyingFrames: {
      invoke: {
        src: 'verifyFrames',
        input: ({ context }) => ({ reference: context.reference! }),
        onDone: [
          { guard: ({ event }) => event.output.isVerified, target: 'loading' },
          { target: 'notVerified', actions: { type: 'fail', params: { key: 'paymentFailed' } } },
        ],
        onError: { target: 'notVerified', actions: 'failWithActorError' },
      },
    },
    verified: { type: 'final' },
    expired: { type: 'final' },
    unavailable: { on: { 'link.reload': { target: 'loading', actions: assign({ error: null }) } } },
  },
});
