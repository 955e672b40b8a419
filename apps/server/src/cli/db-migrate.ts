import { resolve } from 'node:path';
import { openDatabase } from '../db/database.js';
import { loadEnv } from '../env.js';

// Applies pending migrations as a step of its own (`pnpm db:migrate`), before processes started
// with MIGRATE_ON_START=false take traffic. On PostgreSQL under a lock: run twice at once, the
// second waits and finds nothing left to apply. See docs/operations.md.
const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(env.DATA_DIR) },
);
const before = await database.pendingMigrations();
await database.migrate();
const after = await database.pendingMigrations();
await database.close();
process.stdout.write(`Migrations applied: ${before - after}; pending: ${after}.\n`);
