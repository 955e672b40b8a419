import {
  searchStores,
  storeName,
  storeRowState,
  type SearchableStore,
  type TimingStore,
} from '@storefront/core';
import { languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { BoltIcon, CalendarIcon, CloseIcon } from './icons/index.js';
import { SearchInput } from './menu-search.js';

/** A store row: name (with Arabic translation), timing facts for the service type, address. */
export interface PickerStore extends SearchableStore, TimingStore {
  readonly _id: string;
  /** Address in the current language. */
  readonly address?: string;
  readonly distanceKm?: number;
}

export interface StorePickerProps<S extends PickerStore = PickerStore> {
  stores: readonly S[];
  query: string;
  onQueryChange: (query: string) => void;
  selectedStoreId?: string;
  onSelect: (store: S) => void;
}

const BADGE_STYLE = {
  quickOrders: 'bg-success/10 text-success',
  preOrders: 'bg-canvas text-ink',
  storeClosed: 'bg-danger/10 text-danger',
} as const;

function BadgeIcon({ kind }: { kind: keyof typeof BADGE_STYLE }) {
  if (kind === 'quickOrders') return <BoltIcon className="size-3.5" />;
  if (kind === 'preOrders') return <CalendarIcon className="size-3.5" />;
  // The 24-unit cross at 2.16 is the 20-unit one at 1.8, the weight of the other badges.
  return <CloseIcon className="size-3.5" strokeWidth={2.16} />;
}

/**
 * Pickup / home store picker: 'Search for a store' and one row per store with Quick Orders,
 * Pre Orders or 'Store is closed' badges (core `storeRowState`); closed rows cannot be chosen.
 */
export function StorePicker<S extends PickerStore>({
  stores,
  query,
  onQueryChange,
  selectedStoreId,
  onSelect,
}: StorePickerProps<S>) {
  const { t, i18n } = useTranslation(['store', 'errors', 'common']);
  const language = languageOf(i18n.language);
  const found = searchStores(stores, query, language);
  return (
    <div className="flex flex-col gap-3">
      <SearchInput value={query} onChange={onQueryChange} label={t('store:storePicker.search')} />
      {found.length === 0 ? (
        <p role="status" className="py-6 text-center text-base text-muted">
          {t('store:storePicker.noResults')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {found.map((store) => {
            const row = storeRowState(store);
            const selected = store._id === selectedStoreId;
            const body = (
              <>
                <span className="flex items-start justify-between gap-2">
                  <span className="text-base font-bold text-ink">{storeName(store, language)}</span>
                  {store.distanceKm !== undefined && (
                    <span className="shrink-0 text-sm text-muted">
                      {t('store:storePicker.distance', { distance: store.distanceKm.toFixed(1) })}
                    </span>
                  )}
                </span>
                {store.address && <span className="text-sm text-muted">{store.address}</span>}
                <span className="flex flex-wrap gap-1.5 pt-1">
                  {row.badges.map((badge) => (
                    <span
                      key={badge}
                      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold ${BADGE_STYLE[badge]}`}
                    >
                      <BadgeIcon kind={badge} />
                      {t(`errors:${badge}`)}
                    </span>
                  ))}
                  {selected && <span className="sr-only">{t('common:a11y.selected')}</span>}
                </span>
              </>
            );
            const box = 'flex w-full flex-col gap-1 rounded-2xl border p-4 text-start';
            return (
              <li key={store._id}>
                {row.clickable ? (
                  <button
                    type="button"
                    onClick={() => onSelect(store)}
                    aria-current={selected ? 'true' : undefined}
                    className={`${box} transition-colors hover:bg-canvas ${
                      selected ? 'border-2 border-brand' : 'border-line'
                    }`}
                  >
                    {body}
                  </button>
                ) : (
                  <div className={`${box} border-dashed border-line bg-canvas`}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
