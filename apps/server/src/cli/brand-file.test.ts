import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../paths.js';

/**
 * `pnpm brand:import` and `brand:export` as a person runs them (docs/brand-file.md), straight into
 * an embedded database of their own: a dry run, the import, the export, and a bad file refused.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'brand-cli-'));
const example = join(serverRoot, '..', '..', 'docs', 'examples', 'saj-street.brand.json');
const exampleMedia = join(serverRoot, '..', '..', 'docs', 'examples', 'saj-street-media');
const mediaDir = join(dataDir, 'media');

function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, ...env } = process.env;
  return env;
}

function cli(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(serverRoot, 'src', 'cli', 'brand-file.ts'), ...args],
    {
      cwd: serverRoot,
      env: {
        ...withoutDatabaseUrl(),
        DATA_DIR: join(dataDir, 'db'),
        MEDIA_DIR: mediaDir,
        NODE_ENV: 'development',
      },
      encoding: 'utf8',
    },
  );
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe('the brand file from the command line', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('says what a dry run would add, imports, exports the same brand, and refuses a bad file by path', () => {
    const dry = cli('import', example, '--media', exampleMedia, '--dry-run');
    expect(dry.err).toBe('');
    expect(dry.status).toBe(0);
    expect(dry.out).toContain('Would import brand');
    expect(dry.out).toMatch(/items: 6 added \(Chicken Shawarma Saj \(SS-CHICKEN-SAJ\), /);

    const imported = cli('import', example, '--media', exampleMedia);
    expect(imported.status).toBe(0);
    expect(imported.out).toContain('pictures: 9 kept');
    expect(readFileSync(join(mediaDir, 'saj-street', 'items', 'laban.svg'), 'utf8')).toBe(
      readFileSync(join(exampleMedia, 'items', 'laban.svg'), 'utf8'),
    );
    const brandId = /Imported brand ([0-9a-f]{24}) \(new\)/.exec(imported.out)?.[1];
    expect(brandId).toBeDefined();
    const again = cli('import', example);
    expect(again.out).toContain('nothing changes');

    const exported = cli('export', brandId!);
    expect(exported.status).toBe(0);
    const file = JSON.parse(exported.out) as { brand: { name: { ar: string } }; items: unknown[] };
    expect(file.brand.name.ar).toBe('شارع الصاج');
    expect(file.items).toHaveLength(6);

    const bad = JSON.parse(readFileSync(example, 'utf8')) as { items: { price: number }[] };
    bad.items[0]!.price = 17.5;
    const badPath = join(dataDir, 'bad.json');
    writeFileSync(badPath, JSON.stringify(bad));
    const refused = cli('import', badPath);
    expect(refused.status).toBe(1);
    expect(refused.err).toContain(
      'items[0].price: must be a whole number of fils (1 AED = 100 fils), not a fraction',
    );
  }, 120_000);
});
