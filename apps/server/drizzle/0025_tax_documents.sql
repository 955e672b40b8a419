-- Tax invoices, receipts and credit notes, each written in the transaction that settles or gives
-- back the money, numbered per brand and kind without gaps (tax_document_counters).
CREATE TABLE "tax_document_counters" (
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "tax_document_counters_brand_id_kind_pk" PRIMARY KEY("brand_id","kind")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" text,
	"payment_link_id" text,
	"refers_to" text,
	"issued_at" integer NOT NULL,
	"supplied_at" integer NOT NULL,
	"supplier" jsonb NOT NULL,
	"recipient" jsonb,
	"money" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_payment_link_id_payment_links_cart_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number" ON "tax_documents" USING btree ("brand_id","kind","sequence");--> statement-breakpoint
CREATE INDEX "tax_documents_order" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_per_order" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" <> 'credit_note';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_per_link" ON "tax_documents" USING btree ("payment_link_id") WHERE "tax_documents"."kind" <> 'credit_note';