import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request as httpsRequest } from 'node:https';
import type { PaymentsLogger } from './gateway.js';
import { PROVIDER_TIMEOUT_MS } from './provider-http.js';
import { said, type ErrorsKey, type Said } from '../http/messages.js';

/**
 * Apple Pay on the web: merchant validation (ARCHITECTURE.md "External services").
 *
 * When the Apple Pay sheet opens, the browser fires `merchantvalidation` with a `validationURL`
 * on one of Apple's gateways. The merchant's server POSTs its identity to that URL over mutual TLS
 * (the merchant identity certificate) and hands Apple's answer, an opaque merchant session, back
 * to the browser, which gives it to `event.complete(...)`. Only then does the sheet let the payer
 * authorise.
 *
 * Because the URL comes from the browser, the server only ever calls Apple's own gateway hosts
 * over https (Apple: "Use a strict allow list ... Do not allow your server to access any other IP
 * addresses or domains"); otherwise the call would let anyone make this server send its client
 * certificate anywhere. The offline sandbox validator refuses the same URLs, so both behave alike.
 */

/**
 * The hosts a `validationURL` may name. Apple's "Setting Up Your Server" page lists the global
 * and China gateways for production and the `-cert` gateways for its test environment; earlier
 * editions of the page also named the regional pods (`apple-pay-gateway-{nc,pr}-pod1..5`, their
 * `-dr` standbys, and the China `sh`/`tj` pods), which Safari may still hand out.
 */
export const APPLE_PAY_GATEWAY_HOSTS: ReadonlySet<string> = new Set([
  'apple-pay-gateway.apple.com',
  'cn-apple-pay-gateway.apple.com',
  'apple-pay-gateway-cert.apple.com',
  'cn-apple-pay-gateway-cert.apple.com',
  ...['nc', 'pr'].flatMap((region) =>
    [1, 2, 3, 4, 5].flatMap((pod) => [
      `apple-pay-gateway-${region}-pod${pod}.apple.com`,
      `apple-pay-gateway-${region}-pod${pod}-dr.apple.com`,
    ]),
  ),
  ...['sh', 'tj'].flatMap((region) =>
    [1, 2, 3].map((pod) => `cn-apple-pay-gateway-${region}-pod${pod}.apple.com`),
  ),
]);

/** Apple's merchant session: opaque to the shop, handed to the browser as it came. */
export type MerchantSession = Record<string, unknown>;

export interface MerchantSessionRequest {
  /** `event.validationURL` of the browser's `merchantvalidation` event. */
  validationURL: string;
  /** The page's host name (the domain registered with Apple), Apple's `initiativeContext`. */
  domainName: string;
  /** The name the sheet shows (the brand's name); Apple takes at most 64 characters. */
  displayName: string;
}

export type ApplePayErrorCode = 'untrustedValidationUrl' | 'refused' | 'unavailable';

export const applePayErrorMessages: Readonly<Record<ApplePayErrorCode, string>> = {
  untrustedValidationUrl: 'The validation URL must be an https address of an Apple Pay gateway',
  /** Apple refused the merchant (domain not registered, certificate revoked...): nothing the payer can fix. */
  refused: 'Online payment is facing some issues, please use other payment method',
  /** Apple unreachable, too slow, or answering something unreadable. */
  unavailable: 'Online payment is facing some issues, please use other payment method',
};

const errorsKeyByCode: Readonly<Record<ApplePayErrorCode, ErrorsKey>> = {
  untrustedValidationUrl: 'applePayValidationUrl',
  refused: 'onlinePaymentUnavailable',
  unavailable: 'onlinePaymentUnavailable',
};

/** A refused merchant validation. `message` is safe to show; `detail` is for logs only. */
export class ApplePayError extends Error {
  override readonly name = 'ApplePayError';
  readonly code: ApplePayErrorCode;
  readonly detail: string | undefined;

  constructor(code: ApplePayErrorCode, detail?: string) {
    super(applePayErrorMessages[code]);
    this.code = code;
    this.detail = detail;
  }

  /** The text with its `errors` key, for an error answer. */
  get said(): Said {
    return said(errorsKeyByCode[this.code], this.message);
  }
}

export function isApplePayError(error: unknown): error is ApplePayError {
  return error instanceof ApplePayError;
}

/** Whether a validation URL is an https address on one of Apple's gateways (default port, no credentials). */
export function isApplePayGatewayUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    APPLE_PAY_GATEWAY_HOSTS.has(url.hostname)
  );
}

