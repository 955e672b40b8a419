import type { Fils, Percent } from '@storefront/core';
import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { TotalsSummary } from './totals-summary.js';

// Rendered to static markup (no DOM here) and read back as text.

const i18ns: Partial<Record<'en' | 'ar', I18n>> = {};

beforeAll(async () => {
  for (const language of ['en', 'ar'] as const)
    i18ns[language] = await createI18n({ language, namespaces: ['checkout', 'common'] });
});

function text(language: 'en' | 'ar', discountName?: string | null): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18ns[language]!}>
      <TotalsSummary
        itemsTotal={4800 as Fils}
        discount={500 as Fils}
        {...(discountName !== undefined && { discountName })}
        taxRate={5 as Percent}
        taxAmount={215 as Fils}
        total={4515 as Fils}
      />
    </I18nextProvider>,
  ).replace(/<[^>]+>/g, ' ');
}

describe('the totals', () => {
  it('names the automatic offer behind a discount, so the customer knows where it comes from', () => {
    expect(text('en', 'BREAKFAST5')).toContain('Discount (BREAKFAST5)');
    expect(text('ar', 'BREAKFAST5')).toContain('الخصم (BREAKFAST5)');
  });

  it('says Discount alone for a code the customer typed (the code card names it)', () => {
    expect(text('en', null)).toContain('Discount');
    expect(text('en', null)).not.toContain('Discount (');
    expect(text('en')).not.toContain('Discount (');
  });

  it("says 'VAT included' where the prices include it, and 'VAT' where it is added", () => {
    const render = (language: 'en' | 'ar', taxIncluded: boolean) =>
      renderToStaticMarkup(
        <I18nextProvider i18n={i18ns[language]!}>
          <TotalsSummary
            itemsTotal={2100 as Fils}
            taxRate={5 as Percent}
            taxAmount={100 as Fils}
            taxIncluded={taxIncluded}
            total={2100 as Fils}
          />
        </I18nextProvider>,
      ).replace(/<[^>]+>/g, ' ');
    expect(render('en', true)).toContain('VAT included (5%)');
    expect(render('ar', true)).toContain('شامل ضريبة القيمة المضافة (5%)');
    expect(render('en', false)).toContain('VAT (5%)');
    expect(render('en', false)).not.toContain('included');
  });
});
