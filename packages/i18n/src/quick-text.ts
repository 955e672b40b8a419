import type { i18n as I18n } from 'i18next';

/**
 * The common case of `t` answered without i18next's machinery: a key found as a string in the
 * language asked for, with `{{name}}` placeholders filled from plain string or number values.
 * i18next resolves every call through option merging, key parsing, namespace and fallback
 * resolution, plural and context suffixes, interpolation with formats and nesting; on a menu's
 * first render (hundreds of texts) that was a sixth of the main thread's work (bench/README.md). A
 * numeric `count` picks the plural form as i18next does: `_zero` for 0 when there is one, then the
 * language's plural category, then the key itself. Anything else (a missing key, a fallback
 * language, `context`, a default value, formats, nesting, a missing value) answers `undefined`:
 * i18next's to resolve. quick-text.test.ts compares both answers for every text of both languages.
 */

/** i18next's own options; a call with one of them is i18next's to answer. */
const OWN_OPTIONS = new Set([
  'context',
  'replace',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keySeparator',
  'nsSeparator',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'ordinal',
  'keyPrefix',
]);

/** `key.path` or `namespace:key.path`: no spaces or punctuation (i18next's natural-language keys). */
const KEY = /^(?:([A-Za-z][\w-]*):)?([A-Za-z_][\w-]*(?:\.[\w-]+)*)$/;
const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const NAME = /^\s*(\w+)\s*$/;

type Tree = { readonly [key: string]: string | Tree };

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** The string at `path` under `tree`, if there is one. */
function lookup(tree: string | Tree | undefined, path: readonly string[]): string | undefined {
  let node = tree;
  for (const part of path) {
    if (node === undefined || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key` in `language`, as i18next would give it, or `undefined` to ask i18next. */
export function quickText(
  i18n: I18n,
  language: string,
  namespace: string,
  key: unknown,
  options?: unknown,
): string | undefined {
  if (typeof key !== 'string') return undefined;
  const parts = KEY.exec(key);
  if (!parts) return undefined;
  let values: Record<string, unknown> | undefined;
  if (options !== undefined) {
    if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
    values = options as Record<string, unknown>;
    for (const name in values) {
      if (OWN_OPTIONS.has(name) || name.startsWith('defaultValue')) return undefined;
      const value = values[name];
      if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    }
  }
  const data = (
    i18n.store as { data?: Record<string, Record<string, Tree | undefined> | undefined> } | undefined
  )?.data;
  const tree = data?.[language]?.[parts[1] ?? namespace];
  const path = parts[2]!.split('.');
  const last = path.pop()!;
  const count = values?.count;
  let text: string | undefined;
  if (count === undefined) {
    text = lookup(tree, [...path, last]);
  } else {
    // i18next treats a count given as a string as no count at all: its part.
    if (typeof count !== 'number') return undefined;
    const forms = [`${last}_${pluralCategory(language, count)}`, last];
    if (count === 0) forms.unshift(`${last}_zero`);
    for (const form of forms) {
      text = lookup(tree, [...path, form]);
      if (text !== undefined) break;
    }
  }
  if (text === undefined || text.includes('$t(')) return undefined;
  if (!text.includes('{{')) return text;
  let unanswered = false;
  const filled = text.replace(PLACEHOLDER, (whole, inner: string) => {
    const name = NAME.exec(inner)?.[1];
    const value = name === undefined || values === undefined ? undefined : values[name];
    if (value === undefined || !Object.hasOwn(values!, name!)) {
      unanswered = true;
      return whole;
    }
    return String(value);
  });
  return unanswered ? undefined : filled;
}
