ALTER TABLE "payment_links" ADD COLUMN "expires_at" integer;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "paying_until" timestamp with time zone;