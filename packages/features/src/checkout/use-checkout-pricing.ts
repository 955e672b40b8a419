import { toCoreWaiver } from '@storefront/api/to-core';
import {
  bestAutomaticDiscount,
  checkMinimumOrder,
  percent,
  priceOrder,
  ZERO_FILS,
  type Discount,
  type Fils,
  type MinimumOrderCheck,
  type PricedOrder,
  type TipChoice,
  type UnixSeconds,
} from '@storefront/core';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useWallet, type Wallet } from '../data/use-wallet.js';
import { useStorefront } from '../session/storefront-context.js';
import { useCheckoutOffers } from './checkout-offers.js';
import type { StoreInfo } from './checkout-order.js';
import type { CheckoutActor } from './use-checkout.js';

export interface CheckoutPricing {
  /** The totals as packages/core prices them, exactly as the server will; null until the store is known. */
  readonly priced: PricedOrder | null;
  readonly minimum: MinimumOrderCheck;
  readonly wallet: Wallet | null;
  /** The loyalty card shows: an active programme and a balance above 0 (spec section 4). */
  readonly canRedeem: boolean;
  /** When the customer arrived: 'today' and the delivery waiver dates are read against it. */
  readonly now: UnixSeconds;
  /** The automatic offer pricing the order, named on its discount row; null for a typed code. */
  readonly automaticOffer: string | null;
  /** The Total without the typed code (null without one): the coupon card's struck-through Total. */
  readonly undiscountedTotal: Fils | null;
}

/**
 * 'Your Order' priced (spec sections 4 and 9): the basket, the code the machine applied or else the
 * best automatic discount (none while loyalty is redeemed), loyalty, the area's fee and minimum.
 */
export function useCheckoutPricing(
  actor: CheckoutActor,
  store: StoreInfo | null,
  tip: TipChoice | null = null,
): CheckoutPricing {
  const { basket, setup } = useStorefront();
  const lines = useSelector(basket, (snapshot) => snapshot.context.lines);
  const { serviceType, storeId, area } = useSelector(setup, (snapshot) => snapshot.context);
  const applied = useSelector(actor, (snapshot) => snapshot.context.discount);
  const redeemLoyalty = useSelector(actor, (snapshot) => snapshot.context.redeemLoyalty);
  const { automatic, policy, loaded } = useCheckoutOffers();
  const wallet = useWallet();
  const [now] = useState(() => Math.floor(Date.now() / 1000) as UnixSeconds);
  const service = serviceType ?? 'PICKUP';

  const best = useMemo(
    () => (storeId ? bestAutomaticDiscount(automatic, { lines, storeId, serviceType: service }) : null),
    [automatic, lines, storeId, service],
  );
  const discount = applied ?? (redeemLoyalty ? null : (best ?? null));

  const [priced, undiscountedTotal] = useMemo(() => {
    if (!store || !storeId || !loaded) return [null, null] as const;
    const price = (withDiscount: Discount | null, redeem: boolean) =>
      priceOrder({
        serviceType: service,
        storeId,
        lines,
        taxRate: percent(store.taxRate),
        taxIncluded: store.taxIncluded === true,
        discount: withDiscount,
        loyaltyPolicy: policy,
        walletBalance: wallet?.balance ?? ZERO_FILS,
        redeemLoyalty: redeem,
        delivery:
          service === 'DELIVERY'
            ? {
                areaFee: area?.deliveryFee ?? ZERO_FILS,
                areaMinOrder: area?.minOrder ?? ZERO_FILS,
                waiver: toCoreWaiver(store.deliveryChargesWaiverInfo),
              }
            : null,
        // A tip only at a table (spec section 1): a percentage of the items or a fixed amount.
        tip: service === 'DINE_IN' ? tip : null,
        now,
      });
    const result = price(discount, redeemLoyalty && !applied);
    // What the same order would cost without the typed code: the coupon card's struck-through
    // Total, so its two figures are the checkout's Total before and after.
    const without = applied ? price(null, false) : null;
    return [result.ok ? result.value : null, without?.ok ? without.value.grandTotal : null] as const;
  }, [
    store,
    storeId,
    loaded,
    service,
    lines,
    discount,
    policy,
    wallet,
    redeemLoyalty,
    applied,
    area,
    tip,
    now,
  ]);

  const minimum = checkMinimumOrder({
    serviceType: service,
    cartTotal: priced?.cartTotal ?? ZERO_FILS,
    areaMinOrder: service === 'DELIVERY' ? (area?.minOrder ?? ZERO_FILS) : ZERO_FILS,
  });
  const canRedeem = Boolean(policy?.isLoyaltyActive && wallet && wallet.balance > 0);
  const automaticOffer =
    !applied && discount && priced && priced.discountAmount > 0
      ? discount.discountName || discount.discountCode
      : null;
  return { priced, undiscountedTotal, minimum, wallet, canRedeem, now, automaticOffer };
}
