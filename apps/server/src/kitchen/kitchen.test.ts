import { createApiClient, type ApiClient, type Schemas } from '@storefront/api';
import { fils } from '@storefront/core';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { orders } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { zaatarStoreIds } from '../db/seed/demo-ids.js';
import { demoStaff } from '../staff/demo-staff.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { signIn, validLine } from '../testing/customers.js';
import { loopbackAddress, postFrom } from '../testing/loopback.js';
import { openEventStream } from '../testing/orders.js';
import { engines } from '../testing/test-database.js';
import { kitchenChanges } from './kitchen.schema.js';

/**
 * The kitchen runs its day from the board (issue 34, docs/kitchen.md): sold out, closed, paused
 * and busy, each by the staff allowed to, each ending by itself at its time (an injected clock),
 * each refused at place-order before any payment, each heard by the store's open screens.
 */

const zaatar = demoBrandIds.zaatarHouse;
const jumeirah = zaatarStoreIds.jumeirah;
const marina = zaatarStoreIds.marina;
const [jumeirahStaff, zaatarManager, datesManager] = demoStaff;

describe.each(engines)('kitchen controls on %s', (engine) => {
  /** Sunday 22 November 2026, 12:00 in Dubai: both Dubai stores are open. */
  let now = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
  const test = useTestApp(engine, { clock: () => now });
  let database: Database;
  const unix = () => Math.floor(now.getTime() / 1000);
  let staff: ApiClient;
  let staffToken: string;
  let manager: ApiClient;
  let customer: Awaited<ReturnType<typeof signIn>>;
  let menu: Schemas['Item'][];
  let keys = 0;

  const byTitle = (title: string) => {
    const found = menu.find((item) => item.baseLanguage.title === title);
    if (!found) throw new Error(`no ${title}`);
    return found;
  };

  async function staffClient(who: { email: string; password: string }) {
    const answer = await test.anonymous.POST('/staff/sign-in', {
      body: { email: who.email, password: who.password },
    });
    const token = answer.data!.data.token;
    return { client: createApiClient({ baseUrl: test.baseUrl, getToken: () => token }), token };
  }

  /** A cash pickup of the lines at the server's own total, or the refusal that says why not. */
  async function order(cart: Schemas['CartLine'][]) {
    keys += 1;
    const body = {
      brandId: zaatar,
      storeId: jumeirah,
      serviceType: 'PICKUP' as const,
      cart,
      timing: { type: 'ASAP' as const },
      payment: { paymentType: 'CASH' as const },
      expectedTotal: fils(1),
      idempotencyKey: `kitchen-${keys}-${now.getTime()}`,
      pickupVehicleInfo: 'White Patrol, plate 41577',
    };
    const probe = await customer.client.POST('/order/place-order-v2', { body });
    const totals = (probe.error as { data?: Schemas['Totals'] } | undefined)?.data;
    if (!totals) return { refused: probe.error as { message: string; error: { code: string } } };
    const placed = await customer.client.POST('/order/place-order-v2', {
      body: { ...body, expectedTotal: totals.total },
    });
    if (!placed.data) return { refused: placed.error as { message: string; error: { code: string } } };
    return { order: placed.data.data.savedOrder };
  }

  const change = (
    body: Omit<Schemas['KitchenChangeRequest'], 'storeId'> & { storeId?: string },
    who = staff,
  ) => who.POST('/staff/kitchen/changes', { body: { storeId: jumeirah, ...body } });

  beforeAll(async () => {
    database = test.database;
    ({ client: staff, token: staffToken } = await staffClient(jumeirahStaff));
    ({ client: manager } = await staffClient(zaatarManager));
    customer = await signIn(test.baseUrl, test.services, zaatar);
    const answer = await test.anonymous.POST('/menus/get-pickup-store-menu', {
      body: { brandId: zaatar, storeId: jumeirah },
    });
    menu = answer.data!.data.storeMenu.categories.flatMap((category) =>
      category.items.map((entry) => entry.itemId),
    );
  }, 60_000);

  it("shows store staff their own store's kitchen and no other; a manager any store of the brand, no other brand's", async () => {
    const own = await staff.GET('/staff/kitchen', { params: { query: { storeId: jumeirah } } });
    expect(own.response.status).toBe(200);
    expectMatchesDescription('getKitchen', 200, own.data);
    expect(own.data!.data.name.en).toBe('Zaatar House Jumeirah');
    expect(own.data!.data.items.map((item) => item.title.en)).toContain('Shakshuka');
    expect(
      (await staff.GET('/staff/kitchen', { params: { query: { storeId: marina } } })).response.status,
    ).toBe(404);
    expect((await change({ change: 'CLOSE', storeId: marina })).response.status).toBe(404);
    expect(
      (await manager.GET('/staff/kitchen', { params: { query: { storeId: marina } } })).response.status,
    ).toBe(200);
    const dates = (await staffClient(datesManager)).client;
    expect(
      (await dates.GET('/staff/kitchen', { params: { query: { storeId: jumeirah } } })).response.status,
    ).toBe(404);
    expect((await change({ change: 'CLOSE' }, dates)).response.status).toBe(404);
    const anonymous = await test.anonymous.POST('/staff/kitchen/changes', {
      body: { storeId: jumeirah, change: 'CLOSE' },
    });
    expect(anonymous.response.status).toBe(401);
  });

  it('sells an item out for an hour: the menu, the refusal before payment, who did it, and back by itself', async () => {
    const shakshuka = byTitle('Shakshuka');
    const answer = await change({ change: 'SOLD_OUT', itemId: shakshuka._id, soldOutFor: 'HOUR' });
    expect(answer.response.status).toBe(200);
    expectMatchesDescription('changeKitchen', 200, answer.data);
    const shown = answer.data!.data.items.find((item) => item._id === shakshuka._id)!;
    expect(shown.soldOut).toEqual({
      until: unix() + 3600,
      change: {
        change: 'SOLD_OUT',
        by: { en: 'Jumeirah kitchen', ar: 'مطبخ جميرا' },
        at: unix(),
        until: unix() + 3600,
      },
    });
    // The customer's menu says so (the spec's unavailable-store entry), at Jumeirah only.
    const read = await test.anonymous.POST('/menus/get-pickup-store-menu', {
      body: { brandId: zaatar, storeId: jumeirah },
    });
    const listed = read
      .data!.data.storeMenu.categories.flatMap((category) => category.items)
      .find((entry) => entry.itemId._id === shakshuka._id)!.itemId;
    expect(listed.unavailableStores).toEqual([{ storeId: jumeirah, nextAvailableTime: unix() + 3600 }]);
    const before = (await database.db.select({ value: count() }).from(orders))[0]!.value;
    const refused = await order([validLine(shakshuka)]);
    expect(refused.refused?.message).toBe('This item is out of stock, sorry for inconvenience');
    expect((await database.db.select({ value: count() }).from(orders))[0]!.value).toBe(before);
    // An hour later it is back without anyone turning it on.
    now = new Date(now.getTime() + 3600_000);
    expect((await order([validLine(shakshuka)])).order?.orderNumber).toBeTruthy();
    const kitchen = await staff.GET('/staff/kitchen', { params: { query: { storeId: jumeirah } } });
    expect(kitchen.data!.data.items.find((item) => item._id === shakshuka._id)!.soldOut).toBeNull();
  });

  it('sells out one option until turned back on, or an item until the next opening, and brings them back', async () => {
    const manousheh = byTitle("Za'atar Manousheh");
    const extras = manousheh.modifierGroups[0]!;
    const cheese = extras.modifiers.find((modifier) => modifier.baseLanguage.name === 'Extra cheese')!;
    const withCheese: Schemas['CartLine'] = {
      ...validLine(manousheh),
      sections: [{ _id: extras._id, options: [{ _id: cheese._id, quantity: 1, price: cheese.price }] }],
    };
    const answer = await change({
      change: 'SOLD_OUT',
      itemId: manousheh._id,
      optionId: cheese._id,
      soldOutFor: 'UNTIL_BACK_ON',
    });
    const option = answer
      .data!.data.items.find((item) => item._id === manousheh._id)!
      .options.find((entry) => entry._id === cheese._id)!;
    expect(option.soldOut?.until).toBeNull();
    expect(answer.data!.data.items.find((item) => item._id === manousheh._id)!.soldOut).toBeNull();
    expect((await order([withCheese])).refused?.message).toBe(
      'This item is out of stock, sorry for inconvenience',
    );
    // Without the option the item still sells.
    expect((await order([validLine(manousheh)])).order).toBeTruthy();
    await change({ change: 'BACK_ON', itemId: manousheh._id, optionId: cheese._id });
    expect((await order([withCheese])).order).toBeTruthy();

    // Until the next opening: Jumeirah opens at 07:00, so 07:00 Dubai tomorrow (Monday 23 November, 03:00 UTC).
    const labneh = byTitle('Labneh Breakfast Plate');
    const tomorrow = await change({ change: 'SOLD_OUT', itemId: labneh._id, soldOutFor: 'NEXT_OPENING' });
    expect(tomorrow.data!.data.items.find((item) => item._id === labneh._id)!.soldOut?.until).toBe(
      Date.UTC(2026, 10, 23, 3, 0) / 1000,
    );
    const back = await change({ change: 'BACK_ON', itemId: labneh._id });
    expect(back.data!.data.items.find((item) => item._id === labneh._id)!.soldOut).toBeNull();
    expect((await order([validLine(labneh)])).order).toBeTruthy();
  });

  it('refuses what it cannot do with a clear message, and changes nothing', async () => {
    const rows = async () => (await database.db.select({ value: count() }).from(kitchenChanges))[0]!.value;
    const before = await rows();
    const shakshuka = byTitle('Shakshuka');
    const noTime = await change({ change: 'SOLD_OUT', itemId: shakshuka._id });
    expect(noTime.response.status).toBe(400);
    expect((noTime.error as { message: string }).message).toBe('Please choose how long it is sold out');
    const unknown = await change({
      change: 'SOLD_OUT',
      itemId: '6650a1e0c0ffee9999999999',
      soldOutFor: 'HOUR',
    });
    expect((unknown.error as { message: string }).message).toBe("This item is not on this store's menu");
    const option = await change({
      change: 'SOLD_OUT',
      itemId: shakshuka._id,
      optionId: '6650a1e0c0ffee9999999999',
      soldOutFor: 'HOUR',
    });
    expect((option.error as { message: string }).message).toBe('This option is not on this item');
    const noMinutes = await change({ change: 'PAUSE', service: 'delivery' });
    expect((noMinutes.error as { message: string }).message).toBe('Please choose 15, 30 or 60 minutes');
    const badMinutes = await change({ change: 'PAUSE', service: 'delivery', minutes: 45 as 15 });
    expect(badMinutes.response.status).toBe(400);
    const busy = await change({ change: 'BUSY', extraMinutes: 20 });
    expect((busy.error as { message: string }).message).toBe(
      'Please choose 10, 20 or 30 extra minutes, for 30, 60 or 120 minutes',
    );
    expect(await rows()).toBe(before);
    const kitchen = await staff.GET('/staff/kitchen', { params: { query: { storeId: jumeirah } } });
    expect(kitchen.data!.data.items.find((item) => item._id === shakshuka._id)!.soldOut).toBeNull();
    expect(kitchen.data!.data.services.delivery.pausedUntil).toBeNull();
    expect(kitchen.data!.data.busy).toBeNull();
  });

  it('pauses one service for 15 minutes: closed for it alone, refused with the spec text, open again by itself', async () => {
    const paused = await change({ change: 'PAUSE', service: 'pickup', minutes: 15 });
    expect(paused.data!.data.services.pickup.pausedUntil).toBe(unix() + 900);
    expect(paused.data!.data.services.pickup.change?.by.en).toBe('Jumeirah kitchen');
    expect(paused.data!.data.services.delivery.pausedUntil).toBeNull();
    const pickupMenu = await test.anonymous.POST('/menus/get-pickup-store-menu', {
      body: { brandId: zaatar, storeId: jumeirah },
    });
    expect(pickupMenu.data!.data.storeInfo.isOpened).toBe(false);
    const stores = await test.anonymous.POST('/store/get-stores-for-pickup', { body: { brandId: zaatar } });
    expect(stores.data!.stores.find((store) => store._id === jumeirah)!.isOpened).toBe(false);
    const dineIn = await test.anonymous.POST('/menus/get-dine-in-store-menu', {
      body: { brandId: zaatar, storeId: jumeirah },
    });
    expect(dineIn.data!.data.storeInfo.isOpened).toBe(true);
    const refused = await order([validLine(byTitle('Shakshuka'))]);
    expect(refused.refused?.message).toBe(
      'Unfortunately, the store has paused pickup service for a short time. Please try again after some time',
    );
    expect(refused.refused?.error.code).toBe('STORE_CLOSED');
    // Pre-orders are offered only from when it resumes.
    const slots = pickupMenu.data!.data.storeInfo.availablePreOrderSlotsForPickup.flatMap((day) => day.slots);
    expect(slots.every((slot) => slot.startsAt >= unix() + 900)).toBe(true);
    now = new Date(now.getTime() + 900_000);
    expect((await order([validLine(byTitle('Shakshuka'))])).order).toBeTruthy();

    await change({ change: 'PAUSE', service: 'pickup', minutes: 60 });
    const resumed = await change({ change: 'RESUME', service: 'pickup' });
    expect(resumed.data!.data.services.pickup.pausedUntil).toBeNull();
    expect((await order([validLine(byTitle('Shakshuka'))])).order).toBeTruthy();
    const notOffered = await change(
      { change: 'PAUSE', service: 'dineIn', minutes: 15, storeId: marina },
      manager,
    );
    expect(notOffered.response.status).toBe(400);
  });

  it('closes and opens the store, and a busy kitchen adds its minutes to every quoted time until it ends', async () => {
    const closed = await change({ change: 'CLOSE' });
    expect(closed.data!.data.isOpened).toBe(false);
    expect(closed.data!.data.openedChange?.change).toBe('CLOSE');
    expect((await order([validLine(byTitle('Shakshuka'))])).refused?.message).toBe(
      'We apologize, but our store is closed right now. We hope to see you soon!',
    );
    await change({ change: 'OPEN' });

    const quiet = await order([validLine(byTitle('Shakshuka'))]);
    const busy = await change({ change: 'BUSY', extraMinutes: 20, minutes: 60 });
    expect(busy.data!.data.busy).toMatchObject({ extraMinutes: 20, until: unix() + 3600 });
    expect(busy.data!.data.prepMinutes.pickup).toBe(closed.data!.data.prepMinutes.pickup + 20);
    const stores = await test.anonymous.POST('/store/get-stores-for-pickup', { body: { brandId: zaatar } });
    const listed = stores.data!.stores.find((store) => store._id === jumeirah)!;
    expect(listed.averagePrepTimeForPickup).toBe(closed.data!.data.prepMinutes.pickup + 20);
    const slammed = await order([validLine(byTitle('Shakshuka'))]);
    expect(slammed.order!.deliveryTime).toBe(quiet.order!.deliveryTime + 20);
    now = new Date(now.getTime() + 3600_000);
    const after = await order([validLine(byTitle('Shakshuka'))]);
    expect(after.order!.deliveryTime).toBe(quiet.order!.deliveryTime);
    const kitchen = await staff.GET('/staff/kitchen', { params: { query: { storeId: jumeirah } } });
    expect(kitchen.data!.data.busy).toBeNull();
  });

  it("tells the store's open screens of each change, and no other store's", async () => {
    const url = (storeId: string) => `${test.baseUrl}/stores/${storeId}/menu-events?brandId=${zaatar}`;
    const own = await openEventStream(url(jumeirah), { accept: 'text/event-stream' });
    const other = await openEventStream(url(marina), { accept: 'text/event-stream' });
    try {
      await own.until((event) => event.event === 'ready');
      await other.until((event) => event.event === 'ready');
      await change({ change: 'SOLD_OUT', itemId: byTitle('Shakshuka')._id, soldOutFor: 'HOUR' });
      const [heard] = await own.until((event) => event.event === 'changed');
      expect(JSON.parse(heard!.data)).toEqual({ storeId: jumeirah, at: unix() });
      await change({ change: 'BACK_ON', itemId: byTitle('Shakshuka')._id });
      await own.until((event) => event.event === 'changed', 2);
      expect(other.received.filter((event) => event.event === 'changed')).toHaveLength(0);
    } finally {
      own.close();
      other.close();
    }
    const missing = await fetch(
      `${test.baseUrl}/stores/${jumeirah}/menu-events?brandId=${demoBrandIds.datesAndCo}`,
    );
    expect(missing.status).toBe(404);
  });

  it('takes 50 changes at once from several addresses: each lands, none lost', async () => {
    const targets = menu
      .filter((item) => item.modifierGroups.length > 0)
      .flatMap((item) =>
        item.modifierGroups.flatMap((group) =>
          group.modifiers.map((modifier) => ({ itemId: item._id, optionId: modifier._id })),
        ),
      )
      .slice(0, 50);
    expect(targets).toHaveLength(50);
    const before = (await database.db.select({ value: count() }).from(kitchenChanges))[0]!.value;
    const answers = await Promise.all(
      targets.map((target, n) =>
        postFrom(
          loopbackAddress(n),
          `${test.baseUrl}/staff/kitchen/changes`,
          { storeId: jumeirah, change: 'SOLD_OUT', soldOutFor: 'HOUR', ...target },
          { authorization: `Bearer ${staffToken}` },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(targets.map(() => 200));
    const kitchen = await staff.GET('/staff/kitchen', { params: { query: { storeId: jumeirah } } });
    const soldOut = kitchen.data!.data.items.flatMap((item) =>
      item.options.filter((option) => option.soldOut !== null).map((option) => option._id),
    );
    expect(new Set(soldOut)).toEqual(new Set(targets.map((target) => target.optionId)));
    expect((await database.db.select({ value: count() }).from(kitchenChanges))[0]!.value).toBe(before + 50);
    const rows = await database.db.select().from(kitchenChanges).where(eq(kitchenChanges.change, 'SOLD_OUT'));
    expect(rows.every((row) => row.staffName.en === 'Jumeirah kitchen')).toBe(true);
  });
});
