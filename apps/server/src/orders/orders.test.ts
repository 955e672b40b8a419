import type { ApiClient, Schemas } from '@storefront/api';
import { fils, type Fils } from '@storefront/core';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { feedbacks, orders, walletEntries } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { useTestApp } from '../testing/app.js';
import { loopbackAddress, postFrom } from '../testing/loopback.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { forged } from '../testing/forged.js';
import { signIn, validLine } from '../testing/customers.js';
import { engines } from '../testing/test-database.js';
import { orderMessages } from './handlers.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the open outlets are open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const zaatar = demoBrandIds.zaatarHouse;
const dates = demoBrandIds.datesAndCo;
const ADMIN_KEY = 'test-admin-key-0123456789';
const JUMEIRAH_POINT = { lat: 25.2048, lng: 55.2416 };

describe.each(engines)('orders and payments on %s', (engine) => {
  const test = useTestApp(engine, { clock: () => NOW, adminKey: ADMIN_KEY });
  let database: Database;
  let services: AppServices;
  let baseUrl: string;
  let origin: string;
  let anonymous: ApiClient;
  let store: Schemas['Store'];
  let closedStore: Schemas['Store'];
  let area: Schemas['AreaBasedCity']['cityAreas'][number];
  let menuItems: Schemas['Item'][];

  const countOrders = async () => (await database.db.select({ value: count() }).from(orders))[0]!.value;

  /** A customer with a saved Jumeirah address. */
  async function customerWithAddress(coordinates = JUMEIRAH_POINT) {
    const customer = await signIn(baseUrl, services, zaatar);
    const saved = await customer.client.POST('/user/add-user-address', {
      body: {
        brandId: zaatar,
        address: 'Villa 14, Street 2b, near Jumeirah Mosque',
        street: 'Jumeirah Beach Road',
        area: 'Jumeirah',
        city: 'Dubai',
        country: 'United Arab Emirates',
        addressType: 'Home',
        coordinates,
        deliveryMethodType: 'AREA_BASED',
        areaId: area.areaInfo._id,
        countryId: undefined,
        cityId: undefined,
      } as never,
    });
    if (!saved.data) throw new Error(`address refused: ${JSON.stringify(saved.error)}`);
    return { ...customer, addressId: saved.data.data.data.address._id };
  }

  /** Simple items (no required groups), sold and in stock at the store, priced above 0. */
  const simpleItems = () =>
    menuItems.filter(
      (item) =>
        item.price > 0 &&
        item.modifierGroups.every((group) => group.minimumAllowedSelection === 0) &&
        !item.unavailableStores.some((entry) => entry.storeId === store._id),
    );

  function deliveryOrder(
    addressId: string,
    cart: Schemas['CartLine'][],
    extra: Partial<Schemas['Cart'][number]> & Record<string, unknown> = {},
  ) {
    return {
      brandId: zaatar,
      storeId: store._id,
      serviceType: 'DELIVERY' as const,
      areaId: area.areaInfo._id,
      deliveryAddressId: addressId,
      cart,
      timing: { type: 'ASAP' as const },
      payment: { paymentType: 'CASH' as const },
      expectedTotal: fils(0),
      idempotencyKey: `key-${Math.random().toString(36).slice(2)}-${Date.now()}`,
      ...extra,
    };
  }

  /** Places an order with the server's own total (learnt from a PRICE_CHANGED answer). */
  async function placeAtServerPrice(client: ApiClient, body: ReturnType<typeof deliveryOrder>) {
    const probe = await client.POST('/order/place-order-v2', { body: { ...body, expectedTotal: fils(1) } });
    const totals = (probe.error as { data?: Schemas['Totals'] } | undefined)?.data;
    if (!totals) throw new Error(`expected PRICE_CHANGED, got ${JSON.stringify(probe.error ?? probe.data)}`);
    return client.POST('/order/place-order-v2', { body: { ...body, expectedTotal: totals.total } });
  }

  beforeAll(async () => {
    ({ database, services, origin, baseUrl, anonymous } = test);
    const stores = (await anonymous.POST('/store/get-stores-for-pickup', { body: { brandId: zaatar } })).data!
      .stores;
    store = stores.find((candidate) => candidate.baseLanguage.name.includes('Jumeirah'))!;
    closedStore = stores.find((candidate) => !candidate.isOpened)!;
    const areas = (
      await anonymous.POST('/delivery-method/get-brand-delivery-areas', { body: { brandId: zaatar } })
    ).data!.data.deliveryAreas as Schemas['AreaBasedCity'][];
    area = areas.flatMap((city) => city.cityAreas).find((entry) => entry.areaInfo.areaNameEN === 'Jumeirah')!;
    const menu = await anonymous.POST('/menus/get-delivery-store-menu-v2', {
      body: { brandId: zaatar, storeId: store._id, areaID: area.areaInfo._id },
    });
    menuItems = menu.data!.data.storeMenu.categories.flatMap((category) =>
      category.items.map((entry) => entry.itemId),
    );
  });

  describe('placing a delivery order paid cash', () => {
    it('refuses an address naming Jumeirah but pinned 270 km away, before any payment (report D08)', async () => {
      // The Abu Dhabi desert, where one tap on a zoomed-out map put the pin.
      const { client, addressId } = await customerWithAddress({ lat: 22.8, lng: 54.33 });
      const before = await countOrders();
      const cart = [validLine(simpleItems()[0]!, 2)];
      const refused = await client.POST('/order/place-order-v2', { body: deliveryOrder(addressId, cart) });
      expect(refused.response.status).toBe(400);
      expect(refused.error).toMatchObject({ message: orderMessages.doesNotDeliver.text });
      expect(await countOrders()).toBe(before);
      // Pinned in Jumeirah 2, a few streets from the area's centre: taken.
      const near = await customerWithAddress({ lat: 25.2105, lng: 55.247 });
      expect(
        (await placeAtServerPrice(near.client, deliveryOrder(near.addressId, cart))).response.status,
      ).toBe(200);
    });

    it('prices the order itself, refuses a tampered total, then places it once', async () => {
      const { client, addressId } = await customerWithAddress();
      const cart = [validLine(simpleItems()[0]!, 4), validLine(simpleItems()[1]!, 3)];
      const before = await countOrders();
      const tampered = await client.POST('/order/place-order-v2', {
        body: { ...deliveryOrder(addressId, cart), expectedTotal: fils(100) },
      });
      expect(tampered.response.status).toBe(400);
      expect(tampered.error?.error?.code).toBe('PRICE_CHANGED');
      expect(await countOrders()).toBe(before);

      const placed = await placeAtServerPrice(client, deliveryOrder(addressId, cart));
      expect(placed.response.status).toBe(200);
      expectMatchesDescription('placeOrder', 200, placed.data);
      const order = placed.data!.data.savedOrder;
      expect(order.orderStatus).toBe('PENDING');
      expect(order.orderNumber).toMatch(/^ZH-[0-9A-Z]{8}$/);
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row).toMatchObject({
        total: order.totalOrderPrice,
        deliveryFee: order.deliveryFee,
        taxAmount: order.totals.taxAmount,
      });
      expect(order.totals.total).toBe(
        order.totals.orderGrossAmount + order.totals.taxAmount + order.totals.tipAmount,
      );
      expect(order.totals.taxAmount).toBe(Math.round((order.totals.orderGrossAmount * 5) / 100));
    });

    it('answers a retry with the same idempotency key with the first order', async () => {
      const { client, addressId } = await customerWithAddress();
      const body = deliveryOrder(addressId, [validLine(simpleItems()[0]!, 5)]);
      const first = await placeAtServerPrice(client, body);
      const total = first.data!.data.savedOrder.totalOrderPrice;
      const before = await countOrders();
      const retry = await client.POST('/order/place-order-v2', { body: { ...body, expectedTotal: total } });
      expect(retry.data?.data.savedOrder._id).toBe(first.data?.data.savedOrder._id);
      expect(await countOrders()).toBe(before);
    });

    it('makes one order of two concurrent identical submissions', async () => {
      const { client, addressId } = await customerWithAddress();
      const body = deliveryOrder(addressId, [validLine(simpleItems()[2]!, 5)]);
      const probe = await client.POST('/order/place-order-v2', { body: { ...body, expectedTotal: fils(1) } });
      const total = (probe.error as { data: Schemas['Totals'] }).data.total;
      const before = await countOrders();
      const [a, b] = await Promise.all([
        client.POST('/order/place-order-v2', { body: { ...body, expectedTotal: total } }),
        client.POST('/order/place-order-v2', { body: { ...body, expectedTotal: total } }),
      ]);
      expect(a.data?.data.savedOrder._id).toBeDefined();
      expect(a.data?.data.savedOrder._id).toBe(b.data?.data.savedOrder._id);
      expect(await countOrders()).toBe(before + 1);
    });

    it('shows the missing amount for a basket below the area minimum, and writes nothing', async () => {
      const { client, addressId } = await customerWithAddress();
      const cheapest = [...simpleItems()].sort((x, y) => x.price - y.price)[0]!;
      const before = await countOrders();
      const answer = await client.POST('/order/place-order-v2', {
        body: deliveryOrder(addressId, [validLine(cheapest)]),
      });
      expect(answer.response.status).toBe(400);
      expect(answer.error?.message).toMatch(
        /^Add AED \d+\.\d\d more to reach the minimum order of AED \d+\.\d\d$/,
      );
      expect(await countOrders()).toBe(before);
    });

    it('refuses a discount code and loyalty together', async () => {
      const { client, addressId } = await customerWithAddress();
      const answer = await client.POST('/order/place-order-v2', {
        body: deliveryOrder(addressId, [validLine(simpleItems()[0]!, 4)], {
          discountCode: 'WELCOME20',
          useLoyalty: true,
        }),
      });
      expect(answer.response.status).toBe(400);
      expect(answer.error?.message).toBe(orderMessages.benefitsExclusive.text);
    });

    it('refuses an item price that differs from the menu, an unknown item and a missing required option', async () => {
      const { client, addressId } = await customerWithAddress();
      const item = simpleItems()[0]!;
      const cheaper = await client.POST('/order/place-order-v2', {
        body: deliveryOrder(addressId, [{ ...validLine(item, 5), price: fils(item.price - 100) }]),
      });
      expect(cheaper.error?.error?.code).toBe('PRICE_CHANGED');
      const unknown = await client.POST('/order/place-order-v2', {
        body: deliveryOrder(addressId, [{ ...validLine(item, 5), itemId: 'ffffffffffffffffffffffff' }]),
      });
      expect(unknown.response.status).toBe(400);
      const withRequired = menuItems.find((candidate) =>
        candidate.modifierGroups.some((group) => group.minimumAllowedSelection >= 1),
      )!;
      const missing = await client.POST('/order/place-order-v2', {
        body: deliveryOrder(addressId, [{ ...validLine(withRequired, 5), sections: [] }]),
      });
      expect(missing.response.status).toBe(400);
      expect(missing.error?.message).toMatch(
        /^Please select at least \d+ sides? from the .+ section to proceed$/,
      );
    });

    it('refuses an address of another customer', async () => {
      const stranger = await customerWithAddress();
      const { client } = await customerWithAddress();
      const answer = await client.POST('/order/place-order-v2', {
        body: deliveryOrder(stranger.addressId, [validLine(simpleItems()[0]!, 5)]),
      });
      expect(answer.response.status).toBe(400);
      expect(answer.error?.message).toBe('Please choose an address.');
    });

    it('needs a signed-in customer', async () => {
      const answer = await anonymous.POST('/order/place-order-v2', {
        body: deliveryOrder('ffffffffffffffffffffffff', []) as never,
      });
      expect([400, 401]).toContain(answer.response.status);
    });
  });

  describe('automatic discounts', () => {
    it('applies the best automatic discount by itself, and none when loyalty is used instead', async () => {
      const { client } = await signIn(baseUrl, services, zaatar);
      const foul = menuItems.find((item) => item.sku === 'ZH-FOUL')!;
      const body = {
        brandId: zaatar,
        storeId: store._id,
        serviceType: 'PICKUP' as const,
        cart: [validLine(foul, 2)],
        timing: { type: 'ASAP' as const },
        payment: { paymentType: 'CASH' as const },
        pickupVehicleInfo: 'White Land Cruiser, plate 18692',
        expectedTotal: fils(1),
        idempotencyKey: `auto-${Date.now()}`,
      };
      const probe = await client.POST('/order/place-order-v2', { body });
      const totals = (probe.error as { data: Schemas['Totals'] }).data;
      expect(totals.discountAmount).toBe(500);
      const placed = await client.POST('/order/place-order-v2', {
        body: { ...body, expectedTotal: totals.total },
      });
      expect(placed.data?.data.savedOrder.discountApplied?.discountCode).toBe('BREAKFAST5');
    });

    it('asks for the vehicle details a pickup store requires', async () => {
      const { client } = await signIn(baseUrl, services, zaatar);
      const answer = await client.POST('/order/place-order-v2', {
        body: {
          brandId: zaatar,
          storeId: store._id,
          serviceType: 'PICKUP',
          cart: [validLine(simpleItems()[0]!, 3)],
          timing: { type: 'ASAP' },
          payment: { paymentType: 'CASH' },
          pickupVehicleInfo: ' x ',
          expectedTotal: fils(1),
          idempotencyKey: `vehicle-${Date.now()}`,
        },
      });
      expect(answer.error?.message).toBe('Please enter your vehicle information');
    });
  });

  describe('timing', () => {
    it('refuses ASAP at a closed outlet and schedules a pre-order for one of its slots', async () => {
      const { client } = await signIn(baseUrl, services, zaatar);
      const item = simpleItems()[0]!;
      const body = {
        brandId: zaatar,
        storeId: closedStore._id,
        serviceType: 'PICKUP' as const,
        cart: [validLine(item, 2)],
        timing: { type: 'ASAP' as const },
        payment: { paymentType: 'CASH' as const },
        expectedTotal: fils(1),
        idempotencyKey: `closed-${Date.now()}`,
      };
      const asap = await client.POST('/order/place-order-v2', { body });
      expect(asap.error).toMatchObject({
        message: orderMessages.storeClosed.text,
        error: { code: 'STORE_CLOSED' },
      });
      const slot = closedStore.availablePreOrderSlotsForPickup[0]!;
      const timing = {
        type: 'PREORDER' as const,
        preOrderSlot: { day: slot.day, start: slot.slots[0]!.start },
      };
      const probe = await client.POST('/order/place-order-v2', { body: { ...body, timing } });
      const total = (probe.error as { data: Schemas['Totals'] }).data.total;
      const placed = await client.POST('/order/place-order-v2', {
        body: { ...body, timing, expectedTotal: total },
      });
      expect(placed.data?.data.savedOrder).toMatchObject({
        orderStatus: 'SCHEDULED',
        isPreOrder: true,
        preOrderDay: slot.day,
      });
      // Tracking shows the slot, so the estimate can count from its start.
      const tracked = await client.GET('/order/get-order-tracking-info/{orderId}', {
        params: { path: { orderId: placed.data!.data.savedOrder.orderNumber } },
      });
      expectMatchesDescription('getOrderTrackingInfo', 200, tracked.data);
      expect(tracked.data?.orders).toMatchObject({
        orderStatus: 'SCHEDULED',
        preOrderSlot: slot.slots[0],
      });
      const noSuchSlot = await client.POST('/order/place-order-v2', {
        body: {
          ...body,
          timing: { type: 'PREORDER', preOrderSlot: { day: slot.day, start: '03:17' } },
          idempotencyKey: `x-${Date.now()}`,
        },
      });
      expect(noSuchSlot.error?.message).toBe(orderMessages.chooseSlot.text);
    });
  });

  describe('card payments through the sandbox gateway', () => {
    async function pricedCardOrder() {
      const customer = await customerWithAddress();
      const body = deliveryOrder(customer.addressId, [validLine(simpleItems()[0]!, 4)], {
        payment: { paymentType: 'CREDIT_CARD' },
      });
      const probe = await customer.client.POST('/order/place-order-v2', {
        body: {
          ...body,
          payment: {
            paymentType: 'CREDIT_CARD',
            transactionInfo: { gateway: 'intent', reference: 'pi_none' },
          },
          expectedTotal: fils(1),
        },
      });
      const total = (probe.error as { data: Schemas['Totals'] }).data.total;
      return { ...customer, body: { ...body, expectedTotal: total }, total };
    }

    async function intentPaidWith(client: ApiClient, amount: Fils, number: string) {
      const created = await client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
        body: {
          idempotencyKey: crypto.randomUUID(),
          brandId: zaatar,
          amount,
          storeId: store._id,
          currency: 'aed',
          paymentMethod: 'CARD',
        },
      });
      expectMatchesDescription('createPaymentIntent', 200, created.data);
      const intent = created.data!.gatewayData.data;
      const confirm = await fetch(`${origin}/sandbox/intent/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientSecret: intent.client_secret,
          card: { number, expMonth: 12, expYear: 2030, cvc: '123' },
          returnUrl: `${origin}/zaatar-house/store/checkout?payment=success`,
        }),
      });
      return {
        id: intent.id,
        confirmed: (await confirm.json()) as { status: string; nextActionUrl?: string },
      };
    }

    it('places an order paid by 4242 4242 4242 4242 only after the server verified it, once', async () => {
      const { client, body, total } = await pricedCardOrder();
      const { id, confirmed } = await intentPaidWith(client, total, '4242424242424242');
      expect(confirmed.status).toBe('succeeded');
      const verified = await client.POST('/orders-checkout-payment/stripe/verify-payment-intent', {
        body: { brandId: zaatar, paymentIntentId: id },
      });
      expect(verified.data?.gatewayData.isVerified).toBe(true);
      const payment = {
        paymentType: 'CREDIT_CARD' as const,
        transactionInfo: { gateway: 'intent' as const, reference: id },
      };
      const placed = await client.POST('/order/place-order-v2', { body: { ...body, payment } });
      expect(placed.data?.data.savedOrder).toMatchObject({ isPaid: true, paymentType: 'CREDIT_CARD' });
      const before = await countOrders();
      const again = await client.POST('/order/place-order-v2', {
        body: { ...body, payment, idempotencyKey: 'another-key-123' },
      });
      expect(again.data?.data.savedOrder._id).toBe(placed.data?.data.savedOrder._id);
      expect(await countOrders()).toBe(before);
    });

    it('places no order for the declined card 4000 0000 0000 0002', async () => {
      const { client, body, total } = await pricedCardOrder();
      const { id, confirmed } = await intentPaidWith(client, total, '4000000000000002');
      expect(confirmed.status).toBe('requires_payment_method');
      const before = await countOrders();
      const refused = await client.POST('/order/place-order-v2', {
        body: {
          ...body,
          payment: { paymentType: 'CREDIT_CARD', transactionInfo: { gateway: 'intent', reference: id } },
        },
      });
      expect(refused.error).toMatchObject({
        message: orderMessages.paymentFailed.text,
        error: { code: 'PAYMENT_FAILED' },
      });
      expect(await countOrders()).toBe(before);
    });

    it('places an order paid with a Google Pay token (WALLET intent); the token tok_declined places none', async () => {
      for (const token of ['tok_declined', '{"signature":"MEUCIQ-orders","protocolVersion":"ECv2"}']) {
        const { client, body, total } = await pricedCardOrder();
        const created = await client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
          body: {
            idempotencyKey: crypto.randomUUID(),
            brandId: zaatar,
            amount: total,
            storeId: store._id,
            currency: 'aed',
            paymentMethod: 'WALLET',
          },
        });
        expectMatchesDescription('createPaymentIntent', 200, created.data);
        const intent = created.data!.gatewayData.data;
        const confirm = await fetch(new URL(intent.confirmUrl!, origin), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ clientSecret: intent.client_secret, wallet: { type: 'googlePay', token } }),
        });
        const confirmed = (await confirm.json()) as { status: string };
        const before = await countOrders();
        const answer = await client.POST('/order/place-order-v2', {
          body: {
            ...body,
            payment: {
              paymentType: 'CREDIT_CARD',
              transactionInfo: { gateway: 'intent', reference: intent.id },
            },
          },
        });
        if (token === 'tok_declined') {
          expect(confirmed.status).toBe('requires_payment_method');
          expect(answer.error?.error?.code).toBe('PAYMENT_FAILED');
          expect(await countOrders()).toBe(before);
        } else {
          expect(confirmed.status).toBe('succeeded');
          expect(answer.data?.data.savedOrder).toMatchObject({ isPaid: true, paymentType: 'CREDIT_CARD' });
          expect(answer.data?.data.savedOrder.totalOrderPrice).toBe(total);
          expect(await countOrders()).toBe(before + 1);
        }
      }
    });

    it('asks 3-D Secure for 4000 0027 6000 3184: approved places the order, denied does not', async () => {
      for (const decision of ['deny', 'approve'] as const) {
        const { client, body, total } = await pricedCardOrder();
        const { id, confirmed } = await intentPaidWith(client, total, '4000002760003184');
        expect(confirmed.status).toBe('requires_action');
        const page = await fetch(new URL(confirmed.nextActionUrl!, origin));
        expect(await page.text()).toContain('AED');
        const decided = await fetch(new URL(confirmed.nextActionUrl!, origin), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `decision=${decision}`,
          redirect: 'manual',
        });
        expect(decided.status).toBe(303);
        const answer = await client.POST('/order/place-order-v2', {
          body: {
            ...body,
            payment: { paymentType: 'CREDIT_CARD', transactionInfo: { gateway: 'intent', reference: id } },
          },
        });
        if (decision === 'approve') expect(answer.data?.data.savedOrder.isPaid).toBe(true);
        else expect(answer.error?.error?.code).toBe('PAYMENT_FAILED');
      }
    });

    it('refuses a payment for a different amount than the order', async () => {
      const { client, body, total } = await pricedCardOrder();
      const { id } = await intentPaidWith(client, fils(total - 100), '4242424242424242');
      const refused = await client.POST('/order/place-order-v2', {
        body: {
          ...body,
          payment: { paymentType: 'CREDIT_CARD', transactionInfo: { gateway: 'intent', reference: id } },
        },
      });
      expect(refused.error?.error?.code).toBe('PAYMENT_FAILED');
    });

    it('pays through the frames flow with a tokenised card', async () => {
      const { client, body, total } = await pricedCardOrder();
      const token = (await (
        await fetch(`${origin}/sandbox/frames/tokens`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '100' }),
        })
      ).json()) as { token: string };
      const initiated = await client.POST(
        '/orders-checkout-payment/checkout-dot-com/initiate-frames-payment-request',
        {
          body: {
            idempotencyKey: crypto.randomUUID(),
            brandId: zaatar,
            token: token.token,
            currency: 'AED',
            amount: total,
            storeId: store._id,
            successUrl: `${origin}/zaatar-house/store/checkout?payment=success`,
            failureUrl: `${origin}/zaatar-house/store/checkout?payment=failure`,
          },
        },
      );
      expectMatchesDescription('initiateFramesPayment', 200, initiated.data);
      const paymentId = initiated.data!.gatewayData.axiosResData.framesResponse.id;
      const verified = await client.POST(
        '/orders-checkout-payment/checkout-dot-com/verify-payment-request/{reference}',
        {
          params: { path: { reference: paymentId } },
          body: { brandId: zaatar },
        },
      );
      expect(verified.data?.gatewayData.isVerified).toBe(true);
      const placed = await client.POST('/order/place-order-v2', {
        body: {
          ...body,
          payment: {
            paymentType: 'CREDIT_CARD',
            transactionInfo: { gateway: 'frames', reference: paymentId },
          },
        },
      });
      expect(placed.data?.data.savedOrder.isPaid).toBe(true);
    });

    it('refuses a return address on another site', async () => {
      const { client, total } = await pricedCardOrder();
      const answer = await client.POST(
        '/orders-checkout-payment/checkout-dot-com/initiate-frames-payment-request',
        {
          body: {
            idempotencyKey: crypto.randomUUID(),
            brandId: zaatar,
            token: 'tok_x',
            currency: 'AED',
            amount: total,
            storeId: store._id,
            successUrl: 'https://evil.example/steal',
            failureUrl: `${origin}/zaatar-house/store/checkout?payment=failure`,
          },
        },
      );
      expect(answer.response.status).toBe(400);
    });

    it('places a Dates & Co delivery order paid on the hosted payment page', async () => {
      const { client } = await signIn(baseUrl, services, dates);
      const zones = (
        await anonymous.POST('/delivery-method/get-brand-delivery-areas', { body: { brandId: dates } })
      ).data!.data;
      const dubai = (zones.deliveryAreas as Schemas['CityBasedEntry'][]).find(
        (city) => city.cityNameEN === 'Dubai',
      )!;
      const stores = await anonymous.POST('/store/getStoresByDeliveryArea', {
        body: { brandId: dates, areaId: dubai.cityID },
      });
      const datesStore = stores.data!.data[0]!;
      const menu = await anonymous.POST('/menus/get-delivery-store-menu-v2', {
        body: { brandId: dates, storeId: datesStore._id, areaID: dubai.cityID },
      });
      const box = menu
        .data!.data.storeMenu.categories.flatMap((category) => category.items.map((entry) => entry.itemId))
        .find((item) => item.sku === 'DC-MAJLIS-BOX')!;
      const saved = await client.POST('/user/add-user-address', {
        body: {
          brandId: dates,
          address: 'Villa 7, Street 12, Al Safa 2',
          street: 'Al Wasl Road',
          area: 'Al Safa',
          city: 'Dubai',
          country: 'United Arab Emirates',
          addressType: 'Home',
          coordinates: { lat: 25.1723, lng: 55.2266 },
          deliveryMethodType: 'CITY_BASED',
          cityId: dubai.cityID,
        },
      });
      expect(saved.response.status).toBe(200);
      const body = {
        brandId: dates,
        storeId: datesStore._id,
        serviceType: 'DELIVERY' as const,
        areaId: dubai.cityID,
        deliveryAddressId: saved.data!.data.data.address._id,
        cart: [validLine(box, 1)],
        timing: { type: 'ASAP' as const },
        payment: {
          paymentType: 'CREDIT_CARD' as const,
          transactionInfo: { gateway: 'hosted' as const, reference: 'none' },
        },
        expectedTotal: fils(1),
        idempotencyKey: `hosted-${Date.now()}`,
      };
      const total = (
        (await client.POST('/order/place-order-v2', { body })).error as { data: Schemas['Totals'] }
      ).data.total;
      const page = await client.POST('/ordersCheckoutPayment/getHostedPaymentPage', {
        body: {
          idempotencyKey: crypto.randomUUID(),
          brandId: dates,
          hosted: {
            amountPaid: total,
            storeId: datesStore._id,
            successRedirectUrl: `${origin}/dates-and-co/order/checkout?payment=success`,
            failureRedirectUrl: `${origin}/dates-and-co/order/checkout?payment=failure`,
          },
        },
      });
      expectMatchesDescription('getHostedPaymentPage', 200, page.data);
      const { paymentURL, transactionInfo } = page.data!.data;
      const form = await fetch(new URL(paymentURL, origin));
      expect(await form.text()).toContain(`AED ${(total / 100).toFixed(2)}`);
      const submitted = await fetch(new URL(paymentURL, origin), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'number=4242424242424242&expMonth=12&expYear=2030&cvc=123',
        redirect: 'manual',
      });
      expect(submitted.headers.get('location')).toContain('payment=success');
      const verified = await client.POST('/ordersCheckoutPayment/verifyPayment', {
        body: { brandId: dates, storeId: datesStore._id, reference: transactionInfo.reference },
      });
      expect(verified.data?.data.isVerified).toBe(true);
      const placed = await client.POST('/order/place-order-v2', {
        body: {
          ...body,
          expectedTotal: total,
          payment: {
            paymentType: 'CREDIT_CARD',
            transactionInfo: { gateway: 'hosted', reference: transactionInfo.reference },
          },
        },
      });
      expect(placed.data?.data.savedOrder).toMatchObject({
        isPaid: true,
        totalOrderPrice: total,
        serviceType: 'DELIVERY',
      });
    });
  });

  describe('after the order', () => {
    it("keeps each customer's orders, addresses and wallet to themselves", async () => {
      const owner = await customerWithAddress();
      const placed = await placeAtServerPrice(
        owner.client,
        deliveryOrder(owner.addressId, [validLine(simpleItems()[0]!, 5)]),
      );
      const orderId = placed.data!.data.savedOrder._id;
      const other = await signIn(baseUrl, services, zaatar);
      const read = await other.client.POST('/order/get-order-info/{id}', {
        params: { path: { id: orderId } },
        body: { brandId: zaatar },
      });
      expect(read.response.status).toBe(404);
      const list = await other.client.GET('/order/getCustomerOrders', {
        params: { query: { brandId: zaatar } },
      });
      expect(list.data?.data.map((order) => order._id)).not.toContain(orderId);
      const removeAddress = await other.client.POST('/user/remove-user-address', {
        body: { brandId: zaatar, userAddressId: owner.addressId },
      });
      expect(removeAddress.response.status).toBe(404);
      const addresses = await other.client.GET('/user/get-user-addresses-v2', {
        params: { query: { brandId: zaatar } },
      });
      expect(addresses.data?.data.fetchedUser.userAddress).toEqual([]);
      const wallet = await other.client.POST('/wallet/get-user-wallet', {
        body: { brandId: zaatar, userId: owner.user.userId },
      });
      expect(wallet.response.status).toBe(403);
      const own = await owner.client.POST('/order/get-order-info/{id}', {
        params: { path: { id: orderId } },
        body: { brandId: zaatar },
      });
      expectMatchesDescription('getOrderInfo', 200, own.data);
    });

    it('pages a history of a thousand orders, newest first, without overlap or gap', async () => {
      const owner = await customerWithAddress();
      const placed = await placeAtServerPrice(
        owner.client,
        deliveryOrder(owner.addressId, [validLine(simpleItems()[0]!, 2)]),
      );
      const [row] = await database.db
        .select()
        .from(orders)
        .where(eq(orders.id, placed.data!.data.savedOrder._id));
      // 1,000 older orders, three to a second, so pages must order ties too.
      const older = Array.from({ length: 1000 }, (_, index) => ({
        ...row!,
        id: `feed${index.toString(16).padStart(20, '0')}`,
        orderNumber: `ZH-HIST${String(index).padStart(5, '0')}`,
        idempotencyKey: `history-${index}`,
        placedAt: row!.placedAt - 60 - Math.floor(index / 3),
      }));
      for (let start = 0; start < older.length; start += 250) {
        await database.db.insert(orders).values(older.slice(start, start + 250));
      }
      const pageOf = (query: { limit?: number; cursor?: string }) =>
        owner.client.GET('/order/getCustomerOrders', { params: { query: { brandId: zaatar, ...query } } });

      const first = await pageOf({});
      expectMatchesDescription('getCustomerOrders', 200, first.data);
      expect(first.data?.data).toHaveLength(20);
      expect(first.data?.data[0]?._id).toBe(row!.id);
      expect(first.data?.hasMore).toBe(true);
      expect(first.data?.nextCursor).toEqual(expect.any(String));

      const seen: { id: string; placed: number }[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await pageOf({ limit: 100, ...(cursor && { cursor }) });
        expect(page.response.status).toBe(200);
        expect(page.data!.data.length).toBeLessThanOrEqual(100);
        seen.push(...page.data!.data.map((order) => ({ id: order._id, placed: order.orderPlacedTime })));
        expect(page.data!.hasMore).toBe(page.data!.nextCursor !== null);
        cursor = page.data!.nextCursor ?? undefined;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(11);
      expect(seen).toHaveLength(1001);
      expect(new Set(seen.map((order) => order.id)).size).toBe(1001);
      expect(seen.map((order) => order.placed)).toEqual(
        seen.map((order) => order.placed).sort((a, b) => b - a),
      );

      const tooMany = await pageOf({ limit: 101 });
      expect(tooMany.response.status).toBe(400);
      const badCursor = await pageOf({ cursor: 'not a cursor' });
      expect(badCursor.response.status).toBe(400);
    });

    it('moves an order PENDING > PREPARING > ON_THE_WAY > COMPLETE, tracks it, credits cashback once, and takes feedback once', async () => {
      const owner = await customerWithAddress();
      const placed = await placeAtServerPrice(
        owner.client,
        deliveryOrder(owner.addressId, [validLine(simpleItems()[0]!, 8)]),
      );
      const order = placed.data!.data.savedOrder;
      const move = (status: Schemas['OrderStatus'], key = ADMIN_KEY) =>
        anonymous.POST('/admin/update-order-status', {
          headers: { 'x-admin-key': key },
          body: { orderNumber: order.orderNumber, status },
        });
      const wrongKey = await move('PREPARING', 'wrong-key');
      expect(wrongKey.response.status).toBe(401);
      expect((await move('COMPLETE')).response.status).toBe(409);
      const early = await owner.client.POST('/feedbacks/create', {
        body: { brandId: zaatar, orderId: order._id, rating: 5 },
      });
      expect(early.response.status).toBe(400);
      for (const status of ['PREPARING', 'ON_THE_WAY', 'COMPLETE'] as const) {
        expect((await move(status)).response.status).toBe(200);
        const tracked = await anonymous.GET('/order/get-order-tracking-info/{orderId}', {
          params: { path: { orderId: order.orderNumber } },
        });
        expectMatchesDescription('getOrderTrackingInfo', 200, tracked.data);
        expect(tracked.data?.orders.orderStatus).toBe(status);
        expect(tracked.data?.orders.preOrderSlot).toBeNull();
        expect(JSON.stringify(tracked.data)).not.toContain(order.userInfo.phoneNumber);
      }
      const wallet = await owner.client.POST('/wallet/get-user-wallet', {
        body: { brandId: zaatar, userId: owner.user.userId },
      });
      expect(wallet.data?.data.balance).toBe(order.loyaltyApplied.cashBackAmount);
      expect(order.loyaltyApplied.cashBackAmount).toBeGreaterThan(0);
      const feedback = await owner.client.POST('/feedbacks/create', {
        body: { brandId: zaatar, orderId: order._id, rating: 5, comment: 'Hot and quick' },
      });
      expectMatchesDescription('createFeedback', 200, feedback.data);
      const twice = await owner.client.POST('/feedbacks/create', {
        body: { brandId: zaatar, orderId: order._id, rating: 1 },
      });
      expect(twice.response.status).toBe(409);
      const cashbacks = await database.db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.orderId, order._id));
      expect(cashbacks.filter((entry) => entry.kind === 'cashback')).toHaveLength(1);
    });

    it('takes a rating through the tracking link without sign-in, once, for that order only', async () => {
      const owner = await customerWithAddress();
      const placed = await placeAtServerPrice(
        owner.client,
        deliveryOrder(owner.addressId, [validLine(simpleItems()[0]!, 2)]),
      );
      const order = placed.data!.data.savedOrder;
      const tracked = async () =>
        (
          await anonymous.GET('/order/get-order-tracking-info/{orderId}', {
            params: { path: { orderId: order.orderNumber } },
          })
        ).data!.orders;
      // Not delivered yet: no rating link.
      expect((await tracked()).feedbackToken).toBeUndefined();
      for (const status of ['PREPARING', 'ON_THE_WAY', 'COMPLETE'] as const)
        await anonymous.POST('/admin/update-order-status', {
          headers: { 'x-admin-key': ADMIN_KEY },
          body: { orderNumber: order.orderNumber, status },
        });
      const token = (await tracked()).feedbackToken!;
      expect(token).toMatch(/^f1\./);
      const rate = (body: { token?: string; orderId?: string; brandId?: string }) =>
        anonymous.POST('/feedbacks/create', {
          body: { brandId: zaatar, orderId: order._id, rating: 4, ...body },
        });

      // Neither a session nor a link: 401; a link altered or of nothing: 401; nothing was written.
      expect((await rate({})).response.status).toBe(401);
      expect((await rate({ token: forged(token) })).response.status).toBe(401);
      expect((await rate({ token: 'f1.e30.AAAA' })).response.status).toBe(401);
      // The link names this order alone, of this brand alone.
      const other = await customerWithAddress();
      const elsewhere = await placeAtServerPrice(
        other.client,
        deliveryOrder(other.addressId, [validLine(simpleItems()[0]!, 2)]),
      );
      expect((await rate({ token, orderId: elsewhere.data!.data.savedOrder._id })).response.status).toBe(404);
      expect((await rate({ token, brandId: demoBrandIds.datesAndCo })).response.status).toBe(404);
      // Another customer, signed in, without the link: not theirs.
      const notTheirs = await other.client.POST('/feedbacks/create', {
        body: { brandId: zaatar, orderId: order._id, rating: 1 },
      });
      expect(notTheirs.response.status).toBe(404);
      expect((await tracked()).rated).toBe(false);

      // Fifty ratings at once through the link, from several addresses: exactly one is taken.
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          postFrom(loopbackAddress(n), `${baseUrl}/feedbacks/create`, {
            brandId: zaatar,
            orderId: order._id,
            rating: 1 + (n % 5),
            token,
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
      const after = await tracked();
      expect(after.rated).toBe(true);
      expect(after.feedbackToken).toBeUndefined();
      // It is the order's customer's rating, whoever held the link.
      const [row] = await database.db.select().from(feedbacks).where(eq(feedbacks.orderId, order._id));
      expect(row?.userId).toBe(owner.user.userId);
    });

    it('redeems loyalty credits and lowers the wallet by exactly that amount', async () => {
      const owner = await customerWithAddress();
      const first = await placeAtServerPrice(
        owner.client,
        deliveryOrder(owner.addressId, [validLine(simpleItems()[0]!, 10)]),
      );
      for (const status of ['PREPARING', 'ON_THE_WAY', 'COMPLETE'] as const) {
        await anonymous.POST('/admin/update-order-status', {
          headers: { 'x-admin-key': ADMIN_KEY },
          body: { orderNumber: first.data!.data.savedOrder.orderNumber, status },
        });
      }
      const balance = async () =>
        (
          await owner.client.POST('/wallet/get-user-wallet', {
            body: { brandId: zaatar, userId: owner.user.userId },
          })
        ).data!.data.balance;
      const before = await balance();
      expect(before).toBeGreaterThan(0);
      const second = await placeAtServerPrice(
        owner.client,
        deliveryOrder(owner.addressId, [validLine(simpleItems()[1]!, 6)], { useLoyalty: true }),
      );
      const redeemed = second.data!.data.savedOrder.loyaltyApplied.redeemAmount;
      expect(redeemed).toBeGreaterThan(0);
      expect(await balance()).toBe(before - redeemed);
    });
  });

  describe('discount validation', () => {
    it('checks a code against the basket and answers the totals with it', async () => {
      const { client } = await signIn(baseUrl, services, zaatar);
      const cart = [validLine(simpleItems()[0]!, 5)];
      const valid = await client.POST('/discounts/validate-discount-V2', {
        body: {
          brandId: zaatar,
          storeId: store._id,
          serviceType: 'DELIVERY',
          discountCode: '  welcome20 ',
          cart,
        },
      });
      expectMatchesDescription('validateDiscount', 200, valid.data);
      expect(valid.data?.data.totals.discountAmount).toBeGreaterThan(0);
      const unknown = await client.POST('/discounts/validate-discount-V2', {
        body: { brandId: zaatar, storeId: store._id, serviceType: 'DELIVERY', discountCode: 'NOPE', cart },
      });
      expect(unknown.error?.message).toBe("Sorry, We didn't find any coupon with provided code");
    });
  });

  describe('payment links', () => {
    it('pays a Stripe link once: NOT_VERIFIED becomes VERIFIED exactly once', async () => {
      const info = await anonymous.POST('/payment-links/get-payment-link-info-by-cart-id', {
        body: { brandId: zaatar, cartId: 'PL-ZH-24002' },
      });
      expectMatchesDescription('getPaymentLinkInfo', 200, info.data);
      expect(info.data?.data.paymentStatus).toBe('NOT_VERIFIED');
      const created = await anonymous.POST('/payment-links/stripe/create-payment-intent', {
        body: { brandId: zaatar, cartId: 'PL-ZH-24002' },
      });
      const { id, client_secret } = created.data!.fetchedLink.transactionDetail;
      await fetch(`${origin}/sandbox/intent/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientSecret: client_secret,
          card: { number: '4242424242424242', expMonth: 1, expYear: 2031, cvc: '321' },
        }),
      });
      const verified = await anonymous.POST('/payment-links/stripe/verify-payment-intent', {
        body: { brandId: zaatar, cartId: 'PL-ZH-24002', paymentIntentId: id },
      });
      expect(verified.data?.data.paymentStatus).toBe('VERIFIED');
      const receipt = verified.data?.data.receipt;
      const again = await anonymous.POST('/payment-links/stripe/verify-payment-intent', {
        body: { brandId: zaatar, cartId: 'PL-ZH-24002', paymentIntentId: id },
      });
      expect(again.data?.data.receipt).toEqual(receipt);
      const payAgain = await anonymous.POST('/payment-links/stripe/create-payment-intent', {
        body: { brandId: zaatar, cartId: 'PL-ZH-24002' },
      });
      expect(payAgain.response.status).toBe(409);
    });

    it('pays a Checkout.com link through 3-D Secure and verifies it once', async () => {
      const token = (await (
        await fetch(`${origin}/sandbox/frames/tokens`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ number: '4000002760003184', expMonth: 12, expYear: 2030, cvc: '100' }),
        })
      ).json()) as { token: string };
      const initiated = await anonymous.POST('/payment-links/checkout-dot-com/initiate', {
        body: {
          brandId: zaatar,
          cartId: 'PL-ZH-24001',
          token: token.token,
          successUrl: `${origin}/zaatar-house/payment-link/PL-ZH-24001?paymentStatus=success`,
          failureUrl: `${origin}/zaatar-house/payment-link/PL-ZH-24001?paymentStatus=failure`,
        },
      });
      expectMatchesDescription('initiatePaymentLinkFrames', 200, initiated.data);
      const { three_d_secure_redirection_required, transactionDetail } = initiated.data!.gatewayData;
      expect(three_d_secure_redirection_required).toBe(true);
      const approved = await fetch(new URL(transactionDetail.redirectLink!, origin), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=approve',
        redirect: 'manual',
      });
      const back = new URL(approved.headers.get('location')!, origin);
      expect(back.searchParams.get('paymentStatus')).toBe('success');
      const sessionId = back.searchParams.get('cko-session-id')!;
      const verified = await anonymous.POST('/payment-links/checkout-dot-com/verify', {
        body: { brandId: zaatar, cartId: 'PL-ZH-24001', paymentId: sessionId },
      });
      expectMatchesDescription('verifyPaymentLinkFrames', 200, verified.data);
      expect(verified.data?.data.paymentStatus).toBe('VERIFIED');
    });

    it("answers the spec's texts for a wrong cart id and a wrong brand", async () => {
      const missing = await anonymous.POST('/payment-links/get-payment-link-info-by-cart-id', {
        body: { brandId: zaatar, cartId: 'PL-NOPE-1' },
      });
      expect(missing.error?.message).toBe('Invalid cart Id');
      const wrongBrand = await anonymous.POST('/payment-links/get-payment-link-info-by-cart-id', {
        body: { brandId: dates, cartId: 'PL-ZH-24001' },
      });
      expect(wrongBrand.error?.message).toBe('brandId or cartId is not valid, please try again');
    });
  });
});
