import { randomBytes } from 'node:crypto';
import {
  GOOGLE_MAPS_ORIGINS,
  googleMapsKey,
  loadableTracking,
  mapTileSource,
  tileTemplateOrigin,
  TRACKING_INTEGRATIONS,
  type BrandIntegration,
  type ThirdPartyOrigins,
} from '@storefront/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { contentSecurityPolicy, type HelmetOptions } from 'helmet';

/**
 * Security headers on every answer, written by helmet.
 *
 * - Every answer gets helmet's headers with `default-src 'none'`: JSON and files run nothing, and
 *   nothing of ours is framed (X-Frame-Options DENY, frame-ancestors 'none'). Helmet's middleware
 *   runs once at start-up and its headers are kept; each answer then copies them (running it per
 *   request, as @fastify/helmet does, cost a cached menu read about a tenth of its time).
 * - Pages replace that policy with their own (`securePage`): a per-response nonce, so the bootstrap
 *   and JSON-LD the server inlines still run while no other inline script does, and exactly the
 *   origins the brand's active integrations need (`pageDirectives`).
 * - An answer that sets its own policy keeps it (the sandbox gateway's 3-D Secure and hosted pages
 *   may be framed by a checkout, so they get no X-Frame-Options either).
 * - HSTS only on answers to requests that came over https (as a trusted proxy tells), which helmet
 *   cannot tell apart, so a small hook of ours adds it.
 */

/**
 * Stripe.js (a brand with an active Stripe integration: `loadStripe` inserts js.stripe.com,
 * Elements and its 3-D Secure modal are frames of js.stripe.com / hooks.stripe.com, and it calls
 * api.stripe.com). Checkout.com cards are tokenised through the gateway's own browser endpoint and
 * its 3-D Secure is a full-page redirect: no Checkout.com script or frame runs in our pages, so
 * its integration adds no origin.
 */
export const STRIPE_ORIGINS: ThirdPartyOrigins = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
/**
 * The wallet sheet (Payment Request API, offered with Stripe or an Apple Pay integration) names
 * the payment methods `https://google.com/pay` and `https://apple.com/apple-pay`; the browser
 * fetches their payment method manifests under the page's connect-src (Google's points on to
 * pay.google.com).
 */
export const WALLET_ORIGINS: ThirdPartyOrigins = {
  script: [],
  connect: ['https://google.com', 'https://pay.google.com', 'https://apple.com'],
};

/** The policy of API answers and files: nothing runs, nothing frames them. */
export const API_DIRECTIVES = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
};

/** The API policy as helmet writes it. */
export const API_POLICY = "default-src 'none';frame-ancestors 'none';base-uri 'none'";

/** A fresh nonce for one page answer. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** What a page loads from elsewhere besides its own origin. */
export interface PageNeeds {
  /** The brand's active integrations (none for pages without a brand). */
  integrations?: readonly BrandIntegration[];
  /** The sandbox gateway's public origin when it is not the page's own (PUBLIC_ORIGIN). */
  gatewayOrigin?: string | undefined;
  /** Where the browser sends error reports (the browser DSN's origin), when they are on. */
  errorReportOrigin?: string | undefined;
}

/** The third parties a brand's page loads, by its active integrations. */
export function thirdPartiesOf(integrations: readonly BrandIntegration[]): ThirdPartyOrigins[] {
  const active = (name: string) => integrations.some((entry) => entry.isActive && entry.name === name);
  return [
    ...(active('stripe') ? [STRIPE_ORIGINS] : []),
    ...(active('stripe') || active('applePay') ? [WALLET_ORIGINS] : []),
    ...(googleMapsKey(integrations) ? [GOOGLE_MAPS_ORIGINS] : []),
    ...tileOrigins(integrations),
    ...loadableTracking(integrations).map((tracking) => TRACKING_INTEGRATIONS[tracking.name].origins),
  ];
}

