// A production-only install of the server starts (issue 21): every package its code imports at
// run time, and every package whose files it reads at run time (the API description, the
// translations), is in `dependencies`, and those files are reached through the package.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { dependencyFile, i18nResourcesDir, migrationsDir, openapiFile, serverRoot } from './paths.js';

const manifest = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  files: string[];
};
const srcDir = join(serverRoot, 'src');

/** Source the running server loads: tests and their helpers (src/testing) aside. */
function runtimeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(srcDir, 'testing') ? [] : runtimeFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The bare specifiers a file imports for their values (type-only imports vanish at build). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  source.forEachChild((node) => {
    if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) return;
    if (!node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier)) return;
    const specifier = node.moduleSpecifier.text;
    if (specifier.startsWith('.')) return;
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            named !== undefined &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((element) => element.isTypeOnly)));
      if (typeOnly) return;
    } else if (node.isTypeOnly) return;
    found.push(specifier);
  });
  return found;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The name of the package a file belongs to (its nearest package.json). */
function owningPackage(file: string): string {
  let dir = dirname(file);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string }).name;
}

describe('what the server needs at run time', () => {
  it('imports only node built-ins and packages in its dependencies', () => {
    const builtins = new Set(builtinModules);
    const missing = runtimeFiles(srcDir).flatMap((file) =>
      valueImports(file)
        .filter((specifier) => !specifier.startsWith('node:') && !builtins.has(specifier))
        .filter((specifier) => !(packageName(specifier) in manifest.dependencies))
        .map((specifier) => `${relative(srcDir, file)}: ${specifier}`),
    );
    expect(missing).toEqual([]);
  });

  it('reads the API description and the translations through packages in its dependencies', () => {
    for (const file of [openapiFile, join(i18nResourcesDir, 'en', 'common.json')]) {
      expect(existsSync(file)).toBe(true);
      expect(manifest.dependencies).toHaveProperty([owningPackage(file)]);
    }
    expect(owningPackage(openapiFile)).toMatch(/^@storefront\/(openapi|contract)$/);
    expect(owningPackage(i18nResourcesDir)).toBe('@storefront/i18n');
  });

  it('ships its own run-time files (bundle, migrations, media) in the package', () => {
    expect(manifest.files).toEqual(expect.arrayContaining(['dist', 'drizzle', 'public']));
    expect(relative(serverRoot, migrationsDir).split(sep)[0]).toBe('drizzle');
    expect(existsSync(join(migrationsDir, 'meta', '_journal.json'))).toBe(true);
  });

  it('says which dependency is missing when a file cannot be resolved', () => {
    expect(() => dependencyFile('@storefront/no-such-package/file.json')).toThrow(/dependencies/);
  });
});
