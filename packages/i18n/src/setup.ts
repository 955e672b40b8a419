import i18next, { type BackendModule, type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './language.js';
import {
  BUNDLED_NAMESPACES,
  bundledTrees,
  isNamespace,
  loadBundled,
  loadNamespace,
  type Namespace,
  type ResourceTree,
} from './resources.js';

export { bundledTrees, loadBundled } from './resources.js';

export type NamespaceLoader = (namespace: Namespace, language: Language) => Promise<ResourceTree>;

export interface I18nOptions {
  language: Language;
  /** Extra namespaces to load before `createI18n` resolves (the rest load on first use). */
  namespaces?: readonly Namespace[];
  /** Where lazy namespaces come from; default: the bundle's dynamic imports ({@link loadNamespace}). */
  loader?: NamespaceLoader;
}

/** An i18next backend reading lazy namespaces through a {@link NamespaceLoader}. */
export function namespaceBackend(loader: NamespaceLoader = loadNamespace): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language, namespace, callback) {
      if (!isLanguage(language) || !isNamespace(namespace)) {
        callback(null, {});
        return;
      }
      loader(namespace, language).then(
        (data) => callback(null, data),
        (error: unknown) => callback(error instanceof Error ? error : String(error), null),
      );
    },
  };
}

/**
 * Creates an i18next instance: `common` (default namespace) and `errors` bundled for the first
 * paint, the other namespaces loaded on demand (`i18n.loadNamespaces('store')`,
 * `useTranslation('store')`). Fallback language en (spec §9).
 */
export async function createI18n(options: I18nOptions): Promise<i18n> {
  // The first-paint texts of the visitor's language only. English, the fallback (spec §9), joins
  // once its chunk has loaded, after the first paint: every key exists in both languages (the
  // resources tests), so an Arabic page never waits for English texts it does not show.
  await loadBundled(options.language);
  const fallbackLng = () => (bundledTrees(DEFAULT_LANGUAGE) ? [DEFAULT_LANGUAGE] : []);
  const resources = Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const trees = bundledTrees(language);
      return trees ? [[language, structuredClone(trees)]] : [];
    }),
  );
  const instance = i18next.createInstance();
  instance.use(namespaceBackend(options.loader));
  await instance.init({
    lng: options.language,
    fallbackLng,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: [...new Set<Namespace>([...BUNDLED_NAMESPACES, ...(options.namespaces ?? [])])],
    // Copies: i18next writes into its store, the imported JSON stays as shipped.
    resources: resources as Record<string, Record<string, ResourceTree>>,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (!instance.hasResourceBundle(DEFAULT_LANGUAGE, 'common')) {
    loadBundled(DEFAULT_LANGUAGE).then(
      (trees) => {
        for (const namespace of BUNDLED_NAMESPACES) {
          instance.addResourceBundle(DEFAULT_LANGUAGE, namespace, structuredClone(trees[namespace]), true);
        }
      },
      () => undefined, // offline: the visitor's own language is complete
    );
  }
  return instance;
}
