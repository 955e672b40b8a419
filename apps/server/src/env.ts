import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';
import { OPEN_STREET_MAP_TILES, tileTemplateOrigin } from '@storefront/core';

/** An address or CIDR range as Fastify's `trustProxy` (proxy-addr) takes it, or one of its names. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (isIP(prefix) === 4) return version === 4;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  /** PGlite data folder for the embedded default; created on first start. */
  DATA_DIR: z.string().min(1).default('.data/pglite'),
  /**
   * Pictures uploaded with brand files, served at /static/media/brands/ (docs/brand-file.md). With
   * several processes, a folder they all share.
   */
  MEDIA_DIR: z.string().min(1).default('.data/media'),
  /** A PostgreSQL server; when set, the embedded database is not used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo dataset when the database has no brand yet. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Apply pending migrations at start (under a lock on PostgreSQL). 'false' when they run as their
   * own step (`pnpm db:migrate`): the process then waits, not ready, until they are applied.
   */
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * A first start on an empty DATA_DIR loads the migrated and seeded database the build prepared
   * (dist/prepared-db) instead of running initdb, migrations and the seed. Only with the demo seed.
   */
  PREPARED_DATABASE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Google Geocoding for reverse geocoding and place search; without it the offline gazetteer answers. */
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  /**
   * OpenStreetMap's geocoder (Nominatim) for place search and addresses, at this base URL (e.g.
   * https://nominatim.openstreetmap.org or a brand group's own); the offline gazetteer answers
   * whenever it cannot. Google's key, when set, is used instead.
   */
  NOMINATIM_URL: z.url().optional(),
  /**
   * The open map's tiles for every brand without its own `mapTiles` integration: an XYZ template
   * (docs/maps.md). OpenStreetMap's standard tiles by default; `none` leaves the schematic map.
   */
  MAP_TILES_URL: z
    .string()
    .default(OPEN_STREET_MAP_TILES.url)
    .refine((value) => value === 'none' || tileTemplateOrigin(value) !== null, {
      message: 'MAP_TILES_URL: an http(s) template with {z}, {x} and {y}, or none',
    }),
  /** What the tiles' licence asks the map to show. */
  MAP_TILES_ATTRIBUTION: z.string().default(OPEN_STREET_MAP_TILES.attribution),
  MAP_TILES_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(OPEN_STREET_MAP_TILES.maxZoom),
  /** Signing key of session tokens and key of OTP hashes; required in production. */
  SESSION_SECRET: z.string().min(32).optional(),
  OTP_SECRET: z.string().min(32).optional(),
  /** Key of the printed table codes' signed tokens; generated once and kept in the database when unset. */
  TABLE_CODE_SECRET: z.string().min(32).optional(),
  /** Who delivers sign-in codes. `console` (the default outside production) logs them. */
  OTP_SENDER: z.enum(['console', 'whatsapp-cloud', 'twilio-verify']).default('console'),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_TEMPLATE_NAME: z.string().min(1).default('sign_in_code'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_VERIFY_SERVICE_SID: z.string().min(1).optional(),
  /** Sign-in codes allowed per IP an hour. */
  OTP_MAX_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Sign-in codes allowed per brand an hour, all numbers and networks together. */
  OTP_MAX_SENDS_PER_BRAND_PER_HOUR: z.coerce.number().int().min(1).default(500),
  /** Sign-in codes handed to the sender in any minute, all brands together, before sending pauses. */
  OTP_MAX_SENDS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Failed sends in a row (WhatsApp or Twilio down) before sending pauses. */
  OTP_SENDER_FAILURES_BEFORE_PAUSE: z.coerce.number().int().min(1).default(5),
  /** How long sending stays paused, in seconds. */
  OTP_SENDER_PAUSE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Public order-tracking lookups allowed per IP a minute. */
  TRACKING_LOOKUPS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * Reverse proxies whose X-Forwarded-For is believed: comma-separated IPs or CIDRs (e.g. the load
   * balancer's `10.0.0.0/8`). Empty by default: the client is the socket's peer.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isProxyAddress), {
      message: 'expected comma-separated IP addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)',
    }),
  /** Bearer token of `/metrics` (Prometheus text); without it, `/metrics` does not exist. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** A port of its own for the metrics (no token), e.g. for a scraper on a private network. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** On SIGTERM, how long `/readyz` says 503 before the process stops taking connections. */
  DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Refuse requests (503, Retry-After) once the event loop lags this long; 0 turns it off. */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** Key of the operator calls (moving orders along); those calls are off without it. */
  ADMIN_API_KEY: z.string().min(16).optional(),
  /** A card payment started for an order and not used by one after this many minutes is given back. */
  ABANDONED_PAYMENT_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  /** Payment providers; each flow without keys runs on the built-in sandbox gateway. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret (`whsec_…`) of the Stripe webhook endpoint pointed at `/webhooks/stripe`. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The sandbox's webhook deliveries: 'off' drops them; a delay in ms sends them late. */
  SANDBOX_WEBHOOKS: z.enum(['on', 'off', 'twice', 'reordered']).default('on'),
  SANDBOX_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  CHECKOUT_SECRET_KEY: z.string().min(1).optional(),
  CHECKOUT_PROCESSING_CHANNEL_ID: z.string().min(1).optional(),
  /** The secret key of the Checkout.com webhook pointed at `/webhooks/checkout`. */
  CHECKOUT_WEBHOOK_SECRET: z.string().min(1).optional(),
  TELR_STORE_ID: z.string().min(1).optional(),
  TELR_AUTH_KEY: z.string().min(1).optional(),
  /**
   * Apple Pay merchant validation with Apple: the merchant id (`merchant.…`) and the merchant
   * identity certificate and its key (PEM files). All three, or none for the offline sandbox.
   */
  APPLE_PAY_MERCHANT_ID: z.string().min(1).optional(),
  APPLE_PAY_CERT_PATH: z.string().min(1).optional(),
  APPLE_PAY_KEY_PATH: z.string().min(1).optional(),
  /** This server's public origin (e.g. https://order.example.ae), for links the gateways hand out. */
  PUBLIC_ORIGIN: z.url().optional(),
  /**
   * A request whose headers and body have not all arrived after this many milliseconds is closed
   * (408): a slow or stalled client cannot hold a connection open.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Memory the read calls' answer cache may hold, in megabytes. */
  ANSWER_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Where the built apps live; defaults to the sibling apps' dist folders. */
  APPS_DIR: z.string().optional(),
  /** The release's id (e.g. the commit); defaults to a hash of the built storefront. Open pages offer the update when it changes. */
  BUILD_ID: z.string().min(1).max(64).optional(),
  /** Sentry DSN of the server's error reports (and traces); none are sent without it. */
  SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
  /** Sentry DSN the pages report browser errors and session replays to; none without it. */
  SENTRY_BROWSER_DSN: z.url({ protocol: /^https?$/ }).optional(),
  /** The environment the reports are filed under; NODE_ENV when unset. */
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
});

