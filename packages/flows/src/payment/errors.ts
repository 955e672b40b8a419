/**
 * How a payment fails: the machine's own refusals as catalogue keys, and how a failing call's
 * error becomes the text a surface shows. One place so every surface reads failures the same way.
 */
import type { Verification } from './types.js';

/** Catalogue keys (errors namespace) this machine fails with besides the actors' own messages. */
export const PAYMENT_ERROR_KEYS = [
  'storeClosedNow',
  'addMoreThanTwoAED',
  'savedCardRequired',
  'paymentDeclined',
  'paymentFailedOrCancelled',
  'invalidPaymentIntent',
  'somethingWentWrong',
] as const;
export type PaymentErrorKey = (typeof PAYMENT_ERROR_KEYS)[number];

/** True for the machine's own refusals; anything else is a text an actor already translated. */
export const isPaymentErrorKey = (error: string): error is PaymentErrorKey =>
  (PAYMENT_ERROR_KEYS as readonly string[]).includes(error);

/** A call that got no answer: fetch rejects with a TypeError when the network fails, AbortError when cut. */
export function isUnanswered(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'AbortError');
}

export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'somethingWentWrong' satisfies PaymentErrorKey;
}

export const notVerified = (verification: Verification): string =>
  verification.message ?? ('paymentFailedOrCancelled' satisfies PaymentErrorKey);
