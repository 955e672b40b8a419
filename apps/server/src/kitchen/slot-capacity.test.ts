import { createApiClient, type ApiClient, type Schemas } from '@storefront/api';
import { fils } from '@storefront/core';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { orders } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { zaatarStoreIds } from '../db/seed/demo-ids.js';
import { orderMessages } from '../orders/order-messages.js';
import { demoStaff } from '../staff/demo-staff.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { signIn, validLine } from '../testing/customers.js';
import { loopbackAddress, postFrom } from '../testing/loopback.js';
import { engines } from '../testing/test-database.js';
import { slotBookings } from './kitchen.schema.js';

/**
 * Slot capacity (issue 34, docs/kitchen.md): a manager caps the orders a pre-order slot and a
 * 15-minute window of ASAP orders take; racing customers never put a slot over it, a full slot
 * is no longer offered, and a rejected order gives its place back.
 */

const zaatar = demoBrandIds.zaatarHouse;
const { jumeirah, marina } = zaatarStoreIds;
const [jumeirahStaff, zaatarManager] = demoStaff;

describe.each(engines)('slot capacity on %s', (engine) => {
  /** Sunday 22 November 2026, 12:00 in Dubai: both Dubai stores are open. */
  let now = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
  const test = useTestApp(engine, { clock: () => now });
  let database: Database;
  let staff: ApiClient;
  let manager: ApiClient;
  let customers: Awaited<ReturnType<typeof signIn>>[];
  let line: Schemas['CartLine'];
  let keys = 0;

  async function staffClient(who: { email: string; password: string }) {
    const answer = await test.anonymous.POST('/staff/sign-in', {
      body: { email: who.email, password: who.password },
    });
    const token = answer.data!.data.token;
    return createApiClient({ baseUrl: test.baseUrl, getToken: () => token });
  }

  const capacity = (
    storeId: string,
    service: 'delivery' | 'pickup' | 'dineIn',
    value: number,
    who = manager,
  ) =>
    who.POST('/staff/kitchen/changes', { body: { storeId, change: 'CAPACITY', service, capacity: value } });

  /** The pickup slots Marina offers now. */
  async function offeredSlots() {
    const menu = await test.anonymous.POST('/menus/get-pickup-store-menu', {
      body: { brandId: zaatar, storeId: marina },
    });
    return menu.data!.data.storeInfo.availablePreOrderSlotsForPickup.flatMap((day) =>
      day.slots.map((slot) => ({ day: day.day, ...slot })),
    );
  }

  /** A cash pickup body at Marina (ASAP, or for a slot), at the server's own total. */
  async function pickupBody(storeId: string, slot?: { day: string; start: string }) {
    const body = {
      brandId: zaatar,
      storeId,
      serviceType: 'PICKUP' as const,
      cart: [line],
      timing: slot ? { type: 'PREORDER' as const, preOrderSlot: slot } : { type: 'ASAP' as const },
      payment: { paymentType: 'CASH' as const },
      expectedTotal: fils(1),
      idempotencyKey: 'slot-probe',
      pickupVehicleInfo: 'White Patrol, plate 41577',
    };
    const probe = await customers[0]!.client.POST('/order/place-order-v2', { body });
    const total = (probe.error as { data?: Schemas['Totals'] }).data?.total;
    if (total === undefined) throw new Error(JSON.stringify(probe.error));
    return { ...body, expectedTotal: total };
  }

  /** Places the body as the n-th customer, from one of ten loopback addresses. */
  function placeAs(n: number, body: Awaited<ReturnType<typeof pickupBody>>) {
    keys += 1;
    return postFrom(
      loopbackAddress(n, 10),
      `${test.baseUrl}/order/place-order-v2`,
      { ...body, idempotencyKey: `slot-order-${keys}` },
      { authorization: `Bearer ${customers[n % customers.length]!.token}` },
    );
  }

  beforeAll(async () => {
    database = test.database;
    staff = await staffClient(jumeirahStaff);
    manager = await staffClient(zaatarManager);
    customers = [];
    for (let n = 0; n < 10; n += 1) customers.push(await signIn(test.baseUrl, test.services, zaatar));
    const menu = await test.anonymous.POST('/menus/get-pickup-store-menu', {
      body: { brandId: zaatar, storeId: marina },
    });
    const items = menu.data!.data.storeMenu.categories.flatMap((category) =>
      category.items.map((entry) => entry.itemId),
    );
    line = validLine(items.find((item) => item.baseLanguage.title === 'Shakshuka')!);
  }, 90_000);

  it('lets a manager set a capacity per service; store staff and bad numbers change nothing', async () => {
    const refused = await capacity(jumeirah, 'pickup', 20, staff);
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ message: 'Only a manager can change this' });
    for (const bad of [-1, 501, 2.5]) {
      const answer = await capacity(marina, 'pickup', bad);
      expect(answer.response.status).toBe(400);
    }
    // Marina has no dine-in.
    expect((await capacity(marina, 'dineIn', 5)).response.status).toBe(400);
    const kitchen = await manager.GET('/staff/kitchen', { params: { query: { storeId: marina } } });
    expect(kitchen.data!.data.services.pickup.capacity).toBeNull();

    const set = await capacity(marina, 'pickup', 20);
    expect(set.response.status).toBe(200);
    expectMatchesDescription('changeKitchen', 200, set.data);
    expect(set.data!.data.services.pickup).toMatchObject({
      capacity: 20,
      capacityChange: { change: 'CAPACITY', by: { en: 'Zaatar House manager' } },
      asapTaken: 0,
      fullSlots: [],
    });
    expect(set.data!.data.services.delivery.capacity).toBeNull();
  });

  it('places exactly 20 of 200 orders racing for a slot of 20; the others are told and the slot is no longer offered', async () => {
    const slot = (await offeredSlots())[2]!;
    const body = await pickupBody(marina, { day: slot.day, start: slot.start });
    const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => placeAs(n, body)));
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(placed).toHaveLength(20);
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 409));
    expect(refused.every((answer) => answer.body['message'] === orderMessages.slotFull.text)).toBe(true);
    const inSlot = await database.db
      .select({ value: count() })
      .from(orders)
      .where(and(eq(orders.storeId, marina), eq(orders.status, 'SCHEDULED')));
    expect(inSlot[0]!.value).toBe(20);
    const [booking] = await database.db
      .select()
      .from(slotBookings)
      .where(and(eq(slotBookings.storeId, marina), eq(slotBookings.startsAt, slot.startsAt)));
    expect(booking!.orders).toBe(20);

    // Every process hears the store's change: the slot leaves the offer, its neighbours stay.
    await expect
      .poll(async () => (await offeredSlots()).some((offered) => offered.startsAt === slot.startsAt))
      .toBe(false);
    const left = await offeredSlots();
    expect(left.length).toBeGreaterThan(10);
    const kitchen = await manager.GET('/staff/kitchen', { params: { query: { storeId: marina } } });
    expect(kitchen.data!.data.services.pickup.fullSlots).toEqual([slot.startsAt]);

    // A late customer for the full slot is told to choose again; the next slot takes the order.
    const late = await placeAs(3, body);
    expect(late.status).toBe(409);
    expect(late.body['message']).toBe(orderMessages.slotFull.text);
    const next = left.find((offered) => offered.startsAt > slot.startsAt)!;
    expect((await placeAs(3, await pickupBody(marina, { day: next.day, start: next.start }))).status).toBe(
      200,
    );

    // The store cancels one: its place goes back and the slot is offered again, for one order.
    const number = (placed[0]!.body['data'] as { savedOrder: { orderNumber: string } }).savedOrder
      .orderNumber;
    const rejected = await manager.POST('/staff/orders/{orderNumber}/status', {
      params: { path: { orderNumber: number } },
      body: { status: 'CANCELLED', reason: 'Oven down for the afternoon' },
    });
    expect(rejected.response.status).toBe(200);
    await expect
      .poll(async () => (await offeredSlots()).some((offered) => offered.startsAt === slot.startsAt))
      .toBe(true);
    const again = await Promise.all([placeAs(4, body), placeAs(5, body), placeAs(6, body)]);
    expect(again.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);

    // A raised capacity offers it again at once; no limit at all is 0.
    await capacity(marina, 'pickup', 21);
    await expect
      .poll(async () => (await offeredSlots()).some((offered) => offered.startsAt === slot.startsAt))
      .toBe(true);
    const lowered = await capacity(marina, 'pickup', 0);
    expect(lowered.data!.data.services.pickup).toMatchObject({ capacity: null, fullSlots: [] });
  });

  it('caps ASAP orders per 15-minute window, counting those placed before the cap, and says so; the next window takes orders again', async () => {
    const body = await pickupBody(jumeirah);
    // Placed while there was no limit: it counts once the manager sets one.
    expect((await placeAs(0, body)).status).toBe(200);
    const set = await capacity(jumeirah, 'pickup', 2);
    expect(set.data!.data.services.pickup.asapTaken).toBe(1);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => placeAs(n, body)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(
      refused.every(
        (answer) => answer.status === 409 && answer.body['message'] === orderMessages.asapFull.text,
      ),
    ).toBe(true);
    const kitchen = await manager.GET('/staff/kitchen', { params: { query: { storeId: jumeirah } } });
    expect(kitchen.data!.data.services.pickup.asapTaken).toBe(2);
    // Delivery has no capacity set: unaffected.
    expect(kitchen.data!.data.services.delivery.capacity).toBeNull();

    now = new Date(now.getTime() + 15 * 60_000);
    expect((await placeAs(1, await pickupBody(jumeirah))).status).toBe(200);
    await capacity(jumeirah, 'pickup', 0);
  });
});
