/**
 * Payment amount rules and the payment options list (spec §4 "Payment", §5 "Minimums", §9).
 */
import { type CoreError, coreError } from './errors.js';
import type { Fils } from './money.js';
import type { ServiceType } from './service-type.js';

/** Payment types (spec §9). */
export type PaymentType = 'CREDIT_CARD' | 'CASH' | 'CARD_MACHINE' | 'PAY_LATER' | 'PAYMENT_GATEWAY';
/** Payment method names (spec §3). */
export type PaymentMethodName = 'applePay' | 'googlePay' | 'new_card' | 'saved_card' | 'cash';

/** Card and wallet payments need a total strictly over this: 2 AED (spec §5, §9). */
export const MIN_ONLINE_PAYMENT = 200 as Fils;

/** True for methods paid online (card, saved card, Apple Pay, Google Pay) or online payment types. */
export function isOnlinePayment(method: {
  readonly paymentType?: PaymentType | null;
  readonly methodName?: PaymentMethodName | null;
}): boolean {
  if (
    method.methodName === 'applePay' ||
    method.methodName === 'googlePay' ||
    method.methodName === 'new_card' ||
    method.methodName === 'saved_card'
  )
    return true;
  return method.paymentType === 'CREDIT_CARD' || method.paymentType === 'PAYMENT_GATEWAY';
}

/**
 * Online payments need `total > 2 AED`: returns 'addMoreThanTwoAED' at 2.00 AED and below, null
 * above, and null for offline methods.
 */
export function checkOnlinePaymentAmount(
  total: Fils,
  method: Parameters<typeof isOnlinePayment>[0],
): CoreError<'addMoreThanTwoAED'> | null {
  return isOnlinePayment(method) && total <= MIN_ONLINE_PAYMENT ? coreError('addMoreThanTwoAED') : null;
}

/**
 * Amount for the wallet payment request (Apple Pay / Google Pay): the API wants AED × 100
 * rounded, which is exactly the total in fils (spec §4 "amount x100 rounded"). Country AE, currency aed.
 */
export function walletPaymentRequest(total: Fils): {
  readonly country: 'AE';
  readonly currency: 'aed';
  readonly amount: number;
} {
  return { country: 'AE', currency: 'aed', amount: total };
}

/** A store's payment option (spec §3). */
export interface PaymentOption {
  readonly _id: string;
  readonly paymentType: PaymentType;
  readonly serviceType?: string;
}

/**
 * Options to list at checkout (spec §4): credit card first, pay-later hidden for DELIVERY and
 * PICKUP; the rest keep their order.
 */
export function checkoutPaymentOptions<O extends PaymentOption>(
  options: readonly O[],
  serviceType: ServiceType,
): readonly O[] {
  const shown = options.filter((option) => serviceType === 'DINE_IN' || option.paymentType !== 'PAY_LATER');
  return [
    ...shown.filter((option) => option.paymentType === 'CREDIT_CARD'),
    ...shown.filter((option) => option.paymentType !== 'CREDIT_CARD'),
  ];
}
