import { allocate, fils, taxInvoiceMoney, type Fils, type Percent } from '@storefront/core';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { newId } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { paymentLinks } from '../db/schema.js';
import { brands, stores, type LegalRow, type OrderRow } from '../db/schema.js';
import { taxDocuments, type TaxDocumentKind, type TaxDocumentRow } from './invoices.schema.js';

/**
 * Issuing tax documents (docs/invoices.md). An order's invoice is written in the transaction that
 * settles its money: at placement when it is paid online, when it is completed when it is paid on
 * delivery or at the counter. A refund's credit note is written with the refund. A supplier that
 * charges no VAT (a tax rate of 0, or no TRN) issues a receipt instead of a tax invoice.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const PREFIX: Record<TaxDocumentKind, string> = { invoice: 'INV', receipt: 'RCT', credit_note: 'CN' };

/** The payment methods as an invoice names them. */
const METHODS: Record<string, string> = {
  CREDIT_CARD: 'card',
  PAYMENT_GATEWAY: 'card',
  CASH: 'cash',
  CARD_MACHINE: 'card machine',
  PAY_LATER: 'pay later',
};

/**
 * The brand's next number of a kind: the counter row is moved on under its lock, in the caller's
 * transaction, so numbers are given in commit order, a rolled-back settlement gives its number
 * back, and there is never a gap or a repeat.
 */
async function nextSequence(tx: Tx, brandId: string, kind: TaxDocumentKind): Promise<number> {
  const result = await tx.execute(sql`
    insert into tax_document_counters (brand_id, kind, last) values (${brandId}, ${kind}, 1)
    on conflict (brand_id, kind) do update set last = tax_document_counters.last + 1
    returning last`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { last: number }[] }).rows) as {
    last: number;
  }[];
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

/** Who supplies: the store's own legal details, else the brand's, else its names and address. */
async function supplierOf(tx: Tx, order: Pick<OrderRow, 'storeId'>) {
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
    .where(eq(stores.id, order.storeId));
  if (!row) throw new Error(`no store ${order.storeId}`);
  const legal: LegalRow = row.storeLegal ??
    row.brandLegal ?? {
      name: { en: row.brandName, ar: row.brandNameAr },
      address: row.storeAddress,
      trn: null,
    };
  return { supplier: { ...legal, storeName: row.storeName }, brandName: row.brandName };
}

/**
 * Issues the order's invoice (or receipt) in the settling transaction, once: an order that has one
 * keeps it. Orders that settle otherwise (a table's rounds, paid by its shares; a pay-later tab,
 * settled by the order that pays it) have none of their own yet.
 */
export async function issueOrderInvoice(
  tx: Tx,
  order: OrderRow,
  now: number,
): Promise<TaxDocumentRow | undefined> {
  if (order.tableSessionId || order.payLater || order.details.settlement) return undefined;
  const [held] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, order.id), ne(taxDocuments.kind, 'credit_note')));
  if (held) return held;
  const { supplier, brandName } = await supplierOf(tx, order);
  const kind: TaxDocumentKind = order.taxRate > 0 && supplier.trn ? 'invoice' : 'receipt';
  const details = order.details;
  const discounted = new Set(details.discountLines ?? details.orderedMenu.map((_, index) => index));
  const money = taxInvoiceMoney({
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
    tipAmount: order.tipAmount,
  });
  const sequence = await nextSequence(tx, order.brandId, kind);
  const [written] = await tx
    .insert(taxDocuments)
    .values({
      id: newId(),
      brandId: order.brandId,
      kind,
      sequence,
      number: documentNumber(brandName, kind, sequence),
      orderId: order.id,
      refersTo: null,
      issuedAt: now,
      suppliedAt: details.preOrderSlot?.startsAt ?? order.placedAt,
      supplier,
      recipient: details.taxRecipient ?? null,
      money: {
        ...money,
        lines: [...money.lines],
        payments: [{ method: METHODS[order.paymentType] ?? 'card', amount: order.total }],
      },
    })
    .returning();
  return written;
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
  const [held] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.paymentLinkId, link.cartId), ne(taxDocuments.kind, 'credit_note')));
  if (held) return held;
  const [store] = await tx
    .select({ id: stores.id, taxRate: stores.taxRate })
    .from(stores)
    .where(link.storeId ? eq(stores.id, link.storeId) : eq(stores.brandId, link.brandId))
    .orderBy(asc(stores.id))
    .limit(1);
  if (!store) return undefined;
  const { supplier, brandName } = await supplierOf(tx, { storeId: store.id });
  const rate = store.taxRate as Percent;
  const kind: TaxDocumentKind = rate > 0 && supplier.trn ? 'invoice' : 'receipt';
  // VAT inside a price: amount × rate / (100 + rate), to the fils.
  const vat = fils(Math.round((link.amount * rate) / (100 + rate)));
  const taxable = fils(link.amount - vat);
  const description = { en: link.purposeOfPayment, ar: link.purposeOfPaymentAr || link.purposeOfPayment };
  const sequence = await nextSequence(tx, link.brandId, kind);
  const [written] = await tx
    .insert(taxDocuments)
    .values({
      id: newId(),
      brandId: link.brandId,
      kind,
      sequence,
      number: documentNumber(brandName, kind, sequence),
      orderId: null,
      paymentLinkId: link.cartId,
      refersTo: null,
      issuedAt: now,
      suppliedAt: link.paidAt ?? now,
      supplier,
      recipient: null,
      money: {
        lines: [
          {
            kind: 'item',
            description,
            quantity: 1,
            unitPrice: taxable,
            gross: taxable,
            discount: fils(0),
            taxable,
            vatRate: rate,
            vat,
            total: link.amount,
          },
        ],
        taxable,
        vat,
        tip: 0,
        total: link.amount,
        payments: [{ method: 'card', amount: link.amount }],
      },
    })
    .returning();
  return written;
}

