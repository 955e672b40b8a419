import {
  checkoutPaymentOptions,
  type PaymentOption,
  type PaymentType,
  type ServiceType,
} from '@storefront/core';

/** The chosen 'Pay with' option, as checkout remembers it; both null when nothing is chosen. */
export interface PaymentChoice {
  readonly paymentOptionId: string | null;
  readonly paymentType: PaymentType | null;
}

export const NO_PAYMENT_CHOICE: PaymentChoice = { paymentOptionId: null, paymentType: null };

export interface PaymentSelectionInput<O extends PaymentOption> {
  /** The store's payment options for the service type, in the store's order. */
  readonly options: readonly O[];
  readonly serviceType: ServiceType;
  /** What the customer chose before (remembered across visits and payment redirects). */
  readonly chosen: PaymentChoice;
  /** A card gateway is active for the brand (`pickPaymentRoute('CREDIT_CARD', …) !== null`). */
  readonly cardGatewayActive: boolean;
}

/**
 * The 'Pay with' option checkout starts from (spec section 4 "Payment", method auto-selection):
 *
 * - a prior choice is kept only if it is among the options shown for the service type (pay-later
 *   is hidden for delivery and pickup, so a remembered pay-later choice does not survive there);
 *   otherwise it is cleared;
 * - with nothing (left) chosen, the store's credit card option is chosen, but only when an online
 *   gateway is active and the store offers card for the service type;
 * - otherwise nothing is chosen, and placing the order asks for a payment method.
 *
 * Which card inside the card option (the first saved card when one exists, else a new card) is
 * the saved-cards rule, applied once the customer's cards arrive.
 */
export function selectPaymentOption<O extends PaymentOption>({
  options,
  serviceType,
  chosen,
  cardGatewayActive,
}: PaymentSelectionInput<O>): PaymentChoice {
  const shown = checkoutPaymentOptions(options, serviceType);
  const prior = shown.find((option) => option._id === chosen.paymentOptionId);
  if (prior) return { paymentOptionId: prior._id, paymentType: prior.paymentType };
  const card = cardGatewayActive ? shown.find((option) => option.paymentType === 'CREDIT_CARD') : undefined;
  return card ? { paymentOptionId: card._id, paymentType: card.paymentType } : NO_PAYMENT_CHOICE;
}
