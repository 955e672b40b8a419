import type {
  CheckoutOrderInput,
  CoreError,
  Discount,
  Fils,
  PaymentOption,
  ServiceType,
  ShownMessage,
} from '@storefront/core';
import type { PaymentChoice } from './payment-selection.js';
import type { CardDetails, PaymentInput, PaymentRoute, TransactionInfo } from './payment.machine.js';
import type { WalletPayment } from './wallet-availability.js';

/**
 * The order as the app sends it to place-order (its API shape stays the app's business). The
 * machine reads only the total the customer was shown; it keeps the draft unchanged from the tap
 * on 'Place order' (or from before a payment redirect) to the place-order call.
 */
export interface CheckoutDraft {
  readonly expectedTotal: Fils;
  readonly [field: string]: unknown;
}

/** A payment that sent the browser to a 3-D Secure or hosted page, with the order it pays for. */
export interface PendingCheckoutPayment {
  readonly transaction: TransactionInfo;
  readonly order: CheckoutDraft;
}

/** Back from the gateway: the payment kept before leaving, and how the gateway said it went. */
export interface CheckoutResume {
  readonly pending: PendingCheckoutPayment;
  readonly outcome: 'success' | 'failure';
}

/** The server's totals when it priced the order differently (place-order PRICE_CHANGED). */
export interface MovedTotals {
  readonly total: number;
  readonly [field: string]: unknown;
}

/** What place-order answered; a thrown error counts as a refusal with its message. */
export type PlaceOrderOutcome =
  | { readonly status: 'placed'; readonly orderNumber: string }
  /** `message` says why, with the refund when a payment was given back. */
  | { readonly status: 'refused'; readonly message: ShownMessage }
  | { readonly status: 'pricesMoved'; readonly message: ShownMessage; readonly totals: MovedTotals };

/**
 * What the message modal says: a core catalogue error (translate with `coreMessage`), or what a
 * call or a rule said (translate with `translateShown`).
 */
export type CheckoutMessage =
  | { readonly kind: 'core'; readonly error: CoreError }
  | { readonly kind: 'said'; readonly said: ShownMessage };

/** The gateway's own card field (Stripe Elements), when the new card is typed there. */
export interface GatewayCardField {
  readonly status: 'loading' | 'ready' | 'failed';
  /** The field holds a complete card. */
  readonly complete: boolean;
}

/** What 'Place order' (or a wallet sheet's token) hands the machine, read at the moment of the tap. */
export interface CheckoutSubmission {
  /** The order as spec section 5 validates it; the payment method is the machine's own choice. */
  readonly order: Omit<CheckoutOrderInput, 'paymentMethod'> & {
    readonly totals: { readonly grandTotal: Fils };
  };
  readonly draft: CheckoutDraft;
  /** Pre-orders skip the store availability check. */
  readonly preOrder: boolean;
  /** Set when Stripe.js owns the new-card field; null or absent when the form's own fields are used. */
  readonly cardField?: GatewayCardField | null;
  /** Apple Pay / Google Pay: the token the sheet returned (the sheet is opened by the app, from the tap). */
  readonly wallet?: WalletPayment | null;
}

/** The store's three option lists (spec section 3 "Store"). */
export interface StorePaymentOptions<O extends PaymentOption = PaymentOption> {
  readonly paymentOptions: readonly O[];
  readonly pickupPaymentOptions: readonly O[];
  readonly dineInPaymentOptions?: readonly O[] | null;
}

export interface CheckoutInput {
  readonly serviceType: ServiceType;
  /** `pickPaymentRoute('CREDIT_CARD', integrations)`: the brand's card gateway, or null when none is active. */
  readonly cardRoute: PaymentRoute | null;
  /** Choices remembered across visits and payment redirects; a remembered code is validated again, quietly. */
  readonly remembered?: {
    readonly payment?: PaymentChoice;
    readonly cardChoice?: string;
    readonly discountCode?: string | null;
    readonly redeemLoyalty?: boolean;
  };
  /** Back from a 3-D Secure or hosted page: verify that payment once and place its order. */
  readonly resume?: CheckoutResume | null;
}

export interface CheckoutContext {
  readonly serviceType: ServiceType;
  readonly cardRoute: PaymentRoute | null;
  /** The rows of 'Pay with' (card first, pay-later only at a table); null until the store is known. */
  readonly paymentOptions: readonly PaymentOption[] | null;
  readonly payment: PaymentChoice;
  /** The customer's saved card ids once fetched. */
  readonly savedCardIds: readonly string[] | null;
  /** A saved card id or NEW_CARD_CHOICE. */
  readonly cardChoice: string;
  readonly card: CardDetails;
  readonly saveCard: boolean;
  readonly discount: Discount | null;
  readonly redeemLoyalty: boolean;
  /** The code being validated, or waiting for the switch to be confirmed. */
  readonly pendingCode: string | null;
  /** The discount the server accepted, applied once the validation delay is over. */
  readonly pendingDiscount: Discount | null;
  /** A remembered code is revalidated without showing its refusal. */
  readonly quietValidation: boolean;
  readonly validating: boolean;
  /** The refusal drawn in the discount sheet (readable). */
  readonly discountError: ShownMessage | null;
  /** The switch waiting for 'Yes': 'discount' titles 'Use discount code', 'loyalty' 'Use loyalty credits'. */
  readonly confirm: 'discount' | 'loyalty' | null;
  readonly message: CheckoutMessage | null;
  readonly draft: CheckoutDraft | null;
  readonly run: PaymentInput | null;
  /** The gateway payment the order is placed with (none for cash, card machine, pay later). */
  readonly transaction: TransactionInfo | null;
  readonly redirect: { readonly url: string; readonly pending: PendingCheckoutPayment } | null;
  readonly orderNumber: string | null;
  readonly movedTotals: MovedTotals | null;
  /** Failed attempts so far: a new attempt is a new order, so the app derives a fresh idempotency key from it. */
  readonly attempt: number;
}

export type CheckoutEvent =
  | { type: 'store.loaded'; store: StorePaymentOptions }
  | { type: 'cards.loaded'; cardIds: readonly string[] }
  | { type: 'payment.select'; option: PaymentOption }
  | { type: 'card.choose'; choice: string }
  | { type: 'card.change'; card: CardDetails }
  | { type: 'card.save'; save: boolean }
  | { type: 'discount.apply'; code: string }
  | { type: 'discount.edit' }
  | { type: 'discount.remove' }
  | { type: 'loyalty.toggle'; redeem: boolean }
  | { type: 'switch.confirm' }
  | { type: 'switch.cancel' }
  | { type: 'order.place'; submission: CheckoutSubmission }
  | { type: 'payment.resume'; resume: CheckoutResume }
  /** A message of the app's own adapters (the wallet sheet), shown like the machine's. */
  | { type: 'message.show'; message: CheckoutMessage }
  | { type: 'message.dismiss' };

export type CheckoutOutput =
  { readonly status: 'placed'; readonly orderNumber: string } | { readonly status: 'redirecting' };