function assertGatewayUrl(validationURL: string): URL {
  if (!isApplePayGatewayUrl(validationURL)) {
    throw new ApplePayError(
      'untrustedValidationUrl',
      `refused validation URL ${validationURL.slice(0, 200)}`,
    );
  }
  return new URL(validationURL);
}

/** Apple's limit on `displayName`. */
export const APPLE_PAY_DISPLAY_NAME_MAX = 64;

function displayNameOf(name: string): string {
  return Array.from(name.trim()).slice(0, APPLE_PAY_DISPLAY_NAME_MAX).join('') || 'Online order';
}

/** Gets the merchant session for one Apple Pay sheet. */
export interface ApplePayMerchantValidator {
  /** 'live' when Apple is asked with the merchant identity certificate, 'sandbox' offline. */
  readonly mode: 'live' | 'sandbox';
  /**
   * Apple's merchant session for the sheet. Throws `ApplePayError`: `untrustedValidationUrl`
   * before any network for a URL off Apple's gateways, `refused` when Apple says no,
   * `unavailable` when Apple cannot be reached or answers something unreadable.
   */
  requestMerchantSession(input: MerchantSessionRequest): Promise<MerchantSession>;
}

// ---------------------------------------------------------------------------------------------
// Real adapter: Apple's gateway over mutual TLS

/** One https request: injected in tests, `node:https` otherwise. */
export type HttpsRequester = (
  url: URL,
  options: {
    method: 'POST';
    headers: Record<string, string>;
    /** Carries the merchant identity certificate and key (mutual TLS). */
    agent: Agent;
    timeoutMs: number;
  },
  body: string,
) => Promise<{ status: number; body: string }>;

/** `node:https` with a deadline; network failures reject. */
export const nodeHttpsRequest: HttpsRequester = (url, options, body) =>
  new Promise((resolve, reject) => {
    const outgoing = httpsRequest(
      url,
      {
        method: options.method,
        headers: { ...options.headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: options.agent,
        timeout: options.timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });

export interface AppleMerchantValidatorOptions {
  /** The Apple Pay merchant id (`merchant.ae.example`), Apple's `merchantIdentifier`. */
  merchantIdentifier: string;
  /** The merchant identity certificate and its private key, PEM. */
  cert: string | Buffer;
  key: string | Buffer;
  request?: HttpsRequester;
  timeoutMs?: number;
}

/** Asks Apple's gateway for the merchant session, presenting the merchant identity certificate. */
export class AppleMerchantValidator implements ApplePayMerchantValidator {
  readonly mode = 'live' as const;
  readonly #merchantIdentifier: string;
  readonly #agent: Agent;
  readonly #request: HttpsRequester;
  readonly #timeoutMs: number;

  constructor(options: AppleMerchantValidatorOptions) {
    this.#merchantIdentifier = options.merchantIdentifier;
    // One agent for the process: TLS sessions to Apple are reused across sheets.
    this.#agent = new Agent({ cert: options.cert, key: options.key, keepAlive: true });
    this.#request = options.request ?? nodeHttpsRequest;
    this.#timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  }

  /** Reads the certificate and key from files (`APPLE_PAY_CERT_PATH`, `APPLE_PAY_KEY_PATH`). */
  static fromFiles(
    options: Omit<AppleMerchantValidatorOptions, 'cert' | 'key'> & { certPath: string; keyPath: string },
  ): AppleMerchantValidator {
    const { certPath, keyPath, ...rest } = options;
    return new AppleMerchantValidator({ ...rest, cert: readFileSync(certPath), key: readFileSync(keyPath) });
  }

  async requestMerchantSession(input: MerchantSessionRequest): Promise<MerchantSession> {
    const url = assertGatewayUrl(input.validationURL);
    const body = JSON.stringify({
      merchantIdentifier: this.#merchantIdentifier,
      displayName: displayNameOf(input.displayName),
      initiative: 'web',
      initiativeContext: input.domainName,
    });
    let answer: { status: number; body: string };
    try {
      answer = await this.#request(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          agent: this.#agent,
          timeoutMs: this.#timeoutMs,
        },
        body,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown';
      throw this.#refusal('unavailable', `Apple Pay: request failed (${reason})`);
    }
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(answer.body) as unknown;
    } catch {
      parsed = null;
    }
    if (answer.status < 200 || answer.status >= 300) {
      // Apple's refusals read `{ statusMessage, statusCode }`.
      const message =
        typeof parsed === 'object' && parsed !== null && 'statusMessage' in parsed
          ? String((parsed as { statusMessage: unknown }).statusMessage)
          : 'no message';
      throw this.#refusal(
        answer.status >= 500 ? 'unavailable' : 'refused',
        `Apple Pay: HTTP ${answer.status}: ${message}`,
      );
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw this.#refusal('unavailable', `Apple Pay: HTTP ${answer.status} without a JSON session`);
    }
    return parsed as MerchantSession;
  }

  /** The route logs `detail` (Apple's own words); the payer reads only `message`. */
  #refusal(code: ApplePayErrorCode, detail: string): ApplePayError {
    return new ApplePayError(code, detail);
  }
}

