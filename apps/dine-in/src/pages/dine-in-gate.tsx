import { useTranslation } from '@storefront/i18n/react';
import { useSetupPlace, useStorefront } from '@storefront/features/session/storefront-context';
import { tableTabRead } from '@storefront/features/data/use-table-tab';
import { NotFoundPage } from '@storefront/ui/not-found-page';
import { PageFrame } from '@storefront/ui/page-frame';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { payLaterPath } from '../paths.js';
import { tableOf, tableQuery, tableTokenOf } from '../table-link.js';
import { TableSessionGate } from './table-session-gate.js';

/** The tab is looked at once per page load, from the table's menu (spec section 4 "Dine-in"). */
let tabCheckedOnLoad = false;

/**
 * Every dine-in page (spec sections 2 and 6): only with `service-type=dine-in`, a `store-id` and a
 * `table-number` in the query, else the not-found view. The order setup follows the table of the
 * link; opening the table's menu with unpaid pay-later orders goes to the pay-later home first.
 */
export function DineInGate() {
  const [search] = useSearchParams();
  const table = useMemo(() => tableOf(search), [search]);
  // A printed code's signed token: the table's shared session (issue 16) instead of the phone's own tab.
  const tableToken = tableTokenOf(search);
  const { setup, brand, queries } = useStorefront();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const context = useSetupPlace();
  const atTable =
    table !== null &&
    context.serviceType === 'DINE_IN' &&
    context.storeId === table.storeId &&
    context.tableNumber === table.tableNumber;

  useEffect(() => {
    if (table && !atTable) setup.send({ type: 'dineIn.start', ...table });
  }, [table, atTable, setup]);

  useEffect(() => {
    if (!table || tableToken || tabCheckedOnLoad) return;
    tabCheckedOnLoad = true;
    if (pathname !== '/dine-in') return;
    const read = tableTabRead(brand.brand._id, table.storeId, table.tableNumber);
    queries
      .fetch(read.key, read.load, { maxAge: 0, force: true })
      .then((tab) => {
        if (tab.orders.length > 0) void navigate(payLaterPath(tableQuery(search)), { replace: true });
      })
      .catch(() => undefined);
  }, [table, tableToken, pathname, brand, queries, navigate, search]);

  if (!table) return <NotATable />;
  if (!atTable) return null;
  return tableToken ? <TableSessionGate tableToken={tableToken} /> : <Outlet />;
}

/** A dine-in address without its table: 'Please, check the link and try again!' with Refresh. */
function NotATable() {
  const { t } = useTranslation('common');
  return (
    <PageFrame>
      <main aria-label={t('appShell.notFound.text')}>
        <NotFoundPage />
      </main>
    </PageFrame>
  );
}
