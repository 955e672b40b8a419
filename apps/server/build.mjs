// Bundles the server and our workspace packages (consumed as TypeScript source) into dist/main.js,
// writes the API routes as JSON (dist/openapi-routes.json), then puts the prepared database (the migrated, seeded demo database, dumped) into
// dist/prepared-db/ for fast first starts (src/db/prepared.ts).
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { bundleOptions, prepareDbEntry } from './bundle-options.mjs';

await build({
  ...bundleOptions,
  entryPoints: [
    'src/main.ts',
    'src/cli/db-reset.ts',
    'src/cli/db-migrate.ts',
    'src/cli/db-backup.ts',
    'src/cli/db-restore.ts',
    'src/cli/order-status.ts',
    'src/cli/brand-file.ts',
    'src/cli/openapi-routes.ts',
    prepareDbEntry,
  ],
});

// The API routes parsed once (a start-up reads JSON instead of YAML: src/http/openapi.ts).
const routes = spawnSync(process.execPath, ['dist/cli/openapi-routes.js'], {
  cwd: bundleOptions.absWorkingDir,
  stdio: 'inherit',
});
if (routes.status !== 0) process.exit(routes.status ?? 1);

const prepared = spawnSync(process.execPath, ['dist/cli/prepare-db.js'], {
  cwd: bundleOptions.absWorkingDir,
  stdio: 'inherit',
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
