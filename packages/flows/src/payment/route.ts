/**
 * Which way a payment type is paid, from the brand's active gateways; decided before the machine
 * starts, so it sits apart from the state chart.
 */
import type { PaymentType } from '@storefront/core';
import type { Gateway, PaymentRoute } from './types.js';

/** Card gateways by preference: the first active one is used (spec section 4 "Payment"). */
const GATEWAYS: readonly { readonly name: string; readonly route: Gateway }[] = [
  { name: 'stripe', route: 'intent' },
  { name: 'checkout', route: 'frames' },
  { name: 'telr', route: 'hosted' },
];

/**
 * How a payment type is paid. Card types use the first active gateway in the order stripe,
 * checkout, telr; with none active they return null (the UI says 'Online payment is facing some
 * issues, please use other payment method'). Cash, card machine and pay later are direct.
 */
export function pickPaymentRoute(
  paymentType: PaymentType,
  integrations: readonly { readonly name: string; readonly isActive: boolean }[],
): PaymentRoute | null {
  if (paymentType !== 'CREDIT_CARD' && paymentType !== 'PAYMENT_GATEWAY') return 'direct';
  const active = GATEWAYS.find((gateway) =>
    integrations.some((integration) => integration.isActive && integration.name === gateway.name),
  );
  return active?.route ?? null;
}
