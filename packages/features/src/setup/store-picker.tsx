/** The store choice sheet (spec section 2): the setup's stores in the kit's store picker. */
import { useTranslation } from '@storefront/i18n/react';
import { Modal } from '@storefront/ui/modal';
import { StorePicker as StoreChoice } from '@storefront/ui/store-picker';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';
import { timingStoreOf } from './timing-store.js';

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
  const { t } = useTranslation('store');
  const { setup, storesById } = useStorefront();
  const { pick } = useLocalised();
  const choices = useSelector(setup, (snapshot) => snapshot.context.stores);
  const service = useSelector(setup, (snapshot) => snapshot.context.serviceType);
  const [query, setQuery] = useState('');
  const stores = choices.flatMap((choice) => {
    const store = storesById.get(choice._id);
    if (!store) return [];
    const timing = timingStoreOf(store, service === 'DELIVERY' ? 'DELIVERY' : 'PICKUP');
    return [{ ...store, ...timing, address: pick(store.manualAddress) }];
  });

  return (
    <Modal
      open={open}
      title={t('storePicker.title')}
      onClose={onClose}
      closeLabel={t('storePicker.close')}
      variant="sheet"
    >
      <StoreChoice
        stores={stores}
        query={query}
        onQueryChange={setQuery}
        onSelect={(store) => onChoose(store._id)}
      />
    </Modal>
  );
}
