import { fils, MessageError, shownMessageOf } from '@storefront/core';
import { assign, fromPromise, setup } from 'xstate';
import type {
  LinkPayment,
  LinkSummary,
  PaymentLinkContext,
  PaymentLinkError,
  PaymentLinkErrorKey,
  PaymentLinkEvent,
  PaymentLinkInput,
} from './payment-link-types.js';
import {
  isPaymentErrorKey,
  paymentMachine,
  type Gateway,
  type PaymentInput,
  type PaymentOutput,
} from './payment.machine.js';

/** Spec section 9: the payment-link loader stays 3 s after initiate. */
export const LINK_LOADER_MS = 3000;

function missing(name: string): never {
  throw new Error(`${name}: provide an implementation with paymentLinkMachine.provide()`);
}

const actorText = (error: unknown): PaymentLinkError =>
  error instanceof MessageError || (error instanceof Error && error.message)
    ? { said: shownMessageOf(error) }
    : { key: 'paymentFailed' };

/** The card gateway a link is paid through (STRIPE: intents, CHECKOUTDOTCOM: Frames). */
function gatewayOf(link: LinkSummary | null): Gateway | null {
  if (link?.paymentGateway === 'STRIPE') return 'intent';
  if (link?.paymentGateway === 'CHECKOUTDOTCOM') return 'frames';
  return null;
}

/** A failed payment as the link says it: the payment machine's refusals in the link's own words. */
export function linkError(output: PaymentOutput | undefined): PaymentLinkError {
  if (output?.status !== 'failed') return { key: 'paymentFailed' };
  const { error } = output;
  if (error.key === 'savedCardRequired') return { key: 'selectPaymentMethod' };
  return isPaymentErrorKey(error.key) && error.text === undefined
    ? { key: 'paymentFailed' }
    : { said: error };
}

/** The payment run for the link's amount by its gateway; the link checks its own amount. */
function linkRun(link: LinkSummary, payment: LinkPayment): PaymentInput {
  const route = gatewayOf(link) ?? 'intent';
  const base = { route, amount: fils(link.amount), preOrder: false, checkoutRules: false } as const;
  if (payment.method === 'wallet') return { ...base, wallet: payment.wallet };
  return { ...base, card: payment.card, cardInGatewayField: payment.card === null && route === 'intent' };
}

/** Back from 3-D Secure: the returned payment is verified once by the link's gateway. */
function returnRun(link: LinkSummary, reference: string): PaymentInput {
  const route = gatewayOf(link) ?? 'intent';
  return {
    route,
    amount: fils(link.amount),
    preOrder: false,
    checkoutRules: false,
    resume: { gateway: route, reference, outcome: 'success' },
  };
}

/**
 * One payment link (spec sections 4 and 5 "Payment link"): get the link; NOT_VERIFIED takes a
 * payment through its own gateway by the one payment machine (the `payment` actor, provided with
 * the link's calls). STRIPE: an intent for the cart, confirmed with the card (or wallet), verified
 * with the intent id. CHECKOUTDOTCOM: the card tokenised, the payment initiated with the token,
 * then 3-D Secure redirects or the payment is verified at once. A return from 3-D Secure verifies
 * once. A verified payment gets the link again, which now says VERIFIED.
 */
export const paymentLinkMachine = setup({
  types: {
    context: {} as PaymentLinkContext,
    input: {} as PaymentLinkInput,
    events: {} as PaymentLinkEvent,
  },
  actors: {
    loadLink: fromPromise<LinkSummary, void>(async () => missing('loadLink')),
    payment: paymentMachine,
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
    walletWithoutAmount: ({ context, event }) =>
      event.type === 'link.pay' &&
      event.payment?.method === 'wallet' &&
      (!context.link || context.link.amount <= 0),
    noGateway: ({ context, event }) => {
      const gateway = gatewayOf(context.link);
      // Checkout.com takes no wallet token here.
      return (
        gateway === null ||
        (gateway === 'frames' && event.type === 'link.pay' && event.payment?.method === 'wallet')
      );
    },
  },
}).createMachine({
  id: 'paymentLink',
  context: ({ input }) => ({ link: null, resume: input.resume ?? null, payment: null, error: null }),
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
          { guard: 'walletWithoutAmount', actions: { type: 'fail', params: { key: 'invalidAmount' } } },
          { guard: 'noGateway', actions: { type: 'fail', params: { key: 'invalidGateway' } } },
          { target: 'paying', actions: assign({ payment: ({ event }) => event.payment, error: null }) },
        ],
      },
    },
    paying: {
      invoke: {
        src: 'payment',
        input: ({ context }) => linkRun(context.link!, context.payment!),
        onDone: [
          { guard: ({ event }) => event.output?.status === 'placed', target: 'loading' },
          { guard: ({ event }) => event.output?.status === 'redirecting', target: 'leaving' },
          { target: 'notVerified', actions: assign({ error: ({ event }) => linkError(event.output) }) },
        ],
        onError: { target: 'notVerified', actions: 'failWithActorError' },
      },
    },
    verifyingReturn: {
      invoke: {
        src: 'payment',
        input: ({ context }) => returnRun(context.link!, context.resume!.reference),
        onDone: [
          {
            guard: ({ event }) => event.output?.status === 'placed',
            target: 'loading',
            actions: assign({ resume: null }),
          },
          {
            target: 'notVerified',
            actions: assign({ resume: null, error: ({ event }) => linkError(event.output) }),
          },
        ],
        onError: { target: 'notVerified', actions: ['failWithActorError', assign({ resume: null })] },
      },
    },
    /** The browser is on its way to the gateway's 3-D Secure page. */
    leaving: {},
    verified: { type: 'final' },
    expired: { type: 'final' },
    unavailable: { on: { 'link.reload': { target: 'loading', actions: assign({ error: null }) } } },
  },
});
