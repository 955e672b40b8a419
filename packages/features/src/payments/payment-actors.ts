import type { BrandInfo } from '@storefront/api';
import type { Fils } from '@storefront/core';
import type { CardDetails, WalletPayment } from '@storefront/flows';
import { apiLanguage, type Language } from '@storefront/i18n';
import type { Stripe } from '@stripe/stripe-js';
import { fromPromise } from 'xstate';
import { api } from '../app-kit/api.js';
import type { StripeCardField } from './card-payment.js';
import { serverFailure } from '../checkout/server-error.js';
import type { PaymentConfirmation } from './stripe-confirm.js';
import type { WalletSheet } from './wallet-sheet.js';
import { confirmIntent, rememberIntent, tokenizeCard, type ConfirmOptions } from './confirm-intent.js';

/**
 * The payment start's idempotency key: the checkout attempt's (a retry of the same attempt charges
 * once); a caller without one starts a payment of its own. The API refuses a start without a key.
 */
const attemptKey = (key: string | undefined) => key ?? crypto.randomUUID();

/** A refused call, kept untranslated until a screen shows it. */
function failed(body: unknown): Error {
  return serverFailure(body);
}

export interface PaymentContext {
  brand: BrandInfo;
  storeId: string;
  serviceType: 'DELIVERY' | 'PICKUP' | 'DINE_IN';
  /** The checkout page's own URL: gateways send the payer back here. */
  returnUrl: string;
  /** The page's language: the gateway's own pages (hosted page, 3-D Secure) speak it. */
  language: Language;
  /** Stripe.js when the brand has a real Stripe account and it loads; null for the sandbox. */
  stripe: () => Promise<Stripe | null>;
  /** Stripe's mounted card field, when the new card is typed there. */
  stripeField: () => StripeCardField | null;
  /** The wallet sheet waiting for its result, during a wallet payment. */
  walletSheet: () => WalletSheet | null;
}

/** The gateway page's return address, marked with the outcome it stands for. */
function returnUrl(context: PaymentContext, outcome: 'success' | 'failure'): string {
  const url = new URL(context.returnUrl);
  url.searchParams.set('payment', outcome);
  return url.toString();
}

/** Card and wallet payments through payment intents (Stripe, or the sandbox that mirrors it). */
function intentActors(context: PaymentContext) {
  const brandId = context.brand.brand._id;
  const confirming: ConfirmOptions = {
    language: context.language,
    returnUrl: returnUrl(context, 'success'),
    stripeField: context.stripeField,
    stripe: context.stripe,
  };
  return {
    createIntent: fromPromise(
      async ({
        input,
      }: {
        input: {
          amount: Fils;
          savedCardId: string | null;
          paymentMethod: 'CARD' | 'WALLET';
          idempotencyKey?: string;
        };
      }) => {
        const { data, error } = await api.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
          body: {
            brandId,
            amount: input.amount,
            storeId: context.storeId,
            currency: 'aed',
            paymentMethod: input.paymentMethod,
            isStoredCard: Boolean(input.savedCardId),
            ...(input.savedCardId ? { cardId: input.savedCardId } : {}),
            idempotencyKey: attemptKey(input.idempotencyKey),
          },
        });
        if (!data) throw failed(error);
        const intent = data.gatewayData.data;
        rememberIntent(intent);
        return {
          id: intent.id,
          clientSecret: intent.client_secret ?? null,
          isVerified: data.gatewayData.isVerified,
        };
      },
    ),
    confirmCard: fromPromise(
      async ({
        input,
      }: {
        input: { clientSecret: string; card: CardDetails | null; saveCard: boolean };
      }): Promise<PaymentConfirmation> =>
        confirmIntent(
          input.clientSecret,
          { kind: 'card', card: input.card, saveCard: input.saveCard },
          confirming,
        ),
    ),
    confirmWallet: fromPromise(
      async ({
        input,
      }: {
        input: { clientSecret: string; wallet: WalletPayment };
      }): Promise<PaymentConfirmation> => {
        // Spec section 4 "Wallet": the sheet says success once the client secret is obtained.
        await context.walletSheet()?.complete('success');
        return confirmIntent(input.clientSecret, { kind: 'wallet', wallet: input.wallet }, confirming);
      },
    ),
    verifyIntent: fromPromise(async ({ input }: { input: { id: string } }) => {
      const { data, error } = await api.POST('/orders-checkout-payment/stripe/verify-payment-intent', {
        body: { brandId, paymentIntentId: input.id },
      });
      if (!data) throw failed(error);
      return { isVerified: data.gatewayData.isVerified };
    }),
  };
}

