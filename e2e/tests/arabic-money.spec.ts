import { moneyLayout, strayMoney } from '../fixtures/money-layout.js';
import { expect, test } from '../fixtures/product.js';
import { deliveryAtJumeirah, signIn, T } from '../fixtures/storefront.js';

// Money is written one way on every screen, in both languages: the label left of the digits as
// drawn (English 'AED 12.50'; Arabic read from the right, the amount then its label), a sign
// against its number ('- 5.00', '+ options'), and the Arabic currency name for a brand that chose
// it (Dates & Co: 'د.إ').

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const ar = lang === 'ar';

  test(`every amount from menu to checkout is drawn one way (${lang})`, async ({ page, product }) => {
    test.setTimeout(90_000);
    const check = async (where: string, least: number) => {
      const layouts = await moneyLayout(page);
      expect(layouts.length, `amounts on ${where}`).toBeGreaterThanOrEqual(least);
      expect(strayMoney(layouts), where).toEqual([]);
      return layouts;
    };
    await deliveryAtJumeirah(page, product, lang);
    await expect(page.getByRole('link', { name: t.fatteh })).toBeVisible();
    await check('the store page', 10);
    await page.getByRole('link', { name: t.fatteh }).click();
    await expect(page.getByRole('button', { name: t.add })).toBeVisible();
    await check('the item page', 1);
    await page.getByRole('button', { name: t.add }).click();
    await page.getByRole('link', { name: t.fatteh }).click();
    await page.getByRole('button', { name: t.add }).click();
    await page.getByRole('link', { name: t.viewBasket }).click();
    await check('the basket', 2);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, ar ? '0501000956' : '0501000955', lang);
    // The breakfast offer takes AED 5 off by itself: a deduction, signed, next to its number.
    const totals = page.getByTestId('checkout-totals');
    await expect(totals).toContainText(ar ? '- 5.00 AED' : '- AED 5.00');
    const layouts = await check('checkout', 4);
    expect(layouts.filter((layout) => layout.sign).length).toBeGreaterThanOrEqual(1);
  });

  test(`a brand that names the currency in Arabic is read so on its pages (${lang})`, async ({
    page,
    product,
  }) => {
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/dates-and-co`);
    await page.getByRole('button', { name: t.delivery, exact: true }).click();
    await page
      .getByRole('dialog', { name: t.selectArea })
      .getByRole('button', { name: t.dubai, exact: true })
      .click();
    await expect(page).toHaveURL(/\/dates-and-co\/store\/store-detail$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    const layouts = await moneyLayout(page);
    expect(layouts.length).toBeGreaterThanOrEqual(5);
    expect(strayMoney(layouts)).toEqual([]);
    const labels = new Set(layouts.map((layout) => (/د\.إ/.test(layout.text) ? 'د.إ' : 'AED')));
    expect([...labels]).toEqual([ar ? 'د.إ' : 'AED']);
  });
}
