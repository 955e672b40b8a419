import { MIN_ONLINE_PAYMENT, type Fils, type PaymentType } from '@storefront/core';
import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { WalletPayment } from './wallet-availability.js';

/** direct = cash, card machine or pay later: no gateway. */
export type PaymentRoute = 'direct' | 'intent' | 'frames' | 'hosted';
export type Gateway = Exclude<PaymentRoute, 'direct'>;

export interface CardDetails {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

export interface PaymentInput {
  route: PaymentRoute;
  /** Grand total. */
  amount: Fils;
  /** Pre-orders skip the store availability check. */
  preOrder: boolean;
  /**
   * The checkout's own rules before paying (default true): the store open unless it is a
   * pre-order, and a card total over 2 AED. A payment link or a table share has its amount set
   * by the restaurant and checks it itself.
   */
  checkoutRules?: boolean;
  /** A new card typed in the form (intent and frames routes). */
  card?: CardDetails | null;
  /** A saved card (intent: skips confirmation; frames: stored card). Wins over `card` when both are set. */
  savedCardId?: string | null;
  /**
   * The new card is typed into the gateway's own field (Stripe Elements): the app never sees it,
   * and the confirmCard actor confirms with that field.
   */
  cardInGatewayField?: boolean;
  /** Keep the new card at the gateway for the next orders (intent route). */
  saveCard?: boolean;
  /** Apple Pay / Google Pay (intent route): the wallet's token, confirmed instead of a card. Wins over cards. */
  wallet?: WalletPayment | null;
  /**
   * One key per checkout attempt (the order's idempotency key), sent with every payment start so
   * a tap sent twice, or a retry of a start whose answer was lost, charges once.
   */
  idempotencyKey?: string | null;
  /** Resuming after the browser came back from a 3-D Secure page or a hosted payment page. */
  resume?: { gateway: Gateway; reference: string; outcome: 'success' | 'failure' } | null;
}

/** The gateway payment an order is placed with; also what is kept while the browser is away. */
export type TransactionInfo = { gateway: Gateway; reference: string };

export interface PaymentContext {
  readonly input: PaymentInput;
  /** The gateway payment once the gateway has named it. */
  readonly transaction: TransactionInfo | null;
  readonly clientSecret: string | null;
  readonly cardToken: string | null;
  /** Where the browser is being sent, with what the app keeps to resume on return. */
  readonly redirect: { url: string; pending: TransactionInfo } | null;
  readonly orderNumber: string | null;
  /** A catalogue key of the errors namespace, or a readable message from a failing actor. */
  readonly error: string | null;
  /** The failing call got no answer (network down, connection cut): it may have reached the gateway. */
  readonly unanswered: boolean;
}

export type PaymentOutput =
  | { readonly status: 'placed'; readonly orderNumber: string }
  | {
      readonly status: 'failed';
      readonly error: string;
      /** No answer came: the next try must reuse the attempt's idempotency key (it may have charged). */
      readonly unanswered?: boolean;
    }
  | { readonly status: 'redirecting'; readonly pending: TransactionInfo };

type Verification = { isVerified: boolean; message?: string };

/** Catalogue keys (errors namespace) this machine fails with besides the actors' own messages. */
export const PAYMENT_ERROR_KEYS = [
  'storeClosedNow',
  'addMoreThanTwoAED',
  'savedCardRequired',
  'paymentDeclined',
  'paymentFailedOrCancelled',
  'invalidPaymentIntent',
  'somethingWentWrong',
] as const;
export type PaymentErrorKey = (typeof PAYMENT_ERROR_KEYS)[number];

/** True for the machine's own refusals; anything else is a text an actor already translated. */
export const isPaymentErrorKey = (error: string): error is PaymentErrorKey =>
  (PAYMENT_ERROR_KEYS as readonly string[]).includes(error);

const followsCheckoutRules = (input: PaymentInput): boolean => input.checkoutRules !== false;

function missing(name: string): never {
  throw new Error(`${name}: provide an implementation with paymentMachine.provide()`);
}

/** A call that got no answer: fetch rejects with a TypeError when the network fails, AbortError when cut. */
function isUnanswered(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'AbortError');
}

function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'somethingWentWrong' satisfies PaymentErrorKey;
}

