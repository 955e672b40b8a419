/**
 * The services every module shares (AppServices), made once per app: secrets, sessions, sign-in
 * codes, payment gateways, the answer cache, the live feeds and streams, and the sweeps that run
 * beside the requests. Each stops with the server (an onClose or preClose hook).
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ConsoleOtpSender } from '../auth/otp-sender.js';
import { OtpService } from '../auth/otp.js';
import { loadSecret } from '../auth/secrets.js';
import { SESSIONS_CHANNEL, SessionService } from '../auth/sessions.js';
import { BrandService } from '../brands/brand-service.js';
import { CatalogueService } from '../catalogue/catalogue-service.js';
import type { Database } from '../db/database.js';
import { unplacedPayments } from '../orders/unplaced-payments.js';
import { createApplePayValidator, createGateways } from '../payments/index.js';
import { OpenStreams, RECONNECT_ELSEWHERE } from '../push/event-stream.js';
import { StoreMenuFeed } from '../push/menu-feed.js';
import { StatusFeed } from '../push/status-feed.js';
import { StaffSessions } from '../staff/staff-sessions.js';
import { TableSessionFeed } from '../table-sessions/session-feed.js';
import { closeIdleEmptySessions } from '../table-sessions/staff-session-store.js';
import { placeKeptOrder } from '../webhooks/complete-payment.js';
import { answerCache } from './answer-cache.js';
import type { AppOptions, AppServices } from './types.js';

/** The services every module shares, and the sweep of abandoned payments when asked for. */
export async function createServices(
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
