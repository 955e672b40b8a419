/**
 * What a payment's input asks for (a wallet, a saved card, a new card, the checkout's rules, an
 * idempotency key), read in one place so the machine's guards and call inputs agree.
 */
import type { WalletPayment } from '../wallet-availability.js';
import type { PaymentInput } from './types.js';

export const followsCheckoutRules = (input: PaymentInput): boolean => input.checkoutRules !== false;

export function paysWithWallet(input: PaymentInput): input is PaymentInput & { wallet: WalletPayment } {
  return input.route === 'intent' && input.wallet != null && input.wallet.token !== '';
}

export function hasSavedCard(input: PaymentInput): input is PaymentInput & { savedCardId: string } {
  return !paysWithWallet(input) && typeof input.savedCardId === 'string' && input.savedCardId !== '';
}

/** The payment start's idempotency key, when the checkout gave one. */
export function keyOf(input: PaymentInput): { idempotencyKey?: string } {
  return input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {};
}

export function hasCard(input: PaymentInput): boolean {
  return input.card != null || (input.route === 'intent' && input.cardInGatewayField === true);
}
