import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  applyDocumentLanguage,
  isLanguage,
  type I18n,
  type Language,
} from '@storefront/i18n';

/** The language in effect: the visitor's stored choice, else their browser's (see {@link visitorLanguage}). */
export function storedLanguage(): Language {
  return visitorLanguage();
}

/**
 * The visitor's language: the stored choice ('storefront.language'), else the browser's when it
 * is Arabic, else the default, English (spec section 9).
 */
export function visitorLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
  browserLanguage: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language,
): Language {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(value)) return value;
  } catch {
    // storage unavailable: fall back to the browser's language
  }
  return browserLanguage?.toLowerCase().startsWith('ar') ? 'ar' : DEFAULT_LANGUAGE;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/** The language switch's one action: remembered, `<html lang dir>` set, texts swapped. */
export function switchLanguage(i18n: I18n, next: Language): Promise<unknown> {
  storeLanguage(next);
  applyDocumentLanguage(next);
  return i18n.changeLanguage(next);
}
