CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"brand_name_ar" text NOT NULL,
	"base_language" text DEFAULT 'EN' NOT NULL,
	"catalogue_type" text NOT NULL,
	"delivery_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"temporary_domain_name" text NOT NULL,
	"custom_domain" text,
	"setting" jsonb NOT NULL,
	"active_integrations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mobile_number" text NOT NULL,
	"whatsapp_contact" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_temporary_domain_name_unique" UNIQUE("temporary_domain_name"),
	CONSTRAINT "brands_custom_domain_unique" UNIQUE("custom_domain")
);
--> statement-breakpoint
CREATE TABLE "business_cards" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"phone_number" text NOT NULL,
	"whatsapp_contact" text NOT NULL,
	"brand_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"method" text NOT NULL,
	"country_id" text NOT NULL,
	"country_name" jsonb NOT NULL,
	"city_id" text NOT NULL,
	"city_name" jsonb NOT NULL,
	"area_id" text,
	"area_name" jsonb,
	"delivery_fee" integer NOT NULL,
	"delivery_time" integer NOT NULL,
	"min_order" integer NOT NULL,
	"store_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"discount_code" text NOT NULL,
	"discount_name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"discount_type" text NOT NULL,
	"discount_amount" integer NOT NULL,
	"maximum_discount_value" integer DEFAULT 0 NOT NULL,
	"min_order_value" integer DEFAULT 0 NOT NULL,
	"per_customer_use" integer DEFAULT 0 NOT NULL,
	"is_applicable_on_all_stores" boolean NOT NULL,
	"is_applicable_on_all_items" boolean NOT NULL,
	"specific_items" jsonb NOT NULL,
	"specific_stores" jsonb NOT NULL,
	"service_type" jsonb NOT NULL,
	"discount_application" text NOT NULL,
	"is_welcome_coupon" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" integer NOT NULL,
	"ends_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"category_id" text NOT NULL,
	"sku" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price" integer NOT NULL,
	"images" jsonb NOT NULL,
	"modifier_groups" jsonb NOT NULL,
	"unavailable_stores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"store_ids" jsonb,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_policies" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"is_loyalty_active" boolean NOT NULL,
	"min_order_value_for_cashback" integer NOT NULL,
	"specific_to_delivery" jsonb NOT NULL,
	"redeemable_percentage_per_order" double precision NOT NULL,
	"max_redeemable_value_per_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mapped_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"store_id" text NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"polygon" jsonb,
	"radius_km" double precision,
	"delivery_fee" integer NOT NULL,
	"delivery_time" integer NOT NULL,
	"min_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"country" jsonb NOT NULL,
	"street" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"radius_km" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"brand_id" text NOT NULL,
	"key" text NOT NULL,
	"is_active" boolean NOT NULL,
	"title" jsonb NOT NULL,
	"html" jsonb NOT NULL,
	CONSTRAINT "static_pages_brand_id_key_pk" PRIMARY KEY("brand_id","key")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"manual_address" jsonb NOT NULL,
	"map_address" text NOT NULL,
	"city" jsonb NOT NULL,
	"country" jsonb NOT NULL,
	"mobile_number" text NOT NULL,
	"whatsapp_contact" text NOT NULL,
	"tax_rate" double precision DEFAULT 0 NOT NULL,
	"is_opened" boolean DEFAULT true NOT NULL,
	"average_prep_time" integer NOT NULL,
	"average_prep_time_for_pickup" integer NOT NULL,
	"average_prep_time_for_dine_in" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"services" jsonb NOT NULL,
	"pre_order" jsonb NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"slot_interval_minutes" integer DEFAULT 30 NOT NULL,
	"pre_order_lead_minutes" integer DEFAULT 45 NOT NULL,
	"pre_order_days" integer DEFAULT 3 NOT NULL,
	"payment_options" jsonb NOT NULL,
	"vehicle_info_for_pickup" jsonb NOT NULL,
	"delivery_charges_waiver_info" jsonb NOT NULL,
	"dine_in_tables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD CONSTRAINT "delivery_areas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_policies" ADD CONSTRAINT "loyalty_policies_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapped_areas" ADD CONSTRAINT "mapped_areas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapped_areas" ADD CONSTRAINT "mapped_areas_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_pages" ADD CONSTRAINT "static_pages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_brand_idx" ON "categories" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "delivery_areas_brand_idx" ON "delivery_areas" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "discounts_brand_idx" ON "discounts" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "items_brand_idx" ON "items" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "mapped_areas_brand_idx" ON "mapped_areas" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "stores_brand_idx" ON "stores" USING btree ("brand_id");