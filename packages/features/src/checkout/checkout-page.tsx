import type { Schemas } from '@storefront/api';
import { useTranslation } from '@storefront/i18n/react';
import { PageHeader } from '@storefront/ui/page-header';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAppRoutes } from '../app-kit/routes.js';
import { useStorefront } from '../session/storefront-context.js';
import { BasketSection } from './basket-section.js';
import { CheckoutMessage, ConfirmSwitchDialog } from './checkout-dialogs.js';
import { DiscountLoyaltySection } from './discount-loyalty-section.js';
import { PaymentSection } from './payment-section.js';
import { PlaceOrderBar } from './place-order-bar.js';
import { ServiceDetailsSection } from './service-details-section.js';
import { TotalsSection } from './totals-section.js';
import { useCheckout } from './use-checkout.js';
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
  const pricing = useCheckoutPricing(actor, store);
  const { priced } = pricing;
  const [address, setAddress] = useState<Schemas['UserAddress'] | null>(null);
  const submission = useSubmission(actor, { store, priced, choices, address });
  const wallet = useWalletPay({ actor, gateway, handles, total: priced?.grandTotal ?? null, submission });

  // Back from a gateway the payment's own order is placed, even if the basket is gone meanwhile.
  if (!busy && !checkout.resuming && (!storeId || lines.length === 0))
    return <Navigate to={routes.menu()} replace />;

  const place = () => {
    const order = submission({ cardField: gateway.cardField() });
    if (order) actor.send({ type: 'order.place', submission: order });
  };
  return (
    <div className="mx-auto min-h-dvh max-w-panel bg-canvas pb-40">
      <PageHeader title={t('checkout:title')} onAction={() => void navigate(routes.basket())} />
      <div className="grid gap-3 p-3">
        <ServiceDetailsSection
          store={store}
          address={address}
          onAddress={setAddress}
          choices={choices}
          update={update}
          now={pricing.now}
        />
        <BasketSection choices={choices} update={update} />
        <DiscountLoyaltySection
          actor={actor}
          priced={priced}
          wallet={pricing.wallet}
          canRedeem={pricing.canRedeem}
        />
        {priced && <TotalsSection priced={priced} service={service} />}
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
      <PlaceOrderBar actor={actor} priced={priced} minimum={pricing.minimum} onPlace={place} />
      <CheckoutMessage actor={actor} />
      <ConfirmSwitchDialog actor={actor} />
    </div>
  );
}
