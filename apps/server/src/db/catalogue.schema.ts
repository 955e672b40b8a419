import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ZERO_FILS, type Fils } from '@storefront/core';
import { filsColumn } from './fils.js';
import { brands, type LegalRow } from './brands.schema.js';

/**
 * What a brand sells and where: stores, categories, items, delivery zones, discounts, loyalty,
 * static pages, and the versions the catalogue cache reads. Money is integer fils; texts are { en, ar }.
 */
export interface Text {
  en: string;
  ar: string;
}

export type PaymentType = 'CREDIT_CARD' | 'CASH' | 'CARD_MACHINE' | 'PAY_LATER' | 'PAYMENT_GATEWAY';
export type ServiceType = 'DELIVERY' | 'PICKUP' | 'DINE_IN';

export interface ModifierRow {
  id: string;
  sku: string;
  name: Text;
  price: Fils;
  maximumOrderQuantity?: number;
  /** Sold out at these stores (the item's rule, spec section 4): staff set it from the board. */
  unavailableStores?: { storeId: string; nextAvailableTime: number | null }[];
}

export interface ModifierGroupRow {
  id: string;
  name: Text;
  isSingleSelection: boolean;
  minimumAllowedSelection: number;
  maximumAllowedSelection: number;
  modifiers: ModifierRow[];
}

export interface OpeningHoursRow {
  day: number;
  open: string;
  close: string;
}

export interface WaiverInfoRow {
  onOrderAmount: { isEnabled: boolean; amount: Fils };
  onDateRange: { isEnabled: boolean; startDateTime: number; endDateTime: number };
}

export const stores = pgTable(
  'stores',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Text>().notNull(),
    description: jsonb('description').$type<Text>().notNull(),
    manualAddress: jsonb('manual_address').$type<Text>().notNull(),
    mapAddress: text('map_address').notNull(),
    city: jsonb('city').$type<Text>().notNull(),
    country: jsonb('country').$type<Text>().notNull(),
    mobileNumber: text('mobile_number').notNull(),
    whatsAppContact: text('whatsapp_contact').notNull(),
    taxRate: doublePrecision('tax_rate').notNull().default(0),
    /** The menu's prices include VAT at `taxRate` (docs/invoices.md); false: added on top. */
    taxIncluded: boolean('tax_included').notNull().default(false),
    isOpened: boolean('is_opened').notNull().default(true),
    /** Per service, the Unix second online orders resume (set from the board; ends by itself). */
    pausedUntil: jsonb('paused_until')
      .$type<{ delivery?: number; pickup?: number; dineIn?: number }>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** A busy kitchen: minutes added to every prep time until a Unix second (set from the board). */
    busy: jsonb('busy').$type<{ extraMinutes: number; until: number } | null>(),
    /**
     * Per service, the most orders one pre-order slot (and one 15-minute ASAP window) takes, set by
     * a manager from the board; a service left out has no limit (docs/kitchen.md).
     */
    slotCapacity: jsonb('slot_capacity')
      .$type<{ delivery?: number; pickup?: number; dineIn?: number }>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The pre-order slots no longer offered because they are full, as '<service>:<startsAt>'. */
    fullSlots: jsonb('full_slots')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    averagePrepTime: integer('average_prep_time').notNull(),
    averagePrepTimeForPickup: integer('average_prep_time_for_pickup').notNull(),
    averagePrepTimeForDineIn: integer('average_prep_time_for_dine_in').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    services: jsonb('services').$type<{ delivery: boolean; pickup: boolean; dineIn: boolean }>().notNull(),
    preOrder: jsonb('pre_order').$type<{ delivery: boolean; pickup: boolean }>().notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHoursRow[]>().notNull(),
    slotIntervalMinutes: integer('slot_interval_minutes').notNull().default(30),
    preOrderLeadMinutes: integer('pre_order_lead_minutes').notNull().default(45),
    preOrderDays: integer('pre_order_days').notNull().default(3),
    paymentOptions: jsonb('payment_options')
      .$type<{ delivery: PaymentType[]; pickup: PaymentType[]; dineIn: PaymentType[] }>()
      .notNull(),
    vehicleInfoForPickup: jsonb('vehicle_info_for_pickup')
      .$type<{ isActive: boolean; isRequired: boolean }>()
      .notNull(),
    deliveryChargesWaiverInfo: jsonb('delivery_charges_waiver_info').$type<WaiverInfoRow>().notNull(),
    dineInTables: jsonb('dine_in_tables')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Its own legal details when the store is a legal entity apart from the brand's. */
    legal: jsonb('legal').$type<LegalRow | null>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stores_brand_idx').on(table.brandId)],
);

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Text>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('categories_brand_idx').on(table.brandId)],
);

export const items = pgTable(
  'items',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    title: jsonb('title').$type<Text>().notNull(),
    description: jsonb('description').$type<Text>().notNull(),
    price: filsColumn('price').notNull(),
    images: jsonb('images').$type<{ url: string; width: number; height: number }[]>().notNull(),
    modifierGroups: jsonb('modifier_groups').$type<ModifierGroupRow[]>().notNull(),
    unavailableStores: jsonb('unavailable_stores')
      .$type<{ storeId: string; nextAvailableTime: number | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Null: sold at every store of the brand. */
    storeIds: jsonb('store_ids').$type<string[] | null>(),
    isRecommended: boolean('is_recommended').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('items_brand_idx').on(table.brandId)],
);

