import type { Fils } from '@storefront/core';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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
  orders,
  staticPages,
  stores,
} from '../../db/schema.js';
import { staff } from '../../staff/staff.schema.js';
import type { BrandFile, BrandFileError } from './format.js';
import { join } from 'node:path';
import { serverRoot } from '../../paths.js';
import { announceStoreMenu } from '../../push/menu-feed.js';
import { checkBrandFile } from './check.js';
import { checkReferences, stagePictures, type CheckedPicture } from './media.js';
import { applyMenuSheet, exportMenuSheet, sheetError } from './menu-sheet.js';
import { toFile, toRows, type BrandRows, type StoreValues } from './rows.js';

/**
 * Import and export of a brand file (docs/brand-file.md). An import replaces the brand's data in
 * one transaction, under a lock of its own per brand (two imports of one brand run one after the
 * other): rows the file changes or adds are written, rows it no longer has are removed, and rows
 * it leaves as they are are not touched, so importing an export changes nothing. What the kitchen
 * set (an item sold out, a store paused) stays unless the file says otherwise.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What an import changes, table by table, named as a person reads them. */
export interface ImportPlan {
  brandId: string;
  /** True when the brand is new. */
  created: boolean;
  changes: Record<PlanTable, { added: string[]; changed: string[]; removed: string[] }>;
  /** Items whose price moves: 'Shakshuka (ZH-SHAKSHUKA)', from and to in fils. */
  prices: { item: string; from: Fils; to: Fils }[];
  /** The pictures uploaded with the file, kept under the brand's folder. */
  pictures?: string[];
}

type PlanTable =
  | 'brand'
  | 'stores'
  | 'categories'
  | 'items'
  | 'deliveryAreas'
  | 'mappedAreas'
  | 'discounts'
  | 'loyalty'
  | 'staticPages'
  | 'businessCard';

/** The import was refused by what the database holds (a domain taken, a store with orders). */
export class ImportRefused extends Error {
  constructor(readonly errors: BrandFileError[]) {
    super(errors.map((error) => `${error.path}: ${error.message}`).join('\n'));
  }
}

class DryRun extends Error {
  constructor(readonly plan: ImportPlan) {
    super('dry run');
  }
}

/**
 * Imports a checked file: the plan of what changed, or ImportRefused (nothing written). With
 * `dryRun`, the same work runs and is rolled back, so the plan is exactly what an import would do.
 */
export async function importBrandFile(
  db: Db,
  file: BrandFile,
  options: { dryRun?: boolean; media?: MediaOptions } = {},
): Promise<ImportPlan> {
  const { media } = options;
  if (media) {
    const errors = checkReferences(file, media.pictures, { media: media.dir, shipped: shippedMediaDir });
    if (errors.length) throw new ImportRefused(errors);
  }
  // The pictures are written beside their places first, and moved in once the import committed.
  const staged =
    media?.pictures.length && !options.dryRun
      ? stagePictures(media.dir, file.brand.domains.temporary, media.pictures)
      : undefined;
  try {
    const plan = await db.transaction(async (tx) => {
      const done = await importBrandFileIn(tx, file);
      if (options.dryRun) throw new DryRun(done);
      return done;
    });
    staged?.commit();
    if (media?.pictures.length) plan.pictures = media.pictures.map((picture) => picture.name);
    return plan;
  } catch (error) {
    staged?.abandon();
    if (error instanceof DryRun) return error.plan;
    throw error;
  }
}

/** Pictures uploaded with a file, and the folder that keeps brands' pictures (MEDIA_DIR). */
export interface MediaOptions {
  dir: string;
  pictures: readonly CheckedPicture[];
}

/** The pictures the product ships (apps/server/public/media). */
const shippedMediaDir = join(serverRoot, 'public', 'media');

