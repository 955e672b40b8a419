import { type Fils, coreError } from '@storefront/core';
import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { DiscountCodeEntry, type DiscountCodeEntryProps } from './discount-code-entry.js';

// Rendered to static markup (no DOM here): where a refused code's reason is drawn. The sheet is
// the last thing the entry renders, so whatever follows role="dialog" is inside it.

const NOT_FOUND = "Sorry, We didn't find any coupon with provided code";

const i18ns: Partial<Record<'en' | 'ar', I18n>> = {};

beforeAll(async () => {
  for (const language of ['en', 'ar'] as const)
    i18ns[language] = await createI18n({ language, namespaces: ['checkout', 'common', 'errors'] });
});

function render(props: Partial<DiscountCodeEntryProps>, language: 'en' | 'ar' = 'en'): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18ns[language]!}>
      <DiscountCodeEntry
        appliedCode={null}
        originalTotal={7840 as Fils}
        onApply={() => undefined}
        onRemove={() => undefined}
        defaultOpen
        defaultCode="NOSUCHCODE"
        {...props}
      />
    </I18nextProvider>,
  );
}

/** The markup inside the sheet (everything from its role="dialog" on). */
function insideSheet(markup: string): string {
  const start = markup.indexOf('role="dialog"');
  expect(start).toBeGreaterThan(-1);
  return markup.slice(start);
}

describe('DiscountCodeEntry refusal', () => {
  it("shows the server's text inside the open sheet, announced as an alert", () => {
    const markup = render({ error: NOT_FOUND });
    const sheet = insideSheet(markup);
    expect(sheet).toMatch(
      /role="alert"[^>]*>[\s\S]*Sorry, We didn&#x27;t find any coupon with provided code/,
    );
    expect(markup.slice(0, markup.indexOf('role="dialog"'))).not.toContain('find any coupon');
  });

  it('ties the refusal to the code field', () => {
    const sheet = insideSheet(render({ error: NOT_FOUND }));
    const describedBy = /aria-describedby="([^"]+)"/.exec(sheet)?.[1];
    expect(describedBy).toBeDefined();
    expect(sheet).toContain(`id="${describedBy}" role="alert"`);
    expect(sheet).toContain('aria-invalid="true"');
  });

  it('shows a core error in the page language', () => {
    const sheet = insideSheet(render({ error: coreError('couponNotFound') }, 'ar'));
    expect(sheet).toContain('عذراً، لم نجد أي كوبون بهذا الرمز');
  });

  it("reads 'Something was incorrect.' for a text carrying undefined", () => {
    const sheet = insideSheet(render({ error: 'Coupon undefined' }));
    expect(sheet).toContain('Something was incorrect.');
    expect(sheet).not.toContain('Coupon undefined');
  });

  it('shows no alert without a refusal', () => {
    const sheet = insideSheet(render({ error: null }));
    expect(sheet).not.toContain('role="alert"');
    expect(sheet).not.toContain('aria-invalid');
  });
});