export type Env = z.infer<typeof schema>;

function checkSenders(env: Env): string[] {
  const problems: string[] = [];
  if (env.OTP_SENDER === 'whatsapp-cloud' && (!env.WHATSAPP_ACCESS_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID)) {
    problems.push('  OTP_SENDER=whatsapp-cloud needs WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID');
  }
  if (
    env.OTP_SENDER === 'twilio-verify' &&
    (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_VERIFY_SERVICE_SID)
  ) {
    problems.push(
      '  OTP_SENDER=twilio-verify needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID',
    );
  }
  const applePay = [env.APPLE_PAY_MERCHANT_ID, env.APPLE_PAY_CERT_PATH, env.APPLE_PAY_KEY_PATH];
  if (applePay.some(Boolean) && !applePay.every(Boolean)) {
    problems.push(
      '  Apple Pay needs all of APPLE_PAY_MERCHANT_ID, APPLE_PAY_CERT_PATH and APPLE_PAY_KEY_PATH (or none for the sandbox)',
    );
  }
  for (const name of ['APPLE_PAY_CERT_PATH', 'APPLE_PAY_KEY_PATH'] as const) {
    const path = env[name];
    if (path && !existsSync(path)) problems.push(`  ${name}: no file at ${path}`);
  }
  if (env.NODE_ENV === 'production') {
    if (env.OTP_SENDER === 'console')
      problems.push('  production needs a real OTP_SENDER (whatsapp-cloud or twilio-verify)');
    if (!env.SESSION_SECRET || !env.OTP_SECRET)
      problems.push('  production needs SESSION_SECRET and OTP_SECRET (32+ characters)');
  }
  return problems;
}

/** Reads and validates configuration once; a bad value stops start-up with a clear message. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const problems = checkSenders(parsed.data);
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return parsed.data;
}

/** Outside production the operator calls work with a fixed, printed key unless one is configured. */
export function adminKeyOf(env: Pick<Env, 'ADMIN_API_KEY' | 'NODE_ENV'>): string | undefined {
  return (
    env.ADMIN_API_KEY ?? (env.NODE_ENV === 'production' ? undefined : 'dev-admin-key-not-for-production')
  );
}
