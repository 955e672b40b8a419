-- The order a card payment will become, kept before the payer leaves for a gateway page.
CREATE TABLE "kept_checkouts" (
	"reference" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
