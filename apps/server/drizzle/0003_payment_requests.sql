CREATE TABLE "payment_requests" (
	"user_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"flow" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_requests_user_id_brand_id_flow_idempotency_key_pk" PRIMARY KEY("user_id","brand_id","flow","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "cart_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_cart_idx" ON "payment_attempts" USING btree ("cart_id");