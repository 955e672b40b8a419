// @vitest-environment jsdom
import { fils } from '@storefront/core';
import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import type { ResolvedError } from '@storefront/api';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderCard } from './order-card.js';
import type { StaffOrder } from './use-board.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// Rendered to static markup and read back as text; the cash button clicked in a document.

const i18ns: Partial<Record<'en' | 'ar', I18n>> = {};

beforeAll(async () => {
  for (const language of ['en', 'ar'] as const)
    i18ns[language] = await createI18n({ language, namespaces: ['operator', 'common', 'checkout'] });
});

/** A cancelled dine-in round of table 9, with only what the card reads. */
const round = (extra: Partial<StaffOrder>): StaffOrder =>
  ({
    _id: 'o1',
    orderNumber: 'ZH-4120',
    orderStatus: 'CANCELLED',
    serviceType: 'DINE_IN',
    storeInfo: { name: { en: 'Zaatar House Jumeirah', ar: 'زعتر هاوس جميرا' } },
    orderPlacedTime: 1795680000,
    dineInTableNumber: 9,
    preOrderSlot: null,
    isPreOrder: false,
    orderedMenu: [],
    orderLevelSpecialRequest: '',
    pickupVehicleInfo: '',
    deliveryAddress: null,
    userInfo: { brandId: 'b1', phoneNumber: '', name: 'Table 9', email: null },
    paymentType: 'CREDIT_CARD',
    totalOrderPrice: fils(4200),
    isPaid: true,
    statusReason: 'Out of bread',
    storeId: 's1',
    ...extra,
  }) as unknown as StaffOrder;

function html(language: 'en' | 'ar', order: StaffOrder): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18ns[language]!}>
      <OrderCard order={order} fresh={false} move={async () => null} handBackCash={async () => null} />
    </I18nextProvider>,
  );
}

/** The card's text, one line per element. */
const text = (language: 'en' | 'ar', order: StaffOrder) =>
  html(language, order)
    .replace(/<[^>]+>/g, '\n')
    .replace(/\n+/g, '\n')
    .replace(/&#x27;/g, "'");

describe('a cancelled order on the board says what was given back', () => {
  const tableRound = round({
    giveBacks: [
      { method: 'CREDIT_CARD', amount: fils(1500), status: 'refunded' },
      { method: 'CREDIT_CARD', amount: fils(700), status: 'failed' },
      { method: 'WALLET', amount: fils(1000), status: 'credited' },
      { method: 'CASH', amount: fils(1000), status: 'toHandBack', shareId: 'sh_2' },
    ],
  });

  it.each([
    [
      'en',
      [
        'Given back to the table',
        'Card AED 15.00: refunded',
        'Card AED 7.00: FAILED, refund it by hand',
        'Wallet AED 10.00: credited',
        'Cash AED 10.00: hand it back to the table',
        'Cash AED 10.00 handed back',
      ],
    ],
    [
      'ar',
      [
        'ما أُعيد إلى الطاولة',
        'بطاقة 15.00 AED: تم الاسترداد',
        'بطاقة 7.00 AED: فشل، يرجى الاسترداد يدويًا',
        'المحفظة 10.00 AED: أُضيف إلى المحفظة',
        'نقدًا 10.00 AED: أعِده إلى الطاولة',
        'تمت إعادة 10.00 AED نقدًا',
      ],
    ],
  ] as const)("a table round's give-backs, each share's as it went (%s)", (language, lines) => {
    const shown = text(language, tableRound);
    for (const line of lines) expect(shown).toContain(`\n${line}\n`);
    const markup = html(language, tableRound);
    // What staff must do by hand stands out: the failed refund and the cash.
    expect(markup.match(/<li class="font-semibold text-danger">/g)).toHaveLength(2);
    expect(markup).toMatch(new RegExp(`<section aria-label="${lines[0]}"`));
  });

  it.each([
    ['en', 'Card refund AED 42.00: FAILED, refund it by hand', 'Card refund AED 42.00: refunded'],
    [
      'ar',
      'استرداد إلى البطاقة 42.00 AED: فشل، يرجى الاسترداد يدويًا',
      'استرداد إلى البطاقة 42.00 AED: تم الاسترداد',
    ],
  ] as const)("a paid order's card refund, failed or done (%s)", (language, failed, refunded) => {
    expect(text(language, round({ refund: { amount: fils(4200), status: 'failed' } }))).toContain(failed);
    expect(text(language, round({ refund: { amount: fils(4200), status: 'refunded' } }))).toContain(refunded);
    expect(html(language, round({}))).not.toContain('data-testid="card-refund"');
    expect(html(language, round({}))).not.toContain('data-testid="card-give-backs"');
  });

  it.each([
    [
      'en',
      "Payment disputed by the customer's bank: AED 42.00 (fraudulent)",
      "Refunded from the payment gateway's dashboard: AED 15.00",
    ],
    ['ar', 'اعترض بنك العميل على الدفع: 42.00 AED (fraudulent)', 'مسترد من لوحة بوابة الدفع: 15.00 AED'],
  ] as const)(
    'what the gateway reported later: a dispute (in red) and a refund made in its dashboard (%s)',
    (language, dispute, outside) => {
      const order = round({
        orderStatus: 'COMPLETE',
        statusReason: null,
        paymentNotice: {
          dispute: { amount: fils(4200), reason: 'fraudulent', at: '2026-11-22T08:00:00.000Z' },
          refundedOutside: fils(1500),
        },
      });
      expect(text(language, order)).toContain(dispute);
      expect(text(language, order)).toContain(outside);
      expect(html(language, order)).toMatch(/data-testid="card-dispute" class="[^"]*text-danger/);
      expect(html(language, round({}))).not.toContain('card-dispute');
      expect(html(language, round({}))).not.toContain('card-refunded-outside');
    },
  );

  it.each([
    [
      'en',
      'Cash AED 10.00 handed back',
      'Cash AED 10.00: handed back',
      'This order has no cash to hand back for that share',
    ],
    [
      'ar',
      'تمت إعادة 10.00 AED نقدًا',
      'نقدًا 10.00 AED: أُعيد إلى الطاولة',
      'لا يوجد في هذا الطلب نقد يُعاد لهذه الحصة',
    ],
  ] as const)(
    'staff say the cash went back: the button asks the board, a refusal is shown (%s)',
    async (language, button, done, refusal) => {
      const host = document.body.appendChild(document.createElement('div'));
      const root = createRoot(host);
      const refused: ResolvedError = {
        key: 'errors:noCashToHandBack',
        message: 'This order has no cash to hand back for that share',
      };
      const handBackCash = vi.fn(async (_order: string, _share: string) => refused);
      const draw = (order: StaffOrder) =>
        act(async () =>
          root.render(
            <I18nextProvider i18n={i18ns[language]!}>
              <OrderCard order={order} fresh={false} move={async () => null} handBackCash={handBackCash} />
            </I18nextProvider>,
          ),
        );
      await draw(tableRound);
      const press = [...host.querySelectorAll('button')].find((element) => element.textContent === button)!;
      await act(async () => press.click());
      expect(handBackCash).toHaveBeenCalledWith('ZH-4120', 'sh_2');
      expect(host.textContent).toContain(refusal);
      // Once the server says it was handed back, the line says so, no longer in red, with no button.
      await draw(
        round({
          giveBacks: [{ method: 'CASH', amount: fils(1000), status: 'handedBack', shareId: 'sh_2' }],
        }),
      );
      expect(host.textContent).toContain(done);
      expect(host.querySelector('li.text-danger')).toBeNull();
      expect([...host.querySelectorAll('button')].some((element) => element.textContent === button)).toBe(
        false,
      );
      act(() => root.unmount());
      host.remove();
    },
  );
});

