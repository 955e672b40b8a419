import type { Schemas } from '@storefront/api';
import { api } from '../app-kit/api.js';
import { useStorefront } from '../session/storefront-context.js';
import type { Read } from './query-cache.js';
import { MAX_AGE, useQuery } from './use-query.js';

/** Pages of 20 read at most: store- and item-specific offers further down count too. */
const MAX_PAGES = 10;

const NONE: readonly Schemas['Discount'][] = [];

/**
 * The brand's active discounts (discounts/get-all-active-discounts-v2), every page of them, with
 * the customer's id when signed in (spec section 6) so each says whether they can still use it.
 * The one way offers are read: the store page, item page, basket and checkout share this answer.
 */
export function offersRead(
  brandId: string,
  userId: string | undefined,
): Read<readonly Schemas['Discount'][]> {
  return {
    key: ['offers', userId ?? null],
    load: async () => {
      const all: Schemas['Discount'][] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const { data } = await api.POST('/discounts/get-all-active-discounts-v2', {
          body: { brandId, userId, page },
        });
        if (!data) throw new Error('discounts/get-all-active-discounts-v2 failed');
        all.push(...data.discount.discounts);
        if (page >= data.discount.totalPages) break;
      }
      return all;
    },
  };
}

/**
 * The brand's listed offers (spec section 4 "Menu load"), every page of them (20 a page) so store-
 * and item-specific offers further down count too; for a signed-in customer each says whether they
 * can still use it. Empty until loaded (and when the call fails).
 */
export function useOffers(): readonly Schemas['Discount'][] {
  const { brand, session } = useStorefront();
  const read = offersRead(brand.brand._id, session?.user.userId);
  return useQuery(read.key, read.load, { maxAge: MAX_AGE.offers }).data ?? NONE;
}
