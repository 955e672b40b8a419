import { fils, type ModifierGroup as ModifierGroupData } from '@storefront/core';
import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ModifierGroup } from './modifier-group.js';

const i18ns: Partial<Record<'en' | 'ar', I18n>> = {};

beforeAll(async () => {
  for (const language of ['en', 'ar'] as const)
    i18ns[language] = await createI18n({ language, namespaces: ['store', 'errors', 'common'] });
});

const size: ModifierGroupData = {
  _id: 'g-size',
  baseLanguage: { name: 'Platter size' },
  isSingleSelection: true,
  minimumAllowedSelection: 1,
  maximumAllowedSelection: 1,
  modifiers: [{ _id: 'm-two', price: fils(5800), baseLanguage: { name: 'For two' } }],
};

describe("an option's price", () => {
  it.each([
    ['en', '+AED 58.00'],
    ['ar', '+58.00 AED'],
  ] as const)(
    'keeps its plus sign against its number, the label where every amount has it (%s)',
    (language, shown) => {
      const markup = renderToStaticMarkup(
        <I18nextProvider i18n={i18ns[language]!}>
          <ModifierGroup group={size} sections={[]} onChange={() => undefined} />
        </I18nextProvider>,
      );
      // The price: its whole text, and its signed number one left-to-right run ('+58.00' in Arabic).
      const price =
        /<bdi dir="(?:ltr|rtl)"[^>]*>(.*?\d\d[^<]*(?:<\/bdi>[^<]*)?)<\/bdi>/.exec(markup)?.[1] ?? '';
      expect(price.replace(/<[^>]+>|<!-- -->/g, '')).toBe(shown);
      if (language === 'ar') expect(markup).toMatch(/<bdi dir="ltr">\+(<!-- -->)?58\.00<\/bdi> AED<\/bdi>/);
    },
  );
});

describe('an option stepper', () => {
  const extras: ModifierGroupData = {
    _id: 'g-extra',
    baseLanguage: { name: 'Extras' },
    isSingleSelection: false,
    minimumAllowedSelection: 0,
    maximumAllowedSelection: 3,
    modifiers: [
      { _id: 'm-cheese', price: fils(300), baseLanguage: { name: 'Extra cheese' }, maximumOrderQuantity: 3 },
    ],
  };
  it("is named by its option ('+ Extra cheese'), not like the item's own quantity", () => {
    const markup = renderToStaticMarkup(
      <I18nextProvider i18n={i18ns.en!}>
        <ModifierGroup
          group={extras}
          sections={[
            {
              _id: 'g-extra',
              options: [{ _id: 'm-cheese', name: 'Extra cheese', price: fils(300), quantity: 1 }],
            },
          ]}
          onChange={() => undefined}
        />
      </I18nextProvider>,
    );
    expect(markup).toContain('aria-label="+ Extra cheese"');
    expect(markup).toContain('aria-label="− Extra cheese"');
    expect(markup).not.toContain('aria-label="Increase quantity"');
  });
});
