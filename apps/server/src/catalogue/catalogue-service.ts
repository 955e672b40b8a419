import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { Database, Db } from '../db/database.js';

/** The NOTIFY channel of catalogue writes (payload: the brand's id and the table written, '<id> <table>'). */
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
   * Drops a brand's catalogue whenever the database announces a write to it (triggers of
   * migrations 0007 and 0008), and tells `onChange` the table written (undefined when the notice
   * does not say); answers the call that stops listening.
   */
  listen(
    database: Pick<Database, 'listen'>,
    onChange?: (brandId: string, table: string | undefined) => void,
  ) {
    return database.listen(CATALOGUE_CHANNEL, (payload) => {
      const [brandId = payload, table] = payload.split(' ');
      this.invalidate(brandId);
      onChange?.(brandId, table);
    });
  }

  invalidate(brandId?: string): void {
    if (brandId) this.#cache.delete(brandId);
    else this.#cache.clear();
    this.#version += 1;
  }

  async #load(brandId: string): Promise<BrandCatalogue> {
    const rows = await catalogueRows(this.#db, brandId);
    const byName = (a: { name: { en: string } }, b: { name: { en: string } }) =>
      a.name.en.localeCompare(b.name.en);
    return {
      brandId,
      version: rows.version,
      stores: rows.stores.sort(byName),
      categories: rows.categories.sort((a, b) => a.sortOrder - b.sortOrder),
      items: rows.items.filter((item) => item.isActive).sort((a, b) => a.sortOrder - b.sortOrder),
      itemsById: new Map(rows.items.filter((item) => item.isActive).map((item) => [item.id, item])),
      deliveryAreas: rows.deliveryAreas,
      mappedAreas: rows.mappedAreas,
      discounts: rows.discounts,
      loyaltyPolicy: rows.loyaltyPolicies[0],
      staticPages: rows.staticPages.map(({ key, isActive, title, html }) => ({ key, isActive, title, html })),
    };
  }
}

/** The tables a brand's catalogue is made of, each read whole for the brand. */
const CATALOGUE_TABLES = {
  stores,
  categories,
  items,
  deliveryAreas,
  mappedAreas,
  discounts,
  loyaltyPolicies,
  staticPages,
} as const;
type CatalogueTables = typeof CATALOGUE_TABLES;

export type CatalogueRows = { version: number } & {
  [Name in keyof CatalogueTables]: CatalogueTables[Name]['$inferSelect'][];
};

/**
 * A brand's catalogue rows and version in one statement (one round trip, one plan: PGlite spends
 * about a millisecond on each statement, and the catalogue has nine; issue 15's first read after
 * a menu change). Each table's rows come as JSON and are read back into the same values a
 * `select()` of the table gives (`catalogue.test.ts` compares the two for every demo brand).
 * The version is read in the same snapshot as the rows.
 */
export async function catalogueRows(db: Db, brandId: string): Promise<CatalogueRows> {
  const parts = Object.values(CATALOGUE_TABLES).map(
    (table) =>
      sql`, ${sql.raw(`'${getTableName(table)}'`)}, (select coalesce(json_agg(t), '[]'::json) from ${table} as t where t.brand_id = ${brandId})`,
  );
  const result = await db.execute(
    sql`select json_build_object('version', coalesce((select version from ${catalogueVersions} where brand_id = ${brandId}), 0)${sql.join(parts)}) as catalogue`,
  );
  const [first] = (result as unknown as { rows: { catalogue: unknown }[] }).rows;
  const catalogue = (
    typeof first?.catalogue === 'string' ? JSON.parse(first.catalogue) : first?.catalogue
  ) as Record<string, unknown>;
  const rows = { version: Number(catalogue['version'] ?? 0) } as CatalogueRows;
  for (const [name, table] of Object.entries(CATALOGUE_TABLES) as [keyof CatalogueTables, Table][]) {
    const json = catalogue[getTableName(table)] as Record<string, unknown>[];
    (rows as Record<string, unknown>)[name] = json.map((row) => fromJsonRow(table, row));
  }
  return rows;
}

/** A row as `row_to_json` writes it, read back the way the driver and drizzle read the table's columns. */
function fromJsonRow(table: Table, json: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    // JSON columns arrive parsed already; every other type through its column's own reading.
    row[key] =
      value === null || value === undefined
        ? null
        : column.columnType === 'PgJsonb' || column.columnType === 'PgJson'
          ? value
          : column.mapFromDriverValue(value);
  }
  return row;
}
