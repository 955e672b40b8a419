import { useAppRoutes } from '@storefront/features/app-kit/routes';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { useTabPush } from '@storefront/features/data/use-tab-push';
import { useTableTab } from '@storefront/features/data/use-table-tab';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { PageFrame } from '@storefront/ui/page-frame';
import { useSelector } from '@xstate/react';
import { Link, Navigate } from 'react-router';

const ACTION = 'flex min-h-12 items-center justify-center rounded-xl px-5 text-center font-semibold';

/**
 * The pay-later home (spec section 2 "Dine-in pay-later home"): the table's tab is open. 'Dine
 * In' tag, the brand's background and logo, 'Pay Now (total)!' to checkout, 'View Menu' to the menu.
 */
export function PayLaterHome() {
  const { t } = useTranslation(['dineIn', 'common']);
  const routes = useAppRoutes();
  const { brand, setup } = useStorefront();
  const { language } = useLocalised();
  const tableNumber = useSelector(setup, (snapshot) => snapshot.context.tableNumber);
  const tab = useTableTab();
  // Staff moving a round or taking the tab in cash shows here without a reload.
  useTabPush(tab);
  const { setting } = brand;
  const brandName = language === 'ar' ? brand.brand.brandNameAR : brand.brand.brandName;
  // Settled meanwhile (another diner paid): nothing to pay, the menu it is.
  if (tab.status === 'ready' && tab.tab.orders.length === 0) return <Navigate to={routes.home()} replace />;
  return (
    <PageFrame>
      <main className="relative grid min-h-dvh content-end overflow-hidden">
        {setting.brandImageHomeBG && (
          <img src={setting.brandImageHomeBG} alt="" className="absolute inset-0 size-full object-cover" />
        )}
        <div className="relative grid gap-4 rounded-t-3xl bg-surface p-6 text-center">
          {setting.brandLogoFirst && (
            <img
              src={setting.brandLogoFirst}
              alt={brandName}
              width={96}
              height={96}
              className="mx-auto -mt-16 size-24 rounded-full border-4 border-surface bg-surface object-contain"
            />
          )}
          <h1 className="text-2xl font-bold">{brandName}</h1>
          <p className="flex items-center justify-center gap-2">
            <span className="rounded-full bg-brand px-3 py-1 text-sm font-bold text-on-brand">
              {t('dineIn:badge')}
            </span>
            {tableNumber !== null && <span className="text-muted">{t('dineIn:table', { tableNumber })}</span>}
          </p>
          <p className="text-muted">{t('dineIn:payLaterNote')}</p>
          {tab.status === 'ready' && (
            <ul aria-live="polite" aria-label={t('dineIn:previousOrders')} className="grid gap-1 text-sm">
              {tab.tab.orders.map((order) => (
                <li key={order._id} className="flex justify-center gap-2">
                  <bdi>{order.orderNumber}</bdi>
                  <span className="font-semibold">{t(`common:orderStatus.${order.orderStatus}`)}</span>
                </li>
              ))}
            </ul>
          )}
          {tab.status === 'ready' ? (
            <Link to={routes.checkout('')} className={`${ACTION} bg-brand text-on-brand`}>
              {t('dineIn:payNow', { total: formatAed(tab.tab.ordersTotalPrice, language) })}
            </Link>
          ) : (
            <p role="status" className="text-muted">
              …
            </p>
          )}
          <Link to={routes.home()} className={`${ACTION} border border-brand text-ink`}>
            {t('dineIn:viewMenu')}
          </Link>
        </div>
      </main>
    </PageFrame>
  );
}
