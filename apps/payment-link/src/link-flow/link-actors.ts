import type { Schemas } from '@storefront/api';
import {
  LINK_LOADER_MS,
  paymentMachine,
  type CardDetails,
  type LinkSummary,
  type TransactionInfo,
  type WalletPayment,
} from '@storefront/flows';
import { apiLanguage, type Language } from '@storefront/i18n';
import type { Fils } from '@storefront/core';
import { fromPromise } from 'xstate';
import { api } from '@storefront/features/app-kit/api';
import { serverFailure } from '@storefront/features/checkout/server-error';
import { takePageLink } from '@storefront/features/data/page-reads';
import type { StripeCardField } from '@storefront/features/payments/card-payment';
import {
  confirmIntent,
  rememberIntent,
  tokenizeCard,
  type ConfirmOptions,
} from '@storefront/features/payments/confirm-intent';
import type { WalletSheet } from '@storefront/features/payments/wallet-sheet';

export type PaymentLink = Schemas['PaymentLink'];

/** What the payment machine starts a payment with; the link's amount and key are the server's. */
type IntentStart = {
  amount: Fils;
  savedCardId: string | null;
  paymentMethod: 'CARD' | 'WALLET';
  idempotencyKey?: string;
};
type FramesStart = {
  amount: Fils;
  token: string | null;
  savedCardId: string | null;
  idempotencyKey?: string;
};

export interface LinkActorsContext {
  brandId: string;
  cartId: string;
  /** The brand's temporary domain and whether the page is on its custom domain (initiate's DomainType). */
  domainName: string;
  custom: boolean;
  language: Language;
  /** The link's page: the gateway sends the payer back here. */
  pageUrl: () => string;
  /** Stripe's mounted card field, when the brand has a real Stripe account. */
  stripeField: () => StripeCardField | null;
  /** The wallet sheet waiting for its result, during a wallet payment. */
  walletSheet: () => WalletSheet | null;
  /** Each link read, for the page to show. */
  onLink: (link: PaymentLink) => void;
  /** How long the loader stays after a Checkout.com initiate (spec: 3 s; tests shorten it). */
  loaderMs?: number;
}

/**
 * The payment-link machine's actors over the product API's payment-links calls (spec section 7)
 * and the gateway's browser endpoints (the server's sandbox by default, Stripe.js with a real key):
 * the link read, and the one payment machine with the link's calls.
 */
export function linkActors(context: LinkActorsContext) {
  const { brandId, cartId, language } = context;
  const failed = (body: unknown) => serverFailure(body);
  const withStatus = (status: 'success' | 'failure') => {
    const url = new URL(context.pageUrl());
    url.searchParams.set('paymentStatus', status);
    return url.toString();
  };
  const confirming: ConfirmOptions = {
    language,
    returnUrl: context.pageUrl(),
    stripeField: context.stripeField,
  };
  /** The payment machine as the link runs it: the link's own calls for starting and verifying. */
  const payment = paymentMachine.provide({
    actors: {
      createIntent: fromPromise<
        { id: string; clientSecret: string | null; isVerified: boolean },
        IntentStart
      >(async () => {
        const { data, error } = await api.POST('/payment-links/stripe/create-payment-intent', {
          body: { brandId, cartId },
        });
        if (!data) throw failed(error);
        const intent = data.fetchedLink.transactionDetail;
        rememberIntent(intent);
        return { id: intent.id, clientSecret: intent.client_secret, isVerified: data.gatewayData.isVerified };
      }),
      confirmCard: fromPromise(
        async ({ input }: { input: { clientSecret: string; card: CardDetails | null; saveCard: boolean } }) =>
          // A link's payer is not signed in: there is no one to keep the card for.
          confirmIntent(input.clientSecret, { kind: 'card', card: input.card, saveCard: false }, confirming),
      ),
      confirmWallet: fromPromise(
        async ({ input }: { input: { clientSecret: string; wallet: WalletPayment } }) => {
          // Spec section 4 "Wallet": the sheet says success once the client secret is obtained.
          await context.walletSheet()?.complete('success');
          return confirmIntent(input.clientSecret, { kind: 'wallet', wallet: input.wallet }, confirming);
        },
      ),
      verifyIntent: fromPromise(async ({ input }: { input: { id: string } }) => {
        const { data, error } = await api.POST('/payment-links/stripe/verify-payment-intent', {
          body: { brandId, cartId, paymentIntentId: input.id },
        });
        if (!data) throw failed(error);
        return { isVerified: data.data.paymentStatus === 'VERIFIED' };
      }),
      tokenizeCard: fromPromise(async ({ input }: { input: { card: CardDetails } }) =>
        tokenizeCard(input.card),
      ),
      initiateFrames: fromPromise(async ({ input }: { input: FramesStart }) => {
        const { data, error } = await api.POST('/payment-links/checkout-dot-com/initiate', {
          body: {
            brandId,
            cartId,
            token: input.token ?? '',
            DomainType: context.custom ? 'CUSTOM' : 'TEMPORARY',
            domainName: context.domainName,
            successUrl: withStatus('success'),
            failureUrl: withStatus('failure'),
            language: apiLanguage(language),
          },
        });
        if (!data) throw failed(error);
        const detail = data.gatewayData.transactionDetail;
        // Spec section 9: the loader stays on for 3 s after initiate, whatever comes next.
        await new Promise((resolve) => setTimeout(resolve, context.loaderMs ?? LINK_LOADER_MS));
        return {
          reference: detail.id,
          redirectUrl: detail.redirectLink ?? null,
          threeDsRequired: data.gatewayData.three_d_secure_redirection_required,
        };
      }),
      verifyFrames: fromPromise(async ({ input }: { input: { reference: string } }) => {
        const { data, error } = await api.POST('/payment-links/checkout-dot-com/verify', {
          body: { brandId, cartId, paymentId: input.reference },
        });
        if (!data) throw failed(error);
        return { isVerified: data.data.paymentStatus === 'VERIFIED' };
      }),
      // A verified payment is the link paid: there is no order to place, the link is read again.
      placeOrder: fromPromise(async () => ({ orderNumber: cartId })),
      redirect: fromPromise(async ({ input }: { input: { url: string; pending: TransactionInfo } }) => {
        window.location.assign(input.url);
        await new Promise<never>(() => undefined);
      }),
    },
  });

  return {
    loadLink: fromPromise<LinkSummary, void>(async () => {
      // The first read is the one the page brought (the server read it for this page), if fresh.
      let link = takePageLink(brandId, cartId);
      if (!link) {
        const { data, error } = await api.POST('/payment-links/get-payment-link-info-by-cart-id', {
          body: { brandId, cartId },
        });
        if (!data) throw failed(error);
        link = data.data;
      }
      context.onLink(link);
      return { ...link, expired: link.expired === true };
    }),
    payment,
  };
}
