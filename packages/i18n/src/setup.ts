import i18next, { type BackendModule, type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './language.js';
import {
  BUNDLED_NAMESPACES,
  bundledResources,
  isNamespace,
  loadNamespace,
  type Namespace,
  type ResourceTree,
} from './resources.js';

export { bundledResources } from './resources.js';

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
  const instance = i18next.createInstance();
  instance.use(namespaceBackend(options.loader));
  await instance.init({
    lng: options.language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: [...new Set<Namespace>([...BUNDLED_NAMESPACES, ...(options.namespaces ?? [])])],
    // Copies: i18next writes into its store, the imported JSON stays as shipped.
    resources: structuredClone(bundledResources) as unknown as Record<string, Record<string, ResourceTree>>,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
