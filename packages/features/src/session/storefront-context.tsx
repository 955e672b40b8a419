import type { BrandInfo, Schemas } from '@storefront/api';
import {
  basketMachine,
  createBrandStorage,
  orderSetupMachine,
  persistedSetup,
  type BasketContext,
  type OrderSetupContext,
  type OrderSetupInput,
  type StoreChoice,
} from '@storefront/flows';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { api } from '../app-kit/api.js';
import { primeWithPageReads } from '../data/page-reads.js';
import { createQueryCache, type QueryCache } from '../data/query-cache.js';
import { areaStoresRead, pickupStoresRead } from '../data/stores.js';
import { CUSTOMER_READS, MAX_AGE, QueryCacheContext, useMountedCache } from '../data/use-query.js';
import { clearSession, loadSession, saveSession, type Session } from './session.js';

interface StorefrontState {
  brand: BrandInfo;
  setup: ActorRefFrom<typeof orderSetupMachine>;
  basket: ActorRefFrom<typeof basketMachine>;
  /** Stores read for an area or for pickup (from the brand's read cache), by id. */
  storesById: Pick<ReadonlyMap<string, Schemas['Store']>, 'get'>;
  /** The brand's read cache (data/ hooks read through it; invalidate after writes). */
  queries: QueryCache;
  /** The signed-in customer of this brand, or null for a visitor. */
  session: Session | null;
  signIn: (session: Session) => void;
  /** Overwrites the stored name and email (profile update). */
  updateUser: (user: Partial<Pick<Session['user'], 'name' | 'email'>>) => void;
  /** Wipes every persisted slice of the brand and tells other tabs (spec section 4 "Logout"). */
  signOut: () => void;
  storage: ReturnType<typeof createBrandStorage>;
  /**
   * Where the order in progress is kept (setup, basket, checkout choices): the brand's local
   * storage, or the tab's session storage for a diner at a table (logout clears it).
   */
  orderStorage: ReturnType<typeof createBrandStorage>;
  /** The brand root as a browser path: '/zaatar-house' on the shared domain, '/' on its own. */
  homePath: string;
}

const StorefrontContext = createContext<StorefrontState | null>(null);

/** A store by id among every store list the brand's cache holds (lists are short). */
function storeLookup(queries: QueryCache): StorefrontState['storesById'] {
  return {
    get: (storeId) =>
      queries
        .answers<readonly Schemas['Store'][]>(['stores'])
        .flat()
        .find((store) => store._id === storeId),
  };
}

function selectable(store: Schemas['Store'], service: 'DELIVERY' | 'PICKUP'): boolean {
  const preOrder =
    service === 'DELIVERY'
      ? store.isPreOrderEnabledForDelivery && store.availablePreOrderSlotsForDelivery.length > 0
      : store.isPreOrderEnabledForPickup && store.availablePreOrderSlotsForPickup.length > 0;
  return store.isOpened || preOrder;
}

export interface StorefrontProviderProps {
  brand: BrandInfo;
  homePath: string;
  /** 'session' keeps the order in progress in the tab's session storage (dine-in). */
  orderKeeping?: 'local' | 'session';
  /**
   * The order setup to start with, from the one kept: a table's link starts at its table, so the
   * first render is already the table's menu (without it, a render and a paint of nothing first).
   */
  startSetup?: (kept: OrderSetupInput | undefined) => OrderSetupInput | undefined;
  children: ReactNode;
}

/**
 * The brand's state machines, created once per brand and persisted per brand id in local
 * storage (spec section 4), so a reload keeps the service, area, store and basket.
 */
