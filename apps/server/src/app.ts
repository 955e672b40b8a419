import type { Schemas } from '@storefront/contract';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { deliverSandboxEvents, type SandboxWebhookOptions } from './webhooks/sandbox-deliveries.js';
import { webhookRoutes } from './webhooks/routes.js';
import { placeKeptOrder } from './webhooks/complete-payment.js';
import { watch } from './ops/metrics.js';
import { registerLoadShedding } from './ops/load-shedding.js';
import { opsRoutes } from './ops/routes.js';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { BrandService } from './brands/brand-service.js';
import { brandHandlers } from './brands/handlers.js';
import { CatalogueService } from './catalogue/catalogue-service.js';
import { catalogueHandlers } from './catalogue/handlers.js';
import { FallbackGeocoder, GazetteerGeocoder, type Geocoder } from './geo/geocoder.js';
import { authHandlers } from './auth/handlers.js';
import { ConsoleOtpSender, type OtpSender } from './auth/otp-sender.js';
import { OtpService, type OtpLimits } from './auth/otp.js';
import { loadSecret } from './auth/secrets.js';
import { SESSIONS_CHANNEL, SessionService } from './auth/sessions.js';
import { customerHandlers } from './customers/handlers.js';
import { ordersHandlers } from './orders/handlers.js';
import { unplacedPayments, type UnplacedPayments } from './orders/unplaced-payments.js';
import { paymentLinksHandlers } from './payment-links/handlers.js';
import {
  createApplePayValidator,
  createGateways,
  sandboxRoutes,
  type ApplePayMerchantValidator,
  type PaymentGateways,
  type PaymentsLogger,
  type PaymentsConfig,
} from './payments/index.js';
import { paymentsHandlers } from './payments/handlers.js';
import { OpenStreams, RECONNECT_ELSEWHERE, type StreamLimits } from './push/event-stream.js';
import { closeIdleEmptySessions } from './table-sessions/staff-tables.js';
import { pushHandlers } from './push/handlers.js';
import { StatusFeed } from './push/status-feed.js';
import { staffHandlers } from './staff/handlers.js';
import { kitchenHandlers } from './kitchen/handlers.js';
import { brandFileHandlers } from './brands/brand-file/handlers.js';
import { BRAND_MEDIA_PREFIX } from './brands/brand-file/media.js';
import { registerInvoicePages } from './invoices/links.js';
import { StoreMenuFeed } from './push/menu-feed.js';
import { tableSessionHandlers } from './table-sessions/handlers.js';
import { TableSessionFeed } from './table-sessions/session-feed.js';
import { staffTableSessionHandlers } from './table-sessions/staff-tables.js';
import { StaffSessions } from './staff/staff-sessions.js';
import type { MapTileSource, UnixSeconds } from '@storefront/core';
import type { Database, Db } from './db/database.js';
import { errorBody, type Handlers } from './http/api-types.js';
import { AnswerCache, type CachedAnswer } from './http/answer-cache.js';
import { negotiateEncoding, registerCompression, varyOnEncoding } from './http/compression.js';
import { FixedWindowLimit } from './http/fixed-window-limit.js';
import { said } from './http/messages.js';
import { loadOperationRoutes } from './http/openapi.js';
import { refuseNulCharacters } from './http/refuse-nul.js';
import type { ErrorReporter } from './http/error-reports.js';
import { newNonce, registerSecurityHeaders, securePage } from './http/security-headers.js';
import { createValidatorCompiler } from './http/validation.js';
import { demoBrandLinks, renderPage } from './pages/render-page.js';
import {
  brandHomeFirstView,
  isBrandHome,
  isStorePage,
  pageLanguage,
  paymentLinkCartOf,
  paymentLinkFirstView,
  storePageFirstView,
  type PageLanguage,
} from './pages/first-view.js';
import {
  modulePreloadsOf,
  readViteManifest,
  type ModulePreloads,
  type ViteManifest,
} from './pages/module-preloads.js';
import { primedReads, primedStoreName } from './pages/primed-reads.js';
import { inlineStylesheets } from './pages/inline-styles.js';
import { resolvePage, type AppName, type PageTarget } from './pages/resolve-page.js';
import { businessCard } from './catalogue/business-card.js';
import {
  appStamps,
  SERVICE_WORKER_POLICY,
  serviceWorkerScript,
  type AppStamps,
  type ReadRoute,
} from './pages/service-worker.js';
import { MANIFEST_FILE, manifestBasePath, webManifest } from './pages/web-manifest.js';
import { authorize, sameText, type Authenticators, type Caller } from './http/security.js';
import { dinerOfToken } from './table-sessions/diners.js';
import { defaultAppsDir, i18nResourcesDir, openapiFile, openapiRoutesCache, serverRoot } from './paths.js';

