// Gzipped JavaScript each app's first page needs for its first paint, in each language: the entry
// chunk, the chunks it imports statically, the first page's chunk and theirs (when the page loads
// on first use), and the chunk of the visitor's first-paint texts (packages/i18n loads one
// language before the first render). Each app against its budget; exits 1 when one is over.
// Reads Vite's manifest of each built app (`pnpm build` first). Usage: node bundle-size.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const storePage = '../../packages/features/src/menu/store-page.tsx';

/**
 * The budgets recorded in bench/README.md, checked in the test run: each app's figure of
 * 2026-11-26 (Preact in production builds, our own i18n bindings; the larger of EN and AR) with
 * 2-3 KB of room: storefront 117.2, dine-in 114.1, payment link 100.3, business card 39.3, operator 102.4 KB
 * (bench/README.md). The speed targets: 140 KB for the store page, 120 KB for the dine-in
 * home and the payment link.
 */
const apps = [
  { app: 'storefront', page: 'store page', lazyPage: storePage, budgetKb: 122 },
  { app: 'dine-in', page: 'table home (store page, in the first chunk)', budgetKb: 118 },
  { app: 'payment-link', page: 'payment link page', budgetKb: 105 },
  { app: 'business-card', page: 'business card', budgetKb: 42 },
  { app: 'operator', page: 'order board', budgetKb: 105 },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const room = (budget, bytes) => `${budget - bytes} bytes`;

for (const { app, page, lazyPage, budgetKb } of apps) {
  const dist = new URL(`../apps/${app}/dist/`, import.meta.url).pathname;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const needed = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk || needed.has(chunk.file)) return;
    needed.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  // The page's own scripts and preloads, as the built index.html lists them (Vite's manifest has
  // no `index.html` entry once Rolldown groups the entry into the `initial` chunk).
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g);
  const entryFiles = [...tags].map(([, url]) => url.slice(url.indexOf('assets/')));
  if (entryFiles.length === 0) throw new Error(`${app}: index.html loads no script`);
  for (const file of entryFiles) {
    needed.add(file);
    if (keyOfFile.has(file)) {
      needed.delete(file);
      collect(keyOfFile.get(file));
    }
  }
  // A first page that moved would make the figure silently smaller: fail loudly instead.
  if (lazyPage) {
    if (!manifest[lazyPage]) throw new Error(`${lazyPage} is not in the ${app} app's manifest`);
    collect(lazyPage);
  }
  const budget = budgetKb * 1024;
  for (const language of ['en', 'ar']) {
    const texts = `../../packages/i18n/src/bundled/${language}.ts`;
    if (!manifest[texts]) throw new Error(`${texts} is not in the ${app} app's manifest`);
    const files = new Set(needed);
    files.add(manifest[texts].file);
    let raw = 0;
    let gzipped = 0;
    for (const file of files) {
      if (!file.endsWith('.js')) continue;
      const bytes = readFileSync(join(dist, file));
      raw += bytes.length;
      gzipped += gzipSync(bytes, { level: 9 }).length;
    }
    const verdict = gzipped <= budget ? 'within' : 'OVER';
    console.log(
      `${app} ${page} first paint (${language}): ${files.size} JS chunks, ${kb(raw)} raw, ${kb(gzipped)} gzipped; budget ${kb(budget)}: ${verdict} (${gzipped <= budget ? `${room(budget, gzipped)} to spare` : `${room(gzipped, budget)} over`})`,
    );
    if (gzipped > budget) process.exitCode = 1;
  }
}