/** Card payments through a tokenised card and a payment request (Checkout.com Frames, or the sandbox). */
function framesActors(context: PaymentContext) {
  const brandId = context.brand.brand._id;
  const withReturn = (outcome: 'success' | 'failure') => returnUrl(context, outcome);
  return {
    tokenizeCard: fromPromise(async ({ input }: { input: { card: CardDetails } }) =>
      tokenizeCard(input.card),
    ),
    initiateFrames: fromPromise(
      async ({
        input,
      }: {
        input: { amount: Fils; token: string | null; savedCardId: string | null; idempotencyKey?: string };
      }) => {
        const { data, error } = await api.POST(
          '/orders-checkout-payment/checkout-dot-com/initiate-frames-payment-request',
          {
            body: {
              brandId,
              amount: input.amount,
              storeId: context.storeId,
              currency: 'AED',
              isStoredCard: Boolean(input.savedCardId),
              ...(input.savedCardId ? { storeCardId: input.savedCardId } : {}),
              ...(input.token ? { token: input.token } : {}),
              successUrl: withReturn('success'),
              failureUrl: withReturn('failure'),
              language: apiLanguage(context.language),
              idempotencyKey: attemptKey(input.idempotencyKey),
            },
          },
        );
        if (!data) throw failed(error);
        const frames = data.gatewayData.axiosResData.framesResponse;
        return {
          reference: frames.id,
          redirectUrl: frames.redirectLink ?? null,
          threeDsRequired: data.gatewayData.three_d_secure_redirection_required,
        };
      },
    ),
    verifyFrames: fromPromise(async ({ input }: { input: { reference: string } }) => {
      const { data, error } = await api.POST(
        '/orders-checkout-payment/checkout-dot-com/verify-payment-request/{reference}',
        { params: { path: { reference: input.reference } }, body: { brandId } },
      );
      if (!data) throw failed(error);
      return { isVerified: data.gatewayData.isVerified };
    }),
  };
}

/** Payment on the gateway's hosted page (Telr-like), verified on return. */
function hostedActors(context: PaymentContext) {
  const brandId = context.brand.brand._id;
  const withReturn = (outcome: 'success' | 'failure') => returnUrl(context, outcome);
  return {
    requestHostedPage: fromPromise(
      async ({ input }: { input: { amount: Fils; idempotencyKey?: string } }) => {
        const { data, error } = await api.POST('/ordersCheckoutPayment/getHostedPaymentPage', {
          body: {
            brandId,
            hosted: {
              domainName: context.brand.setting.temporaryDomainName,
              amountPaid: input.amount,
              storeId: context.storeId,
              DomainType: context.brand.domainName ? 'CUSTOM' : 'TEMPORARY',
              successRedirectUrl: withReturn('success'),
              failureRedirectUrl: withReturn('failure'),
              language: apiLanguage(context.language),
            },
            idempotencyKey: attemptKey(input.idempotencyKey),
          },
        });
        if (!data) throw failed(error);
        return { reference: data.data.transactionInfo.reference, paymentUrl: data.data.paymentURL };
      },
    ),
    verifyHosted: fromPromise(async ({ input }: { input: { reference: string } }) => {
      const { data, error } = await api.POST('/ordersCheckoutPayment/verifyPayment', {
        body: { brandId, storeId: context.storeId, reference: input.reference },
      });
      if (!data) throw failed(error);
      return { isVerified: data.data.isVerified };
    }),
  };
}

/**
 * The payment machine's gateway actors over the product API and the gateway's browser endpoints
 * (the server's sandbox gateway by default; spec section 4 "Payment"). Placing the order and
 * leaving for a gateway page are the checkout's own (`checkoutPayment` in @storefront/flows).
 */
export function gatewayActors(context: PaymentContext) {
  const brandId = context.brand.brand._id;
  return {
    checkStoreAvailability: fromPromise<boolean, void>(async () => {
      const { data } = await api.POST('/store/check-store-availability', {
        body: { brandId, storeId: context.storeId, serviceType: context.serviceType },
      });
      return data?.success === 1 && data.data === true;
    }),
    ...intentActors(context),
    ...framesActors(context),
    ...hostedActors(context),
  };
}
