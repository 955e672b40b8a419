// Bundles the server and our workspace packages (consumed as TypeScript source) into dist/main.js,
// then puts the prepared database (the migrated, seeded demo database, dumped) into
// dist/prepared-db/ for fast first starts (src/db/prepared.ts).
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { bundleOptions, prepareDbEntry } from './bundle-options.mjs';

await build({
  ...bundleOptions,
  entryPoints: ['src/main.ts', 'src/cli/db-reset.ts', 'src/cli/order-status.ts', prepareDbEntry],
});

const prepared = spawnSync(process.execPath, ['dist/cli/prepare-db.js'], {
  cwd: bundleOptions.absWorkingDir,
  stdio: 'inherit',
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
