import { coreError, shownMessage, ZERO_FILS, type Fils } from '@storefront/core';
import {
  decidePlace,
  type CheckoutMessage,
  type WalletAvailability,
  type WalletMethod,
  type WalletRequestOptions,
} from '@storefront/flows';
import { api } from '../app-kit/api.js';
import type { PaymentHandles } from '../payments/payment-handles.js';
import {
  appleMerchantIdOf,
  isWalletSheetOpen,
  merchantSessionFromApi,
  offeredWallets,
  openWalletSheet,
  useWalletAvailability,
} from '../payments/wallet-sheet.js';
import { useStorefront } from '../session/storefront-context.js';
import { serverError } from './server-error.js';
import type { CardGateway } from './use-card-gateway.js';
import type { CheckoutActor } from './use-checkout.js';
import type { SubmissionOf } from './use-submission.js';

/**
 * Apple Pay / Google Pay (spec section 4 "Wallet"): the buttons the browser can pay with; a tap
 * checks the order, opens the sheet straight from the gesture, then hands its token to the machine.
 */
export function useWalletPay(props: {
  actor: CheckoutActor;
  gateway: CardGateway;
  handles: PaymentHandles;
  total: Fils | null;
  submission: SubmissionOf;
}): { wallets: WalletAvailability; pay: (method: WalletMethod) => void } {
  const { actor, gateway, handles, submission } = props;
  const { brand } = useStorefront();
  const { stripeKey } = gateway;
  const options: WalletRequestOptions = {
    amount: props.total ?? ZERO_FILS,
    label: brand.brand.brandName,
    tokenization: stripeKey
      ? { gateway: 'stripe', publishableKey: stripeKey, live: stripeKey.startsWith('pk_live_') }
      : { gateway: 'sandbox' },
    appleMerchantId: appleMerchantIdOf(brand.activeIntegrations),
  };
  const wallets = useWalletAvailability(
    gateway.route === 'intent' ? offeredWallets(gateway.stripe.status) : [],
    options,
  );
  const show = (message: CheckoutMessage) => actor.send({ type: 'message.show', message });

  const pay = (method: WalletMethod) => {
    const order = submission();
    const snapshot = actor.getSnapshot();
    if (!order || !snapshot.matches({ editing: 'idle' })) return;
    const decision = decidePlace(snapshot.context, { ...order, wallet: { method, token: '' } });
    if (decision.kind === 'refuse') return show(decision.message);
    if (isWalletSheetOpen()) return show({ kind: 'said', said: shownMessage('walletPaymentOpen') });
    openWalletSheet(
      method,
      { ...options, amount: order.order.totals.grandTotal },
      // Apple Pay: the server vouches for the merchant while the sheet opens.
      { merchantSession: merchantSessionFromApi(api, brand.brand._id, window.location.hostname) },
    ).then(
      (opened) => {
        if (opened.status === 'cancelled') {
          // Spec section 4 "Wallet": a cancelled sheet is logged and the page reloads.
          console.info('wallet payment cancelled');
          window.location.reload();
          return;
        }
        if (opened.status === 'merchantNotValidated')
          return show({ kind: 'said', said: shownMessage('onlinePaymentUnavailable') });
        if (opened.status === 'noToken')
          return show({ kind: 'core', error: coreError('cardProccesingError') });
        handles.setWalletSheet(opened.sheet);
        actor.send({
          type: 'order.place',
          submission: { ...order, wallet: { method, token: opened.token } },
        });
      },
      (error: unknown) => show({ kind: 'said', said: serverError(error) }),
    );
  };
  return { wallets, pay };
}
