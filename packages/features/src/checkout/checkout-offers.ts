import type { Schemas } from '@storefront/api';
import { toCoreDiscount, toCoreLoyaltyPolicy } from '@storefront/api/to-core';
import type { Discount, LoyaltyPolicy } from '@storefront/core';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../app-kit/api.js';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';

export interface CheckoutOffers {
  /** The brand's automatic discounts, for the signed-in customer (the best one prices the order). */
  readonly automatic: readonly Discount[];
  readonly policy: LoyaltyPolicy | null;
  /** Both reads answered (or failed): until then no total is shown, so the one shown is the one charged. */
  readonly loaded: boolean;
}

/** What checkout prices with besides the basket: automatic discounts and the loyalty policy, read on arrival. */
export function useCheckoutOffers(): CheckoutOffers {
  const { brand, session } = useStorefront();
  const brandId = brand.brand._id;
  const userId = session?.user.userId;
  const { pick } = useLocalised();
  const [offers, setOffers] = useState<readonly Schemas['Discount'][]>([]);
  // Named in the page's language (the discount row names an automatic offer).
  const automatic = useMemo<readonly Discount[]>(
    () => offers.map((offer) => toCoreDiscount(offer, pick)),
    [offers, pick],
  );
  const [policy, setPolicy] = useState<LoyaltyPolicy | null>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    const discounts = api
      .POST('/discounts/get-all-active-discounts-v2', { body: { brandId, userId } })
      .then(({ data }) => {
        const offers = data?.discount.discounts.filter((offer) => offer.discountApplication === 'automatic');
        if (live && offers) setOffers(offers);
      });
    const loyalty = api
      .POST('/loyalty/get-by-brand', { body: { brandId } })
      .then(({ data }) => live && data?.data && setPolicy(toCoreLoyaltyPolicy(data.data)));
    void Promise.allSettled([discounts, loyalty]).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [brandId, userId]);
  return { automatic, policy, loaded };
}
