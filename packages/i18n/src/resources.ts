import { LANGUAGES, type Language } from './language.js';

/**
 * Translation namespaces (spec §9: files at `/assets/i18n/{namespace}/{lang}.json`, fallback en).
 * Keys are camelCase; keys that mirror an enumeration keep its spelling (`serviceType.DINE_IN`,
 * `orderStatus.ON_THE_WAY`, `addressType.Home`). Plural keys use i18next's `_one`/`_other`
 * suffixes (Arabic also `_zero`, `_two`, `_few`, `_many`).
 */
export const NAMESPACES = [
  'common',
  'errors',
  'store',
  'checkout',
  'account',
  'dineIn',
  'paymentLink',
  'businessCard',
  'operator',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Namespaces in the first bundle: the app shell (`common`) and every error text (`errors`). */
export const BUNDLED_NAMESPACES = ['common', 'errors'] as const satisfies readonly Namespace[];
export type BundledNamespace = (typeof BUNDLED_NAMESPACES)[number];
export type LazyNamespace = Exclude<Namespace, BundledNamespace>;

/** A namespace's texts: nested objects of strings. */
export interface ResourceTree {
  readonly [key: string]: string | ResourceTree;
}

/** A language's first-paint texts: the bundled namespaces. */
export type BundledTrees = Readonly<Record<BundledNamespace, ResourceTree>>;

/**
 * The first-paint texts, one chunk per language: a browser loads only its visitor's language
 * (`createI18n` awaits it before the first render; English too when another language falls back
 * to it). Node (the server, tests, scripts) has both from the moment this module has loaded.
 */
const bundledLoaders: Record<Language, () => Promise<{ default: BundledTrees }>> = {
  en: () => import('./bundled/en.js'),
  ar: () => import('./bundled/ar.js'),
};
const bundled: Partial<Record<Language, BundledTrees>> = {};

/** Makes a language's first-paint texts available to the synchronous lookups (`translateBundled`). */
export function registerBundled(language: Language, trees: BundledTrees): void {
  bundled[language] = trees;
}

/** Loads a language's first-paint texts (once) and registers them. */
export async function loadBundled(language: Language): Promise<BundledTrees> {
  const ready = bundled[language];
  if (ready) return ready;
  const trees = (await bundledLoaders[language]()).default;
  registerBundled(language, trees);
  return trees;
}

/** A language's first-paint texts when loaded (always in Node), else undefined. */
export function bundledTrees(language: Language): BundledTrees | undefined {
  return bundled[language];
}

const runsInNode =
  typeof (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions?.node === 'string';
if (runsInNode) await Promise.all(LANGUAGES.map((language) => loadBundled(language)));

type Loader = () => Promise<{ default: ResourceTree }>;

/** One dynamic import per file, so bundlers emit one chunk per namespace and language. */
const lazyLoaders: Record<Language, Record<LazyNamespace, Loader>> = {
  en: {
    store: () => import('./resources/en/store.json', { with: { type: 'json' } }),
    checkout: () => import('./resources/en/checkout.json', { with: { type: 'json' } }),
    account: () => import('./resources/en/account.json', { with: { type: 'json' } }),
    dineIn: () => import('./resources/en/dineIn.json', { with: { type: 'json' } }),
    paymentLink: () => import('./resources/en/paymentLink.json', { with: { type: 'json' } }),
    businessCard: () => import('./resources/en/businessCard.json', { with: { type: 'json' } }),
    operator: () => import('./resources/en/operator.json', { with: { type: 'json' } }),
  },
  ar: {
    store: () => import('./resources/ar/store.json', { with: { type: 'json' } }),
    checkout: () => import('./resources/ar/checkout.json', { with: { type: 'json' } }),
    account: () => import('./resources/ar/account.json', { with: { type: 'json' } }),
    dineIn: () => import('./resources/ar/dineIn.json', { with: { type: 'json' } }),
    paymentLink: () => import('./resources/ar/paymentLink.json', { with: { type: 'json' } }),
    businessCard: () => import('./resources/ar/businessCard.json', { with: { type: 'json' } }),
    operator: () => import('./resources/ar/operator.json', { with: { type: 'json' } }),
  },
};

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value);
}

export function isBundledNamespace(value: unknown): value is BundledNamespace {
  return typeof value === 'string' && (BUNDLED_NAMESPACES as readonly string[]).includes(value);
}

/** Loads one namespace's texts for a language (bundled ones resolve at once). */
export async function loadNamespace(namespace: Namespace, language: Language): Promise<ResourceTree> {
  if (isBundledNamespace(namespace)) return (await loadBundled(language))[namespace];
  const module = await lazyLoaders[language][namespace]();
  return module.default;
}

/** Every namespace of both languages (tests, server-side rendering, asset export). */
export async function loadAllResources(): Promise<Record<Language, Record<Namespace, ResourceTree>>> {
  const entries = async (language: Language) =>
    Object.fromEntries(
      await Promise.all(NAMESPACES.map(async (ns) => [ns, await loadNamespace(ns, language)] as const)),
    ) as Record<Namespace, ResourceTree>;
  return { en: await entries('en'), ar: await entries('ar') };
}

/** Public path of a namespace file (spec §9: `/assets/i18n/{namespace}/{lang}.json`). */
export function namespaceAssetPath(namespace: Namespace, language: Language, base = '/assets/i18n'): string {
  return `${base}/${namespace}/${language}.json`;
}

/** A loader that fetches namespace files from the asset path instead of the bundle. */
export function fetchNamespaceLoader(
  base = '/assets/i18n',
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): (namespace: Namespace, language: Language) => Promise<ResourceTree> {
  return async (namespace, language) => {
    const response = await fetchImpl(namespaceAssetPath(namespace, language, base));
    if (!response.ok) throw new Error(`i18n: ${namespace}/${language} answered ${response.status}`);
    return (await response.json()) as ResourceTree;
  };
}
