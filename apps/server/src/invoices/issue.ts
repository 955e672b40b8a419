import {
  combineInvoiceMoney,
  fils,
  invoicePart,
  taxInvoiceMoney,
  type Fils,
  type Percent,
  type TaxInvoiceMoney,
} from '@storefront/core';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { newId } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { paymentLinks } from '../db/schema.js';
import { brands, orders, stores, type LegalRow, type OrderRow } from '../db/schema.js';
import { taxDocuments, type TaxDocumentKind, type TaxDocumentRow } from './invoices.schema.js';

/**
 * Issuing tax documents (docs/invoices.md). An order's invoice is written in the transaction that
 * settles its money: at placement when it is paid online, when it is completed when it is paid on
 * delivery or at the counter. A refund's credit note is written with the refund. A supplier that
 * charges no VAT (a tax rate of 0, or no TRN) issues a receipt instead of a tax invoice.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const PREFIX: Record<TaxDocumentKind, string> = { invoice: 'INV', receipt: 'RCT', credit_note: 'CN' };

/** The payment methods as an invoice names them. */
export const METHODS: Record<string, string> = {
  CREDIT_CARD: 'card',
  PAYMENT_GATEWAY: 'card',
  CASH: 'cash',
  CARD_MACHINE: 'card machine',
  PAY_LATER: 'pay later',
  WALLET: 'wallet',
};

/**
 * The brand's next number of a kind: the counter row is moved on under its lock, in the caller's
 * transaction, so numbers are given in commit order, a rolled-back settlement gives its number
 * back, and there is never a gap or a repeat.
 */
async function nextSequence(tx: Tx, brandId: string, kind: TaxDocumentKind): Promise<number> {
  const { rows } = await tx.execute<{ last: number }>(sql`
    insert into tax_document_counters (brand_id, kind, last) values (${brandId}, ${kind}, 1)
    on conflict (brand_id, kind) do update set last = tax_document_counters.last + 1
    returning last`);
  return Number(rows[0]!.last);
}

/** ZH-INV-000042: the brand's initials, the kind, the number. */
export function documentNumber(brandName: string, kind: TaxDocumentKind, sequence: number): string {
  const initials =
    brandName
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase())
      .join('')
      .slice(0, 4) || 'SF';
  return `${initials}-${PREFIX[kind]}-${String(sequence).padStart(6, '0')}`;
}

export type Supplier = TaxDocumentRow['supplier'];

/** Who supplies: the store's own legal details, else the brand's, else its names and address. */
export async function supplierOf(tx: Tx, storeId: string) {
  const [row] = await tx
    .select({
      storeName: stores.name,
      storeAddress: stores.manualAddress,
      storeLegal: stores.legal,
      brandLegal: brands.legal,
      brandName: brands.brandName,
      brandNameAr: brands.brandNameAr,
    })
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .where(eq(stores.id, storeId));
  if (!row) throw new Error(`no store ${storeId}`);
  const legal: LegalRow = row.storeLegal ??
    row.brandLegal ?? {
      name: { en: row.brandName, ar: row.brandNameAr },
      address: row.storeAddress,
      trn: null,
    };
  return { supplier: { ...legal, storeName: row.storeName } as Supplier, brandName: row.brandName };
}

/** A tax invoice where VAT is charged and the supplier is registered; a receipt otherwise. */
export const saleKind = (taxRate: number, supplier: Supplier): TaxDocumentKind =>
  taxRate > 0 && supplier.trn ? 'invoice' : 'receipt';

/** What the document is of: an order, a payment link or a table share, and the invoice it corrects. */
export interface DocumentOf {
  orderId?: string;
  paymentLinkId?: string;
  tableShareId?: string;
  refersTo?: string;
}

/** Numbers and writes one document, the number taken last so the counter row is held briefly. */
export async function writeDocument(
  tx: Tx,
  input: {
    brandId: string;
    brandName: string;
    kind: TaxDocumentKind;
    of: DocumentOf;
    issuedAt: number;
    suppliedAt: number;
    supplier: Supplier;
    recipient: TaxDocumentRow['recipient'];
    money: TaxInvoiceMoney;
    payments: TaxDocumentRow['money']['payments'];
  },
): Promise<TaxDocumentRow> {
  const sequence = await nextSequence(tx, input.brandId, input.kind);
  const [written] = await tx
    .insert(taxDocuments)
    .values({
      id: newId(),
      brandId: input.brandId,
      kind: input.kind,
      sequence,
      number: documentNumber(input.brandName, input.kind, sequence),
      orderId: input.of.orderId ?? null,
      paymentLinkId: input.of.paymentLinkId ?? null,
      tableShareId: input.of.tableShareId ?? null,
      refersTo: input.of.refersTo ?? null,
      issuedAt: input.issuedAt,
      suppliedAt: input.suppliedAt,
      supplier: input.supplier,
      recipient: input.recipient,
      money: { ...input.money, lines: [...input.money.lines], payments: input.payments },
    })
    .returning();
  return written!;
}

/** The invoice (not a credit note) already issued for an order, link or share. */
export async function heldInvoice(tx: Tx, of: DocumentOf): Promise<TaxDocumentRow | undefined> {
  const column = of.orderId
    ? eq(taxDocuments.orderId, of.orderId)
    : of.paymentLinkId
      ? eq(taxDocuments.paymentLinkId, of.paymentLinkId)
      : eq(taxDocuments.tableShareId, of.tableShareId ?? '');
  const [held] = await tx
    .select()
    .from(taxDocuments)
    .where(and(column, ne(taxDocuments.kind, 'credit_note')));
  return held;
}

