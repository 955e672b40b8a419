import errorsAr from '@storefront/i18n/resources/ar/errors.json';
import errorsEn from '@storefront/i18n/resources/en/errors.json';
import type { ApiClient } from '@storefront/api';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import { OTP_MAX_SENDS_PER_IP_PER_HOUR } from '../auth/otp.js';
import type { Database } from '../db/database.js';
import { brands } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { checkBrandFile } from './brand-file/check.js';
import { demoBrandFile } from '../db/seed/demo-brands.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { engines } from '../testing/test-database.js';

describe.each(engines)('brand settings on %s', (engine) => {
  const test = useTestApp(engine, { otpSendsPerIpPerHour: OTP_MAX_SENDS_PER_IP_PER_HOUR });
  let database: Database;
  let app: FastifyInstance;
  let client: ApiClient;
  let origin: string;
  let services: AppServices;

  beforeAll(() => {
    ({ database, app, anonymous: client, origin, services } = test);
  });

  it('answers a brand by id with its settings, in the described shape', async () => {
    const { data, response } = await client.POST('/branding/get-brand-settings-by-brand-id-for-store-front', {
      body: { brandId: demoBrandIds.zaatarHouse },
    });
    expect(response.status).toBe(200);
    expectMatchesDescription('getBrandSettingsByBrandId', 200, data);
    expect(data?.data.brand).toMatchObject({ brandName: 'Zaatar House', brandNameAR: 'بيت الزعتر' });
    expect(data?.data.setting.temporaryDomainName).toBe('zaatar-house');
    expect(data?.data.domainName).toBe('zaatar.localhost');
  });

  it('answers branding/getBrandSettings like the by-id call, for the brandId or the custom domain of the host', async () => {
    const byId = await client.POST('/branding/get-brand-settings-by-brand-id-for-store-front', {
      body: { brandId: demoBrandIds.zaatarHouse },
    });
    const named = await client.POST('/branding/getBrandSettings', {
      body: { brandId: demoBrandIds.zaatarHouse, language: 'AR' },
    });
    expect(named.response.status).toBe(200);
    expectMatchesDescription('getBrandSettings', 200, named.data);
    expect(named.data).toEqual(byId.data);
    // No brandId: the brand whose own domain the page is on (zaatar.localhost is Zaatar House's).
    const byHost = await app.inject({
      method: 'POST',
      url: '/api/v1/branding/getBrandSettings',
      headers: { host: 'zaatar.localhost:3000', 'content-type': 'application/json' },
      payload: {},
    });
    expect(byHost.statusCode).toBe(200);
    expect(byHost.json()).toEqual(byId.data);
    const shared = await app.inject({
      method: 'POST',
      url: '/api/v1/branding/getBrandSettings',
      headers: { host: 'localhost:3000', 'content-type': 'application/json' },
      payload: {},
    });
    expect(shared.statusCode).toBe(404);
    expectMatchesDescription('getBrandSettings', 404, shared.json());
    const unknown = await client.POST('/branding/getBrandSettings', {
      body: { brandId: 'ffffffffffffffffffffffff' },
    });
    expect(unknown.response.status).toBe(404);
  });

  it('answers a brand by temporary domain name, case-insensitively', async () => {
    const { data, response } = await client.POST('/branding/get-brand-info-by-temporary-domain', {
      body: { temporaryDomainName: 'karak-corner' },
    });
    expect(response.status).toBe(200);
    expectMatchesDescription('getBrandInfoByTemporaryDomain', 200, data);
    expect(data?.data.brand.brandName).toBe('Karak Corner');
  });

  it('gives 404 with a clear message for an unknown brand id', async () => {
    const { error, response } = await client.POST(
      '/branding/get-brand-settings-by-brand-id-for-store-front',
      {
        body: { brandId: 'ffffffffffffffffffffffff' },
      },
    );
    expect(response.status).toBe(404);
    expectMatchesDescription('getBrandSettingsByBrandId', 404, error);
    expect(error).toMatchObject({
      success: 0,
      message: 'Brand not found',
      messageKey: 'errors:brandNotFound',
    });
    // The key names the same text in both languages' `errors` resources.
    const key = (error as { messageKey: string }).messageKey.replace('errors:', '') as keyof typeof errorsEn;
    expect(errorsEn[key]).toBe('Brand not found');
    expect((errorsAr as Record<string, string>)[key]).toBeTruthy();
  });

  it('gives 404 for an unknown temporary domain', async () => {
    const { error, response } = await client.POST('/branding/get-brand-info-by-temporary-domain', {
      body: { temporaryDomainName: 'no-such-brand' },
    });
    expect(response.status).toBe(404);
    expectMatchesDescription('getBrandInfoByTemporaryDomain', 404, error);
  });

  it.each([
    ['a missing brandId', {}, /brandId/],
    ['a brandId of the wrong type', { brandId: 42 }, /brandId/],
    ['a malformed brandId', { brandId: 'zaatar' }, /brandId/],
    ['an unknown field', { brandId: demoBrandIds.zaatarHouse, extra: true }, /additional/],
    ['an unknown language', { brandId: demoBrandIds.zaatarHouse, language: 'FR' }, /language/],
  ])('refuses %s with 400 and a message naming the field', async (_, body, message) => {
    const response = await fetch(`${origin}/api/v1/branding/get-brand-settings-by-brand-id-for-store-front`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const answer: unknown = await response.json();
    expectMatchesDescription('getBrandSettingsByBrandId', 400, answer);
    // The person reads a sentence; the developer finds the field in the detail.
    expect(answer).toMatchObject({
      messageKey: 'errors:requestInvalid',
      message: 'This link or request is not valid. Please check it and try again',
    });
    expect((answer as { messageParams: { detail: string } }).messageParams.detail).toMatch(message);
  });

  it('refuses a bad query parameter', async () => {
    const response = await fetch(
      `${origin}/api/v1/branding/get-brand-settings-by-brand-id-for-store-front?app_version=abc`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ brandId: demoBrandIds.zaatarHouse }),
      },
    );
    expect(response.status).toBe(400);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${origin}/api/v1/no/such/call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: 0 });
  });

  it('changes nothing on a refused request', async () => {
    const before = await database.db.select({ value: count() }).from(brands);
    await fetch(`${origin}/api/v1/branding/get-brand-info-by-temporary-domain`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ temporaryDomainName: "x'; DROP TABLE brands; --" }),
    });
    expect(await database.db.select({ value: count() }).from(brands)).toEqual(before);
  });

  describe('brand colours', () => {
    it('refuses a brand file whose colour is not #RRGGBB, naming the setting', () => {
      const file = demoBrandFile('zaatar-house');
      expect(checkBrandFile(file).ok).toBe(true);
      const green = checkBrandFile({
        ...file,
        brand: { ...file.brand, theme: { ...file.brand.theme, color: 'green' } },
      });
      expect(green.ok ? [] : green.errors).toEqual([
        { path: 'brand.theme.color', message: 'must be a #RRGGBB colour' },
      ]);
      const short = checkBrandFile({
        ...file,
        brand: { ...file.brand, theme: { ...file.brand.theme, textColor: '#fff' } },
      });
      expect(short.ok ? [] : short.errors).toEqual([
        { path: 'brand.theme.textColor', message: 'must be a #RRGGBB colour' },
      ]);
    });

    it('answers the default colour for a stored colour that is not #RRGGBB', async () => {
      const id = demoBrandIds.karakCorner;
      const set = (color: string) =>
        database.db
          .update(brands)
          .set({ setting: sql`jsonb_set(${brands.setting}, '{color}', ${JSON.stringify(color)}::jsonb)` })
          .where(eq(brands.id, id));
      const [row] = await database.db.select().from(brands).where(eq(brands.id, id));
      try {
        await set('rgb(1, 2, 3)');
        services.brands.invalidate();
        const { data, response } = await client.POST(
          '/branding/get-brand-settings-by-brand-id-for-store-front',
          {
            body: { brandId: id },
          },
        );
        expect(response.status).toBe(200);
        expectMatchesDescription('getBrandSettingsByBrandId', 200, data);
        expect(data?.data.setting.color).toBe('#2F6B3A');
        expect(data?.data.setting.textColor).toBe(row!.setting.textColor);
      } finally {
        await set(row!.setting.color);
        services.brands.invalidate();
      }
    });
  });
});
