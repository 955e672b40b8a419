import { fils } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  atTable,
  dineInSetup,
  orderSetupMachine,
  persistedSetup,
  type ChosenArea,
  type StoreChoice,
} from './order-setup.machine.js';

const jumeirah: ChosenArea = {
  areaId: 'jumeirah',
  name: { en: 'Jumeirah', ar: 'جميرا' },
  deliveryFee: fils(700),
  deliveryTime: 30,
  minOrder: fils(4000),
};

function run(
  delivery: readonly StoreChoice[],
  pickup: readonly StoreChoice[] = [],
  input?: Parameters<typeof createActor>[1],
) {
  const machine = orderSetupMachine.provide({
    actors: {
      loadDeliveryStores: fromPromise(async () => delivery),
      loadPickupStores: fromPromise(async () => pickup),
    },
  });
  const actor = createActor(machine, input as never);
  actor.start();
  return actor;
}

describe('orderSetupMachine', () => {
  it('delivery: one store for the area is chosen at once', async () => {
    const actor = run([{ _id: 'jumeirah-store', selectable: true }]);
    actor.send({ type: 'service.choose', serviceType: 'DELIVERY' });
    expect(actor.getSnapshot().value).toBe('choosingArea');
    actor.send({ type: 'area.choose', area: jumeirah });
    await waitFor(actor, (state) => state.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({
      serviceType: 'DELIVERY',
      area: jumeirah,
      storeId: 'jumeirah-store',
      timing: null,
    });
  });

  it('delivery: several stores open the picker, and only a selectable one can be chosen', async () => {
    const actor = run([
      { _id: 'a', selectable: true },
      { _id: 'closed', selectable: false },
    ]);
    actor.send({ type: 'service.choose', serviceType: 'DELIVERY' });
    actor.send({ type: 'area.choose', area: jumeirah });
    await waitFor(actor, (state) => state.matches('choosingStore'));
    actor.send({ type: 'store.choose', storeId: 'closed' });
    expect(actor.getSnapshot().value).toBe('choosingStore');
    actor.send({ type: 'store.choose', storeId: 'a' });
    expect(actor.getSnapshot().context.storeId).toBe('a');
  });

  it('delivery: no store delivers to the place says so, not paused', async () => {
    const actor = run([]);
    actor.send({ type: 'service.choose', serviceType: 'DELIVERY' });
    actor.send({ type: 'area.choose', area: jumeirah });
    await waitFor(actor, (state) => state.matches('paused'));
    expect(actor.getSnapshot().context.paused).toBe('doesNotDeliver');
  });

  it('delivery: stores there, none open, says delivery is paused', async () => {
    const actor = run([{ _id: 'closed', selectable: false }]);
    actor.send({ type: 'service.choose', serviceType: 'DELIVERY' });
    actor.send({ type: 'area.choose', area: jumeirah });
    await waitFor(actor, (state) => state.matches('paused'));
    expect(actor.getSnapshot().context.paused).toBe('deliveryPaused');
    actor.send({ type: 'area.change' });
    expect(actor.getSnapshot().value).toBe('choosingArea');
  });

  it('pickup: zero stores says pickup is paused; one is chosen at once', async () => {
    const none = run([], []);
    none.send({ type: 'service.choose', serviceType: 'PICKUP' });
    await waitFor(none, (state) => state.matches('paused'));
    expect(none.getSnapshot().context.paused).toBe('pickupPaused');
    const one = run([], [{ _id: 'marina', selectable: true }]);
    one.send({ type: 'service.choose', serviceType: 'PICKUP' });
    await waitFor(one, (state) => state.matches('ready'));
    expect(one.getSnapshot().context.storeId).toBe('marina');
  });

  it('switching service clears the area and store; choosing the same service keeps them', async () => {
    const actor = run(
      [{ _id: 'jumeirah-store', selectable: true }],
      [
        { _id: 'a', selectable: true },
        { _id: 'b', selectable: true },
      ],
    );
    actor.send({ type: 'service.choose', serviceType: 'DELIVERY' });
    actor.send({ type: 'area.choose', area: jumeirah });
    await waitFor(actor, (state) => state.matches('ready'));
    actor.send({ type: 'service.choose', serviceType: 'DELIVERY' });
    expect(actor.getSnapshot().context.storeId).toBe('jumeirah-store');
    actor.send({ type: 'service.choose', serviceType: 'PICKUP' });
    await waitFor(actor, (state) => state.matches('choosingStore'));
    expect(actor.getSnapshot().context).toMatchObject({ serviceType: 'PICKUP', area: null, storeId: null });
  });

  it('keeps the chosen timing until the service or store changes', async () => {
    const actor = run([{ _id: 'jumeirah-store', selectable: true }], [{ _id: 'marina', selectable: true }]);
    actor.send({ type: 'service.choose', serviceType: 'DELIVERY' });
    actor.send({ type: 'area.choose', area: jumeirah });
    await waitFor(actor, (state) => state.matches('ready'));
    const timing = {
      timingType: 'ASAP' as const,
      isPreOrderAvailable: false,
      preOrderSlot: { day: null, time: null, slotIndex: null },
    };
    actor.send({ type: 'timing.set', timing });
    expect(actor.getSnapshot().context.timing).toEqual(timing);
    actor.send({ type: 'service.choose', serviceType: 'PICKUP' });
    expect(actor.getSnapshot().context.timing).toBeNull();
  });

  it('resumes a persisted choice as ready', () => {
    const actor = run([], [], {
      input: { serviceType: 'DELIVERY', area: jumeirah, storeId: 'jumeirah-store' },
    });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(persistedSetup(actor.getSnapshot().context)).toEqual({
      serviceType: 'DELIVERY',
      area: jumeirah,
      storeId: 'jumeirah-store',
      timing: null,
    });
  });
});

describe('after an order is placed', () => {
  it('forgets timing, area and store (outlet-based), keeping the service', async () => {
    const actor = createActor(
      orderSetupMachine.provide({
        actors: {
          loadPickupStores: fromPromise<readonly StoreChoice[], void>(async () => [
            { _id: 's1', selectable: true },
            { _id: 's2', selectable: true },
          ]),
        },
      }),
      {
        input: {
          serviceType: 'PICKUP',
          storeId: 's1',
          timing: {
            timingType: 'ASAP',
            isPreOrderAvailable: false,
            preOrderSlot: { day: null, time: null, slotIndex: null },
          },
        },
      },
    ).start();
    actor.send({ type: 'order.placed', keepStore: false });
    expect(actor.getSnapshot().context).toMatchObject({
      serviceType: 'PICKUP',
      storeId: null,
      timing: null,
      area: null,
    });
    actor.stop();
  });

  it('keeps the store of a brand-wide catalogue', () => {
    const actor = createActor(orderSetupMachine, {
      input: { serviceType: 'PICKUP', storeId: 's1', timing: null },
    }).start();
    actor.send({ type: 'order.placed', keepStore: true });
    expect(actor.getSnapshot().context.storeId).toBe('s1');
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.stop();
  });

  // Dates & Co (brand-wide catalogue) keeps the store after a delivery order: kept without an area,
  // 'Delivery' on the brand home would go nowhere and the store page would bounce home.
  it('asks for the area again after a brand-wide delivery order, though the store is kept', async () => {
    const actor = run([{ _id: 'warehouse', selectable: true }], [], {
      input: { serviceType: 'DELIVERY', area: jumeirah, storeId: 'warehouse' },
    });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'order.placed', keepStore: true });
    expect(actor.getSnapshot().context).toMatchObject({ area: null, storeId: 'warehouse' });
    expect(actor.getSnapshot().value).toBe('choosingArea');
    actor.send({ type: 'service.choose', serviceType: 'DELIVERY' });
    expect(actor.getSnapshot().value).toBe('choosingArea');
    actor.send({ type: 'area.choose', area: jumeirah });
    await waitFor(actor, (state) => state.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ area: jumeirah, storeId: 'warehouse' });
    actor.stop();
  });

  it('resumes a kept delivery store without an area at the area choice, never as ready', () => {
    const actor = run([], [], { input: { serviceType: 'DELIVERY', area: null, storeId: 'warehouse' } });
    expect(actor.getSnapshot().value).toBe('choosingArea');
    actor.send({ type: 'service.choose', serviceType: 'DELIVERY' });
    expect(actor.getSnapshot().value).toBe('choosingArea');
    expect(actor.getSnapshot().context).toMatchObject({ area: null, storeId: null });
    actor.stop();
  });
});

