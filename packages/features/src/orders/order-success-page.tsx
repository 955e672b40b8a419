import type { Schemas } from '@storefront/api';
import { toCoreTotals } from '@storefront/api/to-core';
import { formatPreOrderDay, formatSlotRange } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { Modal } from '@storefront/ui/modal';
import { OrderSummary } from '@storefront/ui/order-summary';
import { useNavigate, useParams } from 'react-router';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';
import { TaxDocumentLinks } from './tax-document-links.js';
import { usePlacedOrder } from './use-placed-order.js';
import { useTrackingInfo } from './use-tracking-info.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { PageFrame } from '@storefront/ui/page-frame';

/**
 * After a successful order (spec section 2 "Order placed overlay"): 'Order Placed', 'Thanks,
 * Friend! Your order has been sent', the order's summary (store, service, time, lines, totals),
 * Share (a messaging link about ordering here, then the store home) and Track Order. The order's
 * status follows the push channel, so a store accepting it shows here without a reload.
 */
export function OrderSuccessPage() {
  const routes = useAppRoutes();
  const { t } = useTranslation(['checkout', 'account', 'common']);
  const { orderNumber = '' } = useParams();
  const { brand, homePath, session } = useStorefront();
  const name = session?.user.name?.trim();
  const { language } = useLocalised();
  const navigate = useNavigate();
  const placed = usePlacedOrder(orderNumber);
  const { state: tracking } = useTrackingInfo(orderNumber);
  const brandName = language === 'ar' ? brand.brand.brandNameAR : brand.brand.brandName;

  const share = () => {
    const link = `${window.location.origin}${homePath === '/' ? '' : homePath}`;
    const text = t('checkout:orderPlaced.shareText', { brand: brandName, link });
    window.open(`https://wa.me/?text=${encodeURIComponent(text)}`, '_blank', 'noopener');
    void navigate(routes.home());
  };

  return (
    <PageFrame>
      <Modal
        open
        title={t('checkout:orderPlaced.title')}
        onClose={() => void navigate(routes.home())}
        dismissible={false}
        footer={
          <div className="grid grid-cols-2 gap-2">
            <Button type="button" variant="secondary" onClick={share}>
              {t('checkout:orderPlaced.share')}
            </Button>
            <Button type="button" onClick={() => void navigate(routes.trackOrder(orderNumber))}>
              {t('checkout:orderPlaced.trackOrder')}
            </Button>
          </div>
        }
      >
        <div className="grid gap-4 text-center">
          <span
            aria-hidden="true"
            className="mx-auto flex size-16 items-center justify-center rounded-full bg-success text-3xl text-white"
          >
            ✓
          </span>
          <p className="text-lg">
            {name ? t('checkout:orderPlaced.textName', { name }) : t('checkout:orderPlaced.text')}
          </p>
          <p className="text-muted">
            {t('account:trackOrder.orderNumber')}: <bdi className="font-semibold text-ink">{orderNumber}</bdi>
          </p>
          {tracking.status === 'found' && (
            <p role="status" aria-live="polite" className="text-muted">
              {t('account:orderDetail.status')}:{' '}
              <span className="font-semibold text-ink">
                {t(`common:orderStatus.${tracking.info.orderStatus}`)}
              </span>
            </p>
          )}
          {placed.status === 'loading' && (
            <p role="status" className="text-sm text-muted">
              {t('checkout:orderSummary.loading')}
            </p>
          )}
          {placed.status === 'found' && <PlacedOrderSummary order={placed.order} />}
          {placed.status === 'found' && <TaxDocumentLinks documents={placed.order.taxDocuments} />}
        </div>
      </Modal>
    </PageFrame>
  );
}

function PlacedOrderSummary({ order }: { order: Schemas['Order'] }) {
  const { language, pick } = useLocalised();
  // The API's amounts are integer fils already.
  const totals = toCoreTotals(order.totals);
  const delivery = order.serviceType === 'DELIVERY';
  return (
    <OrderSummary
      headingLevel={3}
      storeName={pick(order.storeInfo.name)}
      serviceType={order.serviceType}
      tableNumber={order.dineInTableNumber ?? null}
      scheduled={
        order.preOrderSlot
          ? {
              day: formatPreOrderDay(order.preOrderDay ?? order.preOrderSlot.startsAt, language),
              time: formatSlotRange(order.preOrderSlot, language),
            }
          : null
      }
      lines={order.orderedMenu.map((line, index) => ({
        key: `${line.itemId}-${index}`,
        title: pick(line.title),
        quantity: line.quantity,
        lineTotal: line.lineTotal,
        options: line.options.map((option) => pick(option.name)),
      }))}
      totals={{
        itemsTotal: totals.cartTotal,
        discount: totals.discountAmount,
        loyalty: totals.loyaltyAmount,
        ...(delivery && {
          deliveryFee: totals.deliveryFee,
          deliveryWaived: totals.deliveryChargesWaiverInfo.isWaiver,
          waivedAmount: totals.deliveryChargesWaiverInfo.waiverAmount,
        }),
        taxRate: totals.taxRate,
        taxAmount: totals.taxAmount,
        taxIncluded: order.totals.taxIncluded === true,
        ...(totals.tipAmount > 0 && { tip: totals.tipAmount }),
        // A tab's payment: the earlier rounds it paid, and what was charged.
        previousOrders: order.totals.settledOrdersTotal ?? null,
        total: totals.total,
      }}
    />
  );
}
