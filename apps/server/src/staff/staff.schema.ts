import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands, stores } from '../db/schema.js';

/**
 * The restaurant's people: store staff see and move one store's orders, brand managers all the
 * brand's stores'. They sign in with an e-mail and a password (scrypt, salted); never customers.
 */
export const staff = pgTable('staff', {
  id: text('id').primaryKey(),
  brandId: text('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  /** The one store of a store staff member; null for a brand manager. */
  storeId: text('store_id').references(() => stores.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['store_staff', 'brand_manager'] }).notNull(),
  /** Lower case; the sign-in name. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** The name on a board in Arabic; null when the name serves both languages. */
  nameAr: text('name_ar'),
  /** `scrypt$N$r$p$salt$hash` (base64url), see staff/passwords.ts. */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff sessions, apart from customers': a staff token names one of these rows. */
export const staffSessions = pgTable('staff_sessions', {
  id: text('id').primaryKey(),
  staffId: text('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Every sign-in attempt: the ledger the limits count, in the database so they hold across processes. */
export const staffSignInAttempts = pgTable(
  'staff_sign_in_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    /** Null while the password is being checked: an attempt counts from before its check. */
    succeeded: boolean('succeeded'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The known device the attempt came from (a device token's id), if any. */
    device: text('device'),
    /** When the account's owner cleared the failures (the lock and the board's alert). */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (table) => [
    index('staff_sign_in_attempts_email_idx').on(table.email, table.at),
    index('staff_sign_in_attempts_ip_idx').on(table.ip, table.at),
  ],
);

export type StaffRow = typeof staff.$inferSelect;
export type NewStaffRow = typeof staff.$inferInsert;
