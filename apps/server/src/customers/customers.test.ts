import type { Schemas } from '@storefront/api';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import * as schema from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { demoIds } from '../db/seed/demo-ids.js';
import { loadOpenApi, operationRoutes } from '../http/openapi.js';
import { openapiFile } from '../paths.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { signIn } from '../testing/customers.js';
import { engines, openTestDatabase } from '../testing/test-database.js';

const zaatar = demoBrandIds.zaatarHouse;
const karak = demoBrandIds.karakCorner;

describe.each(engines)('addresses, wallet and write-call safety on %s', (engine) => {
  const test = useTestApp(engine);
  let database: Database;
  let services: AppServices;
  let baseUrl: string;
  let areas: Schemas['AreaBasedCity'][];

  const areaId = (name: string) =>
    areas.flatMap((city) => city.cityAreas).find((area) => area.areaInfo.areaNameEN === name)!.areaInfo._id;

  const address = (overrides: Record<string, unknown> = {}) => ({
    brandId: zaatar,
    address: 'Apartment 1203, Marina Heights Tower',
    street: 'Marina Walk',
    area: 'Dubai Marina',
    city: 'Dubai',
    country: 'United Arab Emirates',
    building: 'Marina Heights',
    apartmentNo: '1203',
    floor: '12',
    addressType: 'Home' as const,
    coordinates: { lat: 25.0805, lng: 55.1403 },
    deliveryMethodType: 'AREA_BASED' as const,
    areaId: areaId('Dubai Marina'),
    ...overrides,
  });

  beforeAll(async () => {
    ({ database, services, baseUrl } = test);
    const { client } = await signIn(baseUrl, services, zaatar);
    areas = (await client.POST('/delivery-method/get-brand-delivery-areas', { body: { brandId: zaatar } }))
      .data!.data.deliveryAreas as Schemas['AreaBasedCity'][];
  });

  it('adds, lists, changes and removes an address, filling its city and country from the area', async () => {
    const { client } = await signIn(baseUrl, services, zaatar);
    const added = await client.POST('/user/add-user-address', { body: address() });
    expectMatchesDescription('addUserAddress', 200, added.data);
    const saved = added.data!.data.data.address;
    expect(saved).toMatchObject({
      area: 'Dubai Marina',
      cityId: expect.any(String),
      countryId: expect.any(String),
    });

    const current = await client.POST('/user/get-current-user-addresses-v2', {
      body: { brandId: zaatar, deliveryMethod: 'AREA_BASED', areaId: areaId('Dubai Marina') },
    });
    expectMatchesDescription('getCurrentUserAddresses', 200, current.data);
    expect(current.data?.data.userAddresses.map((entry) => entry._id)).toEqual([saved._id]);
    const elsewhere = await client.POST('/user/get-current-user-addresses-v2', {
      body: { brandId: zaatar, deliveryMethod: 'AREA_BASED', areaId: areaId('Jumeirah') },
    });
    expect(elsewhere.data?.data.userAddresses).toEqual([]);

    const changed = await client.POST('/user/updateUserAddress', {
      body: {
        ...address({ addressType: 'Office', address: 'Office 301, Marina Plaza' }),
        userAddressId: saved._id,
      },
    });
    expectMatchesDescription('updateUserAddress', 200, changed.data);
    expect(changed.data?.data.data.address).toMatchObject({
      addressType: 'Office',
      address: 'Office 301, Marina Plaza',
    });

    const all = await client.GET('/user/get-user-addresses-v2', { params: { query: { brandId: zaatar } } });
    expectMatchesDescription('getUserAddresses', 200, all.data);
    expect(all.data?.data.fetchedUser.userAddress).toHaveLength(1);

    const removed = await client.POST('/user/remove-user-address', {
      body: { brandId: zaatar, userAddressId: saved._id },
    });
    expectMatchesDescription('removeUserAddress', 200, removed.data);
    const again = await client.POST('/user/remove-user-address', {
      body: { brandId: zaatar, userAddressId: saved._id },
    });
    expect(again.response.status).toBe(404);
  });

  it.each([
    [
      'a full address under 5 characters',
      { address: ' abc ' },
      'Minimum length for the full address is five characters.',
    ],
    ['no full address', { address: '   ' }, 'Please enter full address'],
    [
      'an area the brand does not deliver to',
      { areaId: 'ffffffffffffffffffffffff' },
      'Unfortunately, the store does not deliver to your location at this time',
    ],
    ['the placeholder point 23/54', { coordinates: { lat: 23, lng: 54 } }, 'Please choose a location.'],
  ])('refuses %s with the spec text and saves nothing', async (_, overrides, message) => {
    const { client } = await signIn(baseUrl, services, zaatar);
    const before = (await database.db.select({ value: count() }).from(schema.addresses))[0]!.value;
    const answer = await client.POST('/user/add-user-address', { body: address(overrides) as never });
    expect(answer.response.status).toBe(400);
    expect(answer.error?.message).toBe(message);
    expect((await database.db.select({ value: count() }).from(schema.addresses))[0]!.value).toBe(before);
  });

  it('checks a mapped-area address against the polygon', async () => {
    const { client } = await signIn(baseUrl, services, karak);
    const body = {
      ...address({ brandId: karak, deliveryMethodType: 'MAPPED_AREA_BASED', areaId: undefined }),
      mappedAreaId: demoIds.mappedAreas.karakMajazPolygon,
    };
    const inside = await client.POST('/user/add-user-address', {
      body: { ...body, coordinates: { lat: 25.3262, lng: 55.3887 } } as never,
    });
    expect(inside.response.status).toBe(200);
    const outside = await client.POST('/user/add-user-address', {
      body: { ...body, coordinates: { lat: 25.0805, lng: 55.1403 } } as never,
    });
    expect(outside.error?.message).toBe(
      'Unfortunately, the store does not deliver to your location at this time',
    );
  });

  it('answers a fresh wallet with zero balance and spending', async () => {
    const { client, user } = await signIn(baseUrl, services, zaatar);
    const wallet = await client.POST('/wallet/get-user-wallet', {
      body: { brandId: zaatar, userId: user.userId },
    });
    expectMatchesDescription('getUserWallet', 200, wallet.data);
    expect(wallet.data?.data).toEqual({ balance: 0, lifetimeSpending: 0 });
  });

  describe('every write call refuses bad input and writes nothing', () => {
    const WRITE_TAGS = ['auth', 'customer', 'orders', 'payments', 'payment-links', 'discounts'];
    const writes = operationRoutes(loadOpenApi(openapiFile)).filter(
      (route) =>
        route.method === 'POST' &&
        route.tags.some((tag) => WRITE_TAGS.includes(tag)) &&
        !['getAllActiveDiscounts', 'getLoyaltyByBrand'].includes(route.operationId),
    );
    const tables = [
      schema.users,
      schema.otpCodes,
      schema.sessions,
      schema.addresses,
      schema.walletEntries,
      schema.orders,
      schema.orderStatusEvents,
      schema.feedbacks,
      schema.paymentLinks,
    ];
    const counts = async () =>
      Promise.all(
        tables.map(async (table) => (await database.db.select({ value: count() }).from(table))[0]!.value),
      );

    it.each(writes.map((route) => [route.operationId, route] as const))(
      '%s: a body of the wrong shape gets a clear 4xx',
      async (_, route) => {
        const { token } = await signIn(baseUrl, services, zaatar);
        const before = await counts();
        const url = `${baseUrl.replace('/api/v1', '')}${route.url.replace(/:(\w+)/g, 'ffffffffffffffffffffffff')}`;
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'x-admin-key': 'k',
          },
          body: JSON.stringify({ brandId: 42, unexpected: true }),
        });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        const answer = (await response.json()) as { success: number; message: string };
        expect(answer.success).toBe(0);
        expect(answer.message.length).toBeGreaterThan(5);
        expect(await counts()).toEqual(before);
      },
    );
  });
});

