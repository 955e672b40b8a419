import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { placePickupOrder } from '../testing/orders.js';
import { startTableApp, zaatar } from '../testing/table-sessions.js';
import { openTestDatabase } from '../testing/test-database.js';
import { backupDataDir, backupPostgres, restoreDataDir, restorePostgres } from './backup.js';
import { openDatabase, type Database } from './database.js';
import { orders } from './schema.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the stores are open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const folder = mkdtempSync(join(tmpdir(), 'storefront-backup-'));

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Three customers' orders placed through the API; answers every order as the table holds it. */
async function placeThree(database: Database) {
  const table = await startTableApp(database, () => NOW);
  try {
    for (let n = 0; n < 3; n += 1) await placePickupOrder(table.baseUrl, table.services, zaatar);
  } finally {
    await table.app.close();
  }
  return everyOrder(database);
}

const everyOrder = (database: Database) =>
  database.db
    .select({ id: orders.id, number: orders.orderNumber, total: orders.total, status: orders.status })
    .from(orders)
    .orderBy(asc(orders.id));

describe('backups of the embedded database', () => {
  it('a backup restored into a new folder gives every order back; a restore over a folder sets it aside', async () => {
    const dataDir = join(folder, 'data');
    const prepared = new Blob([readFileSync(inject('preparedDatabaseDump'))]);
    const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: prepared });
    const placed = await placeThree(database);
    expect(placed.length).toBeGreaterThanOrEqual(3);
    await database.close();

    const file = join(folder, 'backups', 'storefront.tar.gz');
    const { bytes } = await backupDataDir(dataDir, file);
    expect(bytes).toBeGreaterThan(0);

    const restoredDir = join(folder, 'restored');
    expect(await restoreDataDir(file, restoredDir)).toEqual({ setAside: null });
    const restored = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    expect(await everyOrder(restored)).toEqual(placed);
    expect(await restored.pendingMigrations()).toBe(0);
    await restored.close();

    // Restoring over the live folder: it is moved aside, never deleted.
    const { setAside } = await restoreDataDir(file, dataDir, NOW);
    expect(setAside).toMatch(/data\.before-restore-2026-11-22T08-00-00-000Z$/);
    expect(existsSync(join(setAside!, 'PG_VERSION'))).toBe(true);
    const again = await openDatabase({ kind: 'pglite', dataDir });
    expect(await everyOrder(again)).toEqual(placed);
    await again.close();
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('backups of PostgreSQL (pg_dump, pg_restore)', () => {
  it('a pg_dump backup restored into an empty database gives every order back', async () => {
    const database = await openTestDatabase('postgres');
    const placed = await placeThree(database);
    const file = join(folder, 'backups', 'storefront.pgdump');
    backupPostgres(database.url!, file);
    await database.close();

    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `storefront_restore_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      restorePostgres(file, url.toString());
      const restored = await openDatabase({ kind: 'postgres', url: url.toString() });
      expect(await everyOrder(restored)).toEqual(placed);
      expect(await restored.pendingMigrations()).toBe(0);
      await restored.close();
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
