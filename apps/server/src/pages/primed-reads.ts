import type { PrimedReads, Schemas } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { PageTarget } from './resolve-page.js';

/** The query an app's API client sends (packages/api), so the page and the app share one cached answer. */
const clientQuery = (app: string) => `app_version=26&app_name=${app}`;

/** Where the page's reads are asked: the app it is for and the Host it was asked on. */
interface ReadContext {
  app: FastifyInstance;
  appName: string;
  host: string;
}

/**
 * The table a dine-in page's query names, by the dine-in app's rules (apps/dine-in/src/table-link.ts):
 * `service-type=dine-in`, a `store-id` and a whole `table-number` from 1; null otherwise.
 */
export function dineInTableOf(search: URLSearchParams): { storeId: string; tableNumber: number } | null {
  const storeId = search.get('store-id')?.trim() ?? '';
  const tableText = search.get('table-number')?.trim() ?? '';
  if (
    search.get('service-type') !== 'dine-in' ||
    !/^[0-9a-f]{24}$/.test(storeId) ||
    !/^\d{1,4}$/.test(tableText)
  )
    return null;
  const tableNumber = Number(tableText);
  return tableNumber >= 1 ? { storeId, tableNumber } : null;
}

/** Pages of 20 offers read at most, as the app reads them (packages/features use-offers.ts). */
const MAX_OFFER_PAGES = 10;

/** One public read call of the API, asked of the API itself; its `data` part, or undefined unless 200. */
async function read<T>(
  { app, appName, host }: ReadContext,
  path: string,
  body: object,
  pick: (answer: never) => T,
): Promise<T | undefined> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1${path}?${clientQuery(appName)}`,
    headers: { host, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return response.statusCode === 200 ? pick(response.json<never>()) : undefined;
}

/** The brand's active offers as a visitor who is not signed in reads them: every page. */
async function guestOffers(
  context: ReadContext,
  brandId: string,
): Promise<Schemas['Discount'][] | undefined> {
  const all: Schemas['Discount'][] = [];
  for (let page = 1; page <= MAX_OFFER_PAGES; page += 1) {
    const answer = await read(
      context,
      '/discounts/get-all-active-discounts-v2',
      { brandId, page },
      (json: { discount: { discounts: Schemas['Discount'][]; totalPages: number } }) => json.discount,
    );
    if (!answer) return undefined;
    all.push(...answer.discounts);
    if (page >= answer.totalPages) break;
  }
  return all;
}

/**
 * The answers of public read calls the page's first screen reads, asked of the API itself (the
 * same route, validation, handler and answer cache a browser's request meets, so the same bytes),
 * so the first screen draws them without a request and nothing moves when they arrive: the
 * brand's offers on the brand home, the store page and the dine-in home; the brand's loyalty
 * policy on the store page and the dine-in home; the brand's pickup outlets on the brand home; the dine-in home's store menu for the table its link names; the
 * payment-link page's link (public to whoever has its address, as the page itself). Nothing
 * personal: no Authorization is sent and only catalogue reads are asked (a signed-in customer's
 * offers say what they can still use: the app reads those itself). A call that does not answer
 * 200 is left out (the app then reads as it always did).
 */
export async function primedReads(
  app: FastifyInstance,
  target: PageTarget,
  url: string,
  host: string,
  page: { home: boolean; storePage: boolean; paymentLinkCart: string | null },
): Promise<PrimedReads | undefined> {
  const brand = target.brand;
  if (!brand) return undefined;
  const brandId = brand.brand._id;
  const context: ReadContext = { app, appName: target.app, host };
  if (page.paymentLinkCart) {
    const cartId = page.paymentLinkCart;
    const link = await read(
      context,
      '/payment-links/get-payment-link-info-by-cart-id',
      { brandId, cartId },
      (json: { data: Schemas['PaymentLink'] }) => json.data,
    );
    return link && { readAt: Date.now(), paymentLink: { cartId, link } };
  }
  if (!page.home && !page.storePage) return undefined;
  const table = target.app === 'dine-in' ? dineInTableOf(new URLSearchParams(url.split('?')[1] ?? '')) : null;
  const [offers, pickupStores, menu, loyalty] = await Promise.all([
    guestOffers(context, brandId),
    page.home && brand.setting.isPickupEnabled
      ? read(
          context,
          '/store/get-stores-for-pickup',
          { brandId },
          (json: { stores: Schemas['Store'][] }) => json.stores,
        )
      : undefined,
    table
      ? read(
          context,
          '/menus/get-dine-in-store-menu',
          { brandId, ...table, language: 'EN' },
          (json: { data: Schemas['StoreMenu'] }) => json.data,
        )
      : undefined,
    // The loyalty card under the store's header: drawn with the menu, not after it.
    page.storePage
      ? read(
          context,
          '/loyalty/get-by-brand',
          { brandId },
          (json: { data: Schemas['LoyaltyPolicy'] }) => json.data,
        )
      : undefined,
  ]);
  return {
    readAt: Date.now(),
    ...(offers && { offers }),
    ...(pickupStores && { pickupStores }),
    ...(loyalty && { loyalty }),
    ...(table && menu && { dineInMenu: { ...table, menu } }),
  };
}

/** The name of the store a page's primed menu is for, in the page's language; null without one. */
export function primedStoreName(reads: PrimedReads | undefined, language: 'en' | 'ar'): string | null {
  const store = reads?.dineInMenu?.menu.storeInfo;
  if (!store) return null;
  return (language === 'ar' && store.translations.ar.name) || store.baseLanguage.name;
}