export function StorefrontProvider({
  brand,
  homePath,
  orderKeeping = 'local',
  startSetup,
  children,
}: StorefrontProviderProps) {
  const storage = useMemo(() => createBrandStorage(window.localStorage, brand.brand._id), [brand.brand._id]);
  const orderStorage = useMemo(
    () => (orderKeeping === 'session' ? createBrandStorage(window.sessionStorage, brand.brand._id) : storage),
    [orderKeeping, storage, brand.brand._id],
  );
  const brandId = brand.brand._id;
  const mapped = brand.brand.deliveryMethods[0] === 'MAPPED_AREA_BASED';
  // One read cache per brand app, never shared across brands.
  const queries = useMemo(() => primeWithPageReads(createQueryCache(brandId)), [brandId]);
  useMountedCache(queries);
  const storesById = useMemo(() => storeLookup(queries), [queries]);

  const setupLogic = useMemo(
    () =>
      orderSetupMachine.provide({
        actors: {
          // Stores open and close: a choice always reads them again (the picker shows today's).
          loadDeliveryStores: fromPromise<readonly StoreChoice[], { areaId: string }>(async ({ input }) => {
            const read = areaStoresRead(brandId, mapped, input.areaId);
            const stores = await queries.fetch(read.key, read.load, { maxAge: MAX_AGE.stores, force: true });
            return stores.map((store) => ({ _id: store._id, selectable: selectable(store, 'DELIVERY') }));
          }),
          loadPickupStores: fromPromise<readonly StoreChoice[], void>(async () => {
            const read = pickupStoresRead(brandId);
            const stores = await queries.fetch(read.key, read.load, { maxAge: MAX_AGE.stores, force: true });
            return stores.map((store) => ({ _id: store._id, selectable: selectable(store, 'PICKUP') }));
          }),
        },
      }),
    [brandId, mapped, queries],
  );
  const [setupInput] = useState(() => {
    const kept = orderStorage.load<OrderSetupInput>('setup');
    return startSetup ? startSetup(kept) : kept;
  });
  const setup = useActorRef(setupLogic, { input: setupInput });
  const basket = useActorRef(basketMachine, { input: orderStorage.load<BasketContext>('basket') });

  useEffect(() => {
    const a = setup.subscribe((snapshot) => orderStorage.save('setup', persistedSetup(snapshot.context)));
    const b = basket.subscribe((snapshot) => orderStorage.save('basket', snapshot.context));
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, [setup, basket, orderStorage]);

  const [session, setSession] = useState<Session | null>(() => loadSession(storage));
  // The customer's reads (offers with their uses, wallet, orders) go with the customer.
  const forgetCustomer = useCallback(() => {
    for (const prefix of CUSTOMER_READS) queries.remove(prefix);
  }, [queries]);
  const signIn = useCallback(
    (next: Session) => {
      saveSession(storage, next);
      forgetCustomer();
      setSession(next);
    },
    [storage, forgetCustomer],
  );
  const updateUser = useCallback(
    (user: Partial<Pick<Session['user'], 'name' | 'email'>>) => {
      setSession((current) => {
        if (!current) return current;
        const next = { ...current, user: { ...current.user, ...user } };
        storage.save('session', next);
        return next;
      });
    },
    [storage],
  );
  const signOut = useCallback(() => {
    const token = session?.token;
    // The token goes along explicitly: the session is cleared before the request is built.
    if (token)
      void api
        .POST('/user/logout', { body: { brandId }, headers: { Authorization: `Bearer ${token}` } })
        .catch(() => undefined);
    clearSession(storage);
    forgetCustomer();
    setSession(null);
  }, [storage, session, brandId, forgetCustomer]);

  const value = useMemo(
    () => ({
      brand,
      setup,
      basket,
      storesById,
      queries,
      session,
      signIn,
      updateUser,
      signOut,
      storage,
      orderStorage,
      homePath,
    }),
    [
      brand,
      setup,
      basket,
      storesById,
      queries,
      session,
      signIn,
      updateUser,
      signOut,
      storage,
      orderStorage,
      homePath,
    ],
  );
  return (
    <QueryCacheContext.Provider value={queries}>
      <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>
    </QueryCacheContext.Provider>
  );
}

/**
 * The page title of every page of the brand, in the current language, following a language
 * switch: 'Order direct from {brand} || {tagline}' (spec section 2 "App shell"); an app of the
 * restaurant's own (the order board) names itself instead.
 */
/** Where the order is for: service, area, store and table (not its timing or the stores listed). */
export interface SetupPlace {
  serviceType: OrderSetupContext['serviceType'];
  area: OrderSetupContext['area'];
  storeId: OrderSetupContext['storeId'];
  tableNumber: OrderSetupContext['tableNumber'];
  tableToken: OrderSetupContext['tableToken'];
}

const samePlace = (a: SetupPlace, b: SetupPlace) =>
  a.serviceType === b.serviceType &&
  a.area === b.area &&
  a.storeId === b.storeId &&
  a.tableNumber === b.tableNumber &&
  a.tableToken === b.tableToken;

/**
 * The order setup's place, drawing again only when the place changes: a page that shows the menu
 * of a place does not draw again when the timing is set (the store page's default timing is set
 * once its menu has loaded).
 */
export function useSetupPlace(): SetupPlace {
  const { setup } = useStorefront();
  return useSelector(
    setup,
    ({ context }) => ({
      serviceType: context.serviceType,
      area: context.area,
      storeId: context.storeId,
      tableNumber: context.tableNumber,
      tableToken: context.tableToken,
    }),
    samePlace,
  );
}

export function useStorefront(): StorefrontState {
  const state = useContext(StorefrontContext);
  if (!state) throw new Error('useStorefront outside StorefrontProvider');
  return state;
}