// ---------------------------------------------------------------------------------------------
// Offline default

/** The merchant id the sandbox answers for, unless told another. */
export const SANDBOX_APPLE_MERCHANT_ID = 'merchant.ae.storefront.sandbox';

/** Apple's sessions can be used for five minutes; `expiresAt` says an hour, as Apple's do. */
const SESSION_LIFETIME_MS = 60 * 60 * 1000;

export interface SandboxMerchantValidatorOptions {
  merchantIdentifier?: string;
  now?: () => Date;
}

/**
 * Answers a session shaped like Apple's without any network, clearly marked as the sandbox's
 * (`sandbox: true`, `SANDBOX` in its identifier and signature): a real Safari would not accept
 * it, a stand-in wallet (the e2e journeys) does. Refuses the same URLs as the real adapter.
 */
export class SandboxMerchantValidator implements ApplePayMerchantValidator {
  readonly mode = 'sandbox' as const;
  readonly #merchantIdentifier: string;
  readonly #now: () => Date;

  constructor(options: SandboxMerchantValidatorOptions = {}) {
    this.#merchantIdentifier = options.merchantIdentifier ?? SANDBOX_APPLE_MERCHANT_ID;
    this.#now = options.now ?? (() => new Date());
  }

  async requestMerchantSession(input: MerchantSessionRequest): Promise<MerchantSession> {
    assertGatewayUrl(input.validationURL);
    const epochTimestamp = this.#now().getTime();
    const displayName = displayNameOf(input.displayName);
    // Apple sends the merchant id's SHA-256 in upper-case hex, not the id itself.
    const merchantIdentifier = createHash('sha256')
      .update(this.#merchantIdentifier)
      .digest('hex')
      .toUpperCase();
    return {
      epochTimestamp,
      expiresAt: epochTimestamp + SESSION_LIFETIME_MS,
      merchantSessionIdentifier: `SSH_SANDBOX_${randomBytes(16).toString('hex').toUpperCase()}`,
      nonce: randomBytes(4).toString('hex'),
      merchantIdentifier,
      domainName: input.domainName,
      displayName,
      signature: `SANDBOX-NOT-SIGNED-${randomBytes(24).toString('hex')}`,
      operationalAnalyticsIdentifier: `${displayName}:${merchantIdentifier}`,
      retries: 0,
      sandbox: true,
    };
  }
}

/** Apple Pay settings as the environment names them; all three, or none for the sandbox. */
export interface ApplePayConfig {
  APPLE_PAY_MERCHANT_ID?: string | undefined;
  APPLE_PAY_CERT_PATH?: string | undefined;
  APPLE_PAY_KEY_PATH?: string | undefined;
  NODE_ENV?: 'development' | 'production' | 'test' | undefined;
}

/** The real adapter when the merchant id, certificate and key are configured, else the sandbox. */
export function createApplePayValidator(
  config: ApplePayConfig,
  dependencies: { logger?: PaymentsLogger; now?: () => Date; request?: HttpsRequester } = {},
): ApplePayMerchantValidator {
  const {
    APPLE_PAY_MERCHANT_ID: merchantId,
    APPLE_PAY_CERT_PATH: certPath,
    APPLE_PAY_KEY_PATH: keyPath,
  } = config;
  if (merchantId && certPath && keyPath) {
    return AppleMerchantValidator.fromFiles({
      merchantIdentifier: merchantId,
      certPath,
      keyPath,
      ...(dependencies.request && { request: dependencies.request }),
    });
  }
  if (config.NODE_ENV === 'production') {
    dependencies.logger?.warn(
      {},
      'payments: Apple Pay merchant validation is the sandbox; real Apple Pay sheets will not open',
    );
  }
  return new SandboxMerchantValidator(dependencies.now ? { now: dependencies.now } : {});
}
