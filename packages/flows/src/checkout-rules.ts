import {
  checkoutPaymentOptions,
  checkOnlinePaymentAmount,
  coreError,
  shownMessage,
  shownMessageOf,
  validateCheckoutOrder,
  ZERO_FILS,
  type CoreError,
  type PaymentOption,
  type PaymentType,
  type ServiceType,
  type ShownMessage,
} from '@storefront/core';
import { fromPromise } from 'xstate';
import type {
  CheckoutContext,
  CheckoutInput,
  CheckoutMessage,
  CheckoutResume,
  CheckoutSubmission,
  PlaceOrderOutcome,
  StorePaymentOptions,
} from './checkout-types.js';
import { NO_PAYMENT_CHOICE, selectPaymentOption, type PaymentChoice } from './payment-selection.js';
import {
  paymentMachine,
  type CardDetails,
  type PaymentInput,
  type PaymentOutput,
  type PaymentRoute,
  type TransactionInfo,
} from './payment.machine.js';

/** The card choice meaning "a new card typed in the form" (spec section 9 default payment type). */
export const NEW_CARD_CHOICE = 'new_card';

export const EMPTY_CARD: CardDetails = { number: '', expMonth: '', expYear: '', cvc: '' };

/** The store's options for a service type: delivery, pickup or dine-in ('Complete Payment', 'Dine First, Pay Later'). */
export function paymentOptionsFor<O extends PaymentOption>(
  store: StorePaymentOptions<O>,
  serviceType: ServiceType,
): readonly O[] {
  if (serviceType === 'DELIVERY') return store.paymentOptions;
  if (serviceType === 'DINE_IN') return store.dineInPaymentOptions ?? [];
  return store.pickupPaymentOptions;
}

export function isCardType(paymentType: PaymentType | null): boolean {
  return paymentType === 'CREDIT_CARD' || paymentType === 'PAYMENT_GATEWAY';
}

/** A typed card the sandbox form can send: 12+ digits, an expiry and a 3+ digit code. */
export function isCompleteCard(card: CardDetails): boolean {
  return (
    card.number.replace(/\s/g, '').length >= 12 &&
    card.expMonth !== '' &&
    card.expYear !== '' &&
    card.cvc.length >= 3
  );
}

/** What the machine knows when 'Place order' is tapped. */
export interface PlaceState {
  readonly payment: PaymentChoice;
  readonly cardRoute: PaymentRoute | null;
  readonly cardChoice: string;
  readonly card: CardDetails;
  readonly saveCard: boolean;
  /** The customer's saved card ids once fetched (null before): only one of them counts as a saved-card choice. */
  readonly savedCardIds?: readonly string[] | null;
}

/** The run to start, the reason the order cannot go, or 'wait' (the card field is still loading). */
export type PlaceDecision =
  | { readonly kind: 'pay'; readonly run: PaymentInput }
  | { readonly kind: 'refuse'; readonly message: CheckoutMessage }
  | { readonly kind: 'wait' };

const refuse = (message: CheckoutMessage): PlaceDecision => ({ kind: 'refuse', message });
const core = (error: CoreError): PlaceDecision => refuse({ kind: 'core', error });
const UNAVAILABLE = refuse({ kind: 'said', said: shownMessage('onlinePaymentUnavailable') });

/**
 * 'Place order' (spec section 5 "Checkout order validation order", then "Minimums" and the card
 * checks of section 4 "Payment"): the first problem wins, in this order:
 *
 *  1. core `validateCheckoutOrder` (vehicle info, delivery method, address, payment method, the
 *     order's own fields, pre-order slot);
 *  2. a card or wallet payment over 2 AED (`checkOnlinePaymentAmount`);
 *  3. a card gateway is active (else 'onlinePaymentUnavailable');
 *  4. a new card typed here: the gateway's field loaded ('wait' while loading,
 *     'onlinePaymentUnavailable' when it failed) and a complete card ('pleaseEnterValidCardDetails').
 *
 * Hosted pages take the card themselves; a saved card needs no form; a wallet brings its token.
 */