export interface AppOptions {
  database: Database;
  /** A pino logger; silent when omitted. */
  logger?: FastifyBaseLogger;
  /** Folder holding the apps' folders (each with a built `dist/`). */
  appsDir?: string;
  /** Pictures uploaded with brand files (MEDIA_DIR); a folder of the system's temporary ones by default. */
  mediaDir?: string;
  /** Reverse geocoder and place search (Google's, Nominatim); the offline gazetteer when omitted, and whenever it fails. */
  geocoder?: Geocoder;
  /** The map tiles of brands without their own `mapTiles` integration; none (the schematic map) when omitted. */
  mapTiles?: MapTileSource | null;
  /** The clock; tests pin it. */
  clock?: () => Date;
  /** Delivers sign-in codes; the console sender (with the dev outbox) when omitted. */
  otpSender?: OtpSender;
  /** Production mode: no dev outbox, and configured secrets are required. */
  production?: boolean;
  /** Configured secrets; generated once and kept in the database when absent (not in production). */
  secrets?: { session?: string | undefined; otp?: string | undefined; tableCodes?: string | undefined };
  /** Payment provider keys; the sandbox gateway answers for every flow without them. */
  payments?: PaymentsConfig;
  /** Apple Pay merchant validation; the offline sandbox validator when omitted. */
  applePay?: ApplePayMerchantValidator;
  /** How the sandbox delivers its webhook events to this server (at once, once, by default). */
  sandboxWebhooks?: SandboxWebhookOptions;
  /** Sign-in codes allowed per IP an hour (default 20). */
  otpSendsPerIpPerHour?: number;
  /** Live streams allowed per token, per client IP and in all, in this process (push/event-stream.ts). */
  streamLimits?: StreamLimits;
  /**
   * The other sign-in code limits: per brand an hour (default 500) and the breaker in front of the
   * sender (paused after 5 failed sends in a row or beyond 300 sends a minute, for 60 s).
   */
  otpLimits?: Omit<OtpLimits, 'perIpPerHour'>;
  /** Public order-tracking lookups allowed per IP a minute (default 120). */
  trackingLookupsPerIpPerMinute?: number;
  /**
   * Proxies whose X-Forwarded-For is believed (IPs or CIDRs, e.g. the load balancer's). None by
   * default: the client's address is the socket's, so a forged header cannot dodge per-IP limits.
   */
  trustedProxies?: readonly string[];
  /** Key of the operator calls; they answer 401 without one. */
  adminKey?: string | undefined;
  /** The release's id for new-build detection; a hash of each app's built index.html when omitted. */
  buildId?: string;
  /**
   * Close a request whose headers and body have not all arrived after this long (408, or the
   * connection closed); 30 s when omitted.
   */
  requestTimeoutMs?: number;
  /** Bound of the read calls' answer cache, in bytes (64 MB when omitted). */
  answerCacheBytes?: number;
  /**
   * Look for abandoned card payments (paid, no order) this often and give them back once they are
   * `abandonAfterMs` old. Off when omitted (tests run the sweep themselves).
   */
  abandonedPayments?: { sweepEveryMs: number; abandonAfterMs: number };
  /**
   * Close table sessions with no round sent this long after they opened, looking this often (a
   * guest who scanned and left must not hold the table). Off when omitted (tests close them).
   */
  emptyTableSessions?: { sweepEveryMs: number; closeAfterMs: number };
  /** Where the server's failures are reported (Sentry, by SENTRY_DSN); nowhere when omitted. */
  errorReporter?: ErrorReporter;
  /** The browser's error reports (Sentry, by SENTRY_BROWSER_DSN), handed to every page; off when omitted. */
  browserErrorReports?: { dsn: string; environment: string };
  /** Bearer token of `/metrics` (docs/operations.md); unset, the route does not exist. */
  metricsToken?: string | undefined;
  /** Whether the process is draining (`/readyz` says 503 then); never, without one. */
  draining?: () => boolean;
  /** Refuse requests with 503 and Retry-After once the event loop lags this much (docs/operations.md). */
  loadShedding?: { maxEventLoopDelayMs: number; retryAfterSeconds: number };
}

