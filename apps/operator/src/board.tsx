import { useLocalised } from '@storefront/features/app-kit/localise';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OperatorNav } from './operator-nav.js';
import { TicketPrint } from './kitchen-ticket.js';
import { OrderCard } from './order-card.js';
import { SignInAlertBanner } from './sign-in-alert.js';
import { saveStaffSession, staffApi, type StaffSession } from './staff-api.js';
import { useBoard, type OrderStatus, type StaffOrder } from './use-board.js';

/** The board's columns, left to right (right to left in Arabic): the order's way through the kitchen. */
const COLUMNS = [
  { id: 'PENDING', statuses: ['PENDING'] },
  { id: 'SCHEDULED', statuses: ['SCHEDULED'] },
  { id: 'PREPARING', statuses: ['PREPARING'] },
  { id: 'ON_THE_WAY', statuses: ['ON_THE_WAY'] },
  { id: 'COMPLETE', statuses: ['COMPLETE'] },
  { id: 'CLOSED', statuses: ['CANCELLED', 'REJECTED'] },
] as const satisfies readonly { id: string; statuses: readonly OrderStatus[] }[];

type ColumnId = (typeof COLUMNS)[number]['id'];

/** Pre-orders by their slot, the rest oldest first: the kitchen works from the top. */
function byDueTime(a: StaffOrder, b: StaffOrder): number {
  const due = (order: StaffOrder) => order.preOrderSlot?.startsAt ?? order.orderPlacedTime;
  return due(a) - due(b);
}

/** Newest first: a new order arrives at the top of 'New', a finished one at the top of its column. */
function newestFirst(a: StaffOrder, b: StaffOrder): number {
  return b.orderPlacedTime - a.orderPlacedTime;
}

/** How each column is read: what waits for the kitchen by when it is due, the rest newest first. */
const ORDER_OF: Record<ColumnId, (a: StaffOrder, b: StaffOrder) => number> = {
  PENDING: newestFirst,
  SCHEDULED: byDueTime,
  PREPARING: byDueTime,
  ON_THE_WAY: byDueTime,
  COMPLETE: newestFirst,
  CLOSED: newestFirst,
};

/** The column an order of this status is shown in. */
function columnOf(status: OrderStatus): ColumnId {
  return (
    COLUMNS.find((column) => (column.statuses as readonly OrderStatus[]).includes(status))?.id ?? 'PENDING'
  );
}

export function Board({ session }: { session: StaffSession }) {
  const { t } = useTranslation(['operator']);
  const { language } = useLocalised();
  const { orders, live, arrivals, dismiss, move, handBackCash } = useBoard(session);
  // On a phone one column shows at a time (the buttons above it); from a tablet up, all of them.
  // The column in view is kept in the address (`?column=`), so a reload keeps it.
  const [params, setParams] = useSearchParams();
  const asked = params.get('column');
  const shown: ColumnId = COLUMNS.find((column) => column.id === asked)?.id ?? 'PENDING';
  const setShown = (column: ColumnId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('column', column);
        return next;
      },
      { replace: true },
    );
  const [moved, setMoved] = useState<string | null>(null);
  const [ticket, setTicket] = useState<StaffOrder | null>(null);
  const ticketPrinted = useCallback(() => setTicket(null), []);
  const moveAndSay: typeof move = async (orderNumber, status, reason) => {
    const refusal = await move(orderNumber, status, reason);
    if (!refusal) {
      // Said, so an order leaving the column in sight (a phone shows one) is not lost.
      setMoved(t('operator:movedTo', { orderNumber, column: t(`operator:columns.${columnOf(status)}`) }));
    }
    return refusal;
  };
  const signOut = () => {
    void staffApi(session.token)
      .POST('/staff/sign-out')
      .catch(() => undefined);
    saveStaffSession(session.staff.brandId, null);
  };
  return (
    <main className="grid gap-3 p-3">
      <OperatorNav />
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('operator:title')}</h1>
        <p className="text-muted">
          {(language === 'ar' && session.staff.nameAr) || session.staff.name} ·{' '}
          {t(session.staff.role === 'brand_manager' ? 'operator:scope.manager' : 'operator:scope.store')}
        </p>
        <span
          data-testid="board-connection"
          data-live={live}
          className={`rounded-full px-3 py-1 text-sm font-semibold ${live ? 'bg-brand text-on-brand' : 'bg-canvas'}`}
        >
          {live ? t('operator:live') : t('operator:reconnecting')}
        </span>
        <Button variant="ghost" onClick={signOut}>
          {t('operator:signIn.signOut')}
        </Button>
      </header>
      <SignInAlertBanner session={session} />
      {arrivals.length > 0 && (
        <div
          role="alert"
          className="grid gap-2 rounded-xl bg-brand p-3 text-on-brand"
          data-testid="new-order-alert"
        >
          {arrivals.map((orderNumber) => (
            <div key={orderNumber} className="flex flex-wrap items-center justify-between gap-2">
              <strong className="text-lg">{t('operator:newOrder', { orderNumber })}</strong>
              <Button variant="secondary" onClick={() => dismiss(orderNumber)}>
                {t('operator:dismiss')}
              </Button>
            </div>
          ))}
        </div>
      )}
      <p role="status" className={moved ? 'rounded-xl bg-canvas p-2 font-semibold' : 'sr-only'}>
        {moved}
      </p>
      {!orders && <FullPageSpinner fixed={false} />}
      {orders && (
        <>
          <div
            role="group"
            aria-label={t('operator:columnsLabel')}
            className="flex gap-2 overflow-x-auto pb-1 md:hidden"
            data-testid="board-tabs"
          >
            {COLUMNS.map((column) => {
              const count = orders.filter((order) => columnOf(order.orderStatus) === column.id).length;
              return (
                <Button
                  key={column.id}
                  variant={shown === column.id ? 'primary' : 'secondary'}
                  aria-pressed={shown === column.id}
                  aria-controls={`column-section-${column.id}`}
                  className="shrink-0"
                  onClick={() => setShown(column.id)}
                >
                  {t(`operator:columns.${column.id}`)} ({count})
                </Button>
              );
            })}
          </div>
          <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6">
            {COLUMNS.map((column) => {
              const inColumn = orders
                .filter((order) => columnOf(order.orderStatus) === column.id)
                .sort(ORDER_OF[column.id]);
              return (
                <section
                  key={column.id}
                  id={`column-section-${column.id}`}
                  aria-labelledby={`column-${column.id}`}
                  data-column={column.id}
                  className={`${shown === column.id ? 'grid' : 'hidden md:grid'} min-w-0 content-start gap-2 rounded-xl bg-canvas p-2`}
                >
                  <h2 id={`column-${column.id}`} className="font-semibold">
                    {t(`operator:columns.${column.id}`)} ({inColumn.length})
                  </h2>
                  {inColumn.length === 0 && <p className="text-muted">{t('operator:empty')}</p>}
                  {inColumn.map((order) => (
                    <OrderCard
                      key={order.orderNumber}
                      order={order}
                      fresh={arrivals.includes(order.orderNumber)}
                      move={moveAndSay}
                      handBackCash={handBackCash}
                      printTicket={setTicket}
                    />
                  ))}
                </section>
              );
            })}
          </div>
        </>
      )}
      {ticket && <TicketPrint order={ticket} done={ticketPrinted} />}
    </main>
  );
}
