import type { Schemas } from '@storefront/contract';
import { type TabRound, type TabTotals } from '@storefront/core';
import type { OrderRow, TabPaid } from '../db/schema.js';
import type { Said } from '../http/messages.js';
import type { Db } from '../db/database.js';
import { orderMessages } from './order-messages.js';
import { ordersByIds } from './order-store.js';

/**
 * Settling a dine-in tab ('Complete Payment', 'Pay Now (total)!'): which pay-later orders a
 * place-order pays, checked before anything is priced or charged. They are marked settled later,
 * under the table's lock, in the transaction that writes the new order (order-store `settleTab`).
 */

interface TabRequest {
  brandId: string;
  storeId: string;
  serviceType: Schemas['ServiceType'];
  tableNumber?: number | undefined;
  cart: unknown[];
  payment: { paymentType: Schemas['PaymentType'] };
  payLaterOrders?: string[] | undefined;
}

export type TabCheck =
  | { refusal: { status: 400 | 409; code: 'BAD_REQUEST' | 'CONFLICT'; message: Said } }
  | { refusal?: undefined; rounds: OrderRow[] | null };

const refused = (message: Said, conflict = false): TabCheck => ({
  refusal: { status: conflict ? 409 : 400, code: conflict ? 'CONFLICT' : 'BAD_REQUEST', message },
});

/** True when the order was settled by another order's payment. */
export function isSettled(row: OrderRow): boolean {
  return Boolean((row.details as { settledBy?: unknown }).settledBy);
}

/**
 * The pay-later orders the request settles (null when it settles none): each an unpaid PAY_LATER
 * order of the same brand, store and table, still open; only for a dine-in order paid now.
 * An empty basket is only accepted with a tab to settle.
 */
export async function checkTab(db: Db, body: TabRequest): Promise<TabCheck> {
  const ids = body.payLaterOrders ?? [];
  if (ids.length === 0) return body.cart.length === 0 ? refused(orderMessages.emptyBasket) : { rounds: null };
  if (body.serviceType !== 'DINE_IN' || body.payment.paymentType === 'PAY_LATER') {
    return refused(orderMessages.tabNeedsPayment);
  }
  const rows = await ordersByIds(db, ids);
  const onTable = (row: OrderRow) =>
    row.brandId === body.brandId &&
    row.storeId === body.storeId &&
    row.serviceType === 'DINE_IN' &&
    row.tableNumber === body.tableNumber &&
    row.paymentType === 'PAY_LATER' &&
    row.status !== 'CANCELLED' &&
    row.status !== 'REJECTED';
  if (rows.length !== ids.length || !rows.every(onTable)) return refused(orderMessages.tabOrderNotAtTable);
  if (rows.some((row) => isSettled(row) || !row.payLater || row.isPaid)) {
    return refused(orderMessages.tabAlreadySettled, true);
  }
  // Oldest first, as the table's tab lists them.
  return { rounds: [...rows].sort((a, b) => a.placedAt - b.placedAt) };
}

/** The rounds as packages/core prices a tab: at their stored totals. */
export function tabRounds(rows: readonly OrderRow[]): TabRound[] {
  return rows.map((row) => ({
    totalOrderPrice: row.total,
    itemsTotal: row.itemsTotal,
    tipAmount: row.tipAmount,
  }));
}

/** What the settling order keeps of the tab it paid (answered as `settledOrders`). */
export function tabPaid(rows: readonly OrderRow[], totals: TabTotals): TabPaid {
  return {
    settledOrders: rows.map((row) => ({
      _id: row.id,
      orderNumber: row.orderNumber,
      totalOrderPrice: row.total,
      tipAmount: row.tipAmount,
    })),
    tipBase: totals.tipBase,
    roundsTotal: totals.roundsTotal,
  };
}
