import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalisedPhone, phoneNumbersIn, scrubReport } from '@storefront/core';
import { buildStamp } from '../pages/service-worker.js';

/**
 * Error reports (spec §7 "error reports ... to third-party services"): the server's
 * failures (answers of 500 and above; a refusal of bad input is not a failure) go to Sentry when
 * `SENTRY_DSN` is set, and nowhere otherwise. Traces are sampled at 100% (spec §7). No personal
 * data leaves: no request body (it may hold a sign-in code or a card), cookies or credentials, and
 * every phone number in the report is replaced by a hash of the number.
 */
export interface ErrorReporter {
  /** Reports a failure of the request `method url` (its query and body are not sent). */
  capture(error: unknown, request?: { method: string; url: string }): void;
  /** Waits (up to `timeoutMs`) until the reports made so far have been sent. */
  flush(timeoutMs: number): Promise<boolean>;
}

export interface ErrorReportSettings {
  dsn: string;
  /** The release: the build id. */
  release: string;
  environment: string;
}

/**
 * The release reports are filed under: the build id (BUILD_ID) when set, else the stamp of the
 * built storefront, the same stamp its pages carry as their build.
 */
export function releaseOf(buildId: string | undefined, appsDir: string): string {
  if (buildId) return buildId;
  const index = join(appsDir, 'storefront', 'dist', 'index.html');
  return buildStamp(existsSync(index) ? readFileSync(index, 'utf8') : undefined);
}

/** SHA-256 (hex) of the number in E.164 form: what analytics match on too, never the number. */
export function phoneHash(text: string): string {
  return createHash('sha256').update(normalisedPhone(text)).digest('hex');
}

/** A report (event or transaction) without personal data: what `beforeSend` hands Sentry. */
export function scrubServerReport<T extends object>(report: T): T {
  const hashes = new Map([...phoneNumbersIn(report)].map((number) => [number, phoneHash(number)]));
  return scrubReport(report, hashes);
}

/** A trace's span without personal data: phone numbers hashed, no query string in any URL or path. */
export function scrubSpan<T extends { attributes?: Record<string, unknown> }>(span: T): T {
  const clean = scrubServerReport(span);
  for (const [key, attribute] of Object.entries(clean.attributes ?? {})) {
    const value = (attribute as { value?: unknown } | undefined)?.value;
    if (/url|path|query|target/i.test(key) && typeof value === 'string') {
      if (/query/i.test(key)) delete clean.attributes![key];
      else (attribute as { value: string }).value = value.split('?')[0] ?? '';
    }
  }
  return clean;
}

/**
 * Sentry for this process (one client per process, as the SDK is built). The SDK (about half a
 * second of loading, OpenTelemetry included) is imported only when a DSN asks for it, so a server
 * without one starts without it.
 */
export async function sentryReporter(settings: ErrorReportSettings): Promise<ErrorReporter> {
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: settings.dsn,
    release: settings.release,
    environment: settings.environment,
    tracesSampleRate: 1,
    // Collect no user, cookies, headers, bodies or query strings at all; beforeSend scrubs the rest.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    beforeSend: (event) => scrubServerReport(event),
    beforeSendTransaction: (event) => scrubServerReport(event),
    beforeSendSpan: (span) => scrubSpan(span),
  });
  return {
    capture(error, request) {
      Sentry.withScope((scope) => {
        if (request) {
          scope.setTag('http.method', request.method);
          scope.setContext('request', { method: request.method, path: request.url.split('?')[0] });
        }
        Sentry.captureException(error);
      });
    },
    flush: (timeoutMs) => Sentry.flush(timeoutMs),
  };
}
