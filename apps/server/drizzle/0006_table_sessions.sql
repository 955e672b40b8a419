CREATE TABLE "table_diners" (
	"session_id" text NOT NULL,
	"diner_id" text NOT NULL,
	"number" integer NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_diners_session_id_diner_id_pk" PRIMARY KEY("session_id","diner_id")
);
--> statement-breakpoint
CREATE TABLE "table_join_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"store_id" text NOT NULL,
	"table_number" integer NOT NULL,
	"status" text NOT NULL,
	"join_code" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"basket" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"split" jsonb,
	"splits" integer DEFAULT 0 NOT NULL,
	"diners" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "table_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"split_no" integer NOT NULL,
	"number" integer NOT NULL,
	"label" text NOT NULL,
	"amount" integer NOT NULL,
	"diner_id" text,
	"line_keys" jsonb,
	"status" text NOT NULL,
	"tip" integer NOT NULL,
	"payer_diner_id" text,
	"claim_until" timestamp with time zone,
	"claims" integer DEFAULT 0 NOT NULL,
	"intent_id" text,
	"method" text,
	"transaction_ref" text,
	"staff_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_shares_transaction_ref_unique" UNIQUE("transaction_ref")
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_session_id" text;--> statement-breakpoint
ALTER TABLE "table_diners" ADD CONSTRAINT "table_diners_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_shares" ADD CONSTRAINT "table_shares_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_join_failures_idx" ON "table_join_failures" USING btree ("session_id","ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "table_sessions_open_idx" ON "table_sessions" USING btree ("store_id","table_number") WHERE "table_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "table_shares_session_idx" ON "table_shares" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "orders_table_session_idx" ON "orders" USING btree ("table_session_id");