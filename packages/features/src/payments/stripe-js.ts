import type { Language } from '@storefront/i18n';
import type { BrandInfo } from '@storefront/api';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';

/**
 * Stripe.js for brands with a real Stripe account (spec section 4 "First provider"). The seeded
 * brands carry `pk_sandbox_…` keys: the server's sandbox gateway takes the card then, with the
 * storefront's own card form, and nothing is loaded from Stripe. A real key (`pk_test_…`,
 * `pk_live_…`) loads Stripe.js from Stripe's CDN through @stripe/stripe-js's `loadStripe` (the
 * `pure` entry, so importing it inserts no script: only a real key does); when it cannot load
 * (no network, blocked, too slow), checkout says 'Online payment is facing some issues, please use
 * other payment method' instead of the card form and other methods stay usable.
 */

/** How long checkout waits for Stripe.js before it says online payment is facing issues. */
export const STRIPE_LOAD_TIMEOUT_MS = 10_000;

/** The brand's Stripe publishable key when it is a real one; null for the sandbox or no Stripe. */
export function realStripeKey(integrations: BrandInfo['activeIntegrations']): string | null {
  const stripe = integrations.find((integration) => integration.isActive && integration.name === 'stripe');
  const key = stripe?.metaData['publishableKey'];
  return key && /^pk_(test|live)_/.test(key) ? key : null;
}

/**
 * `loadStripe`, bounded: rejects when Stripe.js fails to load, answers null (no browser) or
 * throws, and when it has not loaded within `timeoutMs`.
 */
export function loadStripeWithin(
  publishableKey: string,
  language: Language,
  timeoutMs: number = STRIPE_LOAD_TIMEOUT_MS,
): Promise<Stripe> {
  return new Promise<Stripe>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Stripe.js did not load in time')), timeoutMs);
    Promise.resolve()
      .then(() => loadStripe(publishableKey, { locale: language }))
      .then(
        (stripe) => {
          clearTimeout(timer);
          if (stripe) resolve(stripe);
          else reject(new Error('Stripe.js is not available here'));
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
  });
}

const loads = new Map<string, Promise<Stripe>>();

/**
 * One Stripe per key and language for the page (`<Elements>` must keep the `stripe` it was given).
 * A failed or timed-out load is forgotten, so coming back to checkout tries again.
 */
export function stripeFor(publishableKey: string, language: Language): Promise<Stripe> {
  const id = `${publishableKey}|${language}`;
  let load = loads.get(id);
  if (!load) {
    load = loadStripeWithin(publishableKey, language);
    loads.set(id, load);
    load.catch(() => {
      if (loads.get(id) === load) loads.delete(id);
    });
  }
  return load;
}

export type StripeState =
  | { readonly status: 'sandbox' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      /** Which key and language this Stripe is for (a new one needs new Elements). */
      readonly id: string;
      readonly stripe: Stripe;
      /** The settled load, for `<Elements stripe={promise}>`. */
      readonly promise: Promise<Stripe>;
    };

/** Stripe.js for `publishableKey` (null: the sandbox, nothing to load). */
export function useStripeJs(publishableKey: string | null, language: Language): StripeState {
  const [state, setState] = useState<{ id: string; state: StripeState } | null>(null);
  const id = publishableKey ? `${publishableKey}|${language}` : null;
  useEffect(() => {
    if (!publishableKey || !id) return undefined;
    let live = true;
    const promise = stripeFor(publishableKey, language);
    promise.then(
      (stripe) => live && setState({ id, state: { status: 'ready', id, stripe, promise } }),
      () => live && setState({ id, state: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [publishableKey, language, id]);
  if (!publishableKey) return { status: 'sandbox' };
  return state?.id === id ? state.state : { status: 'loading' };
}
