/** What changing the area, store or service does on the store page (spec section 4), as a plan. */
import type { ChosenArea, OrderSetupEvent } from '@storefront/flows';

/** A change the customer asked for that empties the basket: confirmed first when it holds items. */
export type PendingChange =
  | { kind: 'area'; area: ChosenArea }
  | { kind: 'store' }
  | { kind: 'mappedArea' }
  | { kind: 'service'; service: 'DELIVERY' | 'PICKUP' };

export interface ChangePlan {
  /** Empty the basket first. */
  readonly clearBasket: boolean;
  /** Events for the order-setup machine, in order. */
  readonly events: readonly OrderSetupEvent[];
  /** Open the map page, which finds the branch for the new point. */
  readonly openMap: boolean;
}

/** A service switch always asks; the other changes ask only when the basket holds items. */
export function needsConfirmation(change: PendingChange, basketCount: number): boolean {
  return basketCount > 0 || change.kind === 'service';
}

/**
 * How a confirmed change is carried out; the brand home then finds the new store. Another pickup
 * store empties the basket when it is chosen (brand home), so keeping the same store keeps the
 * basket; every other change empties it now.
 */
export function planChange(change: PendingChange, mappedAreas: boolean): ChangePlan {
  const clearBasket = change.kind !== 'store';
  switch (change.kind) {
    case 'area':
      // From the store page the setup is 'ready': reopen the area choice, then take the new area.
      return {
        clearBasket,
        events: [{ type: 'area.change' }, { type: 'area.choose', area: change.area }],
        openMap: false,
      };
    case 'store':
      return {
        clearBasket,
        events: [{ type: 'setup.reset' }, { type: 'service.choose', serviceType: 'PICKUP' }],
        openMap: false,
      };
    case 'mappedArea':
      return { clearBasket, events: [{ type: 'area.change' }], openMap: true };
    case 'service':
      return {
        clearBasket,
        events: [{ type: 'service.choose', serviceType: change.service }],
        openMap: change.service === 'DELIVERY' && mappedAreas,
      };
  }
}
