import { randomUUID } from 'node:crypto';
import { fils } from '@storefront/core';
import { z } from 'zod';
import type {
  CreatedIntent,
  CreateIntentInput,
  IntentDetails,
  IntentGateway,
  IntentStatus,
  PaymentFailure,
  RefundInput,
  RefundResult,
  SavedCard,
} from './gateway.js';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  DECLINED_MESSAGE,
  PaymentError,
  paymentErrorMessages,
} from './payment-error.js';
import { callProvider, type ProviderAnswer } from './provider-http.js';

/**
 * Stripe Payment Intents over the REST API (no SDK): form-encoded requests, bearer secret key,
 * an `Idempotency-Key` on every creation, the API version pinned so answers keep their shape.
 */

export const STRIPE_API_BASE = 'https://api.stripe.com';
export const STRIPE_API_VERSION = '2024-06-20';

export interface StripeOptions {
  /** `sk_test_…` or `sk_live_…`. */
  secretKey: string;
  fetch?: typeof fetch;
  baseUrl?: string;
  apiVersion?: string;
}

const stripeErrorDetail = z.object({
  type: z.string().optional(),
  code: z.string().optional(),
  decline_code: z.string().optional(),
  message: z.string().optional(),
});

const paymentIntentSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  client_secret: z.string().nullish(),
  description: z.string().nullish(),
  customer: z.string().nullish(),
  last_payment_error: stripeErrorDetail.nullish(),
});

const refundSchema = z.object({ id: z.string(), status: z.string().nullish() });

type StripePaymentIntent = z.infer<typeof paymentIntentSchema>;

const errorAnswerSchema = z.object({
  error: stripeErrorDetail.extend({ payment_intent: paymentIntentSchema.optional() }),
});

const paymentMethodListSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      card: z
        .object({
          brand: z.string(),
          last4: z.string(),
          exp_month: z.number().int(),
          exp_year: z.number().int(),
        })
        .nullish(),
    }),
  ),
});

const statusMap: Record<string, IntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_action',
  processing: 'processing',
  // Manual capture is never requested; an authorised-only intent is not paid yet.
  requires_capture: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

const CARD_DETAIL_CODES = new Set([
  'incorrect_number',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'expired_card',
  'incorrect_cvc',
  'invalid_cvc',
]);

/** Maps Stripe's error object to the payer-facing failure (spec §8 texts). */
export function stripeFailure(error: z.infer<typeof stripeErrorDetail>): PaymentFailure {
  const code = error.code ?? error.type ?? 'card_declined';
  if (code === 'authentication_required' || code === 'payment_intent_authentication_failure') {
    return { code, message: AUTHENTICATION_FAILED_MESSAGE };
  }
  if (CARD_DETAIL_CODES.has(code)) return { code, message: paymentErrorMessages.pleaseEnterValidCardDetails };
  if (code === 'processing_error') return { code, message: paymentErrorMessages.cardProccesingError };
  return { code: error.decline_code ?? code, message: DECLINED_MESSAGE };
}

function formBody(fields: Record<string, string | number | boolean | undefined>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(key, String(value));
  }
  return form.toString();
}

export class StripeIntentGateway implements IntentGateway {
  readonly #secretKey: string;
  readonly #fetch: typeof fetch;
  readonly #baseUrl: string;
  readonly #apiVersion: string;

  constructor(options: StripeOptions) {
    this.#secretKey = options.secretKey;
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#baseUrl = options.baseUrl ?? STRIPE_API_BASE;
    this.#apiVersion = options.apiVersion ?? STRIPE_API_VERSION;
  }

