import { toCoreTotals } from '@storefront/api/to-core';
import {
  formatAed,
  formatLinkDate,
  formatPreOrderDay,
  formatSlotRange,
  formatTime,
  joinList,
  formatPhone,
} from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { addressLine } from './address-line.js';
import { PageHeader } from '@storefront/ui/page-header';
import { TotalsSummary } from '@storefront/ui/totals-summary';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { Link, Navigate, useNavigate } from 'react-router';
import { useLocalised } from '../app-kit/localise.js';
import { refundNotice } from './refund-notice.js';
import { TaxDocumentLinks } from './tax-document-links.js';
import { useShownOrder } from './use-shown-order.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { PageFrame } from '@storefront/ui/page-frame';
import { Card } from '@storefront/ui/card';

/**
 * 'Order detail' (spec section 2): the order handed over by the history, or named by the link
 * (`?order=`, the customer's own), else back to the list (`fallback` 'home': the app's home, as the
 * dine-in app wants).
 * Status, placed on (DD-MM-YYYY hh:mm A), From, To, the lines and the full cost summary.
 */
export function OrderDetailPage({ fallback = 'orders' }: { fallback?: 'orders' | 'home' }) {
  const routes = useAppRoutes();
  const { t } = useTranslation(['account', 'checkout', 'common', 'errors']);
  const { language, pick } = useLocalised();
  const navigate = useNavigate();
  const shown = useShownOrder();
  if (shown.status === 'loading') return <FullPageSpinner label={t('common:labels.loading')} />;
  // Without the order: the orders list, or at a table the dine-in home (spec section 2).
  if (shown.status === 'missing')
    return <Navigate to={fallback === 'home' ? routes.home() : routes.myOrders()} replace />;
  const { order } = shown;
  const totals = toCoreTotals(order.totals);
  const refund = refundNotice(order.refund, language);
  const address = order.deliveryAddress;

  return (
    <PageFrame tone="canvas" bottomSpace="end">
      <PageHeader title={t('account:orderDetail.title')} onAction={() => void navigate(routes.myOrders())} />
      <div className="grid gap-3 p-3">
        <Card className="grid gap-1">
          <p>
            {t('account:orderDetail.orderNumber')}: <bdi className="font-semibold">{order.orderNumber}</bdi>
          </p>
          <p>
            {t('account:orderDetail.status')}:{' '}
            <span className="font-semibold">{t(`common:orderStatus.${order.orderStatus}`)}</span>
          </p>
          {order.settledBy && (
            <p>{t('account:orderDetail.paidWith', { orderNumber: order.settledBy.orderNumber })}</p>
          )}
          <p>
            {t('account:orderDetail.placedOn')}:{' '}
            <span dir="ltr">
              {formatLinkDate(order.orderPlacedTime, language)} {formatTime(order.orderPlacedTime, language)}
            </span>
          </p>
          {order.preOrderSlot && (
            <p>
              {t('checkout:scheduledFor', {
                day: formatPreOrderDay(order.preOrderDay ?? order.preOrderSlot.startsAt, language),
                time: formatSlotRange(order.preOrderSlot, language),
              })}
            </p>
          )}
          <Link
            to={routes.trackOrder(String(order.orderNumber))}
            className="mt-2 font-semibold text-brand underline"
          >
            {t('account:orderDetail.trackOrder')}
          </Link>
          {order.orderStatus === 'COMPLETE' && !order.feedback && (
            <Link to={routes.orderFeedback(order._id)} className="font-semibold text-brand underline">
              {t('account:feedback.title')}
            </Link>
          )}
          <TaxDocumentLinks documents={order.taxDocuments} />
        </Card>
        <Card className="grid gap-1">
          <h2 className="text-sm text-muted">{t('account:orderDetail.from')}</h2>
          <p className="font-semibold">{pick(order.storeInfo.name)}</p>
          <p className="text-sm">
            {joinList([pick(order.storeInfo.address), pick(order.storeInfo.city)], language)}
          </p>
          <p className="text-sm">
            {t('account:orderDetail.phone')}: <bdi dir="ltr">{formatPhone(order.storeInfo.mobileNumber)}</bdi>
          </p>
          {address && (
            <>
              <h2 className="mt-2 text-sm text-muted">{t('account:orderDetail.to')}</h2>
              <p className="text-sm">{addressLine(address, language, t('checkout:address.floor'))}</p>
            </>
          )}
        </Card>
        <Card>
          <h2 className="mb-2 font-semibold">{t('account:orderDetail.items')}</h2>
          <ul className="grid gap-2">
            {order.orderedMenu.map((line, index) => (
              <li key={`${line.itemId}-${index}`} className="flex justify-between gap-3">
                <span>
                  {t('account:orderDetail.quantity', { quantity: line.quantity })} {pick(line.title)}
                  {/* The options chosen, as the receipt and the board show them. */}
                  {line.options.length > 0 && (
                    <span className="block text-sm text-muted">
                      {joinList(
                        line.options.map((option) =>
                          option.quantity > 1
                            ? `${option.quantity} × ${pick(option.name)}`
                            : pick(option.name),
                        ),
                        language,
                      )}
                    </span>
                  )}
                  {line.specialRequest && (
                    <span className="block text-sm text-muted">{line.specialRequest}</span>
                  )}
                </span>
                <span className="tabular-nums">{formatAed(line.lineTotal, language)}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card data-testid="order-cost-summary">
          <p className="mb-2">
            {t('account:orderDetail.orderType')}: {t(`common:serviceType.${order.serviceType}`)} ·{' '}
            {/* A round placed to pay later and then taken in cash by staff says so. */}
            {order.settledInCash
              ? t('account:orderDetail.paidInCash')
              : t(`checkout:paymentType.${order.paymentType}`)}
          </p>
          <TotalsSummary
            title={t('account:orderDetail.costSummary')}
            itemsTotal={totals.cartTotal}
            discount={totals.discountAmount}
            loyalty={totals.loyaltyAmount}
            {...(order.serviceType === 'DELIVERY'
              ? {
                  deliveryFee: totals.deliveryFee,
                  deliveryWaived: totals.deliveryChargesWaiverInfo.isWaiver,
                  waivedAmount: totals.deliveryChargesWaiverInfo.waiverAmount,
                }
              : {})}
            taxRate={totals.taxRate}
            taxAmount={totals.taxAmount}
            taxIncluded={order.totals.taxIncluded === true}
            {...(totals.tipAmount > 0 ? { tip: totals.tipAmount } : {})}
            previousOrders={order.totals.settledOrdersTotal ?? null}
            total={totals.total}
          />
          {refund && (
            <p className="mt-2" role="status" data-testid="refund-notice">
              {t(refund.key, { amount: refund.amount })}
            </p>
          )}
        </Card>
      </div>
    </PageFrame>
  );
}
