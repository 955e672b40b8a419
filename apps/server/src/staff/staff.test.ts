import { createApiClient, type ApiClient } from '@storefront/api';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import { OTP_MAX_SENDS_PER_IP_PER_HOUR } from '../auth/otp.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { demoIds } from '../db/seed/demo-ids.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { openEventStream, placePickupOrder } from '../testing/orders.js';
import { engines } from '../testing/test-database.js';
import { demoStaff } from './demo-staff.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the open outlets are open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const zaatar = demoBrandIds.zaatarHouse;
const [jumeirahStaff, zaatarManager, datesManager] = demoStaff;

describe('staff passwords', () => {
  it('hashes with a fresh salt each time and checks only the right password', async () => {
    const one = await hashPassword('open sesame');
    const two = await hashPassword('open sesame');
    expect(one).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(one).not.toBe(two);
    expect(await verifyPassword('open sesame', one)).toBe(true);
    expect(await verifyPassword('open sesame!', one)).toBe(false);
    expect(await verifyPassword('open sesame', 'plain')).toBe(false);
  });
});

describe.each(engines)('staff accounts and the order board on %s', (engine) => {
  const test = useTestApp(engine, { clock: () => NOW, otpSendsPerIpPerHour: OTP_MAX_SENDS_PER_IP_PER_HOUR });
  let services: AppServices;
  let baseUrl: string;

  beforeAll(() => {
    ({ services, baseUrl } = test);
  });

  async function staffClient(who: { email: string; password: string }): Promise<[ApiClient, string]> {
    const answer = await createApiClient({ baseUrl }).POST('/staff/sign-in', {
      body: { email: who.email, password: who.password },
    });
    expectMatchesDescription('staffSignIn', 200, answer.data);
    const token = answer.data!.data.token;
    return [createApiClient({ baseUrl, getToken: () => token }), token];
  }

  const numbersOf = (data: { orderNumber: string }[] | undefined) => data?.map((order) => order.orderNumber);

  it('signs staff in with their password only, and keeps staff and customer tokens apart', async () => {
    const anonymous = createApiClient({ baseUrl });
    const wrong = await anonymous.POST('/staff/sign-in', {
      body: { email: zaatarManager.email, password: 'not-it' },
    });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error?.messageKey).toBe('errors:staffSignInWrong');
    const [manager] = await staffClient({ ...zaatarManager, email: zaatarManager.email.toUpperCase() });
    const me = await manager.GET('/staff/me');
    expect(me.data?.data).toMatchObject({
      name: 'Zaatar House manager',
      nameAr: 'مدير بيت الزعتر',
      role: 'brand_manager',
      brandId: zaatar,
      storeIds: null,
    });
    expectMatchesDescription('getStaffMember', 200, me.data);
    // A customer's token is no staff token, and a staff token no customer's.
    const { token: customerToken } = await placePickupOrder(baseUrl, services, zaatar);
    const asCustomer = createApiClient({ baseUrl, getToken: () => customerToken });
    expect((await asCustomer.GET('/staff/orders')).response.status).toBe(401);
    const [, staffToken] = await staffClient(jumeirahStaff);
    const asStaff = createApiClient({ baseUrl, getToken: () => staffToken });
    expect(
      (await asStaff.GET('/order/getCustomerOrders', { params: { query: { brandId: zaatar } } })).response
        .status,
    ).toBe(401);
    // Only the signature as it was written: another spelling that decodes to the same bytes
    // (padding, a junk character, the last character's unused bits) is no staff token.
    const signature = staffToken.slice(staffToken.lastIndexOf('.') + 1);
    const head = staffToken.slice(0, staffToken.lastIndexOf('.') + 1);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const alias = `${signature.slice(0, -1)}${alphabet[alphabet.indexOf(signature.at(-1)!) ^ 1]}`;
    for (const spelling of [alias, `${signature}=`, `${signature.slice(0, 4)}!${signature.slice(4)}`]) {
      const other = createApiClient({ baseUrl, getToken: () => `${head}${spelling}` });
      expect((await other.GET('/staff/me')).response.status).toBe(401);
    }
    expect((await asStaff.GET('/staff/me')).response.status).toBe(200);
    // Signed out, the token is dead.
    await manager.POST('/staff/sign-out');
    expect((await manager.GET('/staff/me')).response.status).toBe(401);
  });

  it("shows store staff their store's orders only, a manager every store's, another brand nothing", async () => {
    const atJumeirah = await placePickupOrder(baseUrl, services, zaatar, 'Jumeirah');
    const atMarina = await placePickupOrder(baseUrl, services, zaatar, 'Marina');
    const [store] = await staffClient(jumeirahStaff);
    const [manager] = await staffClient(zaatarManager);
    const storeOrders = await store.GET('/staff/orders');
    expectMatchesDescription('getStaffOrders', 200, storeOrders.data);
    expect(numbersOf(storeOrders.data?.data)).toContain(atJumeirah.order.orderNumber);
    expect(numbersOf(storeOrders.data?.data)).not.toContain(atMarina.order.orderNumber);
    expect(storeOrders.data!.data.every((order) => order.storeId === demoIds.stores.zaatarJumeirah)).toBe(
      true,
    );
    const all = numbersOf((await manager.GET('/staff/orders')).data?.data);
    expect(all).toEqual(expect.arrayContaining([atJumeirah.order.orderNumber, atMarina.order.orderNumber]));

    // Moving an order outside one's scope reads as not found, and moves nothing.
    const moved = await store.POST('/staff/orders/{orderNumber}/status', {
      params: { path: { orderNumber: atMarina.order.orderNumber } },
      body: { status: 'PREPARING' },
    });
    expect(moved.response.status).toBe(404);
    const [dates] = await staffClient(datesManager);
    const theirs = await dates.GET('/staff/orders');
    expect(theirs.response.status).toBe(200);
    expect(numbersOf(theirs.data?.data)).not.toContain(atJumeirah.order.orderNumber);
    expect(theirs.data!.data.every((order) => order.storeId === demoIds.stores.datesWarehouse)).toBe(true);
    const pending = await manager.GET('/staff/orders', { params: { query: { status: 'PENDING' } } });
    expect(pending.data!.data.every((order) => order.orderStatus === 'PENDING')).toBe(true);
  });

  it('moves an order along the same rules as the operator call; a refusal needs a reason the customer sees', async () => {
    const { order } = await placePickupOrder(baseUrl, services, zaatar, 'Jumeirah');
    const [store] = await staffClient(jumeirahStaff);
    const move = (
      status: 'PENDING' | 'PREPARING' | 'ON_THE_WAY' | 'COMPLETE' | 'CANCELLED',
      reason?: string,
    ) =>
      store.POST('/staff/orders/{orderNumber}/status', {
        params: { path: { orderNumber: order.orderNumber } },
        body: { status, ...(reason !== undefined && { reason }) },
      });
    const preparing = await move('PREPARING');
    expectMatchesDescription('moveStaffOrder', 200, preparing.data);
    expect(preparing.data?.data.orderStatus).toBe('PREPARING');
    expect((await move('ON_THE_WAY')).response.status).toBe(200);
    expect((await move('COMPLETE')).response.status).toBe(200);
    const back = await move('PENDING');
    expect(back.response.status).toBe(409);
    expect(back.error?.messageKey).toBe('errors:invalidStatusTransition');

    const second = await placePickupOrder(baseUrl, services, zaatar, 'Jumeirah');
    const reject = (reason?: string) =>
      store.POST('/staff/orders/{orderNumber}/status', {
        params: { path: { orderNumber: second.order.orderNumber } },
        body: { status: 'REJECTED', ...(reason !== undefined && { reason }) },
      });
    expect((await reject('  ')).error?.messageKey).toBe('errors:statusReasonRequired');
    expect((await reject('We ran out of halloumi, sorry')).response.status).toBe(200);
    const tracked = await createApiClient({ baseUrl }).GET('/order/get-order-tracking-info/{orderId}', {
      params: { path: { orderId: second.order.orderNumber } },
    });
    expect(tracked.data?.orders).toMatchObject({
      orderStatus: 'REJECTED',
      statusReason: 'We ran out of halloumi, sorry',
    });
  });

  it("streams the store's new and moved orders to its board, never another store's", async () => {
    const [, token] = await staffClient(jumeirahStaff);
    const stream = await openEventStream(`${baseUrl}/staff/order-events`, {
      authorization: `Bearer ${token}`,
    });
    await stream.until((event) => event.event === 'ready');
    await placePickupOrder(baseUrl, services, zaatar, 'Marina');
    const { order } = await placePickupOrder(baseUrl, services, zaatar, 'Jumeirah');
    const [event] = await stream.until((received) => received.event === 'status');
    expect(JSON.parse(event!.data)).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'PENDING',
      storeId: demoIds.stores.zaatarJumeirah,
    });
    expect(stream.received.filter((received) => received.event === 'status')).toHaveLength(1);
    stream.close();
    expect((await fetch(`${baseUrl}/staff/order-events`)).status).toBe(401);
  });

  it('limits failed sign-ins per e-mail (429), even with the right password afterwards', async () => {
    const anonymous = createApiClient({ baseUrl });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await anonymous.POST('/staff/sign-in', { body: { email: datesManager.email, password: 'guess' } });
    }
    const blocked = await anonymous.POST('/staff/sign-in', {
      body: { email: datesManager.email, password: datesManager.password },
    });
    expect(blocked.response.status).toBe(429);
    expect(blocked.response.headers.get('retry-after')).toBe('900');
    expect(blocked.error?.messageKey).toBe('errors:staffSignInTooMany');
  });
});
