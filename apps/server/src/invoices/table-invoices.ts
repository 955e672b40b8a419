import { combineInvoiceMoney, fils, invoicePart, type Fils, type TaxInvoiceMoney } from '@storefront/core';
import type { OrderRow } from '../db/schema.js';
import { counted, lineKeyOf, roundsOf } from '../table-sessions/snapshot.js';
import type { TableSessionRow, TableShareRow } from '../table-sessions/table-sessions.schema.js';
import type { TaxDocumentRow } from './invoices.schema.js';
import { heldInvoice, METHODS, orderMoney, saleKind, supplierOf, writeDocument, type Tx } from './issue.js';

/**
 * The invoices of what a table pays together (docs/invoices.md): each paid share of a shared
 * table's bill, and a pay-later tab the staff take in cash. A tab settled by an order is invoiced
 * with that order (issue.ts).
 */

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** What a share's lines weigh: the bill's lines it claimed (split by items), else all of them. */
function shareWeights(
  rounds: readonly OrderRow[],
  parts: readonly TaxInvoiceMoney[],
  share: TableShareRow,
): number[] {
  const claims = new Map((share.lineKeys ?? []).map((claim) => [claim.lineKey, claim]));
  return rounds.flatMap((round, at) =>
    parts[at]!.lines.map((line, position) => {
      if (claims.size === 0) return line.total;
      const claim = line.kind === 'item' ? claims.get(lineKeyOf(round, position)) : undefined;
      return claim ? (line.total * claim.numerator) / claim.denominator : 0;
    }),
  );
}

/**
 * A paid share's invoice (or receipt), in the transaction that marks it paid: its part of the
 * bill's lines (`invoicePart`: the lines it claimed when split by items, else every line in
 * proportion), VAT included as charged, and its tip outside VAT.
 */
export async function issueShareInvoice(
  tx: Tx,
  session: TableSessionRow,
  share: TableShareRow,
  now: Date,
): Promise<TaxDocumentRow | undefined> {
  const held = await heldInvoice(tx, { tableShareId: share.id });
  if (held) return held;
  const rounds = (await roundsOf(tx, session.id)).filter(counted);
  if (rounds.length === 0 || share.amount <= 0) return undefined;
  const parts = rounds.map(orderMoney);
  const bill = combineInvoiceMoney(parts);
  const part = invoicePart(bill, share.amount, shareWeights(rounds, parts, share));
  const tip = fils(part.tip + share.tip);
  const money = { ...part, tip, total: fils(part.taxable + part.vat + tip) };
  const { supplier, brandName } = await supplierOf(tx, session.storeId);
  const taxRate = Math.max(...rounds.map((round) => round.taxRate));
  return writeDocument(tx, {
    brandId: session.brandId,
    brandName,
    kind: saleKind(taxRate, supplier),
    of: { tableShareId: share.id },
    issuedAt: seconds(now),
    suppliedAt: Math.max(...rounds.map((round) => round.placedAt)),
    supplier,
    recipient: null,
    money,
    payments: [{ method: METHODS[share.method ?? 'CASH'] ?? 'card', amount: money.total }],
  });
}

/**
 * A pay-later tab the staff took in cash: one invoice for its rounds, on the latest of them (the
 * others name it by `cashSettlement` and issue none of their own).
 */
export async function issueCashTabInvoice(
  tx: Tx,
  rounds: readonly OrderRow[],
  now: Date,
): Promise<TaxDocumentRow | undefined> {
  const sorted = [...rounds].sort((a, b) => a.placedAt - b.placedAt);
  const last = sorted.at(-1);
  if (!last) return undefined;
  const held = await heldInvoice(tx, { orderId: last.id });
  if (held) return held;
  const money = combineInvoiceMoney(sorted.map(orderMoney));
  const { supplier, brandName } = await supplierOf(tx, last.storeId);
  return writeDocument(tx, {
    brandId: last.brandId,
    brandName,
    kind: saleKind(Math.max(...sorted.map((round) => round.taxRate)), supplier),
    of: { orderId: last.id },
    issuedAt: seconds(now),
    suppliedAt: last.placedAt,
    supplier,
    recipient: null,
    money,
    payments: [{ method: 'cash', amount: money.total as Fils }],
  });
}
