// Bundles the server and our workspace packages (consumed as TypeScript source) into dist/main.js.
// Third-party packages stay external and load from node_modules at run time.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {});

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
