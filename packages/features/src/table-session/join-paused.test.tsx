import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { JoinTable } from './join-table.js';
import { JoinPaused } from './table-page.js';

const i18n: Record<'en' | 'ar', I18n> = {} as Record<'en' | 'ar', I18n>;

beforeAll(async () => {
  i18n.en = await createI18n({ language: 'en', namespaces: ['dineIn', 'common'] });
  i18n.ar = await createI18n({ language: 'ar', namespaces: ['dineIn', 'common'] });
});

const inLanguage = (language: 'en' | 'ar', node: React.ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18n[language]}>{node}</I18nextProvider>);

describe('joining a table guarded against guessing', () => {
  it.each([
    ['en', 'Someone entered wrong codes for this table, so joining is paused.', 'New code: let people join'],
    ['ar', 'أدخل أحدهم رموزاً خاطئة لهذه الطاولة، لذا تم إيقاف الانضمام مؤقتاً.', 'رمز جديد: السماح بالانضمام'],
  ] as const)(
    'tells the table that joining paused and lets a diner reopen it (%s)',
    (language, text, button) => {
      const html = inLanguage(language, <JoinPaused onReopen={async () => undefined} />);
      expect(html).toContain('role="alert"');
      expect(html).toContain(text);
      expect(html).toMatch(new RegExp(`<button[^>]*>${button}</button>`));
    },
  );

  it.each([
    ['en', 'Enter the 6-digit code shown on their screen.'],
    ['ar', 'أدخل الرمز المكوّن من 6 أرقام الظاهر على شاشته.'],
  ] as const)('asks for the 6-digit code, six characters at most (%s)', (language, text) => {
    const html = inLanguage(
      language,
      <JoinTable tableNumber={7} error={null} busy={false} onJoin={() => undefined} />,
    );
    expect(html).toContain(text);
    expect(html).toMatch(/inputMode="numeric"[^>]*maxLength="6"|maxLength="6"[^>]*inputMode="numeric"/);
  });
});
