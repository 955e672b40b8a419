/**
 * The message catalogue (spec §5 and §8). Core never throws or returns display strings: it returns
 * a catalogue key plus parameters, and `@storefront/i18n` turns them into EN/AR text. The English
 * texts here are the spec's exact strings with `{param}` placeholders; i18n checks its resources
 * for completeness against these maps.
 *
 * Keys marked "(not in spec)" have no quoted English text in the spec; their wording is ours and
 * should be confirmed by product.
 *
 * Money parameters are passed as 2-decimal strings without currency ('50.00'), because the
 * currency label's position depends on the language (spec §9).
 */

/** Error texts: everything a rule can refuse with. */
export const errorCatalogue = {
  // §8 generic
  somethingIncorrect: 'Something was incorrect.',
  somethingWentWrong: "We're sorry, but something went wrong. Please try again",
  // §5 discount eligibility
  minOrderValue: 'Sorry, Basket total must be greater than or equal to {value}',
  storeNotEligible: 'Sorry, Provided coupon code is not applicable on this store',
  specificItemsOnly:
    'Sorry, this discount applies only to specific items. Click the button to see which items are eligible.',
  itemsNotEligible: 'Sorry, this discount code is not applicable on selected items',
  couponNotFound: "Sorry, We didn't find any coupon with provided code",
  invalidPromoCode: 'Please enter a working promo code.',
  /** (not in spec) discount limited to other service types. */
  serviceNotEligible: 'Sorry, this discount code is not applicable on the selected service',
  /** (not in spec) server refusal when a basket carries both a discount and loyalty credits. */
  discountLoyaltyExclusive: 'A discount code and loyalty credits cannot be used together',
  // §5 modifiers ('side' for 1, else 'sides': the spec's "options" slot)
  modifierMinimumOne: 'Please select at least {minimum} side from the {group} section to proceed',
  modifierMinimumOther: 'Please select at least {minimum} sides from the {group} section to proceed',
  modifierMaxQuantity: '{quantity} is the maximum quantity allowed for {name}',
  /** (not in spec) server re-check: more picks than maximumAllowedSelection. */
  modifierMaximum: 'You can select at most {maximum} from the {group} section',
  /** (not in spec) server re-check: item quantity below 1 or not whole. */
  invalidQuantity: 'Please choose a quantity of at least 1',
  // §8 items and menu
  outOfStock: 'This item is out of stock, sorry for inconvenience',
  itemRemoved:
    'We apologize, but the restaurant owner has removed this item from the menu. Please click the button below to view the current store menu',
  menuUpdated:
    'We apologize for the inconvenience. Our menu has just been updated. Please refresh the page to see the latest version',
  // §8 store
  storeClosedTryAgain: 'The store is currently closed, please try again soon',
  storeClosedNow: 'We apologize, but our store is closed right now. We hope to see you soon!',
  // §4 timing / §5 checkout
  selectSlot: 'Please select a slot',
  preOrderTime: 'Please choose a time for pre order',
  businessTrn: 'Enter the company name and its 15-digit TRN',
  vehicleInfo: 'Please enter your vehicle information',
  noDeliveryMethod: 'There is no delivery method available in store, please contact the business',
  chooseAddress: 'Please choose an address.',
  choosePaymentMethod: 'Please choose a payment method',
  mapAddress: 'Add the map address, please.',
  // §8 delivery
  doesNotDeliver: 'Unfortunately, the store does not deliver to your location at this time',
  deliveryPaused:
    'Unfortunately, the store has paused delivery in your area for a short time. Change your delivery location or try again later.',
  pickupPaused:
    'Unfortunately, the store has paused pickup service for a short time. Please try again after some time',
  /** (not in spec) server refusal below the area's minimum order; the UI shows the missing amount instead. */
  belowMinimumOrder: 'Add {missing} more to reach the minimum order of {minimum}',
  // §5 payment ('addMoreThanTwoAED' etc. are named by key only in the spec; wording is ours)
  addMoreThanTwoAED: 'Please add more than AED 2 to pay online',
  pleaseEnterValidCardDetails: 'Please enter valid card details',
  cardProccesingError: 'We could not process your card, please try again',
  savedCardRequired:
    'If you have chosen an online payment method, you can select an existing card or add a new one',
  // §5 sign-in
  invalidPhone: 'Please provide a working mobile number',
  /** (not in spec) code must be exactly 4 digits. */
  invalidOtp: 'Please enter the 4-digit code',
  // §5 user info
  nameRequired: 'Please enter your name',
  nameMinLength: 'Name must be at least 1 character',
  loginToContinue: 'Please login to continue',
  invalidEmail: 'Please enter a valid email address',
  // §5 address form
  fullAddressRequired: 'Please enter full address',
  completeAddress: 'Please provide your complete address.',
  fullAddressMinLength: 'Minimum length for the full address is five characters.',
  addressTypeRequired: 'Please select address type',
  // §5 map
  chooseLocation: 'Please choose a location.',
  increaseZoom:
    'Please increase the map zoom level, and select accurate location, it helps the delivery boy in fast delivery.',
  typeAddressInSearch: 'Please make sure to type an address in the search bar',
  exactLocation: 'Try to choose the exact location so that riders can deliver as soon as possible',
  // §5 area choice
  selectCountry: 'Please select a country',
  selectCity: 'Please select a city',
  selectArea: 'Please select an area',
  // §5 custom tip (not in spec)
  tipMinimum: 'The minimum tip is {minimum}',
  invalidTip: 'Please enter a valid tip amount',
  // §4 order status
  orderNotFound: "Sorry, we couldn't find the order.",
  /** (not in spec) server refusal of a status change the flow does not allow. */
  invalidStatusTransition: 'An order cannot move from {from} to {to}',
} as const;

