ALTER TABLE "order_status_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;