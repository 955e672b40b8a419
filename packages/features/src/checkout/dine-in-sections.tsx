/** The dine-in parts of 'Your Order' (spec sections 2 and 4 "Dine-in"): the table, the tab, the two ways to pay. */
import type { Fils, PaymentOption } from '@storefront/core';
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { useLocalised } from '../app-kit/localise.js';
import { useAppRoutes } from '../app-kit/routes.js';
import type { TableTab } from '../data/use-table-tab.js';
import { useStorefront } from '../session/storefront-context.js';
import type { StoreInfo } from './checkout-order.js';
import type { CheckoutActor } from './use-checkout.js';
import { Money } from '@storefront/ui/money';

const CARD = 'rounded-2xl border border-line bg-surface p-4';

/** Where the order goes: the 'Dine In' badge, the store and the table (no address, no time). */
export function TableSection({ store }: { store: StoreInfo | null }) {
  const { t } = useTranslation(['dineIn']);
  const { pick } = useLocalised();
  const { setup } = useStorefront();
  const tableNumber = useSelector(setup, (snapshot) => snapshot.context.tableNumber);
  return (
    <section className={`${CARD} flex items-center gap-3`}>
      <span className="rounded-full bg-brand px-3 py-1 text-sm font-bold text-on-brand">
        {t('dineIn:badge')}
      </span>
      <span className="grid">
        <span className="font-semibold">
          {store ? pick({ en: store.baseLanguage.name, ar: store.translations.ar.name }) : '…'}
        </span>
        {tableNumber !== null && (
          <span className="text-sm text-muted">{t('dineIn:table', { tableNumber })}</span>
        )}
      </span>
    </section>
  );
}

/** The table's orders not paid yet ('Your orders at this table'), each with its number and total. */
export function TabSection({ tab }: { tab: TableTab }) {
  const { t } = useTranslation(['dineIn', 'account']);
  const { language } = useLocalised();
  if (tab.orders.length === 0) return null;
  return (
    <section className={CARD} aria-labelledby="table-tab-title">
      <h2 id="table-tab-title" className="mb-2 font-semibold">
        {t('dineIn:previousOrders')}
      </h2>
      <ul className="grid gap-1">
        {tab.orders.map((order) => (
          <li key={order._id} className="flex justify-between gap-3 text-sm">
            <span>
              {t('account:trackOrder.orderNumber')} <bdi>{order.orderNumber}</bdi>
            </span>
            <Money className="tabular-nums" fils={order.totalOrderPrice} language={language} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Nothing in the basket and nothing ordered at the table yet. */
export function DineInEmptyState() {
  const { t } = useTranslation(['dineIn']);
  const routes = useAppRoutes();
  return (
    <section className={`${CARD} grid gap-2 text-center`}>
      <h2 className="text-lg font-semibold">{t('dineIn:emptyTitle')}</h2>
      <p className="text-muted">{t('dineIn:emptyText')}</p>
      <Link to={routes.home()} className="font-semibold text-brand underline">
        {t('dineIn:viewMenu')}
      </Link>
    </section>
  );
}

/**
 * The bar under a table's order: the total to pay now, 'Complete Payment' (the chosen 'Pay with'
 * row, settling the tab too) and 'Dine First, Pay Later' (the pay-later type, for the basket only).
 */
export function DineInPlaceBar({
  actor,
  total,
  payLater,
  canPay,
  onPlace,
}: {
  actor: CheckoutActor;
  total: Fils | null;
  /** The store's pay-later option, when it offers one and there is a basket to order. */
  payLater: PaymentOption | null;
  canPay: boolean;
  onPlace: () => void;
}) {
  const { t } = useTranslation(['checkout', 'dineIn']);
  const { language } = useLocalised();
  const processing = useSelector(actor, (snapshot) => !snapshot.matches('editing'));
  const payNow = () => {
    const { payment, paymentOptions } = actor.getSnapshot().context;
    if (payment.paymentType === 'PAY_LATER') {
      const option = paymentOptions?.find((candidate) => candidate.paymentType !== 'PAY_LATER');
      if (option) actor.send({ type: 'payment.select', option });
    }
    onPlace();
  };
  const dineFirst = () => {
    if (!payLater) return;
    actor.send({ type: 'payment.select', option: payLater });
    onPlace();
  };
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 mx-auto grid max-w-panel gap-2 bg-surface p-4 shadow-[0_-4px_12px_rgba(0,0,0,0.08)]">
      {total !== null && (
        <p className="flex justify-between font-semibold">
          <span>{t('checkout:totals.total')}</span>
          <span data-testid="checkout-total">{formatAed(total, language)}</span>
        </p>
      )}
      <Button type="button" disabled={processing || !canPay} aria-busy={processing} onClick={payNow}>
        {processing ? t('checkout:paymentProcessing') : t('dineIn:completePayment')}
      </Button>
      {payLater && (
        <Button type="button" variant="secondary" disabled={processing || !canPay} onClick={dineFirst}>
          {t('dineIn:dineFirstPayLater')}
        </Button>
      )}
      {processing && (
        <div role="status" aria-live="polite" className="sr-only">
          {t('checkout:paymentProcessing')}
        </div>
      )}
    </div>
  );
}

/** The store's pay-later option at a table, if it has one. */
export function payLaterOption(store: StoreInfo | null): PaymentOption | null {
  const options = store && 'dineInPaymentOptions' in store ? (store.dineInPaymentOptions ?? []) : [];
  return options.find((option) => option.paymentType === 'PAY_LATER') ?? null;
}
