import type { Fils, OrderTiming, ServiceType } from '@storefront/core';
import { and, assign, fromPromise, setup } from 'xstate';

/** The delivery zone chosen in the area picker. */
export interface ChosenArea {
  readonly areaId: string;
  readonly name: { readonly en: string; readonly ar: string };
  readonly deliveryFee: Fils;
  readonly deliveryTime: number;
  readonly minOrder: Fils;
}

/** The least the flow needs to know about a store. */
export interface StoreChoice {
  readonly _id: string;
  /** Open now for the service, or taking pre-orders: the store row is clickable. */
  readonly selectable: boolean;
}

export type CustomerService = Extract<ServiceType, 'DELIVERY' | 'PICKUP'>;

/** Every service the setup knows: the customer's choice, or a table reached from its QR code. */
export type SetupService = CustomerService | Extract<ServiceType, 'DINE_IN'>;

/** A table of a store, from the dine-in URL (store-id, service-type=dine-in, table-number). */
export interface DineInTable {
  readonly storeId: string;
  readonly tableNumber: number;
  /**
   * The signed token of the table's printed code (`table=` in the link): every dine-in call sends
   * it, a table number alone reads and places nothing (docs/dine-in.md).
   */
  readonly tableToken?: string | null;
}

export interface OrderSetupContext {
  readonly serviceType: SetupService | null;
  readonly area: ChosenArea | null;
  readonly storeId: string | null;
  /** The diner's table (dine-in only): no area, and the store comes from the URL. */
  readonly tableNumber: number | null;
  /** The table's printed code (dine-in only), sent with every call made at the table. */
  readonly tableToken: string | null;
  readonly stores: readonly StoreChoice[];
  /** ASAP or a pre-order slot; null until the store's menu has set the default. */
  readonly timing: OrderTiming | null;
  /**
   * A catalogue key when no store takes the order: the stores there have paused the service, or
   * (delivery) no store delivers to the place at all.
   */
  readonly paused: 'deliveryPaused' | 'pickupPaused' | 'doesNotDeliver' | null;
}

export type OrderSetupEvent =
  | { type: 'service.choose'; serviceType: CustomerService }
  /** A diner opened the table's link: that store and table, no area or store choice (spec section 4 "Dine-in"). */
  | ({ type: 'dineIn.start' } & DineInTable)
  | { type: 'area.choose'; area: ChosenArea }
  | { type: 'area.change' }
  | { type: 'store.choose'; storeId: string }
  | { type: 'timing.set'; timing: OrderTiming }
  /** After an order is placed: timing and area go, the store too unless `keepStore` (spec section 4). */
  | { type: 'order.placed'; keepStore: boolean }
  | { type: 'setup.reset' };

export interface OrderSetupInput {
  serviceType?: SetupService | null;
  area?: ChosenArea | null;
  storeId?: string | null;
  tableNumber?: number | null;
  tableToken?: string | null;
  timing?: OrderTiming | null;
}

/** The setup a dine-in app starts with, from the table's URL. */
export function dineInSetup(table: DineInTable): OrderSetupInput {
  return {
    serviceType: 'DINE_IN',
    storeId: table.storeId,
    tableNumber: table.tableNumber,
    tableToken: table.tableToken ?? null,
    area: null,
    timing: null,
  };
}

/**
 * The setup at a table, from the setup the tab kept (if any): the table's store and number, no
 * area; another store's or service's timing does not carry over, the same store's does. What
 * `dineIn.start` does, and what a dine-in app starts with so its first render is the table's menu.
 */
export function atTable(
  kept: OrderSetupInput | undefined,
  table: DineInTable,
): Omit<OrderSetupContext, 'stores' | 'paused'> {
  return {
    serviceType: 'DINE_IN',
    area: null,
    storeId: table.storeId,
    tableNumber: table.tableNumber,
    tableToken: table.tableToken ?? null,
    timing: kept?.serviceType === 'DINE_IN' && kept.storeId === table.storeId ? (kept.timing ?? null) : null,
  };
}

