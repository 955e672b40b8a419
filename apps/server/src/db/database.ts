import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration (the same SQL on both engines). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string; pglite?: PGlite };

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection the server closed (a restart, a failover, an administrator) is an error
    // on the pool; unheard, it would end the process. The pool replaces the connection on next use.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePostgres(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: migrationsDir }),
      close: () => pool.end(),
    };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const client = config.pglite ?? (await PGlite.create(config.dataDir));
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}
