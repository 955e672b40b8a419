// Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) next to every .js, .css, .svg,
// .json and .webmanifest file of a built app's folder, so the server sends them compressed without
// compressing per request (@fastify/static `preCompressed`). A form is kept only when it is
// smaller than the file; files under 1 KB are left alone (the server sends them as they are).
// Usage, after `vite build`: node ../../scripts/precompress.mjs dist
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest)$/;
const THRESHOLD = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export function precompress(dir) {
  let files = 0;
  let before = 0;
  let after = 0;
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < THRESHOLD) continue;
    const bytes = readFileSync(path);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
    files += 1;
    before += bytes.length;
    after += Math.min(br.length, bytes.length);
  }
  return { files, before, after };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dir = resolve(process.argv[2] ?? 'dist');
  const { files, before, after } = precompress(dir);
  console.log(
    `precompressed ${files} files in ${dir}: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB brotli`,
  );
}
