-- A payment may be given back in parts (a table share whose bill shrank twice): each part is its
-- own payment_refunds row (part 0, 1, …) with its own idempotency key at the provider, and a
-- wallet share's further refunds their own ledger rows. The sandbox keeps each refund by its
-- idempotency key, as Stripe does, and what a payment has left to give back.
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_key_idx" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "sandbox_payments" SET "refunded_amount" = "amount" WHERE "status" = 'refunded';--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_pkey";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_transaction_ref_part_pk" PRIMARY KEY("transaction_ref","part");--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP INDEX "wallet_entries_order_kind_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_order_kind_idx" ON "wallet_entries" USING btree ("order_id","kind","part");