describe('a delivery order on the board says whom to call and where the door is', () => {
  const delivery = round({
    orderStatus: 'PENDING',
    serviceType: 'DELIVERY',
    dineInTableNumber: null,
    statusReason: null,
    userInfo: { brandId: 'b1', phoneNumber: '+971501234567', name: 'Mariam Al Suwaidi', email: null },
    deliveryAddress: {
      _id: 'a1',
      address: 'Sheikh Zayed Road',
      apartmentNo: '1405 East Tower B',
      building: 'Al Manara Residences Tower',
      floor: '14',
      area: 'Jumeirah',
      city: 'Dubai',
    } as unknown as StaffOrder['deliveryAddress'],
  });

  it.each([
    [
      'en',
      'Customer: Mariam Al Suwaidi',
      'Phone: ',
      'Address: 1405 East Tower B, Floor 14, Al Manara Residences Tower',
    ],
    [
      'ar',
      'العميل: Mariam Al Suwaidi',
      'الهاتف: ',
      'العنوان: 1405 East Tower B، الطابق 14، Al Manara Residences Tower',
    ],
  ] as const)('%s', (language, name, phone, address) => {
    const shown = text(language, delivery);
    expect(shown).toContain(name);
    expect(shown).toContain(phone);
    // Written in its groups, dialled as one number.
    expect(shown).toContain('+971 50 123 4567');
    expect(shown).toContain(address);
    expect(html(language, delivery)).toContain('href="tel:+971501234567"');
  });

  it("lists a line's options with the language's comma", () => {
    const withOptions = round({
      orderedMenu: [
        {
          itemId: 'i1',
          title: { en: 'Mixed Grill Platter', ar: 'مشاوي مشكلة' },
          quantity: 1,
          options: [
            { quantity: 1, name: { en: 'For two', ar: 'لشخصين' } },
            { quantity: 1, name: { en: 'Garlic toum', ar: 'ثومية' } },
          ],
        },
      ] as unknown as StaffOrder['orderedMenu'],
    });
    expect(text('ar', withOptions)).toContain('1 × لشخصين، 1 × ثومية');
    expect(text('en', withOptions)).toContain('1 × For two, 1 × Garlic toum');
  });

  it("shows no one's details on a table's round", () => {
    const shown = text('en', round({}));
    expect(shown).not.toContain('Customer:');
    expect(shown).not.toContain('tel:');
  });

  it("links the order's tax invoice and credit note, in the board's language", () => {
    const documented = round({
      taxDocuments: [
        { kind: 'invoice', number: 'ZH-INV-000042', url: '/invoices/i1.abc.def' },
        { kind: 'credit_note', number: 'ZH-CN-000007', url: '/invoices/i1.ghi.jkl' },
      ],
    });
    const en = html('en', documented);
    expect(en).toContain('href="/invoices/i1.abc.def?lang=en"');
    expect(text('en', documented)).toMatch(/Tax invoice\s*\nZH-INV-000042/);
    expect(text('en', documented)).toMatch(/Credit note\s*\nZH-CN-000007/);
    expect(html('ar', documented)).toContain('href="/invoices/i1.abc.def?lang=ar"');
    expect(text('ar', documented)).toMatch(/الفاتورة الضريبية\s*\nZH-INV-000042/);
  });
});
