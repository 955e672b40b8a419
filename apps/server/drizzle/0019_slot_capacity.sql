-- Slot capacity (docs/kitchen.md): per store and service the most orders a pre-order slot or a 15-minute ASAP window takes, the places taken, and the full slots no longer offered.
CREATE TABLE "slot_booking_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"service" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"store_id" text NOT NULL,
	"service" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" integer NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "slot_bookings_store_id_service_kind_starts_at_pk" PRIMARY KEY("store_id","service","kind","starts_at")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "slot_capacity" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "full_slots" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_booking_orders" ADD CONSTRAINT "slot_booking_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;