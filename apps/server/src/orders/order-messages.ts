import { said } from '../http/messages.js';

/** The orders' messages in English, each with its `errors` key (the storefront translates by key). */
export const orderMessages = {
  loginRequired: said('loginToContinue', 'Please login to continue'),
  brandNotFound: said('brandNotFound', 'Brand not found'),
  storeNotFound: said('storeNotFound', 'Store not found'),
  /** The kitchen paused the service from the board (docs/kitchen.md); the spec's texts for delivery and pickup. */
  deliveryPaused: said(
    'deliveryPaused',
    'Unfortunately, the store has paused delivery in your area for a short time. Change your delivery location or try again later.',
  ),
  pickupPaused: said(
    'pickupPaused',
    'Unfortunately, the store has paused pickup service for a short time. Please try again after some time',
  ),
  dineInPaused: said(
    'servicePausedNow',
    'Unfortunately, the store has paused this service for a short time. Please try again after some time',
  ),
  storeClosed: said(
    'storeClosedNow',
    'We apologize, but our store is closed right now. We hope to see you soon!',
  ),
  previewOnly: said('previewOnlyBrand', 'This menu is a preview: orders are not taken online'),
  serviceDisabled: said(
    'serviceDisabled',
    "The service is disabled from the store's side. Alternatively, you can place an order using some other method",
  ),
  chooseSlot: said('preOrderTime', 'Please choose a time for pre order'),
  /** The store caps orders per slot (docs/kitchen.md) and another order took the last place. */
  slotFull: said('slotFull', 'This time has just filled up. Please choose another time.'),
  asapFull: said(
    'asapFull',
    'The kitchen is at capacity for the next 15 minutes. Please choose a later time or try again shortly.',
  ),
  choosePayment: said('choosePaymentMethod', 'Please choose a payment method'),
  paymentFailed: said('paymentFailedOrCancelled', 'Payment failed or cancelled'),
  paymentUsed: said('paymentUsed', 'This payment was already used for another order'),
  priceChanged: said(
    'menuUpdated',
    'We apologize for the inconvenience. Our menu has just been updated. Please refresh the page to see the latest version',
  ),
  benefitsExclusive: said(
    'discountLoyaltyExclusive',
    'A discount code and loyalty credits cannot be used together',
  ),
  perCustomerUse: said(
    'perCustomerUse',
    'You have already used this discount code the maximum number of times',
  ),
  firstOrderOnly: said('firstOrderOnly', 'Sorry, this code is only for your first order'),
  invalidPromoCode: said('invalidPromoCode', 'Please enter a working promo code.'),
  outOfStock: said('outOfStock', 'This item is out of stock, sorry for inconvenience'),
  doesNotDeliver: said(
    'doesNotDeliver',
    'Unfortunately, the store does not deliver to your location at this time',
  ),
  couponNotFound: said('couponNotFound', "Sorry, We didn't find any coupon with provided code"),
  couponExpired: said('couponExpired', 'Sorry, this code has expired'),
  orderNotFound: said('orderNotFound', "Sorry, we couldn't find the order."),
  addressNotFound: said('chooseAddress', 'Please choose an address.'),
  tableNotFound: said('tableNotFound', 'This table does not exist at the store'),
  tabOrderNotAtTable: said('tabOrderNotAtTable', "One of these orders is not on this table's bill"),
  tabNeedsPayment: said(
    'tabNeedsPayment',
    "The table's orders can only be settled by a dine-in order paid now",
  ),
  tabAlreadySettled: said(
    'tabAlreadySettled',
    "This table's bill has already been paid. Please refresh to see what is left to pay",
  ),
  emptyBasket: said('emptyBasket', 'Your basket is empty'),
  feedbackOnlyCompleted: said(
    'feedbackOnlyCompleted',
    'You can rate an order once it is delivered or picked up',
  ),
  feedbackTwice: said('feedbackTwice', 'You have already rated this order'),
  tipDineInOnly: said('tipDineInOnly', 'A tip can only be added to a dine-in order'),
  orderTooLarge: said(
    'orderTooLarge',
    'This order is larger than we can take online (at most AED 1,000,000). Please contact the store',
  ),
} as const;

/** Tracking lookups refused for a while (too many from one IP): the seconds left in the window. */
export function trackingTooMany(seconds: number) {
  return said(
    'trackingTooMany',
    `Too many order lookups from this network. Please try again in ${seconds} seconds.`,
    { seconds },
  );
}
