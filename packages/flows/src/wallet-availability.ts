import { formatFils, walletPaymentRequest, type Fils } from '@storefront/core';

/** The wallets of spec section 3 "payment method names". */
export type WalletMethod = 'applePay' | 'googlePay';

export type WalletAvailability = Readonly<Record<WalletMethod, boolean>>;

export const NO_WALLETS: WalletAvailability = { applePay: false, googlePay: false };

/** What a wallet payment hands to the gateway: the wallet and its one-time token. */
export interface WalletPayment {
  readonly method: WalletMethod;
  readonly token: string;
}

/** The payment method data of the browser's Payment Request API, without DOM types. */
export interface WalletMethodData {
  readonly supportedMethods: string;
  readonly data: Record<string, unknown>;
}

export interface WalletPaymentDetails {
  readonly total: {
    readonly label: string;
    readonly amount: { readonly currency: 'AED'; readonly value: string };
  };
}

/** The part of a `PaymentRequest` the detection uses. */
export interface PaymentRequestLike {
  canMakePayment(): Promise<boolean>;
}

export type PaymentRequestConstructor = new (
  methods: WalletMethodData[],
  details: WalletPaymentDetails,
) => PaymentRequestLike;

/**
 * How the wallet's card is turned into a token for the card gateway: Stripe's own tokenisation
 * when the brand has a real Stripe account, Google's example gateway for the offline sandbox.
 */
export type WalletTokenization =
  | { readonly gateway: 'stripe'; readonly publishableKey: string; readonly live: boolean }
  | { readonly gateway: 'sandbox' };

export interface WalletRequestOptions {
  /** Grand total in fils. */
  readonly amount: Fils;
  /** The brand's name: the label of the total and the merchant name in the sheet. */
  readonly label: string;
  readonly tokenization: WalletTokenization;
  /** Apple Pay merchant id (`merchant.…`); Apple Pay also needs the merchant validated by a server. */
  readonly appleMerchantId?: string;
}

export const WALLET_METHOD_URL: Readonly<Record<WalletMethod, string>> = {
  applePay: 'https://apple.com/apple-pay',
  googlePay: 'https://google.com/pay',
};

const CARD_NETWORKS = ['VISA', 'MASTERCARD', 'AMEX'] as const;

/** The one method-data entry of a wallet's payment request (country AE, currency AED). */
export function walletMethodData(method: WalletMethod, options: WalletRequestOptions): WalletMethodData {
  const request = walletPaymentRequest(options.amount);
  const country = request.country;
  if (method === 'applePay') {
    return {
      supportedMethods: WALLET_METHOD_URL.applePay,
      data: {
        version: 3,
        merchantIdentifier: options.appleMerchantId ?? '',
        merchantCapabilities: ['supports3DS'],
        supportedNetworks: CARD_NETWORKS.map((network) =>
          network === 'MASTERCARD' ? 'masterCard' : network.toLowerCase(),
        ),
        countryCode: country,
      },
    };
  }
  const { tokenization } = options;
  return {
    supportedMethods: WALLET_METHOD_URL.googlePay,
    data: {
      environment: tokenization.gateway === 'stripe' && tokenization.live ? 'PRODUCTION' : 'TEST',
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: { merchantName: options.label },
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: {
            allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
            allowedCardNetworks: CARD_NETWORKS,
          },
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters:
              tokenization.gateway === 'stripe'
                ? {
                    gateway: 'stripe',
                    'stripe:version': '2020-08-27',
                    'stripe:publishableKey': tokenization.publishableKey,
                  }
                : { gateway: 'example', gatewayMerchantId: 'exampleGatewayMerchantId' },
          },
        },
      ],
      transactionInfo: {
        countryCode: country,
        currencyCode: 'AED',
        totalPriceStatus: 'FINAL',
        totalPrice: formatFils(options.amount),
      },
    },
  };
}

/** The total of a wallet's payment request: the grand total in AED with two decimals. */
export function walletPaymentDetails(options: WalletRequestOptions): WalletPaymentDetails {
  return { total: { label: options.label, amount: { currency: 'AED', value: formatFils(options.amount) } } };
}

/**
 * Which wallets the browser can pay with (spec section 4 "Wallet": the button shows only when the
 * browser can pay). A wallet counts only when `new PaymentRequest(...).canMakePayment()` resolves
 * true; no Payment Request API (insecure page, old browser), a constructor that throws, or a check
 * that rejects (Chrome refuses too many checks) all read as "cannot pay". Each wallet is asked
 * on its own so one unknown method cannot hide the other.
 */
export async function detectWallets(
  PaymentRequest: PaymentRequestConstructor | undefined,
  options: WalletRequestOptions,
  methods: readonly WalletMethod[] = ['applePay', 'googlePay'],
): Promise<WalletAvailability> {
  if (typeof PaymentRequest !== 'function') return NO_WALLETS;
  const details = walletPaymentDetails(options);
  const answers = await Promise.all(
    methods.map(async (method) => {
      try {
        const request = new PaymentRequest([walletMethodData(method, options)], details);
        return [method, (await request.canMakePayment()) === true] as const;
      } catch {
        return [method, false] as const;
      }
    }),
  );
  return { ...NO_WALLETS, ...Object.fromEntries(answers) };
}

/**
 * The offered wallets worth asking the browser about. Apple Pay only where Apple's own
 * `ApplePaySession` exists (Safari on Apple devices, where the Payment Request API knows Apple
 * Pay natively): elsewhere the check would make the browser fetch a payment method manifest from
 * apple.com that is not one, and log an error on every page with a wallet.
 */
export function walletsToAsk(
  offered: readonly WalletMethod[],
  browser: { readonly hasApplePaySession: boolean },
): WalletMethod[] {
  return offered.filter((method) => method !== 'applePay' || browser.hasApplePaySession);
}

/** The wallet a payment response came from, by its method name. */
export function walletOf(methodName: string): WalletMethod | null {
  if (methodName === WALLET_METHOD_URL.applePay) return 'applePay';
  if (methodName === WALLET_METHOD_URL.googlePay) return 'googlePay';
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The gateway token in a wallet's payment response details: Google Pay's
 * `paymentMethodData.tokenizationData.token`, Apple Pay's `token.paymentData` (as JSON). Null
 * when the details do not hold one.
 */
export function readWalletToken(method: WalletMethod, details: unknown): string | null {
  if (!isRecord(details)) return null;
  if (method === 'googlePay') {
    const data = details['paymentMethodData'];
    const tokenization = isRecord(data) ? data['tokenizationData'] : undefined;
    const token = isRecord(tokenization) ? tokenization['token'] : undefined;
    return typeof token === 'string' && token !== '' ? token : null;
  }
  const token = details['token'];
  const paymentData = isRecord(token) ? token['paymentData'] : undefined;
  return isRecord(paymentData) ? JSON.stringify(paymentData) : null;
}