describe('dine-in (a table reached from its QR code)', () => {
  const table = { storeId: 'marina', tableNumber: 12, tableToken: 'p1.marina.12.c2lnbmVkLWNvZGU' };

  it('starts ready from the table link: its store, table and code, no area or store choice', () => {
    const actor = run([], [], { input: dineInSetup(table) });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({
      serviceType: 'DINE_IN',
      storeId: 'marina',
      tableNumber: 12,
      tableToken: table.tableToken,
      area: null,
    });
    actor.stop();
  });

  it('dineIn.start leaves a delivery setup for the table, skipping area and store choice', async () => {
    const actor = run([{ _id: 'jumeirah-store', selectable: true }]);
    actor.send({ type: 'service.choose', serviceType: 'DELIVERY' });
    actor.send({ type: 'area.choose', area: jumeirah });
    await waitFor(actor, (state) => state.matches('ready'));
    actor.send({ type: 'dineIn.start', ...table });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({
      serviceType: 'DINE_IN',
      area: null,
      storeId: 'marina',
      tableNumber: 12,
      timing: null,
    });
    actor.send({ type: 'area.change' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.stop();
  });

  it('keeps the timing when the same table is opened again, not when the store changes', () => {
    const timing = {
      timingType: 'ASAP' as const,
      isPreOrderAvailable: false,
      preOrderSlot: { day: null, time: null, slotIndex: null },
    };
    const actor = run([], [], { input: { ...dineInSetup(table), timing } });
    actor.send({ type: 'dineIn.start', ...table });
    expect(actor.getSnapshot().context.timing).toEqual(timing);
    actor.send({ type: 'dineIn.start', storeId: 'downtown', tableNumber: 3 });
    expect(actor.getSnapshot().context).toMatchObject({ storeId: 'downtown', tableNumber: 3, timing: null });
    actor.stop();
  });

  it('starts at the table of the link from whatever the tab kept, ready at once, as dineIn.start would', () => {
    const timing = {
      timingType: 'ASAP' as const,
      isPreOrderAvailable: false,
      preOrderSlot: { day: null, time: null, slotIndex: null },
    };
    const keptDelivery = {
      serviceType: 'DELIVERY' as const,
      area: jumeirah,
      storeId: 'jumeirah-store',
      timing,
    };
    for (const kept of [
      undefined,
      keptDelivery,
      { ...dineInSetup(table), timing },
      { ...dineInSetup({ storeId: 'downtown', tableNumber: 3 }), timing },
    ]) {
      const started = run([], [], { input: atTable(kept, table) });
      const sent = run([], [], kept ? { input: kept } : {});
      sent.send({ type: 'dineIn.start', ...table });
      expect(started.getSnapshot().value).toBe('ready');
      expect(started.getSnapshot().context).toEqual(sent.getSnapshot().context);
      started.stop();
      sent.stop();
    }
    // The same store keeps its timing (a diner moving tables), another store's or service's does not.
    expect(atTable({ ...dineInSetup({ storeId: 'marina', tableNumber: 4 }), timing }, table).timing).toEqual(
      timing,
    );
    expect(atTable(keptDelivery, table).timing).toBeNull();
  });

  it('keeps the store and table after an order, even for an outlet-based catalogue', () => {
    const actor = run([], [], { input: dineInSetup(table) });
    actor.send({ type: 'order.placed', keepStore: false });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ storeId: 'marina', tableNumber: 12, timing: null });
    actor.stop();
  });

  it('persists the table with the dine-in setup, and resumes it as ready', () => {
    const first = run([], [], { input: dineInSetup(table) });
    const saved = persistedSetup(first.getSnapshot().context);
    expect(saved).toEqual({
      serviceType: 'DINE_IN',
      area: null,
      storeId: 'marina',
      tableNumber: 12,
      tableToken: table.tableToken,
      timing: null,
    });
    const again = run([], [], { input: saved });
    expect(again.getSnapshot().value).toBe('ready');
    first.stop();
    again.stop();
  });

  it('without a table number it is not ready: the service is asked', () => {
    const actor = run([], [], { input: { serviceType: 'DINE_IN', storeId: 'marina' } });
    expect(actor.getSnapshot().value).toBe('choosingService');
    actor.stop();
  });

  it('choosing delivery or pickup leaves the table', async () => {
    const actor = run([], [{ _id: 'marina', selectable: true }], { input: dineInSetup(table) });
    actor.send({ type: 'service.choose', serviceType: 'PICKUP' });
    await waitFor(actor, (state) => state.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({
      serviceType: 'PICKUP',
      tableNumber: null,
      tableToken: null,
      storeId: 'marina',
    });
    expect(persistedSetup(actor.getSnapshot().context)).not.toHaveProperty('tableNumber');
    expect(persistedSetup(actor.getSnapshot().context)).not.toHaveProperty('tableToken');
    actor.stop();
  });

  it('a delivery input never carries a table number', () => {
    const actor = run([], [], {
      input: { serviceType: 'DELIVERY', area: jumeirah, storeId: 'jumeirah-store', tableNumber: 4 },
    });
    expect(actor.getSnapshot().context.tableNumber).toBeNull();
    actor.stop();
  });
});
