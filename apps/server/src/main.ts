import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { registry } from './ops/metrics.js';
import { drain } from './ops/shutdown.js';
import { openDatabase } from './db/database.js';
import { openEmbeddedDatabase } from './db/prepared.js';
import { seedDemoDataIfEmpty } from './db/seed/index.js';
import { demoBrandIds } from './db/seed/brands.js';
import { demoBrandFiles } from './db/seed/demo-brands.js';
import { adminKeyOf, loadEnv } from './env.js';
import { releaseOf, sentryReporter } from './http/error-reports.js';
import { defaultAppsDir } from './paths.js';
import { createApplePayValidator } from './payments/index.js';
import { GoogleGeocoder, NominatimGeocoder } from './geo/geocoder.js';
import { zaatarStoreIds } from './db/seed/demo-ids.js';
import { signStoreToken, signTableToken } from './table-sessions/tokens.js';
import { TwilioVerifyOtpSender, WhatsAppCloudOtpSender, type OtpSender } from './auth/otp-sender.js';

const env = loadEnv();
const logger = pino({ level: env.LOG_LEVEL });

const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
  : await openEmbedded(resolve(env.DATA_DIR));
if (env.MIGRATE_ON_START) await database.migrate();
else await waitForMigrations();
if (env.SEED_DEMO_DATA && (await seedDemoDataIfEmpty(database.db))) {
  logger.info('seeded the demo dataset');
}

