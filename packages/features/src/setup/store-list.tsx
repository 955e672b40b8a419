/** The store list (spec section 2): the setup's stores in the kit's store picker, searchable. */
import { StorePicker as StoreChoice } from '@storefront/ui/store-picker';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';
import { timingStoreOf } from './timing-store.js';

/** The stores to choose from, with their opening state; closed stores are not clickable. */
export function StoreList({ onChoose }: { onChoose: (storeId: string) => void }) {
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
    <StoreChoice
      stores={stores}
      query={query}
      onQueryChange={setQuery}
      onSelect={(store) => onChoose(store._id)}
    />
  );
}
