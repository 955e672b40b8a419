import { getTableColumns, getTableName, type Column, type Table } from 'drizzle-orm';
import type { Database, DriverDb } from '../db/database.js';

/** The NOTIFY channel of catalogue writes (payload: the brand's id and the table written, '<id> <table>'). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
import {
  catalogueRowVersions,
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
  readonly #db: DriverDb;
  readonly #cache = new Map<string, Promise<BrandCatalogue>>();
  /**
   * The rows of each brand's last load and their version: after a write, a load re-reads only the
   * rows written since (catalogueChanges), the first read after a price change being one row's
   * read rather than the whole catalogue's.
   */
  readonly #last = new Map<string, { rows: CatalogueRows; load: number }>();
  /** Loads in the order they started: a load's rows replace those of a load that started before it. */
  #loads = 0;
  #version = 0;
  /** Per brand, the drops of its catalogue; `#everyBrand` counts the drops of all of them at once. */
  readonly #brandVersions = new Map<string, number>();
  #everyBrand = 0;
  /** Per store, the writes that concerned it alone; per brand, those writes at any of its stores. */
  readonly #storeVersions = new Map<string, number>();
  readonly #storeWrites = new Map<string, number>();

  constructor(db: DriverDb) {
    this.#db = db;
  }

  /** Changes whenever any cached catalogue is dropped; part of every ETag. */
  get version(): number {
    return this.#version;
  }

  /**
   * Changes whenever this brand's catalogue is dropped (or every brand's): an answer about one
   * brand is kept while another brand's menu changes (docs/kitchen.md). With a store, it changes
   * only for writes to the brand as a whole and to that store: an answer about one store (its
   * menu, an item there) is kept while another store's kitchen sells out or pauses.
   */
  versionOf(brandId: string, storeId?: string): string {
    const brand = `${this.#everyBrand}.${this.#brandVersions.get(brandId) ?? 0}`;
    return storeId === undefined
      ? `${brand}.${this.#storeWrites.get(brandId) ?? 0}`
      : `${brand}.s${this.#storeVersions.get(storeId) ?? 0}`;
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
      // '<brand> <table>', and '<store>' when the write concerned that store alone (migration 0023).
      const [brandId = payload, table, storeId] = payload.split(' ');
      this.invalidate(brandId, storeId);
      onChange?.(brandId, table);
    });
  }

  /**
   * Drops a brand's catalogue (every brand's without an id; those reload whole); with a store, the
   * write concerned that store alone, and answers about the brand's other stores stay.
   */
  invalidate(brandId?: string, storeId?: string): void {
    if (brandId) {
      this.#cache.delete(brandId);
      if (storeId) {
        this.#storeVersions.set(storeId, (this.#storeVersions.get(storeId) ?? 0) + 1);
        this.#storeWrites.set(brandId, (this.#storeWrites.get(brandId) ?? 0) + 1);
      } else this.#brandVersions.set(brandId, (this.#brandVersions.get(brandId) ?? 0) + 1);
    } else {
      this.#cache.clear();
      this.#last.clear();
      this.#everyBrand += 1;
    }
    this.#version += 1;
  }

  async #load(brandId: string): Promise<BrandCatalogue> {
    const load = (this.#loads += 1);
    const last = this.#last.get(brandId)?.rows;
    let rows: CatalogueRows | undefined;
    if (last) {
      try {
        const changes = await catalogueChanges(this.#db, brandId, last.version);
        // A version behind the one held means the versions were reset (another database): all anew.
        if (changes.version >= last.version) rows = withChanges(last, changes);
      } catch {
        // Whatever failed there (a write of more rows than one statement can name), all anew.
      }
    }
    rows ??= await catalogueRows(this.#db, brandId);
    // A later load read a later snapshot (or, after a reset, the only right one): it stays.
    const kept = this.#last.get(brandId);
    if (!kept || kept.load < load) this.#last.set(brandId, { rows, load });
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const byName = (a: { name: { en: string } }, b: { name: { en: string } }) =>
      a.name.en.localeCompare(b.name.en);
    return {
      brandId,
      version: rows.version,
      stores: [...rows.stores].sort(byName),
      categories: [...rows.categories].sort((a, b) => a.sortOrder - b.sortOrder),
      items: rows.items.filter((item) => item.isActive).sort((a, b) => a.sortOrder - b.sortOrder),
      itemsById: new Map(rows.items.filter((item) => item.isActive).map((item) => [item.id, item])),
      // Tables without an order of their own, by key: the same order whether the rows came whole
      // or were mended (a row written in place there; PostgreSQL hands it back wherever it lies now).
      deliveryAreas: [...rows.deliveryAreas].sort(byId),
      mappedAreas: [...rows.mappedAreas].sort(byId),
      discounts: [...rows.discounts].sort(byId),
      loyaltyPolicy: rows.loyaltyPolicies[0],
      staticPages: rows.staticPages
        .map(({ key, isActive, title, html }) => ({ key, isActive, title, html }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
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

/** Each table's row key as the triggers name rows (migration 0009): column, and property. */
const ROW_KEYS: Record<keyof CatalogueTables, readonly [column: string, property: string]> = {
  stores: ['id', 'id'],
  categories: ['id', 'id'],
  items: ['id', 'id'],
  deliveryAreas: ['id', 'id'],
  mappedAreas: ['id', 'id'],
  discounts: ['id', 'id'],
  loyaltyPolicies: ['brand_id', 'brandId'],
  staticPages: ['key', 'key'],
};

/** Each catalogue table's name in the database, quoted. */
const quoted = (table: Table) => `"${getTableName(table).replaceAll('"', '""')}"`;
const VERSION_OF_BRAND = `coalesce((select version from ${quoted(catalogueVersions)} where brand_id = $1), 0)`;
/** A table's rows for brand $1, as a JSON array (`and …` narrows them). */
const rowsOf = (table: Table, narrowing = '') =>
  `(select coalesce(json_agg(t), '[]'::json) from ${quoted(table)} as t where t.brand_id = $1${narrowing})`;

const WHOLE_CATALOGUE = `select json_build_object('version', ${VERSION_OF_BRAND}${Object.values(
  CATALOGUE_TABLES,
)
  .map((table) => `, '${getTableName(table)}', ${rowsOf(table)}`)
  .join('')}) as catalogue`;

/**
 * A brand's catalogue rows and version in one statement (one round trip, one plan: PGlite spends
 * about a millisecond on each statement, and the catalogue has nine, all on the first read after
 * a menu change). Each table's rows come as JSON and are read back into the same values a
 * `select()` of the table gives (`catalogue.test.ts` compares the two for every demo brand).
 * The version is read in the same snapshot as the rows.
 */
export async function catalogueRows(db: DriverDb, brandId: string): Promise<CatalogueRows> {
  const catalogue = await readJson(db, WHOLE_CATALOGUE, [brandId]);
  const rows = { version: Number(catalogue['version'] ?? 0) } as CatalogueRows;
  for (const [name, table] of Object.entries(CATALOGUE_TABLES) as [keyof CatalogueTables, Table][]) {
    const json = catalogue[getTableName(table)] as Record<string, unknown>[];
    (rows as Record<string, unknown>)[name] = json.map((row) => fromJsonRow(table, row));
  }
  return rows;
}

/** The rows written after a version: per table, the keys written and those rows as they are now. */
export interface CatalogueChanges {
  version: number;
  tables: Partial<Record<keyof CatalogueTables, { keys: string[]; rows: Record<string, unknown>[] }>>;
}

/**
 * What a brand's catalogue tables had written after version `since` (catalogue_row_versions,
 * migration 0009), with the version: the keys of the rows written and the rows still there under
 * those keys (a key without a row was deleted, or moved to another brand). Tables without a write
 * are left out. Two short statements (one for every table costs more to plan than to run): the
 * version and the keys written up to it, then only those rows. The rows may be newer than the
 * version (a write between the two): never older, so an order priced from them still fails the
 * version check when anything changed after it, and the next load, from that version, reads them
 * again.
 */
export async function catalogueChanges(
  db: DriverDb,
  brandId: string,
  since: number,
): Promise<CatalogueChanges> {
  const written = await readJson(db, WRITTEN_SINCE, [brandId, since]);
  const changes: CatalogueChanges = { version: Number(written['version'] ?? 0), tables: {} };
  const keys = new Map<keyof CatalogueTables, string[]>();
  for (const [tableName, key] of written['written'] as [string, string][]) {
    const name = TABLE_NAMES.get(tableName);
    if (name) keys.set(name, [...(keys.get(name) ?? []), key]);
  }
  if (keys.size === 0) return changes;
  // $1 the brand, then one array of keys per table written.
  const parts = [...keys.keys()].map(
    (name, index) =>
      `'${name}', ${rowsOf(CATALOGUE_TABLES[name], ` and t."${ROW_KEYS[name][0]}" = any($${index + 2}::text[])`)}`,
  );
  const rows = await readJson(db, `select json_build_object(${parts.join(', ')}) as catalogue`, [
    brandId,
    ...keys.values(),
  ]);
  for (const [name, rowKeys] of keys) {
    const table = CATALOGUE_TABLES[name] as Table;
    const json = rows[name] as Record<string, unknown>[];
    changes.tables[name] = { keys: rowKeys, rows: json.map((row) => fromJsonRow(table, row)) };
  }
  return changes;
}

const WRITTEN_SINCE = `select json_build_object('version', ${VERSION_OF_BRAND}, 'written', (select coalesce(json_agg(json_build_array(w.table_name, w.row_key)), '[]'::json) from ${quoted(catalogueRowVersions)} as w where w.brand_id = $1 and w.version > $2)) as catalogue`;

/** Catalogue tables by their names in the database. */
const TABLE_NAMES = new Map(
  (Object.entries(CATALOGUE_TABLES) as [keyof CatalogueTables, Table][]).map(([name, table]) => [
    getTableName(table),
    name,
  ]),
);

/** The rows held with the changes applied: written rows replaced in place, gone ones dropped, new ones added. */
export function withChanges(held: CatalogueRows, changes: CatalogueChanges): CatalogueRows {
  const rows = { ...held, version: changes.version };
  for (const [name, change] of Object.entries(changes.tables) as [
    keyof CatalogueTables,
    NonNullable<CatalogueChanges['tables'][keyof CatalogueTables]>,
  ][]) {
    const property = ROW_KEYS[name][1];
    const keyOf = (row: object) => String((row as Record<string, unknown>)[property]);
    const written = new Set(change.keys);
    const now = new Map(change.rows.map((row) => [keyOf(row), row]));
    const kept = (held[name] as object[]).flatMap((row) => {
      const key = keyOf(row);
      if (!written.has(key)) return [row];
      const again = now.get(key);
      now.delete(key);
      return again ? [again] : [];
    });
    (rows as Record<string, unknown>)[name] = [...kept, ...now.values()];
  }
  return rows;
}

/**
 * The catalogue's statements go to the driver itself (PGlite's or pg's `query`), as text written
 * once: drizzle spent more building and configuring each of these statements than PGlite spent
 * running the short ones (0.85 ms for the two of `catalogueChanges`, 0.40 ms as plain queries).
 */
async function readJson(db: DriverDb, text: string, params: unknown[]): Promise<Record<string, unknown>> {
  const { rows } = await db.$client.query(text, params);
  const [first] = rows as { catalogue: unknown }[];
  return (typeof first?.catalogue === 'string' ? JSON.parse(first.catalogue) : first?.catalogue) as Record<
    string,
    unknown
  >;
}

const COLUMNS = new Map<Table, [string, Column][]>();

/** A row as `row_to_json` writes it, read back the way the driver and drizzle read the table's columns. */
function fromJsonRow(table: Table, json: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  let columns = COLUMNS.get(table);
  if (!columns) COLUMNS.set(table, (columns = Object.entries(getTableColumns(table))));
  for (const [key, column] of columns) {
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
