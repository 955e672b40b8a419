import type { TaxInvoiceMoney } from '@storefront/core';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands, orders, paymentLinks, type LegalRow } from '../db/schema.js';

/**
 * Tax invoices, receipts and credit notes (docs/invoices.md): one per paid order, table share or
 * payment link, one per refund of it. Each is written in the transaction that settles (or gives back) the money, numbered per brand
 * and kind without gaps, and never changed after: what it says is what was charged.
 */

export type TaxDocumentKind = 'invoice' | 'receipt' | 'credit_note';

/** The document's money as it was written: the invoice's (lines and totals), and how it was paid. */
export interface TaxDocumentMoney extends TaxInvoiceMoney {
  /** How it was paid: the card or cash, and the customer's wallet. */
  payments: { method: string; amount: number }[];
}

export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** 'invoice' (a tax invoice), 'receipt' (the supplier charges no VAT) or 'credit_note'. */
    kind: text('kind', { enum: ['invoice', 'receipt', 'credit_note'] }).notNull(),
    /** The brand's next number of this kind, from 1, without gaps. */
    sequence: integer('sequence').notNull(),
    /** As printed: ZH-INV-000001, ZH-RCT-000001, ZH-CN-000001. */
    number: text('number').notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** A paid payment link's invoice (its cart id). */
    paymentLinkId: text('payment_link_id').references(() => paymentLinks.cartId, { onDelete: 'cascade' }),
    /** A paid table share's invoice (its share id; a table's bill is paid in shares). */
    tableShareId: text('table_share_id'),
    /** A credit note's invoice. */
    refersTo: text('refers_to'),
    /** Unix seconds. */
    issuedAt: integer('issued_at').notNull(),
    suppliedAt: integer('supplied_at').notNull(),
    supplier: jsonb('supplier').$type<LegalRow & { storeName: { en: string; ar: string } }>().notNull(),
    /** A business customer's name and TRN (a full tax invoice); null for a consumer. */
    recipient: jsonb('recipient').$type<{ name: string; trn: string | null } | null>(),
    money: jsonb('money').$type<TaxDocumentMoney>().notNull(),
  },
  (table) => [
    uniqueIndex('tax_documents_number').on(table.brandId, table.kind, table.sequence),
    index('tax_documents_order').on(table.orderId),
    // One invoice (or receipt) per order and per payment link: a second settlement finds the first.
    uniqueIndex('tax_documents_one_per_order')
      .on(table.orderId)
      .where(sql`${table.kind} <> 'credit_note'`),
    uniqueIndex('tax_documents_one_per_link')
      .on(table.paymentLinkId)
      .where(sql`${table.kind} <> 'credit_note'`),
    uniqueIndex('tax_documents_one_per_share')
      .on(table.tableShareId)
      .where(sql`${table.kind} <> 'credit_note'`),
  ],
);

/** The last number given per brand and kind; taken and moved on under its row lock. */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    brandId: text('brand_id').notNull(),
    kind: text('kind').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.kind] })],
);

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
