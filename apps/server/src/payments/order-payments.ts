import type { FastifyRequest } from 'fastify';

/**
 * What a card payment for an order says it is for. Place-order accepts an intent only with this
 * description (so a payment-link payment, or one for another outlet, never pays an order) and a
 * frames payment only with an order reference.
 */
export function orderPaymentDescription(storeId: string): string {
  return `Order at store ${storeId}`;
}
export const ORDER_REFERENCE_PREFIX = 'order-';

/** True for the description of a payment made for an order (at any store), not a payment link. */
export function isOrderPaymentDescription(description: string | undefined): boolean {
  return description?.startsWith(orderPaymentDescription('')) === true;
}

/** Only this site may be a return address, so a payment can never bounce a payer elsewhere. */
export function isOwnUrl(request: FastifyRequest, url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.host === request.headers.host
    );
  } catch {
    return false;
  }
}
