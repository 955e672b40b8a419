import { randomUUID } from 'node:crypto';
import { fils } from '@storefront/core';
import { z } from 'zod';
import type {
  FramesGateway,
  FramesPaymentDetails,
  FramesPaymentInput,
  FramesPaymentResult,
  FramesStatus,
  RefundInput,
  RefundResult,
  SavedCard,
} from './gateway.js';
import { AUTHENTICATION_FAILED_MESSAGE, DECLINED_MESSAGE, PaymentError } from './payment-error.js';
import { callProvider, type ProviderAnswer } from './provider-http.js';

/**
 * Checkout.com payments over the REST API (no SDK): JSON requests, bearer secret key, a
 * `Cko-Idempotency-Key` on every payment request, 3-D Secure by redirect. A `sk_sbox_…` key talks
 * to the sandbox API, any other key to production. Amounts are minor units: fils map 1:1 to AED.
 */

export const CHECKOUT_API_BASE = 'https://api.checkout.com';
export const CHECKOUT_SANDBOX_API_BASE = 'https://api.sandbox.checkout.com';

export interface CheckoutComOptions {
  secretKey: string;
  processingChannelId: string;
  fetch?: typeof fetch;
  baseUrl?: string;
}

const paymentSchema = z.object({
  id: z.string(),
  status: z.string(),
  approved: z.boolean().optional(),
  amount: z.number().int().optional(),
  currency: z.string().optional(),
  reference: z.string().optional(),
  response_code: z.string().optional(),
  response_summary: z.string().optional(),
  customer: z.object({ id: z.string().optional() }).optional(),
  _links: z
    .object({ redirect: z.object({ href: z.string() }).optional() })
    .partial()
    .optional(),
});

type CheckoutPayment = z.infer<typeof paymentSchema>;

const actionSchema = z.object({ action_id: z.string() });

const errorAnswerSchema = z.object({
  request_id: z.string().optional(),
  error_type: z.string().optional(),
  error_codes: z.array(z.string()).optional(),
});

const customerSchema = z.object({
  id: z.string(),
  instruments: z
    .array(
      z.object({
        id: z.string(),
        type: z.string().optional(),
        scheme: z.string().optional(),
        last4: z.string().optional(),
        expiry_month: z.number().int().optional(),
        expiry_year: z.number().int().optional(),
      }),
    )
    .optional(),
});

const statusMap: Record<string, FramesStatus> = {
  Pending: 'Pending',
  Authorized: 'Authorized',
  'Card Verified': 'Authorized',
  Captured: 'Captured',
  'Partially Captured': 'Captured',
  Paid: 'Captured',
  Declined: 'Declined',
  Canceled: 'Canceled',
  Expired: 'Canceled',
  Voided: 'Canceled',
  Refunded: 'Canceled',
  'Partially Refunded': 'Canceled',
};

const TOKEN_ERRORS = new Set(['token_invalid', 'token_expired', 'token_used', 'token_required']);
const CARD_ERRORS = new Set([
  'card_number_invalid',
  'card_expired',
  'card_expiry_month_invalid',
  'card_expiry_year_invalid',
  'cvv_invalid',
]);

/** Issuer response codes 20150–20159 are 3-D Secure failures; everything else reads as a decline. */
export function checkoutDeclineReason(responseCode: string | undefined): string {
  return responseCode && /^2015\d$/.test(responseCode) ? AUTHENTICATION_FAILED_MESSAGE : DECLINED_MESSAGE;
}

function brandOf(scheme: string | undefined): string {
  const name = (scheme ?? 'unknown').toLowerCase();
  return name === 'american express' ? 'amex' : name;
}

export class CheckoutComFramesGateway implements FramesGateway {
  readonly #secretKey: string;
  readonly #processingChannelId: string;
  readonly #fetch: typeof fetch;
  readonly #baseUrl: string;

  constructor(options: CheckoutComOptions) {
    this.#secretKey = options.secretKey;
    this.#processingChannelId = options.processingChannelId;
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#baseUrl =
      options.baseUrl ??
      (options.secretKey.startsWith('sk_sbox_') ? CHECKOUT_SANDBOX_API_BASE : CHECKOUT_API_BASE);
  }

