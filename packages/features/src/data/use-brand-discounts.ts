import type { Schemas } from '@storefront/api';
import type { Discount, Fils, Percent } from '@storefront/core';
import { useEffect, useState } from 'react';
import { api } from '../app-kit/api.js';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';

/** Pages of 20 read at most: store- and item-specific offers further down count too. */
const MAX_PAGES = 10;

/** The brand's active discounts already loaded in this page's life, by brand and customer. */
const loaded = new Map<string, readonly Schemas['Discount'][]>();

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
 * The brand's active discounts, with the customer's id when signed in (spec section 6), read once
 * per brand and customer in the page's life; empty until they arrive or when the call fails.
 */
export function useBrandDiscounts(): BrandDiscounts {
  const { brand, session } = useStorefront();
  const { pick } = useLocalised();
  const brandId = brand.brand._id;
  const userId = session?.user.userId;
  const key = `${brandId}|${userId ?? ''}`;
  const [offers, setOffers] = useState<{ key: string; list: readonly Schemas['Discount'][] }>(() => ({
    key,
    list: loaded.get(key) ?? [],
  }));

  useEffect(() => {
    if (loaded.has(key)) return undefined;
    let cancelled = false;
    const load = async () => {
      const all: Schemas['Discount'][] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const { data } = await api.POST('/discounts/get-all-active-discounts-v2', {
          body: { brandId, userId, page },
        });
        if (!data) return;
        all.push(...data.discount.discounts);
        if (page >= data.discount.totalPages) break;
      }
      loaded.set(key, all);
      if (!cancelled) setOffers({ key, list: all });
    };
    load().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [brandId, userId, key]);

  const list = offers.key === key ? offers.list : (loaded.get(key) ?? []);
  return {
    discounts: list.map((offer) => toCoreDiscount(offer, pick(offer.discountName))),
    isWelcome: (discountId: string) =>
      list.some((offer) => offer._id === discountId && offer.isWelcomeCoupon),
  };
}
