import type { Language } from '@storefront/core';
/**
 * The apps' pages: every GET that is not the API or a file is a page of one of the apps, for the
 * brand the host and path name, sent with its nonce, its primed reads and its first view so it
 * shows before the scripts run; and each brand's web app manifest and business card.
 */
import type { Schemas } from '@storefront/contract';
import type { UnixSeconds } from '@storefront/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { businessCard } from '../catalogue/business-card.js';
import type { Db } from '../db/database.js';
import { errorBody } from '../http/api-types.js';
import { newNonce, securePage } from '../http/security-headers.js';
import {
  brandHomeFirstView,
  isBrandHome,
  isStorePage,
  pageLanguage,
  paymentLinkCartOf,
  paymentLinkFirstView,
  storePageFirstView,
} from '../pages/first-view.js';
import type { ModulePreloads } from '../pages/module-preloads.js';
import { primedReads, primedStoreName } from '../pages/primed-reads.js';
import { demoBrandLinks, renderPage } from '../pages/render-page.js';
import { resolvePage, type AppName, type PageTarget } from '../pages/resolve-page.js';
import type { AppStamps } from '../pages/service-worker.js';
import { MANIFEST_FILE, manifestBasePath, webManifest } from '../pages/web-manifest.js';
import { noSuchPath } from './errors.js';
import type { AppOptions, AppServices } from './types.js';

/** The card a business-card page shows: `/{slug}/card`, or `?slug=` on /business-card. */
async function cardOf(
  request: FastifyRequest,
  target: PageTarget,
  db: Db,
  services: AppServices,
  clock: () => Date,
) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const slug = target.slug ?? (typeof query.slug === 'string' ? query.slug : undefined);
  if (!slug || !/^[a-z0-9][a-z0-9-]{0,62}$/.test(slug)) return undefined;
  const now = () => Math.floor(clock().getTime() / 1000) as UnixSeconds;
  return businessCard({ db, brands: services.brands, catalogue: services.catalogue, now }, slug);
}

/** A brand's web app manifest (pages/web-manifest.ts); `?lang=ar` or `en` asks for that language. */
async function sendWebManifest(
  request: FastifyRequest,
  reply: FastifyReply,
  basePath: string,
  services: AppServices,
) {
  const target = await resolvePage(request.headers.host ?? '', basePath || '/', services.brands);
  if (!target.brand || target.basePath !== basePath) {
    return reply.status(404).send(errorBody('NOT_FOUND', noSuchPath('GET', `${basePath}/${MANIFEST_FILE}`)));
  }
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return reply
    .header('cache-control', 'no-cache')
    .type('application/manifest+json; charset=utf-8')
    .send(
      JSON.stringify(webManifest(target.brand, basePath, lang === 'ar' || lang === 'en' ? lang : undefined)),
    );
}

/** Every other GET is a page of one of the apps, for the brand the host and path name. */
export function registerPages(
  app: FastifyInstance,
  options: AppOptions,
  services: AppServices,
  files: { indexPages: Map<AppName, string>; stamps: AppStamps; preloads: ModulePreloads },
  clock: () => Date,
): void {
  const { indexPages, stamps, preloads } = files;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname.startsWith('/static/') || request.method !== 'GET') {
      return reply.status(404).send(errorBody('NOT_FOUND', noSuchPath(request.method, pathname)));
    }
    const manifestOf = manifestBasePath(pathname);
    if (manifestOf !== null) return sendWebManifest(request, reply, manifestOf, services);
    const target = await resolvePage(request.headers.host ?? '', pathname, services.brands);
    const indexHtml = indexPages.get(target.app);
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(`The ${target.app} app is not built. Run: pnpm build`);
    }
    if (target.brand) reply.header('brandid', target.brand.brand._id);
    const nonce = newNonce();
    const gateway = options.payments?.PUBLIC_ORIGIN;
    const reports = options.browserErrorReports;
    securePage(reply, nonce, {
      integrations: target.brand?.activeIntegrations ?? [],
      gatewayOrigin: gateway && new URL(gateway).origin,
      errorReportOrigin: reports && new URL(reports.dsn).origin,
    });
    const card =
      target.app === 'business-card'
        ? await cardOf(request, target, options.database.db, services, clock)
        : undefined;
    // The shared domain's root with the demo brands is a page of its own, not a missing one.
    const status = target.brand || card || demoBrandLinks(target, options.production === true) ? 200 : 404;
    const page = {
      home: isBrandHome(target, pathname),
      storePage: isStorePage(target, pathname),
      paymentLinkCart: paymentLinkCartOf(target, pathname),
    };
    const primed = await primedReads(app, target, request.url, request.headers.host ?? '', page);
    const language = pageLanguage(request.headers['accept-language'], request.headers.cookie);
    const firstView = !target.brand
      ? undefined
      : page.home
        ? { html: brandHomeFirstView(target.brand, language), language }
        : page.storePage
          ? { html: storePageFirstView(target.brand, primedStoreName(primed, language)), language }
          : primed?.paymentLink
            ? linkFirstView(primed.paymentLink.link, language)
            : undefined;
    // The service worker keeps one page per app and brand for offline use (apps/storefront/service-worker/pages.ts).
    if (target.brand && target.app !== 'business-card')
      reply.header('storefront-page', `${target.app} ${target.basePath}`.trim());
    // No ETag on pages: a 304 would keep the browser's copy and so its old nonce, one nonce for
    // many answers, which is what a per-answer nonce exists to prevent; and the page (~1 KB
    // compressed) costs little more to send than to revalidate.
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        renderPage(indexHtml, target, {
          production: options.production === true,
          build: stamps[target.app],
          nonce,
          ...(primed && { primedReads: primed }),
          ...(firstView && { firstView }),
          modulePreloads: preloads(target.app, page.storePage ? 'storePage' : null),
          ...(reports && {
            errorReports: { ...reports, release: options.buildId ?? stamps[target.app] },
          }),
          ...(target.app === 'business-card' && {
            businessCard: card ?? null,
            origin: `${request.protocol}://${request.headers.host ?? 'localhost'}`,
          }),
        }),
      );
  });
}

/** A payment link's first view with its language, or undefined when the app shows the link itself. */
function linkFirstView(link: Schemas['PaymentLink'], language: Language) {
  const html = paymentLinkFirstView(link, language);
  return html === null ? undefined : { html, language };
}
