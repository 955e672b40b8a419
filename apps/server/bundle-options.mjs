// The esbuild options of the server's bundles, shared by build.mjs and the tests' set-up
// (src/testing/prepared-database.setup.ts), which bundles src/cli/prepare-db.ts the same way to
// find the same prepared-database key as the build.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Third-party packages stay external and load from node_modules at run time; workspace packages
// in `dependencies` are there for the files they ship (paths.ts), their code is bundled.
const external = Object.entries(manifest.dependencies ?? {})
  .filter(([, version]) => !version.startsWith('workspace:'))
  .map(([name]) => name);

/** @type {import('esbuild').BuildOptions} */
export const bundleOptions = {
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'drizzle-orm/*', '@electric-sql/pglite/*', 'pg'],
  logLevel: 'warning',
};

/** The build step that makes the prepared database; its bundle's bytes key the dump. */
export const prepareDbEntry = 'src/cli/prepare-db.ts';
