import { createHash } from 'node:crypto';
import {
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dependencyFile, migrationsDir, serverRoot } from '../paths.js';
import { openDatabase, type Database } from './database.js';
import { seedDemoDataIfEmpty } from './seed/index.js';

// The prepared database: the migrated and seeded demo database, made once at build time as a dump
// (gzipped tar of PGlite's data folder, `dumpDataDir`, cached across builds and shared with the
// tests) and unpacked into dist/prepared-db/<key>/. A first start on an empty data folder copies
// that folder and opens it, about a second instead of initdb + migrations + seed. The key covers
// everything that decides the content (the migrations, the bundled seed code, PGlite's and
// Drizzle's versions), so a stale one is never used: another key finds no folder, and the server
// falls back to initdb.

/** Where the build keeps the prepared folder beside the bundle, and the bundle whose bytes key it. */
export const preparedDir = join(serverRoot, 'dist', 'prepared-db');
export const prepareBundle = join(serverRoot, 'dist', 'cli', 'prepare-db.js');
/** Dumps kept across builds (and shared with the tests), by key. */
export const preparedCacheDir = join(serverRoot, 'node_modules', '.cache', 'prepared-db');

/** `name@version` of an installed dependency (its package.json is not among its exports). */
function packageVersion(name: string): string {
  let dir = dirname(dependencyFile(name));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name: found, version } = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
      if (found === name) return `${name}@${version}`;
    }
    if (dirname(dir) === dir) throw new Error(`Cannot find the version of ${name}`);
    dir = dirname(dir);
  }
}

/**
 * The key of a dump: a hash of the seed code (the bytes of its bundle), every migration file and
 * every demo data file (the brand files the seed imports) by name and content, and the versions of
 * PGlite (its data format) and Drizzle (its migrator).
 */
export function preparedDatabaseKey(
  seedCode: Uint8Array | string,
  migrations = migrationsDir,
  demoData = demoDataDir,
): string {
  const hash = createHash('sha256');
  hash.update(packageVersion('@electric-sql/pglite')).update('\0');
  hash.update(packageVersion('drizzle-orm')).update('\0');
  hash.update(seedCode).update('\0');
  const files = (dir: string, prefix = ''): string[] =>
    readdirSync(join(dir, prefix), { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? files(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
      )
      .sort();
  for (const [dir, file] of [
    ...files(migrations).map((file) => [migrations, file] as const),
    ...files(demoData).map((file) => [demoData, file] as const),
  ]) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

/** The demo data the seed reads at run time (demo/brands/*.brand.json). */
export const demoDataDir = join(serverRoot, 'demo');

export const dumpFileName = (key: string) => `${key}.tar.gz`;

/** A new database in memory, migrated and seeded with the demo data, dumped (gzipped tar). */
export async function createPreparedDump(): Promise<Uint8Array> {
  const client = await PGlite.create();
  try {
    const database = await openDatabase({ kind: 'pglite', pglite: client });
    await database.migrate();
    await seedDemoDataIfEmpty(database.db);
    await client.query('CHECKPOINT');
    const dump = await client.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}

/** True when the folder does not exist or holds nothing: a first start. */
export function isEmptyDataDir(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

/**
 * The build's prepared folder for the bundled seed code and today's migrations, when there is one:
 * after a migration or the seed changed without a new build, the key names no folder and this
 * answers none.
 */
export function findPreparedFolder(
  bundle = prepareBundle,
  dir = preparedDir,
  migrations = migrationsDir,
): string | undefined {
  if (!existsSync(bundle)) return undefined;
  const folder = join(dir, preparedDatabaseKey(readFileSync(bundle), migrations));
  return existsSync(join(folder, 'PG_VERSION')) ? folder : undefined;
}

/**
 * Unpacks a dump into a PGlite data folder (shut down cleanly, so a copy opens as it is), written
 * beside it and renamed into place, so a half-made folder never carries the final name.
 */
export async function unpackDump(dump: string, folder: string): Promise<void> {
  const partial = `${folder}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  const client = await PGlite.create({ dataDir: partial, loadDataDir: new Blob([readFileSync(dump)]) });
  await client.close();
  renameSync(partial, folder);
}

export interface EmbeddedDatabase {
  database: Database;
  /** `prepared` when the folder was filled from the build's prepared folder. */
  startedFrom: 'prepared' | 'folder';
}

/**
 * The prepared folder a start on this data folder copies: only on a first start (empty or missing
 * folder), only when asked (`usePrepared`: the demo seed is wanted and PREPARED_DATABASE is not
 * false), and only when the build's folder matches. A folder that holds anything is never touched.
 */
export function preparedFolderForStart(
  dataDir: string,
  { usePrepared, prepared }: { usePrepared: boolean; prepared?: string | undefined },
): string | undefined {
  if (!usePrepared || !isEmptyDataDir(dataDir)) return undefined;
  return prepared ?? findPreparedFolder();
}

/**
 * Opens PGlite on a data folder; on a first start (`preparedFolderForStart`) the folder is first
 * filled with a copy of the prepared one. The copy goes straight into the folder (which may be a
 * mount point, so no rename), `PG_VERSION` last: a copy cut short is never taken for a database.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  options: { usePrepared: boolean; prepared?: string | undefined },
): Promise<EmbeddedDatabase> {
  const prepared = preparedFolderForStart(dataDir, options);
  if (prepared) {
    const version = join(prepared, 'PG_VERSION');
    // A copy-on-write clone where the file system can (btrfs, XFS), else a plain copy.
    const mode = constants.COPYFILE_FICLONE;
    cpSync(prepared, dataDir, { recursive: true, mode, filter: (source) => source !== version });
    copyFileSync(version, join(dataDir, 'PG_VERSION'), mode);
    return { database: await openDatabase({ kind: 'pglite', dataDir }), startedFrom: 'prepared' };
  }
  return { database: await openDatabase({ kind: 'pglite', dataDir }), startedFrom: 'folder' };
}

/**
 * The cached dump for a key, made (and written atomically) when missing. Answers its path and
 * whether it was made now.
 */
export async function ensureCachedDump(key: string): Promise<{ file: string; made: boolean }> {
  const file = join(preparedCacheDir, dumpFileName(key));
  if (existsSync(file)) return { file, made: false };
  const bytes = await createPreparedDump();
  mkdirSync(preparedCacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  // Keep the few latest (branches and test runs switch between keys); drop the rest.
  const kept = 4;
  readdirSync(preparedCacheDir)
    .map((name) => ({ name, at: statSync(join(preparedCacheDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .slice(kept)
    .forEach(({ name }) => rmSync(join(preparedCacheDir, name), { force: true }));
  return { file, made: true };
}
