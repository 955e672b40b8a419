/** What every menu card of the store page shares: the store's offers, sale prices, the applied code and opening an item. */
import { toCoreDiscount } from '@storefront/api/to-core';
import { saleBadgeDiscount, type Discount, type UnixSeconds } from '@storefront/core';
import { useMemo } from 'react';
import { useLocalised } from '../app-kit/localise.js';
import { useCheckoutChoices } from '../checkout/checkout-state.js';
import { useOffers } from '../data/use-offers.js';
import type { MenuCardContext } from './menu-sections.js';
import { storeOffers } from './store-menu.js';

/** The offers listed for this store (names in the page's language) and the menu cards' shared context. */
export function useMenuCards(
  storeId: string,
  service: 'DELIVERY' | 'PICKUP' | 'DINE_IN',
  now: UnixSeconds,
  onOpen: (path: string) => void,
): { offers: Discount[]; card: MenuCardContext } {
  const { pick } = useLocalised();
  const offers = useOffers();
  // 'Apply' on a sale price carries its code to checkout, which validates it when it opens.
  const { choices, update: updateChoices } = useCheckoutChoices();
  // Core rules read the discount with its name in the current language.
  const listed = useMemo(
    () =>
      storeOffers(
        offers.map((offer) => toCoreDiscount(offer, pick)),
        storeId,
      ),
    [offers, pick, storeId],
  );
  const appliedCode = choices.discountCode;
  // One context while nothing it holds changes: the menu's cards are not drawn again on every
  // render of the page (a scroll that moves the category chips, a search keystroke).
  const card = useMemo<MenuCardContext>(
    () => ({
      storeId,
      now,
      saleFor: (itemId) => saleBadgeDiscount(listed, { itemId, storeId, serviceType: service }),
      appliedCode,
      onApplyCode: (code) => updateChoices({ discountCode: code, useLoyalty: false }),
      onOpen,
    }),
    [listed, storeId, service, now, appliedCode, updateChoices, onOpen],
  );
  return { offers: listed, card };
}
