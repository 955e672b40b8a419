import { expect, test } from '../fixtures/product.js';
import { openBoard } from '../fixtures/operator.js';

// The restaurant prints its table codes from the board and chooses how its guests order. A code
// for phones on their own opens the table's menu at that table; a shared-table code carries the
// other kind of token. The card's table name is the link the code draws.

const T = {
  en: {
    codes: 'Table codes',
    own: 'Each phone on its own',
    together: 'Together: one shared basket for the table',
    table: (number: number) => `Table ${number}`,
    fatteh: /Fatteh/,
    badge: 'Dine In',
  },
  ar: {
    codes: 'رموز الطاولات',
    own: 'كل هاتف بمفرده',
    together: 'معًا: سلة واحدة مشتركة للطاولة',
    table: (number: number) => `طاولة ${number}`,
    fatteh: /فتة حمص/,
    badge: 'داخل المطعم',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  // A table of its own, without a tab: a table another journey leaves a pay-later order on opens
  // its pay-later home instead of the menu, as soon as the table's orders are read.
  const number = lang === 'ar' ? 10 : 9;
  test(`staff print codes for phones on their own, and a table's opens its menu there (${lang})`, async ({
    page,
    product,
  }) => {
    await openBoard(page, product, lang);
    await page.getByRole('link', { name: t.codes }).click();
    await expect(page.getByRole('radio', { name: t.together })).toBeChecked();
    const table = page.getByRole('link', { name: t.table(number), exact: true });
    await expect(table).toHaveAttribute('href', /&table=t1\./);

    await page.getByRole('radio', { name: t.own }).check();
    await expect(table).toHaveAttribute('href', /&table=p1\./);
    await table.click();
    await expect(page).toHaveURL(new RegExp(`/dine-in\\?.*table-number=${number}&table=p1\\.`));
    await expect(page.getByText(t.badge, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: t.fatteh }).first()).toBeVisible();
  });
}
