import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { filsColumn } from './fils.js';
import { brands } from './brands.schema.js';

/**
 * Customers and their sign-in: users, one-time codes, sessions, the server's own secrets,
 * saved addresses and the wallet ledger.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** E.164, e.g. +971501234567. */
    phoneNumber: text('phone_number').notNull(),
    name: text('name'),
    email: text('email'),
    userType: text('user_type', { enum: ['customer'] })
      .notNull()
      .default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_brand_phone_idx').on(table.brandId, table.phoneNumber)],
);

/** One row per code sent; also the ledger the send limits count. Codes are stored as HMACs only. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('otp_codes_phone_idx').on(table.brandId, table.phoneNumber, table.createdAt),
    index('otp_codes_ip_idx').on(table.ip, table.createdAt),
  ],
);

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  brandId: text('brand_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Secrets the server creates for itself on first start (token signing, OTP hashing). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    address: text('address').notNull(),
    street: text('street').notNull(),
    area: text('area').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    building: text('building').notNull().default(''),
    apartmentNo: text('apartment_no').notNull().default(''),
    floor: text('floor').notNull().default(''),
    addressType: text('address_type', { enum: ['Home', 'Office', 'Other'] }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    deliveryMethodType: text('delivery_method_type', {
      enum: ['COUNTRY_BASED', 'AREA_BASED', 'CITY_BASED', 'MAPPED_AREA_BASED'],
    }).notNull(),
    areaId: text('area_id'),
    cityId: text('city_id'),
    countryId: text('country_id'),
    mappedAreaId: text('mapped_area_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('addresses_user_idx').on(table.userId)],
);

/** The wallet is a ledger: the balance is always the sum of a customer's entries. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    /** Signed fils: cashback positive, redemption negative. */
    amount: filsColumn('amount').notNull(),
    kind: text('kind', { enum: ['cashback', 'redemption', 'refund', 'adjustment'] }).notNull(),
    orderId: text('order_id'),
    /** 0, or for a further entry of the same kind for the same order (a table share's second refund) 1, 2, … */
    part: integer('part').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wallet_entries_user_idx').on(table.userId),
    uniqueIndex('wallet_entries_order_kind_idx').on(table.orderId, table.kind, table.part),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
