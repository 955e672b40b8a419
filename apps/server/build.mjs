// Bundles the server and our workspace packages (consumed as TypeScript source) into dist/main.js.
// Third-party packages stay external and load from node_modules at run time; workspace packages
// in `dependencies` are there for the files they ship (paths.ts), their code is bundled.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.entries(manifest.dependencies ?? {})
  .filter(([, version]) => !version.startsWith('workspace:'))
  .map(([name]) => name);

await build({
  entryPoints: ['src/main.ts', 'src/cli/db-reset.ts', 'src/cli/order-status.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'drizzle-orm/*', '@electric-sql/pglite/*', 'pg'],
  logLevel: 'warning',
});
