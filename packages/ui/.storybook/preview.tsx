import type { Decorator, Preview } from '@storybook/react-vite';
import { applyDocumentLanguage, type Language } from '@storefront/i18n';
import { createI18nSync } from '@storefront/i18n/all';
import { I18nextProvider } from '@storefront/i18n/react';
import { useEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { brandThemeVariables } from '../src/theme.js';
import { ToastProvider } from '../src/toast.js';
import '../src/styles.css';

/** The two demo brands every story is shown in. */
const THEMES = {
  zaatar: { color: '#2F6B3A', textColor: '#FFFFFF' },
  dates: { color: '#F2C14E', textColor: '#FFFFFF' },
} as const;

function StoryFrame({
  language,
  themeName,
  children,
}: {
  language: Language;
  themeName: string;
  children: ReactNode;
}) {
  const theme = THEMES[themeName as keyof typeof THEMES] ?? THEMES.zaatar;
  const i18n = useMemo(() => createI18nSync({ language }), [language]);
  useEffect(() => applyDocumentLanguage(language), [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <div
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        lang={language}
        style={brandThemeVariables(theme) as CSSProperties}
        className="min-h-dvh bg-canvas p-4 font-sans text-ink"
      >
        <main className="mx-auto max-w-panel bg-surface">
          <ToastProvider>{children}</ToastProvider>
        </main>
      </div>
    </I18nextProvider>
  );
}

const withLocaleAndTheme: Decorator = (Story, context) => (
  <StoryFrame
    language={(context.globals.locale ?? 'en') as Language}
    themeName={String(context.globals.theme ?? 'zaatar')}
  >
    <Story />
  </StoryFrame>
);

const preview: Preview = {
  decorators: [withLocaleAndTheme],
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)' },
          { value: 'ar', title: 'العربية (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'zaatar', title: 'Zaatar House (green)' },
          { value: 'dates', title: 'Dates & Co (gold)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'zaatar' },
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};

export default preview;
