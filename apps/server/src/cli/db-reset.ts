import { resolve } from 'node:path';
import { openDatabase } from '../db/database.js';
import { reseedDemoData } from '../db/seed/index.js';
import { loadEnv } from '../env.js';

// Puts the demo dataset back to its first-start state: `pnpm db:reset`.
const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(env.DATA_DIR) },
);
await database.migrate();
await reseedDemoData(database.db);
await database.close();
process.stdout.write('The demo dataset is reset.\n');
