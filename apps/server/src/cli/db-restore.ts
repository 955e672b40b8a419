import { resolve } from 'node:path';
import { restoreDataDir, restorePostgres } from '../db/backup.js';
import { loadEnv } from '../env.js';

// `pnpm db:restore FILE`: a backup of `pnpm db:backup` put back, with the server stopped. The
// embedded folder that was there is moved aside, never deleted. See docs/operations.md, "Backups".
const env = loadEnv();
const given = process.argv[2];
if (!given) {
  process.stderr.write('Usage: pnpm db:restore FILE\n');
  process.exit(2);
}
const file = resolve(given);
if (env.DATABASE_URL) {
  restorePostgres(file, env.DATABASE_URL);
  process.stdout.write(`PostgreSQL restored from ${file}\n`);
} else {
  const dataDir = resolve(env.DATA_DIR);
  const { setAside } = await restoreDataDir(file, dataDir);
  process.stdout.write(
    `The embedded database (${dataDir}) restored from ${file}${setAside ? `; the folder before it is in ${setAside}` : ''}\n`,
  );
}
