/** The brand home's service choice: which sheet is open, and the store page once a place is chosen. */
import { useStorefront } from '@storefront/features/session/storefront-context';
import { takeStoreChoice } from '@storefront/features/setup/store-choice';
import type { ChosenArea } from '@storefront/flows';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

export type HomeService = 'DELIVERY' | 'PICKUP';

/**
 * Choosing a service on the brand home (spec section 4 "Service type and store selection"):
 * delivery opens the area sheet (or the map for mapped-area brands), pickup the store sheet; the
 * store page opens once the choice is made. A remembered service the brand has since disabled
 * is reset, with a notice.
 */
export function useServiceChoice(services: readonly HomeService[]) {
  const { brand, setup, basket } = useStorefront();
  const navigate = useNavigate();
  const state = useSelector(setup, (snapshot) => snapshot);
  const mapped = brand.brand.deliveryMethods[0] === 'MAPPED_AREA_BASED';
  // The area and store sheets open for a choice made now: a service pressed here, or a change of
  // area, store or service asked for on the store page. A visit alone (a reload, Back, the first
  // page after an order) never opens them by itself.
  const [choiceUnderWay] = useState(takeStoreChoice);
  const [choosing, setChoosing] = useState(choiceUnderWay);
  const [areaOpen, setAreaOpen] = useState(
    () =>
      choiceUnderWay && !mapped && state.context.serviceType === 'DELIVERY' && state.matches('choosingArea'),
  );
  const [serviceNotice, setServiceNotice] = useState(false);
  // Where the choice leads once made: the store's menu, or the item picked from the brand's menu.
  const [afterChoice, setAfterChoice] = useState<string | null>(null);

  const choose = (serviceType: HomeService) => {
    // The same service with its store already chosen: straight back to that store's menu.
    if (state.context.serviceType === serviceType && state.context.storeId && state.matches('ready')) {
      void navigate('/store/store-detail');
      return;
    }
    start(serviceType);
  };
  const start = (serviceType: HomeService) => {
    setChoosing(true);
    setup.send({ type: 'service.choose', serviceType });
    // Mapped-area brands find the branch from the customer's point on the map (spec section 4).
    if (serviceType === 'DELIVERY' && mapped) void navigate('/address/select-delivery-area');
    else if (serviceType === 'DELIVERY') setAreaOpen(true);
  };

  // The store page opens after a choice made here, not when this page is reached with a store
  // already chosen (Back from the store page, 'Back to order'): that would trap the customer.
  const goToStore = state.matches('ready') && !areaOpen;
  const readyOnArrival = useRef(goToStore && !choiceUnderWay);
  useEffect(() => {
    if (goToStore && !readyOnArrival.current && state.context.storeId)
      void navigate(afterChoice ?? '/store/store-detail');
    readyOnArrival.current = goToStore;
    // Only a change of `goToStore` counts: the store id and navigate are read as they are then.
  }, [goToStore]);

  // A remembered service the brand has since disabled: say so, then use the first service still
  // offered once the notice is closed (spec section 4 "Brand load resolves service type").
  const remembered = state.context.serviceType;
  const disabled = remembered !== null && !services.some((offered) => offered === remembered);
  useEffect(() => {
    if (!disabled) return;
    setup.send({ type: 'setup.reset' });
    // The notice answers a stored choice found on load.
    setServiceNotice(true);
  }, [disabled, setup]);

  return {
    // A dine-in setup (a table's) is not a storefront service: nothing is chosen here.
    current: remembered === 'DINE_IN' ? null : remembered,
    choose,
    /**
     * An item picked from the brand's menu on its home (spec section 4): the basket, store, area and
     * address start again, the service's sheet opens, and the item's page follows the choice.
     */
    chooseItem: (path: string) => {
      const service = remembered && remembered !== 'DINE_IN' ? remembered : services[0];
      if (!service) return;
      basket.send({ type: 'basket.clear' });
      setup.send({ type: 'setup.reset' });
      setAfterChoice(path);
      start(service);
    },
    areaOpen,
    closeArea: () => setAreaOpen(false),
    chooseArea: (area: ChosenArea) => {
      setAreaOpen(false);
      // Choosing an area empties the basket (spec section 4 "Service type and store selection").
      basket.send({ type: 'basket.clear' });
      setup.send({ type: 'area.choose', area });
    },
    storeOpen: choosing && state.matches('choosingStore'),
    chooseStore: (storeId: string) => {
      // A basket belongs to one store: another store starts a new one.
      const { storeId: basketStore } = basket.getSnapshot().context;
      if (basketStore !== null && basketStore !== storeId) basket.send({ type: 'basket.clear' });
      setup.send({ type: 'store.choose', storeId });
    },
    resetSetup: () => setup.send({ type: 'setup.reset' }),
    paused: state.matches('paused') ? (state.context.paused ?? 'deliveryPaused') : null,
    serviceNotice,
    /** Closing the notice chooses the first service still offered. */
    closeServiceNotice: () => {
      setServiceNotice(false);
      if (services[0]) choose(services[0]);
    },
  };
}
