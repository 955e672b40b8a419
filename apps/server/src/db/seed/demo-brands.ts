import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkBrandFile } from '../../brands/brand-file/check.js';
import type { BrandFile } from '../../brands/brand-file/format.js';
import { serverRoot } from '../../paths.js';

/**
 * The three demo brands are brand files (demo/brands/*.brand.json, docs/brand-file.md): the seed
 * imports them as any brand is imported, so the format is proved by the demo. A file that does not
 * check stops the seed, naming each error with its path.
 */
export const DEMO_BRAND_FILES = ['zaatar-house', 'karak-corner', 'dates-and-co'] as const;
export type DemoBrandName = (typeof DEMO_BRAND_FILES)[number];

const read = new Map<DemoBrandName, BrandFile>();

export function demoBrandFilePath(name: DemoBrandName): string {
  return join(serverRoot, 'demo', 'brands', `${name}.brand.json`);
}

/** A demo brand's file, checked (read once per process). */
export function demoBrandFile(name: DemoBrandName): BrandFile {
  let file = read.get(name);
  if (!file) {
    const checked = checkBrandFile(JSON.parse(readFileSync(demoBrandFilePath(name), 'utf8')));
    if (!checked.ok) {
      const errors = checked.errors.map((error) => `  ${error.path}: ${error.message}`).join('\n');
      throw new Error(`${demoBrandFilePath(name)} does not check:\n${errors}`);
    }
    file = checked.file;
    read.set(name, file);
  }
  return file;
}

export const demoBrandFiles = (): BrandFile[] => DEMO_BRAND_FILES.map(demoBrandFile);
