import { useLocalised } from '@storefront/features/app-kit/localise';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { OperatorNav } from './operator-nav.js';
import type { StaffSession } from './staff-api.js';
import { StorePicker, useStoreParam } from './store-picker.js';
import { TableCodes } from './table-codes.js';
import { useTables } from './use-tables.js';

/** A store's printable table codes: one page, a code per table, for the dine-in app. */
export function CodesPage({ session, basePath }: { session: StaffSession; basePath: string }) {
  const { t } = useTranslation(['operator']);
  const { pick } = useLocalised();
  const [storeId, pickStore] = useStoreParam();
  const { tables } = useTables(session, storeId, false);
  const store = tables?.stores.find((entry) => entry._id === tables.storeId);
  return (
    <main className="grid gap-3 p-3">
      <OperatorNav />
      {!tables && <FullPageSpinner fixed={false} />}
      {tables && (
        <>
          <div className="no-print flex flex-wrap items-center gap-3">
            <StorePicker tables={tables} pickStore={pickStore} />
            <Button variant="secondary" onClick={() => window.print()}>
              {t('operator:codes.print')}
            </Button>
          </div>
          <TableCodes
            storeId={tables.storeId}
            storeName={store ? pick(store.name) : ''}
            tableNumbers={tables.tableNumbers}
            tableCodes={tables.tableCodes}
            origin={window.location.origin}
            basePath={basePath}
          />
        </>
      )}
    </main>
  );
}
