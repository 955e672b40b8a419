import type { Schemas } from '@storefront/contract';
import { isOutOfStock, type UnixSeconds } from '@storefront/core';
import { toCoreUnavailableStores } from '@storefront/contract/to-core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { soldAt } from '../catalogue/item-shapes.js';
import { kitchenBusy, offersService, prepMinutes, servicePausedUntil } from '../catalogue/shapes.js';
import type { Db } from '../db/database.js';
import { categories, items, stores, type StoreRow } from '../db/schema.js';
import { kitchenChanges, type KitchenChangeRow } from './kitchen.schema.js';
import { asapTaken } from './slot-capacity.js';

/** Which thing a change is about: changes of one thing replace each other (the board shows the latest). */
const subject = sql`case when ${kitchenChanges.change} in ('CLOSE', 'OPEN') then 'opened'
  when ${kitchenChanges.change} in ('BUSY', 'NOT_BUSY') then 'busy'
  when ${kitchenChanges.change} in ('PAUSE', 'RESUME') then 'service:' || ${kitchenChanges.service}
  when ${kitchenChanges.change} = 'CAPACITY' then 'capacity:' || ${kitchenChanges.service}
  else 'item:' || ${kitchenChanges.itemId} || ':' || coalesce(${kitchenChanges.optionId}, '') end`;

function toChange(row: KitchenChangeRow): Schemas['KitchenChange'] {
  return {
    change: row.change,
    by: row.staffName,
    at: Math.floor(row.at.getTime() / 1000),
    until: row.until,
  };
}

/**
 * The store's kitchen as the board shows it, read from the tables (not the catalogue cache, which
 * hears of a change a moment after it commits): services, busy mode, prep times, the menu with
 * what is sold out now, and for each the latest change that set it.
 */
export async function kitchenView(
  db: Db,
  storeId: string,
  now: Date,
): Promise<Omit<Schemas['Kitchen'], 'stores'> | null> {
  const unix = Math.floor(now.getTime() / 1000) as UnixSeconds;
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) return null;
  const [rows, categoryRows, latest] = [
    await db
      .select()
      .from(items)
      .where(and(eq(items.brandId, store.brandId), eq(items.isActive, true)))
      .orderBy(asc(items.sortOrder)),
    await db.select().from(categories).where(eq(categories.brandId, store.brandId)),
    await db
      .selectDistinctOn([subject])
      .from(kitchenChanges)
      .where(eq(kitchenChanges.storeId, storeId))
      .orderBy(subject, desc(kitchenChanges.id)),
  ];
  const changeOf = (key: string, kinds: KitchenChangeRow['change'][]) => {
    const row = latest.find((entry) => subjectOf(entry) === key);
    return row && kinds.includes(row.change) ? toChange(row) : null;
  };
  const categoryOrder = new Map(categoryRows.map((row) => [row.id, row]));
  const soldOut = (
    entries: { storeId: string; nextAvailableTime: number | null }[] | undefined,
    key: string,
  ): Schemas['KitchenSoldOut'] => {
    const unavailableStores = toCoreUnavailableStores(entries ?? []);
    if (!isOutOfStock({ unavailableStores }, storeId, unix)) return null;
    const entry = (entries ?? []).find((candidate) => candidate.storeId === storeId);
    return { until: entry?.nextAvailableTime ?? null, change: changeOf(key, ['SOLD_OUT']) };
  };
  const menu = rows
    .filter((item) => soldAt(item, storeId))
    .sort(
      (a, b) =>
        (categoryOrder.get(a.categoryId)?.sortOrder ?? 0) -
          (categoryOrder.get(b.categoryId)?.sortOrder ?? 0) || a.sortOrder - b.sortOrder,
    )
    .map((item) => ({
      _id: item.id,
      title: item.title,
      category: categoryOrder.get(item.categoryId)?.name ?? { en: '', ar: '' },
      soldOut: soldOut(item.unavailableStores, `item:${item.id}:`),
      options: item.modifierGroups.flatMap((group) =>
        group.modifiers.map((modifier) => ({
          _id: modifier.id,
          name: modifier.name,
          group: group.name,
          soldOut: soldOut(modifier.unavailableStores, `item:${item.id}:${modifier.id}`),
        })),
      ),
    }));
  const taken = await asapTaken(db, storeId, unix);
  const service = (key: 'delivery' | 'pickup' | 'dineIn', type: 'DELIVERY' | 'PICKUP' | 'DINE_IN') => {
    const pausedUntil = servicePausedUntil(store, type, unix);
    const capacity = store.slotCapacity[key] ?? null;
    return {
      offered: offersService(store, type),
      pausedUntil,
      change: pausedUntil === null ? null : changeOf(`service:${key}`, ['PAUSE']),
      capacity,
      capacityChange: capacity === null ? null : changeOf(`capacity:${key}`, ['CAPACITY']),
      asapTaken: taken[key] ?? 0,
      fullSlots: store.fullSlots
        .filter((entry) => entry.startsWith(`${key}:`))
        .map((entry) => Number(entry.split(':')[1]))
        .filter((startsAt) => startsAt > unix),
    };
  };
  const busy = kitchenBusy(store);
  return {
    storeId: store.id,
    name: store.name,
    isOpened: store.isOpened,
    openedChange: changeOf('opened', ['CLOSE', 'OPEN']),
    services: {
      delivery: service('delivery', 'DELIVERY'),
      pickup: service('pickup', 'PICKUP'),
      dineIn: service('dineIn', 'DINE_IN'),
    },
    busy:
      busy && busy.until > unix
        ? { extraMinutes: busy.extraMinutes, until: busy.until, change: changeOf('busy', ['BUSY']) }
        : null,
    prepMinutes: prepTimes(store, unix),
    items: menu,
  };
}

function subjectOf(row: KitchenChangeRow): string {
  if (row.change === 'CLOSE' || row.change === 'OPEN') return 'opened';
  if (row.change === 'BUSY' || row.change === 'NOT_BUSY') return 'busy';
  if (row.change === 'PAUSE' || row.change === 'RESUME') return `service:${row.service}`;
  if (row.change === 'CAPACITY') return `capacity:${row.service}`;
  return `item:${row.itemId}:${row.optionId ?? ''}`;
}

function prepTimes(store: StoreRow, now: UnixSeconds) {
  return {
    delivery: prepMinutes(store, 'DELIVERY', now),
    pickup: prepMinutes(store, 'PICKUP', now),
    dineIn: prepMinutes(store, 'DINE_IN', now),
  };
}
