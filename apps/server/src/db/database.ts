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
  /**
   * Hears NOTIFY on a channel: from every process on PostgreSQL (a dedicated connection, so it
   * outlives the pool's), from this process on PGlite. Answers the call that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `loadDataDir` fills a new database
   * from a dump of PGlite's data folder (prepared.ts) instead of running initdb.
   */
  | { kind: 'pglite'; dataDir?: string; pglite?: PGlite; loadDataDir?: Blob };

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
      listen: (channel, onPayload) => listenOnPostgres(config.url, channel, onPayload),
      close: () => pool.end(),
    };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const client =
    config.pglite ??
    (await PGlite.create({
      ...(config.dataDir && { dataDir: config.dataDir }),
      ...(config.loadDataDir && { loadDataDir: config.loadDataDir }),
    }));
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/** A connection of its own that LISTENs, reconnecting (and listening again) when it is lost. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      console.error(`PostgreSQL listener lost: ${error.message}`);
      void next.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1_000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
