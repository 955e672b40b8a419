import type { Schemas } from '@storefront/api';
import type { TimingStore } from '@storefront/core';

/** What the timing rules need of a store, for the chosen service. */
export function timingStoreOf(store: Schemas['Store'], service: 'DELIVERY' | 'PICKUP'): TimingStore {
  return service === 'DELIVERY'
    ? {
        isOpen: store.isOpened,
        isPreOrderEnabled: store.isPreOrderEnabledForDelivery,
        days: store.availablePreOrderSlotsForDelivery,
      }
    : {
        isOpen: store.isOpened,
        isPreOrderEnabled: store.isPreOrderEnabledForPickup,
        days: store.availablePreOrderSlotsForPickup,
      };
}
