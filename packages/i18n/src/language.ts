import type { Language } from '@storefront/core';

export {
  apiLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  languageOf,
  LANGUAGES,
  type ApiLanguage,
  type Language,
} from '@storefront/core';
export const LANGUAGE_STORAGE_KEY = 'storefront.language';

/** Direction comes from the language's script, asked of the platform rather than a hard-coded list. */
export function directionOf(language: string): 'ltr' | 'rtl' {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & {
      getTextInfo?: () => { direction: 'ltr' | 'rtl' };
      textInfo?: { direction: 'ltr' | 'rtl' };
    };
    return locale.getTextInfo?.().direction ?? locale.textInfo?.direction ?? 'ltr';
  } catch {
    return 'ltr';
  }
}

/** Sets `<html lang dir>`: the one place the document direction is decided. */
export function applyDocumentLanguage(
  language: Language,
  root: { lang: string; dir: string } = document.documentElement,
) {
  root.lang = language;
  root.dir = directionOf(language);
}