/** The import inside a transaction the caller holds (the demo seed imports its three files in one). */
export async function importBrandFileIn(tx: Tx, file: BrandFile): Promise<ImportPlan> {
  const rows = toRows(file);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('brand-import'), hashtext(${rows.brand.id}))`);
  const plan = await replaceBrand(tx, file, rows);
  // Open menus of every store read again once the import commits (the kitchen's push).
  const changed = Object.values(plan.changes).some(
    (change) => change.added.length + change.changed.length + change.removed.length > 0,
  );
  if (changed && !plan.created) {
    const at = Math.floor(Date.now() / 1000);
    for (const store of rows.stores)
      await announceStoreMenu(tx, { brandId: rows.brand.id, storeId: store.id, at });
  }
  return plan;
}

async function replaceBrand(tx: Tx, file: BrandFile, rows: BrandRows): Promise<ImportPlan> {
  const brandId = rows.brand.id;
  const held = await readBrandRows(tx, brandId);
  await refuseTaken(tx, rows);
  const plan: ImportPlan = { brandId, created: !held, changes: emptyChanges(), prices: [] };
  const before = held ?? emptyRows(rows);
  const storeName = (row: { name: { en: string } }) => row.name.en;

  if (!held || differs(held.brand, rows.brand)) {
    if (held) plan.changes.brand.changed.push(rows.brand.brandName);
    else plan.changes.brand.added.push(rows.brand.brandName);
    await tx
      .insert(brands)
      .values(rows.brand)
      .onConflictDoUpdate({
        target: brands.id,
        set: { ...without(rows.brand, 'id'), updatedAt: new Date() },
      });
  }
  const { changes } = plan;
  await upsert(tx, stores, before.stores, rows.stores, changes.stores, storeName);
  await upsert(tx, categories, before.categories, rows.categories, changes.categories, storeName);
  const heldItems = new Map(before.items.map((item) => [item.id, item]));
  const itemRows = rows.items.map((item, index) =>
    keepSoldOut(item, file.items[index]!, heldItems.get(item.id)),
  );
  await upsert(tx, items, before.items, itemRows, changes.items, itemName);
  for (const item of rows.items) {
    const old = heldItems.get(item.id);
    if (old && old.price !== item.price)
      plan.prices.push({ item: itemName(item), from: old.price, to: item.price });
  }
  await remove(tx, items, before.items, rows.items, changes.items, itemName);
  await remove(tx, categories, before.categories, rows.categories, changes.categories, storeName);
  const areaName = (area: (typeof rows.deliveryAreas)[number]) =>
    (area.areaName ?? area.cityName ?? area.countryName).en;
  await replaceRows(
    tx,
    deliveryAreas,
    before.deliveryAreas,
    rows.deliveryAreas,
    changes.deliveryAreas,
    areaName,
  );
  await replaceRows(tx, mappedAreas, before.mappedAreas, rows.mappedAreas, changes.mappedAreas, storeName);
  const code = (discount: { discountCode: string }) => discount.discountCode;
  await replaceRows(tx, discounts, before.discounts, rows.discounts, changes.discounts, code);
  await replaceLoyalty(tx, before.loyalty, rows.loyalty, brandId, plan);
  await replacePages(tx, before.staticPages, rows.staticPages, brandId, plan);
  await placeOnCard(tx, rows, plan);
  await removeStores(tx, before.stores, rows.stores, plan);
  return plan;
}

const itemName = (item: { title: { en: string }; sku: string }) => `${item.title.en} (${item.sku})`;

/** Writes the rows that are new or differ from those held; counts them in the plan. */
async function upsert<T extends { id: string }>(
  tx: Tx,
  table: PgTable & { id: AnyPgColumn },
  held: readonly T[],
  wanted: readonly T[],
  plan: { added: string[]; changed: string[] },
  name: (row: T) => string,
): Promise<void> {
  const heldById = new Map(held.map((row) => [row.id, row]));
  const writes = wanted.filter((row) => {
    const old = heldById.get(row.id);
    if (!old) plan.added.push(name(row));
    else if (differs(pick(old, row), row)) plan.changed.push(name(row));
    else return false;
    return true;
  });
  // In batches: one statement holds at most 65,535 parameters.
  for (let at = 0; at < writes.length; at += 200) {
    const batch = writes.slice(at, at + 200);
    const columns = Object.keys(batch[0]!).filter((column) => column !== 'id');
    await tx
      .insert(table)
      .values(batch as never[])
      .onConflictDoUpdate({
        target: table.id,
        set: Object.fromEntries(
          columns.map((column) => [column, sql.raw(`excluded.${columnName(table, column)}`)]),
        ),
      });
  }
}

/** Writes what the file adds or changes, then removes what it no longer has (a table keyed by id). */
async function replaceRows<T extends { id: string }>(
  tx: Tx,
  table: PgTable & { id: AnyPgColumn },
  held: readonly T[],
  wanted: readonly T[],
  plan: { added: string[]; changed: string[]; removed: string[] },
  name: (row: T) => string,
): Promise<void> {
  await upsert(tx, table, held, wanted, plan, name);
  await remove(tx, table, held, wanted, plan, name);
}

/** Removes the rows held that the file no longer has; counts them in the plan. */
async function remove<T extends { id: string }>(
  tx: Tx,
  table: PgTable & { id: AnyPgColumn },
  held: readonly T[],
  wanted: readonly T[],
  plan: { removed: string[] },
  name: (row: T) => string,
): Promise<void> {
  const kept = new Set(wanted.map((row) => row.id));
  const gone = held.filter((row) => !kept.has(row.id));
  if (!gone.length) return;
  plan.removed.push(...gone.map(name));
  await tx.delete(table).where(
    inArray(
      table.id,
      gone.map((row) => row.id),
    ),
  );
}

/** A store no longer in the file goes, unless orders or staff accounts name it. */
async function removeStores(
  tx: Tx,
  held: readonly StoreValues[],
  wanted: readonly StoreValues[],
  plan: ImportPlan,
): Promise<void> {
  const kept = new Set(wanted.map((row) => row.id));
  const gone = held.filter((row) => !kept.has(row.id));
  if (!gone.length) return;
  const ids = gone.map((row) => row.id);
  const ordered = await tx
    .selectDistinct({ id: orders.storeId })
    .from(orders)
    .where(inArray(orders.storeId, ids));
  const staffed = await tx
    .selectDistinct({ id: staff.storeId })
    .from(staff)
    .where(inArray(staff.storeId, ids));
  const busy = new Set([...ordered, ...staffed].map((row) => row.id));
  const refused = gone.filter((row) => busy.has(row.id));
  if (refused.length) {
    throw new ImportRefused(
      refused.map((row) => ({
        path: 'stores',
        message: `"${row.name.en}" (${row.id}) has orders or staff accounts and cannot be removed: keep it in the file (it can stay closed)`,
      })),
    );
  }
  plan.changes.stores.removed.push(...gone.map((row) => row.name.en));
  await tx.delete(stores).where(inArray(stores.id, ids));
}

async function replaceLoyalty(
  tx: Tx,
  held: BrandRows['loyalty'],
  wanted: BrandRows['loyalty'],
  brandId: string,
  plan: ImportPlan,
): Promise<void> {
  const changes = plan.changes.loyalty;
  if (!wanted) {
    if (held) {
      changes.removed.push('loyalty');
      await tx.delete(loyaltyPolicies).where(eq(loyaltyPolicies.brandId, brandId));
    }
    return;
  }
  if (held && !differs(pick(held, wanted), wanted)) return;
  (held ? changes.changed : changes.added).push('loyalty');
  await tx
    .insert(loyaltyPolicies)
    .values(wanted)
    .onConflictDoUpdate({ target: loyaltyPolicies.brandId, set: without(wanted, 'brandId') });
}

async function replacePages(
  tx: Tx,
  held: BrandRows['staticPages'],
  wanted: BrandRows['staticPages'],
  brandId: string,
  plan: ImportPlan,
): Promise<void> {
  const changes = plan.changes.staticPages;
  for (const page of wanted) {
    const old = held.find((entry) => entry.key === page.key);
    if (old && !differs(pick(old, page), page)) continue;
    (old ? changes.changed : changes.added).push(page.key);
    await tx
      .insert(staticPages)
      .values(page)
      .onConflictDoUpdate({
        target: [staticPages.brandId, staticPages.key],
        set: without(page, 'brandId', 'key'),
      });
  }
  const gone = held.filter((page) => !wanted.some((entry) => entry.key === page.key)).map((page) => page.key);
  if (!gone.length) return;
  changes.removed.push(...gone);
  await tx.delete(staticPages).where(and(eq(staticPages.brandId, brandId), inArray(staticPages.key, gone)));
}

/**
 * The business card the file names lists the brand: made when new, its title and contacts as the
 * file says, the brand added to its brands. Its other brands stay. A card is no brand's row, so a
 * changed card touches the brand's row, whose notice drops the cached card answers.
 */
async function placeOnCard(tx: Tx, rows: BrandRows, plan: ImportPlan): Promise<void> {
  const wanted = rows.businessCard;
  if (!wanted) return;
  const brandId = rows.brand.id;
  const [held] = await tx
    .select()
    .from(businessCards)
    .where(eq(businessCards.slug, wanted.slug))
    .for('update');
  const brandIds = held?.brandIds.includes(brandId) ? held.brandIds : [...(held?.brandIds ?? []), brandId];
  const card = { ...wanted, brandIds };
  if (held && !differs(held, card)) return;
  (held ? plan.changes.businessCard.changed : plan.changes.businessCard.added).push(wanted.slug);
  await tx
    .insert(businessCards)
    .values(card)
    .onConflictDoUpdate({ target: businessCards.slug, set: without(card, 'slug') });
  await tx.update(brands).set({ updatedAt: new Date() }).where(eq(brands.id, brandId));
}

/** Another brand already answers on the file's domain or path: refused, naming it. */
async function refuseTaken(tx: Tx, rows: BrandRows): Promise<void> {
  const { temporaryDomainName, customDomain } = rows.brand;
  const taken = await tx
    .select({ name: brands.brandName, temporary: brands.temporaryDomainName, custom: brands.customDomain })
    .from(brands)
    .where(
      and(
        ne(brands.id, rows.brand.id),
        customDomain
          ? or(eq(brands.temporaryDomainName, temporaryDomainName), eq(brands.customDomain, customDomain))
          : eq(brands.temporaryDomainName, temporaryDomainName),
      ),
    );
  const errors: BrandFileError[] = [];
  for (const other of taken) {
    if (other.temporary === temporaryDomainName)
      errors.push({
        path: 'brand.domains.temporary',
        message: `"${temporaryDomainName}" is already ${other.name}'s`,
      });
    if (customDomain && other.custom === customDomain)
      errors.push({ path: 'brand.domains.custom', message: `"${customDomain}" is already ${other.name}'s` });
  }
  if (errors.length) throw new ImportRefused(errors);
}

