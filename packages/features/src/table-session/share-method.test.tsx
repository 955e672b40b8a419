import { fils } from '@storefront/core';
import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ShareMethodChoice } from './share-method.js';

const i18n: Record<'en' | 'ar', I18n> = {} as Record<'en' | 'ar', I18n>;

beforeAll(async () => {
  i18n.en = await createI18n({ language: 'en', namespaces: ['dineIn'] });
  i18n.ar = await createI18n({ language: 'ar', namespaces: ['dineIn'] });
});

const render = (language: 'en' | 'ar', balance: number | null) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n[language]}>
      <ShareMethodChoice
        balance={balance === null ? null : fils(balance)}
        value="card"
        onChange={() => undefined}
        language={language}
        disabled={false}
      />
    </I18nextProvider>,
  );

describe("a share's payment method", () => {
  it('offers nothing but the card to a diner who is not signed in', () => {
    expect(render('en', null)).toBe('');
  });

  it("offers 'Wallet' beside the card with the balance, the card chosen first", () => {
    const html = render('en', 12_500);
    expect(html).toContain('Pay with');
    expect(html).toContain('Pay by card');
    expect(html).toMatch(/Wallet \(balance AED\s?125\.00\)/);
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="card"/);
  });

  it('says the same in Arabic', () => {
    const html = render('ar', 12_500);
    expect(html).toContain('الدفع بالبطاقة');
    expect(html).toContain('المحفظة (الرصيد');
  });
});
