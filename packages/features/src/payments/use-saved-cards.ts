import type { SavedCard } from '@storefront/ui/saved-cards-list';
import { useEffect, useState } from 'react';
import { api } from '../app-kit/api.js';

const SCHEMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The scheme as cards print it ('visa' from the gateway reads 'Visa'). */
export function schemeName(brand: string): string {
  return SCHEMES[brand.toLowerCase()] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');
}

/**
 * The customer's cards saved at the intent gateway (`get-customer-cards`), oldest first. Loaded
 * once per signed-in customer when the brand pays by intent; `null` until the answer arrives. A
 * failed or empty answer is no cards (spec section 5: the card list needs success and a
 * non-empty list), so checkout shows the new-card form.
 */
export function useSavedCards(brandId: string, userId: string | null, enabled: boolean): SavedCard[] | null {
  const [loaded, setLoaded] = useState<{ key: string; cards: SavedCard[] } | null>(null);
  const key = `${brandId}:${userId ?? ''}`;
  useEffect(() => {
    if (!enabled || !userId) return undefined;
    let live = true;
    api
      .POST('/orders-checkout-payment/stripe/get-customer-cards', { body: { brandId } })
      .then(({ data }) =>
        data?.success === 1
          ? data.cards.map((card) => ({
              id: card.id,
              brand: schemeName(card.brand),
              last4: card.last4,
              expiryMonth: card.expMonth,
              expiryYear: card.expYear,
            }))
          : [],
      )
      .catch(() => [])
      .then((cards) => live && setLoaded({ key, cards }));
    return () => {
      live = false;
    };
  }, [brandId, userId, enabled, key]);
  if (!enabled || !userId) return [];
  return loaded?.key === key ? loaded.cards : null;
}
