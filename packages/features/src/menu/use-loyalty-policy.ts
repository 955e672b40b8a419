/** The brand's loyalty policy for the store page's loyalty banner (spec section 2 "Store page"). */
import type { LoyaltyPolicy } from '@storefront/core';
import { useEffect, useState } from 'react';
import { api } from '../app-kit/api.js';

/** The brand's loyalty policy, by brand id, once loaded. */
const policies = new Map<string, LoyaltyPolicy | null>();

/** The loyalty policy of the brand; null until loaded or when the brand has none. */
export function useLoyaltyPolicy(brandId: string): LoyaltyPolicy | null {
  const [policy, setPolicy] = useState<LoyaltyPolicy | null>(() => policies.get(brandId) ?? null);
  useEffect(() => {
    if (policies.has(brandId)) return;
    let cancelled = false;
    void api
      .POST('/loyalty/get-by-brand', { body: { brandId } })
      .then(({ data }) => {
        const loaded = (data?.data ?? null) as unknown as LoyaltyPolicy | null;
        policies.set(brandId, loaded);
        if (!cancelled) setPolicy(loaded);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [brandId]);
  return policy;
}
