import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { OutletList } from './outlet-list.js';

// Rendered to static markup (no DOM here); tags are stripped to read the text a person sees.

const i18ns: Partial<Record<'en' | 'ar', I18n>> = {};

beforeAll(async () => {
  for (const language of ['en', 'ar'] as const)
    i18ns[language] = await createI18n({
      language,
      namespaces: ['account', 'checkout', 'common', 'errors', 'store'],
    });
});

function text(element: ReactElement, language: 'en' | 'ar'): string {
  const markup = renderToStaticMarkup(<I18nextProvider i18n={i18ns[language]!}>{element}</I18nextProvider>);
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

describe('OutletList', () => {
  const outlets = [
    {
      id: 'j',
      name: 'Zaatar House Jumeirah',
      address: 'Jumeirah 1, Dubai',
      phone: '+971 4 395 1234',
      isOpen: true,
      pickupMinutes: 15,
    },
    { id: 'r', name: 'Zaatar House Al Reem Island', isOpen: false },
  ];

  it('lists each outlet with open now or closed now, its pickup time, address and phone', () => {
    const shown = text(<OutletList outlets={outlets} />, 'en');
    expect(shown).toContain('Our branches');
    expect(shown).toContain('Zaatar House Jumeirah Open now');
    expect(shown).toContain('Ready for pickup in 15 minutes');
    expect(shown).toContain('+971 4 395 1234');
    expect(shown).toContain('Zaatar House Al Reem Island Closed now');
    expect(text(<OutletList outlets={outlets} />, 'ar')).toContain('فروعنا');
  });

  it('renders nothing without outlets', () => {
    expect(text(<OutletList outlets={[]} />, 'en')).toBe('');
  });
});
