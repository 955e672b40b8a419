import type { Schemas } from '@storefront/api';
import type { Discount, Fils, LoyaltyPolicy, Percent } from '@storefront/core';
import { useEffect, useState } from 'react';
import { api } from '../app-kit/api.js';
import { useStorefront } from '../session/storefront-context.js';

/** A server discount as the core rules price it (its name is display-only: English). */
export function toCoreDiscount(offer: Schemas['Discount']): Discount {
  const fields = {
    _id: offer._id,
    brandId: offer.brandId,
    discountCode: offer.discountCode,
    discountName: offer.discountName.en,
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
    ...(offer.usableByCustomer !== undefined && { usableByCustomer: offer.usableByCustomer }),
  };
  return offer.discountType === 'percentage'
    ? { ...fields, discountType: 'percentage', discountAmount: offer.discountAmount as Percent }
    : { ...fields, discountType: 'fixed', discountAmount: offer.discountAmount as Fils };
}

/** The brand's loyalty programme in core's units. */
function toLoyaltyPolicy(policy: Schemas['LoyaltyPolicy']): LoyaltyPolicy {
  return {
    isLoyaltyActive: policy.isLoyaltyActive,
    minOrderValueForCashback: policy.minOrderValueForCashback as Fils,
    specificToDelivery: {
      isActive: policy.specificToDelivery.isActive,
      cashbackPercentage: policy.specificToDelivery.cashbackPercentage as Percent,
    },
    redeemablePercentagePerOrder: policy.redeemablePercentagePerOrder as Percent,
    maxRedeemableValuePerOrder: policy.maxRedeemableValuePerOrder as Fils,
  };
}

export interface CheckoutOffers {
  /** The brand's automatic discounts, for the signed-in customer (the best one prices the order). */
  readonly automatic: readonly Discount[];
  readonly policy: LoyaltyPolicy | null;
}

/** What checkout prices with besides the basket: automatic discounts and the loyalty policy, read on arrival. */
export function useCheckoutOffers(): CheckoutOffers {
  const { brand, session } = useStorefront();
  const brandId = brand.brand._id;
  const userId = session?.user.userId;
  const [automatic, setAutomatic] = useState<readonly Discount[]>([]);
  const [policy, setPolicy] = useState<LoyaltyPolicy | null>(null);
  useEffect(() => {
    let live = true;
    api
      .POST('/discounts/get-all-active-discounts-v2', { body: { brandId, userId } })
      .then(({ data }) => {
        const offers = data?.discount.discounts.filter((offer) => offer.discountApplication === 'automatic');
        if (live && offers) setAutomatic(offers.map(toCoreDiscount));
      })
      .catch(() => undefined);
    api
      .POST('/loyalty/get-by-brand', { body: { brandId } })
      .then(({ data }) => live && data?.data && setPolicy(toLoyaltyPolicy(data.data)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [brandId, userId]);
  return { automatic, policy };
}
