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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ZERO_FILS, type Fils } from '@storefront/core';
import type { OrderDetails } from '../orders/to-api.js';
import { filsColumn } from './fils.js';

export type DeliveryMethod = 'COUNTRY_BASED' | 'AREA_BASED' | 'CITY_BASED' | 'MAPPED_AREA_BASED';
/** Stores' own menus, one menu for the brand, or one menu shown only (no ordering: 'preview'). */
export type CatalogueType = 'OUTLET_BASED_CATALOGUE' | 'BRAND_BASED_CATALOGUE' | 'preview';

export interface BrandSettingRow {
  brandImageHomeBG: string;
  brandLogoFirst: string;
  brandFavicon: string;
  taglineEN: string;
  taglineAR: string;
  /** The currency's name on Arabic pages: 'AED' (when absent) or the Arabic 'د.إ'. */
  arabicCurrencyLabel?: 'AED' | 'د.إ';
  color: string;
  textColor: string;
  staticPages: Record<string, { isActive: boolean; linkTitle: { en: string; ar: string } }>;
  isDeliveryEnabled: boolean;
  isPickupEnabled: boolean;
  isDineInEnabled: boolean;
}

export interface IntegrationRow {
  name: string;
  isActive: boolean;
  category: 'PAYMENT' | 'TRACKING' | 'DELIVERY';
  metaData: Record<string, string>;
}

/**
 * Who supplies, as a tax invoice names them (UAE VAT, docs/brand-file.md): the legal name and
 * address in English and Arabic, and the 15-digit Tax Registration Number (null when the supplier
 * is not registered for VAT). A store that is a legal entity of its own has its own.
 */
export interface LegalRow {
  name: { en: string; ar: string };
  address: { en: string; ar: string };
  trn: string | null;
}

export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  brandName: text('brand_name').notNull(),
  brandNameAr: text('brand_name_ar').notNull(),
  baseLanguage: text('base_language', { enum: ['EN', 'AR'] })
    .notNull()
    .default('EN'),
  catalogueType: text('catalogue_type', {
    enum: ['OUTLET_BASED_CATALOGUE', 'BRAND_BASED_CATALOGUE', 'preview'],
  }).notNull(),
  deliveryMethods: jsonb('delivery_methods')
    .$type<DeliveryMethod[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  temporaryDomainName: text('temporary_domain_name').notNull().unique(),
  customDomain: text('custom_domain').unique(),
  setting: jsonb('setting').$type<BrandSettingRow>().notNull(),
  activeIntegrations: jsonb('active_integrations')
    .$type<IntegrationRow[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  mobileNumber: text('mobile_number').notNull(),
  whatsAppContact: text('whatsapp_contact').notNull(),
  legal: jsonb('legal').$type<LegalRow | null>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BrandRow = typeof brands.$inferSelect;
export type NewBrandRow = typeof brands.$inferInsert;

// ---------------------------------------------------------------------------------------------
// Catalogue, stores and delivery zones. Money is integer fils; texts are { en, ar }.

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

// ---------------------------------------------------------------------------------------------
// Customers, sign-in, orders and payments.

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

export type OrderStatus =
  'PENDING' | 'PREPARING' | 'SCHEDULED' | 'ON_THE_WAY' | 'COMPLETE' | 'CANCELLED' | 'REJECTED';

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** Customer-facing, random (not guessable in sequence), e.g. ZH-7K3Q9PXA. */
    orderNumber: text('order_number').notNull().unique(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    /** The customer; null for a round of a shared table session (`tableSessionId`), which has diners, not a customer. */
    userId: text('user_id').references(() => users.id),
    /** The shared table session whose round this order is (table-sessions); null otherwise. */
    tableSessionId: text('table_session_id'),
    serviceType: text('service_type', { enum: ['DELIVERY', 'PICKUP', 'DINE_IN'] }).notNull(),
    status: text('status', {
      enum: ['PENDING', 'PREPARING', 'SCHEDULED', 'ON_THE_WAY', 'COMPLETE', 'CANCELLED', 'REJECTED'],
    }).notNull(),
    placedAt: integer('placed_at').notNull(),
    deliveryTime: integer('delivery_time').notNull(),
    itemsTotal: filsColumn('items_total').notNull(),
    discountAmount: filsColumn('discount_amount').notNull(),
    loyaltyAmount: filsColumn('loyalty_amount').notNull(),
    deliveryFee: filsColumn('delivery_fee').notNull(),
    taxRate: doublePrecision('tax_rate').notNull(),
    taxAmount: filsColumn('tax_amount').notNull(),
    tipAmount: filsColumn('tip_amount').notNull(),
    total: filsColumn('total').notNull(),
    cashbackAmount: filsColumn('cashback_amount').notNull().default(ZERO_FILS),
    paymentType: text('payment_type').notNull(),
    isPaid: boolean('is_paid').notNull(),
    /** The gateway payment this order was paid with; unique so one payment places one order. */
    transactionRef: text('transaction_ref').unique(),
    idempotencyKey: text('idempotency_key'),
    discountId: text('discount_id'),
    tableNumber: integer('table_number'),
    /**
     * Open on the table's tab: placed 'Dine First, Pay Later' and not yet settled. Settling it
     * (place-order with `payLaterOrders`) sets it false and names the settling order in
     * `details.settledBy`; `payment_type` stays PAY_LATER.
     */
    payLater: boolean('pay_later').notNull().default(false),
    /** The reason given when the order was rejected or cancelled (shown to the customer). */
    statusReason: text('status_reason'),
    /** The order as placed: lines, address, store snapshot, discount, timing. */
    details: jsonb('details').$type<OrderDetails>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.placedAt),
    uniqueIndex('orders_idempotency_idx').on(table.userId, table.idempotencyKey),
    index('orders_table_idx').on(table.storeId, table.tableNumber),
    index('orders_table_session_idx').on(table.tableSessionId),
  ],
);

