import { type Schemas } from '@storefront/api';
import {
  deliveryDuration,
  estimatedDeliveryMinutes,
  isActiveStatus,
  minutes as wholeMinutes,
  unixSeconds,
  type UnixSeconds,
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
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../app-kit/api.js';
import { useLocalised } from '../app-kit/localise.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { PageFrame } from '@storefront/ui/page-frame';
import { Card } from '@storefront/ui/card';

/** How often an active order's status is asked again. */
const POLL_MS = 5000;

type TrackState =
  { status: 'loading' } | { status: 'found'; info: Schemas['TrackingInfo'] } | { status: 'missing' };

/**
 * 'Track Your Order' (spec sections 2 and 4): order number, a pre-order's day and time slot,
 * estimated delivery (active orders only; a pre-order's counted from its slot), the three-step
 * tracker following the real status, and contact links (chat prefilled with the order number,
 * courier tracking, phone).
 */
export function TrackOrderPage() {
  const routes = useAppRoutes();
  const { t } = useTranslation(['account', 'checkout', 'common', 'errors']);
  const { orderNumber = '' } = useParams();
  const { language, pick } = useLocalised();
  const navigate = useNavigate();
  const [state, setState] = useState<TrackState>({ status: 'loading' });
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000) as UnixSeconds);

  const active = state.status === 'found' && isActiveStatus(state.info.orderStatus);
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      api
        .GET('/order/get-order-tracking-info/{orderId}', { params: { path: { orderId: orderNumber } } })
        .then(({ data }) => {
          if (cancelled) return;
          setNow(Math.floor(Date.now() / 1000) as UnixSeconds);
          setState(data ? { status: 'found', info: data.orders } : { status: 'missing' });
        })
        .catch(() => undefined);
    void load();
    if (state.status !== 'loading' && !active) return () => (cancelled = true);
    const timer = setInterval(() => void load(), POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [orderNumber, active]); // eslint-disable-line react-hooks/exhaustive-deps

  const info = state.status === 'found' ? state.info : null;
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
          </Card>
          <div data-testid="order-tracker" data-status={info.orderStatus}>
            <OrderStatusTracker order={{ orderStatus: info.orderStatus, serviceType: info.serviceType }} />
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
