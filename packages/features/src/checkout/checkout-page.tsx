import { resolveErrorMessage, type Schemas } from '@storefront/api';
import {
  bestAutomaticDiscount,
  checkMinimumOrder,
  checkOnlinePaymentAmount,
  coreError,
  priceOrder,
  requestBenefit,
  showsVehicleInfo,
  validateCheckoutOrder,
  type DeliveryChargesWaiverConfig,
  type Discount,
  type Fils,
  type LoyaltyPolicy,
  type Percent,
  type UnixSeconds,
} from '@storefront/core';
import {
  isProcessing,
  paymentMachine,
  pickPaymentRoute,
  selectPaymentOption,
  type CardDetails,
  type PaymentInput,
  type TransactionInfo,
  type WalletMethod,
  type WalletRequestOptions,
} from '@storefront/flows';
import {
  apiLanguage,
  coreMessage,
  dubaiIsoDate,
  formatAed,
  formatPreOrderDay,
  formatSlotRange,
  localiseServerMessage,
} from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { emptyCard } from '@storefront/ui/card-form';
import { DiscountCodeEntry } from '@storefront/ui/discount-code-entry';
import { LoyaltyCard } from '@storefront/ui/loyalty-card';
import { Modal } from '@storefront/ui/modal';
import { PageHeader } from '@storefront/ui/page-header';
import { PaymentMethodList } from '@storefront/ui/payment-method-list';
import { TotalsSummary } from '@storefront/ui/totals-summary';
import type { Stripe } from '@stripe/stripe-js';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { api } from '../app-kit/api.js';
import { BasketLines } from '../basket/basket-lines.js';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';
import { forgetOffers } from '../data/use-offers.js';
import { useStoreMenu } from '../data/use-store-menu.js';
import { useWallet } from '../data/use-wallet.js';
import { AddressBlock } from './address-block.js';
import { CardPayment, type StripeCardField } from '../payments/card-payment.js';
import { newIdempotencyKey, toApiCart, useCheckoutChoices } from './checkout-state.js';
import { placeOrderBody, placeOrderRefusal, takePendingPayment, type OrderDraft } from './pending-payment.js';
import { NEW_CARD } from '@storefront/ui/saved-cards-list';
import { paymentActors } from '../payments/payment-actors.js';
import { realStripeKey, useStripeJs } from '../payments/stripe-js.js';
import { useSavedCards } from '../payments/use-saved-cards.js';
import {
  appleMerchantIdOf,
  isWalletSheetOpen,
  merchantSessionFromApi,
  offeredWallets,
  openWalletSheet,
  useWalletAvailability,
  type WalletSheet,
} from '../payments/wallet-sheet.js';
import { useAppRoutes } from '../app-kit/routes.js';

/** The server's discount as core prices it (the same fields; names are display-only). */
function toCoreDiscount(discount: Schemas['Discount']): Discount {
  return { ...discount, discountName: discount.discountName.en } as unknown as Discount;
}

/** A place-order answer that is not an order: its message, or the server's totals when prices moved. */
class PlaceOrderError extends Error {}

/**
 * 'Your Order' (spec sections 2, 4 and 5): where and when, the basket, discount or loyalty, the
 * totals priced by packages/core exactly as the server will, how to pay, and the payment flow.
 */
