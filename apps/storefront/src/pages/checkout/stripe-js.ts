import type { BrandInfo } from '@storefront/api';
import { useEffect, useState } from 'react';

/**
 * Stripe.js for brands with a real Stripe account (spec section 4 "First provider"). The seeded
 * brands carry `pk_sandbox_…` keys: the server's sandbox gateway takes the card then, with the
 * storefront's own card form, and nothing is loaded from Stripe. A real key (`pk_test_…`,
 * `pk_live_…`) loads Stripe.js from Stripe's CDN, as @stripe/stripe-js's `loadStripe` does; when
 * it cannot load (no network, blocked), checkout says 'Online payment is facing some issues,
 * please use other payment method' instead of the card form and other methods stay usable.
 */
const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
const LOAD_TIMEOUT_MS = 10_000;

/** The few parts of Stripe.js checkout uses. */
export interface StripeCardElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (event: { complete: boolean; error?: { message: string } }) => void): void;
}

export interface StripeConfirmResult {
  error?: { message?: string; code?: string };
  paymentIntent?: { id: string; status: string };
}

export interface StripeJs {
  elements(options?: { locale?: string }): {
    create(type: 'card', options?: Record<string, unknown>): StripeCardElement;
  };
  confirmCardPayment(
    clientSecret: string,
    data?: Record<string, unknown>,
    options?: { handleActions?: boolean },
  ): Promise<StripeConfirmResult>;
}

type StripeFactory = (publishableKey: string, options?: { locale?: string }) => StripeJs;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

/** The brand's Stripe publishable key when it is a real one; null for the sandbox or no Stripe. */
export function realStripeKey(integrations: BrandInfo['activeIntegrations']): string | null {
  const stripe = integrations.find((integration) => integration.isActive && integration.name === 'stripe');
  const key = stripe?.metaData['publishableKey'];
  return key && /^pk_(test|live)_/.test(key) ? key : null;
}

let loading: Promise<StripeFactory> | null = null;

/** Loads Stripe.js once per page; a failed load can be tried again. */
export function loadStripeJs(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('Stripe.js did not load in time'), LOAD_TIMEOUT_MS);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      if (window.Stripe) resolve(window.Stripe);
      else fail('Stripe.js loaded without Stripe');
    });
    script.addEventListener('error', () => fail('Stripe.js could not load'));
    document.head.append(script);
  });
  return loading;
}

export type StripeState =
  | { readonly status: 'sandbox' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly stripe: StripeJs };

/** Stripe.js for `publishableKey` (null: the sandbox, nothing to load). */
export function useStripeJs(publishableKey: string | null, language: 'en' | 'ar'): StripeState {
  const [state, setState] = useState<{ key: string; state: StripeState } | null>(null);
  useEffect(() => {
    if (!publishableKey) return undefined;
    let live = true;
    loadStripeJs().then(
      (factory) => {
        if (!live) return;
        try {
          setState({
            key: publishableKey,
            state: { status: 'ready', stripe: factory(publishableKey, { locale: language }) },
          });
        } catch {
          setState({ key: publishableKey, state: { status: 'failed' } });
        }
      },
      () => live && setState({ key: publishableKey, state: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [publishableKey, language]);
  if (!publishableKey) return { status: 'sandbox' };
  return state?.key === publishableKey ? state.state : { status: 'loading' };
}
