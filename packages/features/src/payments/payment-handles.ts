import type { StripeCardField } from './card-payment.js';
import type { WalletSheet } from './wallet-sheet.js';

/**
 * The browser's payment objects a payment's calls use when they run: Stripe's mounted card field
 * and the wallet sheet waiting for its result. Handles to browser APIs, not flow state.
 */
export interface PaymentHandles {
  readonly stripeField: () => StripeCardField | null;
  readonly setStripeField: (field: StripeCardField | null) => void;
  readonly walletSheet: () => WalletSheet | null;
  /** Tells the open sheet how the payment ended (once) and lets it go. */
  readonly completeWalletSheet: (result: 'success' | 'fail') => void;
  readonly setWalletSheet: (sheet: WalletSheet | null) => void;
}

export function createPaymentHandles(): PaymentHandles {
  let field: StripeCardField | null = null;
  let sheet: WalletSheet | null = null;
  return {
    stripeField: () => field,
    setStripeField: (next) => {
      field = next;
    },
    walletSheet: () => sheet,
    completeWalletSheet: (result) => {
      void sheet?.complete(result);
      sheet = null;
    },
    setWalletSheet: (next) => {
      sheet = next;
    },
  };
}
