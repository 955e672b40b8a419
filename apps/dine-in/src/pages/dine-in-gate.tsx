import { useTranslation } from '@storefront/i18n/react';
import { useSetupPlace, useStorefront } from '@storefront/features/session/storefront-context';
import { tableTabRead } from '@storefront/features/data/use-table-tab';
import { NotFoundPage } from '@storefront/ui/not-found-page';
import { PageFrame } from '@storefront/ui/page-frame';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { payLaterPath } from '../paths.js';
import { storeLinkOf, tableCodeKind, tableOf, tableQuery } from '../table-link.js';
import { TableSessionGate } from './table-session-gate.js';

/** A store's link asks for the table: loaded then, not with every table's menu. */
const AskTable = lazy(() => import('./ask-table.js').then((module) => ({ default: module.AskTable })));

/** The tab is looked at once per page load, from the table's menu (spec section 4 "Dine-in"). */
let tabCheckedOnLoad = false;

/**
 * Every dine-in page (spec sections 2 and 6): only with `service-type=dine-in`, a `store-id` and a
 * `table-number` in the query (a store's own code without the number asks for it), else the
 * not-found view, and with the signed token of the table's
 * printed code (docs/dine-in.md), else 'This table code is not valid'. A shared-table code opens
 * the table's session; a code for phones on their own keeps this phone's basket and the table's
 * tab, and opening the table's menu with unpaid pay-later orders goes to the pay-later home first.
 */
export function DineInGate() {
  const [search] = useSearchParams();
  const table = useMemo(() => tableOf(search), [search]);
  const tableToken = table?.tableToken ?? null;
  const shared = tableToken !== null && tableCodeKind(tableToken) === 'shared';
  const { setup, brand, queries } = useStorefront();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const context = useSetupPlace();
  const atTable =
    table !== null &&
    context.serviceType === 'DINE_IN' &&
    context.storeId === table.storeId &&
    context.tableNumber === table.tableNumber &&
    context.tableToken === table.tableToken;

  useEffect(() => {
    if (table && !atTable) setup.send({ type: 'dineIn.start', ...table });
  }, [table, atTable, setup]);

  useEffect(() => {
    if (!table || !tableToken || shared || tabCheckedOnLoad) return;
    tabCheckedOnLoad = true;
    if (pathname !== '/dine-in') return;
    const read = tableTabRead(brand.brand._id, { ...table, tableToken });
    queries
      .fetch(read.key, read.load, { maxAge: 0, force: true })
      .then((tab) => {
        if (tab.orders.length > 0) void navigate(payLaterPath(tableQuery(search)), { replace: true });
      })
      .catch(() => undefined);
  }, [table, tableToken, shared, pathname, brand, queries, navigate, search]);

  if (!table) {
    const store = storeLinkOf(search);
    return store ? (
      <Suspense fallback={null}>
        <AskTable storeId={store.storeId} storeToken={store.storeToken} />
      </Suspense>
    ) : (
      <NotATable />
    );
  }
  if (!tableToken) return <NoTableCode />;
  if (!atTable) return null;
  return shared ? <TableSessionGate tableToken={tableToken} /> : <Outlet />;
}

/** A table's address without its printed code (a number typed by hand, an old link): nothing to order with. */
function NoTableCode() {
  const { t } = useTranslation('dineIn');
  return (
    <PageFrame>
      <main className="grid gap-3 p-6 text-center">
        <h1 className="text-xl font-bold">{t('session.tokenInvalid')}</h1>
      </main>
    </PageFrame>
  );
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
