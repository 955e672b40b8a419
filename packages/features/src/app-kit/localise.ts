import { useTranslation } from '@storefront/i18n/react';
import { useCallback } from 'react';
import { languageOf } from '@storefront/i18n';

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
