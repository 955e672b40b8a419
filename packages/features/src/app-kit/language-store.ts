import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  applyDocumentLanguage,
  isLanguage,
  type I18n,
  type Language,
} from '@storefront/i18n';

/**
 * The language in effect: the visitor's stored choice, else their browser's (see
 * {@link visitorLanguage}). A stored choice is also told to the server (a cookie), so the first
 * view it writes into the next page is already in that language.
 */
export function storedLanguage(): Language {
  const language = visitorLanguage();
  try {
    if (isLanguage(safeLocalStorage()?.getItem(LANGUAGE_STORAGE_KEY))) tellServer(language);
  } catch {
    // storage unavailable: nothing chosen to tell
  }
  return language;
}

/** The choice as a cookie of the whole site for a year (the server reads it for first views only). */
function tellServer(language: Language): void {
  try {
    const cookie = `${LANGUAGE_STORAGE_KEY}=${language}`;
    if (!document.cookie.split(/;\s*/).includes(cookie))
      document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // no cookies (sandboxed frame): the first view follows the browser's language
  }
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
  tellServer(language);
}

/** The language switch's one action: remembered, `<html lang dir>` set, texts swapped. */
export function switchLanguage(i18n: I18n, next: Language): Promise<unknown> {
  storeLanguage(next);
  applyDocumentLanguage(next);
  return i18n.changeLanguage(next);
}