/**
 * Service type and location (spec section 4 "Service type and store selection"): delivery picks
 * an area, then its stores load (one store is chosen at once, several open the picker, none
 * says delivery is paused); pickup loads the pickup stores (a single one is chosen at once).
 * Switching service clears the area and store. Loading stores is an injected actor. Dine-in starts
 * from a table's link (input or `dineIn.start`) with its store and table, and is ready at once.
 */
export const orderSetupMachine = setup({
  types: {
    context: {} as OrderSetupContext,
    events: {} as OrderSetupEvent,
    input: {} as OrderSetupInput | undefined,
  },
  actors: {
    loadDeliveryStores: fromPromise<readonly StoreChoice[], { areaId: string }>(async () => []),
    loadPickupStores: fromPromise<readonly StoreChoice[], void>(async () => []),
  },
  guards: {
    noStores: (_, params: { stores: readonly StoreChoice[] }) => params.stores.length === 0,
    noneSelectable: (_, params: { stores: readonly StoreChoice[] }) =>
      !params.stores.some((store) => store.selectable),
    exactlyOne: (_, params: { stores: readonly StoreChoice[] }) => params.stores.length === 1,
    isDelivery: ({ context }) => context.serviceType === 'DELIVERY',
    isPickup: ({ context }) => context.serviceType === 'PICKUP',
    hasArea: ({ context }) => context.area !== null,
    /**
     * Everything the store page needs: a store, and for delivery its area too. A brand-wide
     * catalogue keeps its store after an order while the area goes (spec section 4), so a store
     * alone is not enough to be ready. Dine-in needs its table.
     */
    placeChosen: ({ context }) =>
      context.storeId !== null &&
      (context.serviceType !== 'DELIVERY' || context.area !== null) &&
      (context.serviceType !== 'DINE_IN' || context.tableNumber !== null),
  },
}).createMachine({
  id: 'orderSetup',
  context: ({ input }) => ({
    serviceType: input?.serviceType ?? null,
    area: input?.serviceType === 'DINE_IN' ? null : (input?.area ?? null),
    storeId: input?.storeId ?? null,
    tableNumber: input?.serviceType === 'DINE_IN' ? (input.tableNumber ?? null) : null,
    tableToken: input?.serviceType === 'DINE_IN' ? (input.tableToken ?? null) : null,
    timing: input?.timing ?? null,
    stores: [],
    paused: null,
  }),
  initial: 'resuming',
  on: {
    'service.choose': [
      {
        guard: and([({ context, event }) => context.serviceType === event.serviceType, 'placeChosen']),
        target: '.ready',
      },
      {
        guard: ({ event }) => event.serviceType === 'DELIVERY',
        target: '.choosingArea',
        actions: assign({
          serviceType: 'DELIVERY',
          area: null,
          storeId: null,
          tableNumber: null,
          tableToken: null,
          timing: null,
          stores: [],
          paused: null,
        }),
      },
      {
        target: '.loadingPickupStores',
        actions: assign({
          serviceType: 'PICKUP',
          area: null,
          storeId: null,
          tableNumber: null,
          tableToken: null,
          timing: null,
          stores: [],
          paused: null,
        }),
      },
    ],
    'dineIn.start': {
      target: '.resuming',
      actions: assign(({ context, event }) => ({
        ...atTable(context, event),
        stores: [],
        paused: null,
      })),
    },
    'setup.reset': {
      target: '.choosingService',
      actions: assign({
        serviceType: null,
        area: null,
        storeId: null,
        tableNumber: null,
        tableToken: null,
        timing: null,
        stores: [],
        paused: null,
      }),
    },
    'timing.set': { actions: assign({ timing: ({ event }) => event.timing }) },
    'order.placed': {
      target: '.resuming',
      actions: assign(({ context, event }) => ({
        timing: null,
        area: null,
        // A diner stays at the table: dine-in keeps its store whatever the catalogue (spec section 4).
        storeId: event.keepStore || context.serviceType === 'DINE_IN' ? context.storeId : null,
        stores: [],
        paused: null,
      })),
    },
  },
  states: {
    resuming: {
      always: [
        { guard: 'placeChosen', target: 'ready' },
        { guard: 'isPickup', target: 'loadingPickupStores' },
        { guard: 'isDelivery', target: 'choosingArea' },
        { target: 'choosingService' },
      ],
    },
    choosingService: {},
    choosingArea: {
      on: {
        'area.choose': {
          target: 'loadingDeliveryStores',
          actions: assign(({ event }) => ({
            area: event.area,
            storeId: null,
            timing: null,
            stores: [],
            paused: null,
          })),
        },
      },
    },
    loadingDeliveryStores: {
      invoke: {
        src: 'loadDeliveryStores',
        input: ({ context }) => ({ areaId: context.area?.areaId ?? '' }),
        onDone: [
          {
            guard: { type: 'noStores', params: ({ event }) => ({ stores: event.output }) },
            target: 'paused',
            actions: assign({ stores: ({ event }) => event.output, paused: 'doesNotDeliver' }),
          },
          {
            guard: { type: 'noneSelectable', params: ({ event }) => ({ stores: event.output }) },
            target: 'paused',
            actions: assign({ stores: ({ event }) => event.output, paused: 'deliveryPaused' }),
          },
          {
            guard: { type: 'exactlyOne', params: ({ event }) => ({ stores: event.output }) },
            target: 'ready',
            actions: assign(({ event }) => ({ stores: event.output, storeId: event.output[0]!._id })),
          },
          { target: 'choosingStore', actions: assign({ stores: ({ event }) => event.output }) },
        ],
        onError: { target: 'paused', actions: assign({ paused: 'deliveryPaused' }) },
      },
    },
    loadingPickupStores: {
      invoke: {
        src: 'loadPickupStores',
        onDone: [
          {
            guard: { type: 'noneSelectable', params: ({ event }) => ({ stores: event.output }) },
            target: 'paused',
            actions: assign({ stores: ({ event }) => event.output, paused: 'pickupPaused' }),
          },
          {
            guard: { type: 'exactlyOne', params: ({ event }) => ({ stores: event.output }) },
            target: 'ready',
            actions: assign(({ event }) => ({ stores: event.output, storeId: event.output[0]!._id })),
          },
          { target: 'choosingStore', actions: assign({ stores: ({ event }) => event.output }) },
        ],
        onError: { target: 'paused', actions: assign({ paused: 'pickupPaused' }) },
      },
    },
    choosingStore: {
      on: {
        'store.choose': {
          guard: ({ context, event }) =>
            context.stores.some((store) => store._id === event.storeId && store.selectable),
          target: 'ready',
          actions: assign({ storeId: ({ event }) => event.storeId, timing: null }),
        },
        'area.change': { guard: 'isDelivery', target: 'choosingArea' },
      },
    },
    paused: {
      on: { 'area.change': { guard: 'isDelivery', target: 'choosingArea' } },
    },
    ready: {
      on: {
        'area.change': { guard: 'isDelivery', target: 'choosingArea' },
        'store.choose': {
          guard: ({ context, event }) =>
            context.stores.some((store) => store._id === event.storeId && store.selectable),
          actions: assign({ storeId: ({ event }) => event.storeId }),
        },
      },
    },
  },
});

/** What to keep across reloads (per brand). */
export function persistedSetup(context: OrderSetupContext): OrderSetupInput {
  return {
    serviceType: context.serviceType,
    area: context.area,
    storeId: context.storeId,
    ...(context.serviceType === 'DINE_IN' && {
      tableNumber: context.tableNumber,
      tableToken: context.tableToken,
    }),
    timing: context.timing,
  };
}
