import type { PageBootstrap } from '@storefront/contract';

export type { BrowserErrorReports, DemoBrandLink, PageBootstrap, PrimedReads } from '@storefront/contract';

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