/**
 * Imports a store's menu sheet (docs/brand-file.md): under the brand's lock, the brand's file as
 * it is now, the sheet merged into it, the same checks (errors by row and column) and the same
 * import. Throws ImportRefused with the sheet's errors; `undefined` for an unknown brand.
 */
export async function importMenuSheet(
  db: Db,
  input: { brandId: string; storeId: string; csv: string; dryRun?: boolean },
): Promise<ImportPlan | undefined> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('brand-import'), hashtext(${input.brandId}))`,
      );
      const rows = await readBrandRows(tx, input.brandId);
      if (!rows) return undefined;
      const merged = applyMenuSheet(toFile(rows), input.storeId, input.csv);
      if (!merged.ok) throw new ImportRefused(merged.errors);
      const checked = checkBrandFile(merged.file);
      if (!checked.ok)
        throw new ImportRefused(checked.errors.map((error) => sheetError(merged.file, merged.rows, error)));
      const plan = await importBrandFileIn(tx, checked.file);
      if (input.dryRun) throw new DryRun(plan);
      return plan;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.plan;
    throw error;
  }
}

/** A store's menu sheet (CSV) as the brand's data holds it, or undefined for an unknown brand. */
export async function exportMenuSheetOf(
  db: Db,
  brandId: string,
  storeId: string,
): Promise<string | undefined> {
  const rows = await readBrandRows(db, brandId);
  if (!rows || !rows.stores.some((store) => store.id === storeId)) return undefined;
  return exportMenuSheet(toFile(rows), storeId);
}

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

/** The brand's file (export), or undefined for an unknown brand. */
export async function exportBrandFile(db: Db, brandId: string): Promise<BrandFile | undefined> {
  const rows = await readBrandRows(db, brandId);
  return rows && toFile(rows);
}

// -- helpers ------------------------------------------------------------------------------------

function emptyChanges(): ImportPlan['changes'] {
  const none = () => ({ added: [], changed: [], removed: [] });
  return {
    brand: none(),
    stores: none(),
    categories: none(),
    items: none(),
    deliveryAreas: none(),
    mappedAreas: none(),
    discounts: none(),
    loyalty: none(),
    staticPages: none(),
    businessCard: none(),
  };
}

function emptyRows(rows: BrandRows): BrandRows {
  return {
    brand: rows.brand,
    stores: [],
    categories: [],
    items: [],
    deliveryAreas: [],
    mappedAreas: [],
    discounts: [],
    loyalty: null,
    staticPages: [],
    businessCard: null,
  };
}

/**
 * An item keeps the kitchen's sold-out marks where the file says nothing of them: an item without
 * `unavailableStores` keeps the item's, an option without them keeps the option's.
 */
function keepSoldOut(
  item: BrandRows['items'][number],
  written: BrandFile['items'][number],
  held: BrandRows['items'][number] | undefined,
): BrandRows['items'][number] {
  if (!held) return item;
  const heldOptions = new Map(
    held.modifierGroups.flatMap((group) => group.modifiers).map((option) => [option.id, option]),
  );
  const saidOfOption = new Set(
    written.modifierGroups.flatMap((group) => group.modifiers.filter((option) => option.unavailableStores)),
  );
  const writtenOptions = written.modifierGroups.flatMap((group) => group.modifiers);
  let index = 0;
  return {
    ...item,
    unavailableStores: written.unavailableStores ? item.unavailableStores : held.unavailableStores,
    modifierGroups: item.modifierGroups.map((group) => ({
      ...group,
      modifiers: group.modifiers.map((option) => {
        const source = writtenOptions[index++]!;
        const marks = heldOptions.get(option.id)?.unavailableStores;
        if (saidOfOption.has(source) || !marks?.length) return option;
        return { ...option, unavailableStores: marks };
      }),
    })),
  };
}

/** The held row's columns that the wanted row has (a row read back holds columns the file does not own). */
function pick<T extends object>(held: T, wanted: T): T {
  return Object.fromEntries(
    Object.keys(wanted).map((column) => [column, (held as Record<string, unknown>)[column]]),
  ) as T;
}

function without<T extends object, K extends keyof T>(row: T, ...columns: K[]): Omit<T, K> {
  const copy = { ...row };
  for (const column of columns) delete copy[column];
  return copy;
}

/** Two rows differ: compared as JSON with keys in order (jsonb keeps its own key order). */
function differs(a: unknown, b: unknown): boolean {
  return canonical(a) !== canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(
          Object.entries(entry as Record<string, unknown>)
            .filter(([, inner]) => inner !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : entry,
  );
}

function columnName(table: PgTable, property: string): string {
  const column = (table as unknown as Record<string, { name: string }>)[property];
  if (!column) throw new Error(`no column ${property}`);
  return `"${column.name}"`;
}
