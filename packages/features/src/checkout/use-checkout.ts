import { cartTotal } from '@storefront/core';
import type { checkoutMachine, CheckoutContext, CheckoutInput, CheckoutResume } from '@storefront/flows';
import { useTranslation } from '@storefront/i18n/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { trackPurchase } from '../app-kit/analytics.js';
import { useLocalised } from '../app-kit/localise.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { useAfterOrderPlaced } from '../data/use-query.js';
import { useStoreMenu } from '../data/use-store-menu.js';
import { createPaymentHandles } from '../payments/payment-handles.js';
import { useStorefront } from '../session/storefront-context.js';
import { checkoutLogic } from './checkout-actors.js';
import { storeOptions } from './checkout-order.js';
import { newIdempotencyKey, useCheckoutChoices, type CheckoutChoices } from './checkout-state.js';
import { forgetPendingPayment, peekPendingPayment } from './pending-payment.js';
import { loadedStripe, useCardGateway } from './use-card-gateway.js';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/** What a gateway adds to the return address; everything else in the query is the app's own (a table's). */
const GATEWAY_PARAMS = [
  'payment',
  'redirect_status',
  'payment_intent',
  'payment_intent_client_secret',
  'cko-session-id',
  'paymentStatus',
];

/** The page's query without the gateway's answer (a dine-in page keeps its store, service and table). */
function appQuery(search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(search);
  for (const key of GATEWAY_PARAMS) kept.delete(key);
  return kept;
}

/** Back from a gateway page (`?payment=success|failure`): the payment kept before leaving, and how it went. */
function resumeOf(search: URLSearchParams): CheckoutResume | null {
  const outcome = search.get('payment');
  const pending = outcome ? peekPendingPayment() : null;
  if (!pending) return null;
  const redirectStatus = search.get('redirect_status');
  const success = outcome === 'success' && (redirectStatus === null || redirectStatus === 'succeeded');
  return { pending, outcome: success ? 'success' : 'failure' };
}

function queryText(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `?${text}` : '';
}

function inputOf(choices: CheckoutChoices, base: Omit<CheckoutInput, 'remembered'>): CheckoutInput {
  return {
    ...base,
    remembered: {
      payment: { paymentOptionId: choices.paymentOptionId, paymentType: choices.paymentType },
      cardChoice: choices.cardChoice,
      discountCode: choices.discountCode,
      redeemLoyalty: choices.useLoyalty,
    },
  };
}

/** The choices kept across visits and gateway pages; a code being validated keeps the one kept before. */
function rememberedOf(context: CheckoutContext, kept: string | null): Partial<CheckoutChoices> {
  return {
    paymentOptionId: context.payment.paymentOptionId,
    paymentType: context.payment.paymentType,
    cardChoice: context.cardChoice,
    discountCode: context.validating ? kept : (context.discount?.discountCode ?? null),
    useLoyalty: context.redeemLoyalty,
  };
}

/**
 * The checkout machine with this brand's calls, fed with the store and the saved cards as they
 * arrive; it remembers the customer's choices, starts a new attempt's key after a failure, and
 * once the order is placed clears the basket and goes to the order's success page.
 */
export function useCheckout() {
  const routes = useAppRoutes();
  const navigate = useNavigate();
  const { brand, basket, setup, session } = useStorefront();
  const { i18n } = useTranslation();
  const { language } = useLocalised();
  const [search, setSearch] = useSearchParams();
  const { choices, update, reset } = useCheckoutChoices();
  const afterOrder = useAfterOrderPlaced();
  const menu = useStoreMenu();
  const [handles] = useState(createPaymentHandles);
  const gateway = useCardGateway(handles);
  const [start] = useState(() => ({
    input: inputOf(choices, {
      serviceType: setup.getSnapshot().context.serviceType ?? 'PICKUP',
      cardRoute: gateway.route,
      resume: resumeOf(search),
    }),
    logic: checkoutLogic({
      brand,
      basket,
      setup,
      session,
      i18n,
      returnUrl: `${window.location.origin}${window.location.pathname}${queryText(appQuery(search))}`,
      stripe: loadedStripe(gateway.stripeKey, language),
      stripeField: handles.stripeField,
      walletSheet: handles.walletSheet,
    }),
  }));
  const actor = useActorRef(start.logic, { input: start.input });
  const store = menu.status === 'ready' ? menu.menu.storeInfo : null;
  const resuming = search.has('payment');

  useEffect(() => {
    // The payment resumes once: a reload does not verify it again.
    if (!resuming) return;
    forgetPendingPayment();
    setSearch((current) => appQuery(current), { replace: true });
  }, [resuming, setSearch]);

  useEffect(() => {
    // Back from a 3-D Secure or hosted page without finishing it (the browser's Back, the page
    // loaded again or restored from the back-forward cache): that attempt is over, so the next
    // 'Place order' starts a new payment instead of confirming the one left on that page, which
    // the gateway refuses ('This payment has already been processed'). An abandoned payment is
    // never charged for nothing: the server's sweep gives back one that went through anyway.
    const abandon = () => {
      if (new URLSearchParams(window.location.search).has('payment') || !peekPendingPayment()) return;
      forgetPendingPayment();
      update({ idempotencyKey: newIdempotencyKey() });
    };
    abandon();
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) abandon();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [update]);

  useEffect(() => {
    if (store) actor.send({ type: 'store.loaded', store: storeOptions(store) });
  }, [actor, store]);

  const { savedCards } = gateway;
  useEffect(() => {
    if (savedCards) actor.send({ type: 'cards.loaded', cardIds: savedCards.map((card) => card.id) });
  }, [actor, savedCards]);

  useEffect(() => {
    let kept = start.input.remembered?.discountCode ?? null;
    let saved = '';
    let attempt = 0;
    const remember = (context: CheckoutContext) => {
      const next = rememberedOf(context, kept);
      kept = next.discountCode ?? null;
      const key = JSON.stringify(next);
      // A new attempt is a new order: the next try gets a fresh key.
      const fresh = context.attempt !== attempt ? { idempotencyKey: newIdempotencyKey() } : {};
      attempt = context.attempt;
      if (key !== saved || 'idempotencyKey' in fresh) update({ ...next, ...fresh });
      saved = key;
    };
    remember(actor.getSnapshot().context);
    const subscription = actor.subscribe((snapshot) => remember(snapshot.context));
    return () => subscription.unsubscribe();
  }, [actor, update, start]);

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches('editing')) return;
      // A wallet payment that ended without an order: its sheet says so.
      handles.completeWalletSheet('fail');
    });
    return () => subscription.unsubscribe();
  }, [actor, handles]);

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const orderNumber = snapshot.output?.status === 'placed' ? snapshot.output.orderNumber : null;
      if (!orderNumber) return;
      handles.completeWalletSheet('success');
      // The pixel hears the cart total, as the spec says (not the grand total with fee and VAT).
      trackPurchase({ orderNumber, total: cartTotal(basket.getSnapshot().context.lines) });
      // Spec section 4 "Placing order outcome": cart, codes, payment and address state go.
      reset();
      // The customer's uses changed (a first-order code is spent): offers, wallet and orders are read again.
      afterOrder();
      basket.send({ type: 'basket.clear' });
      setup.send({ type: 'order.placed', keepStore: brand.brand.catalogueType !== 'OUTLET_BASED_CATALOGUE' });
      void navigate(routes.orderSuccess(orderNumber), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actor, handles, reset, afterOrder, basket, setup, brand, navigate, routes]);

  const busy = useSelector(actor, (snapshot) => !snapshot.matches('editing'));
  return { actor, store, choices, update, gateway, handles, busy, resuming };
}
