import type { Schemas } from '@storefront/api';
import type { PricedOrder } from '@storefront/core';
import type { CheckoutSubmission, GatewayCardField, WalletPayment } from '@storefront/flows';
import { useStorefront } from '../session/storefront-context.js';
import { checkoutSubmission, type OrderSources, type StoreInfo } from './checkout-order.js';
import type { CheckoutChoices } from './checkout-state.js';
import type { CheckoutActor } from './use-checkout.js';

export type SubmissionOf = (gateway?: {
  cardField?: GatewayCardField | null;
  wallet?: WalletPayment | null;
}) => CheckoutSubmission | null;

/** 'Place order' as the customer confirms it at the tap; null until the store and the totals are known. */
export function useSubmission(
  actor: CheckoutActor,
  sources: {
    store: StoreInfo | null;
    priced: PricedOrder | null;
    choices: CheckoutChoices;
    address: Schemas['UserAddress'] | null;
    /** Dine-in: the table's open tab, settled by a payment made now. */
    tab?: OrderSources['tab'];
  },
): SubmissionOf {
  const { brand, basket, setup, session } = useStorefront();
  const { store, priced, choices, address, tab = null } = sources;
  return (gateway = {}) => {
    if (!store || !priced) return null;
    const { payment, discount, redeemLoyalty } = actor.getSnapshot().context;
    return checkoutSubmission(
      {
        brand,
        store,
        setup: setup.getSnapshot().context,
        lines: basket.getSnapshot().context.lines,
        choices,
        address,
        user: session?.user ?? null,
        priced,
        payment,
        discount,
        redeemLoyalty,
        tab,
      },
      gateway,
    );
  };
}
