import { requestBenefit, ZERO_FILS, type Discount } from '@storefront/core';
import { assign, fromPromise, setup } from 'xstate';
import {
  afterFailure,
  afterRefusal,
  checkoutPayment,
  decidePlace,
  failureText,
  initialContext,
  keptRedirect,
  missing,
  NEW_CARD_CHOICE,
  NO_RUN,
  paymentChild,
  paymentMessage,
  paymentRun,
  refusal,
  resumeRun,
  storeChoice,
  textMessage,
} from './checkout-rules.js';
import type {
  CheckoutContext,
  CheckoutDraft,
  CheckoutEvent,
  CheckoutInput,
  CheckoutOutput,
  PendingCheckoutPayment,
  PlaceOrderOutcome,
} from './checkout-types.js';
import type { TransactionInfo } from './payment.machine.js';

/**
 * Checkout (spec sections 4 "Discount and loyalty", "Payment", "Placing order outcome" and 5
 * "Checkout order validation order"): the 'Pay with' choice is auto-selected from the store's
 * options for the service type (dine-in's include pay-later); a discount code is validated and
 * applied after the 300 ms validation delay; discount and loyalty exclude each other after a
 * confirmation; 'Place order' validates in the spec's order, runs the payment machine as a child
 * (a second tap while it runs is ignored), and places the order itself with the draft fixed at the
 * tap, or with the one kept before a gateway redirect on return. Calls are injected actors.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as CheckoutOutput,
  },
  actors: {
    payment: checkoutPayment(),
    validateDiscount: fromPromise<Discount, { code: string }>(async () => missing('validateDiscount')),
    placeOrder: fromPromise<
      PlaceOrderOutcome,
      { order: CheckoutDraft; transactionInfo: TransactionInfo | null }
    >(async () => missing('placeOrder')),
    /** Keeps the order on the server before a gateway payment starts (docs/payments.md, "Webhooks"). */
    keepCheckout: fromPromise<void, { order: CheckoutDraft }>(async () => missing('keepCheckout')),
    redirect: fromPromise<void, { url: string; pending: PendingCheckoutPayment }>(async () =>
      missing('redirect'),
    ),
  },
  delays: {
    /** Spec section 9: a validated discount applies 300 ms after the server said yes. */
    VALIDATION_DELAY: 300,
  },
  guards: {
    resuming: ({ context }) => context.run !== null,
    restoringCode: ({ context }) => context.pendingCode !== null,
    asksToSwitch: ({ context }, params: { wanted: 'discount' | 'loyalty' }) =>
      requestBenefit(
        { discountApplied: context.discount !== null, loyaltyApplied: context.redeemLoyalty },
        params.wanted,
      ).confirm !== null,
    /** A 'Pay with' row of this store and service (pay-later only at a table). */
    offered: ({ context, event }) =>
      event.type === 'payment.select' &&
      (context.paymentOptions?.some((option) => option._id === event.option._id) ?? true),
    switchingToDiscount: ({ context }) => context.confirm === 'discount',
    placeRefused: ({ context, event }) =>
      event.type === 'order.place' && decidePlace(context, event.submission).kind === 'refuse',
    placeReady: ({ context, event }) =>
      event.type === 'order.place' && decidePlace(context, event.submission).kind === 'pay',
    placeByGateway: ({ context, event }) => {
      if (event.type !== 'order.place') return false;
      const decision = decidePlace(context, event.submission);
      return decision.kind === 'pay' && decision.run.route !== 'direct';
    },
    childPlacing: ({ event }) =>
      event.type.startsWith('xstate.snapshot.') && paymentChild(event).matches('placingOrder'),
    childLeaving: ({ event }) =>
      event.type.startsWith('xstate.snapshot.') && paymentChild(event).matches('openingGateway'),
  },
  actions: {
    clearMessage: assign({ message: null }),
    /** 'Place order' tapped and valid: the payment's run and the order's draft are fixed now. */
    startRun: assign(({ context, event }) =>
      event.type === 'order.place'
        ? {
            run: paymentRun(context, event.submission),
            draft: event.submission.draft,
            message: null,
            movedTotals: null,
          }
        : {},
    ),
    /**
     * A call failed without an answer (network down, connection cut): its readable message, and
     * the same attempt, so the next tap sends the same idempotency key. The first try may have
     * reached the server: a new key could charge or place the order twice.
     */
    callFailed: assign(({ event }) => ({
      run: null,
      message: textMessage((event as { error?: unknown }).error),
    })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  initial: 'starting',
  output: ({ context }): CheckoutOutput =>
    context.orderNumber !== null
      ? { status: 'placed', orderNumber: context.orderNumber }
      : { status: 'redirecting' },
  on: {
    'store.loaded': {
      actions: assign(({ context, event }) => storeChoice(context, event.store)),
    },
    'cards.loaded': {
      actions: assign(({ context, event }) => ({
        savedCardIds: event.cardIds,
        cardChoice: event.cardIds.includes(context.cardChoice)
          ? context.cardChoice
          : (event.cardIds[0] ?? NEW_CARD_CHOICE),
      })),
    },
    'message.show': { actions: assign({ message: ({ event }) => event.message }) },
    'message.dismiss': { actions: 'clearMessage' },
  },
  states: {
    starting: {
      always: [{ guard: 'resuming', target: 'paying' }, { target: 'editing' }],
    },
    editing: {
      initial: 'deciding',
      on: {
        'payment.select': {
          guard: 'offered',
          actions: assign(({ context, event }) => ({
            payment: { paymentOptionId: event.option._id, paymentType: event.option.paymentType },
            cardChoice: context.savedCardIds?.[0] ?? NEW_CARD_CHOICE,
          })),
        },
        'card.choose': { actions: assign({ cardChoice: ({ event }) => event.choice }) },
        'card.change': { actions: assign({ card: ({ event }) => event.card }) },
        'card.save': { actions: assign({ saveCard: ({ event }) => event.save }) },
        'payment.resume': {
          target: 'paying',
          actions: assign(({ event }) => ({
            draft: event.resume.pending.order,
            run: resumeRun(event.resume),
            message: null,
            validating: false,
          })),
        },
      },
      states: {
        deciding: {
          always: [{ guard: 'restoringCode', target: 'validatingDiscount' }, { target: 'idle' }],
        },
        idle: {
          on: {
            'discount.apply': [
              {
                guard: ({ event }) => event.code.trim() === '',
              },
              {
                guard: { type: 'asksToSwitch', params: { wanted: 'discount' } },
                target: 'confirming',
                actions: assign({ confirm: 'discount', pendingCode: ({ event }) => event.code.trim() }),
              },
              {
                target: 'validatingDiscount',
                actions: assign({ pendingCode: ({ event }) => event.code.trim(), quietValidation: false }),
              },
            ],
            'discount.edit': { actions: assign({ discountError: null }) },
            'discount.remove': { actions: assign({ discount: null, discountError: null }) },
            'loyalty.toggle': [
              { guard: ({ event }) => !event.redeem, actions: assign({ redeemLoyalty: false }) },
              {
                guard: { type: 'asksToSwitch', params: { wanted: 'loyalty' } },
                target: 'confirming',
                actions: assign({ confirm: 'loyalty' }),
              },
              { actions: assign({ redeemLoyalty: true }) },
            ],
            'order.place': [
              {
                guard: 'placeRefused',
                actions: assign({ message: ({ context, event }) => refusal(context, event.submission) }),
              },
              {
                guard: 'placeByGateway',
                target: '#checkout.keeping',
                actions: 'startRun',
              },
              { guard: 'placeReady', target: '#checkout.paying', actions: 'startRun' },
            ],
          },
        },
        confirming: {
          on: {
            'switch.confirm': [
              {
                guard: 'switchingToDiscount',
                target: 'validatingDiscount',
                actions: assign({ confirm: null, redeemLoyalty: false, quietValidation: false }),
              },
              { target: 'idle', actions: assign({ confirm: null, discount: null, redeemLoyalty: true }) },
            ],
            'switch.cancel': { target: 'idle', actions: assign({ confirm: null, pendingCode: null }) },
          },
        },
        validatingDiscount: {
          entry: assign({ validating: true, discountError: null }),
          invoke: {
            src: 'validateDiscount',
            input: ({ context }) => ({ code: context.pendingCode ?? '' }),
            onDone: {
              target: 'applyingDiscount',
              actions: assign({ pendingDiscount: ({ event }) => event.output }),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                validating: false,
                pendingCode: null,
                discount: null,
                discountError: context.quietValidation ? null : failureText(event.error),
              })),
            },
          },
        },
        applyingDiscount: {
          after: {
            VALIDATION_DELAY: {
              target: 'idle',
              actions: assign(({ context }) => ({
                discount: context.pendingDiscount,
                redeemLoyalty: false,
                pendingDiscount: null,
                pendingCode: null,
                validating: false,
              })),
            },
          },
        },
      },
    },
    /**
     * Before any money moves, the server keeps the order this payment will become, so the
     * gateway's word places it if this page never comes back. Kept or not, the payment goes on:
     * the payer's own return places the order all the same.
     */
    keeping: {
      invoke: {
        src: 'keepCheckout',
        input: ({ context }) => ({ order: context.draft ?? { expectedTotal: ZERO_FILS } }),
        onDone: { target: 'paying' },
        onError: { target: 'paying' },
      },
    },
    paying: {
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => context.run ?? NO_RUN,
        onSnapshot: [
          {
            guard: 'childPlacing',
            target: 'placingOrder',
            actions: assign({ transaction: ({ event }) => paymentChild(event).context.transaction }),
          },
          {
            guard: 'childLeaving',
            target: 'leaving',
            actions: assign({ redirect: ({ context, event }) => keptRedirect(context, paymentChild(event)) }),
          },
        ],
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'placed',
            target: 'placed',
            actions: assign({
              orderNumber: ({ event }) =>
                event.output.status === 'placed' ? event.output.orderNumber : null,
            }),
          },
          {
            target: 'editing',
            actions: assign(({ context, event }) => ({
              // A declined payment makes the next try a new attempt; a call with no answer may
              // have charged, so the next try keeps the attempt (and its idempotency key).
              ...(event.output.status === 'failed' && event.output.unanswered
                ? { run: null }
                : afterFailure(context)),
              message: paymentMessage(event.output),
            })),
          },
        ],
        onError: { target: 'editing', actions: 'callFailed' },
      },
    },
    placingOrder: {
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({
          order: context.draft ?? { expectedTotal: ZERO_FILS },
          transactionInfo: context.transaction,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'placed',
            target: 'placed',
            actions: assign({
              orderNumber: ({ event }) =>
                event.output.status === 'placed' ? event.output.orderNumber : null,
            }),
          },
          {
            target: 'editing',
            actions: assign(({ context, event }) => afterRefusal(context, event.output)),
          },
        ],
        onError: { target: 'editing', actions: 'callFailed' },
      },
    },
    /** The browser leaves for the gateway with the order kept to place on return. */
    leaving: {
      invoke: {
        src: 'redirect',
        input: ({ context }) =>
          context.redirect ?? {
            url: '',
            pending: {
              transaction: { gateway: 'hosted', reference: '' },
              order: { expectedTotal: ZERO_FILS },
            },
          },
        onDone: { target: 'redirecting' },
        onError: { target: 'editing', actions: 'callFailed' },
      },
    },
    placed: { type: 'final' },
    redirecting: { type: 'final' },
  },
});
