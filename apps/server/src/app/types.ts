/**
 * What the app is built from (AppOptions, read from the environment by main.ts and set by tests)
 * and the services its modules share (AppServices, handed back by buildApp for tests and tools).
 * Apart from app.ts so that the modules under app/ can name them without importing buildApp.
 */
import type { MapTileSource } from '@storefront/core';
import type { FastifyBaseLogger } from 'fastify';
import type { ConsoleOtpSender, OtpSender } from '../auth/otp-sender.js';
import type { OtpLimits, OtpService } from '../auth/otp.js';
import type { SessionService } from '../auth/sessions.js';
import type { BrandService } from '../brands/brand-service.js';
import type { CatalogueService } from '../catalogue/catalogue-service.js';
import type { Database } from '../db/database.js';
import type { Geocoder } from '../geo/geocoder.js';
import type { AnswerCache } from '../http/answer-cache.js';
import type { ErrorReporter } from '../http/error-reports.js';
import type { UnplacedPayments } from '../orders/unplaced-payments.js';
import type {
  ApplePayMerchantValidator,
  PaymentGateways,
  PaymentsConfig,
  PaymentsLogger,
} from '../payments/index.js';
import type { OpenStreams, StreamLimits } from '../push/event-stream.js';
import type { StoreMenuFeed } from '../push/menu-feed.js';
import type { StatusFeed } from '../push/status-feed.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import type { TableSessionFeed } from '../table-sessions/session-feed.js';
import type { SandboxWebhookOptions } from '../webhooks/sandbox-deliveries.js';

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
