/**
 * Import and export of a brand file (docs/brand-file.md). An import replaces the brand's data in
 * one transaction, under a lock of its own per brand (two imports of one brand run one after the
 * other): rows the file changes or adds are written, rows it no longer has are removed, and rows
 * it leaves as they are are not touched, so importing an export changes nothing. What the kitchen
 * set (an item sold out, a store paused) stays unless the file says otherwise.
 */
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { serverRoot } from '../../paths.js';
import { announceStoreMenu } from '../../push/menu-feed.js';
import { checkBrandFile } from './check.js';
import type { BrandFile } from './format.js';
import { ImportRefused, type ImportPlan, type Tx } from './import-plan.js';
import { checkReferences, stagePictures, type CheckedPicture } from './media.js';
import { applyMenuSheet, exportMenuSheet, sheetError } from './menu-sheet.js';
import { readBrandRows } from './read-rows.js';
import { replaceBrand } from './replace.js';
import { toFile, toRows } from './rows.js';

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

/** The brand's file (export), or undefined for an unknown brand. */
export async function exportBrandFile(db: Db, brandId: string): Promise<BrandFile | undefined> {
  const rows = await readBrandRows(db, brandId);
  return rows && toFile(rows);
}
