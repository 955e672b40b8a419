/**
 * The contract between the apps and the server: the types generated from openapi.yaml and the
 * shapes both sides share. Types only; client and server import it, it imports only core's
 * money brand. The converters from these shapes to core's branded units are in `./to-core.ts`
 * (`@storefront/contract/to-core`).
 */
import type { components } from './generated/schema.js';

export type { $defs, components, operations, paths } from './generated/schema.js';
export type { Fils } from '@storefront/core';

/** The API's schemas by name, e.g. `Schemas['Order']`. */
export type Schemas = components['schemas'];
export type BrandInfo = Schemas['BrandInfo'];
/** The error answer's category (`error.code`), e.g. 'STORE_CLOSED'. */
export type ErrorCode = NonNullable<Schemas['ErrorResponse']['error']>['code'];

/** The four apps the server hosts; sent by every call as `app_name`. */
export type AppName = components['parameters']['AppName'];

/** A demo brand the start command prints, offered on the shared domain's root outside production. */
export interface DemoBrandLink {
  name: { en: string; ar: string };
  /** Its path on the shared domain, e.g. '/zaatar-house'. */
  path: string;
  /** Its own domain when it has one (served on the same port), e.g. 'zaatar.localhost'. */
  customDomain: string | null;
}

/** What the server inlines into every page (apps/server `renderPage`) as `window.__BOOTSTRAP__`. */
export interface PageBootstrap {
  app: AppName;
  basePath: string;
  brand: BrandInfo | null;
  slug: string | null;
  /** Only on the shared domain's root, and only when the server is not in production. */
  demoBrands?: readonly DemoBrandLink[];
  /** The business card a business-card page shows (null when its slug names no card). */
  businessCard?: Schemas['BusinessCard'] | null;
  /** Error reports from the browser (Sentry), only when the server is configured with a browser DSN. */
  errorReports?: BrowserErrorReports;
  /** Answers of public read calls the first screen reads, so it renders without a request (never personal data). */
  primedReads?: PrimedReads;
}

/** Public read answers a page carries (apps/server `primedReads`); the app primes its read cache with them. */
export interface PrimedReads {
  /** When the server read them (ms since the epoch): a page kept offline brings answers that old. */
  readAt: number;
  /** The dine-in home's store menu (menus/get-dine-in-store-menu's `data`) for the table its link names. */
  dineInMenu?: { storeId: string; tableNumber: number; menu: Schemas['StoreMenu'] };
  /** The brand's active offers as a visitor not signed in reads them (discounts/get-all-active-discounts-v2, every page). */
  offers?: Schemas['Discount'][];
  /** The brand's loyalty policy (loyalty/get-by-brand's `data`), on the store page and the dine-in home. */
  loyalty?: Schemas['LoyaltyPolicy'];
  /** The brand's outlets offering pickup (store/get-stores-for-pickup's `stores`), on the brand home. */
  pickupStores?: Schemas['Store'][];
  /** The payment-link page's link (payment-links/get-payment-link-info-by-cart-id's `data`). */
  paymentLink?: { cartId: string; link: Schemas['PaymentLink'] };
}

/** Where and as what release the browser reports its errors (the server's SENTRY_BROWSER_DSN). */
export interface BrowserErrorReports {
  dsn: string;
  /** The build id the page belongs to. */
  release: string;
  environment: string;
}
