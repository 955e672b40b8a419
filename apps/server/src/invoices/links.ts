import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openClaims, signClaims } from '../auth/signed-token.js';
import type { Db } from '../db/database.js';
import { orders } from '../db/schema.js';
import { taxDocuments, type TaxDocumentRow } from './invoices.schema.js';
import type { Tx } from './issue.js';
import { renderInvoicePage } from './page.js';

/**
 * A tax document's link (docs/invoices.md): `/invoices/<signed token>`, opened without signing
 * in, so the customer can share it; it names one document and shows nothing else of the customer.
 */

const VERSION = 'i1';
const CONTEXT = 'invoice:';

export function invoicePath(secret: Buffer, documentId: string): string {
  return `/invoices/${signClaims(secret, VERSION, { d: documentId }, CONTEXT)}`;
}

function documentIdOf(secret: Buffer, token: string): string | undefined {
  const claims = openClaims(secret, VERSION, token, CONTEXT) as { d?: unknown } | undefined;
  return typeof claims?.d === 'string' ? claims.d : undefined;
}

export type DocumentLink = { kind: TaxDocumentRow['kind']; number: string; url: string };

/** Documents by what they are of (an order's, a share's): invoice first, then credit notes in turn. */
async function documentsBy(
  db: Db | Tx,
  secret: Buffer,
  column: typeof taxDocuments.orderId | typeof taxDocuments.tableShareId,
  ids: readonly string[],
): Promise<Map<string, DocumentLink[]>> {
  const found = new Map<string, DocumentLink[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ id: taxDocuments.id, of: column, kind: taxDocuments.kind, number: taxDocuments.number })
    .from(taxDocuments)
    .where(inArray(column, [...ids]))
    .orderBy(sql`${taxDocuments.kind} = 'credit_note'`, asc(taxDocuments.sequence));
  for (const row of rows) {
    const list = found.get(row.of!) ?? [];
    list.push({ kind: row.kind, number: row.number, url: invoicePath(secret, row.id) });
    found.set(row.of!, list);
  }
  return found;
}

/** An order's documents, its invoice first, then its credit notes in turn, each with its link. */
export const orderDocuments = (db: Db, secret: Buffer, orderIds: readonly string[]) =>
  documentsBy(db, secret, taxDocuments.orderId, orderIds);

/** The documents of table shares (invoice first, then credit notes), by share id. */
export const shareDocuments = (db: Db | Tx, secret: Buffer, shareIds: readonly string[]) =>
  documentsBy(db, secret, taxDocuments.tableShareId, shareIds);

/** A paid payment link's invoice page, or undefined before it is paid. */
export async function linkInvoicePath(db: Db, secret: Buffer, cartId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.paymentLinkId, cartId), ne(taxDocuments.kind, 'credit_note')));
  return row && invoicePath(secret, row.id);
}

const NOT_VALID = {
  en: 'This invoice link is not valid.',
  ar: 'رابط الفاتورة هذا غير صالح.',
};

/** `GET /invoices/:token[?lang=ar][&format=receipt]`: the document as a printable page. */
export function registerInvoicePages(app: FastifyInstance, deps: { db: Db; secret: Buffer }): void {
  app.get<{ Params: { token: string }; Querystring: { lang?: string; format?: string } }>(
    '/invoices/:token',
    async (request, reply) => {
      const lang = request.query.lang === 'ar' ? 'ar' : 'en';
      const id = documentIdOf(deps.secret, request.params.token);
      const [document] = id ? await deps.db.select().from(taxDocuments).where(eq(taxDocuments.id, id)) : [];
      if (!document) {
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(`${NOT_VALID.en}\n${NOT_VALID.ar}\n`);
      }
      const [order] = document.orderId
        ? await deps.db
            .select({ number: orders.orderNumber })
            .from(orders)
            .where(eq(orders.id, document.orderId))
        : [];
      const [invoice] = document.refersTo
        ? await deps.db
            .select({ number: taxDocuments.number })
            .from(taxDocuments)
            .where(eq(taxDocuments.id, document.refersTo))
        : [];
      const nonce = randomBytes(16).toString('base64');
      const html = renderInvoicePage({
        document,
        orderNumber: order?.number ?? null,
        refersToNumber: invoice?.number ?? null,
        lang,
        receipt: request.query.format === 'receipt',
        nonce,
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        )
        .header('x-robots-tag', 'noindex')
        .send(html);
    },
  );
}
