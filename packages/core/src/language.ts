/**
 * The product's two languages (spec §9: English by default, Arabic right to left), spelt the way
 * the browser and i18next spell them. The API spells them in capitals (`language: 'EN' | 'AR'` in a
 * request's body): {@link apiLanguage} is the one conversion, made where a request is sent.
 */
export type Language = 'en' | 'ar';

/** A language as the API's requests spell it. */
export type ApiLanguage = 'EN' | 'AR';

export const LANGUAGES: readonly Language[] = ['en', 'ar'];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a value names (a page's, a stored choice, i18next's), else the default. */
export function languageOf(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The API's spelling of a language. */
export function apiLanguage(language: Language): ApiLanguage {
  return language === 'ar' ? 'AR' : 'EN';
}

/** The product's spelling of a language the API sent or was sent (anything else is English). */
export function languageOfApi(language: string | undefined): Language {
  return language === 'AR' ? 'ar' : 'en';
}
