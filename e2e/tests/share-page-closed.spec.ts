import { expect, test } from '../fixtures/product.js';
import { tableCodeQuery } from '../fixtures/operator.js';
import { fillCard, T } from '../fixtures/storefront.js';

// Payments completed on the server (docs/payments.md, "Webhooks"): a diner pays their share of the
// table's bill by a card that asks for 3-D Secure, approves it, and the page is gone before it
// comes back (the phone locked, the tab closed). The gateway's word alone settles the share: the
// table shows it paid, and the bill's remainder is what is left.

/** Tables of this journey's own: no other journey seats them. */
const TABLES = { en: 13, ar: 14 } as const;

const S = {
  en: {
    dish: /Za'atar Manousheh/,
    viewTable: 'View table',
    send: /^Send to kitchen/,
    round: 'Round 1',
    split: 'Split the bill',
    equally: 'Equally',
    apply: 'Split',
    shares: 'Shares',
    payShare: /^Pay this share/,
    payAmount: /^Pay AED/,
    paid: 'Paid',
  },
  ar: {
    dish: /منقوشة زعتر/,
    viewTable: 'عرض الطاولة',
    send: /^أرسل إلى المطبخ/,
    round: 'الدفعة 1',
    split: 'تقسيم الفاتورة',
    equally: 'بالتساوي',
    apply: 'قسّم',
    shares: 'الحصص',
    payShare: /^ادفع هذه الحصة/,
    payAmount: /^ادفع \d/,
    paid: 'مدفوعة',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const s = S[lang];
  test(`a share paid through 3-D Secure, the page gone before it came back: the share is paid (${lang})`, async ({
    page,
    product,
  }) => {
    test.setTimeout(120_000);
    const link = `${product.origin}/zaatar-house/dine-in?${await tableCodeQuery(product, TABLES[lang], 'shared')}`;
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(link);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    // One dish, sent; the bill split equally in two.
    await page.getByRole('link', { name: s.dish }).first().click();
    await expect(page).toHaveURL(/\/dine-in\/item\//);
    await page.getByRole('button', { name: T[lang].add }).click();
    await page.getByRole('link', { name: s.viewTable }).click();
    await expect(page).toHaveURL(/\/dine-in\/table\?/);
    await page.getByRole('button', { name: s.send }).click();
    await expect(page.getByText(s.round)).toBeVisible();
    await page.getByRole('button', { name: s.split }).click();
    await page.getByRole('radio', { name: s.equally }).check();
    await page.getByRole('button', { name: s.apply, exact: true }).click();
    const shares = page.getByRole('list', { name: s.shares });
    await expect(shares.getByRole('listitem')).toHaveCount(2);

    // The first share, by a card that asks for 3-D Secure.
    await page.getByRole('button', { name: s.payShare }).first().click();
    await fillCard(page, '4000 0027 6000 3184', lang);
    await page.getByRole('button', { name: s.payAmount }).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\//);

    // The way back never loads: the page is gone once the bank has its answer.
    await page.route('**/dine-in/table?**', (route) => route.abort());
    const answered = page.waitForResponse(
      (response) => response.url().includes('/sandbox/3ds/') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: T[lang].approve }).click();
    await answered;
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // Later, the table opened afresh (nothing of the lost page's payment kept in this tab): the
    // share is paid by the gateway's word alone.
    await page.goto(`${product.origin}/zaatar-house`);
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto(link);
    await page.getByRole('link', { name: s.viewTable }).click();
    await expect(page.getByRole('list', { name: s.shares }).getByText(s.paid, { exact: true })).toHaveCount(
      1,
      {
        timeout: 15_000,
      },
    );
    await expect(page.getByRole('button', { name: s.payShare })).toHaveCount(1);
  });
}
