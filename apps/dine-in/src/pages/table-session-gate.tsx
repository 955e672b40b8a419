import { useStorefront } from '@storefront/features/session/storefront-context';
import { JoinTable } from '@storefront/features/table-session/join-table';
import { TableClosed } from '@storefront/features/table-session/table-closed';
import { TableSessionContext } from '@storefront/features/table-session/table-context';
import { TableStrip } from '@storefront/features/table-session/table-strip';
import { useTableSession } from '@storefront/features/table-session/use-table-session';
import { ServerErrorText } from '@storefront/features/app-kit/server-error';
import { useTranslation } from '@storefront/i18n/react';
import { PageFrame } from '@storefront/ui/page-frame';
import { Outlet, useLocation } from 'react-router';

/**
 * A printed table code (docs/dine-in.md): the phone opens the table's shared session, or joins it
 * with the code on the other diners' screens; inside, every dine-in page shares the table's basket.
 * A fully paid session shows its thank-you; a new scan then opens an empty table.
 */
export function TableSessionGate({ tableToken }: { tableToken: string }) {
  const { t } = useTranslation('dineIn');
  const { brand } = useStorefront();
  const table = useTableSession(brand.brand._id, tableToken);
  const { entry, session } = table;
  const onTablePage = useLocation().pathname.endsWith('/dine-in/table');

  if (entry.status === 'join')
    return (
      <JoinTable tableNumber={entry.tableNumber} error={entry.error} busy={entry.busy} onJoin={table.join} />
    );
  if (entry.status === 'unknown')
    return (
      <PageFrame>
        <main className="grid gap-3 p-6 text-center">
          <h1 className="text-xl font-bold">{t('session.tokenInvalid')}</h1>
          <p role="alert" className="text-muted">
            <ServerErrorText error={entry.error} />
          </p>
        </main>
      </PageFrame>
    );
  if (entry.status === 'opening' || !session)
    return (
      <p role="status" className="p-6 text-center">
        {t('session.opening')}
      </p>
    );
  if (session.status === 'closed')
    return (
      <TableClosed
        session={session}
        onNewOrder={() => {
          table.leave();
          window.location.reload();
        }}
      />
    );
  return (
    <TableSessionContext.Provider value={table}>
      {!onTablePage && <TableStrip />}
      <Outlet />
    </TableSessionContext.Provider>
  );
}
