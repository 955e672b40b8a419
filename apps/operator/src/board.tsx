import { useLocalised } from '@storefront/features/app-kit/localise';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { OperatorNav } from './operator-nav.js';
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

/** Pre-orders by their slot, the rest oldest first: the kitchen works from the top. */
function byDueTime(a: StaffOrder, b: StaffOrder): number {
  const due = (order: StaffOrder) => order.preOrderSlot?.startsAt ?? order.orderPlacedTime;
  return due(a) - due(b);
}

export function Board({ session }: { session: StaffSession }) {
  const { t } = useTranslation(['operator']);
  const { language } = useLocalised();
  const { orders, live, arrivals, dismiss, move, handBackCash } = useBoard(session);
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
      {!orders && <FullPageSpinner fixed={false} />}
      {orders && (
        <div className="grid auto-cols-[minmax(16rem,1fr)] grid-flow-col gap-3 overflow-x-auto pb-3">
          {COLUMNS.map((column) => {
            const inColumn = orders
              .filter((order) => (column.statuses as readonly OrderStatus[]).includes(order.orderStatus))
              .sort(byDueTime);
            return (
              <section
                key={column.id}
                aria-labelledby={`column-${column.id}`}
                data-column={column.id}
                className="grid content-start gap-2 rounded-xl bg-canvas p-2"
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
                    move={move}
                    handBackCash={handBackCash}
                  />
                ))}
              </section>
            );
          })}
        </div>
      )}
    </main>
  );
}
