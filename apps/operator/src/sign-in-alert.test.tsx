import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { SignInAlertView } from './sign-in-alert.js';
import type { SignInAlert } from './staff-api.js';

// Rendered to static markup (no DOM here) and read back.

const i18ns: Partial<Record<'en' | 'ar', I18n>> = {};

beforeAll(async () => {
  for (const language of ['en', 'ar'] as const)
    i18ns[language] = await createI18n({ language, namespaces: ['operator', 'common'] });
});

const render = (language: 'en' | 'ar', alert: SignInAlert) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18ns[language]!}>
      <SignInAlertView alert={alert} onClear={async () => undefined} />
    </I18nextProvider>,
  );

describe("the board's alert of failed sign-ins to the member's account", () => {
  it.each([
    ['en', 1, '1 failed sign-in to your account in the last 24 hours', 'Clear and unlock'],
    ['en', 12, '12 failed sign-ins to your account in the last 24 hours', 'Clear and unlock'],
    ['ar', 1, 'محاولة دخول فاشلة واحدة إلى حسابك خلال آخر 24 ساعة', 'مسح وإلغاء القفل'],
    ['ar', 2, 'محاولتا دخول فاشلتان إلى حسابك خلال آخر 24 ساعة', 'مسح وإلغاء القفل'],
    ['ar', 5, '5 محاولات دخول فاشلة إلى حسابك خلال آخر 24 ساعة', 'مسح وإلغاء القفل'],
    ['ar', 50, '50 محاولة دخول فاشلة إلى حسابك خلال آخر 24 ساعة', 'مسح وإلغاء القفل'],
  ] as const)('says how many, in words for the count (%s, %i)', (language, count, text, button) => {
    const html = render(language, { failedSignIns: count, locked: false });
    expect(html).toContain('role="alert"');
    expect(html).toContain(text);
    expect(html).toMatch(new RegExp(`<button[^>]*>${button}</button>`));
    expect(html).not.toContain(language === 'en' ? 'locked' : 'قفل تسجيل');
  });

  it.each([
    ['en', 'Sign-in to your account is locked for new devices. Your signed-in devices still work.'],
    ['ar', 'تم قفل تسجيل الدخول إلى حسابك على الأجهزة الجديدة. أجهزتك المسجّلة ما زالت تعمل.'],
  ] as const)('says when others are locked out of the account (%s)', (language, locked) => {
    expect(render(language, { failedSignIns: 50, locked: true })).toContain(locked);
  });
});
