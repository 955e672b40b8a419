-- Legal details for tax invoices: the supplier's name and address in English and Arabic and its
-- Tax Registration Number, per brand, and per store where a store is a legal entity of its own.
ALTER TABLE "brands" ADD COLUMN "legal" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "legal" jsonb;