export function decidePlace(state: PlaceState, submission: CheckoutSubmission): PlaceDecision {
  const { payment, cardRoute } = state;
  const wallet = submission.wallet ?? null;
  const isCard = wallet !== null || isCardType(payment.paymentType);
  const invalid = validateCheckoutOrder({ ...submission.order, paymentMethod: payment.paymentType });
  if (invalid) return core(invalid);
  const total = submission.order.totals.grandTotal;
  if (isCard) {
    const amount = checkOnlinePaymentAmount(total, wallet ? { methodName: wallet.method } : payment);
    if (amount) return core(amount);
    if (cardRoute === null) return UNAVAILABLE;
  }
  // The order's key for this attempt starts the payment too: a double tap charges once.
  const key = submission.draft.idempotencyKey;
  const base = {
    amount: total,
    preOrder: submission.preOrder,
    ...(typeof key === 'string' && key !== '' && { idempotencyKey: key }),
  };
  if (wallet) return { kind: 'pay', run: { ...base, route: 'intent', wallet } };
  const route: PaymentRoute = isCard ? (cardRoute ?? 'direct') : 'direct';
  const takesCardHere = route === 'intent' || route === 'frames';
  const known = state.savedCardIds === undefined || (state.savedCardIds?.includes(state.cardChoice) ?? false);
  const saved = takesCardHere && state.cardChoice !== NEW_CARD_CHOICE && known ? state.cardChoice : null;
  const newCard = takesCardHere && saved === null;
  const field = newCard ? (submission.cardField ?? null) : null;
  if (field?.status === 'failed') return UNAVAILABLE;
  if (field?.status === 'loading') return { kind: 'wait' };
  if (newCard && !(field ? field.complete : isCompleteCard(state.card)))
    return core(coreError('pleaseEnterValidCardDetails'));
  return {
    kind: 'pay',
    run: {
      ...base,
      route,
      card: newCard && !field ? state.card : null,
      cardInGatewayField: field !== null,
      savedCardId: saved,
      saveCard: newCard && route === 'intent' && state.saveCard,
    },
  };
}

/** The payment run that verifies a payment on return from the gateway, then places its order. */
export function resumeRun(resume: CheckoutResume): PaymentInput {
  const { transaction, order } = resume.pending;
  return {
    route: transaction.gateway,
    amount: order.expectedTotal,
    preOrder: true,
    resume: { ...transaction, outcome: resume.outcome },
  };
}

/** What a failed actor said, or the generic message. */
export const failureText = (error: unknown): ShownMessage => shownMessageOf(error);

export function missing(name: string): never {
  throw new Error(`${name}: provide an implementation with checkoutMachine.provide()`);
}

/** Never settles: the checkout takes over the payment run's order placement and redirect. */
const handOver = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

/**
 * The payment machine as the checkout runs it: the app's gateway actors, while placing the order
 * and leaving for a gateway are the checkout's own (they need the order draft).
 */
export function checkoutPayment(gatewayActors: Parameters<typeof paymentMachine.provide>[0]['actors'] = {}) {
  return paymentMachine.provide({
    actors: {
      ...gatewayActors,
      placeOrder: handOver<{ orderNumber: string }, { transactionInfo: TransactionInfo | null }>(),
      redirect: handOver<void, { url: string; pending: TransactionInfo }>(),
    },
  });
}

/** The payment child as the checkout reads it from its snapshot events. */
export interface PaymentChildSnapshot {
  matches: (state: string) => boolean;
  context: {
    transaction: TransactionInfo | null;
    redirect: { url: string; pending: TransactionInfo } | null;
  };
}
/** The child's snapshot carried by its `xstate.snapshot.*` event (the checkout listens for no other). */
export function paymentChild(event: { type: string }): PaymentChildSnapshot {
  if (!('snapshot' in event)) throw new Error(`${event.type} carries no snapshot`);
  return event.snapshot as PaymentChildSnapshot;
}

