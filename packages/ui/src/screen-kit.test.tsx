import { fils, type ModifierGroup as ModifierGroupData } from '@storefront/core';
import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { AreaPicker } from './area-picker.js';
import { BottomBar } from './bottom-bar.js';
import { Card } from './card.js';
import { ModifierGroup } from './modifier-group.js';
import { PageFrame } from './page-frame.js';
import { QuantityStepper } from './quantity-stepper.js';
import { ViewBasketButton } from './view-basket-button.js';

// The kit pieces the screens are built from, rendered to static markup (no DOM here).

const i18ns: Partial<Record<'en' | 'ar', I18n>> = {};

beforeAll(async () => {
  for (const language of ['en', 'ar'] as const)
    i18ns[language] = await createI18n({ language, namespaces: ['common', 'errors', 'store'] });
});

function markup(element: ReactElement, language: 'en' | 'ar' = 'en'): string {
  return renderToStaticMarkup(<I18nextProvider i18n={i18ns[language]!}>{element}</I18nextProvider>);
}

const sides: ModifierGroupData = {
  _id: 'sides',
  baseLanguage: { name: 'Choose a side' },
  isSingleSelection: true,
  minimumAllowedSelection: 1,
  maximumAllowedSelection: 1,
  modifiers: [{ _id: 'fries', price: fils(0), baseLanguage: { name: 'French fries' } }],
};
const arabic = new Map([
  ['sides', 'اختر طبقاً جانبياً'],
  ['fries', 'بطاطا مقلية'],
]);

describe('ModifierGroup', () => {
  it('names the group and its options with `nameOf`, and says a missing choice as an alert in those names', () => {
    const html = markup(
      <ModifierGroup
        group={sides}
        sections={[]}
        onChange={() => undefined}
        invalid
        nameOf={(entry) => arabic.get(entry._id) ?? entry.baseLanguage.name}
      />,
      'ar',
    );
    expect(html).toContain('بطاطا مقلية');
    expect(html).not.toContain('French fries');
    expect(html).toMatch(/role="alert"[^>]*>.*اختر طبقاً جانبياً/);
  });
  it('keeps the base-language names without `nameOf`, and its fieldset can take focus from script', () => {
    const html = markup(
      <ModifierGroup id="g" group={sides} sections={[]} onChange={() => undefined} invalid />,
    );
    expect(html).toContain('Please select at least 1 side from the Choose a side section to proceed');
    expect(html).toContain('tabindex="-1"');
  });
});

describe('QuantityStepper', () => {
  it('takes row-specific button names', () => {
    const html = markup(
      <QuantityStepper
        min={0}
        value={1}
        onChange={() => undefined}
        decreaseLabel="Quantity − Hummus Fatteh"
        increaseLabel="Quantity + Hummus Fatteh"
      />,
    );
    expect(html).toContain('aria-label="Quantity − Hummus Fatteh"');
    expect(html).toContain('aria-label="Quantity + Hummus Fatteh"');
  });
  it('says Decrease / Increase quantity by default', () => {
    const html = markup(<QuantityStepper value={2} onChange={() => undefined} />);
    expect(html).toContain('aria-label="Decrease quantity"');
    expect(html).toContain('aria-label="Increase quantity"');
  });
});

describe('ViewBasketButton', () => {
  it('is a link to the basket when given its address', () => {
    const html = markup(
      <ViewBasketButton count={2} total={fils(4800)} href="/basket" onClick={() => undefined} />,
    );
    expect(html).toMatch(/<a href="\/basket"[^>]*>.*View Basket/);
    expect(html).not.toContain('<button');
  });
  it('shows nothing for an empty basket', () => {
    expect(
      markup(<ViewBasketButton count={0} total={fils(0)} href="/basket" onClick={() => undefined} />),
    ).toBe('');
  });
});

describe('AreaPicker', () => {
  const common = {
    status: 'ready',
    query: '',
    onQueryChange: () => undefined,
    onSelect: () => undefined,
  } as const;
  it('shows a city-wide zone as one button, without an expander', () => {
    const html = markup(
      <AreaPicker
        {...common}
        cities={[
          {
            cityInfo: { cityNameEN: 'Sharjah' },
            cityAreas: [{ areaInfo: { _id: 'shj', areaNameEN: 'Sharjah' } }],
          },
          {
            cityInfo: { cityNameEN: 'Dubai' },
            cityAreas: [{ areaInfo: { _id: 'jum', areaNameEN: 'Jumeirah' } }],
          },
        ]}
      />,
    );
    expect(html.match(/aria-expanded/g)).toHaveLength(1);
  });
  it('keeps a lone city open', () => {
    const html = markup(
      <AreaPicker
        {...common}
        cities={[
          {
            cityInfo: { cityNameEN: 'Dubai' },
            cityAreas: [{ areaInfo: { _id: 'jum', areaNameEN: 'Jumeirah' } }],
          },
        ]}
      />,
    );
    expect(html).toContain('aria-expanded="true"');
  });
});

describe('layout pieces', () => {
  it('PageFrame leaves room for a bottom bar; BottomBar is fixed at the bottom; Card is a bordered section', () => {
    expect(markup(<PageFrame bottomSpace="bar">x</PageFrame>)).toContain('pb-28');
    expect(markup(<BottomBar>x</BottomBar>)).toMatch(
      /data-slot="bottom-bar" class="fixed inset-x-0 bottom-0/,
    );
    expect(markup(<Card aria-label="Totals">x</Card>)).toMatch(
      /^<section data-slot="card" aria-label="Totals"/,
    );
  });
});
