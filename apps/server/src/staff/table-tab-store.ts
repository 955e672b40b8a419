import type { Schemas } from '@storefront/contract';
import { tabTotals, ZERO_FILS, type Fils } from '@storefront/core';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orders, type OrderRow } from '../db/schema.js';
import { said } from '../http/messages.js';
import { tabRounds } from '../orders/table-tab.js';
import { issueCashTabInvoice } from '../invoices/table-invoices.js';
import { recordStatus } from '../push/status-feed.js';
import { toStaffOrder } from './staff-orders.js';

/**
 * A store's open pay-later tabs and 'Cash received', which settles a table's tab as paid in cash
 * to the staff, under the lock the tab's settling by a diner's payment takes (order-store
 * `settleTab`), so the two never both pay one tab (docs/dine-in.md).
 */

export const tableMessages = {
  tabChanged: said('tableTabChanged', "This table's bill changed meanwhile. Please look at it again"),
};

/** The open pay-later orders of the store's tables, oldest first: unpaid, neither cancelled nor rejected. */
const openAt = (storeId: string, brandId: string, tableNumber?: number) =>
  and(
    eq(orders.brandId, brandId),
    eq(orders.storeId, storeId),
    eq(orders.serviceType, 'DINE_IN'),
    ...(tableNumber === undefined ? [] : [eq(orders.tableNumber, tableNumber)]),
    eq(orders.payLater, true),
    eq(orders.isPaid, false),
    ne(orders.status, 'CANCELLED'),
    ne(orders.status, 'REJECTED'),
  );

/** What the table owes: its rounds at their stored totals, as packages/core prices a tab. */
export function tabBalance(rows: readonly OrderRow[]): Fils {
  return tabTotals({
    basketItemsTotal: ZERO_FILS,
    basketTotalBeforeTip: ZERO_FILS,
    rounds: tabRounds(rows),
    tip: null,
  }).amountDue;
}

export async function storeTabs(db: Db, brandId: string, storeId: string): Promise<Schemas['TableTab'][]> {
  const rows = await db.select().from(orders).where(openAt(storeId, brandId)).orderBy(orders.placedAt);
  const byTable = new Map<number, OrderRow[]>();
  for (const row of rows) {
    if (row.tableNumber === null) continue;
    byTable.set(row.tableNumber, [...(byTable.get(row.tableNumber) ?? []), row]);
  }
  return [...byTable.entries()]
    .sort(([a], [b]) => a - b)
    .map(([tableNumber, tab]) => ({ tableNumber, orders: tab.map(toStaffOrder), balance: tabBalance(tab) }));
}

export interface CashSettlement {
  brandId: string;
  storeId: string;
  tableNumber: number;
  expectedTotal: Fils;
  by: { staffId: string; name: string };
  at: Date;
}

/** The reason on the status event of an order taken in cash (its status itself does not change). */
export const CASH_SETTLED = 'CASH_SETTLED';

/** Settles the table's tab in cash; null (nothing marked) when the tab is not the one shown. */
export async function settleInCash(db: Db, settlement: CashSettlement): Promise<OrderRow[] | null> {
  const { brandId, storeId, tableNumber } = settlement;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`table:${brandId}:${storeId}:${tableNumber}`}))`,
    );
    const tab = await tx
      .select()
      .from(orders)
      .where(openAt(storeId, brandId, tableNumber));
    if (tab.length === 0 || tabBalance(tab) !== settlement.expectedTotal) return null;
    const cashSettlement = {
      staffId: settlement.by.staffId,
      staffName: settlement.by.name,
      at: settlement.at.toISOString(),
      total: settlement.expectedTotal,
    };
    const settled = await tx
      .update(orders)
      .set({
        payLater: false,
        isPaid: true,
        details: sql`${orders.details} || ${JSON.stringify({ cashSettlement })}::jsonb`,
        updatedAt: settlement.at,
      })
      .where(
        inArray(
          orders.id,
          tab.map((row) => row.id),
        ),
      )
      .returning();
    // Each settled order's stream hears it (status unchanged), so a diner's open tab page updates.
    for (const row of settled) await recordStatus(tx, row, row.status, CASH_SETTLED);
    // One invoice for the tab, on its latest round (docs/invoices.md).
    await issueCashTabInvoice(tx, settled, settlement.at);
    return settled;
  });
}