/** Non-error texts core selects (tracker, badges, day labels, durations, happy hour). */
export const messageCatalogue = {
  // §4 tracker
  trackerNewTitle: 'New',
  trackerNewText: 'Your order has been sent',
  trackerInProgressTitle: 'In Progress',
  trackerInProgressText: 'Your order is being prepared!',
  trackerInRouteTitle: 'In route',
  trackerInRouteText: 'Your order is on its way!',
  trackerReadyTitle: 'Ready',
  trackerReadyText: 'Your order is ready for the {service} service',
  /** (not in spec: "delivered message") */
  orderDelivered: 'Your order has been delivered',
  orderRejected: 'Your order has been Rejected',
  deliveringSoon: 'Delivering soon',
  // §4 store row badges
  quickOrders: 'Quick Orders',
  preOrders: 'Pre Orders',
  storeClosed: 'Store is closed',
  // §4 timing
  today: 'today',
  asap: 'ASAP',
  later: 'Later (Future orders)',
  // §4 happy hour (wording not in spec)
  happyHourTwoHours: 'Happy hour ends in 2 hours',
  happyHourOneHour: 'Happy hour ends in 1 hour',
  happyHourMinutes: 'Happy hour ends in {minutes} minutes',
  happyHourExpired: 'Happy hour has ended',
  // discount/loyalty exclusivity confirmation titles (§4)
  useDiscountCode: 'Use discount code',
  useLoyaltyCredits: 'Use loyalty credits',
  // §2 item detail
  priceOnSelection: 'Price On Selection',
} as const;

/** Every key core may return, with its English text. */
export const coreCatalogue = { ...errorCatalogue, ...messageCatalogue } as const;

export type ErrorKey = keyof typeof errorCatalogue;
export type MessageKey = keyof typeof messageCatalogue;
export type CatalogueKey = keyof typeof coreCatalogue;

/** Names of the `{param}` placeholders in a text, as a union of string literals. */
export type PlaceholderNames<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | PlaceholderNames<Rest>
  : never;

/** The parameters a key's text needs (an empty object for texts without placeholders). */
export type ParamsOf<K extends CatalogueKey> = {
  readonly [P in PlaceholderNames<(typeof coreCatalogue)[K]>]: string | number;
};

/** A catalogue key with its parameters: what core returns instead of a display string. */
export type CatalogueMessage<K extends CatalogueKey = CatalogueKey> = K extends CatalogueKey
  ? { readonly key: K; readonly params: ParamsOf<K> }
  : never;

/** A refusal from a rule: an error key with its parameters. */
export type CoreError<K extends ErrorKey = ErrorKey> = CatalogueMessage<K>;

/** Builds a catalogue message; the parameters are type-checked against the text's placeholders. */
export function message<K extends CatalogueKey>(
  key: K,
  ...params: keyof ParamsOf<K> extends never ? [] : [ParamsOf<K>]
): CatalogueMessage<K> {
  return { key, params: (params[0] ?? {}) as ParamsOf<K> } as CatalogueMessage<K>;
}

/** Builds an error; the parameters are type-checked against the text's placeholders. */
export function coreError<K extends ErrorKey>(
  key: K,
  ...params: keyof ParamsOf<K> extends never ? [] : [ParamsOf<K>]
): CoreError<K> {
  return message(key, ...params) as CoreError<K>;
}

/** Fills a text's `{param}` placeholders; unknown placeholders are left as they are. */
export function interpolate(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** English text of a catalogue message (tests, logs and server responses; the apps use i18n). */
export function formatMessageEn(msg: { readonly key: CatalogueKey; readonly params: object }): string {
  return interpolate(coreCatalogue[msg.key], msg.params as Record<string, string | number>);
}

/** A rule's outcome: a value, or the first error. */
export type Result<T, E = CoreError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Wraps a value as a successful {@link Result}. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** Wraps an error as a failed {@link Result}. */
export function fail<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
