import { resolveError, type Schemas } from '@storefront/api';
import type { CardDetails, LinkConfirmation, LinkPayment, LinkSummary } from '@storefront/flows';
import { translateServerError, type Language } from '@storefront/i18n';
import { fromPromise } from 'xstate';
import { api } from '../app-kit/api.js';
import { takePageLink } from '../data/page-reads.js';
import type { StripeCardField } from '../payments/card-payment.js';
import { onlinePaymentUnavailable } from '../payments/stripe-confirm.js';
import type { WalletSheet } from '../payments/wallet-sheet.js';

export type PaymentLink = Schemas['PaymentLink'];

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
}

/** Where the sandbox confirms an intent (the server names it with the intent). */
const confirmUrls = new Map<string, string>();

type SandboxAnswer = {
  status?: string;
  nextActionUrl?: string;
  lastError?: { message?: string; messageKey?: string };
};

/**
 * The payment-link machine's actors over the product API's payment-links calls (spec section 7)
 * and the gateway's browser endpoints (the server's sandbox by default, Stripe.js with a real key).
 */
export function linkActors(context: LinkActorsContext) {
  const { brandId, cartId, language } = context;
  const failed = (body: unknown) => new Error(translateServerError(resolveError(body), language));
  const withStatus = (status: 'success' | 'failure') => {
    const url = new URL(context.pageUrl());
    url.searchParams.set('paymentStatus', status);
    return url.toString();
  };
  async function postJson(url: string, body: unknown): Promise<SandboxAnswer> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => undefined)) as SandboxAnswer | undefined;
    if (!response.ok || !data) throw failed(data);
    return data;
  }
  const fromSandbox = (answer: SandboxAnswer): LinkConfirmation => {
    if (answer.status === 'succeeded') return { status: 'succeeded' };
    if (answer.status === 'requires_action' && answer.nextActionUrl)
      return { status: 'requires_action', nextActionUrl: answer.nextActionUrl };
    const message = answer.lastError?.message;
    const key = answer.lastError?.messageKey;
    return {
      status: 'failed',
      ...(message && { message: translateServerError({ message, ...(key && { key }) }, language) }),
    };
  };

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
    createIntent: fromPromise<{ id: string; clientSecret: string; isVerified: boolean }, void>(async () => {
      const { data, error } = await api.POST('/payment-links/stripe/create-payment-intent', {
        body: { brandId, cartId },
      });
      if (!data) throw failed(error);
      const intent = data.fetchedLink.transactionDetail;
      if (intent.confirmUrl)
        confirmUrls.set(intent.id, new URL(intent.confirmUrl, window.location.origin).toString());
      return { id: intent.id, clientSecret: intent.client_secret, isVerified: data.gatewayData.isVerified };
    }),
    confirmIntent: fromPromise(
      async ({
        input,
      }: {
        input: { clientSecret: string; payment: LinkPayment };
      }): Promise<LinkConfirmation> => {
        const url = confirmUrls.get(input.clientSecret.split('_secret_')[0] ?? '');
        const { payment } = input;
        if (payment.method === 'wallet') {
          // Spec section 4 "Wallet": the sheet says success once the client secret is obtained.
          await context.walletSheet()?.complete('success');
          if (!url) throw new Error(onlinePaymentUnavailable(language));
          const wallet = { type: payment.wallet.method, token: payment.wallet.token };
          return fromSandbox(await postJson(url, { clientSecret: input.clientSecret, wallet }));
        }
        if (url && payment.card) {
          const body = { clientSecret: input.clientSecret, card: payment.card, returnUrl: context.pageUrl() };
          return fromSandbox(await postJson(url, body));
        }
        const field = context.stripeField();
        if (!url && field) {
          const result = await field.confirm(input.clientSecret, false);
          if (result.error)
            return { status: 'failed', ...(result.error.message && { message: result.error.message }) };
          return { status: result.paymentIntent.status === 'succeeded' ? 'succeeded' : 'failed' };
        }
        throw new Error(onlinePaymentUnavailable(language));
      },
    ),
    verifyIntent: fromPromise(async ({ input }: { input: { id: string } }) => {
      const { data, error } = await api.POST('/payment-links/stripe/verify-payment-intent', {
        body: { brandId, cartId, paymentIntentId: input.id },
      });
      if (!data) throw failed(error);
      return { isVerified: data.data.paymentStatus === 'VERIFIED' };
    }),
    tokenizeCard: fromPromise(async ({ input }: { input: { card: CardDetails } }) => {
      const answer = (await postJson(
        new URL('/sandbox/frames/tokens', window.location.origin).toString(),
        input.card,
      )) as {
        token?: string;
      };
      if (!answer.token) throw failed(answer);
      return { token: answer.token };
    }),
    initiateFrames: fromPromise(async ({ input }: { input: { token: string } }) => {
      const { data, error } = await api.POST('/payment-links/checkout-dot-com/initiate', {
        body: {
          brandId,
          cartId,
          token: input.token,
          DomainType: context.custom ? 'CUSTOM' : 'TEMPORARY',
          domainName: context.domainName,
          successUrl: withStatus('success'),
          failureUrl: withStatus('failure'),
          language: language === 'ar' ? 'AR' : 'EN',
        },
      });
      if (!data) throw failed(error);
      const detail = data.gatewayData.transactionDetail;
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
    redirect: fromPromise(async ({ input }: { input: { url: string } }) => {
      window.location.assign(input.url);
      await new Promise<never>(() => undefined);
    }),
  };
}
