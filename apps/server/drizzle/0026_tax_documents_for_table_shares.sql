-- A table share paid is a supply of its own: its invoice names the share (docs/invoices.md).
ALTER TABLE "tax_documents" ADD COLUMN "table_share_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_per_share" ON "tax_documents" USING btree ("table_share_id") WHERE "tax_documents"."kind" <> 'credit_note';