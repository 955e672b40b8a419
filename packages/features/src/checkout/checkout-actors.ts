import type { BrandInfo, Schemas } from '@storefront/api';
import { MessageError, shownMessage, type Discount } from '@storefront/core';
import {
  checkoutMachine,
  checkoutPayment,
  type basketMachine,
  type CheckoutDraft,
  type MovedTotals,
  type orderSetupMachine,
  type PendingCheckoutPayment,
  type PlaceOrderOutcome,
  type TransactionInfo,
} from '@storefront/flows';
import { languageOf, type I18n } from '@storefront/i18n';
import type { Stripe } from '@stripe/stripe-js';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { api } from '../app-kit/api.js';
import type { StripeCardField } from '../payments/card-payment.js';
import { gatewayActors } from '../payments/payment-actors.js';
import type { WalletSheet } from '../payments/wallet-sheet.js';
import type { Session } from '../session/session.js';
import { toCoreDiscount } from '@storefront/api/to-core';
import { toApiCart } from './checkout-state.js';
import { asOrderDraft, placeOrderBody, placeOrderRefusal, savePendingPayment } from './pending-payment.js';
import { serverFailure } from './server-error.js';

/** What the checkout's calls read when they run (the machine outlives renders). */
export interface CheckoutCalls {
  readonly brand: BrandInfo;
  readonly basket: ActorRefFrom<typeof basketMachine>;
  readonly setup: ActorRefFrom<typeof orderSetupMachine>;
  readonly session: Session | null;
  readonly i18n: I18n;
  /** The checkout page's own URL: gateways send the payer back here. */
  readonly returnUrl: string;
  readonly stripe: () => Promise<Stripe | null>;
  /** Stripe's mounted card field, when the new card is typed there. */
  readonly stripeField: () => StripeCardField | null;
  /** The wallet sheet waiting for its result, during a wallet payment. */
  readonly walletSheet: () => WalletSheet | null;
}

/** The server's re-priced totals of a PRICE_CHANGED refusal. */
function movedTotals(error: Schemas['ErrorResponse'] | undefined): MovedTotals | null {
  const data = error?.error?.code === 'PRICE_CHANGED' ? error.data : null;
  return data !== null && typeof data === 'object' && typeof (data as MovedTotals).total === 'number'
    ? (data as MovedTotals)
    : null;
}

/** Validates a code on the server for the basket, store, service and area as they are now. */
async function validateCode(calls: CheckoutCalls, code: string): Promise<Discount> {
  const { storeId, serviceType, area } = calls.setup.getSnapshot().context;
  const mapped = calls.brand.brand.deliveryMethods[0] === 'MAPPED_AREA_BASED';
  if (!storeId) throw new MessageError(shownMessage('somethingIncorrect'));
  const body = {
    brandId: calls.brand.brand._id,
    storeId,
    serviceType: serviceType ?? 'PICKUP',
    discountCode: code,
    cart: toApiCart(calls.basket.getSnapshot().context.lines),
    ...(calls.session ? { userId: calls.session.user.userId } : {}),
    ...(area ? (mapped ? { mappedAreaId: area.areaId } : { areaId: area.areaId }) : {}),
  };
  const answer = await api.POST('/discounts/validate-discount-V2', { body }).catch((error: unknown) => {
    throw serverFailure(error);
  });
  if (!answer.data) throw serverFailure(answer.error);
  return toCoreDiscount(answer.data.data.discount);
}

async function placeOrder(
  calls: CheckoutCalls,
  order: CheckoutDraft,
  transactionInfo: TransactionInfo | null,
): Promise<PlaceOrderOutcome> {
  const { data, error } = await api.POST('/order/place-order-v2', {
    body: placeOrderBody(asOrderDraft(order), transactionInfo),
  });
  if (data) return { status: 'placed', orderNumber: data.data.savedOrder.orderNumber };
  const message = placeOrderRefusal(error);
  const totals = movedTotals(error);
  return totals ? { status: 'pricesMoved', message, totals } : { status: 'refused', message };
}

/** The checkout machine with this brand's calls: the API, the gateways, and the browser leaving for a gateway page. */
export function checkoutLogic(calls: CheckoutCalls) {
  const { storeId, serviceType } = calls.setup.getSnapshot().context;
  return checkoutMachine.provide({
    actors: {
      payment: checkoutPayment(
        gatewayActors({
          brand: calls.brand,
          storeId: storeId ?? '',
          serviceType: serviceType ?? 'PICKUP',
          returnUrl: calls.returnUrl,
          language: languageOf(calls.i18n.language),
          stripe: calls.stripe,
          stripeField: calls.stripeField,
          walletSheet: calls.walletSheet,
        }),
      ),
      validateDiscount: fromPromise<Discount, { code: string }>(({ input }) =>
        validateCode(calls, input.code),
      ),
      placeOrder: fromPromise<
        PlaceOrderOutcome,
        { order: CheckoutDraft; transactionInfo: TransactionInfo | null }
      >(({ input }) => placeOrder(calls, input.order, input.transactionInfo)),
      // The server keeps the order before any money moves: if this page never comes back (closed
      // on 3-D Secure, the phone dead), the gateway's word that it was paid places it
      // (docs/payments.md, "Webhooks"). The payment started next carries the same attempt key.
      keepCheckout: fromPromise<void, { order: CheckoutDraft }>(async ({ input }) => {
        const { error } = await api.POST('/order/keep-checkout', {
          body: placeOrderBody(asOrderDraft(input.order), null),
        });
        if (error) throw serverFailure(error);
      }),
      redirect: fromPromise<void, { url: string; pending: PendingCheckoutPayment }>(async ({ input }) => {
        savePendingPayment({
          transaction: input.pending.transaction,
          order: asOrderDraft(input.pending.order),
        });
        window.location.assign(input.url);
      }),
    },
  });
}