/** The open map's tiles are images: an http tile server (on a LAN) must be named; https ones already are. */
function tileOrigins(integrations: readonly BrandIntegration[]): ThirdPartyOrigins[] {
  const source = mapTileSource(integrations);
  const origin = source && tileTemplateOrigin(source.url);
  return origin?.startsWith('http:') ? [{ script: [], connect: [], img: [origin] }] : [];
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** The Content-Security-Policy directives of an app's page, as helmet takes them. */
export function pageDirectives(nonce: string, needs: PageNeeds = {}): Record<string, string[]> {
  const parties = thirdPartiesOf(needs.integrations ?? []);
  const of = (key: keyof ThirdPartyOrigins) => unique(parties.flatMap((party) => party[key] ?? []));
  const own = (origin: string | undefined) => (origin ? [origin] : []);
  const frames = of('frame');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...of('script')],
    // Inline styles: React style props, the brand theme's custom properties, Stripe Elements.
    'style-src': ["'self'", "'unsafe-inline'", ...of('style')],
    // Brand pictures may come from a brand's own CDN; pixels report through images.
    'img-src': unique(["'self'", 'data:', 'blob:', 'https:', ...of('img')]),
    'font-src': ["'self'", 'data:', ...of('font')],
    'connect-src': unique([
      "'self'",
      ...of('connect'),
      ...own(needs.gatewayOrigin),
      ...own(needs.errorReportOrigin),
    ]),
    'frame-src': frames.length ? frames : ["'none'"],
    // Session replay compresses in a worker it creates from a blob.
    'worker-src': ["'self'", ...(needs.errorReportOrigin ? ['blob:'] : [])],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** A year, with subdomains: sent only on answers to requests that came over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** What helmet's middleware does with a response: it sets headers and removes them, nothing else. */
interface HeaderSink {
  setHeader(name: string, value: string | number | readonly string[]): unknown;
  removeHeader(name: string): unknown;
}

/**
 * Helmet's middleware as it is called here: with no request (it reads nothing of it) and a
 * `HeaderSink` for the response. Declared as a method, whose parameters TypeScript compares both
 * ways, so helmet's middleware (typed for node's whole ServerResponse, of which it uses the two
 * methods above) fits it as it is, while a middleware wanting anything else would not.
 */
interface HeaderMiddleware {
  run(request: object, response: HeaderSink, next: (error?: unknown) => void): void;
}

/** Runs helmet's middleware at once, outside any request; an error it reports is thrown. */
function runMiddleware(middleware: HeaderMiddleware['run'], response: HeaderSink): void {
  middleware({}, response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
}

/** The headers helmet's middleware writes with `options` (it reads nothing of the request). */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  runMiddleware(helmet(options), {
    setHeader(name, value) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name) {
      delete headers[name.toLowerCase()];
    },
  });
  return headers;
}

/** What every answer carries: helmet's headers around the API policy. */
export const API_HEADERS = helmetHeaders({
  contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
});

/** Helmet's headers on every answer; registered before any route or plugin. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(API_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // An answer with a policy of its own that lets itself be framed (the sandbox's pages) decides
    // its framing by that policy; every other answer (the API's, pages, the service worker) is never framed.
    const policy = reply.getHeader('content-security-policy');
    if (policy !== API_POLICY && !/frame-ancestors 'none'/.test(String(policy ?? '')))
      reply.removeHeader('x-frame-options');
    return payload;
  });
}

/** A policy's header value as helmet writes it. */
export function policyHeader(directives: Readonly<Record<string, readonly string[]>>): string {
  let value = '';
  runMiddleware(
    contentSecurityPolicy({ useDefaults: false, directives: directives as Record<string, string[]> }),
    {
      setHeader: (_name, header) => {
        value = String(header);
      },
      removeHeader: () => undefined,
    },
  );
  return value;
}

/** A page's policy for this answer, with its nonce and the brand's third parties. */
export function securePage(reply: FastifyReply, nonce: string, needs: PageNeeds): void {
  reply.header('content-security-policy', policyHeader(pageDirectives(nonce, needs)));
}
