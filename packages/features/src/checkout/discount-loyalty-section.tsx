import { ZERO_FILS, type Fils, type PricedOrder } from '@storefront/core';
import { DiscountCodeEntry } from '@storefront/ui/discount-code-entry';
import { LoyaltyCard } from '@storefront/ui/loyalty-card';
import { useSelector } from '@xstate/react';
import { translateShown } from '@storefront/i18n';
import { useLocalised } from '../app-kit/localise.js';
import type { Wallet } from '../data/use-wallet.js';
import type { CheckoutActor } from './use-checkout.js';

/** A discount code or loyalty credits, one at a time (spec section 4 "Discount and loyalty"). */
export function DiscountLoyaltySection({
  actor,
  priced,
  total,
  undiscountedTotal,
  wallet,
  canRedeem,
}: {
  actor: CheckoutActor;
  priced: PricedOrder | null;
  /** The checkout's Total, as its totals show it. */
  total: Fils | null;
  /** The checkout's Total without the typed code. */
  undiscountedTotal: Fils | null;
  wallet: Wallet | null;
  canRedeem: boolean;
}) {
  const { language } = useLocalised();
  const { discount, redeemLoyalty, validating, discountError } = useSelector(
    actor,
    (snapshot) => snapshot.context,
  );
  return (
    <>
      <div className="rounded-2xl border border-line bg-surface p-4">
        <DiscountCodeEntry
          appliedCode={discount?.discountCode ?? null}
          // The card's figures are the checkout's Total, before and after the code.
          originalTotal={undiscountedTotal ?? total ?? ZERO_FILS}
          {...(discount && total !== null && undiscountedTotal !== null ? { discountedTotal: total } : {})}
          validating={validating}
          // The refusal is drawn in the open sheet, not on the page dimmed behind it.
          error={discountError && translateShown(discountError, language)}
          onCodeChange={() => actor.send({ type: 'discount.edit' })}
          onApply={(code) => actor.send({ type: 'discount.apply', code })}
          onRemove={() => actor.send({ type: 'discount.remove' })}
        />
      </div>
      {canRedeem && wallet && priced && (
        <LoyaltyCard
          balance={wallet.balance}
          redeemable={priced.loyaltyAmount > 0 ? priced.loyaltyAmount : wallet.balance}
          checked={redeemLoyalty && !discount}
          cashback={priced.cashbackAmount}
          onChange={(checked) => actor.send({ type: 'loyalty.toggle', redeem: checked })}
        />
      )}
    </>
  );
}
