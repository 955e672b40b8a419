/**
 * The Fastify app: buildApp puts together the framework's set-up (timeouts, validation, errors,
 * security headers, compression), the operations routes, the shared services, the API, the files
 * and the pages, each under app/. Every module's handlers are wired to the services here: a
 * module's handlers are its HTTP edge, and this is the one file that imports them all. Tests,
 * tools and main.ts import the app and its option and service types from here.
 */
import type { UnixSeconds } from '@storefront/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { handleErrors } from './app/errors.js';
import { mediaDirOf, registerFiles } from './app/files.js';
import { registerOperations } from './app/operations.js';
import { registerPages } from './app/pages.js';
import { createServices } from './app/services.js';
import type { AppOptions, AppServices } from './app/types.js';
import { authHandlers } from './auth/handlers.js';
import { brandFileHandlers } from './brands/brand-file/handlers.js';
import { brandHandlers } from './brands/handlers.js';
import { catalogueHandlers } from './catalogue/handlers.js';
import { customerHandlers } from './customers/handlers.js';
import { FallbackGeocoder, GazetteerGeocoder } from './geo/geocoder.js';
import type { Handlers } from './http/api-types.js';
import { registerCompression } from './http/compression.js';
import { FixedWindowLimit } from './http/fixed-window-limit.js';
import { refuseNulCharacters } from './http/refuse-nul.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { createValidatorCompiler } from './http/validation.js';
import { registerInvoicePages } from './invoices/links.js';
import { kitchenHandlers } from './kitchen/handlers.js';
import { registerLoadShedding } from './ops/load-shedding.js';
import { watch } from './ops/metrics.js';
import { opsRoutes } from './ops/routes.js';
import { ordersHandlers } from './orders/handlers.js';
import { paymentLinksHandlers } from './payment-links/handlers.js';
import { paymentsHandlers } from './payments/handlers.js';
import { pushHandlers } from './push/handlers.js';
import { staffHandlers } from './staff/handlers.js';
import { staffTableSessionHandlers, tableSessionHandlers } from './table-sessions/handlers.js';

export type { AppOptions, AppServices } from './app/types.js';

/** Close a request not fully received after this long (headers and body), by default. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

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
  const reads = await registerOperations(
    app,
    options,
    services,
    clock,
    operationHandlers(options, services, clock),
  );
  const files = await registerFiles(app, options, reads);
  registerInvoicePages(app, { db: options.database.db, secret: services.invoiceSecret });
  registerPages(app, options, services, files, clock);
  return { app, services };
}
