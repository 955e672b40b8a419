import type { MinimumOrderCheck, PricedOrder } from '@storefront/core';
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { useLocalised } from '../app-kit/localise.js';
import { useAppRoutes } from '../app-kit/routes.js';
import type { CheckoutActor } from './use-checkout.js';

/**
 * The bar under the page: the total and 'Place order' ('Payment processing…' while a payment
 * runs), or below the area's minimum a way back to the menu saying what is missing (spec section 5).
 */
export function PlaceOrderBar({
  actor,
  priced,
  minimum,
  onPlace,
}: {
  actor: CheckoutActor;
  priced: PricedOrder | null;
  minimum: MinimumOrderCheck;
  onPlace: () => void;
}) {
  const routes = useAppRoutes();
  const { t } = useTranslation(['checkout']);
  const { language } = useLocalised();
  const processing = useSelector(actor, (snapshot) => !snapshot.matches('editing'));
  const leaving = useSelector(
    actor,
    (snapshot) => snapshot.matches('leaving') || snapshot.matches('redirecting'),
  );
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 mx-auto grid max-w-panel gap-2 bg-surface p-4 shadow-[0_-4px_12px_rgba(0,0,0,0.08)]">
      {priced && (
        <p className="flex justify-between font-semibold">
          <span>{t('checkout:totals.total')}</span>
          <span data-testid="checkout-total">{formatAed(priced.grandTotal, language)}</span>
        </p>
      )}
      {minimum.met ? (
        <Button type="button" disabled={processing || !priced} aria-busy={processing} onClick={onPlace}>
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
      {processing && (
        <div role="status" aria-live="polite" className="sr-only">
          {leaving ? t('checkout:payment.redirecting') : t('checkout:paymentProcessing')}
        </div>
      )}
    </div>
  );
}
