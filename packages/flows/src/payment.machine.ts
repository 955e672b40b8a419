/**
 * The payment machine's entry point: the machine, its contract and its helpers, as every surface
 * and the package index import them. The pieces live by concern in ./payment/.
 */
export { isPaymentErrorKey, PAYMENT_ERROR_KEYS, type PaymentErrorKey } from './payment/errors.js';
export { isProcessing, paymentMachine } from './payment/machine.js';
export { pickPaymentRoute } from './payment/route.js';
export type {
  CardDetails,
  Gateway,
  PaymentContext,
  PaymentInput,
  PaymentOutput,
  PaymentRoute,
  TransactionInfo,
} from './payment/types.js';
