import { createApiClient, type ApiClient } from '@storefront/api';
import { fils } from '@storefront/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { orders } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { moveOrder } from '../orders/move-order.js';
import { markLinkPaid } from '../payment-links/link-payments.js';
import { demoStaff } from '../staff/demo-staff.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { forged } from '../testing/forged.js';
import { placePaidPickup } from '../testing/orders.js';
import { engines } from '../testing/test-database.js';
import { taxDocuments } from './invoices.schema.js';
import { issueOrderInvoice } from './issue.js';

/**
 * Tax invoices and credit notes (issue 36, docs/invoices.md): issued in the transaction that
 * settles the money, numbered per brand without gaps, their money what was charged, their page
 * what the law lists, in English and Arabic.
 */

/** Sunday 22 November 2026, 12:00 in Dubai: the Jumeirah outlet is open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const zaatar = demoBrandIds.zaatarHouse;
const karak = demoBrandIds.karakCorner;
const [jumeirahStaff] = demoStaff;

describe.each(engines)('tax invoices, on %s', (engine) => {
  const test = useTestApp(engine, { clock: () => NOW });
  let database: Database;
  let board: ApiClient;

  beforeAll(async () => {
    database = test.database;
    const signedIn = await test.anonymous.POST('/staff/sign-in', {
      body: { email: jumeirahStaff!.email, password: jumeirahStaff!.password },
    });
    const token = signedIn.data!.data.token;
    board = createApiClient({ baseUrl: test.baseUrl, getToken: () => token });
  }, 60_000);

  const server = () => ({ baseUrl: test.baseUrl, origin: test.origin, services: test.services });
  const documentsOf = (orderId: string) =>
    database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId))
      .orderBy(sql`${taxDocuments.kind} = 'credit_note'`, asc(taxDocuments.sequence));
  const moveTo = (orderNumber: string, status: 'PREPARING' | 'ON_THE_WAY' | 'COMPLETE' | 'CANCELLED') =>
    board.POST('/staff/orders/{orderNumber}/status', {
      params: { path: { orderNumber } },
      body: { status, ...(status === 'CANCELLED' && { reason: 'Out of bread' }) },
    });

  it('issues a card-paid order its tax invoice as it is placed, at what was charged, with its link', async () => {
    const { client, order, total } = await placePaidPickup(server(), zaatar, 'card', 'Jumeirah');
    const [invoice] = await documentsOf(order._id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^ZH-INV-\d{6}$/),
      supplier: {
        name: { en: 'Zaatar House Restaurants L.L.C.', ar: 'مطاعم بيت الزعتر ش.ذ.م.م' },
        trn: '100234567800003',
        storeName: { en: 'Zaatar House Jumeirah' },
      },
      recipient: null,
    });
    expect(invoice!.money.total).toBe(total);
    expect(invoice!.money.taxable + invoice!.money.vat + invoice!.money.tip).toBe(total);
    expect(invoice!.money.lines[0]).toMatchObject({ kind: 'item', quantity: 2, vatRate: 5 });
    expect(invoice!.money.payments).toEqual([{ method: 'card', amount: total }]);

    const info = await client.POST('/order/get-order-info/{id}', {
      params: { path: { id: order._id } },
      body: { brandId: zaatar },
    });
    expectMatchesDescription('getOrderInfo', 200, info.data);
    const [link] = info.data!.data.taxDocuments!;
    expect(link).toMatchObject({
      kind: 'invoice',
      number: invoice!.number,
      url: expect.stringMatching(/^\/invoices\//),
    });

    // The page: what the law lists, both languages' labels, the total charged; nothing runs.
    const page = await fetch(`${test.origin}${link!.url}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    for (const text of [
      'Tax Invoice',
      'فاتورة ضريبية',
      'Zaatar House Restaurants L.L.C.',
      '100234567800003',
      invoice!.number,
      order.orderNumber,
      'Date of issue',
      'Date of supply',
      'VAT rate',
      `AED ${(total / 100).toFixed(2)}`,
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('<script');
    const arabic = await (await fetch(`${test.origin}${link!.url}?lang=ar&format=receipt`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('مطاعم بيت الزعتر ش.ذ.م.م');
    expect(arabic).toContain('@page{size:80mm auto');
    // A link changed by a single character opens nothing.
    expect((await fetch(`${test.origin}${forged(link!.url)}`)).status).toBe(404);
  });

  it('issues a cash order its invoice when it is completed, not before', async () => {
    const { order, total } = await placePaidPickup(server(), zaatar, 'cash', 'Jumeirah');
    expect(await documentsOf(order._id)).toEqual([]);
    expect((await moveTo(order.orderNumber, 'PREPARING')).response.status).toBe(200);
    expect((await moveTo(order.orderNumber, 'ON_THE_WAY')).response.status).toBe(200);
    expect(await documentsOf(order._id)).toEqual([]);
    expect((await moveTo(order.orderNumber, 'COMPLETE')).response.status).toBe(200);
    const [invoice] = await documentsOf(order._id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      money: { total, payments: [{ method: 'cash', amount: total }] },
    });
  });

  it('gives a cancelled card-paid order a credit note for the money given back, referring to its invoice', async () => {
    const { order, total } = await placePaidPickup(server(), zaatar, 'card', 'Jumeirah');
    expect((await moveTo(order.orderNumber, 'CANCELLED')).response.status).toBe(200);
    const [invoice, note] = await documentsOf(order._id);
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: expect.stringMatching(/^ZH-CN-\d{6}$/),
      refersTo: invoice!.id,
      money: { total, vat: invoice!.money.vat, taxable: invoice!.money.taxable },
    });
  });

  it('names a business customer and its TRN on a full tax invoice; a TRN that is not one is refused', async () => {
    const business = { name: 'Al Fahidi Trading L.L.C.', trn: '100987654300003' };
    const { order } = await placePaidPickup(server(), zaatar, 'card', 'Jumeirah', { taxRecipient: business });
    const [invoice] = await documentsOf(order._id);
    expect(invoice).toMatchObject({ kind: 'invoice', recipient: business });
    const row = await database.db.select().from(taxDocuments).where(eq(taxDocuments.id, invoice!.id));
    expect(row[0]!.recipient).toEqual(business);
    await expect(
      placePaidPickup(server(), zaatar, 'cash', 'Jumeirah', {
        taxRecipient: { ...business, trn: '10098765430000' },
      }),
    ).rejects.toThrow(/trn/);
  });

  it('issues a store that is a company of its own under its own name and TRN; its prices include VAT', async () => {
    const { order, total } = await placePaidPickup(server(), karak, 'card', 'Al Qusais');
    const [invoice] = await documentsOf(order._id);
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^KC-INV-\d{6}$/),
      supplier: { name: { en: 'Karak Corner Cafeteria (Dubai) L.L.C.' }, trn: '100456789000003' },
    });
    // Karak Corner's menu prices include 5% VAT: the customer pays the prices shown, and the
    // invoice takes each line's VAT out of it (rate / (100 + rate), to the fils).
    expect(order.totals).toMatchObject({ taxIncluded: true, taxRate: 5, total: order.totals.cartTotal });
    expect(total).toBe(order.totals.cartTotal);
    expect(order.totals.taxAmount).toBe(Math.round((order.totals.cartTotal * 5) / 105));
    expect(invoice!.money).toMatchObject({ total, vat: order.totals.taxAmount });
    for (const line of invoice!.money.lines) {
      expect(line.total).toBe(line.gross - line.discount);
      expect(line.taxable + line.vat).toBe(line.total);
    }
  });

  it('invoices a paid payment link in the transaction that marks it paid, VAT taken out of its amount', async () => {
    const cartId = 'PL-ZH-24002';
    const paid = await markLinkPaid(database.db, cartId, 'pi_sandbox_invoice_test', NOW);
    expect(paid).toMatchObject({ paymentStatus: 'VERIFIED', amount: 12000 });
    const [invoice] = await database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.paymentLinkId, cartId));
    // AED 120.00 with 5% VAT inside: 114.29 and 5.71.
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^ZH-INV-\d{6}$/),
      money: {
        taxable: 11429,
        vat: 571,
        tip: 0,
        total: 12000,
        payments: [{ method: 'card', amount: 12000 }],
      },
      supplier: { trn: '100234567800003' },
    });
    const info = await test.anonymous.POST('/payment-links/get-payment-link-info-by-cart-id', {
      body: { brandId: zaatar, cartId },
    });
    expectMatchesDescription('getPaymentLinkInfo', 200, info.data);
    const url = info.data!.data.receipt!.invoiceUrl!;
    const html = await (await fetch(`${test.origin}${url}`)).text();
    expect(html).toContain('AED 120.00');
    // Marked paid again (its webhook after its return): the same one invoice.
    await markLinkPaid(database.db, cartId, 'pi_sandbox_invoice_test', NOW);
    expect(
      await database.db.select().from(taxDocuments).where(eq(taxDocuments.paymentLinkId, cartId)),
    ).toHaveLength(1);
  });

  it('numbers 500 settlements at once one after another, none twice, none missing', async () => {
    // 500 cash orders at Dubai Marina on their way, copied from one placed order.
    const { order } = await placePaidPickup(server(), zaatar, 'cash', 'Marina');
    const [template] = await database.db.select().from(orders).where(eq(orders.id, order._id));
    const copies = Array.from({ length: 500 }, (_, n) => ({
      ...template!,
      id: `${template!.id.slice(0, 16)}${(n + 1).toString(16).padStart(8, '0')}`,
      orderNumber: `${template!.orderNumber}-${n}`,
      idempotencyKey: `${template!.idempotencyKey}-${n}`,
      status: 'ON_THE_WAY' as const,
    }));
    for (let at = 0; at < copies.length; at += 100)
      await database.db.insert(orders).values(copies.slice(at, at + 100));
    const moved = await Promise.all(
      copies.map((copy) => moveOrder(database.db, copy.orderNumber, 'COMPLETE')),
    );
    expect(moved.every((result) => result.ok)).toBe(true);
    // Every invoice Zaatar House has issued, these 500 among them: 1, 2, 3 ... with no gap.
    const numbers = await database.db
      .select({ sequence: taxDocuments.sequence, number: taxDocuments.number, orderId: taxDocuments.orderId })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.brandId, zaatar), eq(taxDocuments.kind, 'invoice')))
      .orderBy(asc(taxDocuments.sequence));
    expect(numbers.map((row) => row.sequence)).toEqual(numbers.map((_, n) => n + 1));
    const ours = new Set(copies.map((copy) => copy.id));
    expect(numbers.filter((row) => ours.has(row.orderId!))).toHaveLength(500);
    expect(new Set(numbers.map((row) => row.number)).size).toBe(numbers.length);
  }, 120_000);

  it('gives a number back when its settlement does not commit: the next one takes it, no gap', async () => {
    const { order } = await placePaidPickup(server(), karak, 'cash', 'Al Majaz');
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order._id));
    const taken = await database.db
      .transaction(async (tx) => {
        const invoice = await issueOrderInvoice(tx, row!, 1);
        throw new Error(`rolled back ${invoice!.sequence}`);
      })
      .catch((error: Error) => Number(/\d+$/.exec(error.message)![0]));
    const invoice = await database.db.transaction((tx) => issueOrderInvoice(tx, row!, 2));
    expect(invoice!.sequence).toBe(taken);
    // And a second settlement of the same order finds the invoice it has.
    const again = await database.db.transaction((tx) => issueOrderInvoice(tx, row!, 3));
    expect(again!.id).toBe(invoice!.id);
    expect(await documentsOf(order._id)).toHaveLength(1);
    expect(fils(invoice!.money.total)).toBe(row!.total);
  });
});
