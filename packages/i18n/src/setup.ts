import i18next, { type i18n } from 'i18next';
import arCommon from './resources/ar/common.json' with { type: 'json' };
import enCommon from './resources/en/common.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language.js';

export interface I18nOptions {
  language: Language;
}

/** Bundled resources keep the first paint free of extra requests; later namespaces load lazily. */
export const bundledResources = {
  en: { common: enCommon },
  ar: { common: arCommon },
} as const;

export async function createI18n(options: I18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: options.language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: ['common'],
    resources: bundledResources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
