-- Gateway webhook events by their id: each is handled once, whatever the deliveries.
CREATE TABLE "gateway_events" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"type" text NOT NULL,
	"reference" text,
	"received_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE INDEX "gateway_events_reference_idx" ON "gateway_events" USING btree ("reference");