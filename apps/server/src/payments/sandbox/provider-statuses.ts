/**
 * How a sandbox payment row reads in each provider's terms: one stored status, told as Stripe,
 * Checkout.com or Telr would tell it, so the server reads the sandbox exactly as it reads them.
 */
import type {
  FramesPaymentDetails,
  FramesStatus,
  HostedPaymentStatus,
  IntentDetails,
  IntentStatus,
  PaymentFailure,
} from '../gateway.js';
import type { SandboxPaymentRow, SandboxStatus } from '../payments.schema.js';

export function intentStatusOf(status: SandboxStatus): IntentStatus {
  switch (status) {
    case 'awaiting_3ds':
      return 'requires_action';
    case 'succeeded':
    case 'refunded':
      // Like Stripe: a refunded intent stays succeeded; the refund is its own object.
      return 'succeeded';
    case 'cancelled':
      return 'canceled';
    case 'awaiting_card':
    case 'declined':
      return 'requires_payment_method';
  }
}

export function framesStatusOf(status: SandboxStatus): FramesStatus {
  switch (status) {
    case 'awaiting_card':
    case 'awaiting_3ds':
      return 'Pending';
    case 'succeeded':
      return 'Authorized';
    case 'declined':
      return 'Declined';
    case 'cancelled':
    case 'refunded':
      // Checkout.com's Voided / Refunded: no money held.
      return 'Canceled';
  }
}

export function hostedStatusOf(status: SandboxStatus): HostedPaymentStatus {
  switch (status) {
    case 'awaiting_card':
    case 'awaiting_3ds':
      return 'pending';
    case 'succeeded':
      return 'paid';
    case 'declined':
      return 'declined';
    case 'cancelled':
    case 'refunded':
      return 'cancelled';
  }
}

export function lastErrorOf(row: SandboxPaymentRow): PaymentFailure | undefined {
  if (row.status !== 'awaiting_card' || !row.declineReason) return undefined;
  return { code: row.declineCode ?? 'card_declined', message: row.declineReason };
}

export function intentDetails(row: SandboxPaymentRow): IntentDetails {
  const lastError = lastErrorOf(row);
  return {
    id: row.id,
    status: intentStatusOf(row.status),
    amount: row.amount,
    currency: 'aed',
    ...(row.description ? { description: row.description } : {}),
    ...(row.customerRef ? { customerRef: row.customerRef } : {}),
    ...(lastError ? { lastError } : {}),
  };
}

export function framesDetails(row: SandboxPaymentRow): FramesPaymentDetails {
  const status = framesStatusOf(row.status);
  return {
    id: row.id,
    status,
    approved: status === 'Authorized' || status === 'Captured',
    amount: row.amount,
    currency: row.currency,
    reference: row.reference ?? '',
    ...(row.customerRef ? { customerRef: row.customerRef } : {}),
    ...(row.status === 'declined' && row.declineReason ? { declineReason: row.declineReason } : {}),
  };
}
