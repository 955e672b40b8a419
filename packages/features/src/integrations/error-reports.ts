import { DEFAULT_ERROR_MESSAGE, resolveErrorMessage } from '@storefront/api';
import type { BrowserErrorReports } from '@storefront/api/bootstrap';
import { normalisedPhone, phoneNumbersIn, scrubReport } from '@storefront/core';
// Types only: the SDK itself is imported dynamically, after the first view.
import type * as SentryReact from '@sentry/react';
import { attachReporter } from './report-error.js';

/**
 * Error reports and session replay from the browser (spec §7 "error reports and session
 * recordings to third-party services", §8 "Errors are reported ... except the default message"):
 * Sentry, only when the server hands the page a DSN (SENTRY_BROWSER_DSN): this module and the SDK
 * are loaded with a dynamic import after the first view, so the first paint never carries them. Reports are filed under the
 * page's build; nothing personal leaves: phone numbers are hashed, codes, cards, credentials,
 * cookies, headers and bodies are dropped, and replays mask every text and input.
 */

type Sdk = typeof SentryReact;
type SdkOptions = NonNullable<Parameters<Sdk['init']>[0]>;

/** The spec's sample rates (§7): traces 100%, sessions 10%, sessions with an error 100%. */
export const REPORT_RATES = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

/** The default texts (spec §8): a failure that only says these is not reported. */
export const GENERIC_MESSAGES = [DEFAULT_ERROR_MESSAGE, 'Something was incorrect.'];

/** True for an error whose text is one of the generic ones (reported by nobody). */
export function isGenericError(error: unknown): boolean {
  if (error === undefined || error === null) return false;
  return GENERIC_MESSAGES.includes(resolveErrorMessage(error));
}

async function sha256Hex(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return 'redacted';
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A report without personal data: each phone number replaced by the SHA-256 of its E.164 form. */
export async function scrubBrowserReport<T extends object>(report: T): Promise<T> {
  const numbers = [...phoneNumbersIn(report)];
  const hashes = new Map(
    await Promise.all(
      numbers.map(async (number) => [number, await sha256Hex(normalisedPhone(number))] as const),
    ),
  );
  return scrubReport(report, hashes);
}

/** The SDK's options for these settings (exported for tests). */
export function reportOptions(settings: BrowserErrorReports, sdk: Sdk): SdkOptions {
  return {
    dsn: settings.dsn,
    release: settings.release,
    environment: settings.environment,
    ...REPORT_RATES,
    integrations: [
      sdk.browserTracingIntegration(),
      sdk.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
    ignoreErrors: GENERIC_MESSAGES,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    beforeSend: async (event, hint) =>
      isGenericError(hint.originalException) ? null : scrubBrowserReport(event),
    beforeSendTransaction: (event) => scrubBrowserReport(event),
  };
}

/** Loads and starts Sentry with the page's settings; the SDK, once started. */
export async function startErrorReports(
  settings: BrowserErrorReports,
  load: () => Promise<Sdk> = () => import('@sentry/react'),
): Promise<Sdk> {
  const loaded = await load();
  loaded.init(reportOptions(settings, loaded));
  attachReporter((error) => {
    if (!isGenericError(error)) loaded.captureException(error);
  });
  return loaded;
}
