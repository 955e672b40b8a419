import type { Schemas } from '@storefront/api';
import { useEffect, useState } from 'react';
import { api } from '../app-kit/api.js';
import { useStorefront } from '../session/storefront-context.js';

/** Offers already loaded, by brand and customer: the store page keeps its layout coming back from an item. */
const offersShown = new Map<string, readonly Schemas['Discount'][]>();

/** After an order the customer's uses change: the next page asks again. */
export function forgetOffers(): void {
  offersShown.clear();
}

/**
 * The brand's listed offers (spec section 4 "Menu load"), every page of them (20 a page) so store-
 * and item-specific offers further down count too; for a signed-in customer each says whether they
 * can still use it. Empty until loaded.
 */
export function useOffers(): readonly Schemas['Discount'][] {
  const { brand, session } = useStorefront();
  const brandId = brand.brand._id;
  const userId = session?.user.userId;
  const key = `${brandId}|${userId ?? ''}`;
  // The offers live in `offersShown`; this state only re-renders once they arrive.
  const [, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (offersShown.has(key)) return undefined;
    let cancelled = false;
    const load = async () => {
      const all: Schemas['Discount'][] = [];
      for (let page = 1; page <= 10; page += 1) {
        const { data } = await api.POST('/discounts/get-all-active-discounts-v2', {
          body: { brandId, userId, page },
        });
        if (!data) return;
        all.push(...data.discount.discounts);
        if (page >= data.discount.totalPages) break;
      }
      if (cancelled) return;
      offersShown.set(key, all);
      setLoaded(key);
    };
    load().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [brandId, userId, key]);
  return offersShown.get(key) ?? [];
}
