import { resolveError } from '@storefront/api';
import {
  formatAed,
  formatOrderDate,
  formatPreOrderDay,
  formatSlotRange,
  translateServerError,
  type ServerErrorLike,
} from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { PageHeader } from '@storefront/ui/page-header';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useReducer } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../app-kit/api.js';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { PageFrame } from '@storefront/ui/page-frame';
import { initialOrders, ordersReducer } from './orders-paging.js';

/** The list could not be read (no answer from the server): said in the page's language. */
const fetchFailed: ServerErrorLike = {
  message: 'Error in Fetching orders',
  key: 'errors:errorFetchingOrders',
};

/** One page of the customer's orders, newest first, from `cursor` on (the newest when null). */
async function ordersPage(brandId: string, cursor: string | null) {
  const { data, error } = await api.GET('/order/getCustomerOrders', {
    params: { query: { brandId, ...(cursor !== null && { cursor }) } },
  });
  if (data) return { type: 'page' as const, orders: data.data, nextCursor: data.nextCursor };
  return { type: 'failed' as const, error: error ? resolveError(error) : fetchFailed };
}

/**
 * 'Orders' (spec section 2 "My Orders"): store, status, total in AED (after the amount in
 * Arabic), date DD/MM/YYYY, and a pre-order's day and time slot; a row opens the detail with the
 * order passed along. A page of orders at a time; 'Load more' shows the next.
 */
export function MyOrdersPage() {
  const routes = useAppRoutes();
  const { t } = useTranslation(['account', 'checkout', 'common', 'errors']);
  const { brand, setup } = useStorefront();
  const { language, pick } = useLocalised();
  const navigate = useNavigate();
  const { storeId, serviceType, area } = useSelector(setup, (snapshot) => snapshot.context);
  const [state, dispatch] = useReducer(ordersReducer, initialOrders);
  const brandId = brand.brand._id;

  useEffect(() => {
    let cancelled = false;
    ordersPage(brandId, null)
      .catch(() => ({ type: 'failed' as const, error: fetchFailed }))
      .then((event) => !cancelled && dispatch(event));
    return () => {
      cancelled = true;
    };
  }, [brandId]);

  const nextCursor = state.status === 'ready' ? state.nextCursor : null;
  const loadMore = useCallback(() => {
    if (nextCursor === null) return;
    dispatch({ type: 'more' });
    ordersPage(brandId, nextCursor)
      .catch(() => ({ type: 'failed' as const, error: fetchFailed }))
      .then(dispatch);
  }, [brandId, nextCursor]);

  // Back: the store page when a store (and, for delivery, an area) is chosen, else home.
  const back = storeId && (serviceType !== 'DELIVERY' || area) ? routes.menu() : routes.home();
  return (
    <PageFrame>
      <PageHeader title={t('account:myOrders.title')} onAction={() => void navigate(back)} />
      {state.status === 'loading' && <FullPageSpinner label={t('common:labels.loading')} fixed={false} />}
      {state.status === 'error' && (
        <p role="alert" className="p-6 text-center text-danger">
          {translateServerError(state.error, language)}
        </p>
      )}
      {state.status === 'ready' && state.orders.length === 0 && (
        <div className="grid justify-items-center gap-3 p-10 text-center">
          <p>{t('account:myOrders.empty')}</p>
          <Link to={routes.home()} className="font-semibold underline">
            {t('account:myOrders.startOrdering')}
          </Link>
        </div>
      )}
      {state.status === 'ready' && state.orders.length > 0 && (
        <ul className="divide-y divide-line">
          {state.orders.map((order) => (
            <li key={order._id}>
              <Link
                to={routes.orderDetail(order.orderNumber)}
                state={{ order }}
                className="grid min-h-14 grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-4 py-3"
              >
                <span className="font-semibold">{pick(order.storeInfo.name)}</span>
                {/* What was charged: a tab's payment includes the rounds it paid. */}
                <span className="text-end font-semibold tabular-nums">
                  {formatAed(order.totals.total, language)}
                </span>
                <span className="text-sm text-muted">
                  {t(`common:orderStatus.${order.orderStatus}`)} · <bdi>{order.orderNumber}</bdi>
                  {order.settledBy && (
                    <>
                      {' · '}
                      {t('account:myOrders.paidWith', { orderNumber: order.settledBy.orderNumber })}
                    </>
                  )}
                </span>
                <span className="text-end text-sm text-muted">
                  {formatOrderDate(order.orderPlacedTime, language)}
                </span>
                {order.preOrderSlot && (
                  <span className="col-span-2 text-sm text-ink">
                    {t('checkout:scheduledFor', {
                      day: formatPreOrderDay(order.preOrderDay ?? order.preOrderSlot.startsAt, language),
                      time: formatSlotRange(order.preOrderSlot, language),
                    })}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {state.status === 'ready' && state.more === 'failed' && (
        <p role="alert" className="px-6 pt-4 text-center text-danger">
          {translateServerError(fetchFailed, language)}
        </p>
      )}
      {state.status === 'ready' && state.nextCursor !== null && (
        <div className="grid justify-items-center p-4">
          <button
            type="button"
            onClick={loadMore}
            disabled={state.more === 'loading'}
            aria-busy={state.more === 'loading'}
            className="min-h-11 rounded-xl border border-line px-5 font-semibold disabled:opacity-60"
          >
            {state.more === 'loading' ? t('common:labels.loading') : t('account:myOrders.loadMore')}
          </button>
        </div>
      )}
    </PageFrame>
  );
}
