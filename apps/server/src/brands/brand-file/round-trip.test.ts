import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { catalogueVersions } from '../../db/schema.js';
import { DEMO_BRAND_FILES, demoBrandFile } from '../../db/seed/demo-brands.js';
import { engines, openTestDatabase } from '../../testing/test-database.js';
import { checkBrandFile } from './check.js';
import { exportBrandFile, importBrandFile } from './store.js';

/** Export, import and export again: a brand's file is the brand, and importing it changes nothing. */
describe.each(engines)('brand files round trip, on %s', (engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  const versionOf = async (brandId: string) =>
    (await database.db.select().from(catalogueVersions).where(eq(catalogueVersions.brandId, brandId)))[0]
      ?.version ?? 0;

  it.each(DEMO_BRAND_FILES)(
    '%s: seeded from its file, exports as that file; importing it changes nothing',
    async (name) => {
      const { $schema: _hint, ...demo } = demoBrandFile(name);
      const brandId = demo.brand.id;
      const exported = await exportBrandFile(database.db, brandId);
      expect(exported).toEqual(demo);
      const checked = checkBrandFile(JSON.parse(JSON.stringify(exported)));
      if (!checked.ok) expect(checked.errors).toEqual([]);
      const version = await versionOf(brandId);
      const plan = await importBrandFile(database.db, checked.ok ? checked.file : exported!);
      expect(plan.created).toBe(false);
      for (const [table, change] of Object.entries(plan.changes))
        expect({ table, ...change }).toEqual({ table, added: [], changed: [], removed: [] });
      expect(plan.prices).toEqual([]);
      expect(await versionOf(brandId)).toBe(version);
      expect(await exportBrandFile(database.db, brandId)).toEqual(exported);
    },
  );
});
