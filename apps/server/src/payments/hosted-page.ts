import { fils, formatFils, type Fils } from '@storefront/core';
import { z } from 'zod';
import type {
  HostedPage,
  HostedPageGateway,
  HostedPageInput,
  HostedPaymentDetails,
  HostedPaymentStatus,
  RefundInput,
  RefundResult,
} from './gateway.js';
import { PaymentError } from './payment-error.js';
import { callProvider } from './provider-http.js';

/**
 * Telr's Hosted Payment Page (`order.json`, JSON body, `method: create` / `check`). Telr answers
 * HTTP 200 with an `error` object when it refuses; amounts travel as 2-decimal AED strings.
 */

export const TELR_ORDER_ENDPOINT = 'https://secure.telr.com/gateway/order.json';
/** Telr's remote API (form-encoded in and out): follow-up transactions such as refunds. */
export const TELR_REMOTE_ENDPOINT = 'https://secure.telr.com/gateway/remote.html';

export interface TelrOptions {
  storeId: string;
  authKey: string;
  /** Sends `order.test = "1"`: Telr processes nothing for real. */
  testMode: boolean;
  fetch?: typeof fetch;
  endpoint?: string;
  remoteEndpoint?: string;
}

const telrError = z.object({ message: z.string(), note: z.string().optional() });

const createAnswerSchema = z.object({
  order: z.object({ ref: z.string(), url: z.string() }).optional(),
  error: telrError.optional(),
});

const checkAnswerSchema = z.object({
  order: z
    .object({
      ref: z.string(),
      cartid: z.string().optional(),
      amount: z.union([z.string(), z.number()]),
      currency: z.string().optional(),
      status: z.object({ code: z.union([z.number(), z.string()]), text: z.string().optional() }),
      /** The card transaction behind a paid order: follow-ups (refunds) name it. */
      transaction: z.object({ ref: z.string() }).partial().optional(),
    })
    .optional(),
  error: telrError.optional(),
});

/**
 * Telr order status codes: 1 pending, 2 authorised, 3 paid, -1 expired, -2 cancelled,
 * -3 declined. Authorised (held, captured by Telr's settlement) counts as paid.
 */
export function telrStatus(code: number | string): HostedPaymentStatus {
  switch (Number(code)) {
    case 2:
    case 3:
      return 'paid';
    case -3:
      return 'declined';
    case -1:
    case -2:
      return 'cancelled';
    default:
      return 'pending';
  }
}

/** '64.50' -> 6450 fils, exactly (no floating point). */
export function parseTelrAmount(amount: string | number): Fils {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(amount).trim());
  if (!match) throw new PaymentError('gatewayUnavailable', `telr: unreadable amount ${String(amount)}`);
  const whole = Number(match[1]);
  const part = Number((match[2] ?? '').padEnd(2, '0'));
  return fils(whole * 100 + part);
}

export class TelrHostedPageGateway implements HostedPageGateway {
  readonly #options: TelrOptions;
  readonly #fetch: typeof fetch;

  constructor(options: TelrOptions) {
    this.#options = options;
    this.#fetch = options.fetch ?? globalThis.fetch;
  }

  async createHostedPage(input: HostedPageInput): Promise<HostedPage> {
    const answer = await this.#send({
      method: 'create',
      store: this.#options.storeId,
      authkey: this.#options.authKey,
      framed: 0,
      language: input.language === 'AR' ? 'ar' : 'en',
      order: {
        cartid: input.cartId,
        test: this.#options.testMode ? '1' : '0',
        amount: formatFils(input.amount),
        currency: input.currency,
        description: input.description,
      },
      return: { authorised: input.successUrl, declined: input.failureUrl, cancelled: input.cancelUrl },
    });
    const parsed = createAnswerSchema.safeParse(answer);
    if (!parsed.success) throw new PaymentError('gatewayUnavailable', 'telr create: unreadable answer');
    if (parsed.data.error) throw this.#errorOf('create', parsed.data.error.message);
    if (!parsed.data.order) throw new PaymentError('gatewayUnavailable', 'telr create: no order');
    return { reference: parsed.data.order.ref, paymentUrl: parsed.data.order.url };
  }

  async checkHostedPayment(reference: string): Promise<HostedPaymentDetails> {
    const answer = await this.#send({
      method: 'check',
      store: this.#options.storeId,
      authkey: this.#options.authKey,
      order: { ref: reference },
    });
    const parsed = checkAnswerSchema.safeParse(answer);
    if (!parsed.success) throw new PaymentError('gatewayUnavailable', 'telr check: unreadable answer');
    if (parsed.data.error) throw this.#errorOf('check', parsed.data.error.message);
    const order = parsed.data.order;
    if (!order) throw new PaymentError('gatewayUnavailable', 'telr check: no order');
    if (order.currency && order.currency !== 'AED') {
      throw new PaymentError('gatewayUnavailable', `telr check: currency ${order.currency}`);
    }
    return {
      reference: order.ref,
      status: telrStatus(order.status.code),
      amount: parseTelrAmount(order.amount),
      ...(order.cartid ? { cartId: order.cartid } : {}),
    };
  }

  /**
   * Refunds a paid order through the remote API (`ivp_trantype=refund` against the order's card
   * transaction). Telr answers `auth_status=A` when it accepts the refund.
   */
  async refundPayment(input: RefundInput): Promise<RefundResult> {
    const answer = await this.#send({
      method: 'check',
      store: this.#options.storeId,
      authkey: this.#options.authKey,
      order: { ref: input.reference },
    });
    const parsed = checkAnswerSchema.safeParse(answer);
    const transactionRef = parsed.success ? parsed.data.order?.transaction?.ref : undefined;
    if (!transactionRef)
      throw new PaymentError('paymentAlreadyProcessed', 'telr refund: no paid transaction');
    const form = new URLSearchParams({
      ivp_store: this.#options.storeId,
      ivp_authkey: this.#options.authKey,
      ivp_trantype: 'refund',
      ivp_tranclass: 'ecom',
      ivp_desc: input.reason.slice(0, 60),
      ivp_cart: input.idempotencyKey,
      ivp_currency: 'AED',
      ivp_amount: formatFils(input.amount),
      tran_ref: transactionRef,
      ivp_test: this.#options.testMode ? '1' : '0',
    });
    let response: Response;
    try {
      response = await this.#fetch(this.#options.remoteEndpoint ?? TELR_REMOTE_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      throw new PaymentError('gatewayUnavailable', 'telr refund: request failed');
    }
    if (response.status !== 200)
      throw new PaymentError('gatewayUnavailable', `telr refund: HTTP ${response.status}`);
    const result = new URLSearchParams(await response.text());
    if (result.get('auth_status') !== 'A') {
      throw new PaymentError(
        'gatewayUnavailable',
        `telr refund: ${result.get('auth_status') ?? '?'} ${result.get('auth_message') ?? ''}`.trim(),
      );
    }
    return { id: result.get('auth_tranref') ?? transactionRef, status: 'refunded' };
  }

  async #send(body: Record<string, unknown>): Promise<unknown> {
    const answer = await callProvider(this.#fetch, 'telr', this.#options.endpoint ?? TELR_ORDER_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (answer.status !== 200) throw new PaymentError('gatewayUnavailable', `telr: HTTP ${answer.status}`);
    return answer.body;
  }

  #errorOf(action: string, message: string): PaymentError {
    // E56: duplicate cart id; the caller must use a fresh cart id per attempt.
    if (message.startsWith('E56')) return new PaymentError('invalidRequest', `telr ${action}: ${message}`);
    return new PaymentError('gatewayUnavailable', `telr ${action}: ${message}`);
  }
}
