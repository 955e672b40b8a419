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

const requireFromServer = createRequire(join(serverRoot, 'package.json'));

/**
 * A file that one of the server's runtime dependencies (package.json `dependencies`) ships,
 * resolved through that package so a production-only install finds it.
 */
export function dependencyFile(specifier: string): string {
  try {
    return requireFromServer.resolve(specifier);
  } catch {
    throw new Error(`Cannot resolve ${specifier}: is its package in the server's dependencies?`);
  }
}

/** The API description (routes, validation). */
export const openapiFile: string = dependencyFile('@storefront/contract/openapi.yaml');

/** Its routes as the build parsed them (src/cli/openapi-routes.ts), used while they match its bytes. */
export const openapiRoutesCache = join(serverRoot, 'dist', 'openapi-routes.json');

/** Folder holding the apps' folders (each with a built `dist/`) in the repo; `APPS_DIR` elsewhere. */
export const defaultAppsDir = join(serverRoot, '..');

/** EN/AR resources of packages/i18n, served at /assets/i18n/{namespace}/{lang}.json. */
export const i18nResourcesDir: string = dirname(
  dirname(dependencyFile('@storefront/i18n/resources/en/common.json')),
);
