import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands, stores } from '../db/schema.js';

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
      enum: ['SOLD_OUT', 'BACK_ON', 'CLOSE', 'OPEN', 'PAUSE', 'RESUME', 'BUSY', 'NOT_BUSY'],
    }).notNull(),
    /** The item or option sold out or back on; null for a store's change. */
    itemId: text('item_id'),
    optionId: text('option_id'),
    /** The service paused or resumed; null for the others. */
    service: text('service', { enum: ['delivery', 'pickup', 'dineIn'] }),
    /** Minutes a busy kitchen adds. */
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