const notVerified = (verification: Verification): string =>
  verification.message ?? ('paymentFailedOrCancelled' satisfies PaymentErrorKey);

function paysWithWallet(input: PaymentInput): input is PaymentInput & { wallet: WalletPayment } {
  return input.route === 'intent' && input.wallet != null && input.wallet.token !== '';
}

function hasSavedCard(input: PaymentInput): input is PaymentInput & { savedCardId: string } {
  return !paysWithWallet(input) && typeof input.savedCardId === 'string' && input.savedCardId !== '';
}

/** The payment start's idempotency key, when the checkout gave one. */
function keyOf(input: PaymentInput): { idempotencyKey?: string } {
  return input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {};
}

function hasCard(input: PaymentInput): boolean {
  return input.card != null || (input.route === 'intent' && input.cardInGatewayField === true);
}

type Confirmation = {
  status: 'succeeded' | 'requires_action' | 'failed';
  nextActionUrl?: string;
  message?: string;
};

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
  actors: {
    checkStoreAvailability: fromPromise<boolean, void>(async () => missing('checkStoreAvailability')),
    createIntent: fromPromise<
      { id: string; clientSecret: string | null; isVerified: boolean },
      { amount: Fils; savedCardId: string | null; paymentMethod: 'CARD' | 'WALLET'; idempotencyKey?: string }
    >(async () => missing('createIntent')),
    confirmCard: fromPromise<
      Confirmation,
      { clientSecret: string; card: CardDetails | null; saveCard: boolean }
    >(async () => missing('confirmCard')),
    confirmWallet: fromPromise<Confirmation, { clientSecret: string; wallet: WalletPayment }>(async () =>
      missing('confirmWallet'),
    ),
    verifyIntent: fromPromise<Verification, { id: string }>(async () => missing('verifyIntent')),
    tokenizeCard: fromPromise<{ token: string }, { card: CardDetails }>(async () => missing('tokenizeCard')),
    initiateFrames: fromPromise<
      { reference: string; redirectUrl: string | null; threeDsRequired: boolean },
      { amount: Fils; token: string | null; savedCardId: string | null; idempotencyKey?: string }
    >(async () => missing('initiateFrames')),
    verifyFrames: fromPromise<Verification, { reference: string }>(async () => missing('verifyFrames')),
    requestHostedPage: fromPromise<
      { reference: string; paymentUrl: string },
      { amount: Fils; idempotencyKey?: string }
    >(async () => missing('requestHostedPage')),
    verifyHosted: fromPromise<Verification, { reference: string }>(async () => missing('verifyHosted')),
    placeOrder: fromPromise<{ orderNumber: string }, { transactionInfo: TransactionInfo | null }>(async () =>
      missing('placeOrder'),
    ),
    redirect: fromPromise<void, { url: string; pending: TransactionInfo }>(async () => missing('redirect')),
  },
  actions: {
    fail: assign((_, params: { error: PaymentErrorKey }) => ({ error: params.error })),
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
    return { status: 'failed', error: 'somethingWentWrong' };
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
              error: ({ event }) => event.output.message ?? ('paymentDeclined' satisfies PaymentErrorKey),
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
              error: ({ event }) => event.output.message ?? ('paymentDeclined' satisfies PaymentErrorKey),
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

/** Card gateways by preference: the first active one is used (spec section 4 "Payment"). */
const GATEWAYS: readonly { readonly name: string; readonly route: Gateway }[] = [
  { name: 'stripe', route: 'intent' },
  { name: 'checkout', route: 'frames' },
  { name: 'telr', route: 'hosted' },
];

/**
 * How a payment type is paid. Card types use the first active gateway in the order stripe,
 * checkout, telr; with none active they return null (the UI says 'Online payment is facing some
 * issues, please use other payment method'). Cash, card machine and pay later are direct.
 */
export function pickPaymentRoute(
  paymentType: PaymentType,
  integrations: readonly { readonly name: string; readonly isActive: boolean }[],
): PaymentRoute | null {
  if (paymentType !== 'CREDIT_CARD' && paymentType !== 'PAYMENT_GATEWAY') return 'direct';
  const active = GATEWAYS.find((gateway) =>
    integrations.some((integration) => integration.isActive && integration.name === gateway.name),
  );
  return active?.route ?? null;
}
