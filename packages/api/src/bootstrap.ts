import type { BrandInfo } from './index.js';

/** A demo brand the start command prints, offered on the shared domain's root outside production. */
export interface DemoBrandLink {
  name: { en: string; ar: string };
  /** Its path on the shared domain, e.g. '/zaatar-house'. */
  path: string;
  /** Its own domain when it has one (served on the same port), e.g. 'zaatar.localhost'. */
  customDomain: string | null;
}

/** What the server inlines into every page (apps/server `renderPage`). */
export interface PageBootstrap {
  app: 'storefront' | 'dine-in' | 'payment-link' | 'business-card';
  basePath: string;
  brand: BrandInfo | null;
  slug: string | null;
  /** Only on the shared domain's root, and only when the server is not in production. */
  demoBrands?: readonly DemoBrandLink[];
}

declare global {
  interface Window {
    __BOOTSTRAP__?: PageBootstrap;
  }
}

/** The inlined bootstrap; without one (Vite dev server), the first path segment names the brand. */
export function readBootstrap(app: PageBootstrap['app']): PageBootstrap {
  if (window.__BOOTSTRAP__) return window.__BOOTSTRAP__;
  const first = window.location.pathname.split('/').filter(Boolean)[0];
  return { app, basePath: first ? `/${first}` : '', brand: null, slug: null };
}
