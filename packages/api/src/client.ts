import createClient, { type Middleware } from 'openapi-fetch';
import type { AppName, paths } from '@storefront/contract';
import type { ApiLanguage } from '@storefront/core';

export const APP_VERSION = 26;
export const REQUEST_TIMEOUT_MS = 15_000;
/** The app is marked offline this long after a timeout or network error (spec section 4). */
export const OFFLINE_DELAY_MS = 2_000;

export type { AppName };

export interface ApiClientOptions {
  /** Origin plus base path, e.g. `https://shop.example/api/v1`, or `/api/v1` in the browser. */
  baseUrl: string;
  appName?: AppName;
  referrer?: () => string | undefined;
  /** The signed-in customer's token for the current brand, if any. */
  getToken?: () => string | undefined;
  /** The stored language; POST bodies carry it. Default EN. */
  getLanguage?: () => ApiLanguage;
  timeoutMs?: number;
  /** Called 2 s after a request timed out or could not reach the server. */
  onOffline?: () => void;
  /** Called when the server says this build is too old (`error.category` `new_version_enforced`). */
  onNewVersionEnforced?: () => void;
  fetch?: typeof globalThis.fetch;
}

function commonQuery(options: ApiClientOptions): Middleware {
  return {
    onRequest({ request }) {
      const url = new URL(request.url);
      url.searchParams.set('app_version', String(APP_VERSION));
      url.searchParams.set('app_name', options.appName ?? 'storefront');
      const referrer = options.referrer?.();
      if (referrer) url.searchParams.set('referrer', referrer);
      return new Request(url, request);
    },
  };
}

function authorization(options: ApiClientOptions): Middleware {
  return {
    onRequest({ request }) {
      const token = options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

function languageInBody(options: ApiClientOptions): Middleware {
  return {
    async onRequest({ request }) {
      if (request.method !== 'POST' || !request.headers.get('content-type')?.includes('application/json')) {
        return request;
      }
      const text = await request.clone().text();
      const body: unknown = text ? JSON.parse(text) : {};
      // Always a new request with a string body: the original's body is a stream once read, and
      // browsers send a stream body only over HTTP/2 (Chromium fails it with ALPN_NEGOTIATION_FAILED).
      if (body === null || typeof body !== 'object' || Array.isArray(body) || 'language' in body)
        return new Request(request, { body: text });
      const withLanguage = { ...body, language: options.getLanguage?.() ?? 'EN' };
      return new Request(request, { body: JSON.stringify(withLanguage) });
    },
  };
}

function versionSignal(options: ApiClientOptions): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok || !options.onNewVersionEnforced) return undefined;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      const error = (body as { success?: unknown; error?: { category?: unknown } } | undefined) ?? {};
      if (error.success === 0 && error.error?.category === 'new_version_enforced')
        options.onNewVersionEnforced();
      return undefined;
    },
  };
}

function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'TimeoutError' || error.name === 'AbortError' || error instanceof TypeError;
}

/**
 * The one configured client of the product API: generated `paths`, openapi-fetch, and the request
 * conventions of spec section 7 as middleware.
 */
export function createApiClient(options: ApiClientOptions) {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  // A plain controller + timer, held for the request's lifetime: signals made by
  // AbortSignal.timeout/any can be garbage-collected in Node before they fire.
  const timedFetch = async (input: Request): Promise<Response> => {
    const controller = new AbortController();
    const abortFromCaller = () => controller.abort(input.signal.reason);
    input.signal.addEventListener('abort', abortFromCaller, { once: true });
    const timer = setTimeout(
      () => controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    );
    try {
      return await baseFetch(new Request(input, { signal: controller.signal }));
    } catch (error) {
      if (isConnectionFailure(error) && options.onOffline) setTimeout(options.onOffline, OFFLINE_DELAY_MS);
      throw error;
    } finally {
      clearTimeout(timer);
      input.signal.removeEventListener('abort', abortFromCaller);
    }
  };
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: timedFetch });
  client.use(commonQuery(options), authorization(options), languageInBody(options), versionSignal(options));
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
