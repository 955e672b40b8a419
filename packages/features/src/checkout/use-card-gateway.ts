import type { Language } from '@storefront/i18n';
import { pickPaymentRoute, type GatewayCardField, type PaymentRoute } from '@storefront/flows';
import type { SavedCard } from '@storefront/ui/saved-cards-list';
import type { Stripe } from '@stripe/stripe-js';
import { useLocalised } from '../app-kit/localise.js';
import type { PaymentHandles } from '../payments/payment-handles.js';
import { realStripeKey, stripeFor, useStripeJs, type StripeState } from '../payments/stripe-js.js';
import { useSavedCards } from '../payments/use-saved-cards.js';
import { useStorefront } from '../session/storefront-context.js';

export interface CardGateway {
  /** The brand's card gateway, or null when none is active. */
  readonly route: PaymentRoute | null;
  /** A real Stripe publishable key (null for the sandbox or no Stripe). */
  readonly stripeKey: string | null;
  readonly stripe: StripeState;
  /** The customer's saved cards (intent gateway, signed in); null while loading. */
  readonly savedCards: readonly SavedCard[] | null;
  /** Stripe's card field as 'Place order' reads it; null when the form's own fields take the card. */
  readonly cardField: () => GatewayCardField | null;
}

/** The brand's card gateway as checkout uses it: Stripe.js when the brand has a real account, and saved cards. */
export function useCardGateway(handles: PaymentHandles): CardGateway {
  const { brand, session } = useStorefront();
  const { language } = useLocalised();
  const route = pickPaymentRoute('CREDIT_CARD', brand.activeIntegrations);
  const stripeKey = route === 'intent' ? realStripeKey(brand.activeIntegrations) : null;
  const stripe = useStripeJs(stripeKey, language);
  const savedCards = useSavedCards(brand.brand._id, session?.user.userId ?? null, route === 'intent');
  return {
    route,
    stripeKey,
    stripe,
    savedCards,
    cardField: () =>
      stripe.status === 'sandbox'
        ? null
        : { status: stripe.status, complete: handles.stripeField()?.complete === true },
  };
}

/** Stripe.js for a payment's calls, once loaded; null for the sandbox or when it cannot load. */
export function loadedStripe(stripeKey: string | null, language: Language): () => Promise<Stripe | null> {
  return () => (stripeKey ? stripeFor(stripeKey, language).catch(() => null) : Promise.resolve(null));
}
