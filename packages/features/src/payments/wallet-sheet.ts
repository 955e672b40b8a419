import type { ApiClient, BrandInfo } from '@storefront/api';
import {
  detectWallets,
  walletsToAsk,
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
import { onlinePaymentUnavailable } from './stripe-confirm.js';
import type { StripeState } from './stripe-js.js';

/**
 * Apple Pay / Google Pay through the browser's Payment Request API (spec section 4 "Wallet"). The
 * buttons exist only when the browser says it can pay (never in headless Chromium); a tap opens
 * the wallet's sheet, whose token then pays a WALLET intent through the payment machine. Apple Pay
 * also has the server vouch for the merchant while its sheet opens (`merchantvalidation`).
 */

/**
 * The server's sandbox gateway confirms a wallet's token like a card: its
 * `/sandbox/intent/confirm` takes `{ clientSecret, wallet: { type, token } }` (any token approves,
 * like 4242; `tok_declined` is declined, like 4000 0000 0000 0002). So the sandbox brands offer
 * Google Pay and Apple Pay whenever the browser says it can pay.
 */
export const SANDBOX_CONFIRMS_WALLETS = true;

/**
 * The wallets checkout offers with the card gateway in this state: both with the sandbox once it
 * confirms wallet tokens; Google Pay only with a real Stripe account once Stripe.js is ready
 * (Google Pay's token is then a Stripe token it confirms, while Apple Pay's payment data is not:
 * Stripe takes Apple Pay only through its own payment request button); none otherwise.
 */
export function offeredWallets(stripe: StripeState['status']): readonly WalletMethod[] {
  if (stripe === 'sandbox' && SANDBOX_CONFIRMS_WALLETS) return ['applePay', 'googlePay'];
  if (stripe === 'ready') return ['googlePay'];
  return [];
}

/** The Apple Pay merchant id of the sandbox, the one the server's offline validator answers for. */
export const SANDBOX_APPLE_MERCHANT_ID = 'merchant.ae.storefront.sandbox';

/**
 * The Apple Pay merchant id the sheet is asked with: an active `applePay` integration's
 * `merchantIdentifier` (the same id as the server's `APPLE_PAY_MERCHANT_ID`), else the sandbox's.
 */
export function appleMerchantIdOf(integrations: BrandInfo['activeIntegrations']): string {
  const applePay = integrations.find(
    (integration) => integration.isActive && integration.name === 'applePay',
  );
  const id = applePay?.metaData['merchantIdentifier'];
  return id && /^merchant\.[\w.-]+$/.test(id) ? id : SANDBOX_APPLE_MERCHANT_ID;
}

/**
 * The browser's Payment Request constructor as the flows' wallet checks call it. The one cast of the
 * payments code: lib.dom types the constructor with its full dictionaries, of which the flows
 * declare only the fields they send, so neither type is assignable to the other.
 */
function browserPaymentRequest(): PaymentRequestConstructor | undefined {
  return typeof window !== 'undefined' && typeof window.PaymentRequest === 'function'
    ? (window.PaymentRequest as unknown as PaymentRequestConstructor)
    : undefined;
}

/** Which of the offered wallets the browser can pay with; asked once per page (browsers limit the checks). */
export function useWalletAvailability(
  offered: readonly WalletMethod[],
  options: WalletRequestOptions,
): WalletAvailability {
  const [available, setAvailable] = useState<WalletAvailability>(NO_WALLETS);
  const { label, tokenization, appleMerchantId } = options;
  const tokenizationKey = JSON.stringify(tokenization);
  const offeredKey = offered.join(',');
  const enabled = offered.length > 0;
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    // The answer does not depend on the amount: a changing total does not ask again.
    void detectWallets(
      browserPaymentRequest(),
      {
        label,
        tokenization,
        amount: options.amount,
        ...(appleMerchantId !== undefined && { appleMerchantId }),
      },
      walletsToAsk(offered, {
        hasApplePaySession: typeof window !== 'undefined' && 'ApplePaySession' in window,
      }),
    ).then((answer) => live && setAvailable(answer));
    return () => {
      live = false;
    };
  }, [offeredKey, label, tokenizationKey, appleMerchantId]);
  return enabled ? available : NO_WALLETS;
}

/** Apple's merchant session for one sheet, from the validation URL the browser hands over. */
export type MerchantSessionSource = (validationURL: string) => Promise<object>;

/** The part of the browser's `MerchantValidationEvent` the handler uses. */
export interface MerchantValidationEventLike {
  readonly validationURL: string;
  /** Takes the merchant session, or a promise of it; must be called while the event is dispatched. */
  complete(merchantSession: Promise<object>): void;
}

/**
 * The `merchantvalidation` handler of an Apple Pay payment request: asks for the merchant session
 * and hands its promise to `event.complete(...)` at once (the browser waits for it; a rejected
 * promise aborts the sheet). `onFailure` hears why, so the sheet's abort is not read as a payer
 * cancelling.
 */
export function merchantValidationHandler(
  merchantSession: MerchantSessionSource,
  onFailure: (error: unknown) => void = () => undefined,
): (event: MerchantValidationEventLike) => void {
  return (event) => {
    let session: Promise<object>;
    try {
      session = merchantSession(event.validationURL);
    } catch (error) {
      session = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    session.catch(onFailure);
    event.complete(session);
  };
}

/**
 * Merchant sessions from the product API (`POST /payments/apple-pay/merchant-session`) for the
 * brand and the page's host name: Apple's when the server has the merchant certificate, else the
 * sandbox's. Any refusal reads as 'Online payment is facing some issues, please use other payment method'.
 */
export function merchantSessionFromApi(
  client: Pick<ApiClient, 'POST'>,
  brandId: string,
  domainName: string,
): MerchantSessionSource {
  return async (validationURL) => {
    const { data } = await client.POST('/payments/apple-pay/merchant-session', {
      body: { brandId, validationURL, domainName },
    });
    if (!data) throw onlinePaymentUnavailable();
    return data.data.merchantSession;
  };
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
  | { readonly status: 'noToken' }
  /** Apple Pay: the merchant session could not be had, so the browser closed the sheet. */
  | { readonly status: 'merchantNotValidated' };

/** `PaymentRequest` with Apple Pay's merchant validation (Safari; not in every DOM typing). */
type ValidatingPaymentRequest = PaymentRequest & {
  onmerchantvalidation: ((event: MerchantValidationEventLike) => void) | null;
};

/**
 * Opens the wallet's sheet for the total. Call it straight from the tap: browsers open payment
 * sheets only during a user gesture. Apple Pay needs `merchantSession` to validate the merchant.
 */
export async function openWalletSheet(
  method: WalletMethod,
  options: WalletRequestOptions,
  validation: { merchantSession?: MerchantSessionSource } = {},
): Promise<OpenedWallet> {
  const PaymentRequest = window.PaymentRequest;
  const request = new PaymentRequest(
    [walletMethodData(method, options) as PaymentMethodData],
    walletPaymentDetails(options),
  );
  let validationFailed = false;
  if (method === 'applePay' && validation.merchantSession) {
    (request as ValidatingPaymentRequest).onmerchantvalidation = merchantValidationHandler(
      validation.merchantSession,
      (error) => {
        validationFailed = true;
        console.warn('apple pay merchant validation failed', error);
      },
    );
  }
  sheetOpen = true;
  let response: PaymentResponse;
  try {
    response = await request.show();
  } catch (error) {
    sheetOpen = false;
    if (validationFailed) return { status: 'merchantNotValidated' };
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
