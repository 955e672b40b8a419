import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (issue 19 item 6): our own small onSend hook, no dependency.
 *
 * - Pages carry a Content-Security-Policy with a per-response nonce (`pageSecurityPolicy`), set by
 *   the page handler, so the bootstrap and JSON-LD the server inlines still run while no other
 *   inline script does.
 * - Everything else (API answers, files, the service worker) gets `default-src 'none'`: JSON and
 *   files run nothing, and nothing of ours is framed.
 * - An answer that sets its own policy keeps it (the sandbox gateway's 3-D Secure and hosted pages
 *   may be framed by a checkout, so they get no X-Frame-Options either).
 */

/**
 * What the apps load from elsewhere. Stripe.js (a brand with a real Stripe key: `loadStripe` inserts
 * js.stripe.com, Elements and its 3-D Secure modal are frames of js.stripe.com / hooks.stripe.com,
 * and it calls api.stripe.com); the wallet sheet's payment method manifests. Checkout.com cards
 * are tokenised through the gateway's browser endpoint and 3-D Secure is a full-page redirect, so no Checkout.com host is needed on our pages;
 * the map is the built-in schematic one (no Google Maps script); the apps load no tracking pixel.
 */
export const STRIPE_SCRIPT_HOSTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
export const STRIPE_FRAME_HOSTS = [
  'https://js.stripe.com',
  'https://*.js.stripe.com',
  'https://hooks.stripe.com',
];
export const STRIPE_CONNECT_HOSTS = ['https://api.stripe.com'];
/**
 * The wallet sheet (Payment Request API) names the payment methods `https://google.com/pay` and
 * `https://apple.com/apple-pay`; the browser fetches their payment method manifests under the
 * page's connect-src (Google's points on to pay.google.com).
 */
export const WALLET_CONNECT_HOSTS = ['https://google.com', 'https://pay.google.com', 'https://apple.com'];

/** The policy of API answers and files: nothing runs, nothing frames them. */
export const API_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** A fresh nonce for one page answer. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of an app's page. `gatewayOrigin` is the sandbox gateway's public origin when it is not
 * the page's own (a brand on its own domain posts card forms to the shared domain's sandbox).
 */
export function pageSecurityPolicy(
  nonce: string,
  options: { gatewayOrigin?: string | undefined } = {},
): string {
  const connect = [
    "'self'",
    ...STRIPE_CONNECT_HOSTS,
    ...WALLET_CONNECT_HOSTS,
    ...(options.gatewayOrigin ? [options.gatewayOrigin] : []),
  ];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${STRIPE_SCRIPT_HOSTS.join(' ')}`,
    // Inline styles: React style props, the brand theme's custom properties, Stripe Elements.
    "style-src 'self' 'unsafe-inline'",
    // Brand pictures may come from a brand's own CDN.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${STRIPE_FRAME_HOSTS.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A year, with subdomains: sent only on answers to requests that came over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const ownPolicy = reply.hasHeader('content-security-policy');
    if (!ownPolicy) {
      reply.header('content-security-policy', API_SECURITY_POLICY);
      reply.header('x-frame-options', 'DENY');
    }
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy'))
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
