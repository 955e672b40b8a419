import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { businessCards, orders } from '../db/schema.js';

/** The catalogue handlers' SQL beyond the brand catalogue (catalogue-service.ts). */

/** Orders that count as the customer's (a cancelled or rejected one gives its discount use back). */
const COUNTED_STATUSES = ['PENDING', 'PREPARING', 'SCHEDULED', 'ON_THE_WAY', 'COMPLETE'] as const;

export async function businessCardBySlug(
  db: Db,
  slug: string,
): Promise<typeof businessCards.$inferSelect | undefined> {
  const [card] = await db.select().from(businessCards).where(eq(businessCards.slug, slug));
  return card;
}

/** The customer's counted orders with the brand, grouped by the discount each used. */
export async function orderCountsByDiscount(db: Db, userId: string, brandId: string) {
  return db
    .select({ discountId: orders.discountId, value: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.brandId, brandId),
        inArray(orders.status, [...COUNTED_STATUSES]),
      ),
    )
    .groupBy(orders.discountId);
}
