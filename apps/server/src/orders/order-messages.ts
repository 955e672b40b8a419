/** The orders' messages in English (the storefront translates them). */
export const orderMessages = {
  loginRequired: 'Please login to continue',
  brandNotFound: 'Brand not found',
  storeNotFound: 'Store not found',
  storeClosed: 'We apologize, but our store is closed right now. We hope to see you soon!',
  serviceDisabled:
    "The service is disabled from the store's side. Alternatively, you can place an order using some other method",
  chooseSlot: 'Please choose a time for pre order',
  choosePayment: 'Please choose a payment method',
  paymentFailed: 'Payment failed or cancelled',
  paymentUsed: 'This payment was already used for another order',
  priceChanged:
    'We apologize for the inconvenience. Our menu has just been updated. Please refresh the page to see the latest version',
  benefitsExclusive: 'A discount code and loyalty credits cannot be used together',
  perCustomerUse: 'You have already used this discount code the maximum number of times',
  firstOrderOnly: 'Sorry, this code is only for your first order',
  orderNotFound: "Sorry, we couldn't find the order.",
  addressNotFound: 'Please choose an address.',
  tableNotFound: 'This table does not exist at the store',
  feedbackOnlyCompleted: 'You can rate an order once it is delivered or picked up',
  feedbackTwice: 'You have already rated this order',
  adminKey: 'A valid admin key is needed',
} as const;
