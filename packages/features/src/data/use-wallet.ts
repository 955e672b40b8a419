import type { Fils } from '@storefront/core';
import { useEffect, useState } from 'react';
import { api } from '../app-kit/api.js';
import { useStorefront } from '../session/storefront-context.js';

export interface Wallet {
  balance: Fils;
  lifetimeSpending: Fils;
}

/** The signed-in customer's wallet (spec section 6: only with token, user id and brand id). */
export function useWallet(refreshKey: unknown = null): Wallet | null {
  const { brand, session } = useStorefront();
  const [wallet, setWallet] = useState<Wallet | null>(null);
  const brandId = brand.brand._id;
  const userId = session?.user.userId;
  useEffect(() => {
    if (!userId) {
      setWallet(null);
      return undefined;
    }
    let cancelled = false;
    api
      .POST('/wallet/get-user-wallet', { body: { brandId, userId } })
      .then(({ data }) => {
        if (!cancelled && data)
          setWallet({
            balance: data.data.balance as Fils,
            lifetimeSpending: data.data.lifetimeSpending as Fils,
          });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [brandId, userId, refreshKey]);
  return wallet;
}
