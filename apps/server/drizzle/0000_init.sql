CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"address" text NOT NULL,
	"street" text NOT NULL,
	"area" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"building" text DEFAULT '' NOT NULL,
	"apartment_no" text DEFAULT '' NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"address_type" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"delivery_method_type" text NOT NULL,
	"area_id" text,
	"city_id" text,
	"country_id" text,
	"mapped_area_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedbacks_order_id_unique" UNIQUE("order_id")
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
CREATE TABLE "order_status_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"brand_id" text NOT NULL,
	"store_id" text NOT NULL,
	"user_id" text NOT NULL,
	"service_type" text NOT NULL,
	"status" text NOT NULL,
	"placed_at" integer NOT NULL,
	"delivery_time" integer NOT NULL,
	"items_total" integer NOT NULL,
	"discount_amount" integer NOT NULL,
	"loyalty_amount" integer NOT NULL,
	"delivery_fee" integer NOT NULL,
	"tax_rate" double precision NOT NULL,
	"tax_amount" integer NOT NULL,
	"tip_amount" integer NOT NULL,
	"total" integer NOT NULL,
	"cashback_amount" integer DEFAULT 0 NOT NULL,
	"payment_type" text NOT NULL,
	"is_paid" boolean NOT NULL,
	"transaction_ref" text,
	"idempotency_key" text,
	"discount_id" text,
	"table_number" integer,
	"pay_later" boolean DEFAULT false NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_transaction_ref_unique" UNIQUE("transaction_ref")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"cart_id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"store_id" text,
	"amount" integer NOT NULL,
	"purpose_of_payment" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"payment_gateway" text NOT NULL,
	"payment_status" text DEFAULT 'NOT_VERIFIED' NOT NULL,
	"transaction_ref" text,
	"receipt_number" text,
	"paid_at" integer,
	"link_creation_date" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_transaction_ref_unique" UNIQUE("transaction_ref")
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
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
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
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"name" text,
	"email" text,
	"user_type" text DEFAULT 'customer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"flow" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text,
	"client_secret" text,
	"idempotency_key" text,
	"reference" text,
	"description" text,
	"customer_ref" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"save_card" boolean DEFAULT false NOT NULL,
	"return_url" text,
	"success_url" text,
	"failure_url" text,
	"cancel_url" text,
	"decline_code" text,
	"decline_reason" text,
	"language" text DEFAULT 'EN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_client_secret_unique" UNIQUE("client_secret")
);
--> statement-breakpoint
CREATE TABLE "sandbox_saved_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD CONSTRAINT "delivery_areas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_policies" ADD CONSTRAINT "loyalty_policies_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapped_areas" ADD CONSTRAINT "mapped_areas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapped_areas" ADD CONSTRAINT "mapped_areas_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_pages" ADD CONSTRAINT "static_pages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "categories_brand_idx" ON "categories" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "delivery_areas_brand_idx" ON "delivery_areas" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "discounts_brand_idx" ON "discounts" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "items_brand_idx" ON "items" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "mapped_areas_brand_idx" ON "mapped_areas" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_table_idx" ON "orders" USING btree ("store_id","table_number");--> statement-breakpoint
CREATE INDEX "otp_codes_phone_idx" ON "otp_codes" USING btree ("brand_id","phone_number","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_ip_idx" ON "otp_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "stores_brand_idx" ON "stores" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_brand_phone_idx" ON "users" USING btree ("brand_id","phone_number");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_idx" ON "wallet_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_order_kind_idx" ON "wallet_entries" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotency_idx" ON "sandbox_payments" USING btree ("flow","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_hosted_cart_idx" ON "sandbox_payments" USING btree ("reference") WHERE "sandbox_payments"."flow" = 'hosted';--> statement-breakpoint
CREATE INDEX "sandbox_saved_cards_customer_idx" ON "sandbox_saved_cards" USING btree ("customer_ref");