describe('limits hold across server processes', () => {
  it('refuses a resend within 30 s on a second server sharing the database', async () => {
    const database = await openTestDatabase('pglite');
    const first = await buildApp({ database, appsDir: '/nonexistent' });
    const second = await buildApp({ database, appsDir: '/nonexistent' });
    try {
      const body = { brandId: zaatar, phoneNumber: '+971501112233' };
      const sent = await first.app.inject({
        method: 'POST',
        url: '/api/v1/user/password-less-login-v2',
        payload: body,
      });
      expect(sent.statusCode).toBe(200);
      const resent = await second.app.inject({
        method: 'POST',
        url: '/api/v1/user/send-otp-code',
        payload: body,
      });
      expect(resent.statusCode).toBe(429);
      const code = first.services.outbox!.outbox('+971501112233')[0]!.code;
      const verified = await second.app.inject({
        method: 'POST',
        url: '/api/v1/user/verify-account-v2',
        payload: { ...body, verificationCode: code },
      });
      expect(verified.statusCode).toBe(200);
      const token = verified.json<{ data: { token: string } }>().data.token;
      const profile = await first.app.inject({
        method: 'POST',
        url: '/api/v1/user/update-user-profile',
        headers: { authorization: `Bearer ${token}` },
        payload: { brandId: zaatar, name: 'Hamdan' },
      });
      expect(profile.statusCode).toBe(200);
    } finally {
      await first.app.close();
      await second.app.close();
      await database.close();
    }
  });
});
