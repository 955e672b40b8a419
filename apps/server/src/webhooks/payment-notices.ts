import { issueCreditNote } from '../invoices/issue.js';
import type { Fils } from '@storefront/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orders, paymentRefunds } from '../db/schema.js';
import type { OrderDetails } from '../db/schema.js';
import { recordStatus } from '../push/status-feed.js';
import type { PaymentReport } from './stripe-events.js';

/** Refunds this product asked for itself (give-backs): a gateway's refund event about them is no news. */
const OUR_REFUND_STATES = ['requested', 'refunded', 'voided', 'pending'] as const;

/**
 * `noted`: the order's card now shows it (the boards hear it at once); `ours`: a refund this
 * product made itself; `notAnOrder`: the payment paid a link or a table share, or nothing known
 * (the event stays stored for the record).
 */
export type NoticeOutcome = 'noted' | 'ours' | 'notAnOrder';

/**
 * What a gateway reported about an order's payment after it was made: a dispute marks the order,
 * and money given back from the gateway's dashboard (not by this product) is recorded against it.
 * Nothing moves money here. The order's card carries it (`paymentNotice`), and a status event of
 * its unchanged status makes every board following the order read it again.
 */
export async function notePayment(
  db: Db,
  reference: string,
  report: PaymentReport,
  now: Date,
): Promise<NoticeOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.transactionRef, reference)).for('update');
    if (!order) return 'notAnOrder';
    const notice: NonNullable<OrderDetails['paymentNotice']> = { ...order.details.paymentNotice };
    const details: Pick<OrderDetails, 'refundsReported'> = {};
    if (report.kind === 'dispute') {
      notice.dispute = { amount: report.amount as Fils, reason: report.reason, at: now.toISOString() };
    } else {
      // Refunds of ours count from the moment they are claimed (before the gateway is asked), so
      // the gateway's word about one of them is never taken for a dashboard refund.
      const ours = await tx
        .select({ amount: paymentRefunds.amount })
        .from(paymentRefunds)
        .where(
          and(
            eq(paymentRefunds.transactionRef, reference),
            inArray(paymentRefunds.status, OUR_REFUND_STATES),
          ),
        );
      const oursTotal = ours.reduce((sum, row) => sum + row.amount, 0);
      // Stripe says the running total; Checkout.com each refund once (events are handled once).
      const reported = report.total ? report.amount : (order.details.refundsReported ?? 0) + report.amount;
      details.refundsReported = Math.max(order.details.refundsReported ?? 0, reported) as Fils;
      const before = notice.refundedOutside ?? 0;
      const outside = Math.max(before, details.refundsReported - oursTotal);
      if (outside > before) {
        notice.refundedOutside = outside as Fils;
        // Money given back from the gateway's dashboard is a refund too: its credit note.
        const at = Math.floor(now.getTime() / 1000);
        await issueCreditNote(tx, { orderId: order.id }, (outside - before) as Fils, at, order);
      }
    }
    const news = JSON.stringify(notice) !== JSON.stringify(order.details.paymentNotice ?? {});
    await tx
      .update(orders)
      .set({
        details: sql`${orders.details} || ${JSON.stringify({ ...details, paymentNotice: notice })}::jsonb`,
        ...(news && { updatedAt: now }),
      })
      .where(eq(orders.id, order.id));
    if (!news) return 'ours';
    await recordStatus(tx, order, order.status);
    return 'noted';
  });
}
