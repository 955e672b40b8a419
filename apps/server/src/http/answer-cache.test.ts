import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { items } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { zaatarItemIds, zaatarStoreIds } from '../db/seed/demo-ids.js';
import { scopeToStore } from '../push/menu-feed.js';
import { openTestDatabase } from '../testing/test-database.js';
import { AnswerCache } from './answer-cache.js';

const zaatar = demoBrandIds.zaatarHouse;
const dates = demoBrandIds.datesAndCo;

describe('AnswerCache', () => {
  const cache = (maxBytes: number, now = () => 0) => new AnswerCache(() => 1, now, { maxBytes });
  /** An answer whose key and payload come to `bytes` bytes. */
  const answerOf = (key: string, bytes: number) => 'x'.repeat(bytes - key.length - 2);

  it('evicts the least recently used entries once the bytes held would exceed the bound', () => {
    const answers = cache(3_000);
    answers.set('a', answerOf('a', 1_000));
    answers.set('b', answerOf('b', 1_000));
    answers.set('c', answerOf('c', 1_000));
    expect(answers.bytes).toBe(3_000);
    expect(answers.get('a')).toBeDefined(); // now the most recently used
    answers.set('d', answerOf('d', 1_000));
    expect(answers.get('b')).toBeUndefined();
    expect(answers.get('a')).toBeDefined();
    expect(answers.get('c')).toBeDefined();
    expect(answers.get('d')).toBeDefined();
    expect(answers.bytes).toBe(3_000);
  });

  it('counts the key too, keeps nothing larger than the bound, and frees what it replaces', () => {
    const answers = cache(1_000);
    answers.set('k'.repeat(2_000), 1);
    expect(answers.size).toBe(0);
    expect(answers.bytes).toBe(0);
    answers.set('same', answerOf('same', 600));
    answers.set('same', answerOf('same', 500));
    expect(answers.size).toBe(1);
    expect(answers.bytes).toBe(500);
  });

  it('counts each form when it is made, and the smaller one in place of the quick one', async () => {
    const answers = cache(1_000_000);
    // A menu-like answer: long enough to compress, repetitive like JSON.
    const body = Array.from({ length: 400 }, (_, index) => ({
      id: index,
      title: 'Zaatar manakish',
      price: 1500,
    }));
    const answer = answers.set('menu', body);
    const plain = answer.identity.length + 'menu'.length;
    expect(answers.bytes).toBe(plain);
    const quick = answer.form('br');
    expect(answers.bytes).toBe(plain + quick.bytes.length);
    expect(answer.form('br')).toBe(quick); // made once
    await answers.idle();
    const best = answer.form('br');
    expect(best.bytes.length).toBeLessThanOrEqual(quick.bytes.length);
    const gzip = answer.form('gzip');
    expect(gzip.etag).toMatch(/-gzip"$/);
    expect(answers.bytes).toBe(plain + best.bytes.length + gzip.bytes.length);
    expect(answer.bytes + 'menu'.length).toBe(answers.bytes);
  });

  it('drops an expired entry and its bytes', () => {
    let now = 0;
    const answers = cache(1_000, () => now);
    answers.set('a', 1);
    now = 30_000;
    expect(answers.get('a')).toBeUndefined();
    expect(answers.bytes).toBe(0);
  });
});

describe('the read calls cache', () => {
  let database: Database;
  let app: FastifyInstance;
  let services: AppServices;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    ({ app, services } = await buildApp({ database, appsDir: '/nonexistent' }));
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const settings = (host: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/branding/get-brand-settings-by-brand-id-for-store-front',
      headers: { host },
      payload: { brandId: zaatar },
    });

  it('keeps one answer whatever Host a request makes up, and one per brand domain', async () => {
    const first = await settings('made-up-0.example');
    expect(first.statusCode).toBe(200);
    const size = services.answers.size;
    const bytes = services.answers.bytes;
    for (let index = 1; index <= 500; index += 1) {
      const answer = await settings(`made-up-${index}.example:${1000 + index}`);
      expect(answer.headers.etag).toBe(first.headers.etag);
    }
    expect(services.answers.size).toBe(size);
    expect(services.answers.bytes).toBe(bytes);
    await settings('zaatar.localhost:3000');
    await settings('ZAATAR.localhost');
    expect(services.answers.size).toBe(size + 1);
  });

  it("keeps a brand's answers while another brand's menu changes, and drops them when its own does", async () => {
    const menu = (brandId: string) =>
      app.inject({ method: 'POST', url: '/api/v1/menus/get-brand-menu', payload: { brandId } });
    const priceOf = async (brandId: string) =>
      (await database.db.select().from(items).where(eq(items.brandId, brandId)).limit(1))[0]!;
    const first = await menu(zaatar);
    expect(first.statusCode).toBe(200);
    const kept = services.answers.get(keyOf(zaatar));
    expect(kept).toBeDefined();

    // Another brand's item changes: every process hears it; this brand's answer stays.
    const theirs = await priceOf(dates);
    const before = services.catalogue.version;
    await database.db.execute(sql`update items set price = price + 1 where id = ${theirs.id}`);
    await vi.waitFor(() => expect(services.catalogue.version).toBeGreaterThan(before));
    const again = await menu(zaatar);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(services.answers.get(keyOf(zaatar))).toBe(kept);

    // Its own item changes: the answer goes, and the next one says the new price.
    const ours = await priceOf(zaatar);
    const now = services.catalogue.version;
    await database.db.execute(sql`update items set price = price + 100 where id = ${ours.id}`);
    await vi.waitFor(() => expect(services.catalogue.version).toBeGreaterThan(now));
    expect(services.answers.get(keyOf(zaatar))).toBeUndefined();
    const changed = await menu(zaatar);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    await database.db.execute(sql`update items set price = price - 100 where id = ${ours.id}`);
    await database.db.execute(sql`update items set price = price - 1 where id = ${theirs.id}`);
  });

  it("keeps a store's answers while another store's kitchen changes, and drops them when its own does", async () => {
    const { jumeirah, marina } = zaatarStoreIds;
    const item = zaatarItemIds.zaatarShakshuka;
    const storeMenu = (storeId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/menus/get-pickup-store-menu',
        payload: { brandId: zaatar, storeId },
      });
    const itemAt = (storeId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/items/get-item-detail',
        payload: { brandId: zaatar, storeId, itemId: item, serviceType: 'PICKUP' },
      });
    const brandMenu = () =>
      app.inject({ method: 'POST', url: '/api/v1/menus/get-brand-menu', payload: { brandId: zaatar } });
    const entries = (storeId: string) =>
      services.answers
        .keys()
        .filter((key) => key.includes(storeId) && !key.startsWith('getBrandMenu|'))
        .sort();
    const soldOutAt = (answer: { json: () => unknown }, storeId: string) =>
      (
        answer.json() as { data: { itemInfo: { unavailableStores: { storeId: string }[] } } }
      ).data.itemInfo.unavailableStores.some((entry) => entry.storeId === storeId);

    const before = { menu: await storeMenu(marina), item: await itemAt(marina) };
    const ours = { menu: await storeMenu(jumeirah), item: await itemAt(jumeirah), brand: await brandMenu() };
    expect(before.menu.statusCode).toBe(200);
    expect(before.item.statusCode).toBe(200);
    const kept = entries(marina).map((key) => services.answers.get(key));
    expect(kept).toHaveLength(2);
    expect(kept).not.toContain(undefined);
    expect(entries(jumeirah)).toHaveLength(2);

    // Jumeirah's kitchen sells the shakshuka out (an item row, written for that store alone).
    const version = services.catalogue.version;
    await database.db.transaction(async (tx) => {
      await scopeToStore(tx, jumeirah);
      await tx.execute(sql`update items set unavailable_stores = unavailable_stores ||
        jsonb_build_array(jsonb_build_object('storeId', ${jumeirah}::text, 'nextAvailableTime', null))
        where id = ${item}`);
    });
    await vi.waitFor(() => expect(services.catalogue.version).toBeGreaterThan(version));

    // Dubai Marina's answers stay, byte for byte; they never named Jumeirah's entries.
    expect(entries(marina).map((key) => services.answers.get(key))).toEqual(kept);
    expect((await storeMenu(marina)).headers.etag).toBe(before.menu.headers.etag);
    expect(soldOutAt(before.item, jumeirah)).toBe(false);
    // Jumeirah's answers and the brand-wide menu go, and say it at once.
    expect(entries(jumeirah).map((key) => services.answers.get(key))).toEqual([undefined, undefined]);
    const soldOut = await itemAt(jumeirah);
    expect(soldOutAt(soldOut, jumeirah)).toBe(true);
    expect(soldOut.headers.etag).not.toBe(ours.item.headers.etag);
    expect((await storeMenu(jumeirah)).headers.etag).not.toBe(ours.menu.headers.etag);
    expect((await brandMenu()).headers.etag).not.toBe(ours.brand.headers.etag);

    // A write to Jumeirah's own row (a pause) is Jumeirah's alone too.
    const paused = services.catalogue.version;
    await database.db.execute(sql`update stores set is_opened = is_opened where id = ${jumeirah}`);
    await vi.waitFor(() => expect(services.catalogue.version).toBeGreaterThan(paused));
    expect(entries(marina).map((key) => services.answers.get(key))).toEqual(kept);

    // A price, for every store: Dubai Marina's answers go too.
    const priced = services.catalogue.version;
    await database.db.execute(sql`update items set price = price + 100 where id = ${item}`);
    await vi.waitFor(() => expect(services.catalogue.version).toBeGreaterThan(priced));
    expect(entries(marina).map((key) => services.answers.get(key))).toEqual([undefined, undefined]);
    expect((await storeMenu(marina)).headers.etag).not.toBe(before.menu.headers.etag);
    await database.db.execute(sql`update items set price = price - 100, unavailable_stores = '[]'::jsonb
      where id = ${item}`);
  });

  /** The cache key of the brand menu call for a brand. */
  function keyOf(brandId: string): string {
    return services.answers.keys().find((key) => key.startsWith('getBrandMenu|') && key.includes(brandId))!;
  }
});