/** An order's own money as an invoice shows it, from the order as it was priced. */
export function orderMoney(order: OrderRow): TaxInvoiceMoney {
  const details = order.details;
  const discounted = new Set(details.discountLines ?? details.orderedMenu.map((_, index) => index));
  return taxInvoiceMoney({
    lines: details.orderedMenu.map((line, index) => ({
      description: line.title,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      discounted: discounted.has(index),
    })),
    discountAmount: order.discountAmount,
    loyaltyAmount: order.loyaltyAmount,
    deliveryFee: order.deliveryFee,
    taxRate: order.taxRate as Percent,
    taxAmount: order.taxAmount,
    taxIncluded: details.totals.taxIncluded === true,
    tipAmount: order.tipAmount,
  });
}

/**
 * Issues the order's invoice (or receipt) in the settling transaction, once: an order that has one
 * keeps it. An order that settles a pay-later tab is invoiced with the rounds it paid. Orders paid
 * otherwise have none of their own: a shared table's rounds (its shares are invoiced), a tab's
 * rounds (invoiced with the order or cash that settled them: table-invoices.ts).
 */
export async function issueOrderInvoice(
  tx: Tx,
  order: OrderRow,
  now: number,
): Promise<TaxDocumentRow | undefined> {
  const details = order.details;
  if (order.tableSessionId || order.payLater || details.settledBy || details.cashSettlement) return undefined;
  const held = await heldInvoice(tx, { orderId: order.id });
  if (held) return held;
  const rounds = details.settlement
    ? await tx
        .select()
        .from(orders)
        .where(
          inArray(
            orders.id,
            details.settlement.settledOrders.map((settled) => settled._id),
          ),
        )
        .orderBy(asc(orders.placedAt), asc(orders.createdAt))
    : [];
  const { supplier, brandName } = await supplierOf(tx, order.storeId);
  const money = combineInvoiceMoney([...rounds.map(orderMoney), orderMoney(order)]);
  return writeDocument(tx, {
    brandId: order.brandId,
    brandName,
    kind: saleKind(order.taxRate, supplier),
    of: { orderId: order.id },
    issuedAt: now,
    suppliedAt: details.preOrderSlot?.startsAt ?? order.placedAt,
    supplier,
    recipient: details.taxRecipient ?? null,
    money,
    payments: [{ method: METHODS[order.paymentType] ?? 'card', amount: money.total }],
  });
}

/**
 * A paid payment link's invoice (or receipt), in the transaction that marks it paid. A link's
 * amount is what the customer pays, VAT included at its store's rate (the brand's first store's
 * when the link names none): one line, its purpose, with the VAT taken out of it.
 */
export async function issueLinkInvoice(
  tx: Tx,
  link: typeof paymentLinks.$inferSelect,
  now: number,
): Promise<TaxDocumentRow | undefined> {
  const held = await heldInvoice(tx, { paymentLinkId: link.cartId });
  if (held) return held;
  const [store] = await tx
    .select({ id: stores.id, taxRate: stores.taxRate })
    .from(stores)
    .where(link.storeId ? eq(stores.id, link.storeId) : eq(stores.brandId, link.brandId))
    .orderBy(asc(stores.id))
    .limit(1);
  if (!store) return undefined;
  const { supplier, brandName } = await supplierOf(tx, store.id);
  const rate = store.taxRate as Percent;
  // VAT inside a price: amount × rate / (100 + rate), to the fils.
  const vat = fils(Math.round((link.amount * rate) / (100 + rate)));
  const taxable = fils(link.amount - vat);
  const total = fils(link.amount);
  const description = { en: link.purposeOfPayment, ar: link.purposeOfPaymentAr || link.purposeOfPayment };
  const line = { kind: 'item' as const, description, quantity: 1, unitPrice: taxable, gross: taxable };
  return writeDocument(tx, {
    brandId: link.brandId,
    brandName,
    kind: saleKind(rate, supplier),
    of: { paymentLinkId: link.cartId },
    issuedAt: now,
    suppliedAt: link.paidAt ?? now,
    supplier,
    recipient: null,
    money: {
      lines: [{ ...line, discount: fils(0), taxable, vatRate: rate, vat, total }],
      taxable,
      vat,
      tip: fils(0),
      total,
    },
    payments: [{ method: 'card', amount: link.amount }],
  });
}

/**
 * A credit note for money given back (docs/invoices.md): it refers to the invoice of `of` (an
 * order or a table share) and gives back `amount` with its VAT, shared among the invoice's lines in
 * proportion (`invoicePart`). A refund of the whole total mirrors the invoice line by line; the
 * refund of an order that settled a tab (`order`) takes back its own lines only.
 * Nothing when there is no invoice to correct.
 */
export async function issueCreditNote(
  tx: Tx,
  of: { orderId: string } | { tableShareId: string },
  amount: Fils,
  now: number,
  order?: OrderRow,
): Promise<TaxDocumentRow | undefined> {
  const invoice = await heldInvoice(tx, of);
  if (!invoice || amount <= 0) return undefined;
  const { money } = invoice;
  // An order that settled a tab gives back its own lines (the last ones), never the rounds it paid.
  const own = order?.details.settlement ? orderMoney(order).lines.length : money.lines.length;
  const weights = money.lines.map((line, index) => (index >= money.lines.length - own ? line.total : 0));
  const [brand] = await tx
    .select({ brandName: brands.brandName })
    .from(brands)
    .where(eq(brands.id, invoice.brandId));
  return writeDocument(tx, {
    brandId: invoice.brandId,
    brandName: brand!.brandName,
    kind: 'credit_note',
    of: { ...of, refersTo: invoice.id },
    issuedAt: now,
    suppliedAt: invoice.suppliedAt,
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    money: invoicePart(money, amount, weights),
    payments: [{ method: 'refund', amount }],
  });
}
