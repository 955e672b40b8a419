import { openClaims, signClaims } from '../auth/signed-token.js';

/**
 * The rating link of an order (docs/architecture.md "Links that are capabilities"): the order's tracking answer carries
 * a token naming the order once it is delivered, so whoever holds the tracking link (the
 * customer, on any device, signed in or not) can rate it, once. The token names one order and
 * proves nothing else.
 */

const VERSION = 'f1';
const CONTEXT = 'feedback:';

export function feedbackToken(secret: Buffer, orderId: string): string {
  return signClaims(secret, VERSION, { o: orderId }, CONTEXT);
}

/** The order a rating link names, or undefined for any other text. */
export function feedbackOrderId(secret: Buffer, token: string): string | undefined {
  const claims = openClaims(secret, VERSION, token, CONTEXT) as { o?: unknown } | undefined;
  return typeof claims?.o === 'string' ? claims.o : undefined;
}
