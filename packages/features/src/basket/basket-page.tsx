import { checkMinimumOrder, ZERO_FILS } from '@storefront/core';
import { basketTotal } from '@storefront/flows';
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { useLocalised } from '../app-kit/localise.js';
import { BasketLines } from './basket-lines.js';
import { BasketRecommendations } from './basket-recommendations.js';
import { useStorefront } from '../session/storefront-context.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { BottomBar } from '@storefront/ui/bottom-bar';
import { PageFrame } from '@storefront/ui/page-frame';
import { SIGN_IN_FOR_CHECKOUT } from '../sign-in/sign-in-flow.js';

/**
 * 'Your Basket' (spec section 2): lines with steppers, the store's recommendations next to them,
 * empty state, minimum-order or Review Order.
 */
export function BasketPage() {
  const routes = useAppRoutes();
  const { t } = useTranslation(['store', 'common']);
  const { basket, setup, session, brand } = useStorefront();
  const { language } = useLocalised();
  const context = useSelector(basket, (snapshot) => snapshot.context);
  const { serviceType, area } = useSelector(setup, (snapshot) => snapshot.context);
  const total = basketTotal(context);
  const minimum = checkMinimumOrder({
    serviceType: serviceType ?? 'PICKUP',
    cartTotal: total,
    areaMinOrder: area?.minOrder ?? ZERO_FILS,
  });

  return (
    <PageFrame bottomSpace="tallBar">
      <header className="flex items-center gap-3 border-b border-line px-2 py-2">
        <Link
          to={routes.menu()}
          aria-label={t('common:actions.back')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-canvas"
        >
          <span aria-hidden="true" className="text-2xl rtl:-scale-x-100">
            ←
          </span>
        </Link>
        <h1 className="text-lg font-bold">{t('store:basket.title')}</h1>
      </header>
      {context.lines.length === 0 ? (
        <div className="grid justify-items-center gap-3 p-10 text-center">
          <p>{t('store:basket.empty')}</p>
          <Link to={routes.menu()} className="font-semibold underline">
            {t('store:basket.addMoreItems')}
          </Link>
        </div>
      ) : (
        <>
          <BasketLines />
          {context.storeId && <BasketRecommendations storeId={context.storeId} />}
        </>
      )}
      {context.lines.length > 0 && (
        <BottomBar className="grid gap-2">
          <p className="flex justify-between font-semibold">
            <span>{t('store:basket.subtotal')}</span>
            <span data-testid="basket-subtotal">{formatAed(total, language)}</span>
          </p>
          {minimum.met ? (
            <Link
              to={session ? routes.checkout(brand.brand.catalogueType) : routes.login()}
              // Signing in on the way to checkout ends at checkout.
              state={session ? undefined : SIGN_IN_FOR_CHECKOUT}
              className="flex min-h-12 items-center justify-center rounded-xl bg-brand px-5 font-semibold text-on-brand"
            >
              {t('store:basket.reviewOrder')}
            </Link>
          ) : (
            <Link
              to={routes.menu()}
              className="flex min-h-12 items-center justify-center rounded-xl border border-brand px-5 text-center font-semibold"
            >
              {t('store:basket.addMoreToMinimum', { amount: formatAed(minimum.missing, language) })}
            </Link>
          )}
        </BottomBar>
      )}
    </PageFrame>
  );
}
