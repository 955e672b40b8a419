import {
  ASAP_WINDOW_MINUTES,
  fullSlotKey,
  serviceKey,
  slotPlace,
  type KitchenService,
  type SlotPlace,
  type UnixSeconds,
} from '@storefront/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { StoreRow } from '../db/schema.js';
import { announceStoreMenu } from '../push/menu-feed.js';

/**
 * Slot capacity (docs/kitchen.md): per store and service a manager sets the most orders one
 * pre-order slot, and one 15-minute window of ASAP orders, takes. An order takes its place in its
 * own transaction, after its row is written; a slot whose last place goes is written on the store
 * (`full_slots`), which moves the brand's catalogue on, so every process stops offering it.
 */

/** The place an order wants, and how many its slot takes. */
export interface SlotHold {
  brandId: string;
  storeId: string;
  service: KitchenService;
  place: SlotPlace;
  capacity: number;
}

/** Every place of the order's slot is taken (nothing was written). */
export class SlotFull extends Error {
  constructor(readonly place: SlotPlace) {
    super(`the ${place.kind} at ${place.startsAt} is full`);
  }
}

/** The place an order of this service takes at the store, or null when the service has no capacity set. */
export function slotHold(
  store: Pick<StoreRow, 'id' | 'brandId' | 'slotCapacity'>,
  serviceType: 'DELIVERY' | 'PICKUP' | 'DINE_IN',
  preOrderSlotStart: number | null,
  now: UnixSeconds,
): SlotHold | null {
  const service = serviceKey(serviceType);
  const capacity = store.slotCapacity[service];
  if (!capacity || capacity < 1) return null;
  return {
    brandId: store.brandId,
    storeId: store.id,
    service,
    capacity,
    place: slotPlace(preOrderSlotStart as UnixSeconds | null, now),
  };
}

/**
 * Takes one place of the slot for the order, inside the order's transaction, or throws SlotFull.
 * The upsert adds one only while the slot is below its capacity: racing orders wait on the slot's
 * row and see the count the winner left, so a slot never takes more than its capacity. The order
 * that takes a pre-order slot's last place marks the slot full on the store (its past full slots
 * dropped), which announces the brand's catalogue change on commit.
 */
export async function holdSlot(tx: Db, hold: SlotHold, orderId: string, now: UnixSeconds): Promise<void> {
  const { storeId, service, place, capacity } = hold;
  const taken = await tx.execute<{ orders: number }>(sql`
    insert into slot_bookings (store_id, service, kind, starts_at, orders)
    values (${storeId}, ${service}, ${place.kind}, ${place.startsAt}, 1)
    on conflict (store_id, service, kind, starts_at)
      do update set orders = slot_bookings.orders + 1 where slot_bookings.orders < ${capacity}
    returning orders`);
  const orders = taken.rows[0]?.orders;
  if (orders === undefined) throw new SlotFull(place);
  await tx.execute(sql`
    insert into slot_booking_orders (order_id, store_id, service, kind, starts_at)
    values (${orderId}, ${storeId}, ${service}, ${place.kind}, ${place.startsAt})`);
  if (place.kind === 'slot' && orders >= capacity) {
    await tx.execute(sql`
      update stores set full_slots = (
        select coalesce(jsonb_agg(kept), '[]'::jsonb) from jsonb_array_elements_text(full_slots) as kept
        where split_part(kept, ':', 2)::bigint > ${now}
      ) || jsonb_build_array(${fullSlotKey(service, place.startsAt)}::text)
      where id = ${storeId}`);
    // The store's open screens read its slots again (a checkout showing it offers it no more).
    await announceStoreMenu(tx, { brandId: hold.brandId, storeId, at: now });
  }
}

/**
 * Gives back the place an order held (the store rejected or cancelled it), inside that move's
 * transaction: the slot takes one more order, and a full pre-order slot is offered again.
 */
export async function releaseSlot(tx: Db, orderId: string, now: UnixSeconds): Promise<void> {
  const released = await tx.execute<{
    store_id: string;
    service: KitchenService;
    kind: string;
    starts_at: number;
  }>(sql`
    with gone as (delete from slot_booking_orders where order_id = ${orderId} returning *)
    update slot_bookings as booking set orders = booking.orders - 1
    from gone
    where booking.store_id = gone.store_id and booking.service = gone.service
      and booking.kind = gone.kind and booking.starts_at = gone.starts_at
    returning gone.store_id, gone.service, gone.kind, gone.starts_at`);
  const place = released.rows[0];
  if (!place || place.kind !== 'slot') return;
  const key = fullSlotKey(place.service, place.starts_at);
  // Only a store that listed the slot full is written (a write moves the brand's catalogue on).
  const reopened = await tx.execute<{ brand_id: string }>(sql`
    update stores set full_slots = full_slots - ${key}::text
    where id = ${place.store_id} and jsonb_exists(full_slots, ${key}::text)
    returning brand_id`);
  const brandId = reopened.rows[0]?.brand_id;
  if (brandId) await announceStoreMenu(tx, { brandId, storeId: place.store_id, at: now });
}

const SERVICE_TYPES = { delivery: 'DELIVERY', pickup: 'PICKUP', dineIn: 'DINE_IN' } as const;

/**
 * When a manager sets a capacity, the orders already placed for the service's coming slots (and
 * ASAP in the current window) take their places first, so the capacity counts them: each order
 * not rejected or cancelled, with something for the kitchen, holds one place (once).
 */
export async function countPlacedOrders(tx: Db, storeId: string, service: KitchenService, now: UnixSeconds) {
  const window = slotPlace(null, now).startsAt;
  const slotStart = sql`(o.details -> 'preOrderSlot' ->> 'startsAt')::bigint`;
  // Added to the counts (never recounted): an order placing at this moment holds its place itself.
  await tx.execute(sql`
    with adopted as (
      insert into slot_booking_orders (order_id, store_id, service, kind, starts_at)
      select o.id, o.store_id, ${service}, case when ${slotStart} is null then 'asap' else 'slot' end,
        coalesce(${slotStart}, floor(o.placed_at / ${ASAP_WINDOW_MINUTES * 60}) * ${ASAP_WINDOW_MINUTES * 60})
      from orders as o
      where o.store_id = ${storeId} and o.service_type = ${SERVICE_TYPES[service]}
        and o.status not in ('CANCELLED', 'REJECTED')
        and jsonb_array_length(coalesce(o.details -> 'orderedMenu', '[]'::jsonb)) > 0
        and (${slotStart} > ${now} or (${slotStart} is null and o.placed_at >= ${window}))
      on conflict (order_id) do nothing
      returning store_id, service, kind, starts_at
    )
    insert into slot_bookings (store_id, service, kind, starts_at, orders)
    select store_id, service, kind, starts_at, count(*) from adopted
    group by store_id, service, kind, starts_at
    on conflict (store_id, service, kind, starts_at) do update set orders = slot_bookings.orders + excluded.orders`);
}

/** The places taken now per service at the store: the current ASAP window's, for the board. */
export async function asapTaken(
  db: Db,
  storeId: string,
  now: UnixSeconds,
): Promise<Partial<Record<KitchenService, number>>> {
  const window = slotPlace(null, now).startsAt;
  const result = await db.execute<{ service: KitchenService; orders: number }>(sql`
    select service, orders from slot_bookings
    where store_id = ${storeId} and kind = 'asap' and starts_at = ${window}`);
  return Object.fromEntries(result.rows.map((row) => [row.service, Number(row.orders)]));
}
