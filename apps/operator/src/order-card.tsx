import { useLocalised } from '@storefront/features/app-kit/localise';
import { DEFAULT_ERROR_KEY, DEFAULT_ERROR_MESSAGE, type ResolvedError } from '@storefront/api';
import {
  dubaiIsoDate,
  formatAed,
  formatPreOrderDay,
  formatSlotRange,
  formatTime,
  joinList,
  translateServerError,
  type Instant,
  formatPhone,
} from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { Card } from '@storefront/ui/card';
import { ErrorText } from '@storefront/ui/error-text';
import { useState } from 'react';
import { addressLine } from '@storefront/features/orders/address-line';
import { CardActions } from './card-actions.js';
import type { Board, StaffOrder } from './use-board.js';

/**
 * One order as the kitchen needs it: number, service, time (a pre-order's slot), each line with
 * its options and note, the customer's name and phone, the order's special request, the pickup
 * vehicle, the whole delivery address (apartment, floor, building),
 * the payment, a refusal's reason, what a cancelled order gave back (its card refund, or a table
 * round's give-backs to the shares that paid it), and the moves it may make.
 */
export function OrderCard({
  order,
  fresh,
  move,
  handBackCash,
  printTicket,
}: {
  order: StaffOrder;
  fresh: boolean;
  move: Board['move'];
  handBackCash: Board['handBackCash'];
  /** Prints the order's kitchen ticket (80 mm); none: no button. */
  printTicket?: (order: StaffOrder) => void;
}) {
  const { t } = useTranslation(['operator', 'common', 'checkout']);
  const { language, pick } = useLocalised();
  const slot = order.preOrderSlot;
  const placed = order.orderPlacedTime as Instant;
  // Who to call and whom to hand it to; a table's round has no one's details.
  const customer = order.userInfo.phoneNumber ? order.userInfo : null;
  return (
    <Card
      aria-label={order.orderNumber}
      data-testid="board-card"
      data-order={order.orderNumber}
      className={`grid gap-2 text-sm ${fresh ? 'ring-4 ring-brand' : ''}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <bdi className="text-base font-bold">{order.orderNumber}</bdi>
        <span className="font-semibold">{t(`common:serviceType.${order.serviceType}`)}</span>
      </header>
      <p className="text-muted">
        {pick(order.storeInfo.name)} · {t('operator:card.placed', { time: formatTime(placed, language) })}
        {order.dineInTableNumber ? ` · ${t('operator:card.table', { number: order.dineInTableNumber })}` : ''}
      </p>
      {customer && (
        <p>
          {customer.name && (
            <span className="font-semibold">{t('operator:card.customer', { name: customer.name })}</span>
          )}
          {customer.name && ' · '}
          <a href={`tel:${customer.phoneNumber}`} className="underline">
            {t('operator:card.phone', { phone: '' })}
            <bdi dir="ltr">{formatPhone(customer.phoneNumber)}</bdi>
          </a>
        </p>
      )}
      {slot && (
        <p className="font-semibold">
          {t('operator:card.slot', {
            day: formatPreOrderDay(slot.startsAt, language, { today: dubaiIsoDate(placed) }),
            time: formatSlotRange(slot, language),
          })}
        </p>
      )}
      <ul className="grid gap-1">
        {order.orderedMenu.map((line, index) => (
          <li key={`${line.itemId}-${index}`}>
            <span className="font-semibold">
              {line.quantity} × {pick(line.title)}
            </span>
            {line.options.length > 0 && (
              <span className="block ps-4 text-muted">
                {joinList(
                  line.options.map((option) => `${option.quantity} × ${pick(option.name)}`),
                  language,
                )}
              </span>
            )}
            {line.specialRequest && (
              <span className="block ps-4">
                {t('operator:card.lineRequest', { text: line.specialRequest })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {order.orderLevelSpecialRequest && (
        <p>{t('operator:card.request', { text: order.orderLevelSpecialRequest })}</p>
      )}
      {order.pickupVehicleInfo && <p>{t('operator:card.vehicle', { info: order.pickupVehicleInfo })}</p>}
      {order.deliveryAddress && (
        <p>
          {t('operator:card.address', {
            address: addressLine(order.deliveryAddress, language, t('checkout:address.floor')),
          })}
        </p>
      )}
      <p>
        {t('operator:card.payment', {
          type: t(`checkout:paymentType.${order.paymentType}`),
          total: formatAed(order.totalOrderPrice, language),
        })}{' '}
        ({order.isPaid ? t('operator:card.paid') : t('operator:card.unpaid')})
      </p>
      {order.statusReason && (
        <p className="text-danger">{t('operator:card.reason', { reason: order.statusReason })}</p>
      )}
      {order.refund && (
        <p
          data-testid="card-refund"
          className={order.refund.status === 'failed' ? 'font-semibold text-danger' : undefined}
        >
          {t('operator:card.refund', {
            amount: formatAed(order.refund.amount, language),
            status: t(`operator:card.refundStatus.${order.refund.status}`),
          })}
        </p>
      )}
      {order.paymentNotice?.dispute && (
        <p data-testid="card-dispute" className="font-semibold text-danger">
          {t('operator:card.disputed', {
            amount: formatAed(order.paymentNotice.dispute.amount, language),
            reason: order.paymentNotice.dispute.reason,
          })}
        </p>
      )}
      {order.paymentNotice?.refundedOutside !== undefined && (
        <p data-testid="card-refunded-outside">
          {t('operator:card.refundedOutside', {
            amount: formatAed(order.paymentNotice.refundedOutside, language),
          })}
        </p>
      )}
      {order.giveBacks && order.giveBacks.length > 0 && (
        <GiveBacks
          giveBacks={order.giveBacks}
          handBack={(shareId) => handBackCash(order.orderNumber, shareId)}
        />
      )}
      <CardActions order={order} move={move} />
      {order.taxDocuments && <TaxDocumentLinks documents={order.taxDocuments} />}
      {printTicket && order.orderedMenu.length > 0 && (
        <Button
          variant="ghost"
          aria-label={t('operator:ticket.printOrder', { orderNumber: order.orderNumber })}
          onClick={() => printTicket(order)}
        >
          {t('operator:ticket.print')}
        </Button>
      )}
    </Card>
  );
}

/** The order's tax invoice and credit notes, each its own printable page (docs/invoices.md). */
function TaxDocumentLinks({ documents }: { documents: NonNullable<StaffOrder['taxDocuments']> }) {
  const { t } = useTranslation(['operator']);
  const { language } = useLocalised();
  const titles = {
    invoice: t('operator:invoice.taxInvoice'),
    receipt: t('operator:invoice.receipt'),
    credit_note: t('operator:invoice.creditNote'),
  };
  return documents.map((document) => (
    <a
      key={document.number}
      href={`${document.url}?lang=${language}`}
      target="_blank"
      rel="noopener noreferrer"
      className="text-sm font-semibold text-brand underline"
    >
      {titles[document.kind]} <bdi dir="ltr">{document.number}</bdi>
    </a>
  ));
}

type GiveBack = NonNullable<StaffOrder['giveBacks']>[number];
/** The statuses a card give-back goes through (a wallet's is credited, a cash one's to hand back). */
type CardStatus = Exclude<GiveBack['status'], 'credited' | 'toHandBack' | 'handedBack'>;

/**
 * What a cancelled table round gave back to the shares that had paid for it: each card refund as
 * its gateway answered (a failed one in red: refund it by hand), wallet credits, and the cash the
 * staff must hand back to the table (in red, with the button that says it was done).
 */
function GiveBacks({
  giveBacks,
  handBack,
}: {
  giveBacks: readonly GiveBack[];
  handBack: (shareId: string) => Promise<ResolvedError | null>;
}) {
  const { t } = useTranslation(['operator']);
  const { language } = useLocalised();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<ResolvedError | null>(null);
  const say = async (shareId: string) => {
    setBusy(shareId);
    try {
      setError(await handBack(shareId));
    } catch {
      setError({ message: DEFAULT_ERROR_MESSAGE, key: DEFAULT_ERROR_KEY });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-label={t('operator:card.giveBacks')} data-testid="card-give-backs" className="grid gap-1">
      <h3 className="font-semibold">{t('operator:card.giveBacks')}</h3>
      <ul className="grid gap-1 ps-4">
        {giveBacks.map((back, index) => {
          const amount = formatAed(back.amount, language);
          const urgent = back.status === 'failed' || back.status === 'toHandBack';
          return (
            <li key={index} className={urgent ? 'font-semibold text-danger' : undefined}>
              {back.method === 'CREDIT_CARD'
                ? t('operator:card.giveBack.CREDIT_CARD', {
                    amount,
                    status: t(`operator:card.refundStatus.${back.status as CardStatus}`),
                  })
                : back.status === 'handedBack'
                  ? t('operator:card.giveBack.CASH_handedBack', { amount })
                  : t(`operator:card.giveBack.${back.method}`, { amount })}
              {back.status === 'toHandBack' && back.shareId && (
                <Button
                  variant="secondary"
                  className="ms-2"
                  loading={busy === back.shareId}
                  onClick={() => void say(back.shareId!)}
                >
                  {t('operator:card.handBack', { amount })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {error && <ErrorText text={translateServerError(error, language)} />}
    </section>
  );
}
