import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  dumpFileName,
  ensureCachedDump,
  prepareBundle,
  preparedDatabaseKey,
  preparedDir,
} from '../db/prepared.js';

// A build step (build.mjs runs the bundled dist/cli/prepare-db.js): puts the prepared database for
// this build's seed code and migrations into dist/prepared-db/, from the cache when a build with
// the same key made it before, else made now (initdb, migrations, seed, dump). Older dumps in
// dist/prepared-db/ are removed.
const started = performance.now();
const key = preparedDatabaseKey(readFileSync(prepareBundle));
const target = join(preparedDir, dumpFileName(key));
let how = 'already in dist';
if (!existsSync(target)) {
  const { file, made } = await ensureCachedDump(key);
  mkdirSync(preparedDir, { recursive: true });
  copyFileSync(file, target);
  how = made ? 'made now' : 'from the cache';
}
for (const name of readdirSync(preparedDir)) {
  if (name !== dumpFileName(key)) rmSync(join(preparedDir, name), { force: true });
}
process.stdout.write(
  `prepared database ${key} (${how}, ${Math.round(performance.now() - started)} ms): ${target}\n`,
);
