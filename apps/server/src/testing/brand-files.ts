import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandFile } from '../brands/brand-file/format.js';
import { serverRoot } from '../paths.js';

/** The README's example brand file (docs/examples): a fourth brand, written by hand with its own keys. */
export const exampleFile = (): BrandFile =>
  JSON.parse(readFileSync(join(serverRoot, '..', '..', 'docs', 'examples', 'saj-street.brand.json'), 'utf8'));
