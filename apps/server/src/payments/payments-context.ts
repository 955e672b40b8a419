/**
 * What the payment handlers are given, and the steps every payment start shares: running it once
 * per idempotency key, remembering the attempt, checking that a payment is the caller's own, and
 * the answers for a gateway's refusal or a payment that is not theirs.
 */
import type { SessionService } from '../auth/sessions.js';
import type { BrandService } from '../brands/brand-service.js';
import type { Db } from '../db/database.js';
import { errorBody } from '../http/api-types.js';
import type { ApplePayMerchantValidator } from './apple-pay.js';
import { paymentAttemptOf, recordPaymentAttempt, type PaymentAttempt } from './attempt-store.js';
import type { PaymentGateways } from './gateway.js';
import { isPaymentError, paymentErrorSaid } from './payment-error.js';
import {
  gatewayIdempotencyKey,
  paymentOnce,
  requestFingerprint,
  type PaymentRequestScope,
} from './payment-requests.js';

export interface PaymentsContext {
  db: Db;
  brands: BrandService;
  sessions: SessionService;
  gateways: PaymentGateways;
  /** Apple Pay merchant validation: Apple over mutual TLS when configured, else the offline sandbox. */
  applePay: ApplePayMerchantValidator;
  clock: () => Date;
}

export function failure(error: unknown) {
  if (isPaymentError(error)) return { status: 400 as const, body: errorBody('PAYMENT_FAILED', error.said) };
  throw error;
}

/** Another customer's (or brand's) payment, or none: the same answer, so nothing about it leaks. */
export const notFound = {
  status: 404 as const,
  body: errorBody('NOT_FOUND', paymentErrorSaid('paymentNotFound')),
};

/** The steps the flows' handlers share, bound to the handlers' context. */
export function paymentSteps(context: PaymentsContext) {
  /** Remembered until it pays an order or is given back (see orders/unplaced-payments.ts). */
  async function recordAttempt(attempt: PaymentAttempt) {
    await recordPaymentAttempt(context.db, attempt, context.clock());
  }

  /**
   * Runs a payment start once per idempotency key (see payment-requests.ts), handing the gateway
   * the scoped key. Every payment start carries one (the API requires it): without it, the same
   * request sent 200 times at once could charge 200 times.
   */
  function once<Answer extends { status: number; body: unknown }>(
    scope: Omit<PaymentRequestScope, 'idempotencyKey'>,
    idempotencyKey: string,
    asked: Record<string, unknown>,
    start: (gatewayKey: string) => Promise<Answer>,
  ): Promise<Answer> {
    const scoped = { ...scope, idempotencyKey };
    return paymentOnce(
      context.db,
      scoped,
      requestFingerprint(asked),
      () => start(gatewayIdempotencyKey(scoped)),
      {
        now: context.clock,
      },
    );
  }

  /** True when this customer started the payment, at this brand, through this flow. */
  async function isOwn(
    reference: string,
    gateway: PaymentAttempt['gateway'],
    customer: { user: { id: string } },
    brandId: string,
  ): Promise<boolean> {
    const attempt = await paymentAttemptOf(context.db, { reference });
    return (
      attempt !== undefined &&
      attempt.gateway === gateway &&
      attempt.userId === customer.user.id &&
      attempt.brandId === brandId
    );
  }

  return { recordAttempt, once, isOwn };
}

export type PaymentSteps = ReturnType<typeof paymentSteps>;
