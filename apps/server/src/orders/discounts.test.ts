import type { ApiClient, Schemas } from '@storefront/api';
import { errorCatalogue, fils } from '@storefront/core';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { discounts, orders } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { startTestApp, useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { signIn, validLine } from '../testing/customers.js';
import { engines, openTestDatabase } from '../testing/test-database.js';
import { orderMessages } from './handlers.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the open outlets are open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
const zaatar = demoBrandIds.zaatarHouse;
const karak = demoBrandIds.karakCorner;
const ADMIN_KEY = 'test-admin-key-0123456789';

/** The spec's texts (section 5 "Discount eligibility messages") and the server's own. */
const messages = {
  minOrder80: 'Sorry, Basket total must be greater than or equal to 80.00',
  store: 'Sorry, Provided coupon code is not applicable on this store',
  specificItems:
    'Sorry, this discount applies only to specific items. Click the button to see which items are eligible.',
  service: errorCatalogue.serviceNotEligible,
  notFound: "Sorry, We didn't find any coupon with provided code",
  expired: 'Sorry, this code has expired',
  workingCode: 'Please enter a working promo code.',
  perCustomer: orderMessages.perCustomerUse.text,
  login: 'Please login to continue',
};

describe.each(engines)('discounts/validate-discount-V2 refusals on %s', (engine) => {
  const test = useTestApp(engine, { clock: () => NOW, adminKey: ADMIN_KEY });
  let database: Database;
  let services: AppServices;
  let baseUrl: string;
  let anonymous: ApiClient;
  let jumeirah: Schemas['Store'];
  let marina: Schemas['Store'];
  let menu: Map<string, Schemas['Item']>;

  const item = (sku: string) => {
    const found = menu.get(sku);
    if (!found) throw new Error(`no ${sku} on the menu`);
    return found;
  };
  /** A basket worth at least AED 80 with no dip in it (the MEZZE25 items are hummus, moutabal, muhammara). */
  const bigBasket = () => [validLine(item('ZH-FATTEH'), 2), validLine(item('ZH-LABNEH-PLATE'), 2)];
  /** A basket below AED 80. */
  const smallBasket = () => [validLine(item('ZH-FATTEH'), 1)];

  const countOrders = async () => (await database.db.select({ value: count() }).from(orders))[0]!.value;
  const discountRows = () => database.db.select().from(discounts).where(eq(discounts.brandId, zaatar));

  function validate(client: ApiClient, body: Record<string, unknown>) {
    return client.POST('/discounts/validate-discount-V2', {
      body: {
        brandId: zaatar,
        storeId: jumeirah._id,
        serviceType: 'PICKUP',
        cart: bigBasket(),
        ...body,
      } as never,
    });
  }

  /** Expects a 400 refusal with exactly `message`, in the described error shape, and no write. */
  async function expectRefused(
    answer: Awaited<ReturnType<typeof validate>>,
    message: string,
    before: { orders: number; discounts: unknown },
  ) {
    expect(answer.response.status).toBe(400);
    expectMatchesDescription('validateDiscount', 400, answer.error);
    expect(answer.error?.message).toBe(message);
    expect(answer.data).toBeUndefined();
    expect(await countOrders()).toBe(before.orders);
    expect(await discountRows()).toEqual(before.discounts);
  }

  const snapshot = async () => ({ orders: await countOrders(), discounts: await discountRows() });

  /** A pickup order paid cash at Jumeirah, placed at the server's own total. */
  async function placePickup(client: ApiClient, extra: Record<string, unknown> = {}) {
    const body = {
      brandId: zaatar,
      storeId: jumeirah._id,
      serviceType: 'PICKUP' as const,
      cart: bigBasket(),
      timing: { type: 'ASAP' as const },
      payment: { paymentType: 'CASH' as const },
      pickupVehicleInfo: 'White Patrol, plate 40211',
      expectedTotal: fils(1),
      idempotencyKey: `discount-${Math.random().toString(36).slice(2)}`,
      ...extra,
    };
    const probe = await client.POST('/order/place-order-v2', { body });
    const totals = (probe.error as { data?: Schemas['Totals'] } | undefined)?.data;
    if (!totals) return probe;
    return client.POST('/order/place-order-v2', { body: { ...body, expectedTotal: totals.total } });
  }

  beforeAll(async () => {
    ({ database, services, baseUrl, anonymous } = test);
    const stores = (await anonymous.POST('/store/get-stores-for-pickup', { body: { brandId: zaatar } })).data!
      .stores;
    jumeirah = stores.find((store) => store.baseLanguage.name.includes('Jumeirah'))!;
    marina = stores.find((store) => store.baseLanguage.name.includes('Marina'))!;
    const pickupMenu = await anonymous.POST('/menus/get-pickup-store-menu', {
      body: { brandId: zaatar, storeId: jumeirah._id },
    });
    menu = new Map(
      pickupMenu
        .data!.data.storeMenu.categories.flatMap((category) => category.items.map((entry) => entry.itemId))
        .map((entry) => [entry.sku, entry]),
    );
  });

  it('needs a signed-in customer of the brand', async () => {
    const before = await snapshot();
    const answer = await validate(anonymous, { discountCode: 'SAVE15' });
    expect(answer.response.status).toBe(401);
    expectMatchesDescription('validateDiscount', 401, answer.error);
    expect(answer.error?.message).toBe(messages.login);
    const elsewhere = await signIn(baseUrl, services, karak);
    const wrongBrand = await validate(elsewhere.client, { discountCode: 'SAVE15' });
    expect(wrongBrand.response.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a basket below minOrderValue with the value, and accepts it from the minimum up', async () => {
    const { client } = await signIn(baseUrl, services, zaatar);
    const before = await snapshot();
    expect(smallBasket()[0]!.price).toBeLessThan(8000);
    await expectRefused(
      await validate(client, { discountCode: 'SAVE15', cart: smallBasket() }),
      messages.minOrder80,
      before,
    );
    const enough = await validate(client, { discountCode: 'SAVE15' });
    expect(enough.response.status).toBe(200);
    expectMatchesDescription('validateDiscount', 200, enough.data);
    expect(enough.data?.data.totals.discountAmount).toBe(1500);
  });

  it('refuses a code of another outlet at this store, and accepts it at its own', async () => {
    const { client } = await signIn(baseUrl, services, zaatar);
    const before = await snapshot();
    await expectRefused(await validate(client, { discountCode: 'MARINA10' }), messages.store, before);
    const atMarina = await validate(client, { discountCode: 'MARINA10', storeId: marina._id });
    expect(atMarina.response.status).toBe(200);
    expect(atMarina.data?.data.discount.discountCode).toBe('MARINA10');
  });

  it('refuses an item-specific code when no basket line is one of its items, and discounts only those items', async () => {
    const { client } = await signIn(baseUrl, services, zaatar);
    const before = await snapshot();
    await expectRefused(await validate(client, { discountCode: 'MEZZE25' }), messages.specificItems, before);
    const hummus = item('ZH-HUMMUS');
    const withDip = await validate(client, {
      discountCode: 'MEZZE25',
      cart: [...bigBasket(), validLine(hummus, 2)],
    });
    expect(withDip.response.status).toBe(200);
    const dipTotal = withDip.data!.data.totals.itemsGrossAmount;
    expect(dipTotal).toBeGreaterThan(0);
    // 25% of the two hummus lines only, capped at AED 15.
    expect(withDip.data?.data.totals.discountAmount).toBe(
      Math.min(Math.round(hummus.price * 2 * 0.25), 1500),
    );
  });

  it('refuses a code for a service type it does not cover', async () => {
    const { client } = await signIn(baseUrl, services, zaatar);
    const before = await snapshot();
    // SAVE15 is for delivery and pickup; the basket is above its AED 80 minimum.
    await expectRefused(
      await validate(client, { discountCode: 'SAVE15', serviceType: 'DINE_IN' }),
      messages.service,
      before,
    );
    expect(
      (await validate(client, { discountCode: 'SAVE15', serviceType: 'DELIVERY' })).response.status,
    ).toBe(200);
  });

  it('refuses an ended code as expired, and a not yet started, an unknown and another brand’s code as not found', async () => {
    const base = (await discountRows()).find((row) => row.discountCode === 'SAVE15')!;
    await database.db.insert(discounts).values([
      {
        ...base,
        id: 'ffffffffffffffffff000001',
        discountCode: 'LASTWEEK10',
        startsAt: NOW_SECONDS - 30 * 86400,
        endsAt: NOW_SECONDS - 7 * 86400,
      },
      {
        ...base,
        id: 'ffffffffffffffffff000002',
        discountCode: 'NEXTYEAR10',
        startsAt: NOW_SECONDS + 365 * 86400,
        endsAt: NOW_SECONDS + 400 * 86400,
      },
    ]);
    services.catalogue.invalidate(zaatar);
    const { client } = await signIn(baseUrl, services, zaatar);
    const before = await snapshot();
    // RAMADAN26 is switched off and ended; KARAK… codes belong to another brand.
    const karakCode = (await database.db.select().from(discounts).where(eq(discounts.brandId, karak)))[0]!
      .discountCode;
    // An ended code says so (report D16); one not started yet reads as unknown until it starts.
    for (const code of ['LASTWEEK10', 'RAMADAN26']) {
      await expectRefused(await validate(client, { discountCode: code }), messages.expired, before);
    }
    for (const code of ['nextyear10', 'NOPE-NOPE', karakCode]) {
      await expectRefused(await validate(client, { discountCode: code }), messages.notFound, before);
    }
    // Named by id instead of by code: the same answer for the expired one.
    await expectRefused(
      await validate(client, { discountId: 'ffffffffffffffffff000001' }),
      messages.expired,
      before,
    );
    // Neither a code nor a known id.
    await expectRefused(
      await validate(client, { discountId: 'eeeeeeeeeeeeeeeeeeeeeeee' }),
      messages.workingCode,
      before,
    );
    await expectRefused(await validate(client, { discountCode: '   ' }), messages.workingCode, before);
  });

  it('counts per-customer use from real placed orders: the second WELCOME20 is refused until the first is cancelled', async () => {
    const customer = await signIn(baseUrl, services, zaatar);
    const first = await validate(customer.client, { discountCode: 'WELCOME20' });
    expect(first.response.status).toBe(200);

    const placed = await placePickup(customer.client, { discountCode: 'WELCOME20' });
    expect(placed.response.status).toBe(200);
    const order = placed.data!.data.savedOrder;
    expect(order.discountApplied?.discountCode).toBe('WELCOME20');

    const before = await snapshot();
    await expectRefused(
      await validate(customer.client, { discountCode: 'welcome20' }),
      messages.perCustomer,
      before,
    );
    // Placing a second order with it is refused too, and writes nothing.
    const second = await placePickup(customer.client, { discountCode: 'WELCOME20' });
    expect(second.response.status).toBe(400);
    expect(second.error?.message).toBe(messages.perCustomer);
    expect(await countOrders()).toBe(before.orders);

    // Another customer still has their own use.
    const other = await signIn(baseUrl, services, zaatar);
    expect((await validate(other.client, { discountCode: 'WELCOME20' })).response.status).toBe(200);

    // A cancelled order gives the use back.
    const cancelled = await anonymous.POST('/admin/update-order-status', {
      headers: { 'x-admin-key': ADMIN_KEY },
      body: { orderNumber: order.orderNumber, status: 'CANCELLED' },
    });
    expect(cancelled.response.status).toBe(200);
    expect((await validate(customer.client, { discountCode: 'WELCOME20' })).response.status).toBe(200);
  });

  it('tells a signed-in customer which listed codes they can still use: a welcome coupon only before their first order, a code until its uses are spent', async () => {
    const customer = await signIn(baseUrl, services, zaatar);
    const list = async (client: ApiClient, userId?: string) => {
      const { data } = await client.POST('/discounts/get-all-active-discounts-v2', {
        body: { brandId: zaatar, ...(userId && { userId }) },
      });
      expectMatchesDescription('getAllActiveDiscounts', 200, data);
      return new Map(data!.discount.discounts.map((discount) => [discount.discountCode, discount]));
    };
    const fresh = await list(customer.client, customer.user.userId);
    expect(fresh.get('WELCOME20')).toMatchObject({ usedByCustomer: 0, usableByCustomer: true });
    expect(fresh.get('SAVE15')).toMatchObject({ usedByCustomer: 0, usableByCustomer: true });

    // A first order without the welcome code: the welcome coupon is no longer theirs; SAVE15 (5 uses) still is.
    expect((await placePickup(customer.client, { discountCode: 'SAVE15' })).response.status).toBe(200);
    const after = await list(customer.client, customer.user.userId);
    expect(after.get('WELCOME20')).toMatchObject({ usedByCustomer: 0, usableByCustomer: false });
    expect(after.get('SAVE15')).toMatchObject({ usedByCustomer: 1, usableByCustomer: true });
    // ...and the server refuses it too, when checked and when ordering, writing nothing.
    const before = await snapshot();
    await expectRefused(
      await validate(customer.client, { discountCode: 'WELCOME20' }),
      orderMessages.firstOrderOnly.text,
      before,
    );
    const late = await placePickup(customer.client, { discountCode: 'WELCOME20' });
    expect(late.error?.message).toBe(orderMessages.firstOrderOnly.text);
    expect(await countOrders()).toBe(before.orders);

    // Nobody learns another customer's use: another user's id, or no session, answers the plain list.
    const stranger = await list(anonymous, customer.user.userId);
    expect(stranger.get('WELCOME20')).not.toHaveProperty('usableByCustomer');
    expect(stranger.get('WELCOME20')).not.toHaveProperty('usedByCustomer');
    const other = await signIn(baseUrl, services, zaatar);
    expect((await list(other.client, customer.user.userId)).get('SAVE15')).not.toHaveProperty(
      'usedByCustomer',
    );
    expect((await list(other.client, other.user.userId)).get('WELCOME20')).toMatchObject({
      usableByCustomer: true,
    });
  });

  it('lists a once-per-customer code as spent after its use, and as usable again once that order is cancelled', async () => {
    const customer = await signIn(baseUrl, services, karak);
    const list = async () => {
      const { data } = await customer.client.POST('/discounts/get-all-active-discounts-v2', {
        body: { brandId: zaatar, userId: customer.user.userId },
      });
      return data!.discount.discounts;
    };
    // Signed in with another brand: the session is not this brand's, so nothing personal is said.
    expect((await list()).every((discount) => discount.usableByCustomer === undefined)).toBe(true);

    const zaatarCustomer = await signIn(baseUrl, services, zaatar);
    const placed = await placePickup(zaatarCustomer.client, { discountCode: 'WELCOME20' });
    expect(placed.response.status).toBe(200);
    const welcome = async () =>
      (
        await zaatarCustomer.client.POST('/discounts/get-all-active-discounts-v2', {
          body: { brandId: zaatar, userId: zaatarCustomer.user.userId },
        })
      ).data!.discount.discounts.find((discount) => discount.discountCode === 'WELCOME20');
    expect(await welcome()).toMatchObject({ usedByCustomer: 1, usableByCustomer: false });
    await anonymous.POST('/admin/update-order-status', {
      headers: { 'x-admin-key': ADMIN_KEY },
      body: { orderNumber: placed.data!.data.savedOrder.orderNumber, status: 'CANCELLED' },
    });
    expect(await welcome()).toMatchObject({ usedByCustomer: 0, usableByCustomer: true });
  });

  it('never lets two concurrent orders use a once-per-customer code twice', async () => {
    const customer = await signIn(baseUrl, services, zaatar);
    const probe = await customer.client.POST('/order/place-order-v2', {
      body: {
        brandId: zaatar,
        storeId: jumeirah._id,
        serviceType: 'PICKUP',
        cart: bigBasket(),
        timing: { type: 'ASAP' },
        payment: { paymentType: 'CASH' },
        pickupVehicleInfo: 'White Patrol, plate 40211',
        discountCode: 'WELCOME20',
        expectedTotal: fils(1),
        idempotencyKey: 'probe-welcome',
      },
    });
    const total = (probe.error as { data: Schemas['Totals'] }).data.total;
    const body = (key: string) => ({
      brandId: zaatar,
      storeId: jumeirah._id,
      serviceType: 'PICKUP' as const,
      cart: bigBasket(),
      timing: { type: 'ASAP' as const },
      payment: { paymentType: 'CASH' as const },
      pickupVehicleInfo: 'White Patrol, plate 40211',
      discountCode: 'WELCOME20',
      expectedTotal: total,
      idempotencyKey: key,
    });
    // Eight orders at once, two of them retries of the same request (same idempotency key).
    const keys = [
      'race-key-0',
      'race-key-0',
      ...Array.from({ length: 6 }, (_, index) => `race-key-${index + 1}`),
    ];
    const answers = await Promise.all(
      keys.map((key) => customer.client.POST('/order/place-order-v2', { body: body(key) })),
    );
    const placed = answers.filter((answer) => answer.response.status === 200);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((answer) => answer.data?.data.savedOrder._id)).size).toBe(1);
    for (const refused of answers.filter((answer) => answer.response.status !== 200)) {
      expect(refused.response.status).toBe(400);
      expect(refused.error?.message).toBe(messages.perCustomer);
    }
    const welcome = (await discountRows()).find((row) => row.discountCode === 'WELCOME20')!;
    const [used] = await database.db
      .select({ value: count() })
      .from(orders)
      .where(and(eq(orders.userId, customer.user.userId), eq(orders.discountId, welcome.id)));
    expect(used?.value).toBe(1);
  });
});

