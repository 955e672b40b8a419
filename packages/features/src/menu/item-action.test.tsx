import { fils } from '@storefront/core';
import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ItemAction } from './item-action.js';

const i18n: Record<'en' | 'ar', I18n> = {} as Record<'en' | 'ar', I18n>;

beforeAll(async () => {
  i18n.en = await createI18n({ language: 'en', namespaces: ['store', 'common'] });
  i18n.ar = await createI18n({ language: 'ar', namespaces: ['store', 'common'] });
});

const button = (language: 'en' | 'ar', total: number) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n[language]}>
      <ItemAction
        kind="add"
        pickup={false}
        quantity={1}
        total={fils(total)}
        onChoosePlace={() => undefined}
        onContinueShopping={() => undefined}
        onAdd={() => undefined}
      />
    </I18nextProvider>,
  ).replace(/<[^>]+>/g, ' ');

describe("the item page's add button", () => {
  it.each([
    ['en', 'Add 1 to basket'],
    ['ar', 'أضف 1 إلى السلة'],
  ] as const)(
    'says no AED 0.00 before a required choice sets the price, and the total once it does (%s)',
    (language, add) => {
      const before = button(language, 0);
      expect(before).toContain(add);
      expect(before).not.toContain('0.00');
      expect(before).not.toContain('·');
      const after = button(language, 5800);
      expect(after).toContain(add);
      expect(after).toContain('58.00');
    },
  );
});
