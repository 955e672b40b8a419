import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ensureCachedDump,
  prepareBundle,
  preparedDatabaseKey,
  preparedDir,
  unpackDump,
} from '../db/prepared.js';

// A build step (build.mjs runs the bundled dist/cli/prepare-db.js): puts the prepared database for
// this build's seed code and migrations into dist/prepared-db/<key>/, unpacked from the cached
// dump when a build or test run with the same key made it before, else made now (initdb,
// migrations, seed, dump). Older prepared folders in dist/prepared-db/ are removed.
const started = performance.now();
const key = preparedDatabaseKey(readFileSync(prepareBundle));
const target = join(preparedDir, key);
let how = 'already in dist';
if (!existsSync(join(target, 'PG_VERSION'))) {
  rmSync(target, { recursive: true, force: true });
  const { file, made } = await ensureCachedDump(key);
  mkdirSync(preparedDir, { recursive: true });
  await unpackDump(file, target);
  how = made ? 'made now' : 'from the cached dump';
}
for (const name of readdirSync(preparedDir)) {
  if (name !== key) rmSync(join(preparedDir, name), { recursive: true, force: true });
}
process.stdout.write(
  `prepared database ${key} (${how}, ${Math.round(performance.now() - started)} ms): ${target}\n`,
);