export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['AREA_BASED', 'CITY_BASED', 'COUNTRY_BASED'] }).notNull(),
    countryId: text('country_id').notNull(),
    countryName: jsonb('country_name').$type<Text>().notNull(),
    cityId: text('city_id').notNull(),
    cityName: jsonb('city_name').$type<Text>().notNull(),
    areaId: text('area_id'),
    areaName: jsonb('area_name').$type<Text>(),
    deliveryFee: filsColumn('delivery_fee').notNull(),
    deliveryTime: integer('delivery_time').notNull(),
    minOrder: filsColumn('min_order').notNull(),
    storeIds: jsonb('store_ids').$type<string[]>().notNull(),
    /**
     * Where an area-based delivery may be pinned: within `km` of the area's centre (checked at
     * place-order); none, no check beyond the address naming the area.
     */
    reach: jsonb('reach').$type<{ lat: number; lng: number; km: number } | null>(),
  },
  (table) => [index('delivery_areas_brand_idx').on(table.brandId)],
);

export const mappedAreas = pgTable(
  'mapped_areas',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['POLYGON', 'DISTANCE'] }).notNull(),
    name: jsonb('name').$type<Text>().notNull(),
    city: jsonb('city').$type<Text>().notNull(),
    polygon: jsonb('polygon').$type<{ outer: [number, number][]; holes?: [number, number][][] } | null>(),
    radiusKm: doublePrecision('radius_km'),
    deliveryFee: filsColumn('delivery_fee').notNull(),
    deliveryTime: integer('delivery_time').notNull(),
    minOrder: filsColumn('min_order').notNull(),
  },
  (table) => [index('mapped_areas_brand_idx').on(table.brandId)],
);

export const discounts = pgTable(
  'discounts',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    discountCode: text('discount_code').notNull(),
    discountName: jsonb('discount_name').$type<Text>().notNull(),
    description: jsonb('description').$type<Text>().notNull(),
    discountType: text('discount_type', { enum: ['percentage', 'fixed'] }).notNull(),
    discountAmount: integer('discount_amount').notNull(),
    maximumDiscountValue: filsColumn('maximum_discount_value').notNull().default(ZERO_FILS),
    minOrderValue: filsColumn('min_order_value').notNull().default(ZERO_FILS),
    perCustomerUse: integer('per_customer_use').notNull().default(0),
    isApplicableOnAllStores: boolean('is_applicable_on_all_stores').notNull(),
    isApplicableOnAllItems: boolean('is_applicable_on_all_items').notNull(),
    discountAppliedOnSpecificItems: jsonb('specific_items').$type<string[]>().notNull(),
    discountAppliedOnSpecificStores: jsonb('specific_stores').$type<string[]>().notNull(),
    serviceType: jsonb('service_type').$type<ServiceType[]>().notNull(),
    discountApplication: text('discount_application', { enum: ['manual', 'automatic', 'hidden'] }).notNull(),
    isWelcomeCoupon: boolean('is_welcome_coupon').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    /** A happy hour: offered only between these clock times each day (Asia/Dubai); null for all day. */
    dailyHours: jsonb('daily_hours').$type<{ from: string; to: string } | null>(),
  },
  (table) => [index('discounts_brand_idx').on(table.brandId)],
);

export const loyaltyPolicies = pgTable('loyalty_policies', {
  brandId: text('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  isLoyaltyActive: boolean('is_loyalty_active').notNull(),
  minOrderValueForCashback: filsColumn('min_order_value_for_cashback').notNull(),
  specificToDelivery: jsonb('specific_to_delivery')
    .$type<{ isActive: boolean; cashbackPercentage: number }>()
    .notNull(),
  redeemablePercentagePerOrder: doublePrecision('redeemable_percentage_per_order').notNull(),
  maxRedeemableValuePerOrder: filsColumn('max_redeemable_value_per_order').notNull(),
});

export const staticPages = pgTable(
  'static_pages',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    isActive: boolean('is_active').notNull(),
    title: jsonb('title').$type<Text>().notNull(),
    html: jsonb('html').$type<Text>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.key] })],
);

/**
 * Each brand's catalogue version: moved by triggers (migration 0007) on every write to the brand
 * or its stores, categories, items, zones, discounts, loyalty policy and pages, which also NOTIFY
 * `catalogue_changed` with the brand's id. Cached catalogues are dropped on that notice, and an
 * order is written only while the version it was priced from is still the current one.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  brandId: text('brand_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The brand's catalogue version at each catalogue row's last write (migration 0009), the row named
 * by its key (`id`, else `key`, else `brand_id`): a server holding the catalogue at version V
 * re-reads only the rows written after V (catalogue-service.ts).
 */
export const catalogueRowVersions = pgTable(
  'catalogue_row_versions',
  {
    brandId: text('brand_id').notNull(),
    tableName: text('table_name').notNull(),
    rowKey: text('row_key').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.tableName, table.rowKey] }),
    index('catalogue_row_versions_version').on(table.brandId, table.version),
  ],
);

export const businessCards = pgTable('business_cards', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<Text>().notNull(),
  phoneNumber: text('phone_number').notNull(),
  whatsAppContact: text('whatsapp_contact').notNull(),
  brandIds: jsonb('brand_ids').$type<string[]>().notNull(),
});

/** The offline reverse geocoder's gazetteer. */
export const places = pgTable('places', {
  id: serial('id').primaryKey(),
  area: jsonb('area').$type<Text>().notNull(),
  city: jsonb('city').$type<Text>().notNull(),
  country: jsonb('country').$type<Text>().notNull(),
  street: jsonb('street').$type<Text>().notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  radiusKm: doublePrecision('radius_km').notNull(),
});

export type StoreRow = typeof stores.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type DeliveryAreaRow = typeof deliveryAreas.$inferSelect;
export type MappedAreaRow = typeof mappedAreas.$inferSelect;
export type DiscountRow = typeof discounts.$inferSelect;
export type LoyaltyPolicyRow = typeof loyaltyPolicies.$inferSelect;