export function CheckoutPage() {
  const routes = useAppRoutes();
  const { t } = useTranslation(['checkout', 'errors', 'common', 'store']);
  const { brand, basket, setup, session } = useStorefront();
  const { language, pick } = useLocalised();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const menu = useStoreMenu();
  const lines = useSelector(basket, (snapshot) => snapshot.context.lines);
  const { serviceType, storeId, area, timing } = useSelector(setup, (snapshot) => snapshot.context);
  const { choices, update, reset } = useCheckoutChoices();
  const wallet = useWallet();
  const brandId = brand.brand._id;
  const mapped = brand.brand.deliveryMethods[0] === 'MAPPED_AREA_BASED';

  const [discounts, setDiscounts] = useState<Schemas['Discount'][]>([]);
  const [policy, setPolicy] = useState<LoyaltyPolicy | null>(null);
  const [appliedDiscount, setAppliedDiscount] = useState<Schemas['Discount'] | null>(null);
  const [discountError, setDiscountError] = useState<string | null>(null);
  const [validating, setValidating] = useState(false);
  const [address, setAddress] = useState<Schemas['UserAddress'] | null>(null);
  const [card, setCard] = useState<CardDetails>(emptyCard);
  const [saveCard, setSaveCard] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [confirmSwitch, setConfirmSwitch] = useState<'discount' | 'loyalty' | null>(null);
  const [pendingCode, setPendingCode] = useState<string | null>(null);
  const [now] = useState(() => Math.floor(Date.now() / 1000) as UnixSeconds);

  useEffect(() => {
    void api
      .POST('/discounts/get-all-active-discounts-v2', { body: { brandId, userId: session?.user.userId } })
      .then(({ data }) => data && setDiscounts(data.discount.discounts))
      .catch(() => undefined);
    void api
      .POST('/loyalty/get-by-brand', { body: { brandId } })
      .then(({ data }) => data?.data && setPolicy(data.data as unknown as LoyaltyPolicy))
      .catch(() => undefined);
  }, [brandId, session?.user.userId]);

  // A code remembered from before a payment redirect is validated again on return.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !choices.discountCode || menu.status !== 'ready') return;
    restored.current = true;
    void applyCode(choices.discountCode, { quiet: true });
  }, [menu.status]); // eslint-disable-line react-hooks/exhaustive-deps

  const store = menu.status === 'ready' ? menu.menu.storeInfo : null;
  const service = serviceType ?? 'PICKUP';
  const options = store ? (service === 'DELIVERY' ? store.paymentOptions : store.pickupPaymentOptions) : [];
  const cardRoute = pickPaymentRoute('CREDIT_CARD', brand.activeIntegrations);
  // Spec section 4 "Method auto-selection": a remembered choice counts only if this store shows
  // it; with none, the card option when a gateway is active. Until the store is known, the
  // remembered choice stands (it is not cleared before the options arrive).
  const payment = store
    ? selectPaymentOption({
        options,
        serviceType: service,
        chosen: { paymentOptionId: choices.paymentOptionId, paymentType: choices.paymentType },
        cardGatewayActive: cardRoute !== null,
      })
    : { paymentOptionId: choices.paymentOptionId, paymentType: choices.paymentType };
  useEffect(() => {
    if (
      store &&
      (payment.paymentOptionId !== choices.paymentOptionId || payment.paymentType !== choices.paymentType)
    )
      update({ paymentOptionId: payment.paymentOptionId, paymentType: payment.paymentType });
  }, [
    store,
    payment.paymentOptionId,
    payment.paymentType,
    choices.paymentOptionId,
    choices.paymentType,
    update,
  ]);
  const stripeKey = cardRoute === 'intent' ? realStripeKey(brand.activeIntegrations) : null;
  const stripe = useStripeJs(stripeKey, language);
  const savedCards = useSavedCards(brandId, session?.user.userId ?? null, cardRoute === 'intent');
  // A remembered card that is not among this customer's cards is no choice: the new-card form shows.
  const cardChoice = savedCards?.some((saved) => saved.id === choices.cardChoice)
    ? choices.cardChoice
    : NEW_CARD;
  const firstCard = savedCards?.[0]?.id ?? null;
  useEffect(() => {
    // Spec section 4 "Saved cards": once the cards arrive, the first is chosen when none is.
    if (firstCard && !savedCards?.some((saved) => saved.id === choices.cardChoice))
      update({ cardChoice: firstCard });
  }, [firstCard]); // eslint-disable-line react-hooks/exhaustive-deps
  const stripeRef = useRef<Stripe | null>(null);
  const stripeField = useRef<StripeCardField | null>(null);
  const walletSheet = useRef<WalletSheet | null>(null);
  useLayoutEffect(() => {
    stripeRef.current = stripe.status === 'ready' ? stripe.stripe : null;
  });
  const automatic = useMemo(
    () =>
      storeId
        ? bestAutomaticDiscount(
            discounts.filter((d) => d.discountApplication === 'automatic').map(toCoreDiscount),
            {
              lines,
              storeId,
              serviceType: service,
            },
          )
        : null,
    [discounts, lines, storeId, service],
  );
  const discount = appliedDiscount
    ? toCoreDiscount(appliedDiscount)
    : choices.useLoyalty
      ? null
      : (automatic ?? null);

  const priced = useMemo(() => {
    if (!store || !storeId) return null;
    const result = priceOrder({
      serviceType: service,
      storeId,
      lines,
      taxRate: store.taxRate as Percent,
      discount,
      loyaltyPolicy: policy,
      walletBalance: (wallet?.balance ?? 0) as Fils,
      redeemLoyalty: choices.useLoyalty && !appliedDiscount,
      delivery:
        service === 'DELIVERY'
          ? {
              areaFee: (area?.deliveryFee ?? 0) as Fils,
              areaMinOrder: (area?.minOrder ?? 0) as Fils,
              waiver: store.deliveryChargesWaiverInfo as unknown as DeliveryChargesWaiverConfig,
            }
          : null,
      now,
    });
    return result.ok ? result.value : null;
  }, [
    store,
    storeId,
    service,
    lines,
    discount,
    policy,
    wallet,
    choices.useLoyalty,
    appliedDiscount,
    area,
    now,
  ]);

  /** The order as the customer confirms it now (spec section 3 "Order payload"). */
  const buildOrder = (): OrderDraft | null => {
    if (!storeId || !priced) return null;
    const slot = timing?.timingType === 'PREORDER' ? timing.preOrderSlot : null;
    return {
      brandId,
      storeId,
      serviceType: service,
      cart: toApiCart(lines),
      ...(service === 'DELIVERY' && choices.deliveryAddressId
        ? { deliveryAddressId: choices.deliveryAddressId }
        : {}),
      ...(service === 'DELIVERY' && area
        ? mapped
          ? { mappedAreaId: area.areaId }
          : { areaId: area.areaId }
        : {}),
      timing:
        slot?.day && slot.time
          ? { type: 'PREORDER', preOrderSlot: { day: slot.day, start: slot.time.start } }
          : { type: 'ASAP' },
      ...(appliedDiscount ? { discountCode: appliedDiscount.discountCode } : {}),
      useLoyalty: choices.useLoyalty && !appliedDiscount,
      payment: { paymentType: payment.paymentType ?? 'CASH' },
      ...(choices.specialRequest.trim() ? { orderLevelSpecialRequest: choices.specialRequest.trim() } : {}),
      ...(service === 'PICKUP' && choices.vehicleInfo.trim()
        ? { pickupVehicleInfo: choices.vehicleInfo.trim() }
        : {}),
      expectedTotal: priced.grandTotal,
      idempotencyKey: choices.idempotencyKey,
      orderingPlatform: 'web',
    };
  };
  /** The order a payment under way pays for: fixed when the customer pressed pay, or restored on return. */
  const draft = useRef<OrderDraft | null>(null);

  const placeOrder = async (transactionInfo: TransactionInfo | null) => {
    const order = draft.current;
    if (!order) throw new PlaceOrderError(t('errors:somethingIncorrect'));
    const { data, error } = await api.POST('/order/place-order-v2', {
      body: placeOrderBody(order, transactionInfo),
    });
    if (!data) throw new PlaceOrderError(placeOrderRefusal(error, language, t));
    return { orderNumber: data.data.savedOrder.orderNumber };
  };
  // The machine's placeOrder actor calls the latest closure (choices change after it is built).
  const placeOrderRef = useRef(placeOrder);
  useLayoutEffect(() => {
    placeOrderRef.current = placeOrder;
  });

  const checkoutUrl = `${window.location.origin}${window.location.pathname}`;
  /* eslint-disable react-hooks/refs -- the ref is read when the actor runs, not during render */
  const logic = useMemo(
    () =>
      paymentMachine.provide({
        actors: paymentActors({
          brand,
          storeId: storeId ?? '',
          serviceType: service,
          returnUrl: checkoutUrl,
          language: apiLanguage(language),
          placeOrder: (info) => placeOrderRef.current(info),
          order: () => draft.current,
          stripe: () => stripeRef.current,
          stripeField: () => stripeField.current,
          walletSheet: () => walletSheet.current,
        }),
      }),
    [brand, storeId, service, checkoutUrl, language],
  );
  /* eslint-enable react-hooks/refs */

  // Back from a 3-D Secure or hosted payment page: verify that payment once, then place the order.
  const [run, setRun] = useState<PaymentInput | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const resumed = useRef(false);
  useEffect(() => {
    const outcome = search.get('payment');
    if (resumed.current || !outcome) return;
    resumed.current = true;
    const pending = takePendingPayment();
    setSearch({}, { replace: true });
    if (!pending) return;
    const redirectStatus = search.get('redirect_status');
    const success = outcome === 'success' && (redirectStatus === null || redirectStatus === 'succeeded');
    // The order placed is the one the payment was made for, not what the page rebuilds meanwhile.
    draft.current = pending.order;
    // Resuming a payment that left the page is an effect of arriving with its query.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRun({
      route: pending.transaction.gateway,
      amount: pending.order.expectedTotal as Fils,
      preOrder: true,
      resume: { ...pending.transaction, outcome: success ? 'success' : 'failure' },
    });
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps

  const walletOptions: WalletRequestOptions = {
    amount: priced?.grandTotal ?? (0 as Fils),
    label: brand.brand.brandName,
    tokenization: stripeKey
      ? { gateway: 'stripe', publishableKey: stripeKey, live: stripeKey.startsWith('pk_live_') }
      : { gateway: 'sandbox' },
    appleMerchantId: appleMerchantIdOf(brand.activeIntegrations),
  };
  const wallets = useWalletAvailability(
    cardRoute === 'intent' ? offeredWallets(stripe.status) : [],
    walletOptions,
  );

  if (placed) return <Navigate to={routes.orderSuccess(placed)} replace />;
  // Back from a gateway the payment's own order is placed, even if the basket is gone meanwhile.
  const resuming = run !== null || search.has('payment');
  if (!resuming && (!storeId || lines.length === 0)) return <Navigate to={routes.menu()} replace />;

  const timingText =
    timing?.timingType === 'PREORDER' && timing.preOrderSlot.day && timing.preOrderSlot.time
      ? t('checkout:scheduledFor', {
          day: formatPreOrderDay(timing.preOrderSlot.day, language, { today: dubaiIsoDate(now) }),
          time: formatSlotRange(timing.preOrderSlot.time, language),
        })
      : t('errors:asap');
  const minimum = checkMinimumOrder({
    serviceType: service,
    cartTotal: priced?.cartTotal ?? (0 as Fils),
    areaMinOrder: (service === 'DELIVERY' ? (area?.minOrder ?? 0) : 0) as Fils,
  });
  const canRedeem = Boolean(policy?.isLoyaltyActive && wallet && wallet.balance > 0);

  /** The first reason the order cannot go (spec section 5 "Checkout order validation"), or null. */
  const orderProblem = (isCard: boolean): string | null => {
    if (!priced || !store) return t('errors:somethingIncorrect');
    const error =
      validateCheckoutOrder({
        serviceType: service,
        store: {
          _id: store._id,
          taxRate: store.taxRate,
          baseLanguage: { name: store.baseLanguage.name },
          mapAddress: store.mapAddress,
          manualAddress: store.manualAddress.en,
          storeLocation: store.storeLocation,
          vehicleInfoForPickup: store.vehicleInfoForPickup,
        },
        pickupVehicleInfo: choices.vehicleInfo,
        shippingMethod: brand.brand.deliveryMethods[0] ?? null,
        selectedArea: area,
        deliveryAddress: address
          ? {
              city: address.city,
              addressType: address.addressType,
              address: address.address,
              street: address.street || address.area,
            }
          : null,
        paymentMethod: payment.paymentType,
        brandId,
        user: session?.user ?? null,
        totals: { grandTotal: priced.grandTotal },
        timingType: timing?.timingType ?? 'ASAP',
        preOrderSlot: timing?.preOrderSlot ?? null,
      }) ??
      (isCard ? checkOnlinePaymentAmount(priced.grandTotal, { paymentType: payment.paymentType }) : null);
    if (error) return coreMessage(error, t);
    if (isCard && cardRoute === null) return t('errors:onlinePaymentUnavailable');
    return null;
  };

  const submit = () => {
    if (!priced || !store) return;
    const isCard = payment.paymentType === 'CREDIT_CARD' || payment.paymentType === 'PAYMENT_GATEWAY';
    const route = isCard ? (cardRoute ?? 'direct') : 'direct';
    const problem = orderProblem(isCard);
    if (problem) {
      setMessage(problem);
      return;
    }
    // Hosted pages take the card themselves; intent and frames need a saved card or a new one here.
    const takesCardHere = route === 'intent' || route === 'frames';
    const saved = takesCardHere && cardChoice !== NEW_CARD ? cardChoice : null;
    const newCard = takesCardHere && !saved;
    if (newCard && stripe.status === 'failed') {
      setMessage(t('errors:onlinePaymentUnavailable'));
      return;
    }
    if (newCard && stripe.status === 'loading') return;
    const inStripeField = newCard && stripe.status === 'ready';
    if (newCard && !(inStripeField ? stripeField.current?.complete === true : isCompleteCard(card))) {
      setMessage(coreMessage(coreError('pleaseEnterValidCardDetails'), t));
      return;
    }
    draft.current = buildOrder();
    setRun({
      route,
      amount: priced.grandTotal,
      preOrder: timing?.timingType === 'PREORDER',
      card: newCard && !inStripeField ? card : null,
      cardInGatewayField: inStripeField,
      savedCardId: saved,
      saveCard: newCard && route === 'intent' && saveCard,
    });
  };

  /** Apple Pay / Google Pay: the sheet opens straight from the tap, then the payment machine takes its token. */
  const payWithWallet = (method: WalletMethod) => {
    if (!priced || run) return;
    const problem = orderProblem(true);
    if (problem) {
      setMessage(problem);
      return;
    }
    if (isWalletSheetOpen()) {
      setMessage(t('errors:walletPaymentOpen'));
      return;
    }
    const amount = priced.grandTotal;
    const order = buildOrder();
    openWalletSheet(
      method,
      { ...walletOptions, amount },
      // Apple Pay: the server vouches for the merchant while the sheet opens.
      { merchantSession: merchantSessionFromApi(api, brandId, window.location.hostname) },
    ).then(
      (opened) => {
        if (opened.status === 'cancelled') {
          // Spec section 4 "Wallet": a cancelled sheet is logged and the page reloads.
          console.info('wallet payment cancelled');
          window.location.reload();
          return;
        }
        if (opened.status === 'merchantNotValidated') {
          setMessage(t('errors:onlinePaymentUnavailable'));
          return;
        }
        if (opened.status === 'noToken') {
          setMessage(coreMessage(coreError('cardProccesingError'), t));
          return;
        }
        walletSheet.current = opened.sheet;
        draft.current = order;
        setRun({
          route: 'intent',
          amount,
          preOrder: timing?.timingType === 'PREORDER',
          wallet: { method, token: opened.token },
        });
      },
      (error: unknown) => setMessage(resolveErrorMessage(error)),
    );
  };

  const finished = (outcome: { orderNumber: string } | { error: string }) => {
    setRun(null);
    void walletSheet.current?.complete('error' in outcome ? 'fail' : 'success');
    walletSheet.current = null;
    if ('error' in outcome) {
      setMessage(localiseServerMessage(outcome.error, language));
      // A new attempt is a new order: the next try gets a fresh key.
      update({ idempotencyKey: newIdempotencyKey() });
      return;
    }
    // Spec section 4 "Placing order outcome": cart, codes, payment and address state go.
    reset();
    // The customer's uses changed (a first-order code is spent): offers are asked for again.
    forgetOffers();
    basket.send({ type: 'basket.clear' });
    setup.send({ type: 'order.placed', keepStore: brand.brand.catalogueType !== 'OUTLET_BASED_CATALOGUE' });
    setPlaced(outcome.orderNumber);
  };

  const chooseBenefit = (wanted: 'discount' | 'loyalty', code?: string) => {
    const decision = requestBenefit(
      { discountApplied: Boolean(appliedDiscount), loyaltyApplied: choices.useLoyalty },
      wanted,
    );
    if (decision.confirm) {
      setPendingCode(code ?? null);
      setConfirmSwitch(wanted);
      return;
    }
    if (wanted === 'loyalty') update({ useLoyalty: true });
    else if (code) void applyCode(code);
  };

  const processing = run !== null;
  return (
    <div className="mx-auto min-h-dvh max-w-panel bg-canvas pb-40">
      <PageHeader title={t('checkout:title')} onAction={() => void navigate(routes.basket())} />
      <div className="grid gap-3 p-3">
        {service === 'PICKUP' ? (
          <section className="rounded-2xl border border-line bg-surface p-4">
            <h2 className="text-sm text-muted">{t('checkout:pickupFrom')}</h2>
            <p className="font-semibold">
              {store ? pick({ en: store.baseLanguage.name, ar: store.translations.ar.name }) : '…'}
            </p>
            {store && <p className="text-sm text-muted">{pick(store.manualAddress)}</p>}
          </section>
        ) : (
          <AddressBlock
            selected={address}
            onSelect={(next) => {
              setAddress(next);
              update({ deliveryAddressId: next?._id ?? null });
            }}
            selectedId={choices.deliveryAddressId}
          />
        )}
        <section className="rounded-2xl border border-line bg-surface p-4">
          <h2 className="text-sm text-muted">
            {service === 'PICKUP' ? t('checkout:pickupTime') : t('checkout:deliveryTime')}
          </h2>
          <p className="font-semibold">{timingText}</p>
        </section>
        {store && showsVehicleInfo(store.vehicleInfoForPickup, service) && (
          <label className="grid gap-1 rounded-2xl border border-line bg-surface p-4">
            <span className="font-semibold">{t('checkout:vehicleInfo.label')}</span>
            <input
              value={choices.vehicleInfo}
              onChange={(event) => update({ vehicleInfo: event.target.value })}
              placeholder={t('checkout:vehicleInfo.placeholder')}
              maxLength={120}
              className="min-h-11 rounded-xl border border-line px-3"
            />
          </label>
        )}
        <section className="rounded-2xl border border-line bg-surface">
          <h2 className="px-4 pt-4 font-semibold">{t('checkout:yourItems')}</h2>
          <BasketLines />
          <div className="px-4 pb-4">
            <Link to={routes.menu()} className="font-semibold underline">
              {t('common:actions.addMoreItems')}
            </Link>
          </div>
        </section>
        <label className="grid gap-1 rounded-2xl border border-line bg-surface p-4">
          <span className="font-semibold">{t('checkout:specialInstructions.label')}</span>
          <textarea
            value={choices.specialRequest}
            onChange={(event) => update({ specialRequest: event.target.value })}
            placeholder={t('checkout:specialInstructions.placeholder')}
            maxLength={500}
            rows={2}
            className="rounded-xl border border-line px-3 py-2"
          />
        </label>
        <div className="rounded-2xl border border-line bg-surface p-4">
          <DiscountCodeEntry
            appliedCode={appliedDiscount?.discountCode ?? null}
            originalTotal={priced?.originalPrice ?? (0 as Fils)}
            {...(priced && appliedDiscount ? { discountedTotal: priced.amountAfterDiscount } : {})}
            validating={validating}
            // The refusal is drawn in the open sheet, not on the page dimmed behind it.
            error={discountError}
            onCodeChange={() => setDiscountError(null)}
            onApply={(code) => chooseBenefit('discount', code)}
            onRemove={() => {
              setAppliedDiscount(null);
              update({ discountCode: null });
            }}
          />
        </div>
        {canRedeem && wallet && priced && (
          <LoyaltyCard
            balance={wallet.balance}
            redeemable={priced.loyaltyAmount > 0 ? priced.loyaltyAmount : wallet.balance}
            checked={choices.useLoyalty && !appliedDiscount}
            cashback={priced.cashbackAmount}
            onChange={(checked) => (checked ? chooseBenefit('loyalty') : update({ useLoyalty: false }))}
          />
        )}
        {priced && (
          <div className="rounded-2xl border border-line bg-surface p-4" data-testid="checkout-totals">
            <TotalsSummary
              itemsTotal={priced.cartTotal}
              discount={priced.discountAmount}
              loyalty={priced.loyaltyAmount}
              {...(service === 'DELIVERY'
                ? {
                    deliveryFee: priced.deliveryFee,
                    deliveryWaived: priced.deliveryChargesWaiverInfo.isWaiver,
                    waivedAmount: priced.deliveryChargesWaiverInfo.waiverAmount,
                  }
                : {})}
              taxRate={priced.taxRate}
              taxAmount={priced.taxAmount}
              total={priced.grandTotal}
            />
          </div>
        )}
        {store && (
          <PaymentMethodList
            options={options}
            serviceType={service}
            selectedId={payment.paymentOptionId}
            onSelect={(option) =>
              update({
                paymentOptionId: option._id,
                paymentType: option.paymentType,
                cardChoice: firstCard ?? NEW_CARD,
              })
            }
            renderDetails={(option) =>
              option.paymentType === 'CREDIT_CARD' ? (
                cardRoute === null ? (
                  <p role="alert" className="text-sm text-danger">
                    {t('errors:onlinePaymentUnavailable')}
                  </p>
                ) : cardRoute === 'hosted' ? (
                  <p className="text-sm text-muted">{t('checkout:payment.redirecting')}</p>
                ) : (
                  <CardPayment
                    cards={savedCards}
                    choice={cardChoice}
                    onChoose={(choice) => update({ cardChoice: choice })}
                    stripe={stripe}
                    language={language}
                    card={card}
                    onCardChange={setCard}
                    saveCard={cardRoute === 'intent' && session ? saveCard : null}
                    onSaveCardChange={setSaveCard}
                    onStripeField={(field) => {
                      stripeField.current = field;
                    }}
                    wallets={wallets}
                    onWallet={payWithWallet}
                    busy={processing}
                  />
                )
              ) : null
            }
          />
        )}
      </div>
      <div className="fixed inset-x-0 bottom-0 z-20 mx-auto grid max-w-panel gap-2 bg-surface p-4 shadow-[0_-4px_12px_rgba(0,0,0,0.08)]">
        {priced && (
          <p className="flex justify-between font-semibold">
            <span>{t('checkout:totals.total')}</span>
            <span data-testid="checkout-total">{formatAed(priced.grandTotal, language)}</span>
          </p>
        )}
        {minimum.met ? (
          <Button type="button" disabled={processing || !priced} aria-busy={processing} onClick={submit}>
            {processing ? t('checkout:paymentProcessing') : t('checkout:placeOrder')}
          </Button>
        ) : (
          <Link
            to={routes.menu()}
            className="flex min-h-12 items-center justify-center rounded-xl border border-brand px-5 text-center font-semibold"
          >
            {t('checkout:minOrderButton', { amount: formatAed(minimum.missing, language) })}
          </Link>
        )}
      </div>
      {run && <PaymentRun logic={logic} input={run} onDone={finished} />}
      <Modal
        open={message !== null}
        title={t('common:messageModal.title')}
        onClose={() => setMessage(null)}
        closeLabel={t('common:messageModal.close')}
      >
        <p>{message}</p>
      </Modal>
      <Modal
        open={confirmSwitch !== null}
        title={confirmSwitch === 'loyalty' ? t('errors:useLoyaltyCredits') : t('errors:useDiscountCode')}
        onClose={() => setConfirmSwitch(null)}
        closeLabel={t('common:actions.close')}
        footer={
          <div className="flex gap-2">
            <Button type="button" variant="secondary" onClick={() => setConfirmSwitch(null)}>
              {t('common:actions.no')}
            </Button>
            <Button
              type="button"
              onClick={() => {
                const wanted = confirmSwitch;
                setConfirmSwitch(null);
                if (wanted === 'loyalty') {
                  setAppliedDiscount(null);
                  update({ discountCode: null, useLoyalty: true });
                } else if (pendingCode) {
                  update({ useLoyalty: false });
                  void applyCode(pendingCode);
                }
              }}
            >
              {t('common:actions.yes')}
            </Button>
          </div>
        }
      >
        <p>
          {confirmSwitch === 'loyalty'
            ? t('checkout:loyalty.switchToLoyalty')
            : t('checkout:loyalty.switchToDiscount')}
        </p>
      </Modal>
    </div>
  );

  async function applyCode(code: string, { quiet = false } = {}) {
    if (!storeId) return;
    setValidating(true);
    setDiscountError(null);
    try {
      const { data, error } = await api.POST('/discounts/validate-discount-V2', {
        body: {
          brandId,
          storeId,
          serviceType: service,
          discountCode: code,
          cart: toApiCart(lines),
          ...(session ? { userId: session.user.userId } : {}),
          ...(area ? (mapped ? { mappedAreaId: area.areaId } : { areaId: area.areaId }) : {}),
        },
      });
      // Spec section 9: the discount applies 300 ms after the server said yes.
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (!data) {
        if (!quiet) setDiscountError(localiseServerMessage(resolveErrorMessage(error), language));
        setAppliedDiscount(null);
        update({ discountCode: null });
        return;
      }
      setAppliedDiscount(data.data.discount);
      update({ discountCode: data.data.discount.discountCode, useLoyalty: false });
    } catch (error) {
      if (!quiet) setDiscountError(localiseServerMessage(resolveErrorMessage(error), language));
    } finally {
      setValidating(false);
    }
  }
}

