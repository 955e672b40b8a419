import type { Namespace } from 'i18next';
import { describe, expect, it } from 'vitest';
import { allResources, createI18nSync } from './all-resources.js';
import { LANGUAGES } from './language.js';
import { quickText } from './quick-text.js';

type Tree = { readonly [key: string]: string | Tree };

function* leaves(tree: Tree, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') yield [path, value];
    else yield* leaves(value, path);
  }
}

/** Every placeholder of a plural key's forms (their texts joined). */
function lookupText(tree: Tree, base: string): string {
  return [...leaves(tree)]
    .filter(([key]) => key.startsWith(`${base}_`))
    .map(([, text]) => text)
    .join(' ');
}

/** Values for a text's placeholders: strings and numbers, as the screens pass them. */
function valuesFor(text: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  let index = 0;
  for (const [, inner] of text.matchAll(/\{\{(.+?)\}\}/g)) {
    const name = inner!.trim();
    values[name] = index % 2 === 0 ? `«${name} {{kept}}»` : 12.5 + index;
    index += 1;
  }
  return values;
}

describe('quickText: the common case of t without i18next', () => {
  for (const language of LANGUAGES) {
    it(`gives i18next's answer for every text of every namespace (${language})`, () => {
      const i18n = createI18nSync({ language });
      let quick = 0;
      let total = 0;
      for (const [namespace, tree] of Object.entries(allResources[language])) {
        const t = i18n.getFixedT(language, namespace as Namespace);
        for (const [key, text] of leaves(tree as Tree)) {
          // Plural forms are reached through `count` (i18next's part); the base key is asked here.
          total += 1;
          const values = valuesFor(text);
          for (const options of [values, undefined]) {
            const answer = quickText(i18n, language, namespace, key, options);
            if (answer === undefined) continue;
            if (options) quick += 1;
            expect(answer, `${language} ${namespace}:${key}`).toBe(t(key, options as never));
          }
          // The same key asked with its namespace from another namespace's `t`.
          const other = namespace === 'common' ? 'errors' : 'common';
          const prefixed = quickText(i18n, language, other, `${namespace}:${key}`, values);
          if (prefixed !== undefined)
            expect(prefixed).toBe(
              i18n.getFixedT(language, other as Namespace)(`${namespace}:${key}` as never, values as never),
            );
        }
      }
      // Nearly every text is answered without i18next (the rest: plural forms asked by their suffix).
      expect(quick / total).toBeGreaterThan(0.9);
    });

    it(`picks the plural form i18next picks for every count (${language})`, () => {
      const i18n = createI18nSync({ language });
      let plurals = 0;
      for (const [namespace, tree] of Object.entries(allResources[language])) {
        const t = i18n.getFixedT(language, namespace as Namespace);
        const bases = new Set<string>();
        for (const [key] of leaves(tree as Tree)) {
          const base = /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1];
          if (base) bases.add(base);
        }
        for (const base of bases) {
          for (const count of [0, 1, 2, 3, 5, 10, 11, 12, 99, 100, 101, 102, 111, 1000, 1.5, 0.25, -1]) {
            const values = { ...valuesFor(lookupText(tree as Tree, base)), count };
            const answer = quickText(i18n, language, namespace, base, values);
            expect(answer, `${language} ${namespace}:${base} ${count}`).toBe(
              t(base as never, values as never),
            );
            plurals += 1;
          }
        }
      }
      expect(plurals).toBeGreaterThan(50);
    });
  }

  it("leaves to i18next what is i18next's: plurals, context, defaults, fallbacks, formats, missing values", () => {
    const i18n = createI18nSync({ language: 'ar' });
    const text = (key: unknown, options?: unknown) => quickText(i18n, 'ar', 'common', key, options);
    expect(text('actions.close')).toBe(allResources.ar.common.actions.close);
    expect(text('common:actions.close')).toBe(allResources.ar.common.actions.close);
    // Not a string here: a missing key (English fallback or the key), an object, a non-key.
    expect(text('actions.noSuchText')).toBeUndefined();
    expect(text('actions')).toBeUndefined();
    expect(text('actions.close.more')).toBeUndefined();
    expect(text('actions.constructor')).toBeUndefined();
    expect(text('Close the dialog?')).toBeUndefined();
    expect(text(['actions.close'])).toBeUndefined();
    // i18next's own options and values other than plain strings and numbers.
    for (const options of [
      { count: '2' },
      { context: 'male' },
      { defaultValue: '' },
      { defaultValue_other: 'x' },
      { lng: 'en' },
      { ns: 'errors' },
      { returnObjects: true },
      { replace: { name: 'x' } },
      { name: null },
      { name: { first: 'x' } },
      'a default value',
    ]) {
      expect(text('actions.close', options), JSON.stringify(options)).toBeUndefined();
    }
  });

  it('fills placeholders once, and leaves to i18next a text whose value is missing', () => {
    const i18n = createI18nSync({ language: 'en' });
    i18n.addResource('en', 'common', 'probe.fill', 'Hi {{name}}, {{ count2 }} left; {{name}} again');
    i18n.addResource('en', 'common', 'probe.format', 'Total {{amount, number}}');
    i18n.addResource('en', 'common', 'probe.unescaped', 'Hi {{- name}}');
    i18n.addResource('en', 'common', 'probe.nested', 'See $t(actions.close)');
    const t = i18n.getFixedT('en', 'common');
    const values = { name: '{{count2}}', count2: 3 };
    expect(quickText(i18n, 'en', 'common', 'probe.fill', values)).toBe(t('probe.fill' as never, values));
    expect(quickText(i18n, 'en', 'common', 'probe.fill', values)).toBe(
      'Hi {{count2}}, 3 left; {{count2}} again',
    );
    expect(quickText(i18n, 'en', 'common', 'probe.fill', { name: 'Sara' })).toBeUndefined();
    expect(quickText(i18n, 'en', 'common', 'probe.fill')).toBeUndefined();
    expect(quickText(i18n, 'en', 'common', 'probe.format', { amount: 5 })).toBeUndefined();
    expect(quickText(i18n, 'en', 'common', 'probe.unescaped', { name: 'x' })).toBeUndefined();
    expect(quickText(i18n, 'en', 'common', 'probe.nested')).toBeUndefined();
  });
});
