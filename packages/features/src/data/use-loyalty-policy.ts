import { toCoreLoyaltyPolicy } from '@storefront/api/to-core';
import type { LoyaltyPolicy } from '@storefront/core';
import { api } from '../app-kit/api.js';
import { useStorefront } from '../session/storefront-context.js';
import type { Read } from './query-cache.js';
import { MAX_AGE, useQuery } from './use-query.js';

/** The brand's loyalty policy (loyalty/get-by-brand); null when the answer has none. */
export function loyaltyPolicyRead(brandId: string): Read<LoyaltyPolicy | null> {
  return {
    key: ['loyalty'],
    load: async () => {
      const { data } = await api.POST('/loyalty/get-by-brand', { body: { brandId } });
      if (!data) throw new Error('loyalty/get-by-brand failed');
      // In core's units: a malformed answer fails the read.
      return data.data ? toCoreLoyaltyPolicy(data.data) : null;
    },
  };
}

/**
 * The brand's loyalty policy (spec section 3): the store page's loyalty card shows while it is
 * active, checkout redeems by it. Null until it arrives and when the call fails.
 */
export function useLoyaltyPolicy(): LoyaltyPolicy | null {
  const { brand } = useStorefront();
  const read = loyaltyPolicyRead(brand.brand._id);
  return useQuery(read.key, read.load, { maxAge: MAX_AGE.loyalty }).data ?? null;
}
