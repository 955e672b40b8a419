/**
 * Consistency checks over translation resources, used by the tests (and usable by a CI script).
 * Each check returns a list of human-readable problems; an empty list means the resources pass.
 */
import type { ResourceTree } from './resources.js';

export type NamespaceResources = Readonly<Record<string, ResourceTree>>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;
const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3\u06FA-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN_WORD = /[A-Za-z]+/g;

/** Latin words an Arabic text may contain: currency, card and wallet brands. */
export const ALLOWED_LATIN_IN_ARABIC: readonly string[] = ['AED', 'CVV', 'Apple', 'Google', 'Pay'];
/** `namespace:key` paths whose Arabic value is deliberately not Arabic (labels written in the other language). */
export const NON_ARABIC_KEYS: readonly string[] = [
  'common:switchLanguage',
  'common:switchLanguageLabel',
  // Printed table codes carry both languages whatever the board's (operator app).
  'operator:codes.printed.en',
  'operator:codes.printed.tableEn',
];

/** Every leaf as `path -> text`; non-string leaves are reported as problems by {@link compareLanguages}. */
export function flatten(tree: ResourceTree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      for (const [p, v] of flatten(value as ResourceTree, path)) out.set(p, v);
    else out.set(path, value);
  }
  return out;
}

export function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string));
}

/** Groups keys by their plural base ('duration.day_one' -> 'duration.day'); values are the forms. */
function groupByBase(flat: Map<string, unknown>): Map<string, Map<string, unknown>> {
  const groups = new Map<string, Map<string, unknown>>();
  for (const [path, value] of flat) {
    const match = PLURAL_SUFFIX.exec(path);
    const base = match ? path.slice(0, match.index) : path;
    const form = match ? (match[1] as string) : '';
    if (!groups.has(base)) groups.set(base, new Map());
    groups.get(base)?.set(form, value);
  }
  return groups;
}

function pluralCategories(language: string): Set<string> {
  return new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const show = (s: Set<string>) => `{${[...s].sort().join(', ')}}`;

/**
 * Compares two languages namespace by namespace: the same namespaces, the same (deep) keys, string
 * leaves only, the same placeholders per key, and complete plural forms for each language
 * (a plural key needs every category of the language, `_zero` is always allowed).
 */
export function compareLanguages(
  resources: Readonly<Record<string, NamespaceResources>>,
  [first, second]: readonly [string, string] = ['en', 'ar'],
): string[] {
  const problems: string[] = [];
  const a = resources[first] ?? {};
  const b = resources[second] ?? {};
  for (const ns of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (!a[ns]) problems.push(`${ns}: namespace missing in ${first}`);
    if (!b[ns]) problems.push(`${ns}: namespace missing in ${second}`);
    if (!a[ns] || !b[ns]) continue;
    const groups = { [first]: groupByBase(flatten(a[ns])), [second]: groupByBase(flatten(b[ns])) };
    for (const [lng, other] of [
      [first, second],
      [second, first],
    ] as const)
      for (const base of groups[lng]?.keys() ?? [])
        if (!groups[other]?.has(base)) problems.push(`${ns}:${base}: in ${lng} but missing in ${other}`);
    for (const [base, formsA] of groups[first] ?? []) {
      const formsB = groups[second]?.get(base);
      if (!formsB) continue;
      const all = new Map([
        [first, formsA],
        [second, formsB],
      ]);
      const union = new Map<string, Set<string>>();
      for (const [lng, forms] of all) {
        const names = new Set<string>();
        for (const [form, value] of forms) {
          const where = `${ns}:${base}${form ? `_${form}` : ''} (${lng})`;
          if (typeof value !== 'string') problems.push(`${where}: not a string`);
          else if (value.trim() === '' && !/^\s+$/.test(value)) problems.push(`${where}: empty`);
          else for (const p of placeholders(value)) names.add(p);
        }
        union.set(lng, names);
        const plural = [...forms.keys()].filter((f) => f !== '');
        if (plural.length > 0) {
          if (forms.has('')) problems.push(`${ns}:${base} (${lng}): both a plain key and plural forms`);
          const required = pluralCategories(lng);
          for (const category of required)
            if (!forms.has(category))
              problems.push(`${ns}:${base} (${lng}): plural form _${category} missing`);
          for (const form of plural)
            if (form !== 'zero' && !required.has(form))
              problems.push(`${ns}:${base}_${form} (${lng}): not a plural category of ${lng}`);
        }
      }
      const pa = union.get(first) ?? new Set<string>();
      const pb = union.get(second) ?? new Set<string>();
      if (!sameSet(pa, pb))
        problems.push(`${ns}:${base}: placeholders ${first} ${show(pa)} vs ${second} ${show(pb)}`);
    }
  }
  return problems;
}

/** Placeholders written core-style (`{name}`) instead of i18next-style (`{{name}}`). */
export function singleBracePlaceholders(resources: NamespaceResources, language: string): string[] {
  const problems: string[] = [];
  for (const [ns, tree] of Object.entries(resources))
    for (const [path, value] of flatten(tree))
      if (typeof value === 'string' && /(^|[^{])\{\w+\}(?!\})/.test(value))
        problems.push(`${ns}:${path} (${language}): single-brace placeholder in "${value}"`);
  return problems;
}

/**
 * Arabic texts must be Arabic: each value needs an Arabic letter unless nothing but placeholders,
 * digits, punctuation and allowed Latin words remain; Latin words other than the allowed ones are
 * reported even next to Arabic (an untranslated half).
 */
export function nonArabicTexts(
  resources: NamespaceResources,
  allowedWords: readonly string[] = ALLOWED_LATIN_IN_ARABIC,
  allowedKeys: readonly string[] = NON_ARABIC_KEYS,
): string[] {
  const problems: string[] = [];
  const allowed = new Set(allowedWords);
  for (const [ns, tree] of Object.entries(resources))
    for (const [path, value] of flatten(tree)) {
      if (typeof value !== 'string' || allowedKeys.includes(`${ns}:${path}`)) continue;
      const text = value.replace(PLACEHOLDER, ' ');
      const latin = (text.match(LATIN_WORD) ?? []).filter((w) => !allowed.has(w));
      if (latin.length > 0) problems.push(`${ns}:${path}: Latin words ${latin.join(', ')} in "${value}"`);
      else if (!ARABIC_LETTER.test(text) && /\p{L}/u.test(text.replace(LATIN_WORD, '')))
        problems.push(`${ns}:${path}: no Arabic letters in "${value}"`);
    }
  return problems;
}

/** Core-style text ('{name}') to i18next-style ('{{name}}'). */
export function toI18nextPlaceholders(text: string): string {
  return text.replace(/\{(\w+)\}/g, '{{$1}}');
}

/**
 * Every key of core's catalogue must exist in `errors` of each language; in English the text must
 * be core's own (the spec's exact wording), with placeholders in i18next style.
 */
export function missingCoreKeys(
  catalogue: Readonly<Record<string, string>>,
  errors: Readonly<Record<string, ResourceTree>>,
): string[] {
  const problems: string[] = [];
  for (const [language, tree] of Object.entries(errors))
    for (const [key, english] of Object.entries(catalogue)) {
      const value = tree[key];
      if (typeof value !== 'string') problems.push(`errors:${key}: missing in ${language}`);
      else if (language === 'en' && value !== toI18nextPlaceholders(english))
        problems.push(`errors:${key}: en "${value}" differs from core "${english}"`);
    }
  return problems;
}