/** Migrations run as their own step (`pnpm db:migrate`): wait for them, checking every 2 s. */
async function waitForMigrations() {
  for (;;) {
    const pending = await database.pendingMigrations();
    if (pending === 0) return;
    logger.warn({ pending }, 'waiting for `pnpm db:migrate`');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** PGlite on DATA_DIR: a first start loads the build's prepared database when it may. */
async function openEmbedded(dataDir: string) {
  const started = performance.now();
  const { database, startedFrom } = await openEmbeddedDatabase(dataDir, {
    usePrepared: env.PREPARED_DATABASE && env.SEED_DEMO_DATA,
  });
  if (startedFrom === 'prepared') {
    logger.info({ ms: Math.round(performance.now() - started) }, 'started from the prepared database');
  }
  return database;
}

function otpSender(): OtpSender | undefined {
  if (env.OTP_SENDER === 'whatsapp-cloud') {
    return new WhatsAppCloudOtpSender({
      accessToken: env.WHATSAPP_ACCESS_TOKEN!,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
      templateName: env.WHATSAPP_TEMPLATE_NAME,
    });
  }
  if (env.OTP_SENDER === 'twilio-verify') {
    return new TwilioVerifyOtpSender({
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: env.TWILIO_AUTH_TOKEN!,
      serviceSid: env.TWILIO_VERIFY_SERVICE_SID!,
    });
  }
  return undefined;
}

const sender = otpSender();
const reportsEnvironment = env.SENTRY_ENVIRONMENT ?? env.NODE_ENV;
const errorReporter =
  env.SENTRY_DSN &&
  (await sentryReporter({
    dsn: env.SENTRY_DSN,
    release: releaseOf(env.BUILD_ID, env.APPS_DIR ?? defaultAppsDir),
    environment: reportsEnvironment,
  }));
const adminKey = adminKeyOf(env);
const stopping = drain();
const { app, services } = await buildApp({
  draining: stopping.draining,
  metricsToken: env.METRICS_TOKEN,
  ...(env.SHED_EVENT_LOOP_DELAY_MS > 0 && {
    loadShedding: { maxEventLoopDelayMs: env.SHED_EVENT_LOOP_DELAY_MS, retryAfterSeconds: 10 },
  }),
  production: env.NODE_ENV === 'production',
  secrets: { session: env.SESSION_SECRET, otp: env.OTP_SECRET, tableCodes: env.TABLE_CODE_SECRET },
  adminKey,
  otpSendsPerIpPerHour: env.OTP_MAX_SENDS_PER_IP_PER_HOUR,
  otpLimits: {
    perBrandPerHour: env.OTP_MAX_SENDS_PER_BRAND_PER_HOUR,
    maxSendsPerMinute: env.OTP_MAX_SENDS_PER_MINUTE,
    failuresBeforePause: env.OTP_SENDER_FAILURES_BEFORE_PAUSE,
    pauseSeconds: env.OTP_SENDER_PAUSE_SECONDS,
  },
  trackingLookupsPerIpPerMinute: env.TRACKING_LOOKUPS_PER_IP_PER_MINUTE,
  trustedProxies: env.TRUSTED_PROXIES,
  sandboxWebhooks: {
    drop: env.SANDBOX_WEBHOOKS === 'off',
    copies: env.SANDBOX_WEBHOOKS === 'twice' ? 2 : 1,
    reorder: env.SANDBOX_WEBHOOKS === 'reordered',
    delayMs: env.SANDBOX_WEBHOOK_DELAY_MS,
  },
  payments: {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    CHECKOUT_SECRET_KEY: env.CHECKOUT_SECRET_KEY,
    CHECKOUT_PROCESSING_CHANNEL_ID: env.CHECKOUT_PROCESSING_CHANNEL_ID,
    CHECKOUT_WEBHOOK_SECRET: env.CHECKOUT_WEBHOOK_SECRET,
    TELR_STORE_ID: env.TELR_STORE_ID,
    TELR_AUTH_KEY: env.TELR_AUTH_KEY,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN,
    NODE_ENV: env.NODE_ENV,
  },
  applePay: createApplePayValidator(
    {
      APPLE_PAY_MERCHANT_ID: env.APPLE_PAY_MERCHANT_ID,
      APPLE_PAY_CERT_PATH: env.APPLE_PAY_CERT_PATH,
      APPLE_PAY_KEY_PATH: env.APPLE_PAY_KEY_PATH,
      NODE_ENV: env.NODE_ENV,
    },
    { logger },
  ),
  ...(sender && { otpSender: sender }),
  database,
  logger,
  ...(env.APPS_DIR && { appsDir: env.APPS_DIR }),
  mediaDir: resolve(env.MEDIA_DIR),
  ...(env.BUILD_ID && { buildId: env.BUILD_ID }),
  requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
  answerCacheBytes: env.ANSWER_CACHE_MB * 1024 * 1024,
  abandonedPayments: { sweepEveryMs: 5 * 60_000, abandonAfterMs: env.ABANDONED_PAYMENT_MINUTES * 60_000 },
  emptyTableSessions: { sweepEveryMs: 5 * 60_000, closeAfterMs: 2 * 60 * 60_000 },
  ...(env.NOMINATIM_URL && {
    geocoder: new NominatimGeocoder(
      env.NOMINATIM_URL,
      `storefront/${env.BUILD_ID ?? 'dev'} (${env.PUBLIC_ORIGIN ?? 'self-hosted'})`,
    ),
  }),
  ...(env.GOOGLE_MAPS_API_KEY && { geocoder: new GoogleGeocoder(env.GOOGLE_MAPS_API_KEY) }),
  mapTiles:
    env.MAP_TILES_URL === 'none'
      ? null
      : { url: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION, maxZoom: env.MAP_TILES_MAX_ZOOM },
  ...(errorReporter && { errorReporter }),
  ...(env.SENTRY_BROWSER_DSN && {
    browserErrorReports: { dsn: env.SENTRY_BROWSER_DSN, environment: reportsEnvironment },
  }),
});
await app.listen({ port: env.PORT, host: env.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;

const origin = `http://localhost:${port}`;
/** A Zaatar House Jumeirah table's printed code, of either kind (docs/dine-in.md). */
function demoTableLink(tableNumber: number, kind: 'phone' | 'shared'): string {
  const storeId = zaatarStoreIds.jumeirah;
  const table = { brandId: demoBrandIds.zaatarHouse, storeId, tableNumber };
  const token = signTableToken(services.tableSecret, table, kind);
  return `${origin}/zaatar-house/dine-in?store-id=${storeId}&service-type=dine-in&table-number=${tableNumber}&table=${token}`;
}
/** Zaatar House Jumeirah's own code, for its counter: the link leaves the table to the diner. */
function demoCounterLink(): string {
  const storeId = zaatarStoreIds.jumeirah;
  const token = signStoreToken(services.tableSecret, { brandId: demoBrandIds.zaatarHouse, storeId });
  return `${origin}/zaatar-house/dine-in?store-id=${storeId}&service-type=dine-in&table=${token}`;
}
const demoBrands = demoBrandFiles().map((file) => file.brand);
const lines = [
  '',
  `Storefront is running (${database.kind === 'pglite' ? `embedded database in ${resolve(env.DATA_DIR)}` : 'PostgreSQL'}).`,
  '',
  ...demoBrands.map((brand) => `  ${brand.name.en.padEnd(14)} ${origin}/${brand.domains.temporary}`),
  ...demoBrands
    .filter((brand) => brand.domains.custom)
    .map(
      (brand) => `  ${`${brand.name.en} (own domain)`.padEnd(14)} http://${brand.domains.custom}:${port}/`,
    ),
  `  Business card  ${origin}/gulf-kitchens/card`,
  `  API            ${origin}/api/v1`,
  ...(env.NODE_ENV === 'production'
    ? []
    : [
        `  Sign-in codes  ${origin}/api/v1/dev/otp-outbox?phoneNumber=%2B9715XXXXXXXX (and the log)`,
        `  Operator key   x-admin-key: ${adminKey}`,
        // The demo's printed codes (the board's Table codes page prints every table's).
        `  Table 7        ${demoTableLink(7, 'phone')}`,
        `  Table 8        ${demoTableLink(8, 'shared')} (one shared basket)`,
        `  Counter        ${demoCounterLink()} (asks for the table)`,
      ]),
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

// The metrics on a port of their own, without the token (a private network's scraper).
const metricsServer = env.METRICS_PORT
  ? createServer((request, response) => {
      if (request.url !== '/metrics') return void response.writeHead(404).end();
      void registry.metrics().then((text) => {
        response.writeHead(200, { 'content-type': registry.contentType }).end(text);
      });
    }).listen(env.METRICS_PORT, env.HOST)
  : undefined;

async function shutdown(signal: string) {
  logger.info({ signal, drainMs: env.DRAIN_MS }, 'draining, then shutting down');
  await stopping.stop({
    app,
    database,
    drainMs: env.DRAIN_MS,
    beforeClose: async () => {
      metricsServer?.close();
      if (errorReporter) await errorReporter.flush(2000);
    },
  });
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
