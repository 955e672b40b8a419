import {
  detectWallets,
  NO_WALLETS,
  readWalletToken,
  walletMethodData,
  walletPaymentDetails,
  type PaymentRequestConstructor,
  type WalletAvailability,
  type WalletMethod,
  type WalletRequestOptions,
} from '@storefront/flows';
import { useEffect, useState } from 'react';
import type { StripeState } from './stripe-js.js';

/**
 * Apple Pay / Google Pay through the browser's Payment Request API (spec section 4 "Wallet"). The
 * buttons exist only when the browser says it can pay (never in headless Chromium); a tap opens
 * the wallet's sheet, whose token then pays a WALLET intent through the payment machine.
 */

/** The wallets checkout offers. Apple Pay also needs the merchant validated by the server per session, which it does not offer yet. */
export const OFFERED_WALLETS: readonly WalletMethod[] = ['googlePay'];

/**
 * The server's sandbox gateway confirms a wallet's token like a card: its
 * `/sandbox/intent/confirm` takes `{ clientSecret, wallet: { type, token } }` (any token approves,
 * like 4242; `tok_declined` is declined, like 4000 0000 0000 0002). So the sandbox brands offer
 * Google Pay whenever the browser says it can pay.
 */
export const SANDBOX_CONFIRMS_WALLETS = true;

/**
 * Whether wallet buttons may be offered with the card gateway in this state: with a real Stripe
 * account once Stripe.js is ready (Google Pay's token is then a Stripe token it confirms), and with
 * the sandbox once it confirms wallet tokens.
 */
export function walletsOfferedWith(stripe: StripeState['status']): boolean {
  return stripe === 'ready' || (stripe === 'sandbox' && SANDBOX_CONFIRMS_WALLETS);
}

function browserPaymentRequest(): PaymentRequestConstructor | undefined {
  return typeof window !== 'undefined' && typeof window.PaymentRequest === 'function'
    ? (window.PaymentRequest as unknown as PaymentRequestConstructor)
    : undefined;
}

/** Which offered wallets the browser can pay with; asked once per page (browsers limit the checks). */
export function useWalletAvailability(enabled: boolean, options: WalletRequestOptions): WalletAvailability {
  const [available, setAvailable] = useState<WalletAvailability>(NO_WALLETS);
  const { label, tokenization } = options;
  const tokenizationKey = JSON.stringify(tokenization);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    // The answer does not depend on the amount: a changing total does not ask again.
    void detectWallets(
      browserPaymentRequest(),
      { label, tokenization, amount: options.amount },
      OFFERED_WALLETS,
    ).then((answer) => live && setAvailable(answer));
    return () => {
      live = false;
    };
  }, [enabled, label, tokenizationKey]);
  return enabled ? available : NO_WALLETS;
}

/** The open sheet: told 'success' or 'fail' exactly once. */
export interface WalletSheet {
  complete(result: 'success' | 'fail'): Promise<void>;
}

let sheetOpen = false;

/** Spec section 4: a wallet sheet cannot open while one is open ('You have already an order ,complete that first'). */
export function isWalletSheetOpen(): boolean {
  return sheetOpen;
}

export type OpenedWallet =
  | { readonly status: 'authorised'; readonly token: string; readonly sheet: WalletSheet }
  | { readonly status: 'cancelled' }
  | { readonly status: 'noToken' };

/**
 * Opens the wallet's sheet for the total. Call it straight from the tap: browsers open payment
 * sheets only during a user gesture.
 */
export async function openWalletSheet(
  method: WalletMethod,
  options: WalletRequestOptions,
): Promise<OpenedWallet> {
  const PaymentRequest = window.PaymentRequest;
  const request = new PaymentRequest(
    [walletMethodData(method, options) as PaymentMethodData],
    walletPaymentDetails(options),
  );
  sheetOpen = true;
  let response: PaymentResponse;
  try {
    response = await request.show();
  } catch (error) {
    sheetOpen = false;
    if (error instanceof DOMException && error.name === 'AbortError') return { status: 'cancelled' };
    throw error;
  }
  let completed = false;
  const sheet: WalletSheet = {
    async complete(result) {
      if (completed) return;
      completed = true;
      sheetOpen = false;
      await response.complete(result).catch(() => undefined);
    },
  };
  const token = readWalletToken(method, response.details);
  if (!token) {
    await sheet.complete('fail');
    return { status: 'noToken' };
  }
  return { status: 'authorised', token, sheet };
}
