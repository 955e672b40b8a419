import { resolve } from 'node:path';
import { backupDataDir, backupPostgres } from '../db/backup.js';
import { loadEnv } from '../env.js';

// `pnpm db:backup [FILE]`: the embedded database (DATA_DIR, with the server stopped) or the
// PostgreSQL one (DATABASE_URL, with pg_dump) into FILE, by default backups/storefront-<time>.
// See docs/operations.md, "Backups".
const env = loadEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = resolve(
  process.argv[2] ?? `backups/storefront-${stamp}.${env.DATABASE_URL ? 'pgdump' : 'tar.gz'}`,
);
if (env.DATABASE_URL) {
  backupPostgres(env.DATABASE_URL, file);
  process.stdout.write(`PostgreSQL backed up into ${file}\n`);
} else {
  const { bytes } = await backupDataDir(resolve(env.DATA_DIR), file);
  process.stdout.write(
    `The embedded database (${resolve(env.DATA_DIR)}) backed up into ${file} (${bytes} bytes)\n`,
  );
}
