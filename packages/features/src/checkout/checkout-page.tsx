import type { Schemas } from '@storefront/api';
import { addFils, ZERO_FILS } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { PageHeader } from '@storefront/ui/page-header';
import { TipSelector } from '@storefront/ui/tip-selector';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAppRoutes } from '../app-kit/routes.js';
import { useTableTab } from '../data/use-table-tab.js';
import { useStorefront } from '../session/storefront-context.js';
import { BasketSection } from './basket-section.js';
import { CheckoutMessage, ConfirmSwitchDialog } from './checkout-dialogs.js';
import {
  DineInEmptyState,
  DineInPlaceBar,
  payLaterOption,
  TableSection,
  TabSection,
} from './dine-in-sections.js';
import { DiscountLoyaltySection } from './discount-loyalty-section.js';
import { PaymentSection } from './payment-section.js';
import { PlaceOrderBar } from './place-order-bar.js';
import { ServiceDetailsSection } from './service-details-section.js';
import { TotalsSection } from './totals-section.js';
import { useCheckout } from './use-checkout.js';
import { settleTabPricing } from './tab-pricing.js';
import { useCheckoutPricing } from './use-checkout-pricing.js';
import { useSubmission } from './use-submission.js';
import { useWalletPay } from './use-wallet-pay.js';

/**
 * 'Your Order' (spec sections 2, 4 and 5): where and when, the basket, discount or loyalty, the
 * totals priced by packages/core exactly as the server will, how to pay, and 'Place order'. The
 * checkout machine (@storefront/flows) owns the choices and the payment; these are its sections.
 */
export function CheckoutPage() {
  const routes = useAppRoutes();
  const navigate = useNavigate();
  const { t } = useTranslation(['checkout']);
  const { basket, setup } = useStorefront();
  const checkout = useCheckout();
  const { actor, store, choices, update, gateway, handles, busy } = checkout;
  const lines = useSelector(basket, (snapshot) => snapshot.context.lines);
  const { serviceType, storeId } = useSelector(setup, (snapshot) => snapshot.context);
  const service = serviceType ?? 'PICKUP';
  // A diner at a table: no address or time; a tip; the table's pay-later orders join the bill.
  const dineIn = service === 'DINE_IN';
  const tabState = useTableTab();
  const tab = tabState.status === 'ready' ? tabState.tab : null;
  // Paid now with an open tab: the tab's rounds join this payment and the tip is taken on the tab.
  const payment = useSelector(actor, (snapshot) => snapshot.context.payment);
  const settling = dineIn && tab !== null && tab.orders.length > 0 && payment?.paymentType !== 'PAY_LATER';
  const pricing = useCheckoutPricing(actor, store, dineIn && !settling ? choices.tip : null);
  const tabbed =
    settling && pricing.priced ? settleTabPricing(pricing.priced, tab.orders, choices.tip) : null;
  const priced = tabbed?.priced ?? pricing.priced;
  const tabTotal = tabbed?.roundsTotal ?? (tab && tab.orders.length > 0 ? tab.ordersTotalPrice : null);
  const settles = tab
    ? { orderIds: tab.orders.map((order) => order._id), total: tabTotal ?? ZERO_FILS }
    : null;
  const total = priced ? addFils(priced.grandTotal, tabTotal ?? ZERO_FILS) : null;
  const [address, setAddress] = useState<Schemas['UserAddress'] | null>(null);
  const submission = useSubmission(actor, { store, priced, choices, address, tab: settles });
  const wallet = useWalletPay({ actor, gateway, handles, total, submission });
  const nothingOrdered = lines.length === 0 && (!dineIn || (tab !== null && tab.orders.length === 0));

  // Back from a gateway the payment's own order is placed, even if the basket is gone meanwhile.
  // A table with an open tab stays here with an empty basket: the tab is paid from this page.
  if (!busy && !checkout.resuming && (!storeId || (lines.length === 0 && !dineIn)))
    return <Navigate to={routes.menu()} replace />;

  const place = () => {
    const order = submission({ cardField: gateway.cardField() });
    if (order) actor.send({ type: 'order.place', submission: order });
  };
  return (
    <div className="mx-auto min-h-dvh max-w-panel bg-canvas pb-40">
      <PageHeader
        title={t('checkout:title')}
        onAction={() => void navigate(dineIn ? routes.home() : routes.basket())}
      />
      <div className="grid gap-3 p-3">
        {dineIn ? (
          <TableSection store={store} />
        ) : (
          <ServiceDetailsSection
            store={store}
            address={address}
            onAddress={setAddress}
            choices={choices}
            update={update}
            now={pricing.now}
          />
        )}
        {dineIn && nothingOrdered && !busy && <DineInEmptyState />}
        {(!dineIn || lines.length > 0) && <BasketSection choices={choices} update={update} />}
        {tab && <TabSection tab={tab} />}
        <DiscountLoyaltySection
          actor={actor}
          priced={priced}
          total={total}
          undiscountedTotal={
            pricing.undiscountedTotal === null
              ? null
              : addFils(pricing.undiscountedTotal, tabTotal ?? ZERO_FILS)
          }
          wallet={pricing.wallet}
          canRedeem={pricing.canRedeem}
        />
        {dineIn && priced && (
          <TipSelector
            itemsTotal={tabbed?.tipBase ?? priced.cartTotal}
            value={choices.tip}
            onChange={(tip) => update({ tip })}
          />
        )}
        {priced && (
          <TotalsSection
            priced={priced}
            service={service}
            previousOrders={tabTotal}
            automaticOffer={tabbed ? null : pricing.automaticOffer}
          />
        )}
        {store && (
          <PaymentSection
            actor={actor}
            store={store}
            service={service}
            gateway={gateway}
            handles={handles}
            wallets={wallet.wallets}
            onWallet={wallet.pay}
            busy={busy}
          />
        )}
      </div>
      {dineIn ? (
        <DineInPlaceBar
          actor={actor}
          total={total}
          payLater={lines.length > 0 ? payLaterOption(store) : null}
          canPay={priced !== null && !nothingOrdered}
          onPlace={place}
        />
      ) : (
        <PlaceOrderBar actor={actor} priced={priced} minimum={pricing.minimum} onPlace={place} />
      )}
      <CheckoutMessage actor={actor} />
      <ConfirmSwitchDialog actor={actor} />
    </div>
  );
}