export const paymentMessage = (output: PaymentOutput | undefined): CheckoutMessage => ({
  kind: 'said',
  said: output?.status === 'failed' ? output.error : shownMessage('somethingWentWrong'),
});
export const textMessage = (error: unknown): CheckoutMessage => ({ kind: 'said', said: failureText(error) });

/** Never used (a run is always set before paying); if it were, it fails without placing anything. */
export const NO_RUN: PaymentInput = {
  route: 'hosted',
  amount: ZERO_FILS,
  preOrder: true,
  resume: { gateway: 'hosted', reference: '', outcome: 'failure' },
};

/** A failed attempt: the run is over and the next tap is a new order. */
export const afterFailure = (context: CheckoutContext) => ({ run: null, attempt: context.attempt + 1 });

/** The store is known: its 'Pay with' rows for the service, and the choice auto-selected among them. */
export function storeChoice(context: CheckoutContext, store: StorePaymentOptions) {
  const { serviceType } = context;
  const options = checkoutPaymentOptions(paymentOptionsFor(store, serviceType), serviceType);
  const payment = selectPaymentOption({
    options,
    serviceType,
    chosen: context.payment,
    cardGatewayActive: context.cardRoute !== null,
  });
  return { paymentOptions: options, payment };
}

/** The gateway the payment child is leaving for, with the order to place on return. */
export function keptRedirect(context: CheckoutContext, payment: PaymentChildSnapshot) {
  const redirect = payment.context.redirect;
  if (!redirect || !context.draft) return null;
  return { url: redirect.url, pending: { transaction: redirect.pending, order: context.draft } };
}

/** Place-order said no: its message, the server's totals when prices moved, and a new attempt next. */
export function afterRefusal(context: CheckoutContext, outcome: PlaceOrderOutcome) {
  return {
    ...afterFailure(context),
    message:
      outcome.status === 'placed'
        ? null
        : ({ kind: 'said', said: outcome.message } satisfies CheckoutMessage),
    movedTotals: outcome.status === 'pricesMoved' ? outcome.totals : null,
  };
}

export function refusal(context: CheckoutContext, submission: CheckoutSubmission): CheckoutMessage | null {
  const decision = decidePlace(context, submission);
  return decision.kind === 'refuse' ? decision.message : null;
}

export function paymentRun(context: CheckoutContext, submission: CheckoutSubmission): PaymentInput | null {
  const decision = decidePlace(context, submission);
  return decision.kind === 'pay' ? decision.run : null;
}

/** Where checkout starts: remembered choices, or straight into paying when back from a gateway. */
export function initialContext(input: CheckoutInput): CheckoutContext {
  const remembered = input.remembered ?? {};
  const code = remembered.discountCode?.trim() || null;
  return {
    serviceType: input.serviceType,
    cardRoute: input.cardRoute,
    paymentOptions: null,
    payment: remembered.payment ?? NO_PAYMENT_CHOICE,
    savedCardIds: null,
    cardChoice: remembered.cardChoice ?? NEW_CARD_CHOICE,
    card: EMPTY_CARD,
    saveCard: false,
    discount: null,
    // Only one credit at a time: a remembered code wins, as the page's order always took it.
    redeemLoyalty: remembered.redeemLoyalty === true && code === null,
    // Validated again quietly: at once, or once a resumed payment is over without an order.
    pendingCode: code,
    pendingDiscount: null,
    quietValidation: true,
    validating: false,
    discountError: null,
    confirm: null,
    message: null,
    draft: input.resume?.pending.order ?? null,
    run: input.resume ? resumeRun(input.resume) : null,
    transaction: null,
    redirect: null,
    orderNumber: null,
    movedTotals: null,
    attempt: 0,
  };
}
