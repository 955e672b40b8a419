import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/database.js';

/** The NOTIFY channel of catalogue writes (payload: the brand's id). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
import {
  catalogueVersions,
  categories,
  deliveryAreas,
  discounts,
  items,
  loyaltyPolicies,
  mappedAreas,
  staticPages,
  stores,
  type CategoryRow,
  type DeliveryAreaRow,
  type DiscountRow,
  type ItemRow,
  type LoyaltyPolicyRow,
  type MappedAreaRow,
  type StoreRow,
} from '../db/schema.js';

export interface StaticPageRow {
  key: string;
  isActive: boolean;
  title: { en: string; ar: string };
  html: { en: string; ar: string };
}

/** Everything a brand's read calls need, loaded in one go and kept until the brand changes. */
export interface BrandCatalogue {
  brandId: string;
  /**
   * The brand's catalogue version (`catalogue_versions`) read before the rows: an order priced
   * from this catalogue is written only while it is still the current version.
   */
  version: number;
  stores: StoreRow[];
  categories: CategoryRow[];
  items: ItemRow[];
  itemsById: Map<string, ItemRow>;
  deliveryAreas: DeliveryAreaRow[];
  mappedAreas: MappedAreaRow[];
  discounts: DiscountRow[];
  loyaltyPolicy: LoyaltyPolicyRow | undefined;
  staticPages: StaticPageRow[];
}

/**
 * Menus, stores and zones are read on every visit and written rarely: each brand's catalogue is
 * loaded once (a few small queries) and served from memory until `invalidate(brandId)`, which the
 * database's `catalogue_changed` notice calls whenever anything writes the brand's catalogue, from
 * any process (`listen`). PGlite answers one query at a time, so this keeps the read path off the
 * database entirely.
 */
export class CatalogueService {
  readonly #db: Db;
  readonly #cache = new Map<string, Promise<BrandCatalogue>>();
  #version = 0;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Changes whenever any cached catalogue is dropped; part of every ETag. */
  get version(): number {
    return this.#version;
  }

  forBrand(brandId: string): Promise<BrandCatalogue> {
    let entry = this.#cache.get(brandId);
    if (!entry) {
      entry = this.#load(brandId).catch((error: unknown) => {
        this.#cache.delete(brandId);
        throw error;
      });
      this.#cache.set(brandId, entry);
    }
    return entry;
  }

  /**
   * Drops a brand's catalogue whenever the database announces a write to it (triggers of migration
   * 0007); answers the call that stops listening.
   */
  listen(database: Pick<Database, 'listen'>, onChange?: (brandId: string) => void) {
    return database.listen(CATALOGUE_CHANNEL, (brandId) => {
      this.invalidate(brandId);
      onChange?.(brandId);
    });
  }

  invalidate(brandId?: string): void {
    if (brandId) this.#cache.delete(brandId);
    else this.#cache.clear();
    this.#version += 1;
  }

  async #load(brandId: string): Promise<BrandCatalogue> {
    const db = this.#db;
    // The version first: a write landing between it and the rows makes the version older than the
    // rows (an order is refused and priced again), never newer.
    const [current] = await db
      .select({ version: catalogueVersions.version })
      .from(catalogueVersions)
      .where(eq(catalogueVersions.brandId, brandId));
    const storeRows = await db.select().from(stores).where(eq(stores.brandId, brandId));
    const categoryRows = await db.select().from(categories).where(eq(categories.brandId, brandId));
    const itemRows = await db.select().from(items).where(eq(items.brandId, brandId));
    const areaRows = await db.select().from(deliveryAreas).where(eq(deliveryAreas.brandId, brandId));
    const mappedRows = await db.select().from(mappedAreas).where(eq(mappedAreas.brandId, brandId));
    const discountRows = await db.select().from(discounts).where(eq(discounts.brandId, brandId));
    const [policy] = await db.select().from(loyaltyPolicies).where(eq(loyaltyPolicies.brandId, brandId));
    const pageRows = await db.select().from(staticPages).where(eq(staticPages.brandId, brandId));
    const byName = (a: { name: { en: string } }, b: { name: { en: string } }) =>
      a.name.en.localeCompare(b.name.en);
    return {
      brandId,
      version: current?.version ?? 0,
      stores: storeRows.sort(byName),
      categories: categoryRows.sort((a, b) => a.sortOrder - b.sortOrder),
      items: itemRows.filter((item) => item.isActive).sort((a, b) => a.sortOrder - b.sortOrder),
      itemsById: new Map(itemRows.filter((item) => item.isActive).map((item) => [item.id, item])),
      deliveryAreas: areaRows,
      mappedAreas: mappedRows,
      discounts: discountRows,
      loyaltyPolicy: policy,
      staticPages: pageRows.map(({ key, isActive, title, html }) => ({ key, isActive, title, html })),
    };
  }
}