  async requestPayment(input: FramesPaymentInput): Promise<FramesPaymentResult> {
    const source =
      input.source.type === 'token'
        ? { type: 'token', token: input.source.token, store_for_future_use: input.storeForFutureUse === true }
        : { type: 'id', id: input.source.id };
    const customer =
      input.customerRef || input.customerEmail
        ? {
            ...(input.customerRef ? { id: input.customerRef } : {}),
            ...(input.customerEmail ? { email: input.customerEmail } : {}),
          }
        : undefined;
    const body = {
      source,
      amount: input.amount,
      currency: input.currency,
      reference: input.reference,
      processing_channel_id: this.#processingChannelId,
      capture: true,
      '3ds': { enabled: true },
      success_url: input.successUrl,
      failure_url: input.failureUrl,
      ...(customer ? { customer } : {}),
      ...(input.checkoutAttempt ? { metadata: { checkout_attempt: input.checkoutAttempt } } : {}),
    };
    const answer = await this.#send('POST', '/payments', {
      body: JSON.stringify(body),
      idempotencyKey: input.idempotencyKey ?? randomUUID(),
    });
    const payment = this.#paymentOrThrow(answer, 'request payment');
    const status = statusMap[payment.status] ?? 'Pending';
    const redirectLink = payment._links?.redirect?.href;
    const threeDSRedirectionRequired = status === 'Pending' && redirectLink !== undefined;
    return {
      id: payment.id,
      status,
      approved: status === 'Authorized' || status === 'Captured',
      threeDSRedirectionRequired,
      ...(threeDSRedirectionRequired ? { redirectLink } : {}),
      ...(status === 'Declined' ? { declineReason: checkoutDeclineReason(payment.response_code) } : {}),
      reference: payment.reference ?? input.reference,
    };
  }

  async getPaymentDetails(id: string): Promise<FramesPaymentDetails> {
    const answer = await this.#send('GET', `/payments/${encodeURIComponent(id)}`);
    const payment = this.#paymentOrThrow(answer, 'get payment');
    const status = statusMap[payment.status] ?? 'Pending';
    if (payment.amount === undefined)
      throw new PaymentError('gatewayUnavailable', 'checkout.com: payment without amount');
    return {
      id: payment.id,
      status,
      approved: status === 'Authorized' || status === 'Captured',
      amount: fils(payment.amount),
      currency: payment.currency ?? 'AED',
      reference: payment.reference ?? '',
      ...(payment.customer?.id ? { customerRef: payment.customer.id } : {}),
      ...(status === 'Declined' ? { declineReason: checkoutDeclineReason(payment.response_code) } : {}),
    };
  }

  /**
   * Gives the money back: `POST /payments/{id}/voids` while the payment is only authorised (the
   * hold is released), `POST /payments/{id}/refunds` once captured. Checkout.com answers 202
   * with an `action_id` and completes the action asynchronously.
   */
  async refundPayment(input: RefundInput): Promise<RefundResult> {
    const payment = await this.getPaymentDetails(input.reference);
    const action = payment.status === 'Authorized' ? 'voids' : 'refunds';
    if (payment.status !== 'Authorized' && payment.status !== 'Captured') {
      throw new PaymentError('paymentAlreadyProcessed', `checkout.com: payment is ${payment.status}`);
    }
    const answer = await this.#send('POST', `/payments/${encodeURIComponent(input.reference)}/${action}`, {
      body: JSON.stringify({
        ...(action === 'refunds' ? { amount: input.amount } : {}),
        reference: input.reason.slice(0, 80),
      }),
      idempotencyKey: input.idempotencyKey,
    });
    if (answer.status !== 202 && answer.status !== 200) throw this.#errorOf(answer, action);
    const accepted = actionSchema.safeParse(answer.body);
    if (!accepted.success) throw new PaymentError('gatewayUnavailable', `checkout.com: unreadable ${action}`);
    return { id: accepted.data.action_id, status: action === 'voids' ? 'voided' : 'pending' };
  }

  async listCards(customerRef: string): Promise<SavedCard[]> {
    const answer = await this.#send('GET', `/customers/${encodeURIComponent(customerRef)}`);
    if (answer.status === 404) return [];
    if (answer.status !== 200) throw this.#errorOf(answer, 'get customer');
    const customer = customerSchema.safeParse(answer.body);
    if (!customer.success) throw new PaymentError('gatewayUnavailable', 'checkout.com: unreadable customer');
    return (customer.data.instruments ?? []).flatMap((instrument) =>
      instrument.type === 'card' &&
      instrument.last4 !== undefined &&
      instrument.expiry_month !== undefined &&
      instrument.expiry_year !== undefined
        ? [
            {
              id: instrument.id,
              brand: brandOf(instrument.scheme),
              last4: instrument.last4,
              expMonth: instrument.expiry_month,
              expYear: instrument.expiry_year,
            },
          ]
        : [],
    );
  }

  async #send(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: string; idempotencyKey?: string } = {},
  ): Promise<ProviderAnswer> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.#secretKey}` };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers['cko-idempotency-key'] = options.idempotencyKey;
    return callProvider(this.#fetch, 'checkout.com', `${this.#baseUrl}${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: options.body } : {}),
    });
  }

  #paymentOrThrow(answer: ProviderAnswer, action: string): CheckoutPayment {
    if (answer.status >= 200 && answer.status < 300) {
      const payment = paymentSchema.safeParse(answer.body);
      if (!payment.success)
        throw new PaymentError('gatewayUnavailable', `checkout.com: unreadable payment (${action})`);
      return payment.data;
    }
    throw this.#errorOf(answer, action);
  }

  #errorOf(answer: ProviderAnswer, action: string): PaymentError {
    const parsed = errorAnswerSchema.safeParse(answer.body);
    const codes = parsed.success ? (parsed.data.error_codes ?? []) : [];
    const detail = `checkout.com ${action}: HTTP ${answer.status} ${codes.join(',')}`.trim();
    if (answer.status === 401 || answer.status === 403 || answer.status === 429 || answer.status >= 500) {
      return new PaymentError('gatewayUnavailable', detail);
    }
    if (answer.status === 404) return new PaymentError('paymentNotFound', detail);
    if (codes.some((code) => TOKEN_ERRORS.has(code))) return new PaymentError('tokenExpired', detail);
    if (codes.some((code) => CARD_ERRORS.has(code)))
      return new PaymentError('pleaseEnterValidCardDetails', detail);
    return new PaymentError('invalidRequest', detail);
  }
}
