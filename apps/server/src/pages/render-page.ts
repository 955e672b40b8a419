import type { DemoBrandLink, PageBootstrap } from '@storefront/contract';
import { demoBrands } from '../db/seed/brands.js';
import type { PageTarget } from './resolve-page.js';

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment or line-separator tricks. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The demo brands' links, as the start command prints them, for the storefront's page at the
 * shared domain's root (no brand, no path prefix); never in production.
 */
export function demoBrandLinks(target: PageTarget, production: boolean): DemoBrandLink[] | undefined {
  if (production || target.app !== 'storefront' || target.brand || target.basePath !== '') return undefined;
  return demoBrands.map((brand) => ({
    name: { en: brand.brandName, ar: brand.brandNameAr },
    path: `/${brand.temporaryDomainName}`,
    customDomain: brand.customDomain ?? null,
  }));
}

/**
 * Inlines the brand bootstrap into an app's index.html so the first paint needs no extra round
 * trip, and sets the title and favicon from the brand. Outside production the shared domain's
 * root also carries the demo brands' links.
 */
export function renderPage(
  indexHtml: string,
  target: PageTarget,
  options: { build?: string; production: boolean },
): string {
  const demos = demoBrandLinks(target, options.production);
  const bootstrap: PageBootstrap = {
    app: target.app,
    basePath: target.basePath,
    brand: target.brand ?? null,
    slug: target.slug ?? null,
    ...(demos && { demoBrands: demos }),
  };
  const brand = target.brand;
  let html = indexHtml.replace(
    '</head>',
    `<script>window.__BOOTSTRAP__=${scriptSafeJson(bootstrap)}</script></head>`,
  );
  if (options.build) {
    // The release this page belongs to, for new-build detection (pages/service-worker.ts).
    html = html.replace(
      '</head>',
      `<meta name="storefront-build" content="${escapeHtml(options.build)}"></head>`,
    );
  }
  if (brand) {
    html = html.replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(`Order direct from ${brand.brand.brandName} || ${brand.setting.taglineEN}`)}</title>`,
    );
    html = html.replace(
      '</head>',
      `<link rel="icon" href="${escapeHtml(brand.setting.brandFavicon)}"><meta name="theme-color" content="${escapeHtml(brand.setting.color)}"></head>`,
    );
  }
  return html;
}
