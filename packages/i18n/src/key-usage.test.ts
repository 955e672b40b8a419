import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { extractKeyUsages, isPresent, missingKeys, type KeyUsage } from './key-usage.js';
import { NAMESPACES, loadAllResources } from './resources.js';

const resources = await loadAllResources();
const namespaces = new Set<string>(NAMESPACES);

const keysOf = (source: string, file = 'x.tsx') =>
  extractKeyUsages(source, file, namespaces).map(
    (u) => `${u.namespace}:${u.key}${u.prefix ? '.*' : ''}${u.plural ? ' (plural)' : ''}`,
  );

describe('extractKeyUsages', () => {
  it('reads prefixed keys and gives unprefixed ones the first namespace of the hook', () => {
    const source = `
      function A() {
        const { t } = useTranslation(['store', 'common']);
        return t('basket.title') + t("common:close") + t(\`checkout:pay\`);
      }`;
    expect(keysOf(source)).toEqual(['store:basket.title', 'common:close', 'checkout:pay']);
  });

  it('uses the default namespace for a hook without namespaces and for a t from elsewhere', () => {
    const source = `
      function A() { const { t } = useTranslation(); return t('close'); }
      function B(t) { return t('retry'); }`;
    expect(keysOf(source)).toEqual(['common:close', 'common:retry']);
  });

  it('finds the hook of the enclosing component when a file has several', () => {
    const source = `
      function A() { const { t } = useTranslation('account'); return t('title'); }
      function B() {
        const { t } = useTranslation('checkout');
        const rows = [1].map(() => t('total'));
        return rows;
      }
      function C() { const { t: tStore } = useTranslation('store'); return tStore('menu'); }`;
    expect(keysOf(source)).toEqual(['account:title', 'checkout:total', 'store:menu']);
  });

  it('marks calls passing count (or unreadable options) as plural', () => {
    const source = `
      const { t } = useTranslation('store');
      t('items', { count: n }); t('items', { count }); t('price', { amount }); t('x', options);`;
    expect(keysOf(source)).toEqual([
      'store:items (plural)',
      'store:items (plural)',
      'store:price',
      'store:x (plural)',
    ]);
  });

  it('reads both keys of a conditional, i18nKey, translateBundled and an ns option', () => {
    const source = `
      t(min === 1 ? 'errors:one' : 'errors:other');
      <Trans i18nKey="store:welcome" />;
      translateBundled(language, 'common', 'duration.day', { count: 2 });
      i18n.t('label', { ns: 'checkout' });`;
    expect(keysOf(source)).toEqual([
      'errors:one',
      'errors:other',
      'store:welcome (plural)',
      'common:duration.day (plural)',
      'checkout:label',
    ]);
  });

  it('turns a template key into the object its static prefix names', () => {
    const source = `
      const { t } = useTranslation('checkout');
      t(\`common:orderStatus.\${s}\`); t(\`errors:\${code}\`); t(\`paymentType.\${p}\`); t(\`a.b.c\${x}\`);`;
    expect(keysOf(source)).toEqual([
      'common:orderStatus.*',
      'errors:.*',
      'checkout:paymentType.*',
      'checkout:a.b.*',
    ]);
  });

  it('counts namespaced string literals kept in tables, and ignores other strings', () => {
    const source = `
      const rows = [['floor', 'checkout:address.floor']] as const;
      const url = 'https://example.com'; const storageKey = 'storefront:language'; const odd = 'store: hi';`;
    expect(keysOf(source)).toEqual(['checkout:address.floor (plural)']);
  });
});

describe('isPresent', () => {
  const tree = { store: { basket: { title: 'Basket', item_one: '1 item', item_other: '{{count}} items' } } };
  const usage = (key: string, extra: Partial<KeyUsage> = {}): KeyUsage => ({
    file: 'x.ts',
    line: 1,
    namespace: 'store',
    key,
    prefix: false,
    plural: false,
    ...extra,
  });

  it('accepts a string leaf and rejects an object or a missing key', () => {
    expect(isPresent(usage('basket.title'), tree)).toBe(true);
    expect(isPresent(usage('basket'), tree)).toBe(false);
    expect(isPresent(usage('basket.total'), tree)).toBe(false);
    expect(isPresent(usage('basket.title', { namespace: 'common' }), tree)).toBe(false);
  });

  it('accepts plural forms only for a call that passes count', () => {
    expect(isPresent(usage('basket.item', { plural: true }), tree)).toBe(true);
    expect(isPresent(usage('basket.item'), tree)).toBe(false);
  });

  it('wants an object for a template prefix, and a namespace for an empty prefix', () => {
    expect(isPresent(usage('basket', { prefix: true }), tree)).toBe(true);
    expect(isPresent(usage('basket.title', { prefix: true }), tree)).toBe(false);
    expect(isPresent(usage('', { prefix: true }), tree)).toBe(true);
    expect(isPresent(usage('', { prefix: true, namespace: 'common' }), tree)).toBe(false);
  });
});

/** Source files of every app and package, without tests, stories, type guards and generated code. */
function sourceFiles(): { file: string; text: string }[] {
  const root = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
  const skipped = /\.(test|spec|stories|guard)\.tsx?$|\.d\.ts$|\/generated\//;
  return ['apps', 'packages'].flatMap((group) =>
    ts.sys
      .getDirectories(`${root}${group}`)
      .flatMap((workspace) =>
        ts.sys.readDirectory(`${root}${group}/${workspace}/src`, ['.ts', '.tsx'], ['**/node_modules/**']),
      )
      .filter((path) => !skipped.test(path))
      .map((path) => ({ file: path.slice(root.length), text: ts.sys.readFile(path) ?? '' })),
  );
}

describe('keys used in the code', () => {
  const files = sourceFiles();
  const usages = files.flatMap(({ file, text }) => extractKeyUsages(text, file, namespaces));

  it('scans the apps and packages and finds their keys', () => {
    expect(files.some(({ file }) => file.startsWith('apps/storefront/src/'))).toBe(true);
    expect(files.some(({ file }) => file.startsWith('packages/ui/src/'))).toBe(true);
    expect(usages.length).toBeGreaterThan(300);
  });

  it('exist in English and in Arabic', () => {
    expect(missingKeys(usages, resources)).toEqual([]);
  });
});
