import type { LinkResume } from '@storefront/flows';

/** Spec section 4: the session marker that keeps a gateway return from being verified twice. */
export const PAYMENT_VERIFIED_KEY = 'paymentVerified';

/** The query of a 3-D Secure return: `cko-session-id` + `paymentStatus`, or Stripe's `payment_intent`. */
export function returnOf(search: URLSearchParams): LinkResume | null {
  const reference = search.get('cko-session-id') ?? search.get('payment_intent');
  if (!reference) return null;
  const status = search.get('paymentStatus') ?? search.get('redirect_status');
  return { reference, outcome: status === 'success' || status === 'succeeded' ? 'success' : 'failure' };
}

type MarkerStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The return to verify, once: null when there is none or when this tab verified it already (a
 * reload, back and forward). Taking it sets the `paymentVerified` marker for its reference.
 */
export function takeReturn(search: URLSearchParams, storage: MarkerStorage): LinkResume | null {
  const resume = returnOf(search);
  if (!resume) return null;
  if (storage.getItem(PAYMENT_VERIFIED_KEY) === resume.reference) return null;
  storage.setItem(PAYMENT_VERIFIED_KEY, resume.reference);
  return resume;
}

/** The link's page without the gateway's return parameters (what the address bar keeps). */
export function withoutReturn(url: URL): string {
  const clean = new URL(url);
  for (const key of [
    'cko-session-id',
    'paymentStatus',
    'payment_intent',
    'payment_intent_client_secret',
    'redirect_status',
  ])
    clean.searchParams.delete(key);
  return clean.pathname + clean.search + clean.hash;
}
