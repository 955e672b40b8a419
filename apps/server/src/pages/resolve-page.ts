import type { AppName, BrandInfo } from '@storefront/contract';
import type { BrandService } from '../brands/brand-service.js';

export type { AppName };

export interface PageTarget {
  app: AppName;
  /** Undefined when no brand matches (the app shows its not-found view). */
  brand: BrandInfo | undefined;
  /** The router's basename: '' on a custom domain, `/{temporaryDomainName}` on the shared one. */
  basePath: string;
  /** The business-card slug, for `/{slug}/card`. */
  slug?: string;
}

function appFor(rest: string): AppName {
  if (rest === '/dine-in' || rest.startsWith('/dine-in/')) return 'dine-in';
  if (rest.startsWith('/payment-link/')) return 'payment-link';
  if (rest === '/operator' || rest.startsWith('/operator/')) return 'operator';
  return 'storefront';
}

/**
 * Which app and brand a page request is for (ARCHITECTURE "Brand resolution"): a custom domain
 * names the brand by `Host` with no path prefix; on the shared domain the first path segment is
 * the brand's temporary domain name.
 */
export async function resolvePage(host: string, pathname: string, brands: BrandService): Promise<PageTarget> {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const custom = await brands.byCustomDomain(hostname);
  if (custom) return { app: appFor(pathname), brand: custom, basePath: '' };

  const segments = pathname.split('/').filter(Boolean);
  const [first = '', second] = segments;
  if (first === 'business-card' || first === 'businesscard') {
    return { app: 'business-card', brand: undefined, basePath: '' };
  }
  if (second === 'card' && segments.length === 2) {
    return { app: 'business-card', brand: undefined, basePath: '', slug: decodeURIComponent(first) };
  }
  const brand = first ? await brands.byTemporaryDomain(decodeURIComponent(first)) : undefined;
  const basePath = first ? `/${first}` : '';
  return { app: appFor(pathname.slice(basePath.length) || '/'), brand, basePath };
}
