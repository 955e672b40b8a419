/** The payment calls' texts for the payer (spec section 8 "Payment" where it has them). */
export const paymentMessages = {
  loginRequired: 'Please login to continue',
  declined: 'Bank declined payment, please try again',
  invalidIntent: 'Invalid Payment Intent',
  failed: 'Payment failed or cancelled',
  unavailable: 'Online payment is facing some issues, please use other payment method',
  returnUrl: 'The return address must be on this site',
} as const;
