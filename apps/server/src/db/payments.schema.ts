import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { filsColumn } from './fils.js';
import { brands } from './brands.schema.js';

/**
 * Card payments around orders: payment links, refunds, attempts, kept checkouts, the gateway's
 * events and the idempotent payment requests (docs/payments.md).
 */
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
