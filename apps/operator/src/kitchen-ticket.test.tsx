import { fils } from '@storefront/core';
import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { KitchenTicket } from './kitchen-ticket.js';
import type { StaffOrder } from './use-board.js';

// Rendered to static markup and read back as text, one line per element.

const i18ns: Partial<Record<'en' | 'ar', I18n>> = {};

beforeAll(async () => {
  for (const language of ['en', 'ar'] as const)
    i18ns[language] = await createI18n({ language, namespaces: ['operator', 'common', 'checkout'] });
});

/** A pickup pre-order of two lines, one with options and a note, unpaid cash. */
const order = {
  _id: 'o1',
  orderNumber: 'ZH-K7Q2M9PD',
  orderStatus: 'SCHEDULED',
  serviceType: 'PICKUP',
  storeInfo: { name: { en: 'Zaatar House Jumeirah', ar: 'بيت الزعتر - جميرا' } },
  // Sunday 22 November 2026, 11:40 in Dubai; the slot 13:00 to 13:30 the same day.
  orderPlacedTime: 1795592400,
  dineInTableNumber: null,
  preOrderSlot: { day: '2026-11-22', start: '13:00', end: '13:30', startsAt: 1795597200, endsAt: 1795599000 },
  isPreOrder: true,
  orderedMenu: [
    {
      itemId: 'i1',
      title: { en: 'Shakshuka', ar: 'شكشوكة' },
      quantity: 2,
      options: [{ quantity: 1, name: { en: 'Extra feta', ar: 'جبنة فيتا إضافية' } }],
      specialRequest: 'No chilli',
    },
    { itemId: 'i2', title: { en: 'Karak Chai', ar: 'شاي كرك' }, quantity: 1, options: [] },
  ],
  orderLevelSpecialRequest: 'Cutlery for two',
  pickupVehicleInfo: 'White Patrol, plate 41577',
  deliveryAddress: null,
  userInfo: { brandId: 'b1', phoneNumber: '+971501000911', name: 'Mariam', email: null },
  paymentType: 'CASH',
  totalOrderPrice: fils(8400),
  isPaid: false,
  statusReason: null,
  storeId: 's1',
} as unknown as StaffOrder;

function lines(language: 'en' | 'ar'): string[] {
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={i18ns[language]!}>
      <KitchenTicket order={order} />
    </I18nextProvider>,
  );
  return markup
    .replace(/<(p|h2|span|li)[^>]*>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .split('\n')
    .map((line) => line.replace(/&#x27;/g, "'").trim())
    .filter(Boolean);
}

describe('the kitchen ticket', () => {
  it('says what the kitchen makes and for whom, in English', () => {
    const text = lines('en');
    expect(text).toContain('ZH-K7Q2M9PD');
    expect(text).toContain('Zaatar House Jumeirah');
    expect(text.join('\n')).toMatch(
      /2 × Shakshuka\n\+ 1 × Extra feta\nNote: No chilli|2 × Shakshuka\n\+ 1 × Extra feta\n.*No chilli/,
    );
    expect(text).toContain('1 × Karak Chai');
    expect(text.some((line) => line.includes('Cutlery for two'))).toBe(true);
    expect(text.some((line) => line.includes('White Patrol, plate 41577'))).toBe(true);
    expect(text.some((line) => line.includes('+971 50 100 0911'))).toBe(true);
    expect(
      text.some((line) => /84\.00/.test(line) && line.includes('Cash') && line.includes('to collect')),
    ).toBe(true);
  });

  it('says the same in Arabic, with Arabic names', () => {
    const text = lines('ar');
    expect(text).toContain('ZH-K7Q2M9PD');
    expect(text).toContain('بيت الزعتر - جميرا');
    expect(text).toContain('2 × شكشوكة');
    expect(text).toContain('+ 1 × جبنة فيتا إضافية');
    expect(text).toContain('1 × شاي كرك');
  });

  it('is laid out 72 mm wide (80 mm paper) and printed alone', () => {
    const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
    expect(css).toMatch(/\.kitchen-ticket-sheet \{\s*width: 72mm;/);
    expect(css).toMatch(/body:has\(> \.kitchen-ticket-sheet\) > :not\(\.kitchen-ticket-sheet\)/);
  });
});
