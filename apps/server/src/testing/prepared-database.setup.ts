import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { bundleOptions, prepareDbEntry } from '../../bundle-options.mjs';
import { ensureCachedDump, preparedDatabaseKey } from '../db/prepared.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prepared database's dump (gzipped tar) that every test file's PGlite starts from. */
    preparedDatabaseDump: string;
  }
}

/**
 * Vitest's global set-up: the migrated and seeded demo database, made once per run instead of once
 * per test file (initdb, migrations and seed take seconds each time). It is keyed like the build's
 * (the seed code bundled with the build's options, the migrations), so a `pnpm build` and a test
 * run share one cached dump, and a changed migration or seed makes a new one.
 */
export default async function setup(project: TestProject): Promise<void> {
  const bundled = await build({
    ...bundleOptions,
    entryPoints: [prepareDbEntry],
    write: false,
    logLevel: 'error',
  });
  const seedCode = bundled.outputFiles?.find((file) => file.path.endsWith('/cli/prepare-db.js'));
  if (!seedCode) throw new Error(`esbuild wrote no bundle for ${prepareDbEntry}`);
  const { file } = await ensureCachedDump(preparedDatabaseKey(seedCode.contents));
  project.provide('preparedDatabaseDump', file);
}
