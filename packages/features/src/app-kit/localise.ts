import { useTranslation } from '@storefront/i18n/react';
import { useCallback } from 'react';
import type { ShownMessage } from '@storefront/core';
import { languageOf, translateShown } from '@storefront/i18n';

/** The current language and a picker for `{ en, ar }` texts from the API. */
export function useLocalised() {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  // One picker per language: components given it keep their memoised renders.
  const pick = useCallback(
    (text: { en: string; ar: string }) => (language === 'ar' ? text.ar || text.en : text.en),
    [language],
  );
  return { language, pick };
}

/**
 * A message carried untranslated (core's `ShownMessage`) as text in the page's language: a key of
 * a loaded namespace through i18next (a screen's own words, `account:signInErrors.*`), an `errors`
 * key from the bundled catalogue, else the words the server or gateway sent.
 */
export function useShownText() {
  const { t, i18n } = useTranslation(['account', 'errors']);
  const language = languageOf(i18n.language);
  return useCallback(
    (message: ShownMessage | null): string | null => {
      if (!message) return null;
      const key = message.key;
      // A screen's own refusal (no parameters), by a key read at run time and checked to exist:
      // the typed keys cannot name it in advance.
      if (key && key.includes(':') && !key.startsWith('errors:') && i18n.exists(key))
        return t(key as 'account:signInErrors.OTP_INVALID');
      return translateShown(message, language);
    },
    [t, i18n, language],
  );
}