export const orderStatusEvents = pgTable('order_status_events', {
  id: serial('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  /** Why the order was rejected or cancelled, in the staff member's words; the customer sees it. */
  reason: text('reason'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

export const feedbacks = pgTable('feedbacks', {
  id: serial('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull(),
  rating: integer('rating').notNull(),
  comment: text('comment').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentLinks = pgTable('payment_links', {
  cartId: text('cart_id').primaryKey(),
  brandId: text('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  /** The outlet the link was raised for, when it names one. */
  storeId: text('store_id'),
  amount: filsColumn('amount').notNull(),
  purposeOfPayment: text('purpose_of_payment').notNull(),
  message: text('message').notNull().default(''),
  /** The purpose and message in Arabic, when the brand gave them: the Arabic page shows them. */
  purposeOfPaymentAr: text('purpose_of_payment_ar').notNull().default(''),
  messageAr: text('message_ar').notNull().default(''),
  paymentGateway: text('payment_gateway', { enum: ['STRIPE', 'CHECKOUTDOTCOM'] }).notNull(),
  paymentStatus: text('payment_status', { enum: ['VERIFIED', 'NOT_VERIFIED'] })
    .notNull()
    .default('NOT_VERIFIED'),
  transactionRef: text('transaction_ref').unique(),
  receiptNumber: text('receipt_number'),
  paidAt: integer('paid_at'),
  linkCreationDate: integer('link_creation_date').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Unix seconds after which the link takes no payment (beyond the spec); null: never expires. */
  expiresAt: integer('expires_at'),
  /**
   * Held while a payment for the link is being started at the gateway: a second one at the same
   * time is refused, so two payers (or two tabs) cannot both be charged.
   */
  payingUntil: timestamp('paying_until', { withTimezone: true }),
});

/**
 * Card payments that succeeded but became no order (the order was refused after the payer paid,
 * e.g. a price changed during 3-D Secure): each is given back through its gateway once. The row
 * is written before the gateway is asked, under the payment's lock, so an order can never be
 * placed with a payment being refunded (place-order checks this table under the same lock).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    transactionRef: text('transaction_ref').notNull(),
    /**
     * 0 for a payment's refund; 1, 2, … for each further part of the same payment given back later
     * (a table share whose bill shrank again): each part its own row and idempotency key.
     */
    part: integer('part').notNull().default(0),
    gateway: text('gateway', { enum: ['intent', 'frames', 'hosted'] }).notNull(),
    brandId: text('brand_id').notNull(),
    storeId: text('store_id').notNull(),
    userId: text('user_id'),
    amount: filsColumn('amount').notNull(),
    /**
     * A table share's give-back: the round whose cancellation asked for it, whose card on the
     * board shows the gateway's answer.
     */
    orderNumber: text('order_number'),
    /** Why no order could be placed: the refusal the payer was shown. */
    reason: text('reason').notNull(),
    /** requested -> voided | refunded | pending (provider settles later) | failed (staff must act). */
    status: text('status', { enum: ['requested', 'voided', 'refunded', 'pending', 'failed'] }).notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.transactionRef, table.part] })],
);

/**
 * Every card payment started for an order (intent, frames payment, hosted page), so that one the
 * payer completed but never came back from (closed the tab on the 3-D Secure page) is found and
 * given back by the sweeper instead of staying money without an order. Closed once it paid an
 * order, was given back, or expired unpaid.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    reference: text('reference').primaryKey(),
    gateway: text('gateway', { enum: ['intent', 'frames', 'hosted'] }).notNull(),
    brandId: text('brand_id').notNull(),
    storeId: text('store_id').notNull(),
    userId: text('user_id').notNull(),
    amount: filsColumn('amount').notNull(),
    /** Hosted page: the cart id the payer comes back with (spec: verify with storeId, cartId). */
    cartId: text('cart_id'),
    /**
     * The checkout attempt's key (the order's idempotency key) the payment was started with: the
     * order kept for that attempt before the payment started is the one this payment places.
     */
    attemptKey: text('attempt_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_attempts_open_idx')
      .on(table.createdAt)
      .where(sql`${table.closedAt} is null`),
    uniqueIndex('payment_attempts_cart_idx').on(table.cartId),
  ],
);

/**
 * The order a card payment will become, kept before any money moves (order/keep-checkout): the
 * place-order request the payer's return would send. Kept by the checkout attempt (`reference` is
 * then `attempt:` and a digest of customer, brand and the attempt's key, see
 * orders/kept-checkouts.ts) before the payment exists, or by the payment's reference. The
 * gateway's webhook, or the sweep, places it when the payer never comes back
 * (webhooks/complete-payment.ts).
 */
export const keptCheckouts = pgTable('kept_checkouts', {
  reference: text('reference').primaryKey(),
  userId: text('user_id').notNull(),
  brandId: text('brand_id').notNull(),
  /** The place-order request, as the API describes it (PlaceOrderRequest). */
  body: jsonb('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Every event a gateway sent to the webhook endpoint, by the gateway's event id: a delivery seen
 * before (gateways retry, and may send one event several times) is answered without acting again.
 * `handledAt` is set once the event's work is done; an event stored but not handled (the process
 * stopped in between) is handled on its next delivery.
 */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: text('id').primaryKey(),
    gateway: text('gateway', { enum: ['stripe', 'checkout'] }).notNull(),
    type: text('type').notNull(),
    /** The payment the event is about (the intent or payment id). */
    reference: text('reference'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** What handling it did: applied, refunded, awaitingBrowser, ignored, unknownPayment. */
    outcome: text('outcome'),
  },
  (table) => [index('gateway_events_reference_idx').on(table.reference)],
);

/**
 * A payment start with the client's idempotency key (one per checkout attempt): the first request
 * of a (customer, brand, flow, key) claims the row and calls the gateway; identical requests, at
 * once or later, get its stored answer, so a tap sent twice charges once.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    userId: text('user_id').notNull(),
    brandId: text('brand_id').notNull(),
    flow: text('flow', { enum: ['intent', 'frames', 'hosted'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What was asked (amount, store, card...): the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer sent, once the first request has it; null while it is being made. */
    answer: jsonb('answer').$type<{ status: number; body: unknown }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.brandId, table.flow, table.idempotencyKey] })],
);

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
