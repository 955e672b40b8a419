import type { Schemas } from '@storefront/contract';
import { and, desc, eq, gt, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orders, type OrderRow } from '../db/schema.js';
import { toApiOrder } from '../orders/to-api.js';
import type { FeedScope } from '../push/status-feed.js';
import type { StaffMember } from './staff-sessions.js';

/** Final orders stay on the board this long after they were last moved. */
export const FINAL_ON_BOARD_MS = 12 * 3600_000;
const FINAL: OrderRow['status'][] = ['COMPLETE', 'CANCELLED', 'REJECTED'];

export function toStaffOrder(row: OrderRow): Schemas['StaffOrder'] {
  const giveBacks = row.details.giveBacks?.map(({ method, amount, status, shareId }) => ({
    method,
    amount,
    status,
    ...(shareId && { shareId }),
  }));
  return {
    ...toApiOrder(row),
    storeId: row.storeId,
    statusReason: row.statusReason,
    ...(giveBacks && { giveBacks }),
    ...(row.details.paymentNotice && { paymentNotice: row.details.paymentNotice }),
  };
}

/** The events a staff member's board hears: their brand's, only their store's for store staff. */
export function feedScopeOf(member: StaffMember): FeedScope & { kind: 'brand' } {
  return {
    kind: 'brand',
    brandId: member.staff.brandId,
    ...(member.storeIds && { storeIds: member.storeIds }),
  };
}

/** Whether the order is one the staff member may see and move. */
export function inMemberScope(member: StaffMember) {
  return (row: OrderRow) =>
    row.brandId === member.staff.brandId && (!member.storeIds || member.storeIds.includes(row.storeId));
}

/**
 * The board's orders, newest first: of one status when asked, else every active order and those
 * that became final since `now - FINAL_ON_BOARD_MS`.
 */
export async function staffOrders(
  db: Db,
  member: StaffMember,
  query: { status?: OrderRow['status'] | undefined; now: Date },
): Promise<OrderRow[]> {
  const conditions: SQL[] = [eq(orders.brandId, member.staff.brandId)];
  if (member.storeIds) conditions.push(inArray(orders.storeId, [...member.storeIds]));
  if (query.status) conditions.push(eq(orders.status, query.status));
  else {
    const since = new Date(query.now.getTime() - FINAL_ON_BOARD_MS);
    conditions.push(or(notInArray(orders.status, FINAL), gt(orders.updatedAt, since))!);
  }
  return db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.placedAt))
    .limit(300);
}
