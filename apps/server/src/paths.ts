import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, whether running from src (tsx, vitest) or from the dist bundle. */
export const serverRoot: string = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@storefront/server')
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @storefront/server package folder');
    dir = parent;
  }
})();

export const migrationsDir = join(serverRoot, 'drizzle');

export const openapiFile: string = createRequire(join(serverRoot, 'package.json')).resolve(
  '@storefront/contract/openapi.yaml',
);

export const defaultAppsDir = join(serverRoot, '..');

/** EN/AR resources of packages/i18n, served at /assets/i18n/{namespace}/{lang}.json. */
export const i18nResourcesDir: string = dirname(
  dirname(
    createRequire(join(serverRoot, 'package.json')).resolve('@storefront/i18n/resources/en/common.json'),
  ),
);
