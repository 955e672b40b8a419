/**
 * How a payment fails: the machine's own refusals as catalogue keys, and how a failing call's
 * error becomes the message a surface shows (translated there). One place so every surface reads failures the same way.
 */
import { shownMessage, shownMessageOf, type ShownMessage } from '@storefront/core';
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

/** A call that got no answer: fetch rejects with a TypeError when the network fails, AbortError when cut. */
export function isUnanswered(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'AbortError');
}

/** True for the machine's own refusal keys. */
export const isPaymentErrorKey = (key: string | undefined): key is PaymentErrorKey =>
  key !== undefined && (PAYMENT_ERROR_KEYS as readonly string[]).includes(key);

/** The machine's own refusal, as a message. */
export const refusedWith = (key: PaymentErrorKey): ShownMessage => shownMessage(key);

/** What a failing call said (its MessageError's message, the gateway's words), else the generic one. */
export const failureMessage = (error: unknown): ShownMessage => shownMessageOf(error);

export const notVerified = (verification: Verification): ShownMessage =>
  verification.message ?? refusedWith('paymentFailedOrCancelled');
