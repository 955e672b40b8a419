// Gzipped JavaScript the storefront's store page needs for its first paint: the entry chunk, the
// chunks it imports statically, the store-page chunk and theirs. Reads Vite's manifest of the
// built app (`pnpm build` first). Usage: node bundle-size.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/storefront/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const needed = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || needed.has(chunk.file)) return;
  needed.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
// The store page is a shared screen (packages/features); fail loudly if the key ever moves again.
const storePage = '../../packages/features/src/menu/store-page.tsx';
if (!manifest[storePage]) throw new Error(`${storePage} is not in the storefront's manifest`);
collect(storePage);
let raw = 0;
let gzipped = 0;
for (const file of needed) {
  if (!file.endsWith('.js')) continue;
  const bytes = readFileSync(join(dist, file));
  raw += bytes.length;
  gzipped += gzipSync(bytes, { level: 9 }).length;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** The budget recorded in README.md: what a phone on a slow 4G link downloads in about 1.5 s. */
const BUDGET = 185 * 1024;
console.log(`store page first paint: ${needed.size} JS chunks, ${kb(raw)} raw, ${kb(gzipped)} gzipped`);
console.log(`budget ${kb(BUDGET)} gzipped: ${gzipped <= BUDGET ? 'within' : 'OVER'}`);
if (gzipped > BUDGET) process.exitCode = 1;
