import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands, orders, stores } from '../db/schema.js';

/**
 * Every change the kitchen makes from the board (docs/kitchen.md): who sold what out, paused or
 * reopened which service, made the kitchen busy, and until when. The board shows the latest per
 * target ('Sold out by Jumeirah kitchen at 19:42, back at 20:42'); the store and item rows hold
 * the state every read follows.
 */
export const kitchenChanges = pgTable(
  'kitchen_changes',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    change: text('change', {
      enum: ['SOLD_OUT', 'BACK_ON', 'CLOSE', 'OPEN', 'PAUSE', 'RESUME', 'BUSY', 'NOT_BUSY', 'CAPACITY'],
    }).notNull(),
    /** The item or option sold out or back on; null for a store's change. */
    itemId: text('item_id'),
    optionId: text('option_id'),
    /** The service paused or resumed; null for the others. */
    service: text('service', { enum: ['delivery', 'pickup', 'dineIn'] }),
    /** Minutes a busy kitchen adds; for CAPACITY, the orders a slot takes (null: no limit). */
    extraMinutes: integer('extra_minutes'),
    /** Unix seconds when it ends by itself; null when staff end it. */
    until: integer('until'),
    staffId: text('staff_id').notNull(),
    /** The name as the board showed it then (EN and AR). */
    staffName: jsonb('staff_name').$type<{ en: string; ar: string }>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('kitchen_changes_store_idx').on(table.storeId, table.id)],
);

export type KitchenChangeRow = typeof kitchenChanges.$inferSelect;

/**
 * How many orders hold a place in each slot of a store's service whose capacity is set
 * (docs/kitchen.md): `kind` 'slot' for a pre-order slot (its start), 'asap' for a 15-minute
 * window of ASAP orders (its start). A place is taken in the order's own transaction by an upsert
 * that adds one only below the capacity, so two customers racing for the last place never both
 * get it.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    service: text('service', { enum: ['delivery', 'pickup', 'dineIn'] }).notNull(),
    kind: text('kind', { enum: ['slot', 'asap'] }).notNull(),
    startsAt: integer('starts_at').notNull(),
    orders: integer('orders').notNull(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.service, table.kind, table.startsAt] })],
);

/** The place each order holds, given back when the store rejects or cancels the order. */
export const slotBookingOrders = pgTable('slot_booking_orders', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  storeId: text('store_id').notNull(),
  service: text('service', { enum: ['delivery', 'pickup', 'dineIn'] }).notNull(),
  kind: text('kind', { enum: ['slot', 'asap'] }).notNull(),
  startsAt: integer('starts_at').notNull(),
});
