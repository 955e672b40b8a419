import type { Schemas } from '@storefront/api';
import type { Discount, Fils, Percent } from '@storefront/core';
import { useLocalised } from '../app-kit/localise.js';
import { useOffers } from './use-offers.js';

/** An API discount as the core rules read it, its name in the page language. */
function toCoreDiscount(offer: Schemas['Discount'], name: string): Discount {
  const fields = {
    _id: offer._id,
    brandId: offer.brandId,
    discountCode: offer.discountCode,
    discountName: name,
    maximumDiscountValue: offer.maximumDiscountValue as Fils,
    minOrderValue: offer.minOrderValue as Fils,
    perCustomerUse: offer.perCustomerUse,
    isApplicableOnAllStores: offer.isApplicableOnAllStores,
    isApplicableOnAllItems: offer.isApplicableOnAllItems,
    discountAppliedOnSpecificItems: offer.discountAppliedOnSpecificItems,
    discountAppliedOnSpecificStores: offer.discountAppliedOnSpecificStores,
    serviceType: offer.serviceType,
    discountApplication: offer.discountApplication,
    isActive: offer.isActive,
  };
  return offer.discountType === 'percentage'
    ? { ...fields, discountType: 'percentage', discountAmount: offer.discountAmount as Percent }
    : { ...fields, discountType: 'fixed', discountAmount: offer.discountAmount as Fils };
}

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
    discounts: offers.map((offer) => toCoreDiscount(offer, pick(offer.discountName))),
    isWelcome: (discountId: string) =>
      offers.some((offer) => offer._id === discountId && offer.isWelcomeCoupon),
  };
}
