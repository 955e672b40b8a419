-- A payment link may carry its purpose and message in Arabic too: the Arabic page shows them (report D31).
ALTER TABLE "payment_links" ADD COLUMN "purpose_of_payment_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "message_ar" text DEFAULT '' NOT NULL;
