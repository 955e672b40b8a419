CREATE TABLE "payment_attempts" (
	"reference" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"brand_id" text NOT NULL,
	"store_id" text NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"transaction_ref" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"brand_id" text NOT NULL,
	"store_id" text NOT NULL,
	"user_id" text,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"gateway_refund_id" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."closed_at" is null;