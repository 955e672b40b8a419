/**
 * Backups (docs/operations.md, "Backups"): the embedded database's whole data folder as one
 * gzipped tar (PGlite's own `dumpDataDir`, taken after a checkpoint, with the server stopped), and
 * PostgreSQL's through its own tools (`pg_dump` in its custom format, `pg_restore`). A restore
 * never overwrites: an embedded folder that holds anything is set aside, never deleted.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { isEmptyDataDir, unpackDump } from './prepared.js';

/** Writes `file` whole or not at all (beside it, then renamed). */
function writeWhole(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/** The embedded database in `dataDir`, dumped into `file`. The server must not be running on it. */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (isEmptyDataDir(dataDir)) throw new Error(`No database in ${dataDir}`);
  const client = await PGlite.create({ dataDir });
  try {
    await client.query('CHECKPOINT');
    const dump = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
    writeWhole(file, dump);
    return { bytes: dump.byteLength };
  } finally {
    await client.close();
  }
}

/**
 * A backup unpacked into `dataDir`. A folder that holds anything is moved aside first (answered
 * as `setAside`), so a restore can itself be undone.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  now = new Date(),
): Promise<{ setAside: string | null }> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  let setAside: string | null = null;
  if (!isEmptyDataDir(dataDir)) {
    setAside = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, setAside);
  }
  mkdirSync(dirname(dataDir), { recursive: true });
  await unpackDump(file, dataDir);
  return { setAside };
}

/** Runs one of PostgreSQL's tools; throws with its own words when it fails or is not installed. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): void {
  const run = spawnSync(tool, args, { encoding: 'utf8' });
  if (run.error)
    throw new Error(`${tool} could not run (${run.error.message}): install PostgreSQL's client tools`);
  if (run.status !== 0) throw new Error(`${tool} failed: ${run.stderr.trim()}`);
}

/** The PostgreSQL database at `url`, dumped into `file` (custom format: compressed, restorable in parallel). */
export function backupPostgres(url: string, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, url]);
}

/** A `pg_dump` backup restored into the (empty, or replaced object by object) database at `url`. */
export function restorePostgres(file: string, url: string): void {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, file]);
}
