import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { checkBrandFile } from '../brands/brand-file/check.js';
import type { BrandFileError } from '../brands/brand-file/format.js';
import { checkPictures, type UploadedPicture } from '../brands/brand-file/media.js';
import { ImportRefused, type ImportPlan } from '../brands/brand-file/import-plan.js';
import {
  exportBrandFile,
  exportMenuSheetOf,
  importBrandFile,
  importMenuSheet,
} from '../brands/brand-file/store.js';
import { openDatabase } from '../db/database.js';
import { adminKeyOf, loadEnv } from '../env.js';

// The brand file from the command line (docs/brand-file.md):
//   pnpm brand:import FILE [--media DIR] [--dry-run] [--server URL]
//   pnpm brand:export BRAND_ID [FILE] [--server URL]
//   pnpm menu:export BRAND_ID STORE_ID [FILE.csv] [--server URL]
//   pnpm menu:import BRAND_ID STORE_ID FILE.csv [--dry-run] [--server URL]
// With --server, through the running product's admin call (x-admin-key: ADMIN_API_KEY); without,
// straight into the database (DATABASE_URL, or the embedded one in DATA_DIR with the product
// stopped: the embedded database takes one process at a time). --media DIR uploads every picture in
// DIR with the file, each named by its place in DIR (`items/chicken-saj.svg`).

const [command, ...rest] = process.argv.slice(2);
/** The options that take a value, and the value each was given. */
const valued = new Map(
  ['--server', '--media'].flatMap((name) => {
    const at = rest.indexOf(name);
    return at >= 0 ? [[name, { at, value: rest[at + 1] }] as const] : [];
  }),
);
const server = valued.get('--server')?.value;
const mediaFolder = valued.get('--media')?.value;
const taken = new Set([...valued.values()].flatMap(({ at }) => [at, at + 1]));
const flags = new Set(rest.filter((arg, index) => arg.startsWith('--') && !taken.has(index)));
const args = rest.filter((arg, index) => !arg.startsWith('--') && !taken.has(index));
const env = loadEnv();

const PICTURE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** Every picture in the --media folder (and its folders), as an upload. */
function mediaUploads(): UploadedPicture[] {
  if (!mediaFolder) return [];
  const root = resolve(mediaFolder);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
    );
  return walk(root).map((path) => ({
    name: relative(root, path).split(sep).join('/'),
    contentType: PICTURE_TYPES[extname(path).slice(1).toLowerCase()] ?? 'application/octet-stream',
    data: readFileSync(path).toString('base64'),
  }));
}

async function main(): Promise<number> {
  if (command === 'import' && args[0]) return importFile(resolve(args[0]), flags.has('--dry-run'));
  if (command === 'export' && args[0]) return exportFile(args[0], args[1] ? resolve(args[1]) : undefined);
  if (command === 'menu-export' && args[1])
    return exportSheet(args[0]!, args[1], args[2] ? resolve(args[2]) : undefined);
  if (command === 'menu-import' && args[2])
    return importSheet(args[0]!, args[1]!, resolve(args[2]), flags.has('--dry-run'));
  process.stderr.write(
    'Usage: brand-file import FILE [--dry-run] | export BRAND_ID [FILE] | menu-export BRAND_ID STORE_ID [FILE]' +
      ' | menu-import BRAND_ID STORE_ID FILE [--dry-run]; each with [--server URL]\n',
  );
  return 2;
}

async function importFile(path: string, dryRun: boolean): Promise<number> {
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    process.stderr.write(`${path}: not a JSON file (${(error as Error).message})\n`);
    return 1;
  }
  const media = mediaUploads();
  if (server) {
    const answer = await call('POST', '/admin/brands/import', { file: input, dryRun, media });
    if (answer.status === 200) return report(answer.body.data as ImportPlan, dryRun);
    return refused(answer.body.errors ?? [{ path: '(the call)', message: String(answer.body.message) }]);
  }
  const checked = checkBrandFile(input);
  if (!checked.ok) return refused(checked.errors);
  const pictures = checkPictures(media);
  if (!pictures.ok) return refused(pictures.errors);
  const database = await openLocal();
  try {
    const plan = await importBrandFile(database.db, checked.file, {
      dryRun,
      media: { dir: resolve(env.MEDIA_DIR), pictures: pictures.pictures },
    });
    return report(plan, dryRun);
  } catch (error) {
    if (error instanceof ImportRefused) return refused(error.errors);
    throw error;
  } finally {
    await database.close();
  }
}

