export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  apiLanguage,
  applyDocumentLanguage,
  directionOf,
  isLanguage,
  type Language,
} from './language.js';
export { createI18n, type I18nOptions } from './setup.js';
export type { i18n as I18n } from 'i18next';
