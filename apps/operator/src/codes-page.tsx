import { useCurrentBrand } from '@storefront/features/app-kit/brand-context';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { OperatorNav } from './operator-nav.js';
import type { StaffSession } from './staff-api.js';
import { StorePicker, useStoreParam } from './store-picker.js';
import { useState } from 'react';
import { TableCodes, type CodeKind } from './table-codes.js';
import { useTables } from './use-tables.js';

/**
 * A store's printable table codes: one page, a code per table, for the dine-in app; the
 * restaurant chooses how its guests order (together or each phone on its own) before printing.
 */
export function CodesPage({ session, basePath }: { session: StaffSession; basePath: string }) {
  const { t } = useTranslation(['operator']);
  const { pick } = useLocalised();
  const { brand } = useCurrentBrand();
  const [storeId, pickStore] = useStoreParam();
  const { tables } = useTables(session, storeId, false);
  const store = tables?.stores.find((entry) => entry._id === tables.storeId);
  const [kind, setKind] = useState<CodeKind>('shared');
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
          <fieldset className="no-print flex flex-wrap gap-x-4 gap-y-1">
            <legend className="font-semibold">{t('operator:codes.kind.legend')}</legend>
            {(['shared', 'phone'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="code-kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                />
                {t(`operator:codes.kind.${option}`)}
              </label>
            ))}
          </fieldset>
          <TableCodes
            storeId={tables.storeId}
            storeName={store ? pick(store.name) : ''}
            tableNumbers={tables.tableNumbers}
            tableCodes={tables.tableCodes ?? []}
            kind={kind}
            origin={window.location.origin}
            basePath={basePath}
            brand={{
              name: { en: brand.brand.brandName, ar: brand.brand.brandNameAR },
              logo: brand.setting.brandLogoFirst || null,
            }}
          />
        </>
      )}
    </main>
  );
}
