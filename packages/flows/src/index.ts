export { createBrandStorage, type BrandStorage, type KeyValueStorage } from './brand-storage.js';
export {
  basketCount,
  basketMachine,
  basketTotal,
  type BasketContext,
  type BasketEvent,
  type DisplayLine,
} from './basket.machine.js';
export {
  checkoutPayment,
  decidePlace,
  EMPTY_CARD,
  isCompleteCard,
  NEW_CARD_CHOICE,
  paymentOptionsFor,
  type PlaceDecision,
  type PlaceState,
} from './checkout-rules.js';
export type {
  CheckoutContext,
  CheckoutDraft,
  CheckoutEvent,
  CheckoutInput,
  CheckoutMessage,
  CheckoutOutput,
  CheckoutResume,
  CheckoutSubmission,
  GatewayCardField,
  MovedTotals,
  PendingCheckoutPayment,
  PlaceOrderOutcome,
  StorePaymentOptions,
} from './checkout-types.js';
export { checkoutMachine } from './checkout.machine.js';
export {
  orderSetupMachine,
  persistedSetup,
  type ChosenArea,
  type CustomerService,
  type OrderSetupContext,
  type OrderSetupEvent,
  type OrderSetupInput,
  type StoreChoice,
} from './order-setup.machine.js';
export {
  isPaymentErrorKey,
  isProcessing,
  paymentMachine,
  pickPaymentRoute,
  type CardDetails,
  type Gateway,
  type PaymentContext,
  type PaymentErrorKey,
  type PaymentInput,
  type PaymentOutput,
  type PaymentRoute,
  type TransactionInfo,
} from './payment.machine.js';
export {
  NO_PAYMENT_CHOICE,
  selectPaymentOption,
  type PaymentChoice,
  type PaymentSelectionInput,
} from './payment-selection.js';
export {
  RESEND_COUNTDOWN_SECONDS,
  signInMachine,
  type SignInContext,
  type SignInEvent,
  type SignInSession,
} from './sign-in.machine.js';
export {
  detectWallets,
  walletsToAsk,
  NO_WALLETS,
  readWalletToken,
  WALLET_METHOD_URL,
  walletMethodData,
  walletOf,
  walletPaymentDetails,
  type PaymentRequestConstructor,
  type PaymentRequestLike,
  type WalletAvailability,
  type WalletMethod,
  type WalletMethodData,
  type WalletPayment,
  type WalletPaymentDetails,
  type WalletRequestOptions,
  type WalletTokenization,
} from './wallet-availability.js';
export { atTable, dineInSetup, type DineInTable, type SetupService } from './order-setup.machine.js';
export { LINK_LOADER_MS, paymentLinkMachine } from './payment-link.machine.js';
export type {
  LinkPayment,
  LinkResume,
  LinkSummary,
  PaymentLinkContext,
  PaymentLinkError,
  PaymentLinkErrorKey,
  PaymentLinkEvent,
  PaymentLinkInput,
} from './payment-link-types.js';
