import type { Schemas } from '@storefront/api';
import type { TimingStore } from '@storefront/core';

/** What the timing rules need of a store, for the chosen service (a table orders now: no pre-orders). */
export function timingStoreOf(
  store: Schemas['Store'],
  service: 'DELIVERY' | 'PICKUP' | 'DINE_IN',
): TimingStore {
  if (service === 'DINE_IN') return { isOpen: store.isOpened, isPreOrderEnabled: false, days: [] };
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
