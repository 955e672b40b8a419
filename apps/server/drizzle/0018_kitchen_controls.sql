-- Kitchen controls from the board (issue 34): a pause per service and a busy mode on each store, and the log of who changed what.
CREATE TABLE "kitchen_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"store_id" text NOT NULL,
	"change" text NOT NULL,
	"item_id" text,
	"option_id" text,
	"service" text,
	"extra_minutes" integer,
	"until" integer,
	"staff_id" text NOT NULL,
	"staff_name" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "paused_until" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "busy" jsonb;--> statement-breakpoint
ALTER TABLE "kitchen_changes" ADD CONSTRAINT "kitchen_changes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_changes" ADD CONSTRAINT "kitchen_changes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_changes_store_idx" ON "kitchen_changes" USING btree ("store_id","id");