export interface AppServices {
  brands: BrandService;
  catalogue: CatalogueService;
  sessions: SessionService;
  otp: OtpService;
  outbox: ConsoleOtpSender | undefined;
  gateways: PaymentGateways;
  /** The server's log, where payment give-backs (and refunds a gateway refused) are reported. */
  logger: PaymentsLogger;
  applePay: ApplePayMerchantValidator;
  /** Gives back payments that became no order (refused, or abandoned by the payer). */
  unplaced: UnplacedPayments;
  /** Serialised answers of the read calls. */
  answers: AnswerCache;
  /** Order status changes as they happen, from every process (LISTEN/NOTIFY). */
  feed: StatusFeed;
  /** Open Server-Sent Events streams, ended when the server closes. */
  streams: OpenStreams;
  /** Staff sign-in and sessions (the order board), apart from customers'. */
  staffSessions: StaffSessions;
  /** Table-session changes as they happen, from every process (LISTEN/NOTIFY). */
  tableFeed: TableSessionFeed;
  /** Kitchen changes of each store (sold out, paused, busy), from every process, for its open screens. */
  menuFeed: StoreMenuFeed;
  /** Key of the printed table codes' tokens, and of diner tokens. */
  tableSecret: Buffer;
  dinerSecret: Buffer;
  /** Key of tax documents' shareable links (docs/invoices.md). */
  invoiceSecret: Buffer;
  /** Key of orders' rating links (docs/architecture.md "Links that are capabilities"). */
  feedbackSecret: Buffer;
}

const APPS: AppName[] = ['storefront', 'dine-in', 'payment-link', 'business-card', 'operator'];

/** The framework's own refusals: malformed input (its text as detail), unknown paths, crashes. */
/**
 * Input the API cannot take: a sentence for the person (report D09: customers saw the schema's
 * text), the framework's detail kept in `messageParams.detail` for the developer.
 */
const requestInvalid = (detail: string) =>
  said('requestInvalid', 'This link or request is not valid. Please check it and try again', { detail });
const somethingWentWrong = said(
  'somethingWentWrong',
  "We're sorry, but something went wrong. Please try again",
);
const noSuchTranslationFile = said('noSuchTranslationFile', 'No such translation file');
const noSuchPath = (method: string, path: string) =>
  said('noSuchPath', `No such path: ${method} ${path}`, { method, path });

function statusOf(error: FastifyError): number {
  return error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
}

/** Close a request not fully received after this long (headers and body), by default. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * One error handler for every route, the sandbox's included (so it is set before any plugin):
 * malformed input answers 400 with the framework's text; anything else is logged and answered with
 * the generic message, never with SQL, a stack or an internal error's text.
 */
function handleErrors(app: FastifyInstance, reporter: ErrorReporter | undefined): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send(errorBody('BAD_REQUEST', requestInvalid(error.message)));
    }
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      reporter?.capture(error, { method: request.method, url: request.url });
      return reply.status(status).send(errorBody('INTERNAL', somethingWentWrong));
    }
    return reply.status(status).send(errorBody('BAD_REQUEST', requestInvalid(error.message)));
  });
}

/** The brand a custom domain names, or '' (the shared domain, or a host no brand has). */
async function hostBrandId(brands: BrandService, host: string | undefined): Promise<string> {
  if (!host) return '';
  const brand = await brands.byCustomDomain(host.replace(/:\d+$/, ''));
  return brand?.brand._id ?? '';
}

