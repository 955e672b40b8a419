import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BrandFile } from '../brands/brand-file/format.js';
import type { UploadedPicture } from '../brands/brand-file/media.js';
import { serverRoot } from '../paths.js';

const examples = join(serverRoot, '..', '..', 'docs', 'examples');

/** The README's example brand file (docs/examples): a fourth brand, written by hand with its own keys. */
export const exampleFile = (): BrandFile =>
  JSON.parse(readFileSync(join(examples, 'saj-street.brand.json'), 'utf8'));

/** The example's pictures, as they are uploaded with it (docs/examples/saj-street-media). */
export function exampleMedia(): UploadedPicture[] {
  const root = join(examples, 'saj-street-media');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
    );
  return walk(root).map((path) => ({
    name: relative(root, path),
    contentType: 'image/svg+xml',
    data: readFileSync(path).toString('base64'),
  }));
}