  async createPaymentIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const stored = input.storedCardId !== undefined;
    const body = formBody({
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      customer: input.customerRef,
      'payment_method_types[0]': 'card',
      'metadata[payment_method]': input.paymentMethod,
      ...(input.checkoutAttempt ? { 'metadata[checkout_attempt]': input.checkoutAttempt } : {}),
      ...(stored ? { payment_method: input.storedCardId, confirm: true, off_session: true } : {}),
    });
    const answer = await this.#send('POST', '/v1/payment_intents', {
      body,
      idempotencyKey: input.idempotencyKey ?? randomUUID(),
    });
    const intent = this.#intentOrThrow(answer, 'create');
    const lastError = this.#lastError(intent, answer);
    return {
      id: intent.id,
      clientSecret: intent.client_secret ?? '',
      status: statusMap[intent.status] ?? 'processing',
      ...(lastError ? { lastError } : {}),
    };
  }

  async retrievePaymentIntent(id: string): Promise<IntentDetails> {
    const answer = await this.#send('GET', `/v1/payment_intents/${encodeURIComponent(id)}`);
    return this.#details(answer, 'retrieve');
  }

  #details(answer: ProviderAnswer, action: string): IntentDetails {
    const intent = this.#intentOrThrow(answer, action);
    if (intent.currency.toLowerCase() !== 'aed') {
      throw new PaymentError('invalidPaymentIntent', `stripe: intent currency ${intent.currency}`);
    }
    const lastError = this.#lastError(intent, answer);
    return {
      id: intent.id,
      status: statusMap[intent.status] ?? 'processing',
      amount: fils(intent.amount),
      currency: 'aed',
      ...(intent.description ? { description: intent.description } : {}),
      ...(intent.customer ? { customerRef: intent.customer } : {}),
      ...(lastError ? { lastError } : {}),
    };
  }

  /**
   * `POST /v1/payment_intents/{id}/cancel` (reason `abandoned`). Stripe refuses to cancel a
   * succeeded intent (`payment_intent_unexpected_state`): read as `paymentAlreadyProcessed`. An
   * intent already cancelled answers as it is.
   */
  async cancelPaymentIntent(id: string): Promise<IntentDetails> {
    const answer = await this.#send('POST', `/v1/payment_intents/${encodeURIComponent(id)}/cancel`, {
      body: formBody({ cancellation_reason: 'abandoned' }),
      idempotencyKey: `cancel-${id}`,
    });
    if (answer.status >= 200 && answer.status < 300) return this.#details(answer, 'cancel');
    const error = errorAnswerSchema.safeParse(answer.body);
    if (error.success && error.data.error.code === 'payment_intent_unexpected_state') {
      const current = await this.retrievePaymentIntent(id);
      if (current.status === 'canceled') return current;
      throw new PaymentError('paymentAlreadyProcessed', `stripe cancel: intent ${current.status}`);
    }
    throw this.#errorOf(answer, 'cancel');
  }

  /**
   * `POST /v1/refunds` for the whole intent. Stripe settles card refunds later: `succeeded` reads
   * as refunded, `pending` (or `requires_action`) as pending; `failed` / `canceled` throw.
   */
  async refundPayment(input: RefundInput): Promise<RefundResult> {
    const answer = await this.#send('POST', '/v1/refunds', {
      body: formBody({
        payment_intent: input.reference,
        amount: input.amount,
        reason: 'requested_by_customer',
        'metadata[why]': input.reason.slice(0, 500),
      }),
      idempotencyKey: input.idempotencyKey,
    });
    if (answer.status < 200 || answer.status >= 300) throw this.#errorOf(answer, 'refund');
    const refund = refundSchema.safeParse(answer.body);
    if (!refund.success) throw new PaymentError('gatewayUnavailable', 'stripe: unreadable refund');
    const status = refund.data.status ?? 'pending';
    if (status === 'failed' || status === 'canceled') {
      throw new PaymentError('gatewayUnavailable', `stripe refund ${refund.data.id}: ${status}`);
    }
    return { id: refund.data.id, status: status === 'succeeded' ? 'refunded' : 'pending' };
  }

  async listCards(customerRef: string): Promise<SavedCard[]> {
    const answer = await this.#send(
      'GET',
      `/v1/customers/${encodeURIComponent(customerRef)}/payment_methods?type=card&limit=100`,
    );
    if (answer.status === 404) return [];
    if (answer.status !== 200) throw this.#errorOf(answer, 'list cards');
    const list = paymentMethodListSchema.safeParse(answer.body);
    if (!list.success) throw new PaymentError('gatewayUnavailable', 'stripe: unreadable card list');
    return list.data.data.flatMap((method) =>
      method.card
        ? [
            {
              id: method.id,
              brand: method.card.brand,
              last4: method.card.last4,
              expMonth: method.card.exp_month,
              expYear: method.card.exp_year,
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
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.#secretKey}`,
      'stripe-version': this.#apiVersion,
    };
    if (options.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    return callProvider(this.#fetch, 'stripe', `${this.#baseUrl}${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: options.body } : {}),
    });
  }

  /** A 2xx intent, or the intent inside a card error (a declined off-session confirmation). */
  #intentOrThrow(answer: ProviderAnswer, action: string): StripePaymentIntent {
    if (answer.status >= 200 && answer.status < 300) {
      const intent = paymentIntentSchema.safeParse(answer.body);
      if (!intent.success)
        throw new PaymentError('gatewayUnavailable', `stripe: unreadable intent (${action})`);
      return intent.data;
    }
    const error = errorAnswerSchema.safeParse(answer.body);
    if (error.success && error.data.error.payment_intent) return error.data.error.payment_intent;
    throw this.#errorOf(answer, action);
  }

  #lastError(intent: StripePaymentIntent, answer: ProviderAnswer): PaymentFailure | undefined {
    const error = errorAnswerSchema.safeParse(answer.body);
    const detail = error.success ? error.data.error : intent.last_payment_error;
    if (!detail || intent.status === 'succeeded') return undefined;
    return stripeFailure(detail);
  }

  #errorOf(answer: ProviderAnswer, action: string): PaymentError {
    const parsed = errorAnswerSchema.safeParse(answer.body);
    const error = parsed.success ? parsed.data.error : undefined;
    const detail = `stripe ${action}: HTTP ${answer.status} ${error?.type ?? ''} ${error?.code ?? ''}`.trim();
    if (answer.status === 401 || answer.status === 403 || answer.status === 429 || answer.status >= 500) {
      return new PaymentError('gatewayUnavailable', detail);
    }
    if (answer.status === 404 || error?.code === 'resource_missing') {
      return new PaymentError('invalidPaymentIntent', detail);
    }
    if (error?.code === 'amount_too_small') return new PaymentError('addMoreThanTwoAED', detail);
    if (error?.type === 'card_error') {
      const failure = stripeFailure(error);
      if (failure.message === paymentErrorMessages.pleaseEnterValidCardDetails) {
        return new PaymentError('pleaseEnterValidCardDetails', detail);
      }
      return new PaymentError('cardDeclined', detail);
    }
    return new PaymentError('invalidRequest', detail);
  }
}
