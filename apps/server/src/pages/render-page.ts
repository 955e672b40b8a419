import type {
  BrowserErrorReports,
  DemoBrandLink,
  PageBootstrap,
  PrimedReads,
  Schemas,
} from '@storefront/contract';
import { demoBrandFiles } from '../db/seed/demo-brands.js';
import type { Language } from '@storefront/core';
import { withFirstView } from './first-view.js';
import { modulePreloadLinks } from './module-preloads.js';
import type { PageTarget } from './resolve-page.js';
import { MANIFEST_FILE } from './web-manifest.js';

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
  return demoBrandFiles().map(({ brand }) => ({
    name: brand.name,
    path: `/${brand.domains.temporary}`,
    customDomain: brand.domains.custom,
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
  options: {
    build?: string;
    production: boolean;
    /** The response's Content-Security-Policy nonce, carried by every script the server inlines. */
    nonce?: string;
    businessCard?: Schemas['BusinessCard'] | null;
    origin?: string;
    /** The browser's error reports, when configured. */
    errorReports?: BrowserErrorReports;
    /** Public read answers the first screen reads (pages/primed-reads.ts). */
    primedReads?: PrimedReads;
    /** Server-rendered first content for #root (pages/first-view.ts), in its language. */
    firstView?: { html: string; language: Language };
    /** The chunks of a first screen the app loads after its first script (pages/module-preloads.ts). */
    modulePreloads?: readonly string[];
  },
): string {
  const demos = demoBrandLinks(target, options.production);
  const bootstrap: PageBootstrap = {
    app: target.app,
    basePath: target.basePath,
    brand: target.brand ?? null,
    slug: target.slug ?? options.businessCard?.slug ?? null,
    ...(demos && { demoBrands: demos }),
    ...(options.businessCard !== undefined && { businessCard: options.businessCard }),
    ...(options.errorReports && { errorReports: options.errorReports }),
    ...(options.primedReads && { primedReads: options.primedReads }),
  };
  const brand = target.brand;
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : '';
  let html = indexHtml.replace(
    '</head>',
    `<script${nonce}>window.__BOOTSTRAP__=${scriptSafeJson(bootstrap)}</script></head>`,
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
      `<link rel="icon" href="${escapeHtml(brand.setting.brandFavicon)}"><meta name="theme-color" content="${escapeHtml(brand.setting.color)}"><link rel="manifest" href="${escapeHtml(`${target.basePath}/${MANIFEST_FILE}`)}"></head>`,
    );
  }
  if (brand && !options.businessCard) {
    // What search engines show under the page's title: the brand's tagline.
    html = html.replace(
      '</head>',
      `<meta name="description" content="${escapeHtml(brand.setting.taglineEN || `Order direct from ${brand.brand.brandName}`)}"></head>`,
    );
  }
  if (options.modulePreloads?.length)
    html = html.replace('</head>', `${modulePreloadLinks(options.modulePreloads)}</head>`);
  if (options.firstView) html = withFirstView(html, options.firstView.html, options.firstView.language);
  if (options.businessCard)
    html = withCardHead(html, options.businessCard, options.origin ?? '', options.nonce);
  return html;
}

/**
 * A business card reads well when shared: its title, a description naming its brands, preview
 * tags with the first brand's logo, and schema.org JSON-LD (the business as an Organization, each
 * brand a FoodEstablishment with its menu, phone and address on the web).
 */
export function withCardHead(
  html: string,
  card: Schemas['BusinessCard'],
  origin: string,
  nonce?: string,
): string {
  const names = card.permittedBrands.map((brand) => brand.brandName);
  const description = `Order direct from ${names.join(', ')}.`;
  const image = card.permittedBrands[0]?.logo;
  const absolute = (path: string) => (/^https?:/.test(path) ? path : `${origin}${path}`);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: card.title.en,
    alternateName: card.title.ar,
    url: absolute(`/${card.slug}/card`),
    telephone: card.phoneNumber,
    subOrganization: card.permittedBrands.map((brand) => ({
      '@type': 'FoodEstablishment',
      name: brand.brandName,
      alternateName: brand.brandNameAR,
      url: absolute(`/${brand.temporaryDomainName}`),
      telephone: brand.mobileNumber,
      image: absolute(brand.logo),
      hasMenu: absolute(`/${brand.temporaryDomainName}/store/store-detail`),
    })),
  };
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(card.title.en)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(absolute(image))}">`] : []),
    // The tab's icon: the first brand's logo (else the browser asks for a /favicon.ico we do not have).
    ...(image && !html.includes('rel="icon"') ? [`<link rel="icon" href="${escapeHtml(image)}">`] : []),
    `<meta name="twitter:card" content="summary">`,
    `<script type="application/ld+json"${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${scriptSafeJson(jsonLd)}</script>`,
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(card.title.en)}</title>`)
    .replace('</head>', `${tags}</head>`);
}