/** The services every module shares, and the sweep of abandoned payments when asked for. */
async function createServices(
  app: FastifyInstance,
  options: AppOptions,
  clock: () => Date,
): Promise<AppServices> {
  const { db } = options.database;
  if (options.production && (!options.secrets?.session || !options.secrets.otp)) {
    throw new Error('Production mode needs SESSION_SECRET and OTP_SECRET');
  }
  const consoleSender = options.otpSender ? undefined : new ConsoleOtpSender((line) => app.log.info(line));
  if (options.production && consoleSender)
    throw new Error('Production mode needs a real OTP sender (OTP_SENDER)');
  const otpSender = options.otpSender ?? consoleSender!;
  const sessionSecret = await loadSecret(db, 'session', options.secrets?.session);
  const otpSecret = await loadSecret(db, 'otp', options.secrets?.otp);
  const brands = new BrandService(db, options.mapTiles ?? null);
  const catalogue = new CatalogueService(db);
  // The embedded database has one process, which hears its own notices before a write's answer:
  // signed-in customers are kept in memory there. On PostgreSQL other processes' notices arrive a
  // moment late, and a revoked session must stop at once everywhere, so each call asks the database.
  const sessions = new SessionService(db, sessionSecret, {
    keepSessions: options.database.kind === 'pglite',
  });
  const otp = new OtpService(
    db,
    otpSecret,
    otpSender,
    { ...options.otpLimits, perIpPerHour: options.otpSendsPerIpPerHour },
    app.log,
  );
  const gateways = createGateways({ ...options.payments, production: options.production === true }, db, {
    logger: app.log,
    now: clock,
  });
  const applePay =
    options.applePay ??
    createApplePayValidator({ NODE_ENV: options.payments?.NODE_ENV }, { logger: app.log, now: clock });
  const unplaced = unplacedPayments({ db, gateways, logger: app.log });
  const answers = answerCache(catalogue, brands, clock, options.answerCacheBytes);
  // A write to a brand's catalogue, by any process, drops the cached brand and catalogue.
  // Brand settings come from the brands table alone: a menu change leaves them cached.
  const stopCatalogueListener = await catalogue.listen(options.database, (_brandId, table) => {
    if (table === undefined || table === 'brands') brands.invalidate();
  });
  app.addHook('onClose', async () => stopCatalogueListener());
  const stopSessionsListener = await options.database.listen(SESSIONS_CHANNEL, () =>
    sessions.forgetKeptSessions(),
  );
  app.addHook('onClose', async () => stopSessionsListener());
  const { feed, tableFeed, menuFeed } = await startFeeds(app, options.database, catalogue);
  const streams = new OpenStreams(options.streamLimits);
  // Streams end before the server waits for its connections to close; the listener stops after.
  // Told to reconnect soon: behind a proxy, to another process (docs/operations.md).
  app.addHook('preClose', async () => streams.endAll(RECONNECT_ELSEWHERE));
  const services: AppServices = {
    feed,
    tableFeed,
    menuFeed,
    tableSecret: await loadSecret(db, 'table-codes', options.secrets?.tableCodes),
    // Diner tokens under a key of their own, derived from the session key (no token passes for the other).
    dinerSecret: createHmac('sha256', sessionSecret).update('diner-tokens').digest(),
    // Invoice links under a key of their own, derived the same way.
    invoiceSecret: createHmac('sha256', sessionSecret).update('invoice-links').digest(),
    feedbackSecret: createHmac('sha256', sessionSecret).update('feedback-links').digest(),
    streams,
    staffSessions: new StaffSessions(db, sessionSecret),
    brands,
    catalogue,
    sessions,
    otp,
    outbox: consoleSender,
    gateways,
    logger: app.log,
    applePay,
    unplaced,
    answers,
  };
  if (options.emptyTableSessions) {
    const { sweepEveryMs, closeAfterMs } = options.emptyTableSessions;
    const timer = setInterval(() => {
      closeIdleEmptySessions(db, clock(), closeAfterMs)
        .then((closed) => closed > 0 && app.log.info({ closed }, 'empty table sessions closed'))
        .catch((error: unknown) => app.log.error({ err: error }, 'empty table session sweep failed'));
    }, sweepEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  if (options.abandonedPayments) {
    const { sweepEveryMs, abandonAfterMs } = options.abandonedPayments;
    const timer = setInterval(() => {
      unplaced
        .sweepAbandoned({
          now: clock(),
          abandonAfterMs,
          placeKept: (reference) => placeKeptOrder({ ...services, db, clock }, reference),
        })
        .then((swept) => swept.refunded > 0 && app.log.warn(swept, 'abandoned payments given back'))
        .catch((error: unknown) => app.log.error({ err: error }, 'abandoned payment sweep failed'));
    }, sweepEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return services;
}

/** How the description's security schemes are checked (http/security.ts). */
function authenticatorsOf(options: AppOptions, services: AppServices, clock: () => Date): Authenticators {
  const { db } = options.database;
  return {
    bearerAuth: (request, brandId) => services.sessions.authenticate(request, clock(), brandId),
    staffAuth: (request) => services.staffSessions.authenticate(request, clock()),
    dinerToken: (_request, brandId, token) => dinerOfToken(db, services.dinerSecret, brandId, token, clock()),
    adminKey: (key) => Boolean(options.adminKey) && sameText(key, options.adminKey!),
  };
}

/** Every operation's handler; the read calls apart, for the answer cache. */
function operationHandlers(options: AppOptions, services: AppServices, clock: () => Date) {
  const { db } = options.database;
  const now = () => Math.floor(clock().getTime() / 1000) as UnixSeconds;
  const { brands, catalogue, sessions, otp, outbox: consoleSender, gateways, applePay, unplaced } = services;
  const readHandlers = {
    ...brandHandlers(services.brands),
    ...catalogueHandlers({
      brands: services.brands,
      catalogue: services.catalogue,
      geocoder: options.geocoder
        ? new FallbackGeocoder(options.geocoder, new GazetteerGeocoder(db), (error) =>
            options.logger?.warn({ err: error }, 'The geocoder failed; the offline gazetteer answered'),
          )
        : new GazetteerGeocoder(db),
      db,
      now,
      sessions,
    }),
  };
  const staff = staffHandlers({ db, ...services, clock });
  const handlers: Handlers = {
    ...readHandlers,
    ...authHandlers({ brands, otp, sessions, clock, ...(consoleSender && { outbox: consoleSender }) }),
    ...customerHandlers({ db, brands, catalogue, sessions, clock }),
    ...ordersHandlers({
      db,
      brands,
      catalogue,
      sessions,
      gateways,
      clock,
      unplaced,
      logger: services.logger,
      trackingLookups: new FixedWindowLimit(options.trackingLookupsPerIpPerMinute ?? 120, 60_000),
      tableSecret: services.tableSecret,
      invoiceSecret: services.invoiceSecret,
      feedbackSecret: services.feedbackSecret,
    }),
    ...paymentsHandlers({ db, brands, sessions, gateways, applePay, clock }),
    ...paymentLinksHandlers({
      db,
      brands,
      gateways,
      clock,
      logger: services.logger,
      invoiceSecret: services.invoiceSecret,
    }),
    ...pushHandlers({ db, sessions, feed: services.feed, streams: services.streams, clock }),
    ...staff,
    ...kitchenHandlers({ db, catalogue, menuFeed: services.menuFeed, streams: services.streams, clock }),
    ...brandFileHandlers({ db, mediaDir: mediaDirOf(options) }),
    ...staffTableSessionHandlers(
      {
        db,
        catalogue,
        staffSessions: services.staffSessions,
        gateways,
        clock,
        tableSecret: services.tableSecret,
      },
      staff.getStaffTables,
    ),
    ...tableSessionHandlers({
      db,
      brands,
      catalogue,
      gateways,
      feed: services.tableFeed,
      statusFeed: services.feed,
      streams: services.streams,
      clock,
      tableSecret: services.tableSecret,
      dinerSecret: services.dinerSecret,
      sessions,
      invoiceSecret: services.invoiceSecret,
    }),
  };

  return { handlers, readHandlers };
}

/**
 * A read call's answer from its cached bytes: the form the client accepts (brotli, gzip or plain
 * JSON), with that form's ETag; 304 when If-None-Match names any form (the same JSON).
 */
function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const encoding = answer.compressible ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
  const form = encoding ? answer.form(encoding) : answer.plain;
  reply.header('etag', form.etag).header('cache-control', 'no-cache');
  if (answer.compressible) varyOnEncoding(reply);
  if (answer.matches(request.headers['if-none-match'])) return reply.status(304).send();
  reply.status(200).type('application/json; charset=utf-8');
  if (!encoding) return reply.send(form.bytes);
  return reply.header('content-encoding', encoding).send(form.bytes);
}

/**
 * The gateways' webhook endpoint. With the sandbox, the server signs its own sandbox's events
 * with a secret of this process (unless one is configured) and delivers them to itself.
 */
async function registerWebhooks(
  app: FastifyInstance,
  options: AppOptions,
  services: AppServices,
  clock: () => Date,
): Promise<void> {
  const { gateways } = services;
  const sandboxSecret = (flow: 'intent' | 'frames', prefix: string) =>
    gateways.sandbox !== null && gateways.modes[flow] === 'sandbox'
      ? `${prefix}${randomBytes(24).toString('hex')}`
      : null;
  const stripeSecret = options.payments?.STRIPE_WEBHOOK_SECRET ?? sandboxSecret('intent', 'whsec_sbx_');
  const checkoutSecret = options.payments?.CHECKOUT_WEBHOOK_SECRET ?? sandboxSecret('frames', 'ckosbx_');
  if (!stripeSecret && gateways.modes.intent === 'live')
    app.log.warn('payments: STRIPE_WEBHOOK_SECRET is not set; Stripe webhook events are refused');
  if (!checkoutSecret && gateways.modes.frames === 'live')
    app.log.warn('payments: CHECKOUT_WEBHOOK_SECRET is not set; Checkout.com webhook events are refused');
  const { db } = options.database;
  await app.register(webhookRoutes, {
    db,
    brands: services.brands,
    catalogue: services.catalogue,
    gateways,
    clock,
    unplaced: services.unplaced,
    tableSecret: services.tableSecret,
    logger: services.logger,
    stripeSecret,
    checkoutSecret,
  });
  if (gateways.sandbox) {
    // The sandbox's own events only: a live gateway's secret never signs sandbox events.
    const secrets = {
      stripe: gateways.modes.intent === 'sandbox' ? stripeSecret : null,
      checkout: gateways.modes.frames === 'sandbox' ? checkoutSecret : null,
    };
    deliverSandboxEvents(app, gateways.sandbox, { ...options.sandboxWebhooks, secrets, clock });
  }
}

/** The API: one route per operation of the description, answered by its handler. */
async function registerOperations(
  app: FastifyInstance,
  options: AppOptions,
  services: AppServices,
  clock: () => Date,
): Promise<ReadRoute[]> {
  const { brands, gateways, answers } = services;
  const { handlers, readHandlers } = operationHandlers(options, services, clock);
  const authenticators = authenticatorsOf(options, services, clock);
  if (gateways.sandbox) await app.register(sandboxRoutes, { sandbox: gateways.sandbox });
  await registerWebhooks(app, options, services, clock);
  /** Operations that do not exist in production mode. */
  const devOnly = new Set<string>(['devOtpOutbox']);
  /** Read calls answer with an ETag, honour If-None-Match with 304, and are served from memory. */
  const etagged = new Set<string>(Object.keys(readHandlers));
  // Answers that differ per signed-in customer (and change when they order) are never kept.
  const perCustomer = new Set<string>(['getAllActiveDiscounts']);
  const reads: ReadRoute[] = [];

  for (const route of loadOperationRoutes(openapiFile, openapiRoutesCache)) {
    if (options.production && devOnly.has(route.operationId)) continue;
    // The route's schema (from the same description) has validated the input; the map is typed per operation.
    const handler = handlers[route.operationId as keyof Handlers] as unknown as
      ((input: Record<string, unknown>) => Promise<{ status: number; body: unknown }>) | undefined;
    if (!handler) throw new Error(`No handler for operation ${route.operationId}`);
    if (etagged.has(route.operationId)) reads.push([route.method, route.url]);
    // Who may call it, as the description declares: checked before the input is validated.
    const callers = new WeakMap<FastifyRequest, Caller>();
    app.route({
      method: route.method,
      url: route.url,
      schema: route.schema,
      ...(route.bodyLimit && { bodyLimit: route.bodyLimit }),
      preValidation: async (request, reply) => {
        const found = await authorize(route.security, request, authenticators);
        if ('refusal' in found) return reply.status(found.refusal.status).send(found.refusal.body);
        callers.set(request, found.caller);
      },
      handler: async (request, reply) => {
        const cacheable =
          etagged.has(route.operationId) &&
          !(perCustomer.has(route.operationId) && request.headers.authorization);
        // Keyed by the brand the host names (none for the shared domain and for any made-up host),
        // never by the raw Host header: each new Host would otherwise be a new entry.
        const key = cacheable
          ? `${route.operationId}|${await hostBrandId(brands, request.headers.host)}|${JSON.stringify(request.params)}|${JSON.stringify(request.query ?? null)}|${JSON.stringify(request.body ?? null)}`
          : '';
        let answer = cacheable ? answers.get(key) : undefined;
        if (!answer) {
          const result = await handler({
            body: request.body,
            query: request.query,
            params: request.params,
            request,
            reply,
            caller: callers.get(request) ?? {},
          });
          // A stream (Server-Sent Events) has answered by itself.
          if (reply.sent) return reply;
          if (result.status !== 200 || !cacheable) return reply.status(result.status).send(result.body);
          answer = answers.set(key, result.body, answerScope(route.operationId, request));
        }
        return sendCachedAnswer(request, reply, answer);
      },
    });
  }
  return reads;
}

/**
 * The live feeds every process hears (LISTEN): order statuses, table sessions, store menus (a
 * store's menu change drops its brand's cached catalogue first); stopped when the server closes.
 */
async function startFeeds(app: FastifyInstance, database: Database, catalogue: CatalogueService) {
  const feed = new StatusFeed(database);
  const tableFeed = new TableSessionFeed(database);
  const menuFeed = new StoreMenuFeed(database, (event) => catalogue.invalidate(event.brandId, event.storeId));
  for (const started of [feed, tableFeed, menuFeed]) await started.start();
  app.addHook(
    'onClose',
    async () => void (await Promise.all([feed.stop(), tableFeed.stop(), menuFeed.stop()])),
  );
  return { feed, tableFeed, menuFeed };
}

/**
 * Answers kept in memory, each while what it was made from is unchanged: for an answer about one
 * brand, that brand's catalogue (it lives while other brands' catalogues change) and the brand
 * settings (few, read whole); for an answer about one store, the brand as a whole and that store
 * (it lives while another store's kitchen changes); for any other answer, every catalogue.
 * A scope is '<brand>' or '<brand> <store>'.
 */
function answerCache(
  catalogue: CatalogueService,
  brands: BrandService,
  clock: () => Date,
  maxBytes: number | undefined,
): AnswerCache {
  return new AnswerCache(
    (scope?: string) => {
      if (scope === undefined) return catalogue.version + brands.version;
      const [brandId = scope, storeId] = scope.split(' ');
      return `${catalogue.versionOf(brandId, storeId)}.${brands.version}`;
    },
    () => clock().getTime(),
    { ...(maxBytes !== undefined && { maxBytes }) },
  );
}

/**
 * The read calls whose answer is about the one store they name (its menu, an item there) and
 * nothing of the brand's other stores: kept while another store's kitchen changes.
 */
const STORE_ANSWERS = new Set([
  'getDeliveryStoreMenu',
  'getPickupStoreMenu',
  'getDineInStoreMenu',
  'getRecommendedItems',
  'getItemDetail',
]);

/**
 * What a read call's answer is made from: the brand it names itself (`brandId` in its query, body
 * or path), and the store for a call about one store; none for calls about several brands (a
 * business card).
 */
function answerScope(operationId: string, request: FastifyRequest): string | undefined {
  for (const part of [request.query, request.body, request.params]) {
    const named = part as { brandId?: unknown; storeId?: unknown } | null | undefined;
    if (typeof named?.brandId !== 'string') continue;
    return STORE_ANSWERS.has(operationId) && typeof named.storeId === 'string'
      ? `${named.brandId} ${named.storeId}`
      : named.brandId;
  }
  return undefined;
}

/** The folder of brands' uploaded pictures, made when missing. */
function mediaDirOf(options: Pick<AppOptions, 'mediaDir'>): string {
  const dir = options.mediaDir ?? join(tmpdir(), 'storefront-media');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A file Vite named by its content (`assets/name-<hash>.js`, or its `.br` / `.gz` form). */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.[a-z0-9]+(\.(br|gz))?$/i;
/** A hashed file never changes under its name: a year, and no revalidation on reload. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built apps, the service worker, the translations and the media, as files. */
async function registerFiles(
  app: FastifyInstance,
  options: AppOptions,
  reads: readonly ReadRoute[],
): Promise<{ indexPages: Map<AppName, string>; stamps: AppStamps; preloads: ModulePreloads }> {
  const appsDir = options.appsDir ?? defaultAppsDir;
  const indexPages = new Map<AppName, string>();
  const manifests = new Map<string, { manifest: ViteManifest; indexHtml: string }>();
  for (const name of APPS) {
    const dist = join(appsDir, name, 'dist');
    const index = join(dist, 'index.html');
    if (!existsSync(index)) continue;
    const indexHtml = readFileSync(index, 'utf8');
    indexPages.set(name, inlineStylesheets(indexHtml, dist));
    const manifest = readViteManifest(dist);
    if (manifest) manifests.set(name, { manifest, indexHtml });
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/static/${name}/`,
      decorateReply: false,
      index: false,
      // The `.br` / `.gz` made at build time (scripts/precompress.mjs), per Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response: { setHeader(name: string, value: string): unknown }, path: string) => {
        response.setHeader('cache-control', HASHED_ASSET.test(path) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  // New-build detection for every app (pages/service-worker.ts): at the root, so its scope covers
  // brands on the shared domain and on their own domains alike; each page carries its app's stamp.
  // The worker is the storefront's Workbox build (app shell precache, last menus offline).
  const stamps = appStamps(APPS, indexPages, options.buildId);
  const workerFile = join(appsDir, 'storefront', 'dist', 'sw.js');
  const serviceWorker = serviceWorkerScript(
    stamps,
    existsSync(workerFile) ? { worker: readFileSync(workerFile, 'utf8'), reads } : undefined,
  );
  app.get('/sw.js', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .header('content-security-policy', SERVICE_WORKER_POLICY)
      .header('x-frame-options', 'DENY')
      .type('text/javascript; charset=utf-8')
      .send(serviceWorker),
  );
  // Translation resources per namespace (spec section 9); English is the fallback language.
  app.get<{ Params: { namespace: string; lang: string } }>(
    '/assets/i18n/:namespace/:lang',
    async (request, reply) => {
      const { namespace } = request.params;
      const lang = request.params.lang.replace(/\.json$/, '');
      if (!/^[a-zA-Z]{1,30}$/.test(namespace) || !/^[a-z]{2}$/.test(lang)) {
        return reply.status(404).send(errorBody('NOT_FOUND', noSuchTranslationFile));
      }
      for (const candidate of [lang, 'en']) {
        const file = join(i18nResourcesDir, candidate, `${namespace}.json`);
        if (existsSync(file)) {
          return reply
            .header('cache-control', 'public, max-age=300')
            .type('application/json; charset=utf-8')
            .send(readFileSync(file));
        }
      }
      return reply.status(404).send(errorBody('NOT_FOUND', noSuchTranslationFile));
    },
  );
  // Brands' own pictures (uploaded with their files), then the pictures the product ships.
  await app.register(fastifyStatic, {
    root: mediaDirOf(options),
    prefix: BRAND_MEDIA_PREFIX,
    decorateReply: false,
    maxAge: '1h',
  });
  await app.register(fastifyStatic, {
    root: join(serverRoot, 'public', 'media'),
    prefix: '/static/media/',
    decorateReply: false,
    maxAge: '1d',
  });

  return { indexPages, stamps, preloads: modulePreloadsOf(manifests) };
}

/** Every other GET is a page of one of the apps, for the brand the host and path name. */
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

function registerPages(
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

export async function buildApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; services: AppServices }> {
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // Only the configured proxies' X-Forwarded-For is believed (request.ip, protocol, host).
    trustProxy: options.trustedProxies?.length ? [...options.trustedProxies] : false,
    // The spec's client calls some paths with a trailing slash (initiate-frames-payment-request/).
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { strict: false } },
    // Slow clients: a request must arrive whole (headers and body) within the timeout. Node checks
    // open requests every `connectionsCheckingInterval`, so that is kept a fraction of the timeout.
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.min(1_000, Math.max(10, Math.floor(requestTimeout / 10))),
    },
  });
  app.setValidatorCompiler(createValidatorCompiler());
  handleErrors(app, options.errorReporter);
  app.addHook('preValidation', refuseNulCharacters);
  // Before any plugin is registered, so the files and the sandbox's pages inherit it.
  registerSecurityHeaders(app);
  registerCompression(app);
  await opsRoutes(app, {
    database: options.database,
    draining: options.draining ?? (() => false),
    metricsToken: options.metricsToken,
  });
  if (options.loadShedding) await registerLoadShedding(app, options.loadShedding);
  const clock = options.clock ?? (() => new Date());
  const services = await createServices(app, options, clock);
  const unwatch = watch({
    openStreams: () => services.streams.open,
    answerCache: () => services.answers,
    pool: () => options.database.poolStats(),
  });
  app.addHook('onClose', async () => void unwatch());
  const reads = await registerOperations(app, options, services, clock);
  const files = await registerFiles(app, options, reads);
  registerInvoicePages(app, { db: options.database.db, secret: services.invoiceSecret });
  registerPages(app, options, services, files, clock);
  return { app, services };
}

/** A payment link's first view with its language, or undefined when the app shows the link itself. */
function linkFirstView(link: Schemas['PaymentLink'], language: PageLanguage) {
  const html = paymentLinkFirstView(link, language);
  return html === null ? undefined : { html, language };
}
