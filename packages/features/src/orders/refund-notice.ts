import type { Schemas } from '@storefront/api';
import { formatAed, type Language } from '@storefront/i18n';

/**
 * What the customer is told of a cancelled or rejected paid order's refund: given back (or
 * accepted by the provider) reads 'refunded to your card'; refused by the gateway reads that the
 * store will refund it; a refund still being asked says nothing yet.
 */
export function refundNotice(
  refund: Schemas['OrderRefund'] | undefined,
  language: Language,
): { key: 'errors:paymentRefunded' | 'errors:paymentRefundFailed'; amount: string } | null {
  if (!refund || refund.status === 'requested') return null;
  const key = refund.status === 'failed' ? 'errors:paymentRefundFailed' : 'errors:paymentRefunded';
  return { key, amount: formatAed(refund.amount, language) };
}
