-- A store may price its menu with VAT included (docs/invoices.md): the price shown is the price paid.
ALTER TABLE "stores" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;