/**
 * A credit note for money given back on an order (docs/invoices.md): it refers to the order's
 * invoice and gives back `amount` with its VAT, shared among the invoice's lines in proportion. A
 * refund of the whole total mirrors the invoice line by line. Nothing when the order has no invoice.
 */
export async function issueCreditNote(
  tx: Tx,
  order: OrderRow,
  amount: Fils,
  now: number,
): Promise<TaxDocumentRow | undefined> {
  const [invoice] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, order.id), ne(taxDocuments.kind, 'credit_note')));
  if (!invoice || amount <= 0) return undefined;
  const { brandName } = await supplierOf(tx, order);
  const money = creditedMoney(invoice.money, amount);
  const sequence = await nextSequence(tx, order.brandId, 'credit_note');
  const [written] = await tx
    .insert(taxDocuments)
    .values({
      id: newId(),
      brandId: order.brandId,
      kind: 'credit_note',
      sequence,
      number: documentNumber(brandName, 'credit_note', sequence),
      orderId: order.id,
      refersTo: invoice.id,
      issuedAt: now,
      suppliedAt: invoice.suppliedAt,
      supplier: invoice.supplier,
      recipient: invoice.recipient,
      money: { ...money, payments: [{ method: 'refund', amount }] },
    })
    .returning();
  return written;
}

/**
 * The part of an invoice `amount` gives back: shared between the taxed lines and the tip (outside
 * VAT) in proportion, then among the lines by their totals, each line's VAT in the proportion the
 * invoice charged it; every share `allocate`'s, so the note is exactly `amount`.
 */
export function creditedMoney(
  invoice: TaxDocumentRow['money'],
  amount: Fils,
): Omit<TaxDocumentRow['money'], 'payments'> {
  if (amount >= invoice.total) return { ...invoice, lines: [...invoice.lines] };
  const taxed = invoice.taxable + invoice.vat;
  const [lineShare, tip] = allocate(amount, [taxed, invoice.tip]) as [Fils, Fils];
  const shares =
    taxed > 0
      ? allocate(
          lineShare,
          invoice.lines.map((line) => line.total),
        )
      : [];
  const lines = invoice.lines.map((line, index) => {
    const total = shares[index] ?? fils(0);
    const vat = line.total > 0 ? fils(Math.round((total * line.vat) / line.total)) : fils(0);
    const taxable = fils(total - vat);
    return { ...line, gross: taxable, discount: fils(0), taxable, vat, total };
  });
  const taxable = fils(lines.reduce((sum, line) => sum + line.taxable, 0));
  const vat = fils(lines.reduce((sum, line) => sum + line.vat, 0));
  return { lines, taxable, vat, tip, total: fils(taxable + vat + tip) };
}
