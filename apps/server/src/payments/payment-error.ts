import { said, type ErrorsKey, type Said } from '../http/messages.js';

/**
 * Errors the payment layer raises, each with a stable code (the spec's message keys where it has
 * one, spec §8 "Payment") and the English text the storefront shows.
 */

/** English texts by code. Keys named in spec §8 keep the spec's spelling. */
export const paymentErrorMessages = {
  /** Card number fails the Luhn check, expiry in the past, malformed security code. */
  pleaseEnterValidCardDetails: 'Please enter valid card details',
  /** The issuer refused the payment (spec §8 fallback text). */
  cardDeclined: 'Bank declined payment, please try again',
  /** The provider could not process the card (network, issuer unavailable). */
  cardProccesingError: 'We could not process your card, please try again',
  /** Unknown payment intent id or client secret. */
  invalidPaymentIntent: 'Invalid Payment Intent',
  /** Unknown payment id, session id or hosted-page reference. */
  paymentNotFound: 'Payment failed or cancelled',
  /** The payment is already finished (succeeded, declined or cancelled); nothing was changed. */
  paymentAlreadyProcessed: 'This payment has already been processed',
  /** A card token that expired or was already used (tokens are single use, 15 minutes). */
  tokenExpired: 'Your card details have expired, please enter them again',
  /** A stored card that does not exist or belongs to another customer. */
  savedCardNotFound:
    'If you have chosen an online payment method, you can select an existing card or add a new one',
  /** Card payments must be above the providers' minimum (spec §9: over 2 AED). */
  addMoreThanTwoAED: 'Please add more than AED 2 to pay online',
  /** A request the gateway refuses as malformed (bad URL, wrong currency, duplicate cart). */
  invalidRequest: "We're sorry, but something went wrong. Please try again",
  /** The provider is unreachable, refuses our credentials or answers something unreadable. */
  gatewayUnavailable: 'Online payment is facing some issues, please use other payment method',
  /** Production with no keys for this flow: the sandbox never takes a payment there. */
  gatewayNotConfigured: 'Card payments are not set up for this store yet, please use another payment method',
} as const;

export type PaymentErrorCode = keyof typeof paymentErrorMessages;

const httpStatusByCode: Record<PaymentErrorCode, number> = {
  pleaseEnterValidCardDetails: 400,
  cardDeclined: 402,
  cardProccesingError: 402,
  invalidPaymentIntent: 404,
  paymentNotFound: 404,
  paymentAlreadyProcessed: 409,
  tokenExpired: 422,
  savedCardNotFound: 404,
  addMoreThanTwoAED: 400,
  invalidRequest: 400,
  gatewayUnavailable: 502,
  gatewayNotConfigured: 503,
};

/** The `errors` key of each code's text. */
const errorsKeyByCode: Record<PaymentErrorCode, ErrorsKey> = {
  pleaseEnterValidCardDetails: 'pleaseEnterValidCardDetails',
  cardDeclined: 'paymentDeclined',
  cardProccesingError: 'cardProccesingError',
  invalidPaymentIntent: 'invalidPaymentIntent',
  paymentNotFound: 'paymentFailedOrCancelled',
  paymentAlreadyProcessed: 'paymentAlreadyProcessed',
  tokenExpired: 'cardDetailsExpired',
  savedCardNotFound: 'savedCardRequired',
  addMoreThanTwoAED: 'addMoreThanTwoAED',
  invalidRequest: 'somethingWentWrong',
  gatewayUnavailable: 'onlinePaymentUnavailable',
  gatewayNotConfigured: 'onlinePaymentNotConfigured',
};

/** A code's text with its `errors` key. */
export function paymentErrorSaid(code: PaymentErrorCode): Said {
  return said(errorsKeyByCode[code], paymentErrorMessages[code]);
}

/** The text shown when a provider declines without a usable reason (spec §8). */
export const DECLINED_MESSAGE = paymentErrorMessages.cardDeclined;
/** The text shown when the payer fails or abandons 3-D Secure (spec §8). */
export const AUTHENTICATION_FAILED_MESSAGE = 'Payment failed or cancelled';

/**
 * A refusal from the payment layer. `message` is safe to show to the payer; `detail` is for logs
 * only (never a card number: callers pass provider error codes or field names).
 */
export class PaymentError extends Error {
  override readonly name = 'PaymentError';
  readonly code: PaymentErrorCode;
  /** Suggested HTTP status for an API answer carrying this error. */
  readonly statusCode: number;
  readonly detail: string | undefined;

  constructor(code: PaymentErrorCode, detail?: string) {
    super(paymentErrorMessages[code]);
    this.code = code;
    this.statusCode = httpStatusByCode[code];
    this.detail = detail;
  }

  /** The text with its `errors` key, for an error answer. */
  get said(): Said {
    return paymentErrorSaid(this.code);
  }
}

/**
 * A gateway's decline text with its key. Gateways only ever report texts of this file (the
 * declined and authentication-failed texts, card details, processing error); anything else is
 * said as declined.
 */
export function declineSaid(text: string | undefined): Said {
  const code = (Object.keys(paymentErrorMessages) as PaymentErrorCode[]).find(
    (candidate) => paymentErrorMessages[candidate] === text,
  );
  return paymentErrorSaid(code ?? 'cardDeclined');
}

export function isPaymentError(error: unknown): error is PaymentError {
  return error instanceof PaymentError;
}
