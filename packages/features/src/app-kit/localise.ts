import { useTranslation } from '@storefront/i18n/react';
import type { Language } from '@storefront/i18n';

/** The current language and a picker for `{ en, ar }` texts from the API. */
export function useLocalised() {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'ar' ? 'ar' : 'en';
  return {
    language,
    pick: (text: { en: string; ar: string }) => (language === 'ar' ? text.ar || text.en : text.en),
  };
}
