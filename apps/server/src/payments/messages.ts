import { said } from '../http/messages.js';

/** The payment calls' texts for the payer (spec section 8 "Payment" where it has them), with their `errors` keys. */
export const paymentMessages = {
  brandNotFound: said('brandNotFound', 'Brand not found'),
  loginRequired: said('loginToContinue', 'Please login to continue'),
  declined: said('paymentDeclined', 'Bank declined payment, please try again'),
  invalidIntent: said('invalidPaymentIntent', 'Invalid Payment Intent'),
  failed: said('paymentFailedOrCancelled', 'Payment failed or cancelled'),
  unavailable: said(
    'onlinePaymentUnavailable',
    'Online payment is facing some issues, please use other payment method',
  ),
  returnUrl: said('returnUrlNotOwn', 'The return address must be on this site'),
  underway: said(
    'paymentRequestUnderway',
    'This payment is already being processed, please wait a moment and try again',
  ),
  keyReused: said(
    'paymentKeyReused',
    'This payment was already started with other details, please try again',
  ),
} as const;
