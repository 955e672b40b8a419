import type { Fils } from '@storefront/core';
import { api } from '../app-kit/api.js';
import { useStorefront } from '../session/storefront-context.js';
import type { Read } from './query-cache.js';
import { MAX_AGE, useQuery } from './use-query.js';

export interface Wallet {
  balance: Fils;
  lifetimeSpending: Fils;
}

/** The customer's wallet (wallet/get-user-wallet). */
export function walletRead(brandId: string, userId: string): Read<Wallet> {
  return {
    key: ['wallet', userId],
    load: async () => {
      const { data } = await api.POST('/wallet/get-user-wallet', { body: { brandId, userId } });
      if (!data) throw new Error('wallet/get-user-wallet failed');
      return { balance: data.data.balance, lifetimeSpending: data.data.lifetimeSpending };
    },
  };
}

/**
 * The signed-in customer's wallet (spec section 6: only with token, user id and brand id); null
 * for a visitor and until it arrives. A new `refreshKey` reads it again.
 */
export function useWallet(refreshKey: unknown = null): Wallet | null {
  const { brand, session } = useStorefront();
  const userId = session?.user.userId;
  const read = walletRead(brand.brand._id, userId ?? '');
  const { data } = useQuery(read.key, read.load, {
    maxAge: MAX_AGE.wallet,
    enabled: Boolean(userId),
    refetchOnMount: refreshKey !== null,
    refreshKey,
  });
  return (userId && data) || null;
}
