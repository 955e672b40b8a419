import { searchStores, storeRowState } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { Modal } from '@storefront/ui/modal';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';

/** Store picker sheet (spec section 2): search, badges, closed stores not clickable. */
export function StorePicker({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (storeId: string) => void;
}) {
  const { t } = useTranslation(['store', 'common', 'errors']);
  const { setup, storesById } = useStorefront();
  const { pick, language } = useLocalised();
  const choices = useSelector(setup, (snapshot) => snapshot.context.stores);
  const service = useSelector(setup, (snapshot) => snapshot.context.serviceType);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const stores = choices.map((choice) => storesById.get(choice._id)).filter((store) => store !== undefined);
  const shown = searchStores(stores, query, language === 'ar' ? 'AR' : 'EN');

  return (
    <Modal
      open={open}
      title={t('store:storePicker.title')}
      onClose={onClose}
      closeLabel={t('store:storePicker.close')}
      variant="sheet"
    >
      <label htmlFor={searchId} className="sr-only">
        {t('store:storePicker.search')}
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('store:storePicker.search')}
        className="mb-3 min-h-11 w-full rounded-xl border border-line px-4"
      />
      {shown.length === 0 && <p>{t('store:storePicker.noResults')}</p>}
      <ul className="grid gap-2">
        {shown.map((store) => {
          const preOrder =
            service === 'DELIVERY' ? store.isPreOrderEnabledForDelivery : store.isPreOrderEnabledForPickup;
          const days =
            service === 'DELIVERY'
              ? store.availablePreOrderSlotsForDelivery
              : store.availablePreOrderSlotsForPickup;
          const row = storeRowState({ isOpen: store.isOpened, isPreOrderEnabled: preOrder, days });
          return (
            <li key={store._id}>
              <button
                type="button"
                disabled={!row.clickable}
                onClick={() => onChoose(store._id)}
                className="grid min-h-11 w-full gap-1 rounded-xl border border-line px-4 py-3 text-start hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-60"
              >
                <span className="font-semibold">
                  {pick({ en: store.baseLanguage.name, ar: store.translations.ar.name })}
                </span>
                <span className="text-sm text-muted">{pick(store.manualAddress)}</span>
                <span className="flex flex-wrap gap-2 text-xs font-semibold">
                  {row.badges.map((badge) => (
                    <span key={badge} className="rounded-full bg-canvas px-2 py-1">
                      {t(`errors:${badge}`)}
                    </span>
                  ))}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
