import type { Schemas } from '@storefront/api';
import { fils } from '@storefront/core';
import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { SessionCard } from './session-card.js';

// Rendered to static markup (no DOM here) and read back with regular expressions.

const i18ns: Partial<Record<'en' | 'ar', I18n>> = {};

beforeAll(async () => {
  for (const language of ['en', 'ar'] as const)
    i18ns[language] = await createI18n({ language, namespaces: ['operator', 'common'] });
});

const share = (
  number: number,
  status: Schemas['TableShare']['status'],
  amount: number,
): Schemas['TableShare'] => ({
  shareId: `sh_${number}`,
  number,
  label: `Share ${number}`,
  amount: fils(amount),
  dinerId: null,
  status,
  tip: fils(0),
  method: status === 'paid' ? 'CREDIT_CARD' : null,
});

const session: Schemas['StaffTableSession'] = {
  sessionId: 'ts_1',
  tableNumber: 9,
  status: 'open',
  joinCode: '402719',
  joinPaused: false,
  diners: 3,
  rounds: 1,
  openedAt: 1_795_500_000,
  bill: { total: fils(9000), paid: fils(3000), remaining: fils(6000), tips: fils(0) },
  shares: [share(1, 'paid', 3000), share(2, 'paying', 3000), share(3, 'open', 3000)],
};

function render(language: 'en' | 'ar', value = session): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18ns[language]!}>
      <SessionCard
        session={value}
        shareCashReceived={async () => null}
        sessionAction={async () => null}
        onSettled={() => undefined}
      />
    </I18nextProvider>,
  );
}

describe("a shared table's card on the board", () => {
  it.each([
    ['en', 'Table 9 · shared bill', 'Cash received for share 3', ['Paid', 'Being paid by card', 'To pay']],
    ['ar', 'طاولة 9 · فاتورة مشتركة', 'تم استلام النقد للحصة 3', ['مدفوعة', 'قيد الدفع بالبطاقة', 'للدفع']],
  ] as const)(
    'shows what is left and offers cash only for an open share (%s)',
    (language, title, cash, statuses) => {
      const html = render(language);
      expect(html).toContain(title);
      expect(html).toMatch(/data-testid="table-remaining" data-fils="6000"/);
      for (const status of statuses) expect(html).toContain(status);
      const buttons = [...html.matchAll(/<button [^>]*aria-label="([^"]+)"/g)].map((match) => match[1]);
      expect(buttons).toEqual([
        cash,
        language === 'en' ? 'New join code for table 9' : 'رمز انضمام جديد للطاولة 9',
      ]);
    },
  );

  it.each([
    ['en', 'Join code', '3 phones', 'Joining paused after wrong codes', 'Close table 9'],
    ['ar', 'رمز الانضمام', '3 هواتف', 'الانضمام متوقف بعد رموز خاطئة', 'إغلاق الطاولة 9'],
  ] as const)(
    'shows the join code and phones, says when joining paused, and offers to close only a table that owes nothing (%s)',
    (language, code, phones, paused, close) => {
      const owing = render(language);
      expect(owing).toContain(code);
      expect(owing).toMatch(/data-testid="table-session-code">402719</);
      expect(owing).toContain(phones);
      expect(owing).not.toContain(paused);
      expect(owing).not.toContain(`aria-label="${close}"`);
      const settled = render(language, {
        ...session,
        joinPaused: true,
        shares: [],
        bill: { total: fils(0), paid: fils(0), remaining: fils(0), tips: fils(0) },
      });
      expect(settled).toContain(paused);
      expect(settled).toContain(`aria-label="${close}"`);
    },
  );

  it('says the bill is not split yet when there are no shares', () => {
    expect(render('en', { ...session, shares: [] })).toContain('The diners have not split the bill yet');
  });
});
