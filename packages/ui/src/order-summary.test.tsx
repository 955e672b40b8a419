import type { Fils, Percent } from '@storefront/core';
import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { OrderSummary, type OrderSummaryProps } from './order-summary.js';

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

const fils = (value: number) => value as Fils;

const order: OrderSummaryProps = {
  orderNumber: 'ZH-7K3Q9PXA',
  storeName: 'Zaatar House Jumeirah',
  serviceType: 'DELIVERY',
  scheduled: null,
  lines: [
    { key: 'a', title: 'Hummus Fatteh', quantity: 2, lineTotal: fils(4800) },
    { key: 'b', title: 'Shakshuka', quantity: 1, lineTotal: fils(2700), options: ['Whole wheat', 'Pickles'] },
  ],
  totals: {
    itemsTotal: fils(7500),
    discount: fils(1500),
    deliveryFee: fils(700),
    taxRate: 5 as Percent,
    taxAmount: fils(335),
    total: fils(7035),
  },
};

describe('OrderSummary', () => {
  it('says the order number, store, service, ASAP, the lines and the totals in English', () => {
    const shown = text(<OrderSummary {...order} />, 'en');
    expect(shown).toContain('Order summary');
    expect(shown).toContain('Order number ZH-7K3Q9PXA');
    expect(shown).toContain('Store Zaatar House Jumeirah');
    expect(shown).toContain('Service Delivery');
    expect(shown).toContain('Time ASAP');
    expect(shown).toContain('x2 Hummus Fatteh AED 48.00');
    expect(shown).toContain('Whole wheat, Pickles');
    expect(shown).toContain('Delivery fee AED 7.00');
    expect(shown).toContain('Total AED 70.35');
  });

  it('writes the amounts after AED in Arabic and joins options with the Arabic comma', () => {
    const shown = text(<OrderSummary {...order} />, 'ar');
    expect(shown).toContain('ملخص الطلب');
    expect(shown).toContain('في أسرع وقت');
    expect(shown).toContain('Whole wheat، Pickles');
    expect(shown).toContain('70.35 AED');
  });

  it('shows the pre-order slot instead of ASAP, and no order number when left out', () => {
    const { orderNumber: _left, ...rest } = order;
    const shown = text(
      <OrderSummary {...rest} scheduled={{ day: 'Saturday, 14 Mar 2026', time: '12:00 PM - 12:30 PM' }} />,
      'en',
    );
    expect(shown).toContain('Time Saturday, 14 Mar 2026, 12:00 PM - 12:30 PM');
    expect(shown).not.toContain('ASAP');
    expect(shown).not.toContain('ZH-7K3Q9PXA');
  });

  it('says the table of a dine-in order instead of a time', () => {
    const dineIn = { ...order, serviceType: 'DINE_IN' as const, tableNumber: 7 };
    expect(text(<OrderSummary {...dineIn} />, 'en')).toContain('Table 7');
    expect(text(<OrderSummary {...dineIn} />, 'en')).not.toContain('ASAP');
    expect(text(<OrderSummary {...dineIn} />, 'ar')).toContain('الطاولة 7');
  });
});
