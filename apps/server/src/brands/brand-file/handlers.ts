import type { Db } from '../../db/database.js';
import { errorBody, type Handler } from '../../http/api-types.js';
import { said } from '../../http/messages.js';
import type { Caller } from '../../http/security.js';
import { checkBrandFile } from './check.js';
import type { BrandFileError } from './format.js';
import { checkPictures } from './media.js';
import { brandIdOf } from './ids.js';
import { ImportRefused } from './import-plan.js';
import { readBrandRows } from './read-rows.js';
import { exportBrandFile, exportMenuSheetOf, importBrandFile, importMenuSheet } from './store.js';

export const brandFileMessages = {
  invalid: (count: number) =>
    said('brandFileInvalid', `The brand file has ${count} errors; nothing was changed`, { count }),
  notYours: said('brandFileNotYours', 'You can import and export your own brand only'),
  brandNotFound: said('brandNotFound', 'Brand not found'),
  storeNotFound: said('storeNotFound', 'Store not found'),
};

/**
 * May this caller write or read this brand's file? The operator's key, any brand; a brand
 * manager, their own brand (which must exist: a manager does not create brands).
 */
function allowed(caller: Caller, brandId: string): boolean {
  if (caller.admin) return true;
  const staff = caller.staff?.staff;
  return staff?.role === 'brand_manager' && staff.brandId === brandId;
}

function invalid(errors: BrandFileError[]) {
  return {
    status: 400 as const,
    body: { ...errorBody('BAD_REQUEST', brandFileMessages.invalid(errors.length)), errors },
  };
}

/** The brand file calls (docs/brand-file.md): import (checked whole, atomic) and export. */
export function brandFileHandlers(deps: { db: Db; mediaDir: string }) {
  const importBrandFileHandler: Handler<'importBrandFile'> = async ({ body, caller }) => {
    const brandKey = (body.file as { brand?: { id?: unknown } }).brand?.id;
    if (!caller.admin) {
      // A manager's file names their brand, and the brand is there; anything else is not theirs.
      const brandId = typeof brandKey === 'string' ? brandIdOf(brandKey) : undefined;
      if (!brandId || !allowed(caller, brandId) || !(await readBrandRows(deps.db, brandId)))
        return { status: 403, body: errorBody('FORBIDDEN', brandFileMessages.notYours) };
    }
    const checked = checkBrandFile(body.file);
    if (!checked.ok) return invalid(checked.errors);
    const uploads = checkPictures(body.media ?? []);
    if (!uploads.ok) return invalid(uploads.errors);
    try {
      const plan = await importBrandFile(deps.db, checked.file, {
        dryRun: body.dryRun ?? false,
        media: { dir: deps.mediaDir, pictures: uploads.pictures },
      });
      return { status: 200, body: { success: 1, data: plan } };
    } catch (error) {
      if (error instanceof ImportRefused) return invalid(error.errors);
      throw error;
    }
  };

  const exportBrandFileHandler: Handler<'exportBrandFile'> = async ({ params, caller }) => {
    if (!allowed(caller, params.brandId))
      return { status: 403, body: errorBody('FORBIDDEN', brandFileMessages.notYours) };
    const file = await exportBrandFile(deps.db, params.brandId);
    if (!file) return { status: 404, body: errorBody('NOT_FOUND', brandFileMessages.brandNotFound) };
    return { status: 200, body: { success: 1, data: file } };
  };

  const exportMenuSheetHandler: Handler<'exportMenuSheet'> = async ({ params, caller, reply }) => {
    if (!allowed(caller, params.brandId))
      return { status: 403, body: errorBody('FORBIDDEN', brandFileMessages.notYours) };
    const csv = await exportMenuSheetOf(deps.db, params.brandId, params.storeId);
    if (csv === undefined)
      return { status: 404, body: errorBody('NOT_FOUND', brandFileMessages.storeNotFound) };
    await reply
      .status(200)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="menu-${params.storeId}.csv"`)
      .send(csv);
    return { status: 200, body: undefined as never };
  };

  const importMenuSheetHandler: Handler<'importMenuSheet'> = async ({ params, body, caller }) => {
    if (!allowed(caller, params.brandId))
      return { status: 403, body: errorBody('FORBIDDEN', brandFileMessages.notYours) };
    try {
      const plan = await importMenuSheet(deps.db, { ...params, csv: body.csv, dryRun: body.dryRun ?? false });
      if (!plan) return { status: 404, body: errorBody('NOT_FOUND', brandFileMessages.brandNotFound) };
      return { status: 200, body: { success: 1, data: plan } };
    } catch (error) {
      if (error instanceof ImportRefused) return invalid(error.errors);
      throw error;
    }
  };

  return {
    importBrandFile: importBrandFileHandler,
    exportBrandFile: exportBrandFileHandler,
    exportMenuSheet: exportMenuSheetHandler,
    importMenuSheet: importMenuSheetHandler,
  };
}
