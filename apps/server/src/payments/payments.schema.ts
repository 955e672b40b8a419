import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { filsColumn } from '../db/fils.js';
import { ZERO_FILS } from '@storefront/core';

/**
 * The sandbox gateway's own state. It lives in the database so that a payment started by one
 * server process can be approved on the challenge page served by another.
 *
 * Card data kept here is limited to brand, last four digits and expiry: never a full number,
 * never a security code.
 */

export type SandboxFlow = 'intent' | 'frames' | 'hosted';

/**
 * Where a sandbox payment stands. Every flow maps it to its provider's words:
 * `awaiting_card` = Stripe requires_payment_method / Telr pending; `awaiting_3ds` = Stripe
 * requires_action / Checkout.com Pending; `succeeded` = succeeded / Authorized / paid.
 * `succeeded`, `declined`, `cancelled` and `refunded` are final for the payer; only the merchant
 * moves `succeeded` to `refunded`.
 */
export type SandboxStatus =
  'awaiting_card' | 'awaiting_3ds' | 'succeeded' | 'declined' | 'cancelled' | 'refunded';

/** Final for the payer; the merchant may still move `succeeded` to `refunded` (money given back). */
export const SANDBOX_FINAL_STATUSES: readonly SandboxStatus[] = [
  'succeeded',
  'declined',
  'cancelled',
  'refunded',
];

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** `pi_sbx_…` (intent), `pay_sbx_…` (frames) or `hp_sbx_…` (hosted page). */
    id: text('id').primaryKey(),
    flow: text('flow', { enum: ['intent', 'frames', 'hosted'] })
      .$type<SandboxFlow>()
      .notNull(),
    /** Integer fils; written once at creation and never updated. */
    amount: filsColumn('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['awaiting_card', 'awaiting_3ds', 'succeeded', 'declined', 'cancelled', 'refunded'],
    })
      .$type<SandboxStatus>()
      .notNull(),
    /** 'CARD' or 'WALLET' (intent flow). */
    paymentMethod: text('payment_method'),
    /** Intent flow: `<id>_secret_<random>`, the browser's only handle on the intent. */
    clientSecret: text('client_secret').unique(),
    idempotencyKey: text('idempotency_key'),
    /** Frames: the merchant's reference; hosted page: the cart id (unique per hosted payment). */
    reference: text('reference'),
    description: text('description'),
    customerRef: text('customer_ref'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    /** Save the card for `customer_ref` once the payment succeeds (after 3-D Secure if asked). */
    saveCard: boolean('save_card').notNull().default(false),
    /** Intent flow: where the 3-D Secure page sends the payer back (given at confirmation). */
    returnUrl: text('return_url'),
    successUrl: text('success_url'),
    failureUrl: text('failure_url'),
    cancelUrl: text('cancel_url'),
    declineCode: text('decline_code'),
    declineReason: text('decline_reason'),
    /** `re_sbx_…` once the money went back; the merchant's reason beside it. */
    refundId: text('refund_id'),
    refundReason: text('refund_reason'),
    /** Integer fils given back so far: an intent may be refunded in parts, never beyond its amount. */
    refundedAmount: filsColumn('refunded_amount').notNull().default(ZERO_FILS),
    language: text('language', { enum: ['EN', 'AR'] })
      .notNull()
      .default('EN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_payments_idempotency_idx').on(table.flow, table.idempotencyKey),
    uniqueIndex('sandbox_payments_hosted_cart_idx')
      .on(table.reference)
      .where(sql`${table.flow} = 'hosted'`),
  ],
);

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/** Cards a customer chose to keep: brand, last four and expiry only. */
export const sandboxSavedCards = pgTable(
  'sandbox_saved_cards',
  {
    /** `card_sbx_…` */
    id: text('id').primaryKey(),
    customerRef: text('customer_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_saved_cards_customer_idx').on(table.customerRef)],
);

export type SandboxSavedCardRow = typeof sandboxSavedCards.$inferSelect;

/**
 * Frames-style card tokens (`tok_sbx_…`): single use, short lived. The card's behaviour is decided
 * from its number when it is tokenised; only that flag is kept, never the number.
 */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  behaviour: text('behaviour', { enum: ['approve', 'challenge', 'decline'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export type SandboxCardTokenRow = typeof sandboxCardTokens.$inferSelect;

/**
 * Each refund the sandbox made, by the merchant's idempotency key: the same key answers the same
 * refund; a new key is a new refund (Stripe's rule), within what the payment has left.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    /** `re_sbx_…` */
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: filsColumn('amount').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sandbox_refunds_key_idx').on(table.idempotencyKey)],
);

/** The DDL matching the tables above, statement by statement (the same as a generated migration). */
export const paymentTablesSql: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS "sandbox_payments" (
  "id" text PRIMARY KEY NOT NULL,
  "flow" text NOT NULL,
  "amount" integer NOT NULL,
  "currency" text NOT NULL,
  "status" text NOT NULL,
  "payment_method" text,
  "client_secret" text,
  "idempotency_key" text,
  "reference" text,
  "description" text,
  "customer_ref" text,
  "card_brand" text,
  "card_last4" text,
  "card_exp_month" integer,
  "card_exp_year" integer,
  "save_card" boolean DEFAULT false NOT NULL,
  "return_url" text,
  "success_url" text,
  "failure_url" text,
  "cancel_url" text,
  "decline_code" text,
  "decline_reason" text,
  "refund_id" text,
  "refund_reason" text,
  "refunded_amount" integer DEFAULT 0 NOT NULL,
  "language" text DEFAULT 'EN' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sandbox_payments_client_secret_unique" UNIQUE("client_secret")
)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS "sandbox_payments_idempotency_idx" ON "sandbox_payments" USING btree ("flow","idempotency_key")`,
  `CREATE UNIQUE INDEX IF NOT EXISTS "sandbox_payments_hosted_cart_idx" ON "sandbox_payments" USING btree ("reference") WHERE "sandbox_payments"."flow" = 'hosted'`,
  `CREATE TABLE IF NOT EXISTS "sandbox_saved_cards" (
  "id" text PRIMARY KEY NOT NULL,
  "customer_ref" text NOT NULL,
  "brand" text NOT NULL,
  "last4" text NOT NULL,
  "exp_month" integer NOT NULL,
  "exp_year" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
)`,
  `CREATE INDEX IF NOT EXISTS "sandbox_saved_cards_customer_idx" ON "sandbox_saved_cards" USING btree ("customer_ref")`,
  `CREATE TABLE IF NOT EXISTS "sandbox_card_tokens" (
  "id" text PRIMARY KEY NOT NULL,
  "brand" text NOT NULL,
  "last4" text NOT NULL,
  "exp_month" integer NOT NULL,
  "exp_year" integer NOT NULL,
  "behaviour" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone
)`,
  `CREATE TABLE IF NOT EXISTS "sandbox_refunds" (
  "id" text PRIMARY KEY NOT NULL,
  "payment_id" text NOT NULL,
  "idempotency_key" text NOT NULL,
  "amount" integer NOT NULL,
  "reason" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS "sandbox_refunds_key_idx" ON "sandbox_refunds" USING btree ("idempotency_key")`,
];

/**
 * Creates the sandbox tables when missing. For tests and for databases that have not yet run the
 * generated migration; idempotent.
 */
export async function createPaymentTables(db: { execute(query: SQL): Promise<unknown> }): Promise<void> {
  for (const statement of paymentTablesSql) {
    await db.execute(sql.raw(statement));
  }
}
