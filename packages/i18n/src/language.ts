export type Language = 'en' | 'ar';

export const LANGUAGES: readonly Language[] = ['en', 'ar'];
export const DEFAULT_LANGUAGE: Language = 'en';
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

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The API's spelling of a language (`EN`, `AR`). */
export function apiLanguage(language: Language): 'EN' | 'AR' {
  return language === 'ar' ? 'AR' : 'EN';
}

/** Sets `<html lang dir>`: the one place the document direction is decided. */
export function applyDocumentLanguage(
  language: Language,
  root: { lang: string; dir: string } = document.documentElement,
) {
  root.lang = language;
  root.dir = directionOf(language);
}