describe('delivery-fee waiver in the priced totals', () => {
  it('names the waiver rule that applied as an object, as described', async () => {
    const { demoIds } = await import('../db/seed/demo-ids.js');
    const database = await openTestDatabase('pglite');
    const { app, services, baseUrl, anonymous } = await startTestApp(database, {
      clock: () => NOW,
      adminKey: ADMIN_KEY,
    });
    try {
      const zones = (
        await anonymous.POST('/delivery-method/get-brand-delivery-areas', { body: { brandId: zaatar } })
      ).data!.data as Schemas['DeliveryAreas'];
      const jumeirahArea = (zones.deliveryAreas as Schemas['AreaBasedCity'][])
        .flatMap((city) => city.cityAreas)
        .find((area) => area.areaInfo.areaNameEN === 'Jumeirah')!.areaInfo._id;
      const delivery = await anonymous.POST('/menus/get-delivery-store-menu-v2', {
        body: { brandId: zaatar, storeId: demoIds.stores.zaatarJumeirah, areaID: jumeirahArea },
      });
      const items = delivery.data!.data.storeMenu.categories.flatMap((category) =>
        category.items.map((e) => e.itemId),
      );
      const fatteh = items.find((entry) => entry.sku === 'ZH-FATTEH')!;
      const { client } = await signIn(baseUrl, services, zaatar);
      // 9 × AED 24 = AED 216, less WELCOME20 (capped at AED 25): above the outlet's AED 150 free-delivery threshold.
      const answer = await client.POST('/discounts/validate-discount-V2', {
        body: {
          brandId: zaatar,
          storeId: demoIds.stores.zaatarJumeirah,
          serviceType: 'DELIVERY',
          areaId: jumeirahArea,
          cart: [validLine(fatteh, 9)],
          discountCode: 'WELCOME20',
        } as never,
      });
      expect(answer.response.status).toBe(200);
      expectMatchesDescription('validateDiscount', 200, answer.data);
      expect(answer.data?.data.totals.deliveryChargesWaiverInfo).toMatchObject({
        isWaiver: true,
        WaiverInfo: { type: 'onOrderAmount', amount: fils(15000) },
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
