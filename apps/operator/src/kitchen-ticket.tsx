import { useLocalised } from '@storefront/features/app-kit/localise';
import {
  dubaiIsoDate,
  formatAed,
  formatPreOrderDay,
  formatSlotRange,
  formatTime,
  type Instant,
  formatPhone,
} from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { StaffOrder } from './use-board.js';

/**
 * An order's kitchen ticket for an 80 mm receipt printer (docs/kitchen.md): the order number
 * large, the service and its time (a pre-order's slot, a table), the customer, every line with
 * its options and note in large type, the order's request, and the total with paid or not. Black
 * on white, one column 72 mm wide (the printable width of 80 mm paper), in the board's language.
 */
export function KitchenTicket({ order }: { order: StaffOrder }) {
  const { t } = useTranslation(['operator', 'common', 'checkout']);
  const { language, pick } = useLocalised();
  const placed = order.orderPlacedTime as Instant;
  const slot = order.preOrderSlot;
  const customer = order.userInfo.phoneNumber ? order.userInfo : null;
  return (
    <article className="kitchen-ticket" data-testid="kitchen-ticket" aria-label={order.orderNumber}>
      <p className="ticket-center">{pick(order.storeInfo.name)}</p>
      <h2 className="ticket-number">
        <bdi>{order.orderNumber}</bdi>
      </h2>
      <p className="ticket-center ticket-strong">
        {t(`common:serviceType.${order.serviceType}`)}
        {order.dineInTableNumber ? ` · ${t('operator:card.table', { number: order.dineInTableNumber })}` : ''}
      </p>
      <p className="ticket-center">
        {slot
          ? t('operator:card.slot', {
              day: formatPreOrderDay(slot.startsAt, language, { today: dubaiIsoDate(placed) }),
              time: formatSlotRange(slot, language),
            })
          : t('operator:ticket.asap')}
      </p>
      <p>{t('operator:card.placed', { time: formatTime(placed, language) })}</p>
      {customer && (
        <p>
          {customer.name ? `${customer.name} · ` : ''}
          <bdi dir="ltr">{formatPhone(customer.phoneNumber)}</bdi>
        </p>
      )}
      {order.pickupVehicleInfo && <p>{t('operator:card.vehicle', { info: order.pickupVehicleInfo })}</p>}
      <hr />
      <ul className="ticket-lines">
        {order.orderedMenu.map((line, index) => (
          <li key={`${line.itemId}-${index}`}>
            <span className="ticket-strong">
              {line.quantity} × {pick(line.title)}
            </span>
            {line.options.map((option, at) => (
              <span key={at} className="ticket-option">
                + {option.quantity} × {pick(option.name)}
              </span>
            ))}
            {line.specialRequest && (
              <span className="ticket-option ticket-strong">
                {t('operator:card.lineRequest', { text: line.specialRequest })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {order.orderLevelSpecialRequest && (
        <>
          <hr />
          <p className="ticket-strong">
            {t('operator:card.request', { text: order.orderLevelSpecialRequest })}
          </p>
        </>
      )}
      <hr />
      <p>
        {t('operator:card.payment', {
          type: t(`checkout:paymentType.${order.paymentType}`),
          total: formatAed(order.totalOrderPrice, language),
        })}{' '}
        ({order.isPaid ? t('operator:card.paid') : t('operator:card.unpaid')})
      </p>
    </article>
  );
}

/** Millimetres per CSS pixel (96 px to the inch). */
const MM_PER_PX = 25.4 / 96;
/** The ticket page's margin on every side, in millimetres. */
const PAGE_MARGIN_MM = 4;

/**
 * Prints one order's ticket: drawn off the screen at its printed width, measured, then printed
 * alone on a page 80 mm wide and exactly as long as the ticket (a receipt printer's roll), then
 * gone. The page size is written for this print only, so other prints (table codes) keep theirs.
 */
export function TicketPrint({ order, done }: { order: StaffOrder; done: () => void }) {
  const sheet = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const height = Math.ceil((sheet.current?.scrollHeight ?? 0) * MM_PER_PX) + 2 * PAGE_MARGIN_MM + 2;
    const page = document.createElement('style');
    page.textContent = `@page { size: 80mm ${height}mm; margin: ${PAGE_MARGIN_MM}mm; }`;
    document.head.append(page);
    const finished = () => done();
    window.addEventListener('afterprint', finished);
    const timer = window.setTimeout(() => window.print(), 0);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', finished);
      page.remove();
    };
  }, [order, done]);
  return createPortal(
    <div ref={sheet} className="kitchen-ticket-sheet">
      <KitchenTicket order={order} />
    </div>,
    document.body,
  );
}
