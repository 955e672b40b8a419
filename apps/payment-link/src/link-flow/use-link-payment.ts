import type { BrandInfo } from '@storefront/api';
import {
  paymentLinkMachine,
  type LinkPayment,
  type PaymentLinkError,
  type WalletMethod,
} from '@storefront/flows';
import type { Language } from '@storefront/i18n';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { api } from '@storefront/features/app-kit/api';
import type { StripeCardField } from '@storefront/features/payments/card-payment';
import {
  isWalletSheetOpen,
  merchantSessionFromApi,
  openWalletSheet,
  type WalletSheet,
} from '@storefront/features/payments/wallet-sheet';
import type { WalletRequestOptions } from '@storefront/flows';
import { linkActors, type PaymentLink } from './link-actors.js';
import { takeReturn, withoutReturn } from './link-return.js';

export type { PaymentLinkError };

export type LinkView = 'loading' | 'notVerified' | 'processing' | 'verified' | 'expired' | 'unavailable';

/** What the payer sees of a wallet that could not pay, besides the machine's own errors. */
export type WalletProblem = 'walletPaymentOpen' | 'onlinePaymentUnavailable' | 'cardProccesingError';

/**
 * The payment link's flow for a page (spec sections 2, 4 and 5 "Payment link"): the machine with
 * its actors over the API, a gateway return taken once (the `paymentVerified` marker), and the
 * wallet sheet opened straight from the tap.
 */
export function useLinkPayment(options: {
  brand: BrandInfo;
  cartId: string;
  language: Language;
  basePath: string;
}) {
  const { brand, cartId, language } = options;
  const [link, setLink] = useState<PaymentLink | null>(null);
  const [walletProblem, setWalletProblem] = useState<WalletProblem | null>(null);
  const stripeField = useRef<StripeCardField | null>(null);
  const walletSheet = useRef<WalletSheet | null>(null);
  const [resume] = useState(() => {
    const taken = takeReturn(new URLSearchParams(window.location.search), window.sessionStorage);
    if (taken)
      window.history.replaceState(window.history.state, '', withoutReturn(new URL(window.location.href)));
    return taken;
  });
  const actors = linkActors({
    brandId: brand.brand._id,
    cartId,
    domainName: brand.setting.temporaryDomainName,
    custom: options.basePath === '',
    language,
    pageUrl: () => withoutReturnUrl(),
    stripeField: () => stripeField.current,
    walletSheet: () => walletSheet.current,
    onLink: setLink,
  });
  const actor = useActorRef(paymentLinkMachine.provide({ actors }), { input: { resume } });
  const view = useSelector(actor, (snapshot): LinkView => {
    if (snapshot.matches('loading') && !snapshot.context.link) return 'loading';
    for (const state of ['notVerified', 'verified', 'expired', 'unavailable'] as const)
      if (snapshot.matches(state)) return state;
    return 'processing';
  });
  const error = useSelector(actor, (snapshot): PaymentLinkError | null => snapshot.context.error);

  const pay = (payment: LinkPayment | null) => {
    setWalletProblem(null);
    if (payment?.method === 'card') {
      walletSheet.current = null;
    }
    actor.send({ type: 'link.pay', payment });
  };

  /** Apple Pay / Google Pay: the sheet opens straight from the tap, then the machine takes its token. */
  const payWithWallet = (method: WalletMethod, walletOptions: WalletRequestOptions) => {
    setWalletProblem(null);
    if (!link || link.amount <= 0) return pay({ method: 'wallet', wallet: { method, token: '' } });
    if (isWalletSheetOpen()) return setWalletProblem('walletPaymentOpen');
    const merchantSession = merchantSessionFromApi(api, brand.brand._id, window.location.hostname);
    openWalletSheet(method, walletOptions, { merchantSession }).then(
      (opened) => {
        if (opened.status === 'cancelled') return window.location.reload();
        if (opened.status === 'merchantNotValidated') return setWalletProblem('onlinePaymentUnavailable');
        if (opened.status === 'noToken') return setWalletProblem('cardProccesingError');
        walletSheet.current = opened.sheet;
        actor.send({
          type: 'link.pay',
          payment: { method: 'wallet', wallet: { method, token: opened.token } },
        });
      },
      () => setWalletProblem('onlinePaymentUnavailable'),
    );
  };

  return {
    view,
    link,
    error,
    walletProblem,
    pay,
    payWithWallet,
    dismiss: () => actor.send({ type: 'link.dismiss' }),
    onStripeField: (field: StripeCardField | null) => {
      stripeField.current = field;
    },
  };
}

function withoutReturnUrl(): string {
  return new URL(withoutReturn(new URL(window.location.href)), window.location.origin).toString();
}

/** What the link's page gets from {@link useLinkPayment}. */
export type LinkFlow = ReturnType<typeof useLinkPayment>;
