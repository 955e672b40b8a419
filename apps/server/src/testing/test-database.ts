import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { seedDemoDataIfEmpty } from '../db/seed/index.js';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI starts one). */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

let preparedDump: Blob | undefined;

/**
 * A fresh, migrated and seeded database: PGlite in memory, filled from the dump the global set-up
 * prepared once per run (prepared-database.setup.ts), or a throw-away database on the PostgreSQL
 * server, dropped again by `close()`. Migrating and seeding again are no-ops, kept as the proof.
 */
export async function openTestDatabase(engine: Engine): Promise<Database & { url?: string }> {
  if (engine === 'pglite') {
    preparedDump ??= new Blob([readFileSync(inject('preparedDatabaseDump'))]);
    const database = await openDatabase({ kind: 'pglite', loadDataDir: preparedDump });
    await database.migrate();
    await seedDemoDataIfEmpty(database.db);
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await database.migrate();
  await seedDemoDataIfEmpty(database.db);
  return {
    ...database,
    /** For a second connection to the same database (another "process" of a test). */
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
