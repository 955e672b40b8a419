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
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_reason" text;