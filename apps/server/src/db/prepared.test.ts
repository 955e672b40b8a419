import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsDir } from '../paths.js';
import { brands, items } from './schema.js';
import {
  demoDataDir,
  findPreparedFolder,
  isEmptyDataDir,
  openEmbeddedDatabase,
  preparedDatabaseKey,
  preparedFolderForStart,
  unpackDump,
} from './prepared.js';

const scratch = mkdtempSync(join(tmpdir(), 'storefront-prepared-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const folder = () => join(scratch, `f${(folders += 1)}`);

/** A copy of the real migrations that a test may change. */
function migrationsCopy(): string {
  const dir = folder();
  cpSync(migrationsDir, dir, { recursive: true });
  return dir;
}

describe('the prepared database key', () => {
  it('is the same for the same seed code and migrations', () => {
    expect(preparedDatabaseKey('seed code', migrationsCopy())).toBe(
      preparedDatabaseKey('seed code', migrationsCopy()),
    );
  });

  it('changes with the seed code', () => {
    const migrations = migrationsCopy();
    expect(preparedDatabaseKey('seed code', migrations)).not.toBe(
      preparedDatabaseKey('seed code 2', migrations),
    );
  });

  it('changes when a migration is added, edited or renamed', () => {
    const migrations = migrationsCopy();
    const before = preparedDatabaseKey('seed', migrations);
    writeFileSync(join(migrations, '9999_new.sql'), 'CREATE TABLE t (id int);');
    const added = preparedDatabaseKey('seed', migrations);
    expect(added).not.toBe(before);
    writeFileSync(join(migrations, '9999_new.sql'), 'CREATE TABLE t (id bigint);');
    const edited = preparedDatabaseKey('seed', migrations);
    expect(edited).not.toBe(added);
    rmSync(join(migrations, '9999_new.sql'));
    writeFileSync(join(migrations, '9998_new.sql'), 'CREATE TABLE t (id bigint);');
    expect(preparedDatabaseKey('seed', migrations)).not.toBe(edited);
  });

  it('changes when a demo brand file changes (the seed reads them at run time)', () => {
    const migrations = migrationsCopy();
    const demo = mkdtempSync(join(tmpdir(), 'demo-data-'));
    cpSync(demoDataDir, demo, { recursive: true });
    const before = preparedDatabaseKey('seed', migrations, demo);
    const file = join(demo, 'brands', 'zaatar-house.brand.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"Zaatar House"', '"Zaatar Home"'));
    expect(preparedDatabaseKey('seed', migrations, demo)).not.toBe(before);
    rmSync(demo, { recursive: true, force: true });
  });

  it("changes when drizzle's journal (meta/) changes", () => {
    const migrations = migrationsCopy();
    const before = preparedDatabaseKey('seed', migrations);
    writeFileSync(join(migrations, 'meta', '_journal.json'), '{}');
    expect(preparedDatabaseKey('seed', migrations)).not.toBe(before);
  });
});

describe("finding the build's prepared folder", () => {
  it('finds the folder named by the key of the bundle and migrations, and none once a migration changed', () => {
    const dist = folder();
    const bundle = join(dist, 'prepare-db.js');
    mkdirSync(dist);
    writeFileSync(bundle, 'console.log("seed")');
    const migrations = migrationsCopy();
    const key = preparedDatabaseKey('console.log("seed")', migrations);
    mkdirSync(join(dist, 'prepared-db', key), { recursive: true });
    writeFileSync(join(dist, 'prepared-db', key, 'PG_VERSION'), '17');
    expect(findPreparedFolder(bundle, join(dist, 'prepared-db'), migrations)).toBe(
      join(dist, 'prepared-db', key),
    );
    writeFileSync(join(migrations, '9999_new.sql'), 'ALTER TABLE brands ADD COLUMN x int;');
    expect(findPreparedFolder(bundle, join(dist, 'prepared-db'), migrations)).toBeUndefined();
  });

  it('finds none without the bundle (running from source)', () => {
    expect(findPreparedFolder(join(folder(), 'missing.js'))).toBeUndefined();
  });
});

describe('opening the embedded database', () => {
  const prepared = join(scratch, 'prepared');
  beforeAll(() => unpackDump(inject('preparedDatabaseDump'), prepared));

  it('counts a missing or empty folder as a first start, never one with files', () => {
    const dir = folder();
    expect(isEmptyDataDir(dir)).toBe(true);
    mkdirSync(dir);
    expect(isEmptyDataDir(dir)).toBe(true);
    writeFileSync(join(dir, 'PG_VERSION'), '17');
    expect(isEmptyDataDir(dir)).toBe(false);
  });

  it('fills an empty folder from the prepared one: migrated and seeded, kept on disk for the next start', async () => {
    const dir = folder();
    const first = await openEmbeddedDatabase(dir, { usePrepared: true, prepared });
    expect(first.startedFrom).toBe('prepared');
    await first.database.migrate();
    const [menu] = await first.database.db.select({ value: count() }).from(items);
    expect(menu?.value).toBeGreaterThan(0);
    await first.database.db
      .update(brands)
      .set({ brandName: 'Renamed' })
      .where(eq(brands.id, '6650a1e0c0ffee0000000001'));
    await first.database.close();
    expect(readdirSync(dir)).toContain('PG_VERSION');

    const again = await openEmbeddedDatabase(dir, { usePrepared: true, prepared });
    expect(again.startedFrom).toBe('folder');
    const [brand] = await again.database.db
      .select({ name: brands.brandName })
      .from(brands)
      .where(eq(brands.id, '6650a1e0c0ffee0000000001'));
    expect(brand?.name).toBe('Renamed');
    await again.database.close();

    // The prepared folder itself is only copied: an empty folder that exists starts as new.
    const other = folder();
    mkdirSync(other);
    const fresh = await openEmbeddedDatabase(other, { usePrepared: true, prepared });
    expect(fresh.startedFrom).toBe('prepared');
    const [original] = await fresh.database.db
      .select({ name: brands.brandName })
      .from(brands)
      .where(eq(brands.id, '6650a1e0c0ffee0000000001'));
    expect(original?.name).toBe('Zaatar House');
    await fresh.database.close();
  });

  it('leaves a folder with a database in it alone', async () => {
    const dir = folder();
    const seeded = await openEmbeddedDatabase(dir, { usePrepared: true, prepared });
    await seeded.database.db.delete(brands);
    await seeded.database.close();

    const reopened = await openEmbeddedDatabase(dir, { usePrepared: true, prepared });
    expect(reopened.startedFrom).toBe('folder');
    const [row] = await reopened.database.db.select({ value: count() }).from(brands);
    expect(row?.value).toBe(0);
    await reopened.database.close();
  });

  it('copies the prepared folder only on a first start, when asked and when one matches', () => {
    const empty = folder();
    const used = folder();
    mkdirSync(used);
    writeFileSync(join(used, 'PG_VERSION'), '17');
    expect(preparedFolderForStart(empty, { usePrepared: true, prepared })).toBe(prepared);
    // No demo seed wanted, or PREPARED_DATABASE=false: initdb, migrations (and no seed).
    expect(preparedFolderForStart(empty, { usePrepared: false, prepared })).toBeUndefined();
    expect(preparedFolderForStart(used, { usePrepared: true, prepared })).toBeUndefined();
  });
});
