/**
 * Discounts and the loyalty policy as the API gives them, and which discounts are listed to
 * customers now (hidden codes work when typed but are never listed).
 */
import type { Schemas } from '@storefront/contract';
import { ZERO_FILS, type UnixSeconds, isDiscountLive } from '@storefront/core';
import type { DiscountRow, LoyaltyPolicyRow } from '../db/schema.js';

export function toApiDiscount(discount: DiscountRow, usedByCustomer?: number): Schemas['Discount'] {
  return {
    _id: discount.id,
    brandId: discount.brandId,
    discountCode: discount.discountCode,
    discountName: discount.discountName,
    description: discount.description,
    discountType: discount.discountType,
    discountAmount: discount.discountAmount,
    maximumDiscountValue: discount.maximumDiscountValue,
    minOrderValue: discount.minOrderValue,
    perCustomerUse: discount.perCustomerUse,
    isApplicableOnAllStores: discount.isApplicableOnAllStores,
    isApplicableOnAllItems: discount.isApplicableOnAllItems,
    discountAppliedOnSpecificItems: discount.discountAppliedOnSpecificItems.map((itemId) => ({ itemId })),
    discountAppliedOnSpecificStores: discount.discountAppliedOnSpecificStores.map((storeId) => ({ storeId })),
    serviceType: discount.serviceType.map((serviceName) => ({ serviceName })),
    discountApplication: discount.discountApplication,
    isWelcomeCoupon: discount.isWelcomeCoupon,
    isActive: discount.isActive,
    startsAt: discount.startsAt,
    endsAt: discount.endsAt,
    ...(discount.dailyHours && { dailyHours: discount.dailyHours }),
    ...(usedByCustomer !== undefined && { usedByCustomer }),
  };
}

/** Live now (happy hours in their window) and shown to customers (hidden codes work when typed but are never listed). */
export function isListedDiscount(discount: DiscountRow, now: UnixSeconds): boolean {
  return discount.discountApplication !== 'hidden' && isDiscountLive(discount, now);
}

export const INACTIVE_LOYALTY: Schemas['LoyaltyPolicy'] = {
  isLoyaltyActive: false,
  minOrderValueForCashback: ZERO_FILS,
  specificToDelivery: { isActive: false, cashbackPercentage: 0 },
  redeemablePercentagePerOrder: 0,
  maxRedeemableValuePerOrder: ZERO_FILS,
};

export function toApiLoyalty(policy: LoyaltyPolicyRow | undefined): Schemas['LoyaltyPolicy'] {
  if (!policy) return INACTIVE_LOYALTY;
  return {
    isLoyaltyActive: policy.isLoyaltyActive,
    minOrderValueForCashback: policy.minOrderValueForCashback,
    specificToDelivery: policy.specificToDelivery,
    redeemablePercentagePerOrder: policy.redeemablePercentagePerOrder,
    maxRedeemableValuePerOrder: policy.maxRedeemableValuePerOrder,
  };
}
