import {
  BUSY_EXTRA_MINUTES,
  BUSY_FOR_MINUTES,
  fullSlotKey,
  PAUSE_MINUTES,
  SLOT_CAPACITY_MAX,
  soldOutUntil,
  type SoldOutFor,
  type UnixSeconds,
} from '@storefront/core';
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import { soldAt } from '../catalogue/item-shapes.js';
import { offersService, weeklyOpeningHours } from '../catalogue/shapes.js';
import type { Db } from '../db/database.js';
import { items, stores, type ItemRow, type StoreRow } from '../db/schema.js';
import { said, type Said } from '../http/messages.js';
import { announceStoreMenu, scopeToStore } from '../push/menu-feed.js';
import type { StaffRow } from '../staff/staff.schema.js';
import { kitchenChanges, slotBookings, type KitchenChangeRow } from './kitchen.schema.js';
import { countPlacedOrders } from './slot-capacity.js';

/** What a kitchen change says when it cannot be made (nothing is changed). */
export const kitchenMessages = {
  itemNotFound: said('kitchenItemNotFound', "This item is not on this store's menu"),
  optionNotFound: said('kitchenOptionNotFound', 'This option is not on this item'),
  soldOutForRequired: said('kitchenSoldOutForRequired', 'Please choose how long it is sold out'),
  serviceRequired: said('kitchenServiceRequired', 'Please choose a service the store offers'),
  pauseMinutesRequired: said('kitchenPauseMinutesRequired', 'Please choose 15, 30 or 60 minutes'),
  busyRequired: said(
    'kitchenBusyRequired',
    'Please choose 10, 20 or 30 extra minutes, for 30, 60 or 120 minutes',
  ),
  capacityRequired: said(
    'kitchenCapacityRequired',
    'Please enter the orders a slot takes, from 1 to 500, or 0 for no limit',
  ),
  managersOnly: said('kitchenManagersOnly', 'Only a manager can change this'),
};

export type KitchenService = 'delivery' | 'pickup' | 'dineIn';

/** One change asked for from the board (the body of changeKitchen, the store's id apart). */
export interface KitchenChangeAsk {
  change: KitchenChangeRow['change'];
  itemId?: string | undefined;
  optionId?: string | undefined;
  soldOutFor?: SoldOutFor | undefined;
  service?: KitchenService | undefined;
  minutes?: number | undefined;
  extraMinutes?: number | undefined;
  /** For CAPACITY: the orders one slot of the service takes; 0 for no limit. */
  capacity?: number | undefined;
}

const SERVICE_TYPES = { delivery: 'DELIVERY', pickup: 'PICKUP', dineIn: 'DINE_IN' } as const;

type Entries = { storeId: string; nextAvailableTime: number | null }[];

/** The entries with this store's replaced by one until `until` (or removed, for `undefined`). */
function withEntry(entries: Entries | undefined, storeId: string, until: number | null | undefined): Entries {
  const others = (entries ?? []).filter((entry) => entry.storeId !== storeId);
  return until === undefined ? others : [...others, { storeId, nextAvailableTime: until }];
}

/** The staff member's name as the board shows it, EN and AR. */
export function staffName(staff: StaffRow): { en: string; ar: string } {
  return { en: staff.name, ar: staff.nameAr ?? staff.name };
}

/**
 * Makes one kitchen change at a store, in one transaction: the state every read follows (the
 * item's or option's unavailable-store entry, the store's isOpened, pause or busy mode), the log
 * row naming the staff member, and the announcement to the store's open screens (on commit). The
 * item row is locked while its entries are rewritten, so two staff selling out two options of one
 * item at once both land. Answers a `Said` when the change cannot be made, and changes nothing.
 */
