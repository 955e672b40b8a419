import { expect, test } from '../fixtures/product.js';
import { payWith, pickupAtJumeirah, signIn, T } from '../fixtures/storefront.js';

// An automatic discount is named on its row, not only 'Discount', so the customer can tell where
// the AED 5.00 comes from, and why it goes when they type a code. The checkout names the offer
// (Zaatar House's 'AED 5 off breakfast', applied by itself to a basket with a breakfast dish); a
// code the customer types is named on its own card instead. English and Arabic.

const O = {
  en: {
    labneh: /Labneh Breakfast Plate/,
    named: 'Discount (AED 5 off breakfast)',
    deduction: /AED 5\.00/,
    phone: '0501000921',
  },
  ar: {
    labneh: /صحن فطور لبنة/,
    named: 'الخصم (خصم 5 دراهم على الفطور)',
    deduction: /5\.00/,
    phone: '0501000922',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const o = O[lang];
  const t = T[lang];

  test(`checkout names the automatic offer behind its discount (${lang})`, async ({ page, product }) => {
    await pickupAtJumeirah(page, product, lang);
    await page.getByRole('link', { name: o.labneh }).click();
    await page.getByRole('button', { name: t.add }).click();
    await expect(page).toHaveURL(/store-detail$/);
    await page.getByRole('link', { name: t.viewBasket }).click();
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, o.phone, lang);
    // Signing in from 'Review Order' ends at checkout.
    await expect(page).toHaveURL(/store\/checkout$/);
    await payWith(page, t.cash);
    const totals = page.getByTestId('checkout-totals');
    const row = totals.getByText(o.named, { exact: true });
    await expect(row).toBeVisible();
    await expect(row.locator('xpath=..')).toContainText(o.deduction);
  });
}
