/**
 * A brand's rows as the database holds them, in the shape the brand file maps to (rows.ts): what
 * an export writes out and what an import compares the file with.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  brands,
  businessCards,
  categories,
  deliveryAreas,
  discounts,
  items,
  loyaltyPolicies,
  mappedAreas,
  staticPages,
  stores,
} from '../../db/schema.js';
import type { Tx } from './import-plan.js';
import type { BrandRows } from './rows.js';

/** The brand's rows as held, or undefined for a brand not yet there. */
export async function readBrandRows(db: Db | Tx, brandId: string): Promise<BrandRows | undefined> {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  if (!brand) return undefined;
  // One after another: inside a transaction they share one connection, which takes one query at a time.
  const storeRows = await db.select().from(stores).where(eq(stores.brandId, brandId));
  const categoryRows = await db.select().from(categories).where(eq(categories.brandId, brandId));
  const itemRows = await db.select().from(items).where(eq(items.brandId, brandId));
  const areaRows = await db.select().from(deliveryAreas).where(eq(deliveryAreas.brandId, brandId));
  const mappedRows = await db.select().from(mappedAreas).where(eq(mappedAreas.brandId, brandId));
  const discountRows = await db.select().from(discounts).where(eq(discounts.brandId, brandId));
  const loyaltyRows = await db.select().from(loyaltyPolicies).where(eq(loyaltyPolicies.brandId, brandId));
  const pageRows = await db.select().from(staticPages).where(eq(staticPages.brandId, brandId));
  const [card] = await db
    .select()
    .from(businessCards)
    .where(sql`${businessCards.brandIds} @> ${JSON.stringify([brandId])}::jsonb`)
    .orderBy(asc(businessCards.slug))
    .limit(1);
  const { createdAt: _created, updatedAt: _updated, ...brandValues } = brand;
  return {
    brand: brandValues,
    stores: storeRows.map(
      ({ updatedAt: _at, pausedUntil: _paused, busy: _busy, fullSlots: _full, ...store }) => store,
    ),
    categories: categoryRows,
    items: itemRows,
    deliveryAreas: areaRows,
    mappedAreas: mappedRows,
    discounts: discountRows,
    loyalty: loyaltyRows[0] ?? null,
    staticPages: pageRows,
    businessCard: card ?? null,
  };
}
