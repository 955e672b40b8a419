import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandFileJsonSchema } from '../brands/brand-file/format.js';
import { serverRoot } from '../paths.js';

// Writes the brand file's JSON Schema into openapi/brand-file.schema.json from the format
// (`pnpm --filter @storefront/server brand:schema`); a test keeps the two the same.
const path = join(serverRoot, '..', '..', 'openapi', 'brand-file.schema.json');
writeFileSync(path, `${JSON.stringify(brandFileJsonSchema(), null, 2)}\n`);
process.stdout.write(`Wrote ${path}\n`);