async function exportFile(brandId: string, path: string | undefined): Promise<number> {
  let file: unknown;
  if (server) {
    const answer = await call('GET', `/admin/brands/${encodeURIComponent(brandId)}/export`);
    if (answer.status !== 200) {
      process.stderr.write(`${String(answer.body.message)}\n`);
      return 1;
    }
    file = answer.body.data;
  } else {
    const database = await openLocal();
    try {
      file = await exportBrandFile(database.db, brandId);
    } finally {
      await database.close();
    }
    if (!file) {
      process.stderr.write(`No brand ${brandId}\n`);
      return 1;
    }
  }
  const text = `${JSON.stringify(file, null, 2)}\n`;
  if (path) {
    writeFileSync(path, text);
    process.stdout.write(`Brand ${brandId} exported into ${path}\n`);
  } else process.stdout.write(text);
  return 0;
}

async function exportSheet(brandId: string, storeId: string, path: string | undefined): Promise<number> {
  let csv: string | undefined;
  if (server) {
    const response = await fetch(
      `${server.replace(/\/$/, '')}/api/v1/admin/brands/${brandId}/stores/${storeId}/menu-sheet`,
      { headers: { 'x-admin-key': adminKey() } },
    );
    csv = response.status === 200 ? await response.text() : undefined;
  } else {
    const database = await openLocal();
    try {
      csv = await exportMenuSheetOf(database.db, brandId, storeId);
    } finally {
      await database.close();
    }
  }
  if (csv === undefined) {
    process.stderr.write(`No store ${storeId} of brand ${brandId}\n`);
    return 1;
  }
  if (path) {
    writeFileSync(path, csv);
    process.stdout.write(`The menu of store ${storeId} exported into ${path}\n`);
  } else process.stdout.write(csv);
  return 0;
}

async function importSheet(brandId: string, storeId: string, path: string, dryRun: boolean): Promise<number> {
  const csv = readFileSync(path, 'utf8');
  if (server) {
    const answer = await call('POST', `/admin/brands/${brandId}/stores/${storeId}/menu-sheet`, {
      csv,
      dryRun,
    });
    if (answer.status === 200) return report(answer.body.data as ImportPlan, dryRun);
    return refused(answer.body.errors ?? [{ path: '(the call)', message: String(answer.body.message) }]);
  }
  const database = await openLocal();
  try {
    const plan = await importMenuSheet(database.db, { brandId, storeId, csv, dryRun });
    if (!plan) return refused([{ path: 'brandId', message: `no brand ${brandId}` }]);
    return report(plan, dryRun);
  } catch (error) {
    if (error instanceof ImportRefused) return refused(error.errors);
    throw error;
  } finally {
    await database.close();
  }
}

function adminKey(): string {
  const key = adminKeyOf(env);
  if (!key) throw new Error('ADMIN_API_KEY is not set: the admin call needs it');
  return key;
}

/** The database itself, its migrations applied (a new folder gets its tables; an applied one, nothing). */
async function openLocal() {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(env.DATA_DIR) },
  );
  await database.migrate();
  return database;
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: { data?: unknown; errors?: BrandFileError[]; message?: unknown } }> {
  const response = await fetch(`${server!.replace(/\/$/, '')}/api/v1${path}`, {
    method,
    headers: { 'x-admin-key': adminKey(), ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as never };
}

function refused(errors: readonly BrandFileError[]): number {
  process.stderr.write(`The brand file has ${errors.length} errors; nothing was changed:\n`);
  for (const error of errors) process.stderr.write(`  ${error.path}: ${error.message}\n`);
  return 1;
}

/** What changed (or would), one line per part of the brand, then each price that moves. */
function report(plan: ImportPlan, dryRun: boolean): number {
  const lines = [
    `${dryRun ? 'Would import' : 'Imported'} brand ${plan.brandId}${plan.created ? ' (new)' : ''}:`,
  ];
  for (const [part, change] of Object.entries(plan.changes)) {
    const counts = (['added', 'changed', 'removed'] as const)
      .filter((kind) => change[kind].length)
      .map(
        (kind) =>
          `${change[kind].length} ${kind} (${change[kind].slice(0, 5).join(', ')}${change[kind].length > 5 ? ', …' : ''})`,
      );
    if (counts.length) lines.push(`  ${part}: ${counts.join('; ')}`);
  }
  for (const price of plan.prices)
    lines.push(
      `  price of ${price.item}: AED ${(price.from / 100).toFixed(2)} -> AED ${(price.to / 100).toFixed(2)}`,
    );
  if (plan.pictures?.length)
    lines.push(`  pictures: ${plan.pictures.length} kept (${plan.pictures.slice(0, 5).join(', ')})`);
  if (lines.length === 1) lines.push('  nothing changes');
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

process.exitCode = await main();
