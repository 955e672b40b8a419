import { toCoreDiscount } from '@storefront/api/to-core';
import type { Discount } from '@storefront/core';
import { useLocalised } from '../app-kit/localise.js';
import { useOffers } from './use-offers.js';

export interface BrandDiscounts {
  /** Every active discount of the brand (discounts/get-all-active-discounts-v2), for the core rules. */
  readonly discounts: readonly Discount[];
  /** Welcome coupons open their details with confetti (spec section 2 "Modals"). */
  readonly isWelcome: (discountId: string) => boolean;
}

/**
 * The brand's active discounts as the core rules read them: the same read as {@link useOffers}
 * (every page, with the customer's id when signed in); empty until they arrive or when the call fails.
 */
export function useBrandDiscounts(): BrandDiscounts {
  const offers = useOffers();
  const { pick } = useLocalised();
  return {
    // Core rules read each discount with its name in the page's language.
    discounts: offers.map((offer) => toCoreDiscount(offer, pick)),
    isWelcome: (discountId: string) =>
      offers.some((offer) => offer._id === discountId && offer.isWelcomeCoupon),
  };
}
