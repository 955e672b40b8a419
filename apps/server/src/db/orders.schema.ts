import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ZERO_FILS } from '@storefront/core';
import { filsColumn } from './fils.js';
import type { OrderDetails } from './order-details.js';
import { brands } from './brands.schema.js';
import { stores } from './catalogue.schema.js';
import { users } from './customers.schema.js';

/**
 * Orders, their status history and their feedback. What an order keeps besides its columns is
 * `OrderDetails` (./order-details.ts).
 */
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

export type OrderRow = typeof orders.$inferSelect;
