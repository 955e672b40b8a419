import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { Assume } from 'drizzle-orm/utils';
import pg from 'pg';
import { listenReconnects } from '../ops/metrics.js';
import { migrationsDir } from '../paths.js';
import * as schema from './schema.js';

/**
 * What `execute` answers on either driver: PGlite's `Results` and node-postgres's `QueryResult`
 * both carry the rows as `rows` (the rest differs, and nothing reads it), so `db.execute<Row>(…)`
 * is typed alike on both.
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: Rows<Assume<this['row'], Record<string, unknown>>>;
}

/** The rows a statement answered. */
export interface Rows<Row> {
  rows: Row[];
}

/** The database as drizzle serves it, over PGlite or node-postgres alike. */
export type Db = PgDatabase<RowsResultHKT, typeof schema>;

/** The driver under drizzle, PGlite or pg's pool: both take a statement as text and answer `{ rows }`. */
export interface SqlClient {
  query(text: string, params: unknown[]): Promise<Rows<unknown>>;
}

/**
 * The database opened, with the driver drizzle keeps as `$client` (statements sent to it as text
 * skip drizzle's building: catalogue-service.ts). A transaction is a `Db` without one.
 */
export type DriverDb = Db & { readonly $client: SqlClient };

export interface Database {
  db: DriverDb;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration (the same SQL on both engines). */
  migrate(): Promise<void>;
  /**
   * Hears NOTIFY on a channel: from every process on PostgreSQL (a dedicated connection, so it
   * outlives the pool's), from this process on PGlite. Answers the call that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Answers when the database answers a query; throws when it cannot be reached. */
  ping(): Promise<void>;
  /** Migrations this build has that the database has not applied yet (0: current). */
  pendingMigrations(): Promise<number>;
  /** Every LISTEN connection is up (a lost one is being opened again otherwise). */
  listening(): boolean;
  /** The PostgreSQL pool's connections; null on PGlite (one connection, in the process). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
}

/** The migrations this build carries (drizzle's journal). */
function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** How many of the shipped migrations the database has not applied (drizzle's own record). */
async function pendingOf(db: Db): Promise<number> {
  const shipped = shippedMigrations();
  try {
    const { rows } = await db.execute<{ applied: number }>(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    return Math.max(0, shipped - Number(rows[0]?.applied ?? 0));
  } catch {
    // No record at all: nothing applied yet.
    return shipped;
  }
}

/** The session lock every process takes to migrate, so two starting on an empty database never race. */
const MIGRATION_LOCK = 'storefront:migrations';

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
    const listeners = new Set<{ up: boolean }>();
    return {
      db,
      kind: 'postgres',
      // Under a session lock: a second process waits, then finds nothing left to apply.
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
          await migratePostgres(db, { migrationsFolder: migrationsDir });
        } finally {
          await client
            .query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK])
            .catch(() => undefined);
          client.release();
        }
      },
      listen: (channel, onPayload) => listenOnPostgres(config.url, channel, onPayload, listeners),
      close: () => pool.end(),
      ping: async () => void (await pool.query('select 1')),
      pendingMigrations: () => pendingOf(db),
      listening: () => [...listeners].every((listener) => listener.up),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
    ping: async () => void (await client.query('select 1')),
    pendingMigrations: () => pendingOf(db),
    listening: () => !client.closed,
    poolStats: () => null,
  };
}

/** A connection of its own that LISTENs, reconnecting (and listening again) when it is lost. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  listeners: Set<{ up: boolean }>,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  const state = { up: false };
  listeners.add(state);
  let connects = 0;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      state.up = false;
      console.error(`PostgreSQL listener lost: ${error.message}`);
      void next.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1_000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
    state.up = true;
    connects += 1;
    if (connects > 1) listenReconnects.inc();
  };
  await connect();
  return async () => {
    stopped = true;
    listeners.delete(state);
    await client?.end().catch(() => undefined);
  };
}
