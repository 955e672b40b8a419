import type { Schemas } from '@storefront/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, stores } from '../db/schema.js';
import { filsColumn } from '../db/fils.js';

/** A line of the shared basket as stored: what was asked for, priced by the server when added. */
export interface BasketLineRecord {
  lineId: string;
  itemId: string;
  categoryId?: string;
  quantity: number;
  sections: Schemas['CartSection'][];
  specialRequest?: string;
  addedBy: string;
  /** The line as the server priced it from the store's dine-in menu (packages/core). */
  priced: Schemas['OrderLine'];
}

/** The split in force (its shares are rows of table_shares with its `splitNo`). */
export interface SplitRecord {
  mode: 'equal' | 'items' | 'custom';
  chosenBy: string;
  splitNo: number;
}

/**
 * A dine-in table as one shared session (docs/dine-in.md): opened by the first scan of the table's code,
 * joined by later phones with its join code, closed when its bill is paid. At most one open session
 * per table (the partial unique index), so two first scans at once open one session.
 */
export const tableSessions = pgTable(
  'table_sessions',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    tableNumber: integer('table_number').notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull(),
    joinCode: text('join_code').notNull(),
    /**
     * Wrong join codes since the table last let people join: at TABLE_JOIN_ATTEMPTS joining pauses
     * until a diner (or staff) lets people join again with a new code.
     */
    joinFailures: integer('join_failures').notNull().default(0),
    /** Bumped by every change; edits name the version they saw (optimistic concurrency). */
    version: integer('version').notNull().default(0),
    basket: jsonb('basket')
      .$type<BasketLineRecord[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    split: jsonb('split').$type<SplitRecord | null>(),
    /** The last split's number; a new split's shares take the next. */
    splits: integer('splits').notNull().default(0),
    diners: integer('diners').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('table_sessions_open_idx')
      .on(table.storeId, table.tableNumber)
      .where(sql`${table.status} = 'open'`),
  ],
);

export const tableDiners = pgTable(
  'table_diners',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    /** `d1`, `d2`...: 1 opened the session, then in the order they joined. */
    dinerId: text('diner_id').notNull(),
    number: integer('number').notNull(),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.dinerId] })],
);

/**
 * The shares of the session's splits. `open` to `paying` is a conditional update (the claim) made
 * before any gateway call; `paying` to `paid` once, by the verified payment that claim made
 * (`transaction_ref` unique: one payment pays one share) or by staff taking cash. A new split voids
 * the open shares (`void`) and keeps the paid ones.
 */
export const tableShares = pgTable(
  'table_shares',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    splitNo: integer('split_no').notNull(),
    number: integer('number').notNull(),
    label: text('label').notNull(),
    amount: filsColumn('amount').notNull(),
    dinerId: text('diner_id'),
    lineKeys: jsonb('line_keys').$type<Schemas['TableShare']['lineKeys'] | null>(),
    status: text('status', { enum: ['open', 'paying', 'paid', 'void'] }).notNull(),
    tip: filsColumn('tip').notNull(),
    /** Who holds the share while paying, until `claimUntil` (an abandoned payer lets go then). */
    payerDinerId: text('payer_diner_id'),
    claimUntil: timestamp('claim_until', { withTimezone: true }),
    /** Claims made so far: a new claim's intent gets a new idempotency key. */
    claims: integer('claims').notNull().default(0),
    intentId: text('intent_id'),
    method: text('method', { enum: ['CREDIT_CARD', 'CASH', 'WALLET'] }),
    transactionRef: text('transaction_ref').unique(),
    staffId: text('staff_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('table_shares_session_idx').on(table.sessionId)],
);

/** Wrong join codes, counted per session and network (5 per 10 minutes). */
export const tableJoinFailures = pgTable(
  'table_join_failures',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('table_join_failures_idx').on(table.sessionId, table.ip, table.at)],
);

export type TableSessionRow = typeof tableSessions.$inferSelect;
export type TableShareRow = typeof tableShares.$inferSelect;
export type TableDinerRow = typeof tableDiners.$inferSelect;
