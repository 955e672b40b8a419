import {
  deliveryDuration,
  estimatedDeliveryMinutes,
  isFinalStatus,
  minutes as wholeMinutes,
  unixSeconds,
} from '@storefront/core';
import {
  dubaiIsoDate,
  formatAed,
  formatDeliveryDuration,
  formatPreOrderDay,
  formatSlotRange,
} from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { OrderStatusTracker } from '@storefront/ui/order-status-tracker';
import { PageHeader } from '@storefront/ui/page-header';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryCache } from '../data/use-query.js';
import { useLocalised } from '../app-kit/localise.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { refundNotice } from './refund-notice.js';
import { TaxDocumentLinks } from './tax-document-links.js';
import { usePlacedOrder } from './use-placed-order.js';
import { useTrackingInfo } from './use-tracking-info.js';
import { PageFrame } from '@storefront/ui/page-frame';
import { Card } from '@storefront/ui/card';

/**
 * 'Track Your Order' (spec sections 2 and 4): order number, a pre-order's day and time slot,
 * estimated delivery (active orders only; a pre-order's counted from its slot), the three-step
 * tracker following the real status (pushed, see useTrackingInfo) with the store's reason for a refusal, and contact links (chat prefilled with the order number,
 * courier tracking, phone).
 */
export function TrackOrderPage() {
  const routes = useAppRoutes();
  const { t } = useTranslation(['account', 'checkout', 'common', 'errors']);
  const { orderNumber = '' } = useParams();
  const { language, pick } = useLocalised();
  const navigate = useNavigate();
  const { state, now } = useTrackingInfo(orderNumber);
  // The tracking answer is public (by number): the invoice comes from the customer's own orders,
  // read again when the order ends (paid on delivery: its invoice is issued then).
  const own = usePlacedOrder(orderNumber);
  const cache = useQueryCache();
  const ended = state.status === 'found' && isFinalStatus(state.info.orderStatus);
  useEffect(() => {
    if (ended) cache.invalidate(['orders']);
  }, [cache, ended]);

  const info = state.status === 'found' ? state.info : null;
  const refund = refundNotice(info?.refund, language);
  const minutes = info
    ? estimatedDeliveryMinutes(
        {
          orderStatus: info.orderStatus,
          deliveryTime: wholeMinutes(info.deliveryTime),
          orderPlacedTime: unixSeconds(info.orderPlacedTime),
          // A pre-order's estimate counts from its slot's start, not from when it was placed.
          preOrderStartsAt: info.preOrderSlot ? unixSeconds(info.preOrderSlot.startsAt) : null,
        },
        now,
      )
    : null;
  const slot = info?.preOrderSlot ?? null;
  const chat = info
    ? `https://wa.me/${info.storeInfo.whatsAppContact.replace(/\D/g, '')}?text=${encodeURIComponent(
        t('account:trackOrder.chatMessage', { orderNumber: info.orderNumber }),
      )}`
    : '';

  return (
    <PageFrame tone="canvas" bottomSpace="end">
      <PageHeader title={t('account:trackOrder.title')} onAction={() => void navigate(routes.home())} />
      {state.status === 'loading' && <FullPageSpinner label={t('common:labels.loading')} fixed={false} />}
      {state.status === 'missing' && (
        <div className="p-4">
          <OrderStatusTracker order={null} />
        </div>
      )}
      {info && (
        <div className="grid gap-3 p-3">
          <Card className="grid gap-1">
            <p>
              {t('account:trackOrder.orderNumber')}: <bdi className="font-semibold">{info.orderNumber}</bdi>
            </p>
            <p className="text-muted">
              {pick(info.storeInfo.name)} · {formatAed(info.totalOrderPrice, language)}
            </p>
            {slot && (
              <p>
                {t('checkout:scheduledFor', {
                  day: formatPreOrderDay(slot.startsAt, language, { today: dubaiIsoDate(now) }),
                  time: formatSlotRange(slot, language),
                })}
              </p>
            )}
            {minutes !== null && (
              <p>
                {t('account:trackOrder.estimatedDelivery')}:{' '}
                <span className="font-semibold">
                  {formatDeliveryDuration(deliveryDuration(minutes), language)}
                </span>
              </p>
            )}
            {own.status === 'found' && <TaxDocumentLinks documents={own.order.taxDocuments} />}
          </Card>
          <div data-testid="order-tracker" data-status={info.orderStatus}>
            <OrderStatusTracker order={{ orderStatus: info.orderStatus, serviceType: info.serviceType }} />
            {/* The store's reason and what happened to the money, in a card of their own. */}
            {(info.statusReason || refund) && (
              <Card className="mt-2 grid gap-1 text-center">
                {info.statusReason && (
                  <p data-testid="status-reason">
                    {t('account:trackOrder.statusReason', { reason: info.statusReason })}
                  </p>
                )}
                {refund && (
                  <p role="status" data-testid="refund-notice">
                    {t(refund.key, { amount: refund.amount })}
                  </p>
                )}
              </Card>
            )}
            {/* Delivered: the way to rate it is here, not only in the order history,
                with the order's rating token, so it needs no sign-in. */}
            {info.orderStatus === 'COMPLETE' && info.orderId && info.rated === false && (
              <Link
                to={`${routes.orderFeedback(info.orderId)}${info.feedbackToken ? `?${new URLSearchParams({ token: info.feedbackToken })}` : ''}`}
                className="mt-3 flex min-h-12 items-center justify-center rounded-xl bg-brand px-5 font-semibold text-on-brand"
              >
                {t('account:feedback.title')}
              </Link>
            )}
          </div>
          <Card className="grid gap-2">
            <h2 className="font-semibold">{t('account:trackOrder.contactTitle')}</h2>
            <a
              href={chat}
              target="_blank"
              rel="noopener noreferrer"
              className="min-h-11 font-semibold text-brand underline"
            >
              {t('account:trackOrder.chat')}
            </a>
            {info.courierTrackingUrl && (
              <a
                href={info.courierTrackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="min-h-11 font-semibold text-brand underline"
              >
                {t('account:trackOrder.trackCourier')}
              </a>
            )}
            <a
              href={`tel:${info.storeInfo.mobileNumber}`}
              className="min-h-11 font-semibold text-brand underline"
            >
              {t('account:trackOrder.call')}
            </a>
          </Card>
        </div>
      )}
    </PageFrame>
  );
}
