import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import QRCode from 'qrcode';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { dineInLink } from './dine-in-link.js';
import { TableCodes } from './table-codes.js';

// Rendered to static markup (no DOM here) and read back with a regular expression per card.

const i18ns: Partial<Record<'en' | 'ar', I18n>> = {};
const storeId = '6650a1e0c0ffee1000000001';
const origin = 'http://localhost:3000';
const tokenOf = (tableNumber: number) => `t1.${storeId}.${tableNumber}.c2lnbmVkLXRhYmxlLXRva2Vu`;
const phoneOf = (tableNumber: number) => `p1.${storeId}.${tableNumber}.b3duLXBob25lLXRva2VuLXg`;

beforeAll(async () => {
  for (const language of ['en', 'ar'] as const)
    i18ns[language] = await createI18n({ language, namespaces: ['operator', 'common'] });
});

function render(language: 'en' | 'ar', tableNumbers: number[], kind: 'shared' | 'phone' = 'shared'): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18ns[language]!}>
      <TableCodes
        storeId={storeId}
        storeName="Jumeirah"
        tableNumbers={tableNumbers}
        tableCodes={tableNumbers.map((tableNumber) => ({
          tableNumber,
          tableToken: tokenOf(tableNumber),
          phoneToken: phoneOf(tableNumber),
        }))}
        kind={kind}
        origin={origin}
        basePath="/zaatar-house"
        brand={{
          name: { en: 'Zaatar House', ar: 'بيت الزعتر' },
          logo: '/static/media/zaatar-house/logo.svg',
        }}
      />
    </I18nextProvider>,
  );
}

/** The dark modules of a code, counted from its SVG path (one `h1v1h-1z` square each). */
const darkModules = (text: string) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return modules.data.reduce((sum, bit) => sum + (bit ? 1 : 0), 0);
};

describe('printable table codes', () => {
  it("links a table's code to the dine-in app at that table, with the table's signed token", () => {
    expect(dineInLink(origin, '/zaatar-house', storeId, 7, phoneOf(7))).toBe(
      `http://localhost:3000/zaatar-house/dine-in?store-id=6650a1e0c0ffee1000000001&service-type=dine-in&table-number=7&table=${phoneOf(7)}`,
    );
    expect(dineInLink(origin, '', storeId, 7, tokenOf(7))).toBe(
      `http://localhost:3000/dine-in?store-id=6650a1e0c0ffee1000000001&service-type=dine-in&table-number=7&table=${tokenOf(7)}`,
    );
  });

  it.each(['en', 'ar'] as const)(
    'renders one code per table with its link and number, printed in both languages with the brand (%s board)',
    (language) => {
      const tables = [1, 2, 3, 7, 20];
      const html = render(language, tables);
      const cards = [...html.matchAll(/<li [^>]*data-table="(\d+)" data-link="([^"]+)"[^>]*>(.*?)<\/li>/g)];
      expect(cards.map((card) => Number(card[1]))).toEqual(tables);
      for (const [, number, link, body] of cards) {
        const expected = dineInLink(
          origin,
          '/zaatar-house',
          storeId,
          Number(number),
          tokenOf(Number(number)),
        );
        expect(link!.replace(/&amp;/g, '&')).toBe(expected);
        // Both languages whatever the board's: guests read either.
        expect(body).toContain(`Table ${number}`);
        expect(body).toContain(`طاولة ${number}`);
        expect(body).toContain('<span lang="en" dir="ltr">Scan to order and pay at your table</span>');
        expect(body).toContain('<span lang="ar" dir="rtl">امسح الرمز للطلب والدفع من طاولتك</span>');
        expect(body).toContain('src="/static/media/zaatar-house/logo.svg"');
        expect(body).toContain('بيت الزعتر');
        // The code drawn is the one for this link: the same text, every dark module of it.
        const svg = /<svg [^>]*data-qr="([^"]+)"[^>]*><path d="([^"]+)"/.exec(body!)!;
        expect(svg[1]!.replace(/&amp;/g, '&')).toBe(expected);
        expect(svg[2]!.split('h1v1h-1z').length - 1).toBe(darkModules(expected));
      }
      expect(html.match(/<svg /g)).toHaveLength(tables.length);
    },
  );

  it('prints the codes for phones ordering on their own when the restaurant chooses so', () => {
    const html = render('en', [7]).replace(/&amp;/g, '&');
    const own = render('en', [7], 'phone').replace(/&amp;/g, '&');
    expect(html).toContain(`table=${tokenOf(7)}`);
    expect(html).not.toContain(phoneOf(7));
    expect(own).toContain(`table=${phoneOf(7)}`);
    expect(own).not.toContain(tokenOf(7));
  });

  it('says so when the store has no tables', () => {
    expect(render('en', [])).toContain('This store has no tables');
    expect(render('ar', [])).toContain('لا توجد طاولات في هذا الفرع');
  });
});
