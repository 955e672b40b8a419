import { useLocalised } from '@storefront/features/app-kit/localise';
import { useTranslation } from '@storefront/i18n/react';
import { useSearchParams } from 'react-router';
import type { StoreTables } from './use-tables.js';

/** The store in view (`?store=`); none named: the server's first (store staff: their own). */
export function useStoreParam(): [string | null, (storeId: string) => void] {
  const [params, setParams] = useSearchParams();
  return [params.get('store'), (storeId) => setParams({ store: storeId }, { replace: true })];
}

/** A manager's choice of store; store staff, who see one store, get its name only. */
export function StorePicker({
  tables,
  pickStore,
}: {
  tables: Pick<StoreTables, 'stores' | 'storeId'>;
  pickStore: (id: string) => void;
}) {
  const { t } = useTranslation(['operator']);
  const { pick } = useLocalised();
  const current = tables.stores.find((store) => store._id === tables.storeId);
  if (tables.stores.length < 2) return current ? <p className="font-semibold">{pick(current.name)}</p> : null;
  return (
    <label className="no-print flex flex-wrap items-center gap-2">
      <span>{t('operator:tables.store')}</span>
      <select
        className="min-h-11 rounded-xl border border-line bg-surface px-3"
        value={tables.storeId}
        onChange={(event) => pickStore(event.target.value)}
      >
        {tables.stores.map((store) => (
          <option key={store._id} value={store._id}>
            {pick(store.name)}
          </option>
        ))}
      </select>
    </label>
  );
}
