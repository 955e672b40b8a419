/**
 * The calls the payment machine makes, as typed placeholders: each surface provides its own
 * with `paymentMachine.provide()`, and one left out fails loudly instead of doing nothing.
 */
import type { Fils } from '@storefront/core';
import { fromPromise } from 'xstate';
import type { WalletPayment } from '../wallet-availability.js';
import type { CardDetails, Confirmation, TransactionInfo, Verification } from './types.js';

function missing(name: string): never {
  throw new Error(`${name}: provide an implementation with paymentMachine.provide()`);
}

export const paymentActors = {
  checkStoreAvailability: fromPromise<boolean, void>(async () => missing('checkStoreAvailability')),
  createIntent: fromPromise<
    { id: string; clientSecret: string | null; isVerified: boolean },
    { amount: Fils; savedCardId: string | null; paymentMethod: 'CARD' | 'WALLET'; idempotencyKey?: string }
  >(async () => missing('createIntent')),
  confirmCard: fromPromise<
    Confirmation,
    { clientSecret: string; card: CardDetails | null; saveCard: boolean }
  >(async () => missing('confirmCard')),
  confirmWallet: fromPromise<Confirmation, { clientSecret: string; wallet: WalletPayment }>(async () =>
    missing('confirmWallet'),
  ),
  verifyIntent: fromPromise<Verification, { id: string }>(async () => missing('verifyIntent')),
  tokenizeCard: fromPromise<{ token: string }, { card: CardDetails }>(async () => missing('tokenizeCard')),
  initiateFrames: fromPromise<
    { reference: string; redirectUrl: string | null; threeDsRequired: boolean },
    { amount: Fils; token: string | null; savedCardId: string | null; idempotencyKey?: string }
  >(async () => missing('initiateFrames')),
  verifyFrames: fromPromise<Verification, { reference: string }>(async () => missing('verifyFrames')),
  requestHostedPage: fromPromise<
    { reference: string; paymentUrl: string },
    { amount: Fils; idempotencyKey?: string }
  >(async () => missing('requestHostedPage')),
  verifyHosted: fromPromise<Verification, { reference: string }>(async () => missing('verifyHosted')),
  placeOrder: fromPromise<{ orderNumber: string }, { transactionInfo: TransactionInfo | null }>(async () =>
    missing('placeOrder'),
  ),
  redirect: fromPromise<void, { url: string; pending: TransactionInfo }>(async () => missing('redirect')),
};