function isCompleteCard(card: CardDetails): boolean {
  return (
    card.number.replace(/\s/g, '').length >= 12 &&
    card.expMonth !== '' &&
    card.expYear !== '' &&
    card.cvc.length >= 3
  );
}

/** One run of the payment machine; mounted while a payment is under way. */
function PaymentRun({
  logic,
  input,
  onDone,
}: {
  logic: typeof paymentMachine;
  input: PaymentInput;
  onDone: (outcome: { orderNumber: string } | { error: string }) => void;
}) {
  const { t } = useTranslation(['errors', 'checkout']);
  const actor = useActorRef(logic, { input });
  const snapshot = useSelector(actor, (state) => state);
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    if (snapshot.matches('placed') && snapshot.output && 'orderNumber' in snapshot.output) {
      reported.current = true;
      onDone({ orderNumber: snapshot.output.orderNumber });
    } else if (snapshot.matches('failed')) {
      reported.current = true;
      const error = snapshot.context.error ?? 'somethingWentWrong';
      onDone({ error: t(`errors:${error}`, { defaultValue: error }) });
    }
  }, [snapshot, onDone, t]);
  if (!isProcessing(snapshot) && !snapshot.matches('redirecting')) return null;
  return (
    <div role="status" aria-live="polite" className="sr-only">
      {snapshot.matches('redirecting') ? t('checkout:payment.redirecting') : t('checkout:paymentProcessing')}
    </div>
  );
}