export async function changeKitchen(
  db: Db,
  input: { store: StoreRow; staff: StaffRow; ask: KitchenChangeAsk; now: Date; manager: boolean },
): Promise<{ ok: true } | { ok: false; said: Said; status: 400 | 403 | 404 }> {
  const { store, staff, ask } = input;
  const unix = Math.floor(input.now.getTime() / 1000) as UnixSeconds;
  const refuse = (said: Said, status: 400 | 403 | 404 = 400) => ({ ok: false as const, said, status });

  // Checked before the transaction: what the ask lacks is the same whatever the rows hold.
  if (ask.change === 'SOLD_OUT' && !ask.soldOutFor) return refuse(kitchenMessages.soldOutForRequired);
  if ((ask.change === 'SOLD_OUT' || ask.change === 'BACK_ON') && !ask.itemId)
    return refuse(kitchenMessages.itemNotFound, 404);
  if (ask.change === 'PAUSE' || ask.change === 'RESUME') {
    if (!ask.service || !offersService(store, SERVICE_TYPES[ask.service]))
      return refuse(kitchenMessages.serviceRequired);
    if (ask.change === 'PAUSE' && !(PAUSE_MINUTES as readonly number[]).includes(ask.minutes ?? 0))
      return refuse(kitchenMessages.pauseMinutesRequired);
  }
  if (
    ask.change === 'BUSY' &&
    (!(BUSY_EXTRA_MINUTES as readonly number[]).includes(ask.extraMinutes ?? 0) ||
      !(BUSY_FOR_MINUTES as readonly number[]).includes(ask.minutes ?? 0))
  )
    return refuse(kitchenMessages.busyRequired);
  if (ask.change === 'CAPACITY') {
    if (!input.manager) return refuse(kitchenMessages.managersOnly, 403);
    if (!ask.service || !offersService(store, SERVICE_TYPES[ask.service]))
      return refuse(kitchenMessages.serviceRequired);
    const capacity = ask.capacity;
    if (capacity === undefined || !Number.isInteger(capacity) || capacity < 0 || capacity > SLOT_CAPACITY_MAX)
      return refuse(kitchenMessages.capacityRequired);
  }

  return db.transaction(async (tx) => {
    await scopeToStore(tx, store.id);
    let until: number | null = null;
    if (ask.change === 'SOLD_OUT' || ask.change === 'BACK_ON') {
      const [item] = await tx
        .select()
        .from(items)
        .where(and(eq(items.id, ask.itemId!), eq(items.brandId, store.brandId)))
        .for('update');
      if (!item || !item.isActive || !soldAt(item, store.id))
        return refuse(kitchenMessages.itemNotFound, 404);
      if (ask.change === 'SOLD_OUT') until = soldOutUntil(ask.soldOutFor!, weeklyOpeningHours(store), unix);
      const entry = ask.change === 'SOLD_OUT' ? until : undefined;
      const written = writeSoldOut(item, store.id, ask.optionId, entry);
      if (!written) return refuse(kitchenMessages.optionNotFound, 404);
      await tx.update(items).set(written).where(eq(items.id, item.id));
    } else if (ask.change === 'CLOSE' || ask.change === 'OPEN') {
      await tx
        .update(stores)
        .set({ isOpened: ask.change === 'OPEN', updatedAt: input.now })
        .where(eq(stores.id, store.id));
    } else if (ask.change === 'PAUSE' || ask.change === 'RESUME') {
      until = ask.change === 'PAUSE' ? unix + ask.minutes! * 60 : null;
      const pauses =
        until === null
          ? sql`${stores.pausedUntil} - ${ask.service!}::text`
          : sql`${stores.pausedUntil} || jsonb_build_object(${ask.service!}::text, ${until}::integer)`;
      await tx
        .update(stores)
        .set({ pausedUntil: pauses, updatedAt: input.now })
        .where(eq(stores.id, store.id));
    } else if (ask.change === 'CAPACITY') {
      const capacities =
        ask.capacity === 0
          ? sql`${stores.slotCapacity} - ${ask.service!}::text`
          : sql`${stores.slotCapacity} || jsonb_build_object(${ask.service!}::text, ${ask.capacity!}::integer)`;
      if (ask.capacity! > 0) await countPlacedOrders(tx, store.id, ask.service!, unix);
      const fullSlots = await fullSlotsAfter(tx, store.id, ask.service!, ask.capacity!, unix);
      await tx
        .update(stores)
        .set({ slotCapacity: capacities, fullSlots, updatedAt: input.now })
        .where(eq(stores.id, store.id));
    } else {
      until = ask.change === 'BUSY' ? unix + ask.minutes! * 60 : null;
      const busy = until === null ? null : { extraMinutes: ask.extraMinutes!, until };
      await tx.update(stores).set({ busy, updatedAt: input.now }).where(eq(stores.id, store.id));
    }
    await tx.insert(kitchenChanges).values({
      brandId: store.brandId,
      storeId: store.id,
      change: ask.change,
      itemId: ask.itemId ?? null,
      optionId: ask.optionId ?? null,
      service: ask.service ?? null,
      extraMinutes:
        ask.change === 'BUSY' ? ask.extraMinutes! : ask.change === 'CAPACITY' ? ask.capacity || null : null,
      until,
      staffId: staff.id,
      staffName: staffName(staff),
      at: input.now,
    });
    await announceStoreMenu(tx, { brandId: store.brandId, storeId: store.id, at: unix });
    return { ok: true as const };
  });
}

/** The item's columns with the store's entry written on the item or on one option; null without that option. */
function writeSoldOut(
  item: ItemRow,
  storeId: string,
  optionId: string | undefined,
  until: number | null | undefined,
): Partial<Pick<ItemRow, 'unavailableStores' | 'modifierGroups'>> | null {
  if (!optionId) return { unavailableStores: withEntry(item.unavailableStores, storeId, until) };
  let found = false;
  const modifierGroups = item.modifierGroups.map((group) => ({
    ...group,
    modifiers: group.modifiers.map((modifier) => {
      if (modifier.id !== optionId) return modifier;
      found = true;
      const unavailableStores = withEntry(modifier.unavailableStores, storeId, until);
      const { unavailableStores: _old, ...rest } = modifier;
      return unavailableStores.length > 0 ? { ...rest, unavailableStores } : rest;
    }),
  }));
  return found ? { modifierGroups } : null;
}

/**
 * The store's full slots once the service takes `capacity` orders a slot (0: no limit), read under
 * the store's lock: the service's upcoming slots whose places taken reach the new capacity (a
 * raised capacity offers a full slot again at once, a lowered one stops offering those already
 * past it), and the other services' full slots still to come.
 */
async function fullSlotsAfter(
  tx: Db,
  storeId: string,
  service: KitchenService,
  capacity: number,
  now: UnixSeconds,
): Promise<string[]> {
  const [row] = await tx
    .select({ fullSlots: stores.fullSlots })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('update');
  const others = (row?.fullSlots ?? []).filter((key) => {
    const [of, startsAt] = key.split(':');
    return of !== service && Number(startsAt) > now;
  });
  if (capacity === 0) return others;
  const full = await tx
    .select({ startsAt: slotBookings.startsAt })
    .from(slotBookings)
    .where(
      and(
        eq(slotBookings.storeId, storeId),
        eq(slotBookings.service, service),
        eq(slotBookings.kind, 'slot'),
        gte(slotBookings.orders, capacity),
        gt(slotBookings.startsAt, now),
      ),
    )
    .orderBy(asc(slotBookings.startsAt));
  return [...others, ...full.map((slot) => fullSlotKey(service, slot.startsAt))];
}
