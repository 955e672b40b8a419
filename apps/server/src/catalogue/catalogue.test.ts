import type { ApiClient, Schemas } from '@storefront/api';
import type { UnixSeconds } from '@storefront/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OTP_MAX_SENDS_PER_IP_PER_HOUR } from '../auth/otp.js';
import type { Database } from '../db/database.js';
import * as schema from '../db/schema.js';
import { catalogueVersions, stores as storesTable } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { datesStoreId } from '../db/seed/demo-ids.js';
import { loadOpenApi, operationRoutes } from '../http/openapi.js';
import { openapiFile } from '../paths.js';
import { LANDMARKS } from '../geo/landmarks.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { engines } from '../testing/test-database.js';
import { CatalogueService, catalogueChanges, catalogueRows } from './catalogue-service.js';
import { messages } from './catalogue-messages.js';

/** Sunday 22 November 2026, 10:00 in Dubai. */
const NOW = (Date.UTC(2026, 10, 22, 6, 0, 0) / 1000) as UnixSeconds;
const zaatar = demoBrandIds.zaatarHouse;
const karak = demoBrandIds.karakCorner;
const dates = demoBrandIds.datesAndCo;
const unknownId = 'ffffffffffffffffffffffff';

describe.each(engines)('catalogue read calls on %s', (engine) => {
  const test = useTestApp(engine, {
    clock: () => new Date(NOW * 1000),
    otpSendsPerIpPerHour: OTP_MAX_SENDS_PER_IP_PER_HOUR,
  });
  let database: Database;
  let client: ApiClient;
  let origin: string;
  let zaatarStores: Schemas['Store'][];
  let zaatarAreas: Schemas['AreaBasedCity'][];

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  const storeNamed = (name: string) => {
    const store = zaatarStores.find((candidate) => candidate.baseLanguage.name.includes(name));
    if (!store) throw new Error(`No Zaatar House store named like ${name}`);
    return store;
  };
  const areaNamed = (name: string) => {
    const area = zaatarAreas
      .flatMap((city) => city.cityAreas)
      .find((candidate) => candidate.areaInfo.areaNameEN === name);
    if (!area) throw new Error(`No Zaatar House area ${name}`);
    return area;
  };

  beforeAll(async () => {
    ({ database, origin, anonymous: client } = test);
    const pickup = await client.POST('/store/get-stores-for-pickup', { body: { brandId: zaatar } });
    zaatarStores = pickup.data?.stores ?? [];
    const areas = await client.POST('/delivery-method/get-brand-delivery-areas', {
      body: { brandId: zaatar },
    });
    zaatarAreas = (areas.data?.data.deliveryAreas ?? []) as Schemas['AreaBasedCity'][];
  });

  it('loads a brand’s catalogue in one statement, the same rows and version as a select of each table', async () => {
    const { db } = database;
    for (const brandId of [...Object.values(demoBrandIds), unknownId]) {
      const rows = await catalogueRows(db, brandId);
      const [version] = await db
        .select({ version: catalogueVersions.version })
        .from(catalogueVersions)
        .where(eq(catalogueVersions.brandId, brandId));
      expect(rows.version).toBe(version?.version ?? 0);
      const tables = {
        stores: schema.stores,
        categories: schema.categories,
        items: schema.items,
        deliveryAreas: schema.deliveryAreas,
        mappedAreas: schema.mappedAreas,
        discounts: schema.discounts,
        loyaltyPolicies: schema.loyaltyPolicies,
        staticPages: schema.staticPages,
      } as const;
      for (const [name, table] of Object.entries(tables)) {
        const selected = await db.select().from(table).where(eq(table.brandId, brandId));
        const byId = (a: { id: unknown }, b: { id: unknown }) => String(a.id).localeCompare(String(b.id));
        const loaded = rows[name as keyof typeof tables] as { id: unknown }[];
        expect([...loaded].sort(byId), `${brandId} ${name}`).toEqual(
          [...(selected as { id: unknown }[])].sort(byId),
        );
      }
    }
  });

  it('re-reads after a write only the rows written since the version held, and ends equal to a whole load', async () => {
    const { db } = database;
    const tables = {
      stores: schema.stores,
      categories: schema.categories,
      items: schema.items,
      deliveryAreas: schema.deliveryAreas,
      mappedAreas: schema.mappedAreas,
      discounts: schema.discounts,
      loyaltyPolicies: schema.loyaltyPolicies,
      staticPages: schema.staticPages,
    } as const;
    const keyOf = (row: object) => {
      const { id, key, brandId } = row as { id?: string; key?: string; brandId: string };
      return id ?? key ?? brandId;
    };
    const byKey = (rows: object[]) => [...rows].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
    for (const [name, table] of Object.entries(tables)) {
      // A brand with rows in the table; a write that changes nothing still fires the row triggers.
      let brandId: string | undefined;
      for (const candidate of Object.values(demoBrandIds)) {
        const [row] = await db.select().from(table).where(eq(table.brandId, candidate)).limit(1);
        if (row) brandId = candidate;
      }
      if (!brandId) throw new Error(`no demo brand has ${name}`);
      const before = (await catalogueRows(db, brandId)).version;
      expect((await catalogueChanges(db, brandId, before)).tables, `${name}, nothing written`).toEqual({});
      await db.update(table).set({ brandId }).where(eq(table.brandId, brandId));
      const changes = await catalogueChanges(db, brandId, before);
      expect(changes.version).toBeGreaterThan(before);
      expect(Object.keys(changes.tables), name).toEqual([name]);
      const whole = (await catalogueRows(db, brandId))[name as keyof typeof tables] as object[];
      const change = changes.tables[name as keyof typeof tables]!;
      expect([...change.keys].sort(), name).toEqual(whole.map(keyOf).sort());
      expect(byKey(change.rows), name).toEqual(byKey(whole));
    }

    // One row written: only that row comes back.
    const zaatarRows = await catalogueRows(db, zaatar);
    const firstItem = zaatarRows.items[0]!;
    await db.update(schema.items).set({ price: firstItem.price }).where(eq(schema.items.id, firstItem.id));
    const one = await catalogueChanges(db, zaatar, zaatarRows.version);
    expect(one.tables).toEqual({ items: { keys: [firstItem.id], rows: [firstItem] } });

    // The service after a price change and a renamed category holds what a fresh load holds.
    const held = new CatalogueService(db);
    const first = await held.forBrand(zaatar);
    const item = first.items[0]!;
    const category = first.categories[0]!;
    await db
      .update(schema.items)
      .set({ price: sql`${schema.items.price} + 100` })
      .where(eq(schema.items.id, item.id));
    await db
      .update(schema.categories)
      .set({ name: { ...category.name, en: `${category.name.en} (new)` } })
      .where(eq(schema.categories.id, category.id));
    // A new discount and a deleted one besides.
    const [discount] = await db
      .select()
      .from(schema.discounts)
      .where(eq(schema.discounts.brandId, zaatar))
      .limit(1);
    await db
      .insert(schema.discounts)
      .values({ ...discount!, id: 'test-discount-copy', discountCode: 'COPY10' });
    // The brand's first discount, area and static page renamed and back (a key column written:
    // the row's new version lies at the table's end, where a whole read finds it last, while a
    // mended load kept it in place).
    for (const [table, column] of [
      ['discounts', 'id'],
      ['delivery_areas', 'id'],
      ['static_pages', 'key'],
    ] as const) {
      const found = await db.execute(
        sql`select ${sql.identifier(column)} as key from ${sql.identifier(table)} where brand_id = ${zaatar} order by 1 limit 1`,
      );
      const key = (found as unknown as { rows: { key: string }[] }).rows[0]!.key;
      for (const [from, to] of [
        [key, `${key}-moved`],
        [`${key}-moved`, key],
      ]) {
        await db.execute(
          sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${to} where brand_id = ${zaatar} and ${sql.identifier(column)} = ${from}`,
        );
      }
    }
    held.invalidate(zaatar);
    const again = await held.forBrand(zaatar);
    expect(again.discounts.map((row) => row.id)).toContain('test-discount-copy');
    await db.delete(schema.discounts).where(eq(schema.discounts.id, 'test-discount-copy'));
    held.invalidate(zaatar);
    const afterDelete = await held.forBrand(zaatar);
    expect(afterDelete.discounts.map((row) => row.id)).not.toContain('test-discount-copy');
    // Whole and in the same order (toEqual, no sorting here): a mended load keeps a written row
    // where it was, and every list without an order of its own comes by key.
    expect(afterDelete).toEqual(await new CatalogueService(db).forBrand(zaatar));
    expect(again.version).toBeGreaterThan(first.version);
    expect(again.itemsById.get(item.id)?.price).toBe(item.price + 100);
    expect(again.categories.find((row) => row.id === category.id)?.name.en).toBe(`${category.name.en} (new)`);
    await db.update(schema.items).set({ price: item.price }).where(eq(schema.items.id, item.id));
    await db
      .update(schema.categories)
      .set({ name: category.name })
      .where(eq(schema.categories.id, category.id));

    // Versions behind the one held (the database was replaced): the whole catalogue is read again,
    // and what it read is what later changes apply to, also once the versions pass the old ones.
    const [kept] = await db.select().from(catalogueVersions).where(eq(catalogueVersions.brandId, dates));
    const datesHeld = new CatalogueService(db);
    const before = await datesHeld.forBrand(dates);
    const store = before.stores[0]!;
    await db.update(catalogueVersions).set({ version: 0 }).where(eq(catalogueVersions.brandId, dates));
    await db
      .update(schema.stores)
      .set({ name: { ...store.name, en: `${store.name.en} (reset)` } })
      .where(eq(schema.stores.id, store.id));
    datesHeld.invalidate(dates);
    expect(await datesHeld.forBrand(dates)).toEqual(await new CatalogueService(db).forBrand(dates));
    await db
      .update(catalogueVersions)
      .set({ version: before.version + 5 })
      .where(eq(catalogueVersions.brandId, dates));
    await db.update(schema.categories).set({ brandId: dates }).where(eq(schema.categories.brandId, dates));
    datesHeld.invalidate(dates);
    const later = await datesHeld.forBrand(dates);
    expect(later.version).toBeGreaterThan(before.version);
    expect(later.stores.find((row) => row.id === store.id)?.name.en).toBe(`${store.name.en} (reset)`);
    expect(later).toEqual(await new CatalogueService(db).forBrand(dates));
    await db.update(schema.stores).set({ name: store.name }).where(eq(schema.stores.id, store.id));
    await db
      .update(catalogueVersions)
      .set({ version: kept!.version + 1000 })
      .where(eq(catalogueVersions.brandId, dates));

    // A read of the changes that fails (here: no such table) falls back to the whole catalogue.
    const failing = new CatalogueService(db);
    await failing.forBrand(karak);
    await db.execute(sql`alter table catalogue_row_versions rename to catalogue_row_versions_away`);
    try {
      failing.invalidate(karak);
      expect(await failing.forBrand(karak)).toEqual(await new CatalogueService(db).forBrand(karak));
    } finally {
      await db.execute(sql`alter table catalogue_row_versions_away rename to catalogue_row_versions`);
    }
  });

  describe('delivery methods and areas', () => {
    it.each([
      [zaatar, 'AREA_BASED'],
      [karak, 'MAPPED_AREA_BASED'],
      [dates, 'CITY_BASED'],
    ])('names the active delivery method of %s as %s', async (brandId, method) => {
      const { data } = await client.POST('/brands/get-brand-active-delivery-method', { body: { brandId } });
      expectMatchesDescription('getBrandActiveDeliveryMethod', 200, data);
      expect(data?.data.deliveryMethod).toBe(method);
      expect(data?.data.deliveryMethods.find((entry) => entry.methodName === method)?.status).toBe('ACTIVE');
    });

    it('lists Zaatar House areas by city, in English and Arabic', async () => {
      const { data } = await client.POST('/delivery-method/get-brand-delivery-areas', {
        body: { brandId: zaatar },
      });
      expectMatchesDescription('getBrandDeliveryAreas', 200, data);
      const cities = zaatarAreas.map((city) => city.cityInfo.cityNameEN).sort();
      expect(cities).toEqual(['Abu Dhabi', 'Dubai']);
      const dubai = zaatarAreas.find((city) => city.cityInfo.cityNameEN === 'Dubai')!;
      expect(dubai.cityInfo.cityNameAR).toBe('دبي');
      expect(dubai.cityAreas.map((area) => area.areaInfo.areaNameEN)).toEqual(
        expect.arrayContaining(['Jumeirah', 'Al Barsha', 'Downtown Dubai', 'Dubai Marina']),
      );
      for (const area of dubai.cityAreas) {
        expect(area.areaInfo.areaNameAR).toMatch(/[\u0600-\u06FF]/);
        expect(area.deliveryFee).toBeGreaterThan(0);
        expect(area.minOrder).toBeGreaterThan(0);
      }
    });

    it('lists Dates & Co cities for city-based shipping', async () => {
      const { data } = await client.POST('/delivery-method/get-brand-delivery-areas', {
        body: { brandId: dates },
      });
      expectMatchesDescription('getBrandDeliveryAreas', 200, data);
      const cities = data!.data.deliveryAreas as Schemas['CityBasedEntry'][];
      expect(cities.map((city) => city.cityNameEN)).toEqual(
        expect.arrayContaining(['Dubai', 'Abu Dhabi', 'Sharjah']),
      );
    });

    it('lists Karak Corner mapped areas with a polygon and a distance area', async () => {
      const { data } = await client.POST('/delivery-method/get-brand-delivery-areas', {
        body: { brandId: karak },
      });
      expectMatchesDescription('getBrandDeliveryAreas', 200, data);
      const areas = (data!.data.deliveryAreas as Schemas['MappedAreaCity'][]).flatMap((city) => city.areas);
      expect(areas.map((area) => area.mappedAreaType).sort()).toEqual(['DISTANCE', 'POLYGON']);
      expect(
        areas.find((area) => area.mappedAreaType === 'POLYGON')?.polygon?.[0]?.length,
      ).toBeGreaterThanOrEqual(4);
      expect(areas.find((area) => area.mappedAreaType === 'DISTANCE')?.radiusKm).toBeGreaterThan(0);
    });

    it('answers the info of one area', async () => {
      const jumeirah = areaNamed('Jumeirah');
      const { data } = await client.POST('/delivery-method/get-delivery-area-info', {
        body: { brandId: zaatar, areaId: jumeirah.areaInfo._id },
      });
      expectMatchesDescription('getDeliveryAreaInfo', 200, data);
      expect(data?.data).toMatchObject({
        areaName: 'Jumeirah',
        deliveryFee: jumeirah.deliveryFee,
        minOrder: jumeirah.minOrder,
      });
    });

    it('answers the areas one store delivers to, in the shape the single-store client reads', async () => {
      const store = storeNamed('Jumeirah');
      const { data } = await client.POST('/delivery-method/get-delivery-areas-of-single-store-business', {
        body: { brandId: zaatar, storeId: store._id, deliveryMethodType: 'AREA_BASED' },
      });
      expectMatchesDescription('getDeliveryAreasOfSingleStoreBusiness', 200, data);
      const names = data!.data.areaMethod.areaBaseRes.flatMap((city) =>
        city.cityAreas.map((area) => area.areaInfo.areaNameEN),
      );
      expect(names).toContain('Jumeirah');
      expect(names).not.toContain('Al Reem Island');
      expect(data!.data.countryMethod.countryBaseRes.countryDeliveryData).toEqual([]);
      expect(data!.data.cityMethod.cityBaseRes.cityDeliveryData).toEqual([]);

      // The area info narrows the answer to the chosen area.
      const jumeirah = areaNamed('Jumeirah');
      const chosen = await client.POST('/delivery-method/get-delivery-areas-of-single-store-business', {
        body: {
          brandId: zaatar,
          storeId: store._id,
          deliveryMethodType: 'AREA_BASED',
          areaId: jumeirah.areaInfo._id,
        },
      });
      expectMatchesDescription('getDeliveryAreasOfSingleStoreBusiness', 200, chosen.data);
      expect(chosen.data!.data.areaMethod.areaBaseRes).toHaveLength(1);
      expect(chosen.data!.data.areaMethod.areaBaseRes[0]!.cityAreas).toEqual([jumeirah]);
    });

    it("answers a city-based store's chosen city as cityMethod.cityBaseRes.cityDeliveryData[0]", async () => {
      const all = await client.POST('/delivery-method/get-brand-delivery-areas', {
        body: { brandId: dates },
      });
      const cities = all.data!.data.deliveryAreas as Schemas['CityBasedEntry'][];
      const abuDhabi = cities.find((city) => city.cityNameEN === 'Abu Dhabi')!;
      const { data } = await client.POST('/delivery-method/get-delivery-areas-of-single-store-business', {
        body: {
          brandId: dates,
          storeId: datesStoreId,
          deliveryMethodType: 'CITY_BASED',
          countryId: abuDhabi.countryID,
          cityId: abuDhabi.cityID,
        },
      });
      expectMatchesDescription('getDeliveryAreasOfSingleStoreBusiness', 200, data);
      expect(data!.data.deliveryMethod).toBe('CITY_BASED');
      expect(data!.data.cityMethod.cityBaseRes.cityDeliveryData).toEqual([abuDhabi]);
      expect(data!.data.areaMethod.areaBaseRes).toEqual([]);
    });
  });

  describe('stores', () => {
    it('lists three Zaatar House outlets for pickup: open, open with pre-order, closed with pre-order only', async () => {
      expect(zaatarStores).toHaveLength(3);
      const open = zaatarStores.filter((store) => store.isOpened);
      expect(open).toHaveLength(2);
      const closed = zaatarStores.find((store) => !store.isOpened)!;
      expect(closed.isPreOrderEnabledForPickup).toBe(true);
      expect(closed.availablePreOrderSlotsForPickup.length).toBeGreaterThan(0);
      expect(closed.availablePreOrderSlotsForPickup[0]!.slots[0]!.startsAt).toBeGreaterThan(NOW);
      const { data } = await client.POST('/store/get-stores-for-pickup', { body: { brandId: zaatar } });
      expectMatchesDescription('getStoresForPickup', 200, data);
    });

    it('lists card payment first in every payment option list', async () => {
      for (const store of zaatarStores) {
        expect(store.paymentOptions[0]?.paymentType).toBe('CREDIT_CARD');
        expect(store.pickupPaymentOptions[0]?.paymentType).toBe('CREDIT_CARD');
      }
    });

    it('finds the stores delivering to an area', async () => {
      const jumeirah = areaNamed('Jumeirah');
      const { data } = await client.POST('/store/getStoresByDeliveryArea', {
        body: { brandId: zaatar, areaId: jumeirah.areaInfo._id },
      });
      expectMatchesDescription('getStoresByDeliveryArea', 200, data);
      expect(data?.data.map((store) => store._id)).toContain(storeNamed('Jumeirah')._id);
      expect(data?.data.every((store) => store.minOrder === jumeirah.minOrder)).toBe(true);
    });

    it('says whether a store takes orders now', async () => {
      const open = zaatarStores.find((store) => store.isOpened)!;
      const closed = zaatarStores.find((store) => !store.isOpened)!;
      const yes = await client.POST('/store/check-store-availability', {
        body: { brandId: zaatar, storeId: open._id, serviceType: 'PICKUP' },
      });
      expectMatchesDescription('checkStoreAvailability', 200, yes.data);
      expect(yes.data?.data).toBe(true);
      const no = await client.POST('/store/check-store-availability', {
        body: { brandId: zaatar, storeId: closed._id, serviceType: 'PICKUP' },
      });
      expect(no.data?.data).toBe(false);
    });

    describe('mapped areas (Karak Corner)', () => {
      let areas: Schemas['MappedAreaCity']['areas'];
      let polygonArea: Schemas['MappedAreaCity']['areas'][number];
      let distanceArea: Schemas['MappedAreaCity']['areas'][number];
      /** The centroid of the polygon's outer ring's vertices: inside a convex-ish ring. */
      let inside: { lat: number; lng: number };

      beforeAll(async () => {
        const { data } = await client.POST('/delivery-method/get-brand-delivery-areas', {
          body: { brandId: karak },
        });
        areas = (data!.data.deliveryAreas as Schemas['MappedAreaCity'][]).flatMap((city) => city.areas);
        polygonArea = areas.find((area) => area.mappedAreaType === 'POLYGON')!;
        distanceArea = areas.find((area) => area.mappedAreaType === 'DISTANCE')!;
        const ring = polygonArea.polygon![0]!.slice(0, -1);
        inside = {
          lng: ring.reduce((sum, point) => sum + point[0]!, 0) / ring.length,
          lat: ring.reduce((sum, point) => sum + point[1]!, 0) / ring.length,
        };
      });

      it('finds the store of a mapped area', async () => {
        const { data } = await client.POST('/store/get-stores-by-mapped-area', {
          body: { brandId: karak, mappedAreaId: polygonArea.mappedAreaId },
        });
        expectMatchesDescription('getStoresByMappedArea', 200, data);
        expect(data?.data.map((store) => store._id)).toEqual([polygonArea.storeId]);
      });

      it('finds the polygon store for a point inside its polygon', async () => {
        const { data } = await client.POST('/store/get-stores-by-coordinates', {
          body: { brandId: karak, ...inside },
        });
        expectMatchesDescription('getStoresByCoordinates', 200, data);
        expect(data?.data.map((store) => store._id)).toContain(polygonArea.storeId);
        expect(data?.data.find((store) => store._id === polygonArea.storeId)?.mappedAreaType).toBe('POLYGON');
      });

      it('finds the distance store for a point 1 km from it', async () => {
        const center = distanceArea.center!;
        const point = { lat: center.lat + 1 / 111.2, lng: center.lng };
        const { data } = await client.POST('/store/get-stores-by-coordinates', {
          body: { brandId: karak, ...point },
        });
        const found = data?.data.find((store) => store._id === distanceArea.storeId);
        expect(found?.mappedAreaType).toBe('DISTANCE');
        expect(found?.distance).toBeCloseTo(1, 1);
      });

      it('finds no store for a point in the desert', async () => {
        const { data } = await client.POST('/store/get-stores-by-coordinates', {
          body: { brandId: karak, lat: 23.5, lng: 54.0 },
        });
        expect(data?.data).toEqual([]);
      });

      it('says a point is in the selected store range, or which other store covers it', async () => {
        const own = await client.POST('/store/check-coordinates-in-store-delivery-range', {
          body: { brandId: karak, storeId: polygonArea.storeId, ...inside },
        });
        expectMatchesDescription('checkCoordinatesInStoreDeliveryRange', 200, own.data);
        expect(own.data?.data).toMatchObject({ foundInSelectedStore: true, mappedAreaType: 'POLYGON' });

        const other = await client.POST('/store/check-coordinates-in-store-delivery-range', {
          body: { brandId: karak, storeId: distanceArea.storeId, ...inside },
        });
        expect(other.data?.data.foundInSelectedStore).toBe(false);
        expect(other.data?.data.stores.map((store) => store._id)).toContain(polygonArea.storeId);
      });
    });
  });

  describe('menus and items', () => {
    it('serves the delivery menu of a store for an area, with the area fee and the store details', async () => {
      const store = storeNamed('Jumeirah');
      const jumeirah = areaNamed('Jumeirah');
      const { data } = await client.POST('/menus/get-delivery-store-menu-v2', {
        body: {
          brandId: zaatar,
          storeId: store._id,
          areaID: jumeirah.areaInfo._id,
          deliveryMethod: 'AREA_BASED',
        },
      });
      expectMatchesDescription('getDeliveryStoreMenu', 200, data);
      const menu = data!.data;
      expect(menu.storeArea).toMatchObject({ areaName: 'Jumeirah', deliveryFee: jumeirah.deliveryFee });
      expect(menu.storeInfo.taxRate).toBe(5);
      expect(menu.storeMenu.categories.length).toBeGreaterThanOrEqual(6);
      const items = menu.storeMenu.categories.flatMap((category) => category.items);
      expect(items.length).toBeGreaterThanOrEqual(35);
      expect(items.some((entry) => entry.itemId.price === 0)).toBe(true);
      expect(
        items.some((entry) =>
          entry.itemId.modifierGroups.some(
            (group) => group.isSingleSelection && group.minimumAllowedSelection === 1,
          ),
        ),
      ).toBe(true);
      expect(
        items.some((entry) =>
          entry.itemId.modifierGroups.some(
            (group) => !group.isSingleSelection && group.minimumAllowedSelection >= 2,
          ),
        ),
      ).toBe(true);
      expect(
        items.some((entry) =>
          entry.itemId.modifierGroups.some((group) =>
            group.modifiers.some((m) => (m.maximumOrderQuantity ?? 0) >= 2),
          ),
        ),
      ).toBe(true);
      expect(items.every((entry) => entry.itemId.translations.ar.title.length > 0)).toBe(true);
    });

    it('answers 304 to a repeated menu request with the same ETag, without a body', async () => {
      const body = { brandId: zaatar, storeId: storeNamed('Jumeirah')._id };
      const first = await post('/menus/get-delivery-store-menu-v2', body);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/); // strong: names the exact bytes of the form sent
      const second = await post('/menus/get-delivery-store-menu-v2', body, { 'if-none-match': etag! });
      expect(second.status).toBe(304);
      expect(await second.text()).toBe('');
    });

    it('refuses delivery to an area the store does not serve, with the spec text', async () => {
      const { error, response } = await client.POST('/menus/get-delivery-store-menu-v2', {
        body: {
          brandId: zaatar,
          storeId: storeNamed('Jumeirah')._id,
          areaID: areaNamed('Al Reem Island').areaInfo._id,
        },
      });
      expect(response.status).toBe(404);
      expect(error?.message).toBe(messages.notDeliveringHere.text);
    });

    it('serves the pickup and dine-in menus, and refuses a table the store does not have', async () => {
      const store = storeNamed('Jumeirah');
      const pickup = await client.POST('/menus/get-pickup-store-menu', {
        body: { brandId: zaatar, storeId: store._id },
      });
      expectMatchesDescription('getPickupStoreMenu', 200, pickup.data);
      const dineIn = await client.POST('/menus/get-dine-in-store-menu', {
        body: { brandId: zaatar, storeId: store._id, tableNumber: 7 },
      });
      expectMatchesDescription('getDineInStoreMenu', 200, dineIn.data);
      expect(dineIn.data?.data.tableNumber).toBe(7);
      const noTable = await client.POST('/menus/get-dine-in-store-menu', {
        body: { brandId: zaatar, storeId: store._id, tableNumber: 99 },
      });
      expect(noTable.response.status).toBe(404);
    });

    it('serves the brand-wide catalogue of Dates & Co, and a menu by id', async () => {
      const brandMenu = await client.POST('/menus/get-brand-menu', { body: { brandId: dates } });
      expectMatchesDescription('getBrandMenu', 200, brandMenu.data);
      expect(
        brandMenu.data?.data.categories.flatMap((category) => category.items).length,
      ).toBeGreaterThanOrEqual(12);
      const byId = await client.POST('/menus/get-menu-by-id', { body: { brandId: dates, menuId: dates } });
      expectMatchesDescription('getMenuById', 200, byId.data);
      expect(byId.data?.data).toEqual(brandMenu.data?.data);
    });

    it('serves item detail with and without a store, and the removed-item text for an unknown item', async () => {
      const store = storeNamed('Jumeirah');
      const menu = await client.POST('/menus/get-pickup-store-menu', {
        body: { brandId: zaatar, storeId: store._id },
      });
      const first = menu.data!.data.storeMenu.categories[0]!.items[0]!;
      const withStore = await client.POST('/items/get-item-detail', {
        body: {
          brandId: zaatar,
          storeId: store._id,
          itemId: first.itemId._id,
          serviceType: 'PICKUP',
          categoryId: first.categoryId,
        },
      });
      expectMatchesDescription('getItemDetail', 200, withStore.data);
      expect(withStore.data?.data).toMatchObject({ isMenuActive: true, itemInfo: { _id: first.itemId._id } });
      const withoutStore = await client.POST('/menus/get-menu-item-detail', {
        body: { brandId: zaatar, itemId: first.itemId._id },
      });
      expectMatchesDescription('getMenuItemDetail', 200, withoutStore.data);
      const removed = await client.POST('/items/get-item-detail', {
        body: { brandId: zaatar, storeId: store._id, itemId: unknownId, serviceType: 'PICKUP' },
      });
      expect(removed.response.status).toBe(404);
      expect(removed.error?.message).toBe(messages.itemRemoved.text);
    });

    it('recommends other items available at the store', async () => {
      const store = storeNamed('Jumeirah');
      const menu = await client.POST('/menus/get-pickup-store-menu', {
        body: { brandId: zaatar, storeId: store._id },
      });
      const first = menu.data!.data.storeMenu.categories[0]!.items[0]!;
      const { data } = await client.POST('/menus/get-recommend-items', {
        body: {
          brandId: zaatar,
          storeId: store._id,
          itemId: first.itemId._id,
          menuId: store._id,
          serviceType: 'DELIVERY',
          categoryId: first.categoryId,
        },
      });
      expectMatchesDescription('getRecommendedItems', 200, data);
      expect(data!.data.length).toBeGreaterThan(0);
      expect(data!.data.every((item) => item.isRecommended && item._id !== first.itemId._id)).toBe(true);
    });
  });

  describe('content, discounts and loyalty', () => {
    it('serves a static page in both languages, and not an unknown one', async () => {
      const { data } = await client.POST('/static-pages/get-static-page', {
        body: { brandId: zaatar, pageKey: 'about' },
      });
      expectMatchesDescription('getStaticPage', 200, data);
      expect(data?.data.linkTitle).toEqual({ en: 'About us', ar: 'من نحن' });
      expect(data?.data.formattedData.en).toMatch(/<\w+/);
      expect(data?.data.formattedData.ar).toMatch(/[\u0600-\u06FF]/);
      const missing = await client.POST('/static-pages/get-static-page', {
        body: { brandId: zaatar, pageKey: 'careers' },
      });
      expect(missing.response.status).toBe(404);
    });

    it("answers a brand's hostile page markup sanitised: no script, handler or javascript: link reaches a browser", async () => {
      const { data } = await client.POST('/static-pages/get-static-page', {
        body: { brandId: zaatar, pageKey: 'allergens' },
      });
      for (const html of [data!.data.formattedData.en, data!.data.formattedData.ar]) {
        // The seeded page carries <img onerror>, <script> and a javascript: link on purpose.
        expect(html).toContain('<h2>');
        expect(html).toContain('<img src="x" />');
        expect(html).not.toMatch(/<script|onerror|javascript:/i);
      }
      expect(data!.data.formattedData.en).toContain('Allergen guide');
      expect(data!.data.formattedData.ar).toContain('دليل مسببات الحساسية');
    });

    it('lists active discounts without hidden or inactive ones', async () => {
      const { data } = await client.POST('/discounts/get-all-active-discounts-v2', {
        body: { brandId: zaatar },
      });
      expectMatchesDescription('getAllActiveDiscounts', 200, data);
      const listed = data!.discount.discounts;
      expect(listed.length).toBeGreaterThanOrEqual(4);
      expect(listed.every((discount) => discount.isActive && discount.discountApplication !== 'hidden')).toBe(
        true,
      );
      expect(
        listed.some((discount) => discount.isWelcomeCoupon && discount.discountType === 'percentage'),
      ).toBe(true);
    });

    it('answers the loyalty policy, inactive for a brand without one', async () => {
      const active = await client.POST('/loyalty/get-by-brand', { body: { brandId: zaatar } });
      expectMatchesDescription('getLoyaltyByBrand', 200, active.data);
      expect(active.data?.data.isLoyaltyActive).toBe(true);
      const inactive = await client.POST('/loyalty/get-by-brand', { body: { brandId: karak } });
      expect(inactive.data?.data.isLoyaltyActive).toBe(false);
    });

    it('serves the gulf-kitchens business card with its three brands', async () => {
      const { data } = await client.GET('/user/{slug}/get-user-brands-by-slug', {
        params: { path: { slug: 'gulf-kitchens' } },
      });
      expectMatchesDescription('getUserBrandsBySlug', 200, data);
      expect(data?.data.permittedBrands.map((brand) => brand.temporaryDomainName).sort()).toEqual([
        'dates-and-co',
        'karak-corner',
        'zaatar-house',
      ]);
      const missing = await client.GET('/user/{slug}/get-user-brands-by-slug', {
        params: { path: { slug: 'nobody' } },
      });
      expect(missing.response.status).toBe(404);
    });
  });

  describe('reverse geocoding (offline gazetteer)', () => {
    it('names the area of a point in Dubai Marina, in English and Arabic', async () => {
      const en = await client.POST('/geocoding/reverse', {
        body: { lat: 25.0805, lng: 55.1403, language: 'EN' },
      });
      expectMatchesDescription('reverseGeocode', 200, en.data);
      expect(en.data?.data).toMatchObject({
        area: 'Dubai Marina',
        city: 'Dubai',
        country: 'United Arab Emirates',
      });
      const ar = await client.POST('/geocoding/reverse', {
        body: { lat: 25.0805, lng: 55.1403, language: 'AR' },
      });
      expect(ar.data?.data.city).toBe('دبي');
    });

    it("answers 'unknown' in the open sea", async () => {
      const { data } = await client.POST('/geocoding/reverse', { body: { lat: 26.5, lng: 53.0 } });
      expect(data?.data).toEqual({
        streetAddress: 'unknown',
        area: 'unknown',
        city: 'unknown',
        country: 'unknown',
      });
    });
  });

  describe('place search (offline gazetteer)', () => {
    const search = (body: { query: string; language?: 'EN' | 'AR' }) =>
      client.POST('/geocoding/search', { body });
    /** A landmark's place id: its place in the list. */
    const landmarkId = (en: string) =>
      `landmark:${LANDMARKS.findIndex((landmark) => landmark.name.en === en)}`;

    it("finds Jumeirah's neighbourhoods and landmarks for 'jumeirah', names starting with it first", async () => {
      const { data, response } = await search({ query: 'jumeirah', language: 'EN' });
      expect(response.status).toBe(200);
      expectMatchesDescription('searchPlaces', 200, data);
      expect(data?.data.suggestions.map((place) => place.name)).toEqual([
        'Jumeirah 1',
        'Jumeirah 2',
        'Jumeirah Beach Residence',
        'Jumeirah Lakes Towers',
        'Jumeirah Mosque',
      ]);
      expect(data?.data.suggestions[0]).toMatchObject({
        name: 'Jumeirah 1',
        description: 'Dubai, United Arab Emirates',
        lat: 25.229,
        lng: 55.261,
      });
      expect(data?.data.suggestions[0]?.placeId).toEqual(expect.any(String));
    });

    it('ignores case and surrounding spaces, and puts names containing the query after those starting with it', async () => {
      const { data } = await search({ query: '  DUBAI ' });
      expectMatchesDescription('searchPlaces', 200, data);
      expect(data?.data.suggestions.map((place) => place.name)).toEqual([
        // Names starting with 'dubai': the neighbourhood first, then landmarks, by name…
        'Dubai Marina',
        'Dubai Festival City Mall',
        'Dubai Frame',
        'Dubai International Airport',
        'Dubai Marina Mall',
        'Dubai World Trade Centre',
        // …then those containing it.
        'Downtown Dubai',
        'The Dubai Mall',
      ]);
    });

    it("finds them for the Arabic 'جميرا' too, named in Arabic when the language is AR", async () => {
      const { data } = await search({ query: 'جميرا', language: 'AR' });
      expectMatchesDescription('searchPlaces', 200, data);
      expect(data?.data.suggestions.map((place) => place.name)).toEqual([
        'جميرا 1',
        'جميرا 2',
        'أبراج بحيرات جميرا',
        'مساكن شاطئ جميرا',
        'مسجد جميرا',
      ]);
      expect(data?.data.suggestions[0]?.description).toBe('دبي، الإمارات العربية المتحدة');
    });

    it('matches an Arabic query against the Arabic names while answering in English by default', async () => {
      const { data } = await search({ query: 'جميرا' });
      expect(data?.data.suggestions.map((place) => place.name)).toEqual([
        // Ranked on the Arabic names ('جميرا 1', 'جميرا 2' start with the query), each rank by English name.
        'Jumeirah 1',
        'Jumeirah 2',
        'Jumeirah Beach Residence',
        'Jumeirah Lakes Towers',
        // 'مسجد جميرا' holds the query without starting with it.
        'Jumeirah Mosque',
      ]);
    });

    it("finds the landmark 'Jumeirah Mosque' by its English name, described by its area, city and country", async () => {
      const { data, response } = await search({ query: 'Jumeirah Mosque', language: 'EN' });
      expect(response.status).toBe(200);
      expectMatchesDescription('searchPlaces', 200, data);
      expect(data?.data.suggestions).toEqual([
        {
          placeId: landmarkId('Jumeirah Mosque'),
          name: 'Jumeirah Mosque',
          description: 'Jumeirah, Dubai, United Arab Emirates',
          lat: 25.234,
          lng: 55.2655,
        },
      ]);
    });

    it("finds the mosques for the Arabic 'مسجد', named and described in Arabic for AR and in English by default", async () => {
      const ar = await search({ query: 'مسجد', language: 'AR' });
      expectMatchesDescription('searchPlaces', 200, ar.data);
      expect(ar.data?.data.suggestions).toEqual([
        {
          placeId: landmarkId('Al Noor Mosque'),
          name: 'مسجد النور',
          description: 'المجاز، الشارقة، الإمارات العربية المتحدة',
          lat: 25.3377,
          lng: 55.3919,
        },
        {
          placeId: landmarkId('Jumeirah Mosque'),
          name: 'مسجد جميرا',
          description: 'جميرا، دبي، الإمارات العربية المتحدة',
          lat: 25.234,
          lng: 55.2655,
        },
      ]);
      const en = await search({ query: 'مسجد' });
      expect(en.data?.data.suggestions.map(({ name, description }) => ({ name, description }))).toEqual([
        { name: 'Al Noor Mosque', description: 'Al Majaz, Sharjah, United Arab Emirates' },
        { name: 'Jumeirah Mosque', description: 'Jumeirah, Dubai, United Arab Emirates' },
      ]);
    });

    it('still puts a neighbourhood starting with the query before a landmark that only contains it', async () => {
      // 'Burj Khalifa' comes first by name, but only 'Khalifa City' starts with the query.
      const { data } = await search({ query: 'khalifa', language: 'EN' });
      expectMatchesDescription('searchPlaces', 200, data);
      expect(data?.data.suggestions).toEqual([
        {
          placeId: expect.stringMatching(/^gazetteer:\d+$/),
          name: 'Khalifa City',
          description: 'Abu Dhabi, United Arab Emirates',
          lat: 24.4197,
          lng: 54.5778,
        },
        {
          placeId: landmarkId('Burj Khalifa'),
          name: 'Burj Khalifa',
          description: 'Downtown Dubai, Dubai, United Arab Emirates',
          lat: 25.1972,
          lng: 55.2744,
        },
      ]);
    });

    it('answers an empty list for a query that names nothing', async () => {
      const { data, response } = await search({ query: 'zzqxv' });
      expect(response.status).toBe(200);
      expectMatchesDescription('searchPlaces', 200, data);
      expect(data?.data.suggestions).toEqual([]);
    });

    it('answers at most 8 suggestions', async () => {
      const { data } = await search({ query: 'al' });
      expectMatchesDescription('searchPlaces', 200, data);
      expect(data?.data.suggestions).toHaveLength(8);
      expect(data?.data.suggestions.every((place) => place.name.toLowerCase().startsWith('al'))).toBe(true);
    });

    it.each([
      ['an empty query', { query: '' }],
      ['a blank query', { query: '   ' }],
      ['a query over 100 characters', { query: 'a'.repeat(101) }],
      ['an unknown language', { query: 'jumeirah', language: 'FR' }],
      ['an unknown field', { query: 'jumeirah', country: 'SA' }],
    ])('refuses %s with 400', async (_, body) => {
      const response = await post('/geocoding/search', body);
      expect(response.status).toBe(400);
      expectMatchesDescription('searchPlaces', 400, await response.json());
    });
  });

  describe('bad input', () => {
    const READ_TAGS = ['branding', 'menus', 'stores', 'delivery', 'content', 'geo'];
    const routes = operationRoutes(loadOpenApi(openapiFile)).filter(
      (route) =>
        route.method === 'POST' &&
        // The public read calls (an operator's call among them answers 401 before reading its body).
        route.security.length === 0 &&
        (route.tags.some((tag) => READ_TAGS.includes(tag)) ||
          ['getAllActiveDiscounts', 'getLoyaltyByBrand'].includes(route.operationId)),
    );

    // getBrandSettings requires nothing: with no brandId it answers the brand of the Host (brands.test.ts).
    const requiring = routes.filter(
      (route) => ((route.schema.body as { required?: string[] } | undefined)?.required?.length ?? 0) > 0,
    );
    it.each(requiring.map((route) => [route.operationId, route] as const))(
      '%s refuses a body missing its required fields with 400',
      async (_, route) => {
        const response = await post(route.url.replace('/api/v1', ''), {});
        expect(response.status).toBe(400);
        const answer = (await response.json()) as { success: number; messageParams: { detail: string } };
        expect(answer.success).toBe(0);
        expect(answer.messageParams.detail).toMatch(/must have required property/);
      },
    );

    it.each(
      routes
        .filter((route) =>
          (route.schema.body as { required?: string[] } | undefined)?.required?.includes('brandId'),
        )
        .map((route) => [route.operationId, route] as const),
    )('%s answers an unknown brand with 404 Brand not found', async (operationId, route) => {
      const required = (
        route.schema.body as {
          required: string[];
          properties: Record<string, { type?: string; enum?: string[] }>;
        }
      ).required;
      const properties = (
        route.schema.body as {
          properties: Record<string, { type?: string; enum?: string[]; pattern?: string }>;
        }
      ).properties;
      const body: Record<string, unknown> = {};
      for (const field of required) {
        const schema = properties[field]!;
        body[field] = schema.enum
          ? schema.enum[0]
          : schema.type === 'number' || schema.type === 'integer'
            ? 25
            : unknownId;
      }
      const response = await post(route.url.replace('/api/v1', ''), body);
      expect(response.status).toBe(404);
      const answer: unknown = await response.json();
      expectMatchesDescription(operationId, 404, answer);
      expect((answer as { message: string }).message).toBe(messages.brandNotFound.text);
    });

    it('refuses a latitude out of range', async () => {
      const response = await post('/store/get-stores-by-coordinates', { brandId: karak, lat: 123, lng: 55 });
      expect(response.status).toBe(400);
    });
  });

  describe('cache', () => {
    it('serves a changed store once the write is committed, by whichever connection: the database announces it', async () => {
      const store = storeNamed('Jumeirah');
      const available = async () =>
        (
          await client.POST('/store/check-store-availability', {
            body: { brandId: zaatar, storeId: store._id, serviceType: 'PICKUP' },
          })
        ).data?.data;
      expect(await available()).toBe(true);
      await database.db.update(storesTable).set({ isOpened: false }).where(eq(storesTable.id, store._id));
      // PGlite announces it before the update's answer; PostgreSQL a moment after, on the listener.
      await vi.waitFor(async () => expect(await available()).toBe(false));
      await database.db.update(storesTable).set({ isOpened: true }).where(eq(storesTable.id, store._id));
      await vi.waitFor(async () => expect(await available()).toBe(true));
    });
  });
});
