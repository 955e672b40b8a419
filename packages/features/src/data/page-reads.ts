import type { Schemas } from '@storefront/api';
import type { PrimedReads } from '@storefront/api/bootstrap';
import type { QueryCache } from './query-cache.js';
import { toCoreLoyaltyPolicy } from '@storefront/api/to-core';
import { pickupStoresRead } from './stores.js';
import { loyaltyPolicyRead } from './use-loyalty-policy.js';
import { offersRead } from './use-offers.js';
import { storeMenuRead } from './use-store-menu.js';

/** The answers the page brought (the server's `primedReads`), for the brand it was served for. */
let pageReads: { brandId: string; reads: PrimedReads; at: number } | null = null;

/** Keeps the page's read answers (boot calls this with the page bootstrap). */
export function keepPageReads(brandId: string | undefined, reads: PrimedReads | undefined): void {
  // As old as the server's read (a page the service worker kept is older), never younger than now.
  pageReads = brandId && reads ? { brandId, reads, at: Math.min(reads.readAt, Date.now()) } : null;
}

/**
 * Primes a brand's read cache with the answers the page brought, under the keys the app's reads
 * use, so the first screen renders them without a request; a cache of another brand gets none.
 */
export function primeWithPageReads(cache: QueryCache): QueryCache {
  if (!pageReads || pageReads.brandId !== cache.brandId) return cache;
  const { reads, at } = pageReads;
  const menu = reads.dineInMenu;
  if (menu) {
    const { key } = storeMenuRead(cache.brandId, {
      serviceType: 'DINE_IN',
      storeId: menu.storeId,
      area: null,
      tableNumber: menu.tableNumber,
      mapped: false,
    });
    cache.prime(key, menu.menu, at);
  }
  // A visitor not signed in reads the offers under this key; a customer's say what they can still use.
  if (reads.offers) cache.prime(offersRead(cache.brandId, undefined).key, reads.offers, at);
  if (reads.pickupStores) cache.prime(pickupStoresRead(cache.brandId).key, reads.pickupStores, at);
  // In core's units, as the read keeps it; a malformed answer is left for the read to ask again.
  if (reads.loyalty) {
    try {
      cache.prime(loyaltyPolicyRead(cache.brandId).key, toCoreLoyaltyPolicy(reads.loyalty), at);
    } catch {
      // read as usual
    }
  }
  return cache;
}

/** How old a payment link the page brought may be to stand for a read: a link is paid at any time. */
const PAGE_LINK_MAX_AGE_MS = 30_000;

/**
 * The payment link the page brought for this brand and cart, once (later reads ask the server),
 * and only while fresh: a page the service worker kept shows what the server says now.
 */
export function takePageLink(brandId: string, cartId: string): Schemas['PaymentLink'] | null {
  const primed = pageReads?.brandId === brandId ? pageReads.reads.paymentLink : undefined;
  if (!pageReads || !primed || primed.cartId !== cartId) return null;
  const { paymentLink: _taken, ...rest } = pageReads.reads;
  const fresh = Date.now() - pageReads.at <= PAGE_LINK_MAX_AGE_MS;
  pageReads = { ...pageReads, reads: rest };
  return fresh ? primed.link : null;
}
