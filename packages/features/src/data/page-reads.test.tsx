// @vitest-environment jsdom
import type { Schemas } from '@storefront/api';
import { toCoreLoyaltyPolicy } from '@storefront/api/to-core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../app-kit/api.js';
import { keepPageReads, primeWithPageReads, takePageLink } from './page-reads.js';
import { createQueryCache, type QueryCache } from './query-cache.js';
import { pickupStoresRead } from './stores.js';
import { loyaltyPolicyRead } from './use-loyalty-policy.js';
import { offersRead } from './use-offers.js';
import { storeMenuRead } from './use-store-menu.js';
import { MAX_AGE, QueryCacheContext, useQuery } from './use-query.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const brandId = '6650a1e0c0ffee0000000001';
const storeId = '6650a1e0c0ffee1000000001';
const menuOf = (name: string) =>
  ({
    storeMenu: { categories: [] },
    storeInfo: { _id: storeId, baseLanguage: { name, description: '' } },
  }) as unknown as Schemas['StoreMenu'];
const read = (cacheBrand: string) =>
  storeMenuRead(cacheBrand, { serviceType: 'DINE_IN', storeId, area: null, tableNumber: 7, mapped: false });

/** The dine-in home's read as useStoreMenu makes it: read again on mount, showing a held answer meanwhile. */
function StoreName({ cacheBrand }: { cacheBrand: string }) {
  const { key, load } = read(cacheBrand);
  const entry = useQuery(key, load, { maxAge: MAX_AGE.menu, refetchOnMount: true });
  return <h1>{entry.data ? entry.data.storeInfo.baseLanguage.name : 'loading'}</h1>;
}

async function mount(cache: QueryCache) {
  const element = document.body.appendChild(document.createElement('div'));
  const root = createRoot(element);
  await act(async () =>
    root.render(
      <QueryCacheContext.Provider value={cache}>
        <StoreName cacheBrand={cache.brandId} />
      </QueryCacheContext.Provider>,
    ),
  );
  return { element, root };
}

describe("the page's primed reads", () => {
  let fetchSpy: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchSpy = vi.fn(async () =>
      Response.json(
        { data: menuOf('From the network') },
        { headers: { 'content-type': 'application/json' } },
      ),
    );
    vi.stubGlobal('fetch', fetchSpy);
    configureApi({ appName: 'dine-in', apiBaseUrl: 'http://localhost/api/v1' });
  });
  afterEach(() => {
    keepPageReads(undefined, undefined);
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('renders the dine-in menu the page brought on the first render, without calling fetch', async () => {
    keepPageReads(brandId, {
      readAt: Date.now(),
      dineInMenu: { storeId, tableNumber: 7, menu: menuOf('Zaatar House Jumeirah') },
    });
    const cache = primeWithPageReads(createQueryCache(brandId));
    const { element, root } = await mount(cache);
    expect(element.textContent).toBe('Zaatar House Jumeirah');
    expect(fetchSpy).not.toHaveBeenCalled();
    // Only the first read is answered by the page: a later (forced) read asks the server.
    await act(async () =>
      cache.fetch(read(brandId).key, read(brandId).load, { maxAge: MAX_AGE.menu, force: true }),
    );
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(element.textContent).toBe('From the network');
    root.unmount();
  });

  it('answers the loyalty policy from the page, in core units', async () => {
    const policy = {
      isLoyaltyActive: true,
      minOrderValueForCashback: 5000,
      specificToDelivery: { isActive: true, cashbackPercentage: 5 },
      redeemablePercentagePerOrder: 20,
      maxRedeemableValuePerOrder: 3000,
    } as Schemas['LoyaltyPolicy'];
    keepPageReads(brandId, { readAt: Date.now(), loyalty: policy });
    const cache = primeWithPageReads(createQueryCache(brandId));
    const read = loyaltyPolicyRead(brandId);
    expect(await cache.fetch(read.key, read.load, { maxAge: MAX_AGE.loyalty })).toEqual(
      toCoreLoyaltyPolicy(policy),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("answers a visitor's offers and the pickup outlets from the page, and not a signed-in customer's offers", async () => {
    const offers = [{ _id: 'welcome' }] as unknown as Schemas['Discount'][];
    const stores = [{ _id: storeId }] as unknown as Schemas['Store'][];
    keepPageReads(brandId, { readAt: Date.now(), offers, pickupStores: stores });
    const cache = primeWithPageReads(createQueryCache(brandId));
    const guest = offersRead(brandId, undefined);
    const outlets = pickupStoresRead(brandId);
    expect(await cache.fetch(guest.key, guest.load, { maxAge: MAX_AGE.offers })).toEqual(offers);
    expect(await cache.fetch(outlets.key, outlets.load, { maxAge: MAX_AGE.stores })).toEqual(stores);
    expect(fetchSpy).not.toHaveBeenCalled();
    // A customer's offers say what they can still use: read from the server, never the visitor's list.
    const customer = offersRead(brandId, 'customer-1');
    await cache.fetch(customer.key, customer.load, { maxAge: MAX_AGE.offers }).catch(() => undefined);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('gives the payment link the page brought once, for its own brand and cart, and only while fresh', () => {
    const link = { cartId: 'PL-ZH-24002', amount: 12000 } as unknown as Schemas['PaymentLink'];
    keepPageReads(brandId, { readAt: Date.now(), paymentLink: { cartId: 'PL-ZH-24002', link } });
    expect(takePageLink('6650a1e0c0ffee0000000002', 'PL-ZH-24002')).toBeNull();
    expect(takePageLink(brandId, 'PL-ZH-99999')).toBeNull();
    expect(takePageLink(brandId, 'PL-ZH-24002')).toBe(link);
    // Once: a later read (after paying, say) asks the server.
    expect(takePageLink(brandId, 'PL-ZH-24002')).toBeNull();
    keepPageReads(brandId, { readAt: Date.now() - 31_000, paymentLink: { cartId: 'PL-ZH-24002', link } });
    expect(takePageLink(brandId, 'PL-ZH-24002')).toBeNull();
  });

  it("reads as usual without primed reads, and never primes another brand's cache", async () => {
    keepPageReads(brandId, {
      readAt: Date.now(),
      dineInMenu: { storeId, tableNumber: 7, menu: menuOf('Zaatar House Jumeirah') },
    });
    const other = primeWithPageReads(createQueryCache('6650a1e0c0ffee0000000002'));
    const { element, root } = await mount(other);
    await vi.waitFor(() => expect(element.textContent).toBe('From the network'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    root.unmount();
  });

  it('serves a primed answer older than its max age (a page kept offline) no more: the first read asks the server', async () => {
    const old = Date.now() - MAX_AGE.menu - 1;
    keepPageReads(brandId, { readAt: old, dineInMenu: { storeId, tableNumber: 7, menu: menuOf('Old') } });
    const { element, root } = await mount(primeWithPageReads(createQueryCache(brandId)));
    await vi.waitFor(() => expect(element.textContent).toBe('From the network'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    root.unmount();
  });
});
